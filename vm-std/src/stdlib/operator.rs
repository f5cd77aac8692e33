//! `operator`: the operators as functions, and `itemgetter`, `attrgetter`,
//! `methodcaller`, as CPython 3.11's.
//!
//! Each function goes through the path of its operator (`object::special`), so an
//! instance's special methods (reflected ones and `NotImplemented` included) work as they
//! do for the operator. The three getters are builtin classes (see
//! [`super::native_class`]) whose state is what they were made with.

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::Signed;

use crate::error::{PyError, PyResult};
use crate::object::{self, special};
use crate::ops::{self, cmp, nb};
use crate::runtime::Vm;
use crate::value::class::Class;
use crate::value::native::Kwargs;
use crate::value::{NativeState, Value, visit_values};

use super::{ClassCell, NativeModule, native_class, state};

crate::runtime::table::natives! {
    table = 8;
    ABS = "abs" (0..) keywords(*) => abs;
    ADD = "add" (2) => add;
    AND = "and_" (2) => and_;
    CONCAT = "concat" (2) => concat;
    CONTAINS = "contains" (2) => contains;
    COUNT_OF = "countOf" (2) => count_of;
    DELITEM = "delitem" (2) => delitem;
    EQ = "eq" (2) => eq;
    FLOORDIV = "floordiv" (2) => floordiv;
    GE = "ge" (2) => ge;
    GETITEM = "getitem" (2) => getitem;
    GT = "gt" (2) => gt;
    IADD = "iadd" (2) => iadd;
    IAND = "iand" (2) => iand;
    ICONCAT = "iconcat" (2) => iconcat;
    IFLOORDIV = "ifloordiv" (2) => ifloordiv;
    ILSHIFT = "ilshift" (2) => ilshift;
    IMOD = "imod" (2) => imod;
    IMUL = "imul" (2) => imul;
    INDEX = "index" (0..) keywords(*) => index;
    INDEX_OF = "indexOf" (2) => index_of;
    INV = "inv" (0..) keywords(*) => inv;
    INVERT = "invert" (0..) keywords(*) => invert;
    IOR = "ior" (2) => ior;
    IPOW = "ipow" (2) => ipow;
    IRSHIFT = "irshift" (2) => irshift;
    IS = "is_" (2) => is_;
    IS_NOT = "is_not" (2) => is_not;
    ISUB = "isub" (2) => isub;
    ITRUEDIV = "itruediv" (2) => itruediv;
    IXOR = "ixor" (2) => ixor;
    LE = "le" (2) => le;
    LSHIFT = "lshift" (2) => lshift;
    LT = "lt" (2) => lt;
    MATMUL = "matmul" (2) => matmul;
    MOD = "mod" (2) => mod_;
    MUL = "mul" (2) => mul;
    NE = "ne" (2) => ne;
    NEG = "neg" (0..) keywords(*) => neg;
    NOT = "not_" (0..) keywords(*) => not_;
    OR = "or_" (2) => or_;
    POS = "pos" (0..) keywords(*) => pos;
    POW = "pow" (2) => pow;
    RSHIFT = "rshift" (2) => rshift;
    SETITEM = "setitem" (3) => setitem;
    SUB = "sub" (2) => sub;
    TRUEDIV = "truediv" (2) => truediv;
    TRUTH = "truth" (0..) keywords(*) => truth;
    XOR = "xor" (2) => xor;

    ITEMGETTER_INIT = "operator.itemgetter.__init__" (1..) => itemgetter_init;
    ITEMGETTER_CALL = "operator.itemgetter.__call__" (1..) keywords(*) => itemgetter_call;
    ITEMGETTER_REPR = "operator.itemgetter.__repr__" (1) => itemgetter_repr;
    ATTRGETTER_INIT = "operator.attrgetter.__init__" (1..) => attrgetter_init;
    ATTRGETTER_CALL = "operator.attrgetter.__call__" (1..) keywords(*) => attrgetter_call;
    ATTRGETTER_REPR = "operator.attrgetter.__repr__" (1) => attrgetter_repr;
    METHODCALLER_INIT = "operator.methodcaller.__init__" (1..) keywords(*)
        => methodcaller_init;
    METHODCALLER_CALL = "operator.methodcaller.__call__" (1..) keywords(*)
        => methodcaller_call;
    METHODCALLER_REPR = "operator.methodcaller.__repr__" (1) => methodcaller_repr;
}

pub const MODULE: NativeModule = NativeModule {
    name: "operator",
    functions: &TABLE,
    values,
};

fn values(vm: &mut dyn Vm) -> Vec<(&'static str, Value)> {
    vec![
        (
            "itemgetter",
            Value::class(ITEMGETTER.get(vm, itemgetter_class)),
        ),
        (
            "attrgetter",
            Value::class(ATTRGETTER.get(vm, attrgetter_class)),
        ),
        (
            "methodcaller",
            Value::class(METHODCALLER.get(vm, methodcaller_class)),
        ),
    ]
}

// ------------------------------------------------------------ the operators

/// `a <op> b` (a `BINARY_OP` code) through the operator's protocol; `+`, `-` and `*` of
/// two ints in line (`reduce(operator.mul, ...)`, `starmap(operator.mul, pairs)`).
#[inline]
fn binary(vm: &mut dyn Vm, op: u32, args: &mut [Value]) -> PyResult<Value> {
    if let (Value::Int(a), Value::Int(b)) = (&args[0], &args[1]) {
        match op {
            nb::ADD => return Ok(ops::int_add(*a, *b)),
            nb::SUBTRACT => return Ok(ops::int_sub(*a, *b)),
            nb::MULTIPLY => return Ok(ops::int_mul(*a, *b)),
            _ => {}
        }
    }
    let b = std::mem::take(&mut args[1]);
    let a = std::mem::take(&mut args[0]);
    special::binary(vm, op, a, b)
}

macro_rules! binary_ops {
    ($($name:ident => $op:expr),* $(,)?) => {$(
        #[doc = concat!("`operator.", stringify!($name), "(a, b)`.")]
        fn $name(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
            binary(vm, $op, args)
        }
    )*};
}

binary_ops! {
    and_ => nb::AND,
    floordiv => nb::FLOOR_DIVIDE,
    lshift => nb::LSHIFT,
    matmul => nb::MATRIX_MULTIPLY,
    mod_ => nb::REMAINDER,
    mul => nb::MULTIPLY,
    or_ => nb::OR,
    pow => nb::POWER,
    rshift => nb::RSHIFT,
    sub => nb::SUBTRACT,
    truediv => nb::TRUE_DIVIDE,
    xor => nb::XOR,
    iadd => nb::ADD + nb::INPLACE,
    iand => nb::AND + nb::INPLACE,
    ifloordiv => nb::FLOOR_DIVIDE + nb::INPLACE,
    ilshift => nb::LSHIFT + nb::INPLACE,
    imod => nb::REMAINDER + nb::INPLACE,
    imul => nb::MULTIPLY + nb::INPLACE,
    ior => nb::OR + nb::INPLACE,
    ipow => nb::POWER + nb::INPLACE,
    irshift => nb::RSHIFT + nb::INPLACE,
    isub => nb::SUBTRACT + nb::INPLACE,
    itruediv => nb::TRUE_DIVIDE + nb::INPLACE,
    ixor => nb::XOR + nb::INPLACE,
}

/// `operator.add(a, b)` (what `reduce(operator.add, ...)` calls directly, see
/// `super::call2`).
fn add(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    binary(vm, nb::ADD, args)
}

macro_rules! compare_ops {
    ($($name:ident => $op:expr),* $(,)?) => {$(
        #[doc = concat!("`operator.", stringify!($name), "(a, b)`: the comparison's value.")]
        fn $name(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
            special::compare(vm, $op, &args[0], &args[1])
        }
    )*};
}

compare_ops! {
    lt => cmp::LT,
    le => cmp::LE,
    eq => cmp::EQ,
    ne => cmp::NE,
    gt => cmp::GT,
    ge => cmp::GE,
}

/// The checks of `operator`'s one-argument functions, with CPython's messages
/// (`_operator.not_() takes exactly one argument (2 given)`).
fn one_argument_of(name: &str, args: &[Value], kw: &Kwargs) -> PyResult<()> {
    if !kw.is_empty() {
        return Err(PyError::type_error(format!(
            "_operator.{name}() takes no keyword arguments"
        )));
    }
    if args.len() != 1 {
        return Err(PyError::type_error(format!(
            "_operator.{name}() takes exactly one argument ({} given)",
            args.len()
        )));
    }
    Ok(())
}

fn neg(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("neg", args, kw)?;
    special::unary(vm, 0, std::mem::take(&mut args[0]))
}

fn pos(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("pos", args, kw)?;
    special::unary(vm, 1, std::mem::take(&mut args[0]))
}

fn inv(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("inv", args, kw)?;
    special::unary(vm, 2, std::mem::take(&mut args[0]))
}

fn invert(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("invert", args, kw)?;
    special::unary(vm, 2, std::mem::take(&mut args[0]))
}

fn abs(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("abs", args, kw)?;
    if let Some(r) = special::abs(vm, &args[0])? {
        return Ok(r);
    }
    match &args[0] {
        Value::Int(i) => Ok(match i.checked_abs() {
            Some(r) => Value::Int(r),
            None => Value::from_bigint(BigInt::from(*i).abs()),
        }),
        Value::Bool(b) => Ok(Value::Int(i64::from(*b))),
        Value::Float(f) => Ok(Value::Float(f.abs())),
        Value::BigInt(b) => Ok(Value::from_bigint(b.abs())),
        other => Err(PyError::type_error(format!(
            "bad operand type for abs(): '{}'",
            other.type_name()
        ))),
    }
}

fn not_(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("not_", args, kw)?;
    Ok(Value::Bool(!special::truthy(vm, &args[0])?))
}

fn truth(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("truth", args, kw)?;
    Ok(Value::Bool(special::truthy(vm, &args[0])?))
}

fn is_(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(args[0].is(&args[1])))
}

fn is_not(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(!args[0].is(&args[1])))
}

/// `operator.index(a)`: `a.__index__()`, an int.
fn index(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument_of("index", args, kw)?;
    match &args[0] {
        Value::Int(_) | Value::BigInt(_) => Ok(args[0].clone()),
        Value::Bool(b) => Ok(Value::Int(i64::from(*b))),
        v @ Value::Instance(_) => match object::call_special(vm, v, "__index__", Vec::new())? {
            Some(r @ (Value::Int(_) | Value::BigInt(_))) => Ok(r),
            Some(Value::Bool(b)) => Ok(Value::Int(i64::from(b))),
            Some(r) => Err(PyError::type_error(format!(
                "__index__ returned non-int (type {})",
                r.type_name()
            ))),
            None => Err(not_an_integer(v)),
        },
        v => Err(not_an_integer(v)),
    }
}

#[cold]
fn not_an_integer(v: &Value) -> PyError {
    PyError::type_error(format!(
        "'{}' object cannot be interpreted as an integer",
        v.type_name()
    ))
}

/// Whether `v` is a sequence to CPython (`PySequence_Check`): what `concat` takes.
fn is_sequence(v: &Value) -> bool {
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(_) => true,
        Value::Instance(_) => {
            object::special(v, "__getitem__").is_some() || object::native_part(v).is_some()
        }
        _ => false,
    }
}

/// `operator.concat(a, b)`: `a + b` of sequences.
fn concat(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if !is_sequence(&args[0]) {
        return Err(PyError::type_error(format!(
            "'{}' object can't be concatenated",
            args[0].type_name()
        )));
    }
    binary(vm, nb::ADD, args)
}

/// `operator.iconcat(a, b)`: `a += b` of sequences.
fn iconcat(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if !is_sequence(&args[0]) {
        return Err(PyError::type_error(format!(
            "'{}' object can't be concatenated",
            args[0].type_name()
        )));
    }
    binary(vm, nb::ADD + nb::INPLACE, args)
}

/// `operator.contains(a, b)`: `b in a`.
fn contains(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(special::contains(vm, &args[1], &args[0])?))
}

/// The positions of the items of `a` that are or equal `b`, up to the first when
/// `first`.
fn occurrences(vm: &mut dyn Vm, a: &Value, b: &Value, first: bool) -> PyResult<Vec<i64>> {
    let mut it = special::iterate(vm, a).map_err(|e| {
        if e.kind() == crate::error::ExcType::TypeError {
            PyError::type_error(format!(
                "argument of type '{}' is not iterable",
                a.type_name()
            ))
        } else {
            e
        }
    })?;
    let mut found = Vec::new();
    let mut i = 0;
    while let Some(x) = special::next(vm, &mut it)? {
        if special::eq(vm, &x, b)? {
            found.push(i);
            if first {
                break;
            }
        }
        i += 1;
    }
    Ok(found)
}

/// `operator.countOf(a, b)`.
fn count_of(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(
        occurrences(vm, &args[0], &args[1], false)?.len() as i64,
    ))
}

/// `operator.indexOf(a, b)`.
fn index_of(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match occurrences(vm, &args[0], &args[1], true)?.first() {
        Some(i) => Ok(Value::Int(*i)),
        None => Err(PyError::value_error("sequence.index(x): x not in sequence")),
    }
}

fn getitem(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    special::getitem(vm, &args[0], &args[1])
}

fn setitem(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let value = std::mem::take(&mut args[2]);
    let key = std::mem::take(&mut args[1]);
    special::setitem(vm, &args[0], key, value)?;
    Ok(Value::None)
}

fn delitem(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    special::delitem(vm, &args[0], &args[1])?;
    Ok(Value::None)
}

// ------------------------------------------------------------ the getters

thread_local! {
    static ITEMGETTER_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
    static ATTRGETTER_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
    static METHODCALLER_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
}

static ITEMGETTER: ClassCell = ClassCell::new(&ITEMGETTER_CELL);
static ATTRGETTER: ClassCell = ClassCell::new(&ATTRGETTER_CELL);
static METHODCALLER: ClassCell = ClassCell::new(&METHODCALLER_CELL);

fn itemgetter_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "operator.itemgetter",
        &[ITEMGETTER_INIT, ITEMGETTER_CALL, ITEMGETTER_REPR],
        &[],
        &[],
    )
}

fn attrgetter_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "operator.attrgetter",
        &[ATTRGETTER_INIT, ATTRGETTER_CALL, ATTRGETTER_REPR],
        &[],
        &[],
    )
}

fn methodcaller_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "operator.methodcaller",
        &[METHODCALLER_INIT, METHODCALLER_CALL, METHODCALLER_REPR],
        &[],
        &[],
    )
}

/// What a getter was made with.
enum Getter {
    /// `itemgetter(*items)`.
    Items(Vec<Value>),
    /// `attrgetter(*attrs)`: each name, and its dotted parts.
    Attrs(Vec<(Value, Vec<Rc<str>>)>),
    /// `methodcaller(name, *args, **kw)`.
    Method {
        name: Value,
        args: Vec<Value>,
        kw: Vec<(Rc<str>, Value)>,
    },
}

impl NativeState for Getter {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(match self {
            Getter::Items(items) => visit_values(items, f),
            Getter::Attrs(_) => 0,
            Getter::Method { args, kw, .. } => {
                visit_values(args.iter().chain(kw.iter().map(|(_, v)| v)), f)
            }
        })
    }

    fn clear(&self) {}
}

/// Sets the state of the getter instance `this`.
fn init(this: &Value, g: Getter) -> PyResult<Value> {
    let Value::Instance(i) = this else {
        return Err(PyError::type_error("__init__ needs an instance"));
    };
    *i.native.borrow_mut() = Value::opaque(g);
    Ok(Value::None)
}

/// Runs `f` on the state of getter `v`.
fn with_getter<R>(v: &Value, class: &str, f: impl FnOnce(&Getter) -> R) -> PyResult<R> {
    let st = state(v).ok_or_else(|| super::not_initialized(class, v))?;
    let g = st
        .get::<Getter>()
        .ok_or_else(|| super::not_initialized(class, v))?;
    Ok(f(g))
}

/// The one argument of a getter's call (`itemgetter expected 1 argument, got 2`).
fn one_argument(name: &str, args: &[Value], kw: &Kwargs) -> PyResult<()> {
    if !kw.is_empty() {
        return Err(PyError::type_error(format!(
            "{name}() takes no keyword arguments"
        )));
    }
    if args.len() != 2 {
        return Err(PyError::type_error(format!(
            "{name} expected 1 argument, got {}",
            args.len() - 1
        )));
    }
    Ok(())
}

/// A getter's `repr`: its class's name and the arguments it was made with.
fn getter_repr(vm: &mut dyn Vm, this: &Value, parts: Vec<String>) -> PyResult<Value> {
    let _ = vm;
    let name = match this {
        Value::Instance(i) => i.class.name.to_string(),
        other => other.type_name().to_string(),
    };
    Ok(Value::str(format!("{name}({})", parts.join(", "))))
}

fn itemgetter_init(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if args.len() < 2 {
        return Err(PyError::type_error("itemgetter expected 1 argument, got 0"));
    }
    let items = args[1..].to_vec();
    init(&args[0], Getter::Items(items))
}

fn itemgetter_call(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument("itemgetter", args, kw)?;
    let items = with_getter(&args[0], "operator.itemgetter", |g| match g {
        Getter::Items(items) => items.clone(),
        _ => Vec::new(),
    })?;
    let obj = &args[1];
    if let [item] = items.as_slice() {
        return special::getitem(vm, obj, item);
    }
    let mut out = Vec::with_capacity(items.len());
    for item in &items {
        out.push(special::getitem(vm, obj, item)?);
    }
    Ok(Value::tuple(out))
}

fn itemgetter_repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let items = with_getter(&args[0], "operator.itemgetter", |g| match g {
        Getter::Items(items) => items.clone(),
        _ => Vec::new(),
    })?;
    let parts = items
        .iter()
        .map(|v| object::repr(vm, v))
        .collect::<PyResult<Vec<_>>>()?;
    getter_repr(vm, &args[0], parts)
}

fn attrgetter_init(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if args.len() < 2 {
        return Err(PyError::type_error("attrgetter expected 1 argument, got 0"));
    }
    let mut attrs = Vec::with_capacity(args.len() - 1);
    for a in &args[1..] {
        let Value::Str(s) = a else {
            return Err(PyError::type_error("attribute name must be a string"));
        };
        let parts = s.s.split('.').map(Rc::from).collect();
        attrs.push((a.clone(), parts));
    }
    init(&args[0], Getter::Attrs(attrs))
}

/// `obj.a.b.c` for the dotted parts `path`.
fn dotted(vm: &mut dyn Vm, obj: &Value, path: &[Rc<str>]) -> PyResult<Value> {
    let mut v = obj.clone();
    for name in path {
        v = object::getattr(vm, &v, name)?;
    }
    Ok(v)
}

fn attrgetter_call(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument("attrgetter", args, kw)?;
    let attrs = with_getter(&args[0], "operator.attrgetter", |g| match g {
        Getter::Attrs(attrs) => attrs.iter().map(|(_, p)| p.clone()).collect(),
        _ => Vec::new(),
    })?;
    let obj = &args[1];
    if let [path] = attrs.as_slice() {
        return dotted(vm, obj, path);
    }
    let mut out = Vec::with_capacity(attrs.len());
    for path in &attrs {
        out.push(dotted(vm, obj, path)?);
    }
    Ok(Value::tuple(out))
}

fn attrgetter_repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let names = with_getter(&args[0], "operator.attrgetter", |g| match g {
        Getter::Attrs(attrs) => attrs.iter().map(|(n, _)| n.clone()).collect(),
        _ => Vec::new(),
    })?;
    let parts = names
        .iter()
        .map(|v| object::repr(vm, v))
        .collect::<PyResult<Vec<_>>>()?;
    getter_repr(vm, &args[0], parts)
}

fn methodcaller_init(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let Some(name) = args.get(1) else {
        return Err(PyError::type_error(
            "methodcaller needs at least one argument, the method name",
        ));
    };
    if !matches!(name, Value::Str(_)) {
        return Err(PyError::type_error("method name must be a string"));
    }
    let g = Getter::Method {
        name: name.clone(),
        args: args[2..].to_vec(),
        kw: kw.to_vec(),
    };
    init(&args[0], g)
}

/// What methodcaller `v` calls: the name, the arguments and the keywords.
type MethodCall = (Value, Vec<Value>, Vec<(Rc<str>, Value)>);

fn methodcaller_parts(v: &Value) -> PyResult<MethodCall> {
    with_getter(v, "operator.methodcaller", |g| match g {
        Getter::Method { name, args, kw } => (name.clone(), args.clone(), kw.clone()),
        _ => (Value::str(""), Vec::new(), Vec::new()),
    })
}

fn methodcaller_call(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_argument("methodcaller", args, kw)?;
    let (name, margs, mkw) = methodcaller_parts(&args[0])?;
    let Value::Str(name) = &name else {
        return Err(PyError::type_error("method name must be a string"));
    };
    let method = object::getattr(vm, &args[1], &name.s)?;
    vm.call(&method, margs, &mkw)
}

fn methodcaller_repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (name, margs, mkw) = methodcaller_parts(&args[0])?;
    let mut parts = vec![object::repr(vm, &name)?];
    for a in &margs {
        parts.push(object::repr(vm, a)?);
    }
    for (k, v) in &mkw {
        parts.push(format!("{k}={}", object::repr(vm, v)?));
    }
    getter_repr(vm, &args[0], parts)
}
