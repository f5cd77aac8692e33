//! Immediates (`#[imm]`, `#[imm(jump)]`): units after an instruction's inline cache that
//! the compiler writes and nothing rewrites. With them a compare-and-branch names its
//! operands in oparg fields and keeps its jump target in an immediate, so `while i < k`
//! is one instruction. The verifier checks an immediate jump target like an oparg one;
//! specializations keep the generic's immediates; the disassembler shows them.

use std::sync::Arc;

use vm_core::verify::VerifyError;
use vm_core::{BuildError, Config, DisOptions, Flow, OpFlags, Return};

#[path = "common/num.rs"]
mod num;
use num::Num;

fn less(a: &Num, k: u32) -> bool {
    match a {
        Num::Int(i) => *i < k as i64,
        Num::Float(f) => *f < k as f64,
        Num::None => false,
    }
}

#[vm_core::instruction_set(value = Num)]
pub mod imms {
    use super::*;

    /// `local[a] < k`, then a jump to the immediate target when the result differs from
    /// `negate` (fields: the local, the constant, the polarity).
    #[op]
    fn jump_if_less(
        #[local(field = 0)] a: &Num,
        #[oparg(field = 1)] k: u32,
        #[oparg(field = 2)] negate: u32,
        #[imm(jump)] _target: u32,
    ) -> Flow {
        if less(a, k) != (negate == 1) {
            Flow::Jump
        } else {
            Flow::Next
        }
    }

    #[specialize(jump_if_less)]
    #[guard(matches!(a, Num::Int(_)))]
    fn jump_if_less_int(
        #[local(field = 0)] a: &Num,
        #[oparg(field = 1)] k: u32,
        #[oparg(field = 2)] negate: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Num::Int(i) = a else { return None };
        Some(if (*i < k as i64) != (negate == 1) {
            Flow::Jump
        } else {
            Flow::Next
        })
    }

    /// `local += step` where the step is a whole 32-bit immediate.
    #[op]
    fn add_imm(#[local] slot: &mut Num, #[imm] step: u32) {
        *slot = match &*slot {
            Num::Int(i) => Num::Int(i + step as i64),
            Num::Float(f) => Num::Float(f + step as f64),
            Num::None => Num::None,
        };
    }

    #[op]
    fn load_local(#[local] slot: &Num) -> Num {
        slot.clone()
    }

    #[op]
    fn ret(v: Num) -> Return<Num> {
        Return(v)
    }
}

use imms::{Builder, Opcode, Thread};

/// `while local0 < limit: local0 += step` then `return local0`; returns the code and the
/// offset of the loop's branch.
fn counting_loop(limit: u32, step: u32) -> (Arc<imms::Code>, usize) {
    let mut b = Builder::new();
    let head = b.label();
    let done = b.label();
    b.bind(head).unwrap();
    // Leave the loop when local0 < limit is false (negate = 1: jump when not less).
    b.emit_jump_with(Opcode::JumpIfLess, limit << 8 | 1 << 16, done, &[])
        .unwrap();
    b.emit_with(Opcode::AddImm, 0, &[step]).unwrap();
    let branch = b.offset();
    // Back to the head while local0 < limit.
    b.emit_jump_with(Opcode::JumpIfLess, limit << 8, head, &[])
        .unwrap();
    b.bind(done).unwrap();
    b.emit(Opcode::LoadLocal, 0).unwrap();
    b.emit(Opcode::Ret, 0).unwrap();
    (Arc::new(b.finish(1, ()).unwrap()), branch)
}

#[test]
fn immediates_hold_jump_targets_and_operands() {
    for specialize in [false, true] {
        let mut th = Thread::new(Config {
            specialize,
            ..Config::default()
        });
        let (code, branch) = counting_loop(100, 7);
        assert_eq!(
            th.call(&mut (), &code, [Num::Int(0)]).unwrap(),
            Num::Int(105)
        );
        assert_eq!(
            th.call(&mut (), &code, [Num::Float(0.5)]).unwrap(),
            Num::Float(105.5)
        );
        let (code, _) = counting_loop(10, 1_000_000);
        assert_eq!(
            th.call(&mut (), &code, [Num::Int(3)]).unwrap(),
            Num::Int(1_000_003)
        );
        let (code, _) = counting_loop(50, 1);
        assert_eq!(
            th.call(&mut (), &code, [Num::Int(0)]).unwrap(),
            Num::Int(50)
        );
        let expected = if specialize {
            Opcode::JumpIfLessInt
        } else {
            Opcode::JumpIfLess
        };
        assert_eq!(code.opcode(branch), expected as u16);
    }
    // The table says where the target lives.
    let info = Opcode::JumpIfLess.info();
    assert!(info.flags.contains(OpFlags::JUMP_IMM) && info.imms == 1);
    assert_eq!(info.size(), 1 + info.cache_units as usize + 1);
}

#[test]
fn the_verifier_checks_immediate_jump_targets() {
    // Units: JUMP_IF_LESS at 0 (cache at 1, immediate at 2), RET at 3. Targets 1 and 2 land
    // inside the instruction, 9 past the end.
    for target in [1, 2, 9] {
        let mut b = Builder::new();
        b.emit_with(Opcode::JumpIfLess, 0, &[target]).unwrap();
        b.emit(Opcode::LoadLocal, 0).unwrap();
        b.emit(Opcode::Ret, 0).unwrap();
        match b.finish(1, ()) {
            Err(BuildError::Verify(VerifyError::BadJumpTarget {
                offset: 0,
                target: t,
            })) => {
                assert_eq!(t, target)
            }
            other => panic!("target {target}: {other:?}"),
        }
    }
    // An immediate that is not a jump target may hold anything.
    let mut b = Builder::new();
    b.emit_with(Opcode::AddImm, 0, &[u32::MAX]).unwrap();
    b.emit(Opcode::LoadLocal, 0).unwrap();
    b.emit(Opcode::Ret, 0).unwrap();
    assert!(b.finish(1, ()).is_ok());
}

#[test]
fn the_builder_asks_for_every_immediate() {
    let mut b = Builder::new();
    assert!(matches!(
        b.emit(Opcode::AddImm, 0),
        Err(BuildError::ImmediateCount {
            expected: 1,
            given: 0,
            ..
        })
    ));
    assert!(matches!(
        b.emit_with(Opcode::LoadLocal, 0, &[1]),
        Err(BuildError::ImmediateCount {
            expected: 0,
            given: 1,
            ..
        })
    ));
    let l = b.label();
    assert!(matches!(
        b.emit_jump_with(Opcode::AddImm, 0, l, &[]),
        Err(BuildError::NotAJump { .. })
    ));
}

#[test]
fn the_disassembler_shows_immediates() {
    let (code, _) = counting_loop(100, 7);
    let opts = DisOptions {
        adaptive: false,
        show_caches: true,
    };
    let text = vm_core::dis(&code, opts);
    // The exit branch at 0 jumps past the back branch (at 5, three units long) to 8.
    assert!(
        text.contains("0 JUMP_IF_LESS                 0,100,1 (to 8)"),
        "{text}"
    );
    assert!(text.contains("2 IMM                          8"), "{text}");
    assert!(text.contains("4 IMM                          7"), "{text}");
}

/// xorshift64*: a small deterministic generator (reproducible seeds).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// The loop reads immediates and local fields without checks, trusting the verifier: so
/// every random unit sequence it accepts (any opcode, specialized ones included, any
/// fields, immediates and cache words; jump immediates forward so runs end) must run
/// without touching anything outside its frame and code. This debug build's stack
/// helpers assert their bounds, so a wrong proof fails here.
#[test]
fn every_program_the_verifier_accepts_runs_within_its_code() {
    use vm_core::InstructionSet;
    use vm_core::verify::from_units;
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let (mut accepted, mut tried) = (0, 0);
    while tried < 100_000 {
        tried += 1;
        let mut units: Vec<u32> = Vec::new();
        let mut jumps = Vec::new();
        for _ in 0..1 + rng.below(12) {
            let info = &imms::Isa::OPS[rng.below(imms::Isa::OPS.len() as u64) as usize];
            let fields = [rng.below(4), rng.below(12), rng.below(3)];
            let oparg = if info.flags.contains(OpFlags::LOCAL) {
                rng.below(4) as u32
            } else {
                (fields[0] | fields[1] << 8 | fields[2] << 16) as u32
            };
            units.push(info.opcode as u32 | oparg << 8);
            for _ in 0..info.cache_units {
                units.push(rng.below(4) as u32);
            }
            if info.flags.contains(OpFlags::JUMP_IMM) {
                jumps.push(units.len());
            }
            for _ in 0..info.imms {
                units.push(rng.below(1 << 20) as u32);
            }
        }
        if rng.below(4) != 0 {
            units.push(Opcode::LoadLocal as u32);
            units.push(Opcode::Ret as u32);
        }
        // Most jump immediates: a unit after the jump (the verifier rejects non-starts).
        for at in jumps {
            if rng.below(8) != 0 {
                units[at] = (at + 1 + rng.below((units.len() - at) as u64) as usize) as u32;
            }
        }
        let nlocals = 1 + rng.below(3) as u32;
        let Ok(code) = from_units::<imms::Isa>(units.clone(), nlocals, ()) else {
            continue;
        };
        accepted += 1;
        let code = Arc::new(code);
        for specialize in [true, true, false] {
            let mut th = Thread::new(Config {
                specialize,
                ..Config::default()
            });
            let arg = [Num::Int(rng.below(20) as i64), Num::Float(0.5), Num::None];
            let _ = th.call(&mut (), &code, [arg[rng.below(3) as usize].clone()]);
            assert!(
                th.stack().is_empty(),
                "a finished run leaves no values behind"
            );
        }
    }
    eprintln!("{accepted} of {tried} random programs verified and ran");
    assert!(
        accepted >= 2_000,
        "only {accepted} of {tried} random programs verified: the test would prove little"
    );
}
