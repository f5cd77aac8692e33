//! A disassembler in the style of CPython's `dis`: one line per instruction, optionally
//! the adaptive (specialized) view and the inline-cache entries.
//!
//! ```text
//!      0 LOAD_FAST                    0
//!      1 LOAD_CONST                   1 (2)
//!      2 BINARY_ADD
//!      6 RETURN_VALUE
//! ```

use std::fmt::Write as _;
use std::sync::atomic::AtomicU32;

use crate::code::{
    CacheValue, Code, OPARG_FIELDS, Units, decode_oparg, decode_opcode, oparg_field,
};
use crate::counter::Backoff;
use crate::exception::Handler;
use crate::isa::{CacheFieldInfo, InstructionSet, OpFlags, OpInfo, OpKind};
use crate::verify::{effective, lookup, step};

/// What [`dis`] shows.
#[derive(Clone, Copy, Debug, Default)]
pub struct DisOptions {
    /// Show the opcodes as they are now (specializations, superinstructions) instead of
    /// their base instructions, like `dis.dis(adaptive=True)`.
    pub adaptive: bool,
    /// Show one `CACHE` line per inline-cache unit, like `dis.dis(show_caches=True)`.
    pub show_caches: bool,
}

/// Disassembles `code`, one line per instruction (each ending in `\n`).
pub fn dis<I: InstructionSet>(code: &Code<I>, opts: DisOptions) -> String {
    dis_with(code, opts, |_, _, _| None)
}

/// Disassembles `code` like [`dis`], appending ` (annotation)` to an instruction's line
/// when `annotate(offset, op, oparg)` returns one: e.g. the constant a `LOAD_CONST` loads.
///
/// `op` is the *base* instruction (the generic for a specialization, the first component
/// for a superinstruction) whatever the view: the oparg's meaning is the base's.
pub fn dis_with<I: InstructionSet>(
    code: &Code<I>,
    opts: DisOptions,
    annotate: impl Fn(usize, &OpInfo, u32) -> Option<String>,
) -> String {
    // why: one snapshot, so a concurrently specializing thread cannot make one line
    // disagree with the next (e.g. an opcode with another opcode's cache fields).
    let words = code.words();
    let mut out = String::new();
    let mut starts = Vec::new();
    let mut ip = 0;
    while ip < words.len() {
        starts.push(ip);
        let word = words[ip];
        let opcode = decode_opcode::<I>(word);
        let oparg = decode_oparg::<I>(word);
        let Some(actual) = lookup::<I>(opcode) else {
            // why: verified code never gets here, but a disassembler is a debugging tool
            // and must not panic on whatever it is shown.
            let name = format!("<unknown opcode {opcode}>");
            push_line(&mut out, format!("{ip:>6} {name:<28} {oparg}"));
            ip += 1;
            continue;
        };
        let base = effective::<I>(actual);
        let shown = if opts.adaptive { actual } else { base };
        let mut line = format!("{ip:>6} {:<28}", shown.name);
        // why: the unit's oparg is read by the base instruction (a specialization may
        // ignore it, a superinstruction passes it to its first component), so the base's
        // flags decide how it is shown, in both views.
        let fields: Vec<String> = (0..OPARG_FIELDS)
            .filter(|&k| base.flags.contains(OpFlags::field(k)))
            .map(|k| oparg_field(oparg, k).to_string())
            .collect();
        if !fields.is_empty() {
            // why: a split oparg means nothing as one number; show the fields it reads.
            let _ = write!(line, " {}", fields.join(","));
        } else if base.flags.contains(OpFlags::OPARG) {
            let _ = write!(line, " {oparg}");
        }
        if base.flags.contains(OpFlags::JUMP_IMM) {
            // why: a disassembler must not panic on a truncated instruction.
            if let Some(target) = words.get(ip + base.imm_offset(0)) {
                let _ = write!(line, " (to {target})");
            }
        } else if base.flags.contains(OpFlags::JUMP) {
            let _ = write!(line, " (to {oparg})");
        }
        if let Some(note) = annotate(ip, base, oparg) {
            let _ = write!(line, " ({note})");
        }
        push_line(&mut out, line);

        let size = step(base);
        if opts.show_caches {
            for k in 1..size {
                let at = ip + k;
                let Some(&unit) = words.get(at) else { break };
                if k > base.cache_units as usize {
                    push_line(&mut out, format!("{at:>6} {:<28} {unit}", "IMM"));
                    continue;
                }
                let detail = cache_detail(&words, at, k - 1, unit, base, shown);
                push_line(&mut out, format!("{at:>6} {:<28} {detail}", "CACHE"));
            }
        }
        ip += size;
    }
    exception_table(&mut out, code.handlers(), &starts);
    out
}

/// Appends the `ExceptionTable:` section, as CPython's `dis` prints it: per entry the
/// first and last protected instruction, the handler, the depth, and `lasti` when the
/// handler also gets the failing offset. Nothing when the table is empty.
fn exception_table(out: &mut String, handlers: &[Handler], starts: &[usize]) {
    if handlers.is_empty() {
        return;
    }
    out.push_str("ExceptionTable:\n");
    for h in handlers {
        // why the last start: CPython names the last protected instruction, not the end.
        let last = starts
            .iter()
            .rev()
            .find(|&&s| s < h.end as usize)
            .copied()
            .unwrap_or(h.start as usize);
        let lasti = if h.lasti { " lasti" } else { "" };
        push_line(
            out,
            format!(
                "  {} to {} -> {} [{}]{lasti}",
                h.start, last, h.target, h.depth
            ),
        );
    }
}

/// Appends `s` without trailing spaces, then a newline.
fn push_line(out: &mut String, s: String) {
    out.push_str(s.trim_end());
    out.push('\n');
}

/// What the cache line of `unit`, at `at` and `offset` units after the counter unit,
/// shows: the counter, the cache field of the shown opcode that starts there, or the raw
/// value.
fn cache_detail(
    words: &[u32],
    at: usize,
    offset: usize,
    unit: u32,
    base: &OpInfo,
    shown: &OpInfo,
) -> String {
    if offset == 0 && matches!(base.kind, OpKind::Generic { .. }) {
        let c = Backoff::from_bits(unit as u16);
        return format!("counter(value={}, backoff={})", c.value(), c.backoff());
    }
    // why: the non-adaptive view shows the base, which has no fields; a specialization's
    // fields then appear as raw units, as in CPython's plain view.
    let field = shown
        .cache_fields
        .iter()
        .find(|f| f.offset as usize == offset);
    match field {
        Some(f) => format!("{}: {}", f.name, decode_field(words, at, f)),
        None => unit.to_string(),
    }
}

/// The value of cache field `f` stored from unit `at` on, per its type name.
fn decode_field(words: &[u32], at: usize, f: &CacheFieldInfo) -> String {
    // why: decode through `CacheValue`, the trait the generated code stores with, so the
    // bit layout shown cannot drift from the one used.
    let units: Vec<AtomicU32> = words
        .iter()
        .skip(at)
        .take(f.units as usize)
        .map(|&w| AtomicU32::new(w))
        .collect();
    let value = match f.ty {
        "u8" => load::<u8>(&units),
        "u16" => load::<u16>(&units),
        "u32" => load::<u32>(&units),
        "u64" => load::<u64>(&units),
        "i8" => load::<i8>(&units),
        "i16" => load::<i16>(&units),
        "i32" => load::<i32>(&units),
        "i64" => load::<i64>(&units),
        "f32" => load::<f32>(&units),
        "f64" => load::<f64>(&units),
        "bool" => load::<bool>(&units),
        _ => None,
    };
    // why: a type this module does not know (or a field the cache cannot hold) is shown
    // as its raw bits.
    value
        .or_else(|| load::<u64>(&units))
        .or_else(|| load::<u32>(&units))
        .unwrap_or_else(|| "?".to_string())
}

/// `T` read from the start of `units`, if they are enough.
fn load<T: CacheValue + std::fmt::Debug>(units: &[AtomicU32]) -> Option<String> {
    (units.len() >= T::UNITS).then(|| format!("{:?}", T::load(Units::new(units), 0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::Builder;
    use crate::code::{rewrite_opcode, set_counter};
    use crate::counter::BackoffConfig;
    use crate::verify::test_isa::*;

    /// `x + 1` then `if`: returns 2 or 3.
    fn sample() -> Code<T> {
        let mut b = Builder::<T>::new();
        let other = b.label();
        b.emit(LOAD_FAST, 0).unwrap();
        b.emit(LOAD_CONST, 1).unwrap();
        b.emit(BINARY_ADD, 0).unwrap();
        b.emit_jump(POP_JUMP_IF_FALSE, other).unwrap();
        b.emit(LOAD_CONST, 2).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        b.bind(other).unwrap();
        b.emit(LOAD_CONST, 3).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        b.finish(1, ()).unwrap()
    }

    /// A multi-line expectation written from its second line (the first is empty so the
    /// columns line up in the source).
    fn expected(s: &str) -> &str {
        s.strip_prefix('\n').unwrap_or(s)
    }

    fn opts(adaptive: bool, show_caches: bool) -> DisOptions {
        DisOptions {
            adaptive,
            show_caches,
        }
    }

    #[test]
    fn plain() {
        assert_eq!(
            dis(&sample(), DisOptions::default()),
            expected(
                "
     0 LOAD_FAST                    0
     1 LOAD_CONST                   1
     2 BINARY_ADD
     6 POP_JUMP_IF_FALSE            9 (to 9)
     7 LOAD_CONST                   2
     8 RETURN_VALUE
     9 LOAD_CONST                   3
    10 RETURN_VALUE
"
            )
        );
    }

    #[test]
    fn adaptive_shows_superinstructions_and_components() {
        assert_eq!(
            dis(&sample(), opts(true, false)),
            expected(
                "
     0 LOAD_FAST__LOAD_CONST        0
     1 LOAD_CONST                   1
     2 BINARY_ADD
     6 POP_JUMP_IF_FALSE            9 (to 9)
     7 LOAD_CONST                   2
     8 RETURN_VALUE
     9 LOAD_CONST                   3
    10 RETURN_VALUE
"
            )
        );
    }

    fn specialized() -> Code<T> {
        let code = sample();
        // SAFETY: offset 2 is an instruction start (BINARY_ADD), not an immediate.
        assert!(unsafe { rewrite_opcode::<T>(code.units(), 2, BINARY_ADD_INT) });
        // SAFETY: offset 2 is BINARY_ADD, whose counter and cache fields are units 3..6.
        unsafe {
            set_counter(code.units(), 2, BackoffConfig::CPYTHON.cooldown);
            7u32.store(code.units(), 4);
            (-2i16).store(code.units(), 5);
        }
        code
    }

    #[test]
    fn caches_in_the_adaptive_view_show_fields() {
        assert_eq!(
            dis(&specialized(), opts(true, true)),
            expected(
                "
     0 LOAD_FAST__LOAD_CONST        0
     1 LOAD_CONST                   1
     2 BINARY_ADD_INT
     3 CACHE                        counter(value=52, backoff=0)
     4 CACHE                        version: 7
     5 CACHE                        delta: -2
     6 POP_JUMP_IF_FALSE            9 (to 9)
     7 LOAD_CONST                   2
     8 RETURN_VALUE
     9 LOAD_CONST                   3
    10 RETURN_VALUE
"
            )
        );
    }

    #[test]
    fn caches_in_the_plain_view_are_raw() {
        assert_eq!(
            dis(&specialized(), opts(false, true)),
            expected(
                "
     0 LOAD_FAST                    0
     1 LOAD_CONST                   1
     2 BINARY_ADD
     3 CACHE                        counter(value=52, backoff=0)
     4 CACHE                        7
     5 CACHE                        65534
     6 POP_JUMP_IF_FALSE            9 (to 9)
     7 LOAD_CONST                   2
     8 RETURN_VALUE
     9 LOAD_CONST                   3
    10 RETURN_VALUE
"
            )
        );
    }

    #[test]
    fn two_unit_fields_and_fresh_counters() {
        let code = sample();
        // SAFETY: offset 2 is an instruction start (BINARY_ADD), not an immediate.
        assert!(unsafe { rewrite_opcode::<T>(code.units(), 2, BINARY_ADD_FLOAT) });
        // SAFETY: units 4 and 5 are BINARY_ADD's cache fields.
        unsafe { 2.5f64.store(code.units(), 4) };
        let text = dis(&code, opts(true, true));
        let lines: Vec<&str> = text.lines().skip(2).take(4).collect();
        assert_eq!(
            lines,
            [
                "     2 BINARY_ADD_FLOAT",
                "     3 CACHE                        counter(value=1, backoff=1)",
                "     4 CACHE                        scale: 2.5",
                "     5 CACHE                        1074003968",
            ]
        );
    }

    #[test]
    fn annotations() {
        let text = dis_with(&sample(), opts(true, false), |offset, op, oparg| {
            (op.opcode == LOAD_CONST || op.opcode == LOAD_FAST)
                .then(|| format!("{} at {offset}: {oparg}", op.name))
        });
        let lines: Vec<&str> = text.lines().take(3).collect();
        assert_eq!(
            lines,
            [
                "     0 LOAD_FAST__LOAD_CONST        0 (LOAD_FAST at 0: 0)",
                "     1 LOAD_CONST                   1 (LOAD_CONST at 1: 1)",
                "     2 BINARY_ADD",
            ]
        );
    }

    #[test]
    fn garbage_does_not_panic() {
        let code = sample();
        let units = code.units();
        // SAFETY: this code is only disassembled, never run, so breaking what the
        // verifier proved is harmless: the point is to feed `dis` garbage.
        unsafe {
            units.store(7, (units.load(7) & !0xff) | 200);
            units.store(9, (units.load(9) & !0xff) | BINARY_ADD as u32);
        }
        let text = dis(&code, opts(true, true));
        assert!(
            text.contains("     7 <unknown opcode 200>         2\n"),
            "{text}"
        );
        // BINARY_ADD at 9 claims caches past the end: shown as far as they exist.
        assert!(
            text.ends_with("    10 CACHE                        counter(value=0, backoff=9)\n"),
            "{text}"
        );
    }
}
