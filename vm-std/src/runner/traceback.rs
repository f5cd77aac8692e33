//! Tracebacks: a failed run's exception and where it was raised, as CPython prints them.

use vm_core::VmError;

use crate::compiler::Lines;
use crate::error::{ExcType, PyError};
use crate::isa::exceptions;
use crate::isa::isa::{Code, Isa};
use crate::value::Value;

/// The source of each file a program ran (the main program's, its modules'): the lines
/// tracebacks quote.
pub struct Sources(Vec<(std::rc::Rc<str>, Lines)>);

impl Sources {
    /// The sources of `files` (name, text).
    pub fn new<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Sources {
        Sources(
            files
                .into_iter()
                .map(|(name, text)| (std::rc::Rc::from(name), Lines::new(text)))
                .collect(),
        )
    }

    /// Line `line` of file `file`, if its source is known.
    fn line_text(&self, file: &str, line: u32) -> Option<&str> {
        let (_, lines) = self.0.iter().find(|(f, _)| &**f == file)?;
        lines.line_text(line)
    }
}

/// The exception a failed run raised.
fn exception(e: &VmError<Isa>) -> PyError {
    match exceptions::py_error(e.kind.clone(), &e.traceback) {
        Ok(err) => err,
        Err(other) => PyError::new(ExcType::RuntimeError, format!("internal error: {other}")),
    }
}

/// A CPython-style traceback (identical consecutive entries collapsed after three).
pub fn traceback(e: &VmError<Isa>, lines: &Sources) -> String {
    let err = exception(e);
    let mut out = String::new();
    // The exceptions it was raised while handling (or that caused it), oldest first.
    if let Some(exc) = err.exception().and_then(|x| x.downcast_ref::<Value>()) {
        for (earlier, caused) in exceptions::chain(exc) {
            frames(&mut out, &exceptions::traceback_of(&earlier), lines);
            out.push_str(&qualified(&earlier, exceptions::shown(&earlier)));
            out.push_str(&notes(&earlier));
            out.push_str(match caused {
                true => {
                    "\n\nThe above exception was the direct cause of the following exception:\n\n"
                }
                false => {
                    "\n\nDuring handling of the above exception, another exception occurred:\n\n"
                }
            });
        }
    }
    frames(&mut out, &e.traceback, lines);
    let shown = format!("{err}");
    match err.exception().and_then(|x| x.downcast_ref::<Value>()) {
        Some(exc) => {
            out.push_str(&qualified(exc, shown));
            out.push_str(&notes(exc));
        }
        None => out.push_str(&shown),
    }
    out.push('\n');
    out
}

/// The last line shown for exception `exc`, its class named with its module when that
/// is neither `__main__` nor `builtins` (`dataclasses.FrozenInstanceError: ...`), as
/// CPython's `traceback` prints it.
fn qualified(exc: &Value, shown: String) -> String {
    let Value::Instance(i) = exc else {
        return shown;
    };
    let c = &i.class;
    if c.builtin {
        return shown;
    }
    let module = c.module_name();
    if &*module == "__main__" || &*module == "builtins" {
        return shown;
    }
    match shown.strip_prefix(&*c.name) {
        Some(rest) if rest.is_empty() || rest.starts_with(':') => {
            format!("{module}.{}{rest}", c.name)
        }
        _ => shown,
    }
}

/// The notes `add_note` gave exception `exc` (its `__notes__`), each on a line of its
/// own after its last line, as CPython 3.11 prints them: a `__notes__` that is no list or
/// tuple prints as its `repr`.
fn notes(exc: &Value) -> String {
    let Value::Instance(i) = exc else {
        return String::new();
    };
    let notes = match &i.get("__notes__") {
        None | Some(Value::None) => return String::new(),
        Some(Value::List(l)) => l.to_vec(),
        Some(Value::Tuple(t)) => t.0.to_vec(),
        Some(other) => return format!("\n{}", crate::value::format::repr(other)),
    };
    notes
        .iter()
        .map(|n| format!("\n{}", crate::value::format::str(n)))
        .collect()
}

/// The frames of a traceback, outermost first (none: no header either, as CPython prints
/// an exception that was never raised).
fn frames(out: &mut String, trace: &exceptions::Trace, lines: &Sources) {
    const CUTOFF: usize = 3;
    if trace.is_empty() {
        return;
    }
    out.push_str("Traceback (most recent call last):\n");
    let mut last: Option<(u32, *const Code, std::rc::Rc<str>)> = None;
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
    for frame in exceptions::shown_frames(trace) {
        let key = (frame.line, frame.code, frame.name.clone());
        if last.as_ref() != Some(&key) {
            repeated(out, count);
            last = Some(key);
            count = 0;
        }
        count += 1;
        if count > CUTOFF {
            continue;
        }
        let (file, line) = (&frame.filename, frame.line);
        out.push_str(&format!(
            "  File \"{file}\", line {line}, in {}\n",
            frame.name
        ));
        if let Some(text) = lines.line_text(file, line) {
            let t = text.trim();
            if !t.is_empty() {
                out.push_str(&format!("    {t}\n"));
            }
        }
    }
    repeated(out, count);
}
