//! Tracebacks: a failed run's exception and where it was raised, as CPython prints them.

use std::sync::Arc;

use vm_core::{ErrorKind, VmError};

use crate::compiler::Lines;
use crate::error::{ExcType, PyError};
use crate::isa::isa::{Code, Isa};

/// The exception a failed run raised.
fn exception(e: &VmError<Isa>) -> PyError {
    match &e.kind {
        ErrorKind::Op(err) => {
            if err.kind() == ExcType::UnboundLocalError && err.message().is_empty() {
                // The failing instruction reads the local: name it.
                if let Some(t) = e.traceback.last() {
                    let slot = t.code.oparg(t.offset) as usize;
                    let name = t
                        .code
                        .extra
                        .local_names
                        .get(slot)
                        .map_or("?".to_string(), |n| n.to_string());
                    return PyError::new(
                        ExcType::UnboundLocalError,
                        format!(
                            "cannot access local variable '{name}' where it is not associated with a value"
                        ),
                    );
                }
            }
            err.clone()
        }
        ErrorKind::RecursionLimit { .. } => {
            PyError::new(ExcType::RecursionError, "maximum recursion depth exceeded")
        }
        ErrorKind::TooManyArguments { given, .. } => {
            PyError::type_error(format!("too many arguments ({given})"))
        }
        other => PyError::new(ExcType::RuntimeError, format!("internal error: {other}")),
    }
}

/// A CPython-style traceback (identical consecutive entries collapsed after three).
pub fn traceback(e: &VmError<Isa>, lines: &Lines) -> String {
    const CUTOFF: usize = 3;
    let mut out = String::from("Traceback (most recent call last):\n");
    let mut last: Option<(u32, *const Code)> = None;
    let mut count = 0usize;
    let repeated = |out: &mut String, count: usize| {
        if count > CUTOFF {
            let n = count - CUTOFF;
            out.push_str(&format!(
                "  [Previous line repeated {n} more time{}]\n",
                if n > 1 { "s" } else { "" }
            ));
        }
    };
    for entry in &e.traceback {
        let info = &entry.code.extra;
        if info.shim {
            continue;
        }
        let line = info.line_at(entry.offset);
        let key = (line, Arc::as_ptr(&entry.code));
        if last != Some(key) {
            repeated(&mut out, count);
            last = Some(key);
            count = 0;
        }
        count += 1;
        if count > CUTOFF {
            continue;
        }
        out.push_str(&format!(
            "  File \"{}\", line {line}, in {}\n",
            info.filename, info.name
        ));
        if let Some(text) = lines.line_text(line) {
            let t = text.trim();
            if !t.is_empty() {
                out.push_str(&format!("    {t}\n"));
            }
        }
    }
    repeated(&mut out, count);
    out.push_str(&format!("{}\n", exception(e)));
    out
}
