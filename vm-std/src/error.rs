//! Python exceptions as the error type of the instruction set.

use std::any::Any;
use std::fmt;
use std::rc::Rc;

/// The builtin exception classes. A raised instance of a user's class carries the one
/// its class derives from (what decides which handlers catch it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExcType {
    BaseException,
    Exception,
    ArithmeticError,
    LookupError,
    NotImplementedError,
    KeyboardInterrupt,
    SystemExit,
    GeneratorExit,
    TypeError,
    ValueError,
    ZeroDivisionError,
    IndexError,
    KeyError,
    NameError,
    UnboundLocalError,
    AttributeError,
    RecursionError,
    OverflowError,
    RuntimeError,
    AssertionError,
    MemoryError,
    StopIteration,
    OSError,
    FileNotFoundError,
    FileExistsError,
    PermissionError,
    IsADirectoryError,
    NotADirectoryError,
    TimeoutError,
    EOFError,
    ImportError,
    ModuleNotFoundError,
    UnicodeError,
    UnicodeDecodeError,
    UnicodeEncodeError,
    SystemError,
    FloatingPointError,
    SyntaxError,
    ConnectionError,
    BrokenPipeError,
    ConnectionAbortedError,
    ConnectionRefusedError,
    ConnectionResetError,
    BlockingIOError,
    ChildProcessError,
    InterruptedError,
    ProcessLookupError,
    BufferError,
    ReferenceError,
    StopAsyncIteration,
    IndentationError,
    TabError,
    UnicodeTranslateError,
    Warning,
    UserWarning,
    DeprecationWarning,
    PendingDeprecationWarning,
    RuntimeWarning,
    SyntaxWarning,
    FutureWarning,
    ImportWarning,
    UnicodeWarning,
    BytesWarning,
    ResourceWarning,
    EncodingWarning,
    /// `io.UnsupportedOperation`: an `OSError` and a `ValueError` (see
    /// [`ExcType::second_base`]), not a builtin name.
    UnsupportedOperation,
}

impl ExcType {
    /// Every builtin exception class with its base (`None` for `BaseException`), bases
    /// before the classes that derive from them.
    pub const HIERARCHY: [(ExcType, Option<ExcType>); 66] = {
        use ExcType::*;
        [
            (BaseException, None),
            (Exception, Some(BaseException)),
            (KeyboardInterrupt, Some(BaseException)),
            (SystemExit, Some(BaseException)),
            (GeneratorExit, Some(BaseException)),
            (ArithmeticError, Some(Exception)),
            (ZeroDivisionError, Some(ArithmeticError)),
            (OverflowError, Some(ArithmeticError)),
            (LookupError, Some(Exception)),
            (IndexError, Some(LookupError)),
            (KeyError, Some(LookupError)),
            (ValueError, Some(Exception)),
            (TypeError, Some(Exception)),
            (AttributeError, Some(Exception)),
            (NameError, Some(Exception)),
            (UnboundLocalError, Some(NameError)),
            (RuntimeError, Some(Exception)),
            (RecursionError, Some(RuntimeError)),
            (NotImplementedError, Some(RuntimeError)),
            (AssertionError, Some(Exception)),
            (StopIteration, Some(Exception)),
            (MemoryError, Some(Exception)),
            (OSError, Some(Exception)),
            (FileNotFoundError, Some(OSError)),
            (FileExistsError, Some(OSError)),
            (PermissionError, Some(OSError)),
            (IsADirectoryError, Some(OSError)),
            (NotADirectoryError, Some(OSError)),
            (TimeoutError, Some(OSError)),
            (EOFError, Some(Exception)),
            (ImportError, Some(Exception)),
            (ModuleNotFoundError, Some(ImportError)),
            (UnicodeError, Some(ValueError)),
            (UnicodeDecodeError, Some(UnicodeError)),
            (UnicodeEncodeError, Some(UnicodeError)),
            (SystemError, Some(Exception)),
            (FloatingPointError, Some(ArithmeticError)),
            (SyntaxError, Some(Exception)),
            (ConnectionError, Some(OSError)),
            (BrokenPipeError, Some(ConnectionError)),
            (ConnectionAbortedError, Some(ConnectionError)),
            (ConnectionRefusedError, Some(ConnectionError)),
            (ConnectionResetError, Some(ConnectionError)),
            (BlockingIOError, Some(OSError)),
            (ChildProcessError, Some(OSError)),
            (InterruptedError, Some(OSError)),
            (ProcessLookupError, Some(OSError)),
            (BufferError, Some(Exception)),
            (ReferenceError, Some(Exception)),
            (StopAsyncIteration, Some(Exception)),
            (IndentationError, Some(SyntaxError)),
            (TabError, Some(IndentationError)),
            (UnicodeTranslateError, Some(UnicodeError)),
            (Warning, Some(Exception)),
            (UserWarning, Some(Warning)),
            (DeprecationWarning, Some(Warning)),
            (PendingDeprecationWarning, Some(Warning)),
            (RuntimeWarning, Some(Warning)),
            (SyntaxWarning, Some(Warning)),
            (FutureWarning, Some(Warning)),
            (ImportWarning, Some(Warning)),
            (UnicodeWarning, Some(Warning)),
            (BytesWarning, Some(Warning)),
            (ResourceWarning, Some(Warning)),
            (EncodingWarning, Some(Warning)),
            (UnsupportedOperation, Some(OSError)),
        ]
    };

    /// Whether this class is `base` or derives from it (along [`ExcType::HIERARCHY`]).
    pub fn derives_from(self, base: ExcType) -> bool {
        let mut at = Some(self);
        while let Some(kind) = at {
            if kind == base || kind.second_base() == Some(base) {
                return true;
            }
            at = Self::HIERARCHY
                .iter()
                .find(|(k, _)| *k == kind)
                .and_then(|(_, b)| *b);
        }
        false
    }

    /// Whether this class is `OSError` or derives from it: [`ExcType::derives_from`]
    /// as a match, for the paths every caught exception takes (the walk up the
    /// hierarchy costs a caught `KeyError` about 70 instructions).
    pub fn is_os_error(self) -> bool {
        use ExcType::*;
        matches!(
            self,
            OSError
                | FileNotFoundError
                | FileExistsError
                | PermissionError
                | IsADirectoryError
                | NotADirectoryError
                | TimeoutError
                | ConnectionError
                | BrokenPipeError
                | ConnectionAbortedError
                | ConnectionRefusedError
                | ConnectionResetError
                | BlockingIOError
                | ChildProcessError
                | InterruptedError
                | ProcessLookupError
                | UnsupportedOperation
        )
    }

    /// The second base of a class of the hierarchy that has two (CPython makes
    /// `io.UnsupportedOperation` of `OSError` and `ValueError`).
    pub fn second_base(self) -> Option<ExcType> {
        match self {
            ExcType::UnsupportedOperation => Some(ExcType::ValueError),
            _ => None,
        }
    }

    /// The class name, as Python prints it.
    pub fn name(self) -> &'static str {
        match self {
            ExcType::BaseException => "BaseException",
            ExcType::Exception => "Exception",
            ExcType::ArithmeticError => "ArithmeticError",
            ExcType::LookupError => "LookupError",
            ExcType::NotImplementedError => "NotImplementedError",
            ExcType::KeyboardInterrupt => "KeyboardInterrupt",
            ExcType::SystemExit => "SystemExit",
            ExcType::GeneratorExit => "GeneratorExit",
            ExcType::TypeError => "TypeError",
            ExcType::ValueError => "ValueError",
            ExcType::ZeroDivisionError => "ZeroDivisionError",
            ExcType::IndexError => "IndexError",
            ExcType::KeyError => "KeyError",
            ExcType::NameError => "NameError",
            ExcType::UnboundLocalError => "UnboundLocalError",
            ExcType::AttributeError => "AttributeError",
            ExcType::RecursionError => "RecursionError",
            ExcType::OverflowError => "OverflowError",
            ExcType::RuntimeError => "RuntimeError",
            ExcType::AssertionError => "AssertionError",
            ExcType::MemoryError => "MemoryError",
            ExcType::StopIteration => "StopIteration",
            ExcType::OSError => "OSError",
            ExcType::FileNotFoundError => "FileNotFoundError",
            ExcType::FileExistsError => "FileExistsError",
            ExcType::PermissionError => "PermissionError",
            ExcType::IsADirectoryError => "IsADirectoryError",
            ExcType::NotADirectoryError => "NotADirectoryError",
            ExcType::TimeoutError => "TimeoutError",
            ExcType::EOFError => "EOFError",
            ExcType::ImportError => "ImportError",
            ExcType::ModuleNotFoundError => "ModuleNotFoundError",
            ExcType::UnicodeError => "UnicodeError",
            ExcType::UnicodeDecodeError => "UnicodeDecodeError",
            ExcType::UnicodeEncodeError => "UnicodeEncodeError",
            ExcType::SystemError => "SystemError",
            ExcType::FloatingPointError => "FloatingPointError",
            ExcType::SyntaxError => "SyntaxError",
            ExcType::ConnectionError => "ConnectionError",
            ExcType::BrokenPipeError => "BrokenPipeError",
            ExcType::ConnectionAbortedError => "ConnectionAbortedError",
            ExcType::ConnectionRefusedError => "ConnectionRefusedError",
            ExcType::ConnectionResetError => "ConnectionResetError",
            ExcType::BlockingIOError => "BlockingIOError",
            ExcType::ChildProcessError => "ChildProcessError",
            ExcType::InterruptedError => "InterruptedError",
            ExcType::ProcessLookupError => "ProcessLookupError",
            ExcType::BufferError => "BufferError",
            ExcType::ReferenceError => "ReferenceError",
            ExcType::StopAsyncIteration => "StopAsyncIteration",
            ExcType::IndentationError => "IndentationError",
            ExcType::TabError => "TabError",
            ExcType::UnicodeTranslateError => "UnicodeTranslateError",
            ExcType::Warning => "Warning",
            ExcType::UserWarning => "UserWarning",
            ExcType::DeprecationWarning => "DeprecationWarning",
            ExcType::PendingDeprecationWarning => "PendingDeprecationWarning",
            ExcType::RuntimeWarning => "RuntimeWarning",
            ExcType::SyntaxWarning => "SyntaxWarning",
            ExcType::FutureWarning => "FutureWarning",
            ExcType::ImportWarning => "ImportWarning",
            ExcType::UnicodeWarning => "UnicodeWarning",
            ExcType::BytesWarning => "BytesWarning",
            ExcType::ResourceWarning => "ResourceWarning",
            ExcType::EncodingWarning => "EncodingWarning",
            // Its `tp_name`, as tracebacks print it; it is no builtin (the name is no
            // identifier, so no program can name it but as `io.UnsupportedOperation`).
            ExcType::UnsupportedOperation => "io.UnsupportedOperation",
        }
    }
}

/// A raised exception: its class and message (boxed, so `Result<Value, PyError>` stays as
/// small as a value).
#[derive(Clone)]
pub struct PyError(Box<PyErrorInner>);

/// Two errors are equal when their class and message are (what tests compare); the
/// traceback and the exception object they carry are not compared.
impl PartialEq for PyError {
    fn eq(&self, other: &Self) -> bool {
        self.0.kind == other.0.kind && self.message() == other.message()
    }
}

#[derive(Clone)]
struct PyErrorInner {
    kind: ExcType,
    /// The message; for an exception object raised with `render`, empty until first
    /// read.
    msg: std::cell::OnceCell<String>,
    /// Renders the message of the raised exception object when it is first read: an
    /// exception whose `str()` runs no Python code, whose message most handlers never
    /// read (CPython computes it only when printed).
    render: Option<fn(&dyn Any) -> String>,
    /// The frames a nested run of the interpreter unwound before the error reached the
    /// op that ran it (the instruction set's traceback type, erased: this layer is below
    /// the one that names it).
    trace: Option<Rc<dyn Any>>,
    /// For an exception object a `raise` statement raised: its class's name and the
    /// object (a value, erased: values are a layer up).
    raised: Option<(Rc<str>, Rc<dyn Any>)>,
    /// The exception's `args` when they are not the message alone (a `KeyError`'s key;
    /// a tuple value, erased).
    args: Option<Rc<dyn Any>>,
    /// Raised again by a bare `raise` or a handler's cleanup: its `__context__` stays.
    reraised: bool,
}

impl PyError {
    /// The `OSError` subclass CPython raises for a failed system call, with its
    /// `[Errno N] text: <what>` message (`what`: the path's repr, or `'a' -> 'b'`).
    #[cold]
    pub fn os(e: &std::io::Error, what: &str) -> Self {
        let (kind, errno) = match e.kind() {
            std::io::ErrorKind::NotFound => (ExcType::FileNotFoundError, 2),
            std::io::ErrorKind::PermissionDenied => (ExcType::PermissionError, 13),
            std::io::ErrorKind::AlreadyExists => (ExcType::FileExistsError, 17),
            std::io::ErrorKind::IsADirectory => (ExcType::IsADirectoryError, 21),
            std::io::ErrorKind::NotADirectory => (ExcType::NotADirectoryError, 20),
            std::io::ErrorKind::DirectoryNotEmpty => (ExcType::OSError, 39),
            _ => (ExcType::OSError, e.raw_os_error().unwrap_or(5)),
        };
        let text = match errno {
            2 => "No such file or directory".to_string(),
            13 => "Permission denied".to_string(),
            17 => "File exists".to_string(),
            21 => "Is a directory".to_string(),
            20 => "Not a directory".to_string(),
            39 => "Directory not empty".to_string(),
            // Rust's text ends with " (os error N)", which CPython's does not.
            _ => {
                let t = e.to_string();
                match t.rfind(" (os error") {
                    Some(i) => t[..i].to_string(),
                    None => t,
                }
            }
        };
        // An error of a descriptor (`os.read(fd, n)`) names no file.
        if what.is_empty() {
            return PyError::new(kind, format!("[Errno {errno}] {text}"));
        }
        PyError::new(kind, format!("[Errno {errno}] {text}: {what}"))
    }

    /// An exception of class `kind` with message `msg`.
    #[cold]
    pub fn new(kind: ExcType, msg: impl Into<String>) -> Self {
        PyError(Box::new(PyErrorInner {
            kind,
            msg: std::cell::OnceCell::from(msg.into()),
            render: None,
            trace: None,
            raised: None,
            args: None,
            reraised: false,
        }))
    }

    /// An exception of class `kind` whose `args` are `args` (a tuple value, erased), with
    /// `msg` its `str()` (a `KeyError`: the key and its repr).
    #[cold]
    pub fn with_args(kind: ExcType, msg: impl Into<String>, args: Rc<dyn Any>) -> Self {
        let mut e = Self::new(kind, msg);
        e.0.args = Some(args);
        e
    }

    /// As [`PyError::with_args`], with the message rendered from `args` by `render` when
    /// it is first read (which must run no Python code): a `KeyError` of a plain key,
    /// whose repr most handlers never read.
    #[cold]
    pub fn with_args_lazily(
        kind: ExcType,
        render: fn(&dyn Any) -> String,
        args: Rc<dyn Any>,
    ) -> Self {
        PyError(Box::new(PyErrorInner {
            kind,
            // Empty until read: `message` renders it then.
            msg: std::cell::OnceCell::new(),
            render: Some(render),
            trace: None,
            raised: None,
            args: Some(args),
            reraised: false,
        }))
    }

    /// The `args` given to [`PyError::with_args`].
    pub fn args(&self) -> Option<&Rc<dyn Any>> {
        self.0.args.as_ref()
    }

    /// The error marked as raised again (see [`PyError::is_reraised`]).
    #[cold]
    pub fn reraised(mut self) -> Self {
        self.0.reraised = true;
        self
    }

    /// Whether a bare `raise` or a handler's cleanup raised it again (its exception's
    /// `__context__` is not set anew, as CPython's `RERAISE`).
    pub fn is_reraised(&self) -> bool {
        self.0.reraised
    }

    /// The error a `raise` of an exception object makes: the builtin class `kind` it
    /// derives from, its class's name, its `str()` and the object itself.
    #[cold]
    pub fn raised(kind: ExcType, class: Rc<str>, msg: String, exception: Rc<dyn Any>) -> Self {
        let mut e = Self::new(kind, msg);
        e.0.raised = Some((class, exception));
        e
    }

    /// As [`PyError::raised`], with the message rendered from the exception object by
    /// `render` when it is first read (which must run no Python code).
    #[cold]
    pub fn raised_lazily(
        kind: ExcType,
        class: Rc<str>,
        render: fn(&dyn Any) -> String,
        exception: Rc<dyn Any>,
    ) -> Self {
        let mut e = Self::raised(kind, class, String::new(), exception);
        // Empty until read: `message` renders it then.
        e.0.msg.take();
        e.0.render = Some(render);
        e
    }

    /// Whether its message is rendered from its exception object when read
    /// ([`PyError::raised_lazily`]).
    pub fn renders_lazily(&self) -> bool {
        self.0.render.is_some()
    }

    /// The exception object a `raise` raised (see [`PyError::raised`]).
    pub fn exception(&self) -> Option<&Rc<dyn Any>> {
        self.0.raised.as_ref().map(|(_, e)| e)
    }

    /// The class name Python prints for it.
    pub fn class_name(&self) -> &str {
        match &self.0.raised {
            Some((c, _)) => c,
            None => self.0.kind.name(),
        }
    }

    /// The error with the frames of the nested run it came out of.
    #[cold]
    pub fn with_trace(mut self, trace: Rc<dyn Any>) -> Self {
        self.0.trace = Some(trace);
        self
    }

    /// Takes the frames of the nested run the error came out of, if any.
    pub fn take_trace(&mut self) -> Option<Rc<dyn Any>> {
        self.0.trace.take()
    }

    /// Its class.
    pub fn kind(&self) -> ExcType {
        self.0.kind
    }

    /// Its message (may be empty).
    pub fn message(&self) -> &str {
        self.0
            .msg
            .get_or_init(|| match (self.0.render, &self.0.raised, &self.0.args) {
                (Some(render), Some((_, exception)), _) => render(&**exception),
                (Some(render), None, Some(args)) => render(&**args),
                _ => String::new(),
            })
    }

    #[cold]
    pub fn type_error(msg: impl Into<String>) -> Self {
        Self::new(ExcType::TypeError, msg)
    }

    #[cold]
    pub fn value_error(msg: impl Into<String>) -> Self {
        Self::new(ExcType::ValueError, msg)
    }

    #[cold]
    #[inline(never)]
    pub fn zero_div(msg: impl Into<String>) -> Self {
        Self::new(ExcType::ZeroDivisionError, msg)
    }

    #[cold]
    pub fn index_error(msg: impl Into<String>) -> Self {
        Self::new(ExcType::IndexError, msg)
    }

    /// CPython's `MemoryError` (it has no message): an allocation failed, or its size
    /// could not be addressed.
    #[cold]
    pub fn memory() -> Self {
        Self::new(ExcType::MemoryError, "")
    }

    #[cold]
    pub fn overflow(msg: impl Into<String>) -> Self {
        Self::new(ExcType::OverflowError, msg)
    }
}

/// An empty vector with room for `n` items, or a `MemoryError` where `Vec::with_capacity`
/// aborts the process (an allocation the system refuses, or more than `isize::MAX` bytes):
/// for the sizes a program computes (`[0] * n`, `s * n`, concatenations).
pub fn try_vec<T>(n: usize) -> PyResult<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(|_| PyError::memory())?;
    Ok(v)
}

impl fmt::Debug for PyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// `Class: message`, or just `Class` without a message (as Python's last traceback line).
impl fmt::Display for PyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let msg = self.message();
        if msg.is_empty() {
            write!(f, "{}", self.class_name())
        } else {
            write!(f, "{}: {}", self.class_name(), msg)
        }
    }
}

/// A shorthand for results of Python operations.
pub type PyResult<T> = Result<T, PyError>;

#[cfg(test)]
mod tests {
    use super::ExcType;

    /// The match of `is_os_error` names exactly the classes of the hierarchy that derive
    /// from `OSError`.
    #[test]
    fn is_os_error_follows_the_hierarchy() {
        for (kind, _) in ExcType::HIERARCHY {
            assert_eq!(
                kind.is_os_error(),
                kind.derives_from(ExcType::OSError),
                "{}",
                kind.name()
            );
        }
    }
}
