//! Functions and the code they run: [`Function`] (what `def` makes), [`FuncRef`] (what
//! a frame owns), [`CodeInfo`] (the Python side of a code object: constants, names, line
//! table) and [`FunctionProto`] (what `MAKE_FUNCTION` needs).
//!
//! THE ONE EXCEPTION TO THE LAYERING: this file names the instruction set's code type
//! ([`Code`], `vm_core::Code<Isa>`), which the `#[vm_core::instruction_set]` macro
//! generates at the top layer (`isa/`). A function value holds the code it runs, and
//! that code's type is parameterized by the instruction set, whose value type is
//! [`Value`]: the recursion is in the types themselves. The alternatives cost on every
//! call (`Rc<dyn Any>` and a downcast) or need `unsafe` (an erased pointer), so only the
//! type is named here, in this one file; nothing of `isa` is called from below.

use std::rc::Rc;
use std::sync::Arc;

use super::Value;

/// Compiled code: bytecode, inline caches and the [`CodeInfo`] of one function or module.
pub use crate::isa::isa::Code;

/// A function made by `def`: its code and default values.
pub struct Function {
    pub name: Rc<str>,
    /// `Class.method`, `outer.<locals>.inner`: how messages name it.
    pub qualname: Rc<str>,
    pub code: Arc<Code>,
    /// Defaults of the last `defaults.len()` parameters.
    pub defaults: Rc<[Value]>,
    /// Number of parameters.
    pub nparams: u32,
    /// The class whose body defined the function (set when the class is made): what its
    /// zero-argument `super()` starts after. Weak: the class holds the function.
    pub owner: std::cell::OnceCell<std::rc::Weak<super::class::Class>>,
    /// The cells of the enclosing functions' variables it reads or writes (its free
    /// variables, in the order of its code's `free_names`).
    pub closure: Rc<[Value]>,
}

/// A cell: a variable that nested functions share with the function that binds it
/// (`Undefined` while unbound).
pub struct PyCell(pub std::cell::RefCell<Value>);

impl Value {
    /// A new cell holding `v`.
    pub fn cell(v: Value) -> Value {
        let o = super::obj(PyCell(std::cell::RefCell::new(v)));
        super::gc::track(&o);
        Value::Cell(o)
    }
}

/// What a frame of a Python function owns while it runs (the instruction set's
/// `callee`): the function itself. Handing it over costs a plain reference-count
/// increment, where cloning the `Arc<Code>` would be an atomic one on every call.
pub struct FuncRef(pub Rc<Function>);

impl std::borrow::Borrow<Arc<Code>> for FuncRef {
    #[inline(always)]
    fn borrow(&self) -> &Arc<Code> {
        &self.0.code
    }
}

/// A function's compile-time part: what `MAKE_FUNCTION` needs besides the defaults.
pub struct FunctionProto {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    pub code: Arc<Code>,
    pub nparams: u32,
    /// Parameter names (for keyword arguments and messages).
    pub params: Vec<Rc<str>>,
}

/// Per-code data: what the ops of one code object read with `#[code]`.
#[derive(Default)]
pub struct CodeInfo {
    /// The function name (`<module>` for the module).
    pub name: Rc<str>,
    pub filename: Rc<str>,
    pub consts: Vec<Value>,
    /// Attribute and method names (`LOAD_METHOD`'s oparg).
    pub names: Vec<Rc<str>>,
    /// Functions defined in this code (`MAKE_FUNCTION`'s oparg).
    pub functions: Vec<FunctionProto>,
    /// Local variable names by slot (parameters first, free variables last).
    pub local_names: Vec<Rc<str>>,
    /// The names of the free variables (variables of enclosing functions it uses), the
    /// last local slots.
    pub free_names: Vec<Rc<str>>,
    pub nparams: u32,
    /// `(unit offset, line)` at each change of line, by offset.
    pub lines: Vec<(u32, u32)>,
    /// Whether this is the code of a function defined directly in a class body (its
    /// function gets the class as its owner).
    pub method: bool,
    /// Whether this is a class body (a frame whose local 0 is the namespace).
    pub class_body: bool,
    /// Whether this is a shim (`isa/shim.rs`: an operator, `len()` or a constructor
    /// running a Python method in a frame): tracebacks leave its frames out, as
    /// CPython's leave out its `_Py_InitCleanup`.
    pub shim: bool,
}

impl CodeInfo {
    /// The source line of the instruction at `offset`.
    pub fn line_at(&self, offset: usize) -> u32 {
        let i = self.lines.partition_point(|&(o, _)| o as usize <= offset);
        if i == 0 {
            self.lines.first().map_or(1, |l| l.1)
        } else {
            self.lines[i - 1].1
        }
    }
}
