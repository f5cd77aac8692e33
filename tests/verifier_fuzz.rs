//! The dispatch loop trusts the verifier: it pushes, pops and reads locals without
//! checks. So every unit sequence the verifier accepts must run without touching a slot
//! outside the frame. This feeds the verifier many random programs of the toy
//! calculator (any opcode, specialized ones and superinstructions included, random opargs
//! and cache words) and runs every one it accepts, with and without specialization. In
//! this debug build the loop's stack helpers assert their bounds, so a proof the
//! verifier got wrong fails here as a panic instead of going unnoticed.

mod common;

use std::sync::Arc;

use common::calc::calc::{self, Isa};
use common::calc::{Consts, Machine, Value};
use vm_core::verify::from_units;
use vm_core::{Config, InstructionSet, OpFlags};

/// xorshift64*: a small deterministic generator (no dependency, reproducible seeds).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random program laid out instruction by instruction (so cache units follow their
/// instruction, as in real code), with forward jumps only: whatever the verifier
/// accepts then terminates. Mostly it picks instructions whose inputs the stack holds and
/// ends with a return, so that many programs verify; sometimes it ignores the stack
/// entirely (what the verifier must reject).
fn random_program(rng: &mut Rng) -> Vec<u32> {
    let ops = Isa::OPS;
    let careful = rng.below(10) != 0;
    let len = 1 + rng.below(24) as usize;
    let mut units: Vec<u32> = Vec::new();
    let mut jumps: Vec<usize> = Vec::new();
    let mut depth: u64 = 0;
    for _ in 0..len {
        let mut info = &ops[rng.below(ops.len() as u64) as usize];
        let mut oparg = rng.below(6) as u32;
        for _ in 0..8 {
            if !careful || info.pops(oparg) <= depth {
                break;
            }
            info = &ops[rng.below(ops.len() as u64) as usize];
            oparg = rng.below(6) as u32;
        }
        depth = (depth.saturating_sub(info.pops(oparg))) + info.outputs as u64;
        if info.flags.contains(OpFlags::JUMP) {
            jumps.push(units.len());
        }
        units.push(info.opcode as u32 | oparg << 8);
        for _ in 0..info.cache_units {
            units.push(rng.below(4) as u32);
        }
    }
    if careful {
        let op = |name: &str| ops.iter().find(|o| o.name == name).expect("op").opcode as u32;
        if depth == 0 {
            units.push(op("LOAD_CONST"));
        }
        units.push(op("RET"));
    }
    // Jump targets: somewhere after the jump (the verifier rejects non-starts).
    for at in jumps {
        let target = at + 1 + rng.below((units.len() - at) as u64) as usize;
        units[at] = (units[at] & 0xff) | (target as u32) << 8;
    }
    units
}

/// Runs `code` to completion; errors are fine, panics are not.
fn run(code: &Arc<calc::Code>, specialize: bool, args: usize) {
    let mut th = calc::Thread::new(Config {
        specialize,
        ..Config::default()
    });
    let mut m = Machine::default();
    let args = (0..args).map(|i| Value::Int(i as i64));
    let _ = th.call(&mut m, code, args);
    assert!(
        th.stack().is_empty(),
        "a finished run leaves no values behind"
    );
}

#[test]
fn every_program_the_verifier_accepts_runs_within_its_frame() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let consts = || {
        Consts(vec![
            Value::Int(1),
            Value::Float(2.5),
            Value::None,
            Value::Int(-7),
        ])
    };
    let (mut accepted, mut tried) = (0, 0);
    while tried < 100_000 {
        tried += 1;
        let units = random_program(&mut rng);
        let nlocals = rng.below(4) as u32;
        let Ok(code) = from_units::<Isa>(units.clone(), nlocals, consts()) else {
            continue;
        };
        accepted += 1;
        let code = Arc::new(code);
        let args = rng.below(nlocals as u64 + 1) as usize;
        // Twice with specialization: the second run meets rewritten opcodes.
        run(&code, true, args);
        run(&code, true, args);
        run(
            &Arc::new(from_units::<Isa>(units, nlocals, consts()).unwrap()),
            false,
            args,
        );
    }
    eprintln!("{accepted} of {tried} random programs verified and ran");
    assert!(
        accepted >= 5_000,
        "only {accepted} of {tried} random programs verified: the test would prove little"
    );
}
