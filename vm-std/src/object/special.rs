//! Special methods, called as CPython's operators and builtins call them: `repr`/`str`,
//! `len`, the binary operators (reflected and in-place forms with `NotImplemented`),
//! comparisons, truthiness, the unary operators, subscripts, membership, hashing and
//! iteration. Values that are not instances take the operators' own semantics (`ops`).

use crate::error::{ExcType, PyError, PyResult};
use crate::ops::{cmp, nb};
use crate::runtime::Vm;
use crate::runtime::keys;
use crate::value::Value;
use crate::value::format;
use crate::value::iter::{self, Iter, NextHook};

use super::{call_bound, call_special, special};
use crate::ops;

/// `len(v)`: an instance's `__len__` (an int, at least 0), or the builtin part of an
/// instance of a `list` or `dict` subclass.
pub fn len(vm: &mut dyn Vm, v: &Value) -> PyResult<usize> {
    let Value::Instance(_) = v else {
        // why the test inline: `call_meta` is out of line, and most values are no class.
        if let Value::Class(_) = v
            && let Some(r) = call_meta(vm, v, "__len__", Vec::new())?
        {
            return len_result(&r);
        }
        return ops::len(v);
    };
    if let Some(r) = call_special(vm, v, "__len__", Vec::new())? {
        return len_result(&r);
    }
    match native_of(v) {
        native @ (Value::List(_) | Value::Dict(_) | Value::Tuple(_) | Value::Str(_)) => {
            ops::len(&native)
        }
        _ => Err(PyError::type_error(format!(
            "object of type '{}' has no len()",
            v.type_name()
        ))),
    }
}

/// Calls the special method `name` of class `v`'s metaclass with `args` (after `v`), if
/// `v` is a class whose metaclass defines it (`len(Color)` of an enum).
#[cold]
pub fn call_meta(
    vm: &mut dyn Vm,
    v: &Value,
    name: &str,
    args: Vec<Value>,
) -> PyResult<Option<Value>> {
    let Value::Class(c) = v else {
        return Ok(None);
    };
    if c.meta().is_none() {
        return Ok(None);
    }
    match super::meta::meta_special(v, name) {
        Some(f) => call_bound(vm, &f, v, args, &[]).map(Some),
        None => Ok(None),
    }
}

/// What `len()` makes of what `__len__` returned: a non-negative int (a bool, or an
/// instance of an int subclass, counts as its int).
pub fn len_result(r: &Value) -> PyResult<usize> {
    if let Some(n) = crate::value::num::int_part(r) {
        return len_result(&n);
    }
    match *r {
        Value::Int(n) if n >= 0 => Ok(n as usize),
        Value::Bool(b) => Ok(b as usize),
        // CPython checks the sign before the size: a negative int of any size is a
        // ValueError.
        Value::Int(_) => Err(PyError::value_error("__len__() should return >= 0")),
        Value::BigInt(ref b) if b.sign() == num_bigint::Sign::Minus => {
            Err(PyError::value_error("__len__() should return >= 0"))
        }
        Value::BigInt(_) => Err(PyError::overflow(
            "cannot fit 'int' into an index-sized integer",
        )),
        ref other => Err(PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// `repr(v)`.
pub fn repr(vm: &mut dyn Vm, v: &Value) -> PyResult<String> {
    match v {
        Value::Instance(_) => instance_repr(vm, v),
        Value::Class(c) if c.meta().is_some() => match call_meta(vm, v, "__repr__", Vec::new())? {
            Some(r) => string_result(r, "__repr__"),
            None => Ok(format!("<class '{}'>", c.qualified_name())),
        },
        _ => format::try_repr_with(v, &mut crate::runtime::VmHook(vm)),
    }
}

/// `str(v)`.
pub fn str(vm: &mut dyn Vm, v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.to_string()),
        Value::Instance(i) => {
            if let Some(f) = special(v, "__str__") {
                let r = call_bound(vm, &f, v, Vec::new(), &[])?;
                return string_result(r, "__str__");
            }
            // An exception's class reaches `BaseException.__str__` before `object.__str__`
            // (which would show its `__repr__`), whatever `__repr__` it has.
            if i.class.is_exception() {
                return exception_str(vm, v);
            }
            // A `str` subclass's instance is its string (`str.__str__`).
            if let Value::Str(ref s) = native_of(v) {
                return Ok(s.s.to_string());
            }
            instance_repr(vm, v)
        }
        Value::Class(c) if c.meta().is_some() => match call_meta(vm, v, "__str__", Vec::new())? {
            Some(r) => string_result(r, "__str__"),
            None => repr(vm, v),
        },
        _ => repr(vm, v),
    }
}

/// `BaseException.__str__`: of its `args`, the one argument's `str` (its `repr` for a
/// `KeyError`), nothing for none, the tuple's `repr` for more.
pub fn exception_str(vm: &mut dyn Vm, e: &Value) -> PyResult<String> {
    let Value::Instance(i) = e else {
        return str(vm, e);
    };
    let show = |v: &Value, as_repr: bool| if as_repr { repr(vm, v) } else { str(vm, v) };
    if let Some(s) = os_error_str(i, show) {
        return s;
    }
    if let Some(s) = syntax_error_str(i) {
        return str(vm, &s);
    }
    let args = i.native.borrow().clone();
    let key_error = i.class.exc_kind == Some(ExcType::KeyError);
    match &args {
        Value::Tuple(t) if t.0.is_empty() => Ok(String::new()),
        Value::Tuple(t) if t.0.len() == 1 => {
            let a = t.0[0].clone();
            if key_error { repr(vm, &a) } else { str(vm, &a) }
        }
        other => repr(vm, other),
    }
}

/// CPython's `OSError_str`, with `show(v, false)` the `str` and `show(v, true)` the
/// `repr` of a part: `[Errno N] text`, then `: 'file'` and ` -> 'file2'` when they are
/// set; `None` unless the exception is an `OSError` whose `errno` and `strerror` are set.
fn os_error_str<E>(
    i: &crate::value::class::Instance,
    mut show: impl FnMut(&Value, bool) -> Result<String, E>,
) -> Option<Result<String, E>> {
    let set = |name: &str| i.get(name).filter(|v| !matches!(v, Value::None));
    if !is_os_error(&i.class) {
        return None;
    }
    let (errno, strerror) = (set("errno")?, set("strerror")?);
    let mut render = || {
        let mut s = format!(
            "[Errno {}] {}",
            show(&errno, false)?,
            show(&strerror, false)?
        );
        if let Some(f) = set("filename") {
            s.push_str(": ");
            s.push_str(&show(&f, true)?);
            if let Some(f2) = set("filename2") {
                s.push_str(" -> ");
                s.push_str(&show(&f2, true)?);
            }
        }
        Ok(s)
    };
    Some(render())
}

/// Whether `c` is `ImportError` or a subclass of it.
pub fn is_import_error(c: &crate::value::class::Class) -> bool {
    matches!(
        c.exc_kind,
        Some(ExcType::ImportError | ExcType::ModuleNotFoundError)
    )
}

/// Whether `c` is `OSError` or a subclass of it.
pub fn is_os_error(c: &crate::value::class::Class) -> bool {
    let builtin_os = |c: &crate::value::class::Class| c.builtin && &*c.name == "OSError";
    builtin_os(c)
        || c.mro
            .iter()
            .any(|b| matches!(b, Value::Class(b) if builtin_os(b)))
}

/// `BaseException.__init__`'s arguments: `args`, and for an `OSError` or a
/// `SyntaxError` its attributes too ([`init_os_error`], [`init_syntax_error`]).
pub fn set_exception_args(i: &crate::value::class::Instance, args: Vec<Value>) -> PyResult<()> {
    if is_os_error(&i.class) {
        return init_os_error(i, args);
    }
    *i.native.borrow_mut() = Value::tuple(args);
    if is_syntax_error(&i.class) {
        return init_syntax_error(i);
    }
    Ok(())
}

/// Whether `c` is `SyntaxError` or a subclass of it.
pub fn is_syntax_error(c: &crate::value::class::Class) -> bool {
    matches!(
        c.exc_kind,
        Some(ExcType::SyntaxError | ExcType::IndentationError | ExcType::TabError)
    )
}

/// `SyntaxError.__init__`'s attributes, from its `args` (set already): `msg` the first;
/// with a second that is a tuple `(filename, lineno, offset, text[, end_lineno,
/// end_offset])`, those; the others `None` (CPython's `SyntaxError_init`).
pub fn init_syntax_error(i: &crate::value::class::Instance) -> PyResult<()> {
    let args = match &*i.native.borrow() {
        Value::Tuple(t) => t.0.to_vec(),
        _ => Vec::new(),
    };
    let msg = args.first().cloned().unwrap_or(Value::None);
    let mut fields = vec![Value::None; 6];
    if let [_, Value::Tuple(info)] = &args[..] {
        if !(4..=6).contains(&info.0.len()) {
            return Err(PyError::index_error("tuple index out of range"));
        }
        for (slot, v) in fields.iter_mut().zip(info.0.iter()) {
            *slot = v.clone();
        }
    }
    i.set(&std::rc::Rc::from("msg"), msg)?;
    let names = [
        "filename",
        "lineno",
        "offset",
        "text",
        "end_lineno",
        "end_offset",
    ];
    for (name, v) in names.into_iter().zip(fields) {
        i.set(&std::rc::Rc::from(name), v)?;
    }
    i.set(&std::rc::Rc::from("print_file_and_line"), Value::None)
}

/// CPython's `SyntaxError_str`: `msg (file, line N)` (the file's base name), or with
/// what of the two is set; `None` unless `i` is a `SyntaxError` with its `msg` set.
fn syntax_error_str(i: &crate::value::class::Instance) -> Option<Value> {
    if !is_syntax_error(&i.class) {
        return None;
    }
    let msg = i.get("msg")?;
    let file = match &i.get("filename") {
        Some(Value::Str(s)) => Some(s.s.rsplit('/').next().unwrap_or_default().to_string()),
        _ => None,
    };
    let line = match &i.get("lineno") {
        Some(Value::Int(n)) => Some(*n),
        _ => None,
    };
    let text = format::str(&msg);
    Some(Value::str(&match (file, line) {
        (Some(f), Some(n)) => format!("{text} ({f}, line {n})"),
        (Some(f), None) => format!("{text} ({f})"),
        (None, Some(n)) => format!("{text} (line {n})"),
        (None, None) => return Some(msg),
    }))
}

/// The `name` and `path` of an `ImportError` being made, from its keyword arguments
/// (`None` when not given; any other keyword is CPython's `TypeError`), and its `msg`:
/// its one argument, else `None`.
pub fn init_import_error(
    i: &crate::value::class::Instance,
    kw: &crate::value::native::Kwargs,
) -> PyResult<()> {
    let (mut name, mut path) = (Value::None, Value::None);
    for (k, v) in kw {
        match &**k {
            "name" => name = v.clone(),
            "path" => path = v.clone(),
            other => {
                // (CPython's argument parser names `ImportError` for its subclasses too.)
                return Err(PyError::type_error(format!(
                    "'{other}' is an invalid keyword argument for ImportError()"
                )));
            }
        }
    }
    let msg = match &*i.native.borrow() {
        Value::Tuple(t) if t.0.len() == 1 => t.0[0].clone(),
        _ => Value::None,
    };
    i.set(&std::rc::Rc::from("msg"), msg)?;
    i.set(&std::rc::Rc::from("name"), name)?;
    i.set(&std::rc::Rc::from("path"), path)
}

/// `OSError.__init__(self, *args)`: with two to five arguments, `errno`, `strerror`,
/// `filename` (the third) and `filename2` (the fifth), and `args` only the first two when
/// a file name is given; otherwise those attributes are `None` (CPython's `oserror_init`).
pub fn init_os_error(i: &crate::value::class::Instance, mut args: Vec<Value>) -> PyResult<()> {
    let n = args.len();
    let pick = |args: &[Value], k: usize| args.get(k).cloned().unwrap_or(Value::None);
    let (errno, strerror, filename, filename2) = if (2..=5).contains(&n) {
        (
            pick(&args, 0),
            pick(&args, 1),
            pick(&args, 2),
            pick(&args, 4),
        )
    } else {
        (Value::None, Value::None, Value::None, Value::None)
    };
    if (3..=5).contains(&n) {
        args.truncate(2);
    }
    for (name, v) in [
        ("errno", errno),
        ("strerror", strerror),
        ("filename", filename),
        ("filename2", filename2),
    ] {
        i.set(&std::rc::Rc::from(name), v)?;
    }
    *i.native.borrow_mut() = Value::tuple(args);
    Ok(())
}

/// `repr` of an instance: its class's `__repr__`, or `object`'s (an exception's prints
/// its class and arguments).
fn instance_repr(vm: &mut dyn Vm, v: &Value) -> PyResult<String> {
    if let Some(f) = special(v, "__repr__") {
        let r = call_bound(vm, &f, v, Vec::new(), &[])?;
        return string_result(r, "__repr__");
    }
    if let Value::Instance(i) = v
        && i.class.is_exception()
    {
        return exception_repr(vm, v);
    }
    if let Value::List(_)
    | Value::Dict(_)
    | Value::Tuple(_)
    | Value::Int(_)
    | Value::BigInt(_)
    | Value::Float(_)
    | Value::Str(_) = native_of(v)
    {
        return repr(vm, &native_of(v));
    }
    Ok(format::default_repr(v))
}

/// `BaseException.__repr__`: the class name and the `repr` of the arguments.
pub fn exception_repr(vm: &mut dyn Vm, e: &Value) -> PyResult<String> {
    if let Value::Instance(i) = e {
        let args = i.native.borrow().clone();
        let inner = match &args {
            Value::Tuple(t) if t.0.len() == 1 => {
                let a = t.0[0].clone();
                repr(vm, &a)?
            }
            Value::Tuple(t) if t.0.is_empty() => String::new(),
            other => {
                let r = repr(vm, other)?;
                r[1..r.len() - 1].to_string()
            }
        };
        // The class's name without its module (`UnsupportedOperation('...')`), as
        // CPython's `_PyType_Name`.
        let name = i.class.name.rsplit('.').next().unwrap_or(&i.class.name);
        return Ok(format!("{name}({inner})"));
    }
    Ok(format::default_repr(e))
}

/// The string a `__repr__` or `__str__` returned, or CPython's `TypeError`.
fn string_result(r: Value, which: &str) -> PyResult<String> {
    match &r {
        Value::Str(s) => Ok(s.s.to_string()),
        other => Err(PyError::type_error(format!(
            "{which} returned non-string (type {})",
            other.type_name()
        ))),
    }
}

// ------------------------------------------------------------ operators

/// The special methods of `BINARY_OP`'s operators, by `nb` code: (method, reflected).
fn binary_names(base: u32) -> Option<(&'static str, &'static str, &'static str)> {
    Some(match base {
        nb::ADD => ("__add__", "__radd__", "__iadd__"),
        nb::SUBTRACT => ("__sub__", "__rsub__", "__isub__"),
        nb::MULTIPLY => ("__mul__", "__rmul__", "__imul__"),
        nb::TRUE_DIVIDE => ("__truediv__", "__rtruediv__", "__itruediv__"),
        nb::FLOOR_DIVIDE => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
        nb::REMAINDER => ("__mod__", "__rmod__", "__imod__"),
        nb::POWER => ("__pow__", "__rpow__", "__ipow__"),
        nb::LSHIFT => ("__lshift__", "__rlshift__", "__ilshift__"),
        nb::RSHIFT => ("__rshift__", "__rrshift__", "__irshift__"),
        nb::AND => ("__and__", "__rand__", "__iand__"),
        nb::OR => ("__or__", "__ror__", "__ior__"),
        nb::XOR => ("__xor__", "__rxor__", "__ixor__"),
        nb::MATRIX_MULTIPLY => ("__matmul__", "__rmatmul__", "__imatmul__"),
        _ => return None,
    })
}

/// Whether `b`'s class is a proper subclass of `a`'s (its reflected method goes first).
/// The method operator `op` calls on its left operand, and for an in-place operator the
/// in-place method tried before it.
pub fn binary_method_names(op: u32) -> Option<(&'static str, Option<&'static str>)> {
    let inplace = op >= nb::INPLACE;
    let (name, _, iname) = binary_names(if inplace { op - nb::INPLACE } else { op })?;
    Some((name, inplace.then_some(iname)))
}

/// The reflected method operator `op` calls on its right operand.
pub fn reflected_method_name(op: u32) -> Option<&'static str> {
    let base = if op >= nb::INPLACE {
        op - nb::INPLACE
    } else {
        op
    };
    Some(binary_names(base)?.1)
}

/// `a <op> b`'s `TypeError`, when no special method took the operands.
pub fn binary_unsupported(vm: &mut dyn Vm, op: u32, a: &Value, b: &Value) -> PyResult<Value> {
    binary_tail(vm, op, a.clone(), b.clone())
}

fn is_proper_subclass(b: &Value, a: &Value) -> bool {
    match (a, b) {
        (Value::Instance(x), Value::Instance(y)) => {
            !std::rc::Rc::ptr_eq(&x.class, &y.class)
                && y.class.is_subclass_of(&Value::class(x.class.clone()))
        }
        (_, Value::Instance(_)) => true,
        _ => false,
    }
}

/// Whether `b`'s class has its own version of special method `name`: one that `a`'s class
/// does not have (CPython tries the right operand's reflected method first only then).
fn overrides(b: &Value, a: &Value, name: &str) -> bool {
    match (special(b, name), special(a, name)) {
        (Some(x), Some(y)) => !x.is(&y),
        (Some(_), None) => true,
        _ => false,
    }
}

/// Whether two values are instances of the same class (a reflected method is then not
/// tried).
fn same_class(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Instance(x), Value::Instance(y)) => std::rc::Rc::ptr_eq(&x.class, &y.class),
        _ => false,
    }
}

/// The hook of a bytes format: instances print through their `__repr__`/`__str__` and
/// give their data through `__bytes__`, which must return `bytes`.
struct BytesFormatHook<'a>(&'a mut dyn Vm);

impl crate::value::format::ReprHook for BytesFormatHook<'_> {
    fn instance_repr(&mut self, v: &Value) -> PyResult<String> {
        self.0.repr(v)
    }

    fn instance_str(&mut self, v: &Value) -> PyResult<String> {
        self.0.str(v)
    }

    fn instance_bytes(&mut self, v: &Value) -> PyResult<Option<Vec<u8>>> {
        match &call_special(self.0, v, "__bytes__", Vec::new())? {
            None => Ok(None),
            Some(Value::Bytes(b)) => Ok(Some(b.b.to_vec())),
            Some(other) => Err(PyError::type_error(format!(
                "__bytes__ returned non-bytes (type {})",
                other.type_name()
            ))),
        }
    }

    fn instance_format(&mut self, v: &Value, spec: &str) -> PyResult<Option<String>> {
        format(self.0, v, spec)
    }

    fn instance_number(&mut self, v: &Value, conv: char) -> PyResult<Option<Value>> {
        percent_number(self.0, v, conv)
    }
}

/// The number instance `v` gives `%` conversion `conv`, as CPython's formatting takes
/// it: `%x`, `%X` and `%o` an index (`__index__`), `%d`, `%i` and `%u` `int(v)`, the
/// float conversions `float(v)`. `None` when the instance is no such number, the
/// caller's message following; for the int conversions, as CPython's, also when the
/// conversion raised a `TypeError` (an `__int__` returning a str).
pub fn percent_number(vm: &mut dyn Vm, v: &Value, conv: char) -> PyResult<Option<Value>> {
    let int = match conv {
        'x' | 'X' | 'o' => index(vm, v),
        'd' | 'i' | 'u' => int_of_instance(vm, v),
        _ => return Ok(float_of_instance(vm, v)?.map(Value::Float)),
    };
    match int {
        Err(e) if e.kind() == ExcType::TypeError => Ok(None),
        other => other,
    }
}

/// `format(v, spec)` through the `__format__` of `v`'s class, if it defines one (`None`:
/// it has `object`'s, which the builtin formatting implements).
pub fn format(vm: &mut dyn Vm, v: &Value, spec: &str) -> PyResult<Option<String>> {
    match &call_special(vm, v, "__format__", vec![Value::str(spec)])? {
        None => Ok(None),
        Some(Value::Str(s)) => Ok(Some(s.s.to_string())),
        Some(other) => Err(PyError::type_error(format!(
            "__format__ must return a str, not {}",
            other.type_name()
        ))),
    }
}

/// `fmt % args` of a str format: instances among the arguments print through their
/// `__str__`/`__repr__`.
pub fn str_percent(vm: &mut dyn Vm, fmt: &crate::value::PyStr, args: &Value) -> PyResult<Value> {
    if let Some((s, ascii)) = crate::strfmt::percent_plain(&fmt.s, fmt.ascii, args) {
        return Ok(Value::str_with_ascii(s, ascii));
    }
    let s = if needs_vm(args) || shows_meta_class(args) {
        crate::strfmt::percent(&fmt.s, args, &mut crate::runtime::VmHook(vm))?
    } else {
        crate::strfmt::percent(&fmt.s, args, &mut format::PlainRepr)?
    };
    Ok(Value::str(s))
}

/// `a <op> b` for every operator (`op` a `BINARY_OP` code, in-place forms included),
/// through the operands' special methods when either is an instance (CPython's
/// `binary_op1`: the left operand's method, then the right's reflected one, the right's
/// first when its class derives from the left's; `NotImplemented` passes on).
pub fn binary(vm: &mut dyn Vm, op: u32, a: Value, b: Value) -> PyResult<Value> {
    // `lst += iterable` iterates it: a generator runs here, its items then added.
    let b = match (&a, &b) {
        (Value::List(_), Value::Generator(_)) if op == nb::ADD + nb::INPLACE => {
            Value::list(collect(vm, &b)?)
        }
        _ => b,
    };
    // `d |= iterable` is `d.update(iterable)`: only `d | other` wants a dict.
    // `dict.__ior__` runs first and takes any operand (a mapping's `__ror__` never
    // runs).
    if op == nb::OR + nb::INPLACE
        && let Value::Dict(d) = &a
        && !matches!(b, Value::Dict(_))
    {
        crate::methods::dict_update_from(vm, d, &b)?;
        return Ok(a);
    }
    if let (Value::Str(f), nb::REMAINDER | ops::REMAINDER_INPLACE) = (&a, op) {
        return str_percent(vm, f, &b);
    }
    if let (Value::Bytes(_) | Value::ByteArray(_), nb::REMAINDER | ops::REMAINDER_INPLACE) =
        (&a, op)
        && needs_vm(&b)
    {
        // `%` formatting of instances calls their `__repr__` and `__bytes__`.
        return ops::bytes::percent_format(&a, &b, &mut BytesFormatHook(vm));
    }
    if let (Value::Set(_), Value::Set(_)) = (&a, &b)
        && keys::any_user_keys(&[&a, &b])?
    {
        let base = op % nb::INPLACE;
        let set_op = match base {
            nb::OR => keys::SetOp::Union,
            nb::AND => keys::SetOp::Intersection,
            nb::SUBTRACT => keys::SetOp::Difference,
            nb::XOR => keys::SetOp::SymmetricDifference,
            _ => return ops::binary_op(op, a, b),
        };
        let r = keys::set_op(vm, set_op, &a, &b)?;
        if let Value::Set(s) = &a
            && s.is_frozen()
        {
            return Ok(Value::frozenset(r.0.into_inner()));
        }
        if op >= nb::INPLACE
            && let Value::Set(s) = &a
        {
            // In place: the left set becomes the result.
            let items = keys::items_of(&Value::set_object(r))?;
            *s.0.borrow_mut() = crate::value::SetTable::new();
            for v in items {
                keys::set_add(vm, s, v)?;
            }
            return Ok(a);
        }
        return Ok(Value::set_object(r));
    }
    if matches!(op % nb::INPLACE, nb::SUBTRACT | nb::AND | nb::OR | nb::XOR)
        && !matches!(a, Value::Instance(_))
        && (is_set_like_view(&a) || is_set_like_view(&b))
    {
        // A dict keys or items view's set operator takes any iterable on either side
        // (CPython's `dictviews_sub` and friends iterate it), and runs before a right
        // operand's reflected method: a generator's or an instance's items are collected
        // here, where Python code may run, for the ops layer, which runs none. (A left
        // instance's own method comes first: the protocol below.)
        let a = iterated(vm, a)?;
        let b = iterated(vm, b)?;
        return ops::binary_op(op, a, b);
    }
    if !matches!(a, Value::Instance(_)) && !matches!(b, Value::Instance(_)) {
        return ops::binary_op(op, a, b);
    }
    let inplace = op >= nb::INPLACE;
    let base = if inplace { op - nb::INPLACE } else { op };
    let Some((_, _, iname)) = binary_names(base) else {
        return ops::binary_op(op, a, b);
    };
    if inplace
        && let Some(r) = call_special(vm, &a, iname, vec![b.clone()])?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    binary_after_inplace(vm, op, a, b)
}

/// Whether `v` is a dict's keys or items view (which have set operators).
fn is_set_like_view(v: &Value) -> bool {
    matches!(v, Value::View(x) if x.kind != crate::value::ViewKind::Values)
}

/// A set operator's operand as the ops layer takes it: the items of a generator, an
/// iterator or an instance as a list (read here, where their Python code may run); any
/// other value as it is.
fn iterated(vm: &mut dyn Vm, v: Value) -> PyResult<Value> {
    Ok(match v {
        Value::Generator(_) | Value::Iter(_) | Value::Instance(_) => Value::list(collect(vm, &v)?),
        v => v,
    })
}

/// The rest of `a <op> b` after the in-place method (of an augmented assignment) was
/// missing or returned `NotImplemented`: the operator's own protocol (the reflected
/// method first for a subclass that overrides it, then the left operand's method).
pub fn binary_after_inplace(vm: &mut dyn Vm, op: u32, a: Value, b: Value) -> PyResult<Value> {
    let base = if op >= nb::INPLACE {
        op - nb::INPLACE
    } else {
        op
    };
    let Some((name, rname, _)) = binary_names(base) else {
        return ops::binary_op(op, a, b);
    };
    let reflected_first = is_proper_subclass(&b, &a) && overrides(&b, &a, rname);
    if reflected_first
        && let Some(r) = call_special(vm, &b, rname, vec![a.clone()])?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    if let Value::Instance(_) = a {
        if let Some(r) = call_special(vm, &a, name, vec![b.clone()])?
            && !matches!(r, Value::NotImplemented)
        {
            return Ok(r);
        }
    } else if !matches!(native_of(&b), Value::None) || native_operand(&a) {
        // A builtin left operand: its own operator first (CPython's slot of `a`'s type),
        // which fails for an instance on the right.
        if let Ok(r) = ops::binary_op(op, a.clone(), native_of_or(&b)) {
            return Ok(r);
        }
    }
    if reflected_first {
        return binary_tail(vm, op, a, b);
    }
    binary_after_left(vm, op, a, b)
}

/// The rest of `a <op> b` after the left operand's method returned `NotImplemented`
/// (`b` is not an instance of a subclass of `a`'s class that overrides the reflected
/// method: that came first): `b`'s reflected method, then a `list` subclass's own
/// operator, then the `TypeError`.
pub fn binary_after_left(vm: &mut dyn Vm, op: u32, a: Value, b: Value) -> PyResult<Value> {
    let base = if op >= nb::INPLACE {
        op - nb::INPLACE
    } else {
        op
    };
    let Some((_, rname, _)) = binary_names(base) else {
        return ops::binary_op(op, a, b);
    };
    if !same_class(&a, &b)
        && let Some(r) = call_special(vm, &b, rname, vec![a.clone()])?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    binary_tail(vm, op, a, b)
}

/// `divmod(a, b)` with an instance among the operands: `__divmod__`/`__rdivmod__` as an
/// operator's methods are tried (the reflected one first for a subclass that overrides
/// it), then `native` on the builtin parts of `int`/`float` subclasses' instances, else
/// CPython's `TypeError`.
pub fn divmod(
    vm: &mut dyn Vm,
    a: Value,
    b: Value,
    native: fn(&Value, &Value) -> PyResult<Value>,
) -> PyResult<Value> {
    let (name, rname) = ("__divmod__", "__rdivmod__");
    let reflected_first = is_proper_subclass(&b, &a) && overrides(&b, &a, rname);
    if reflected_first
        && let Some(r) = call_special(vm, &b, rname, vec![a.clone()])?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    if let Some(r) = call_special(vm, &a, name, vec![b.clone()])?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    if !reflected_first
        && !same_class(&a, &b)
        && let Some(r) = call_special(vm, &b, rname, vec![a.clone()])?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    let (x, y) = (native_of_or(&a), native_of_or(&b));
    if matches!(x, Value::Instance(_)) || matches!(y, Value::Instance(_)) {
        return Err(PyError::type_error(format!(
            "unsupported operand type(s) for divmod(): '{}' and '{}'",
            a.type_name(),
            b.type_name()
        )));
    }
    native(&x, &y)
}

/// The builtin number inside `v` when it is an instance of an `int` or `float` subclass
/// (`v` itself otherwise).
pub fn native_number(v: &Value) -> Value {
    match native_of(v) {
        n @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_)) => n,
        _ => v.clone(),
    }
}

/// The end of `a <op> b` when no special method gave a result.
fn binary_tail(vm: &mut dyn Vm, op: u32, a: Value, b: Value) -> PyResult<Value> {
    // An instance of a `list` subclass on the left: the list's own operator.
    if let Value::Instance(_) = a
        && !matches!(native_of(&a), Value::None)
    {
        return ops::binary_op(op, native_of(&a), native_of_or(&b));
    }
    // `x * seq` with no number protocol between them: the sequence's repeat, which wants
    // an index (CPython's `sequence_repeat`): an instance's `__index__` gives the count.
    let base = if op >= nb::INPLACE {
        op - nb::INPLACE
    } else {
        op
    };
    let repeatable = |v: &Value| {
        matches!(
            v,
            Value::Str(_)
                | Value::List(_)
                | Value::Tuple(_)
                | Value::Bytes(_)
                | Value::ByteArray(_)
        )
    };
    if base == nb::MULTIPLY && matches!(a, Value::Instance(_)) && repeatable(&b) {
        return match index(vm, &a)? {
            Some(n) => ops::binary_op(nb::MULTIPLY, b, n),
            None => Err(PyError::type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                a.type_name()
            ))),
        };
    }
    if base == nb::MULTIPLY && repeatable(&a) && matches!(b, Value::Instance(_)) {
        return match index(vm, &b)? {
            Some(n) => ops::binary_op(op, a, n),
            // CPython's `sequence_repeat` names the operand that is no index, as in the
            // case above, rather than the operator.
            None => Err(PyError::type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                b.type_name()
            ))),
        };
    }
    let symbol = match nb::symbol(op) {
        "**" => "** or pow()",
        s => s,
    };
    Err(PyError::type_error(format!(
        "unsupported operand type(s) for {}: '{}' and '{}'",
        symbol,
        a.type_name(),
        b.type_name()
    )))
}

/// The builtin part of an instance of a `list` or `dict` subclass (`None` otherwise).
fn native_of(v: &Value) -> Value {
    super::native_part(v).unwrap_or(Value::None)
}

/// `v`, or its builtin part if it has one.
fn native_of_or(v: &Value) -> Value {
    match native_of(v) {
        Value::None => v.clone(),
        n => n,
    }
}

/// Whether a builtin operand's own operator may handle the other side (a container).
fn native_operand(v: &Value) -> bool {
    matches!(
        v,
        Value::List(_) | Value::Dict(_) | Value::Tuple(_) | Value::Str(_)
    )
}

/// The special methods of the comparisons, by `cmp` code, and their reflections.
pub fn compare_names(op: u32) -> (&'static str, &'static str) {
    match op {
        cmp::LT => ("__lt__", "__gt__"),
        cmp::LE => ("__le__", "__ge__"),
        cmp::EQ => ("__eq__", "__eq__"),
        cmp::NE => ("__ne__", "__ne__"),
        cmp::GT => ("__gt__", "__lt__"),
        _ => ("__ge__", "__le__"),
    }
}

/// A comparison's special method on `v`: its class's, or for `!=`, the negation of its
/// `__eq__` (what `object.__ne__` does).
fn compare_special(
    vm: &mut dyn Vm,
    v: &Value,
    op: u32,
    name: &str,
    other: &Value,
) -> PyResult<Option<Value>> {
    if let Some(r) = call_special(vm, v, name, vec![other.clone()])? {
        return Ok(Some(r));
    }
    // `object.__ne__` negates `__eq__`; a `list`/`dict` subclass's `__ne__` is the
    // builtin's, which compares the builtin parts (later).
    if op == cmp::NE
        && matches!(native_of(v), Value::None)
        && let Some(r) = call_special(vm, v, "__eq__", vec![other.clone()])?
    {
        return Ok(Some(match r {
            Value::NotImplemented => r,
            r => Value::Bool(!truthy(vm, &r)?),
        }));
    }
    Ok(None)
}

/// `a <op> b` for the six comparisons (a `cmp` code), as a value: through the operands'
/// special methods when either is an instance (CPython's `do_richcompare`), which may
/// return anything.
pub fn compare(vm: &mut dyn Vm, op: u32, a: &Value, b: &Value) -> PyResult<Value> {
    if !matches!(a, Value::Instance(_)) && !matches!(b, Value::Instance(_)) {
        if let (Value::Dict(x), Value::Dict(y)) = (a, b)
            && (op == cmp::EQ || op == cmp::NE)
            && (dict_needs_vm(x) || dict_needs_vm(y))
        {
            let same = nested(|| dict_eq(vm, x, y))?;
            return Ok(Value::Bool(same == (op == cmp::EQ)));
        }
        if let (Value::Set(x), Value::Set(y)) = (a, b)
            && keys::any_user_keys(&[a, b])?
        {
            let (nx, ny) = (x.0.borrow().len(), y.0.borrow().len());
            return Ok(Value::Bool(match op {
                cmp::EQ => nx == ny && keys::subset(vm, a, b)?,
                cmp::NE => !(nx == ny && keys::subset(vm, a, b)?),
                cmp::LE => keys::subset(vm, a, b)?,
                cmp::LT => nx < ny && keys::subset(vm, a, b)?,
                cmp::GE => keys::subset(vm, b, a)?,
                _ => ny < nx && keys::subset(vm, b, a)?,
            }));
        }
        if a.holds_instance() || b.holds_instance() {
            return nested(|| sequence_compare(vm, op, a, b));
        }
        return Ok(Value::Bool(ops::compare(op, a, b)?));
    }
    let (name, rname) = compare_names(op);
    // CPython's `do_richcompare`: a right operand of a proper subclass goes first whether
    // or not it overrides the method (unlike the arithmetic operators).
    let reflected_first = is_proper_subclass(b, a);
    if reflected_first
        && let Some(r) = compare_special(vm, b, op, rname, a)?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    if let Some(r) = compare_special(vm, a, op, name, b)?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    compare_after_left(vm, op, a, b, reflected_first)
}

/// The rest of [`compare`] after the left operand's method (`a`'s `__lt__` for `<`) gave
/// no result (it returned `NotImplemented`, or `a` has none): the right operand's
/// reflected method unless it already ran (`reflected_first`), then a builtin part's
/// comparison, identity for `==`/`!=`, or the `TypeError`.
pub fn compare_after_left(
    vm: &mut dyn Vm,
    op: u32,
    a: &Value,
    b: &Value,
    reflected_first: bool,
) -> PyResult<Value> {
    let rname = compare_names(op).1;
    if !reflected_first
        && let Some(r) = compare_special(vm, b, op, rname, a)?
        && !matches!(r, Value::NotImplemented)
    {
        return Ok(r);
    }
    let (na, nb_) = (native_of(a), native_of(b));
    if !matches!(na, Value::None) || !matches!(nb_, Value::None) {
        // An instance of a `list`/`dict` subclass compares as its builtin part.
        return compare(vm, op, &native_of_or(a), &native_of_or(b));
    }
    match op {
        cmp::EQ => Ok(Value::Bool(a.is(b))),
        cmp::NE => Ok(Value::Bool(!a.is(b))),
        _ => Err(PyError::type_error(format!(
            "'{}' not supported between instances of '{}' and '{}'",
            cmp::symbol(op),
            a.type_name(),
            b.type_name()
        ))),
    }
}

thread_local! {
    /// How many comparisons of containers through the machine are running, one inside
    /// the other ([`nested`]).
    static NESTING: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Runs `f`, a comparison of containers through the machine one level deeper: past the
/// recursion limit it is CPython's `RecursionError` (its `Py_EnterRecursiveCall`), not a
/// native stack overflow (`a = [c]; a.append(a)` compared with its like recurses without
/// a Python frame).
fn nested<R>(f: impl FnOnce() -> PyResult<R>) -> PyResult<R> {
    let depth = NESTING.get();
    if depth >= crate::value::RECURSION_LIMIT {
        return Err(crate::value::recursion_error(" in comparison"));
    }
    NESTING.set(depth + 1);
    let r = f();
    NESTING.set(depth);
    r
}

/// Whether `v` is a class whose metaclass is not `type`, or a tuple holding one: `%`
/// formatting prints it through the metaclass's `__repr__`/`__str__`.
#[cold]
fn shows_meta_class(v: &Value) -> bool {
    let meta = |v: &Value| matches!(v, Value::Class(c) if c.meta().is_some());
    match v {
        Value::Tuple(t) => t.0.iter().any(meta),
        other => meta(other),
    }
}

/// Whether comparing `v` may call special methods (it is an instance, or a container
/// holding one: see `Value::holds_instance`).
pub fn needs_vm(v: &Value) -> bool {
    v.is_or_holds_instance()
}

/// `a <op> b` of two lists or two tuples holding instances, as CPython's
/// `list_richcompare`: item by item (each pair `is` or `==`) while both have items, read
/// by position with the lengths read anew (an `__eq__` may change the lists), the first
/// differing pair deciding, else the lengths.
fn sequence_compare(vm: &mut dyn Vm, op: u32, a: &Value, b: &Value) -> PyResult<Value> {
    let item = |v: &Value, i: usize| -> Option<Value> {
        match v {
            Value::List(l) => l.get_cloned(i),
            Value::Tuple(t) => t.0.get(i).cloned(),
            _ => None,
        }
    };
    let len = |v: &Value| match v {
        Value::List(l) => l.len(),
        Value::Tuple(t) => t.0.len(),
        _ => 0,
    };
    match (a, b) {
        (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {}
        _ => return Ok(Value::Bool(ops::compare(op, a, b)?)),
    }
    if (op == cmp::EQ || op == cmp::NE) && len(a) != len(b) {
        return Ok(Value::Bool(op == cmp::NE));
    }
    let mut i = 0;
    while let (Some(p), Some(q)) = (item(a, i), item(b, i)) {
        if !(p.is(&q) || compare_bool(vm, cmp::EQ, &p, &q)?) {
            break;
        }
        i += 1;
    }
    let (p, q) = (item(a, i), item(b, i));
    let (Some(p), Some(q)) = (p, q) else {
        let o = len(a).cmp(&len(b));
        return Ok(Value::Bool(match op {
            cmp::LT => o.is_lt(),
            cmp::LE => o.is_le(),
            cmp::EQ => o.is_eq(),
            cmp::NE => o.is_ne(),
            cmp::GT => o.is_gt(),
            _ => o.is_ge(),
        }));
    };
    Ok(match op {
        cmp::EQ => Value::Bool(false),
        cmp::NE => Value::Bool(true),
        _ => compare(vm, op, &p, &q)?,
    })
}

/// Whether comparing dict `d` may call special methods (user keys, or instance values).
fn dict_needs_vm(d: &crate::value::Dict) -> bool {
    let m = d.0.borrow();
    m.has_user_keys() || m.values().any(needs_vm)
}

/// `x == y` of two dicts through the machine: the same number of keys, each key of `x`
/// found in `y` with an equal value (entries copied first: an `__eq__` may change them).
fn dict_eq(vm: &mut dyn Vm, x: &crate::value::Dict, y: &crate::value::Dict) -> PyResult<bool> {
    if x.0.borrow().len() != y.0.borrow().len() {
        return Ok(false);
    }
    let entries: Vec<(Value, Value)> =
        x.0.borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
    for (k, v) in entries {
        let w = if y.keyed_by_user(&k) {
            keys::dict_get(vm, y, &k)?
        } else {
            y.0.borrow().get(&k).cloned()
        };
        match w {
            Some(w) if eq(vm, &v, &w)? => {}
            _ => return Ok(false),
        }
    }
    Ok(true)
}

/// `a == b` as a condition, with identity first (how containers compare their items).
pub fn eq(vm: &mut dyn Vm, a: &Value, b: &Value) -> PyResult<bool> {
    if a.is(b) {
        return Ok(true);
    }
    if needs_vm(a)
        || needs_vm(b)
        || matches!(
            (a, b),
            (Value::Dict(_), Value::Dict(_)) | (Value::Set(_), Value::Set(_))
        )
    {
        return compare_bool(vm, cmp::EQ, a, b);
    }
    crate::value::comparing(|| crate::value::py_eq(a, b))
}

/// `a <op> b` as a condition.
pub fn compare_bool(vm: &mut dyn Vm, op: u32, a: &Value, b: &Value) -> PyResult<bool> {
    match compare(vm, op, a, b)? {
        Value::Bool(x) => Ok(x),
        r => truthy(vm, &r),
    }
}

/// `bool(v)`: an instance's `__bool__` (which must return a bool), else its `__len__`,
/// else true.
pub fn truthy(vm: &mut dyn Vm, v: &Value) -> PyResult<bool> {
    let Value::Instance(_) = v else {
        return Ok(crate::value::truthy(v));
    };
    if let Some(r) = call_special(vm, v, "__bool__", Vec::new())? {
        return match r {
            Value::Bool(b) => Ok(b),
            other => Err(PyError::type_error(format!(
                "__bool__ should return bool, returned {}",
                other.type_name()
            ))),
        };
    }
    if special(v, "__len__").is_some() {
        return Ok(len(vm, v)? > 0);
    }
    Ok(match native_of(v) {
        Value::None => true,
        native => crate::value::truthy(&native),
    })
}

/// `-v`, `+v`, `~v` (`which`: 0, 1, 2).
pub fn unary(vm: &mut dyn Vm, which: u32, v: Value) -> PyResult<Value> {
    if !matches!(v, Value::Instance(_)) {
        return match which {
            0 => ops::neg(v),
            1 => ops::pos(v),
            _ => ops::invert(v),
        };
    }
    let (name, symbol) = unary_names(which);
    match call_special(vm, &v, name, Vec::new())? {
        Some(r) => Ok(r),
        // An `int` or `float` subclass's instance: the number's operator.
        None if native_int(&v).is_some() || matches!(native_of(&v), Value::Float(_)) => {
            unary(vm, which, native_of(&v))
        }
        None => Err(PyError::type_error(format!(
            "bad operand type for unary {symbol}: '{}'",
            v.type_name()
        ))),
    }
}

/// The special method and the operator symbol of unary operator `which` (0: `-`, 1:
/// `+`, else `~`).
pub fn unary_names(which: u32) -> (&'static str, &'static str) {
    match which {
        0 => ("__neg__", "-"),
        1 => ("__pos__", "+"),
        _ => ("__invert__", "~"),
    }
}

/// `abs(v)`.
pub fn abs(vm: &mut dyn Vm, v: &Value) -> PyResult<Option<Value>> {
    call_special(vm, v, "__abs__", Vec::new())
}

/// The int of an instance of an `int` subclass.
pub fn native_int(v: &Value) -> Option<Value> {
    match native_of(v) {
        n @ (Value::Int(_) | Value::BigInt(_)) => Some(n),
        _ => None,
    }
}

// ------------------------------------------------------------ containers

/// `container[key]`.
pub fn getitem(vm: &mut dyn Vm, container: &Value, key: &Value) -> PyResult<Value> {
    if let Value::Dict(d) = container
        && d.keyed_by_user(key)
    {
        return match keys::dict_get(vm, d, key)? {
            Some(v) => Ok(v),
            None => Err(keys::missing_key(vm, key)?),
        };
    }
    if !matches!(container, Value::Instance(_)) {
        if let Value::Class(_) = container
            && let Some(r) = call_meta(vm, container, "__getitem__", vec![key.clone()])?
        {
            return Ok(r);
        }
        if let Some(r) = class_getitem(vm, container, key)? {
            return Ok(r);
        }
        if let Some(i) = sequence_index(vm, container, key)? {
            return ops::getitem(container, &i);
        }
        return ops::getitem(container, key);
    }
    if let Some(r) = call_special(vm, container, "__getitem__", vec![key.clone()])? {
        return Ok(r);
    }
    match native_of(container) {
        Value::None => Err(PyError::type_error(format!(
            "'{}' object is not subscriptable",
            container.type_name()
        ))),
        n => match getitem(vm, &n, key) {
            // A `dict` subclass's `__missing__` answers for an absent key.
            Err(e)
                if e.kind() == ExcType::KeyError && special(container, "__missing__").is_some() =>
            {
                Ok(
                    call_special(vm, container, "__missing__", vec![key.clone()])?
                        .unwrap_or(Value::None),
                )
            }
            r => r,
        },
    }
}

/// The int an instance's `__index__` gives when it indexes a builtin sequence
/// (`lst[k]` with `k` of a class that defines `__index__`); `None` for any other key or
/// container (an `int` subclass's instance indexes as its int already).
fn sequence_index(vm: &mut dyn Vm, container: &Value, key: &Value) -> PyResult<Option<Value>> {
    if let Value::Slice(s) = key {
        return slice_of_indexes(vm, s);
    }
    if !matches!(key, Value::Instance(_))
        || native_int(key).is_some()
        || !matches!(
            container,
            Value::List(_)
                | Value::Tuple(_)
                | Value::Str(_)
                | Value::Bytes(_)
                | Value::ByteArray(_)
                | Value::Range(_)
                | Value::Array(_)
        )
    {
        return Ok(None);
    }
    index(vm, key)
}

/// A slice whose bounds that are instances are replaced by their `__index__` (CPython's
/// `_PyEval_SliceIndex`), for the sequences' own slicing; `None` when no bound is an
/// instance. A bound without `__index__` stays, for the sequence's own error.
fn slice_of_indexes(vm: &mut dyn Vm, s: &[Value; 3]) -> PyResult<Option<Value>> {
    if !s.iter().any(|p| matches!(p, Value::Instance(_))) {
        return Ok(None);
    }
    let mut parts = s.clone();
    for p in parts.iter_mut() {
        if let Value::Instance(_) = p
            && let Some(n) = index(vm, p)?
        {
            *p = n;
        }
    }
    Ok(Some(Value::Slice(crate::value::obj(parts))))
}

/// `v.__index__()` for an instance whose class defines it, checked to be an int
/// (CPython's `__index__ returned non-int`); an `int` subclass's instance gives its int
/// without a call (as CPython's `PyNumber_Index`); `None` when neither.
pub fn index(vm: &mut dyn Vm, v: &Value) -> PyResult<Option<Value>> {
    if let Some(n) = native_int(v) {
        return Ok(Some(n));
    }
    match call_special(vm, v, "__index__", Vec::new())? {
        None => Ok(None),
        Some(n @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_))) => Ok(Some(n)),
        Some(n) if native_int(&n).is_some() => Ok(native_int(&n)),
        Some(other) => Err(PyError::type_error(format!(
            "__index__ returned non-int (type {})",
            other.type_name()
        ))),
    }
}

/// `v` as an int where a builtin wants an index (`range(v)`, `hex(v)`, `seq * v`,
/// `round(x, v)`): an int or bool as it is, an instance's int through [`index`], or
/// CPython's `TypeError`.
pub fn as_index(vm: &mut dyn Vm, v: &Value) -> PyResult<Value> {
    match v {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => Ok(v.clone()),
        _ => index(vm, v)?.ok_or_else(|| {
            PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            ))
        }),
    }
}

/// `int(v)` of an instance: its class's `__int__` (checked to return an int), the int
/// of an `int` subclass's instance (or the text of a `str` subclass's), `__index__`,
/// then `__trunc__` (whose result is an int or has `__index__`), as CPython 3.11's
/// `PyNumber_Long`; `None` when the instance has none of them.
pub fn int_of_instance(vm: &mut dyn Vm, v: &Value) -> PyResult<Option<Value>> {
    if let Some(r) = call_special(vm, v, "__int__", Vec::new())? {
        return match r {
            Value::Int(_) | Value::BigInt(_) => Ok(Some(r)),
            Value::Bool(b) => Ok(Some(Value::Int(i64::from(b)))),
            _ if native_int(&r).is_some() => Ok(native_int(&r)),
            other => Err(PyError::type_error(format!(
                "__int__ returned non-int (type {})",
                other.type_name()
            ))),
        };
    }
    if let Some(n) = super::native_part(v) {
        return crate::value::num::to_int(&n).map(Some);
    }
    if let Some(n) = index(vm, v)? {
        return Ok(Some(crate::value::num::to_int(&n)?));
    }
    let Some(r) = call_special(vm, v, "__trunc__", Vec::new())? else {
        return Ok(None);
    };
    match &r {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
            crate::value::num::to_int(&r).map(Some)
        }
        _ => match index(vm, &r)? {
            Some(n) => crate::value::num::to_int(&n).map(Some),
            None => Err(PyError::type_error(format!(
                "__trunc__ returned non-Integral (type {})",
                r.type_name()
            ))),
        },
    }
}

/// `float(v)` of an instance: its class's `__float__` (checked to return a float), the
/// value of an `int` or `str` subclass's instance, or `__index__`'s int as a float, as
/// CPython's `PyNumber_Float`; `None` when the instance has none of them.
pub fn float_of_instance(vm: &mut dyn Vm, v: &Value) -> PyResult<Option<f64>> {
    if let Some(r) = call_special(vm, v, "__float__", Vec::new())? {
        return match r {
            Value::Float(f) => Ok(Some(f)),
            other => Err(PyError::type_error(format!(
                "{}.__float__ returned non-float (type {})",
                v.type_name(),
                other.type_name()
            ))),
        };
    }
    if let Some(n @ (Value::Int(_) | Value::BigInt(_) | Value::Str(_) | Value::Float(_))) =
        super::native_part(v)
    {
        return crate::value::num::to_float(&n).map(Some);
    }
    match index(vm, v)? {
        Some(n) => crate::value::num::to_float(&n).map(Some),
        None => Ok(None),
    }
}

/// `cls[key]` of a class: its `__class_getitem__` (a classmethod whether or not it is
/// declared one, as CPython's), or for the builtin generic types (`list[int]`) and their
/// subclasses a `types.GenericAlias`. `None` for a value that is no class.
fn class_getitem(vm: &mut dyn Vm, container: &Value, key: &Value) -> PyResult<Option<Value>> {
    let generic = match container {
        Value::Class(c) => {
            if let Some(f) = c.lookup("__class_getitem__") {
                let r = if let Value::Function(_) = f {
                    vm.call_slice(&f, &mut [container.clone(), key.clone()])?
                } else {
                    let bound = super::getattr(vm, container, "__class_getitem__")?;
                    vm.call_slice(&bound, &mut [key.clone()])?
                };
                return Ok(Some(r));
            }
            matches!(
                c.native,
                crate::value::class::Native::List
                    | crate::value::class::Native::Dict
                    | crate::value::class::Native::Tuple
            )
        }
        Value::Builtin(b) => {
            b.is_type()
                && matches!(
                    b.name(),
                    "list" | "dict" | "tuple" | "set" | "frozenset" | "type" | "collections.deque"
                )
        }
        _ => false,
    };
    if !generic {
        return Ok(None);
    }
    let types = vm.import("types")?;
    let alias = super::getattr(vm, &types, "GenericAlias")?;
    vm.call_slice(&alias, &mut [container.clone(), key.clone()])
        .map(Some)
}

/// `container[key] = value`.
pub fn setitem(vm: &mut dyn Vm, container: &Value, key: Value, value: Value) -> PyResult<()> {
    if let Value::Dict(d) = container
        && d.keyed_by_user(&key)
    {
        return keys::dict_set(vm, d, key, value);
    }
    if !matches!(container, Value::Instance(_)) {
        // `lst[i:j] = iterable` iterates it: a generator runs here.
        let value = match (&key, &value) {
            (Value::Slice(_), Value::Generator(_) | Value::Instance(_)) => {
                Value::list(collect(vm, &value)?)
            }
            _ => value,
        };
        let key = sequence_index(vm, container, &key)?.unwrap_or(key);
        return ops::setitem(container, key, value);
    }
    if call_special(
        vm,
        container,
        "__setitem__",
        vec![key.clone(), value.clone()],
    )?
    .is_some()
    {
        return Ok(());
    }
    match native_of(container) {
        // The builtin part of a subclass's instance of a mutable sequence or mapping
        // assigns its items.
        n @ (Value::List(_)
        | Value::Dict(_)
        | Value::ByteArray(_)
        | Value::Array(_)
        | Value::Deque(_)) => setitem(vm, &n, key, value),
        // Any other (a tuple, an int, none) assigns none: the error names the class.
        _ => Err(PyError::type_error(format!(
            "'{}' object does not support item assignment",
            container.type_name()
        ))),
    }
}

/// `del container[key]`.
pub fn delitem(vm: &mut dyn Vm, container: &Value, key: &Value) -> PyResult<()> {
    if let Value::Dict(d) = container
        && d.keyed_by_user(key)
    {
        return match keys::dict_remove(vm, d, key)? {
            Some(_) => Ok(()),
            None => Err(keys::missing_key(vm, key)?),
        };
    }
    if !matches!(container, Value::Instance(_)) {
        if let Some(i) = sequence_index(vm, container, key)? {
            return ops::delitem(container, &i);
        }
        return ops::delitem(container, key);
    }
    if call_special(vm, container, "__delitem__", vec![key.clone()])?.is_some() {
        return Ok(());
    }
    match native_of(container) {
        // The builtin part of a list or dict subclass's instance deletes its items.
        n @ (Value::List(_) | Value::Dict(_)) => delitem(vm, &n, key),
        // Any other (a tuple, an int, none) deletes none: the error names the class.
        _ => Err(ops::no_item_deletion(container, key)),
    }
}

/// `item in container`: its `__contains__`, else a search of what it iterates.
pub fn contains(vm: &mut dyn Vm, item: &Value, container: &Value) -> PyResult<bool> {
    match container {
        Value::Dict(d) if d.keyed_by_user(item) => {
            return Ok(keys::dict_get(vm, d, item)?.is_some());
        }
        Value::Set(s) if s.keyed_by_user(item) => {
            return keys::set_contains(vm, s, item);
        }
        Value::List(l) if matches!(item, Value::Instance(_)) || container.holds_instance() => {
            // By position, the length read each time: an `__eq__` may change the list.
            let mut i = 0;
            while let Some(x) = l.get_cloned(i) {
                if eq(vm, &x, item)? {
                    return Ok(true);
                }
                i += 1;
            }
            return Ok(false);
        }
        Value::Tuple(t) if matches!(item, Value::Instance(_)) || container.holds_instance() => {
            for x in t.0.iter() {
                if eq(vm, x, item)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        Value::Instance(_) => {}
        Value::Class(c) if c.meta().is_some() => {
            if let Some(r) = call_meta(vm, container, "__contains__", vec![item.clone()])? {
                return truthy(vm, &r);
            }
            if super::meta::meta_special(container, "__iter__").is_some() {
                return contains_by_iteration(vm, item, container);
            }
            return ops::contains(item, container);
        }
        // An iterator is searched lazily, up to the first equal item (an infinite one
        // too: `3 in count()`).
        Value::Generator(_) | Value::Iter(_) => {
            return contains_by_iteration(vm, item, container);
        }
        Value::Array(_) if matches!(item, Value::Instance(_)) => {
            return contains_by_iteration(vm, item, container);
        }
        Value::Deque(_) if matches!(item, Value::Instance(_)) || container.holds_instance() => {
            return contains_by_iteration(vm, item, container);
        }
        // A `str` subclass's instance in a string: its string.
        Value::Str(_) if matches!(item, Value::Instance(_)) => {
            return ops::contains(&native_of_or(item), container);
        }
        _ => return ops::contains(item, container),
    }
    if let Some(r) = call_special(vm, container, "__contains__", vec![item.clone()])? {
        return truthy(vm, &r);
    }
    if special(container, "__iter__").is_some() || special(container, "__getitem__").is_some() {
        return contains_by_iteration(vm, item, container);
    }
    match native_of(container) {
        Value::None => Err(PyError::type_error(format!(
            "argument of type '{}' is not iterable",
            container.type_name()
        ))),
        n => contains(vm, item, &n),
    }
}

/// `item in container` by iterating it up to the first equal item (CPython's search of
/// an iterator: a generator is consumed that far).
fn contains_by_iteration(vm: &mut dyn Vm, item: &Value, container: &Value) -> PyResult<bool> {
    let mut it = iterate(vm, container)?;
    while let Some(x) = next(vm, &mut it)? {
        if x.is(item) || compare_bool(vm, cmp::EQ, &x, item)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// `hash(v)`: an instance's `__hash__` (an int); a class that defines `__eq__` without
/// `__hash__` makes its instances unhashable, as CPython's.
pub fn hash(vm: &mut dyn Vm, v: &Value) -> PyResult<i64> {
    if let Value::Tuple(t) = v
        && v.is_user_key()
    {
        // Hash the instances inside first: they keep their hashes, which the tuple's
        // own hash then reads.
        for x in t.0.iter() {
            vm.hash(x)?;
        }
        return v.py_hash();
    }
    let Value::Instance(i) = v else {
        return v.py_hash();
    };
    let h = instance_hash(vm, v, i)?;
    if i.class.user_keys() {
        i.record_hash(h);
    }
    Ok(h)
}

/// `hash(v)` of an instance `i`.
fn instance_hash(vm: &mut dyn Vm, v: &Value, i: &crate::value::class::Instance) -> PyResult<i64> {
    match i.class.lookup("__hash__") {
        Some(Value::None) => return Err(unhashable(v)),
        Some(Value::Builtin(b)) if b.is_slot_wrapper() => {
            // A `list`/`dict` subclass's `__hash__` is its base's, `None`.
            if matches!(
                i.class.native,
                crate::value::class::Native::List | crate::value::class::Native::Dict
            ) {
                return Err(unhashable(v));
            }
            if special(v, "__eq__").is_some() && i.class.own("__hash__").is_none() {
                // `__eq__` without `__hash__` somewhere below `object`.
                return Err(unhashable(v));
            }
            if let native @ (Value::Tuple(_)
            | Value::Int(_)
            | Value::BigInt(_)
            | Value::Float(_)
            | Value::Str(_)) = native_of(v)
            {
                return hash(vm, &native);
            }
            return v.py_hash();
        }
        _ => {}
    }
    match &call_special(vm, v, "__hash__", Vec::new())? {
        Some(r) => hash_result(r),
        None => v.py_hash(),
    }
}

/// The hash a `__hash__` that returned `r` gives, as CPython's `slot_tp_hash` makes it:
/// an int that fits a machine word as it is (-1 is -2), a bigger one reduced as `hash()`
/// of it, an `int` subclass's instance as its value; anything else a `TypeError`.
pub fn hash_result(r: &Value) -> PyResult<i64> {
    match r {
        Value::Int(h) => Ok(if *h == -1 { -2 } else { *h }),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(b) => Ok(crate::value::hash::hash_bigint(b)),
        Value::Instance(_) => match super::native_part(r) {
            Some(n @ (Value::Int(_) | Value::BigInt(_))) => hash_result(&n),
            _ => Err(hash_not_int()),
        },
        _ => Err(hash_not_int()),
    }
}

#[cold]
fn hash_not_int() -> PyError {
    PyError::type_error("__hash__ method should return an integer")
}

#[cold]
fn unhashable(v: &Value) -> PyError {
    PyError::type_error(format!("unhashable type: '{}'", v.type_name()))
}

// ------------------------------------------------------------ iteration

/// Calls `__next__` of instances for the iterators.
struct Nexter<'a>(&'a mut dyn Vm);

impl NextHook for Nexter<'_> {
    fn call(&mut self, f: &Value, args: Vec<Value>) -> PyResult<Value> {
        self.0.call(f, args, &Vec::new())
    }

    fn call_slice(&mut self, f: &Value, args: &mut [Value]) -> PyResult<Value> {
        self.0.call_slice(f, args)
    }

    fn truthy(&mut self, v: &Value) -> PyResult<bool> {
        truthy(self.0, v)
    }

    fn eq(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        eq(self.0, a, b)
    }

    fn add(&mut self, a: Value, b: Value) -> PyResult<Value> {
        binary(self.0, nb::ADD, a, b)
    }

    fn iterate(&mut self, v: &Value) -> PyResult<Iter> {
        iterate(self.0, v)
    }

    fn resume(&mut self, g: &std::rc::Rc<crate::value::Generator>) -> PyResult<Option<Value>> {
        match self.0.resume(g, crate::runtime::Sent::Value(Value::None))? {
            vm_core::Resumed::Yielded(v) => Ok(Some(v)),
            vm_core::Resumed::Returned(_) => Ok(None),
        }
    }

    fn item(&mut self, obj: &Value, i: i64) -> PyResult<Option<Value>> {
        match call_special(self.0, obj, "__getitem__", vec![Value::Int(i)]) {
            Ok(v) => Ok(v),
            Err(e) if matches!(e.kind(), ExcType::IndexError | ExcType::StopIteration) => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn next(&mut self, obj: &Value) -> PyResult<Option<Value>> {
        match call_special(self.0, obj, "__next__", Vec::new()) {
            Ok(Some(v)) => Ok(Some(v)),
            Ok(None) => Err(PyError::type_error(format!(
                "'{}' object is not an iterator",
                obj.type_name()
            ))),
            Err(e) if e.kind() == ExcType::StopIteration => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// `iter(v)`: an instance's `__iter__` (whose result is an instance with `__next__` or a
/// builtin iterable), or the builtin part of a `list`/`dict` subclass's instance.
pub fn iterate(vm: &mut dyn Vm, v: &Value) -> PyResult<Iter> {
    let r = match v {
        Value::Instance(_) => call_special(vm, v, "__iter__", Vec::new())?,
        Value::Class(_) => call_meta(vm, v, "__iter__", Vec::new())?,
        _ => return iter::iterate(v),
    };
    if let Some(r) = r {
        return match &r {
            Value::Instance(_) if special(&r, "__next__").is_some() => Ok(Iter::Python(r)),
            Value::Iter(_) | Value::Generator(_) => iter::iterate(&r),
            other => Err(PyError::type_error(format!(
                "iter() returned non-iterator of type '{}'",
                other.type_name()
            ))),
        };
    }
    match native_of(v) {
        Value::None if special(v, "__getitem__").is_some() => Ok(Iter::Indexed {
            obj: v.clone(),
            next: 0,
        }),
        Value::None => Err(PyError::type_error(format!(
            "'{}' object is not iterable",
            v.type_name()
        ))),
        n => iter::iterate(&n),
    }
}

/// The next item of `it`, calling instances' `__next__`.
pub fn next(vm: &mut dyn Vm, it: &mut Iter) -> PyResult<Option<Value>> {
    it.step_with(&mut Nexter(vm))
}

/// [`iterate`] of a value the caller owns: an iterator value nothing else holds (a
/// temporary: `sum(islice(count(), n))`) gives up its state, which is then stepped
/// directly rather than through the value.
pub fn iterate_owned(vm: &mut dyn Vm, v: &mut Value) -> PyResult<Iter> {
    if let Value::Iter(it) = &*v
        && std::rc::Rc::strong_count(it) == 1
        && let Ok(mut inner) = it.try_borrow_mut()
    {
        return Ok(std::mem::replace(&mut *inner, Iter::Items(Vec::new())));
    }
    iterate(vm, v)
}

/// All items of an iterable.
pub fn collect(vm: &mut dyn Vm, v: &Value) -> PyResult<Vec<Value>> {
    match v {
        Value::Generator(g) if !g.coroutine => return collect_generator(vm, g),
        Value::Instance(_) | Value::Generator(_) => {}
        Value::Iter(it) if it.try_borrow().is_ok_and(|it| it.runs_code()) => {}
        Value::Class(c) if c.meta().is_some() => {}
        _ => return iter::collect(v),
    }
    let mut it = iterate(vm, v)?;
    let mut out = Vec::new();
    while let Some(x) = next(vm, &mut it)? {
        out.push(x);
    }
    Ok(out)
}

/// All items of generator `g`: its frame runs once, its yields going straight into the
/// result (a `YieldSink`) rather than suspending it for each item, as nothing runs
/// between them here.
fn collect_generator(
    vm: &mut dyn Vm,
    g: &std::rc::Rc<crate::value::Generator>,
) -> PyResult<Vec<Value>> {
    let mut sink = vm_core::YieldSink::new(|_| true);
    let mut out = Vec::new();
    loop {
        let r = vm.resume_collecting(g, &mut sink)?;
        out.append(&mut sink.items);
        match r {
            vm_core::Resumed::Yielded(v) => out.push(v),
            vm_core::Resumed::Returned(_) => return Ok(out),
        }
    }
}

/// The `n` items of `seq` for `a, b = seq`.
///
/// A tuple or list is checked by its length; anything else is iterated for at most
/// `n + 1` items, as CPython's `unpack_iterable` does: `a, b = count()` is "too many
/// values" after three items (not a loop without end), and an iterator that had more
/// keeps the rest.
pub fn unpack(vm: &mut dyn Vm, seq: &Value, n: usize) -> PyResult<Vec<Value>> {
    match seq {
        // The count is checked first: a wrong one copies no items.
        Value::Tuple(t) if t.0.len() != n => return Err(iter::wrong_count(t.0.len(), n)),
        Value::List(l) if l.len() != n => return Err(iter::wrong_count(l.len(), n)),
        Value::Tuple(_) | Value::List(_) => return iter::unpacked(iter::unpack_items(seq)?, n),
        Value::Instance(_) => check_unpackable_instance(seq)?,
        Value::Generator(_) | Value::Iter(_) => {}
        Value::Class(c) if c.meta().is_some() => {}
        _ => iter::unpackable(seq)?,
    }
    let mut it = iterate(vm, seq)?;
    let mut items = Vec::with_capacity(n);
    while items.len() <= n {
        match next(vm, &mut it)? {
            Some(x) => items.push(x),
            None => break,
        }
    }
    iter::unpacked(items, n)
}

/// CPython's error for unpacking an instance of a class that is not iterable
/// ("cannot unpack non-iterable Point object"); `Ok` for any other value.
fn check_unpackable_instance(seq: &Value) -> PyResult<()> {
    if let Value::Instance(_) = seq
        && special(seq, "__iter__").is_none()
        && special(seq, "__getitem__").is_none()
        && matches!(native_of(seq), Value::None)
    {
        return Err(PyError::type_error(format!(
            "cannot unpack non-iterable {} object",
            seq.type_name()
        )));
    }
    Ok(())
}

/// All the items of `seq` for an unpacking (`a, *b = seq`), with CPython's message for a
/// value that is not iterable ("cannot unpack non-iterable int object").
pub fn unpack_items(vm: &mut dyn Vm, seq: &Value) -> PyResult<Vec<Value>> {
    match seq {
        Value::Instance(_) => {
            check_unpackable_instance(seq)?;
            collect(vm, seq)
        }
        Value::Generator(_) => collect(vm, seq),
        Value::Iter(it) if it.try_borrow().is_ok_and(|it| it.runs_code()) => collect(vm, seq),
        _ => iter::unpack_items(seq),
    }
}

// ------------------------------------------------------------ raise

/// The error `raise exc` raises: `exc` an exception class (instantiated with no
/// arguments) or instance; anything else is CPython's `TypeError`.
pub fn raise_error(vm: &mut dyn Vm, exc: Value) -> PyResult<PyError> {
    let inst = match &exc {
        Value::Class(c) if c.is_exception() => super::construct(vm, c, Vec::new(), &[])?,
        Value::Instance(i) if i.class.is_exception() => exc.clone(),
        _ => {
            return Err(PyError::type_error(
                "exceptions must derive from BaseException",
            ));
        }
    };
    let Value::Instance(i) = &inst else {
        return Err(PyError::type_error(
            "exceptions must derive from BaseException",
        ));
    };
    let class = i.class.clone();
    let kind = class.exc_kind.unwrap_or(ExcType::Exception);
    // An exception whose `str()` runs no Python code (no `__str__` or `__repr__` of its
    // class, no instance among its arguments) gets its message when something reads
    // it: most handlers never do.
    // (A builtin class's are `BaseException`'s.)
    let plain = (class.builtin || !class.user_str())
        && i.native.try_borrow().is_ok_and(|args| !needs_vm(&args));
    if plain {
        return Ok(PyError::raised_lazily(
            kind,
            class.name.clone(),
            plain_exception_str,
            std::rc::Rc::new(inst),
        ));
    }
    let msg = str(vm, &inst)?;
    Ok(PyError::raised(
        kind,
        class.name.clone(),
        msg,
        std::rc::Rc::new(inst),
    ))
}

/// `BaseException.__str__` of an exception object (a `Value`) whose arguments print
/// without running Python code.
fn plain_exception_str(exception: &dyn std::any::Any) -> String {
    match exception.downcast_ref::<Value>() {
        Some(Value::Instance(i)) => plain_exception_message(i),
        _ => String::new(),
    }
}

/// `exception_str` without a machine: what an exception's arguments say when none of
/// them runs Python code to print (an instance among them prints as `object.__repr__`).
pub fn plain_exception_message(i: &crate::value::class::Instance) -> String {
    let plain = |v: &Value, as_repr| {
        Ok::<_, ()>(if as_repr {
            format::repr(v)
        } else {
            format::str(v)
        })
    };
    if let Some(Ok(s)) = os_error_str(i, plain) {
        return s;
    }
    if let Some(s) = syntax_error_str(i) {
        return format::str(&s);
    }
    let Ok(args) = i.native.try_borrow() else {
        return String::new();
    };
    match &*args {
        Value::Tuple(t) if t.0.is_empty() => String::new(),
        Value::Tuple(t) if t.0.len() == 1 => match i.class.exc_kind {
            Some(ExcType::KeyError) => format::repr(&t.0[0]),
            _ => format::str(&t.0[0]),
        },
        other => format::repr(other),
    }
}
