//! The special methods of the builtin types as attributes (`int.__add__`, `"a".__eq__`,
//! `(1).__radd__`): what CPython's slot wrappers do. Each runs the operator it stands for
//! through `ops/` on its own operands, and returns `NotImplemented` for an operand its
//! type's slot does not take (`(1).__add__(1.0)`, `"a".__lt__(1)`), as the slot does;
//! sequence concatenation and repetition raise instead, as CPython's `sq_concat` and
//! `sq_repeat` do. An operand that is an instance of a subclass of a builtin type counts
//! as its builtin part.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::ops::{self, cmp, nb};
use crate::runtime::Vm;
use crate::value::class::Native;
use crate::value::native::Kwargs;
use crate::value::{self, Dict, List, PyStr, Set, Tuple, Value};

/// The builtin part of an operand: the value itself, or the `int`, `str`, `tuple`,
/// `list` or `dict` an instance of a subclass of one holds.
fn operand(v: &Value) -> Value {
    if let Value::Instance(i) = v
        && matches!(
            i.class.native,
            Native::Int | Native::Str | Native::Float | Native::Tuple | Native::List | Native::Dict
        )
    {
        let n = i.native.borrow().clone();
        if !matches!(n, Value::None | Value::Undefined) {
            return n;
        }
    }
    v.clone()
}

/// Whether `v` is an int (a bool is one).
fn int_like(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::BigInt(_) | Value::Bool(_))
}

/// Whether `v` is a number `float`'s slots take (an int or a float).
fn float_like(v: &Value) -> bool {
    int_like(v) || matches!(v, Value::Float(_))
}

fn is_str(v: &Value) -> bool {
    matches!(v, Value::Str(_))
}

fn is_bytes(v: &Value) -> bool {
    matches!(v, Value::Bytes(_))
}

fn is_bytearray(v: &Value) -> bool {
    matches!(v, Value::ByteArray(_))
}

/// A `bytes` or a `bytearray` (what `bytearray`'s comparisons take).
fn is_bytes_like(v: &Value) -> bool {
    matches!(v, Value::Bytes(_) | Value::ByteArray(_))
}

fn is_tuple(v: &Value) -> bool {
    matches!(v, Value::Tuple(_))
}

fn is_list(v: &Value) -> bool {
    matches!(v, Value::List(_))
}

fn is_dict(v: &Value) -> bool {
    matches!(v, Value::Dict(_))
}

/// A `set` or a `frozenset` (set operators take either).
fn is_set(v: &Value) -> bool {
    matches!(v, Value::Set(_))
}

/// A binary operator's slot (`op` a `BINARY_OP` code): `this <op> other`, or with
/// `reflected` `other <op> this`; `NotImplemented` when `accepts` refuses the operand.
fn binary(
    this: Value,
    a: &[Value],
    op: u32,
    reflected: bool,
    accepts: fn(&Value) -> bool,
) -> PyResult<Value> {
    let other = operand(&a[0]);
    if !accepts(&other) {
        return Ok(Value::NotImplemented);
    }
    match reflected {
        false => ops::binary_op(op, this, other),
        true => ops::binary_op(op, other, this),
    }
}

/// `sq_concat`: `this + other`, whose `TypeError` names the operand it refuses.
fn concat(this: Value, a: &[Value], op: u32) -> PyResult<Value> {
    ops::binary_op(op, this, operand(&a[0]))
}

/// `sq_repeat` (`__mul__` and `__rmul__` of sequences, `__imul__`): the count must be
/// an index (CPython's "cannot be interpreted as an integer").
fn repeat(vm: &mut dyn Vm, this: Value, a: &[Value], op: u32) -> PyResult<Value> {
    let n = index_of(vm, &a[0])?;
    ops::binary_op(op, this, n)
}

/// `v` as an index: an int, or what an instance's `__index__` returns.
fn index_of(vm: &mut dyn Vm, v: &Value) -> PyResult<Value> {
    let v = operand(v);
    if int_like(&v) {
        return Ok(v);
    }
    if let Value::Instance(_) = v
        && let Ok(f) = vm.getattr(&v, "__index__")
    {
        let n = vm.call(&f, Vec::new(), &[])?;
        if int_like(&n) {
            return Ok(n);
        }
    }
    Err(PyError::type_error(format!(
        "'{}' object cannot be interpreted as an integer",
        v.type_name()
    )))
}

/// A rich comparison's slot: `NotImplemented` for an operand `accepts` refuses, else
/// the comparison.
fn compare(
    vm: &mut dyn Vm,
    this: Value,
    a: &[Value],
    op: u32,
    accepts: fn(&Value) -> bool,
) -> PyResult<Value> {
    let other = operand(&a[0]);
    if !accepts(&other) {
        return Ok(Value::NotImplemented);
    }
    rich(vm, op, &this, &other)
}

/// `a <op> b` of two values of the same builtin type.
fn rich(vm: &mut dyn Vm, op: u32, a: &Value, b: &Value) -> PyResult<Value> {
    let container = matches!(
        a,
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_)
    );
    match op {
        // Items compare through their `__eq__` (`vm.eq`: identity first, as CPython's
        // containers compare them).
        cmp::EQ | cmp::NE if container => Ok(Value::Bool(vm.eq(a, b)? == (op == cmp::EQ))),
        // Mappings have no order.
        _ if matches!(a, Value::Dict(_)) => Ok(Value::NotImplemented),
        _ if matches!(a, Value::List(_) | Value::Tuple(_)) => sequence_order(vm, op, a, b),
        _ => ops::compare(op, a, b).map(Value::Bool),
    }
}

/// An ordering of two lists or two tuples, as CPython's `list_richcompare`: the first
/// items that differ decide (compared with the operator itself, through `operator`, so
/// that instances' methods run), else the lengths.
fn sequence_order(vm: &mut dyn Vm, op: u32, a: &Value, b: &Value) -> PyResult<Value> {
    let (x, y) = (items(a), items(b));
    for (p, q) in x.iter().zip(y.iter()) {
        if !vm.eq(p, q)? {
            if !matches!(p, Value::Instance(_)) && !matches!(q, Value::Instance(_)) {
                return rich(vm, op, p, q);
            }
            let operator = vm.import("operator")?;
            let name = ["lt", "le", "eq", "ne", "gt", "ge"][op as usize % 6];
            let f = vm.getattr(&operator, name)?;
            return vm.call_slice(&f, &mut [p.clone(), q.clone()]);
        }
    }
    ops::compare(op, &Value::Int(x.len() as i64), &Value::Int(y.len() as i64)).map(Value::Bool)
}

/// The items of a list or a tuple (a copy: comparing them may run code that changes
/// the list).
fn items(v: &Value) -> Vec<Value> {
    match v {
        Value::List(l) => l.with_values(|v| v.to_vec()),
        Value::Tuple(t) => t.0.to_vec(),
        _ => Vec::new(),
    }
}

/// Calls the builtin function `name` (`round`, `divmod`, `pow`, `abs`, `format`) on
/// builtin operands, which it computes without calling back here.
fn builtin(vm: &mut dyn Vm, name: &str, args: Vec<Value>) -> PyResult<Value> {
    let f = vm.machine().builtin(name).cloned().ok_or_else(|| {
        PyError::new(
            crate::error::ExcType::RuntimeError,
            format!("no builtin {name}"),
        )
    })?;
    vm.call(&f, args, &[])
}

/// `__divmod__`/`__rdivmod__`: `divmod` of operands `accepts` takes.
fn divmod(
    vm: &mut dyn Vm,
    this: Value,
    a: &[Value],
    reflected: bool,
    accepts: fn(&Value) -> bool,
) -> PyResult<Value> {
    let other = operand(&a[0]);
    if !accepts(&other) {
        return Ok(Value::NotImplemented);
    }
    let args = if reflected {
        vec![other, this]
    } else {
        vec![this, other]
    };
    builtin(vm, "divmod", args)
}

/// `__pow__(other, modulo=None)`: the three-argument form is `pow`'s.
fn power(
    vm: &mut dyn Vm,
    this: Value,
    a: &[Value],
    accepts: fn(&Value) -> bool,
) -> PyResult<Value> {
    match a.get(1) {
        None | Some(Value::None) => binary(this, a, nb::POWER, false, accepts),
        Some(m) => {
            let (other, m) = (operand(&a[0]), operand(m));
            if !accepts(&other) || !accepts(&m) {
                return Ok(Value::NotImplemented);
            }
            builtin(vm, "pow", vec![this, other, m])
        }
    }
}

/// `__int__`, `__index__`: the int itself (a bool's as an int).
fn plain_int(this: Value) -> Value {
    match this {
        Value::Bool(b) => Value::Int(i64::from(b)),
        other => other,
    }
}

/// `__float__` of an int.
fn to_float(this: &Value) -> PyResult<Value> {
    value::num::to_f64(this)
        .unwrap_or(Ok(0.0))
        .map(Value::Float)
}

/// `__contains__` of a list or a tuple: its items compared with `vm.eq` (instances'
/// `__eq__`).
fn has_item(vm: &mut dyn Vm, this: &Value, a: &[Value]) -> PyResult<Value> {
    for v in items(this) {
        if vm.eq(&v, &a[0])? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

/// `__iter__`: an iterator over a builtin iterable.
fn iter(this: &Value) -> PyResult<Value> {
    let it = value::iter::iterate(this)?;
    Ok(Value::Iter(value::obj(std::cell::RefCell::new(it))))
}

/// `__format__(spec)`: `format` of the builtin value.
fn format(vm: &mut dyn Vm, this: Value, a: &[Value]) -> PyResult<Value> {
    match &a[0] {
        Value::Str(_) => builtin(vm, "format", vec![this, a[0].clone()]),
        // (CPython's argument message names `None` itself, not its type.)
        Value::None => Err(PyError::type_error(
            "__format__() argument must be str, not None",
        )),
        other => Err(PyError::type_error(format!(
            "__format__() argument must be str, not {}",
            other.type_name()
        ))),
    }
}

/// `__round__(ndigits=None)`: `round` of the builtin number.
fn round(vm: &mut dyn Vm, this: Value, a: &[Value]) -> PyResult<Value> {
    let mut args = vec![plain_int(this)];
    args.extend(a.first().cloned());
    builtin(vm, "round", args)
}

/// Declares the handlers of one receiver type's special methods: each converts `self`
/// to a `Value` and runs its body (`vm`, `this`, the arguments `a`).
macro_rules! slot_handlers {
    ($self_ty:ty, |$s:ident| $to_value:expr; $($name:ident = |$vm:ident, $this:ident, $a:ident| $body:expr;)*) => {$(
        #[allow(unused_variables)]
        pub(super) fn $name($vm: &mut dyn Vm, $s: $self_ty, $a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
            let $this: Value = $to_value;
            $body
        }
    )*};
}

/// The number slots both `int` and `float` have, named `<prefix>_<slot>`.
macro_rules! number_handlers {
    ($self_ty:ty, |$s:ident| $to_value:expr, $accepts:path; $($name:ident = $op:expr, $reflected:expr;)*) => {
        slot_handlers! { $self_ty, |$s| $to_value; $(
            $name = |vm, this, a| binary(this, a, $op, $reflected, $accepts);
        )* }
    };
}

/// An int's receiver as `int`'s slots see it: a bool is its int (`int.__and__(True,
/// False)` is `0`, where `bool.__and__` makes `False`).
fn int_self(v: &Value) -> Value {
    match v {
        Value::Bool(b) => Value::Int(i64::from(*b)),
        other => other.clone(),
    }
}

/// `bool`'s `&`, `|`, `^` (`op`) slots: a bool for two bools, else `int`'s.
fn bool_bitwise(this: &Value, a: &[Value], op: u32, reflected: bool) -> PyResult<Value> {
    match operand(&a[0]) {
        Value::Bool(_) => binary(this.clone(), a, op, reflected, int_like),
        _ => binary(int_self(this), a, op, reflected, int_like),
    }
}

slot_handlers! { &Value, |s| s.clone();
    bool_and = |vm, this, a| bool_bitwise(&this, a, nb::AND, false);
    bool_rand = |vm, this, a| bool_bitwise(&this, a, nb::AND, true);
    bool_or = |vm, this, a| bool_bitwise(&this, a, nb::OR, false);
    bool_ror = |vm, this, a| bool_bitwise(&this, a, nb::OR, true);
    bool_xor = |vm, this, a| bool_bitwise(&this, a, nb::XOR, false);
    bool_rxor = |vm, this, a| bool_bitwise(&this, a, nb::XOR, true);
    bool_repr = |vm, this, a| Ok(Value::str(value::format::repr(&this)));
}

number_handlers! { &Value, |s| int_self(s), int_like;
    int_add = nb::ADD, false; int_radd = nb::ADD, true;
    int_sub = nb::SUBTRACT, false; int_rsub = nb::SUBTRACT, true;
    int_mul = nb::MULTIPLY, false; int_rmul = nb::MULTIPLY, true;
    int_truediv = nb::TRUE_DIVIDE, false; int_rtruediv = nb::TRUE_DIVIDE, true;
    int_floordiv = nb::FLOOR_DIVIDE, false; int_rfloordiv = nb::FLOOR_DIVIDE, true;
    int_mod = nb::REMAINDER, false; int_rmod = nb::REMAINDER, true;
    int_rpow = nb::POWER, true;
    int_lshift = nb::LSHIFT, false; int_rlshift = nb::LSHIFT, true;
    int_rshift = nb::RSHIFT, false; int_rrshift = nb::RSHIFT, true;
    int_and = nb::AND, false; int_rand = nb::AND, true;
    int_or = nb::OR, false; int_ror = nb::OR, true;
    int_xor = nb::XOR, false; int_rxor = nb::XOR, true;
}

number_handlers! { f64, |s| Value::Float(s), float_like;
    float_add = nb::ADD, false; float_radd = nb::ADD, true;
    float_sub = nb::SUBTRACT, false; float_rsub = nb::SUBTRACT, true;
    float_mul = nb::MULTIPLY, false; float_rmul = nb::MULTIPLY, true;
    float_truediv = nb::TRUE_DIVIDE, false; float_rtruediv = nb::TRUE_DIVIDE, true;
    float_floordiv = nb::FLOOR_DIVIDE, false; float_rfloordiv = nb::FLOOR_DIVIDE, true;
    float_mod = nb::REMAINDER, false; float_rmod = nb::REMAINDER, true;
    float_rpow = nb::POWER, true;
}

slot_handlers! { &Value, |s| s.clone();
    int_pow = |vm, this, a| power(vm, this, a, int_like);
    int_divmod = |vm, this, a| divmod(vm, this, a, false, int_like);
    int_rdivmod = |vm, this, a| divmod(vm, this, a, true, int_like);
    int_lt = |vm, this, a| compare(vm, this, a, cmp::LT, int_like);
    int_le = |vm, this, a| compare(vm, this, a, cmp::LE, int_like);
    int_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, int_like);
    int_ne = |vm, this, a| compare(vm, this, a, cmp::NE, int_like);
    int_gt = |vm, this, a| compare(vm, this, a, cmp::GT, int_like);
    int_ge = |vm, this, a| compare(vm, this, a, cmp::GE, int_like);
    int_neg = |vm, this, a| ops::neg(this);
    int_pos = |vm, this, a| ops::pos(plain_int(this));
    int_invert = |vm, this, a| ops::invert(this);
    int_abs = |vm, this, a| builtin(vm, "abs", vec![plain_int(this)]);
    int_bool = |vm, this, a| Ok(Value::Bool(value::truthy(&this)));
    int_hash = |vm, this, a| vm.hash(&this).map(Value::Int);
    int_int = |vm, this, a| Ok(plain_int(this));
    int_float = |vm, this, a| to_float(&this);
    int_round = |vm, this, a| round(vm, this, a);
    int_trunc = |vm, this, a| Ok(plain_int(this));
    int_format = |vm, this, a| format(vm, this, a);
}

slot_handlers! { f64, |s| Value::Float(s);
    float_pow = |vm, this, a| power(vm, this, a, float_like);
    float_divmod = |vm, this, a| divmod(vm, this, a, false, float_like);
    float_rdivmod = |vm, this, a| divmod(vm, this, a, true, float_like);
    float_lt = |vm, this, a| compare(vm, this, a, cmp::LT, float_like);
    float_le = |vm, this, a| compare(vm, this, a, cmp::LE, float_like);
    float_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, float_like);
    float_ne = |vm, this, a| compare(vm, this, a, cmp::NE, float_like);
    float_gt = |vm, this, a| compare(vm, this, a, cmp::GT, float_like);
    float_ge = |vm, this, a| compare(vm, this, a, cmp::GE, float_like);
    float_neg = |vm, this, a| ops::neg(this);
    float_pos = |vm, this, a| ops::pos(this);
    float_abs = |vm, this, a| Ok(Value::Float(s.abs()));
    float_bool = |vm, this, a| Ok(Value::Bool(s != 0.0));
    float_hash = |vm, this, a| vm.hash(&this).map(Value::Int);
    float_float = |vm, this, a| Ok(this);
    float_round = |vm, this, a| round(vm, this, a);
    float_format = |vm, this, a| format(vm, this, a);
    float_repr = |vm, this, a| Ok(Value::str(vm.repr(&this)?));
}

slot_handlers! { &Rc<PyStr>, |s| Value::Str(value::obj_rc(Rc::clone(s)));
    str_add = |vm, this, a| concat(this, a, nb::ADD);
    str_mul = |vm, this, a| repeat(vm, this, a, nb::MULTIPLY);
    // `"%d" % x`: `str`'s `nb_remainder`, which formats whatever its right operand is
    // and leaves a left operand that is no str to the other type.
    str_mod = |vm, this, a| ops::binary_op(nb::REMAINDER, this, a[0].clone());
    str_rmod = |vm, this, a| binary(this, a, nb::REMAINDER, true, is_str);
    str_lt = |vm, this, a| compare(vm, this, a, cmp::LT, is_str);
    str_le = |vm, this, a| compare(vm, this, a, cmp::LE, is_str);
    str_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, is_str);
    str_ne = |vm, this, a| compare(vm, this, a, cmp::NE, is_str);
    str_gt = |vm, this, a| compare(vm, this, a, cmp::GT, is_str);
    str_ge = |vm, this, a| compare(vm, this, a, cmp::GE, is_str);
    str_hash = |vm, this, a| vm.hash(&this).map(Value::Int);
    str_len = |vm, this, a| Ok(Value::Int(s.s.chars().count() as i64));
    str_contains = |vm, this, a| ops::contains(&operand(&a[0]), &this).map(Value::Bool);
    str_getitem = |vm, this, a| vm.getitem(&this, &a[0]);
    str_iter = |vm, this, a| iter(&this);
    str_format = |vm, this, a| format(vm, this, a);
}

slot_handlers! { &Value, |s| s.clone();
    bytes_add = |vm, this, a| concat(this, a, nb::ADD);
    bytes_mul = |vm, this, a| repeat(vm, this, a, nb::MULTIPLY);
    bytes_mod = |vm, this, a| ops::binary_op(nb::REMAINDER, this, a[0].clone());
    bytes_rmod = |vm, this, a| binary(this, a, nb::REMAINDER, true, is_bytes);
    bytes_lt = |vm, this, a| compare(vm, this, a, cmp::LT, is_bytes);
    bytes_le = |vm, this, a| compare(vm, this, a, cmp::LE, is_bytes);
    bytes_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, is_bytes);
    bytes_ne = |vm, this, a| compare(vm, this, a, cmp::NE, is_bytes);
    bytes_gt = |vm, this, a| compare(vm, this, a, cmp::GT, is_bytes);
    bytes_ge = |vm, this, a| compare(vm, this, a, cmp::GE, is_bytes);
    bytes_hash = |vm, this, a| vm.hash(&this).map(Value::Int);
    bytes_len = |vm, this, a| ops::len(&this).map(|n| Value::Int(n as i64));
    bytes_contains = |vm, this, a| ops::contains(&operand(&a[0]), &this).map(Value::Bool);
    bytes_getitem = |vm, this, a| vm.getitem(&this, &a[0]);
    bytes_iter = |vm, this, a| iter(&this);
    bytes_repr = |vm, this, a| Ok(Value::str(vm.repr(&this)?));
    bytearray_rmod = |vm, this, a| binary(this, a, nb::REMAINDER, true, is_bytearray);
    // A `bytearray` compares with any bytes-like operand (its buffer), unlike `bytes`.
    bytearray_lt = |vm, this, a| compare(vm, this, a, cmp::LT, is_bytes_like);
    bytearray_le = |vm, this, a| compare(vm, this, a, cmp::LE, is_bytes_like);
    bytearray_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, is_bytes_like);
    bytearray_ne = |vm, this, a| compare(vm, this, a, cmp::NE, is_bytes_like);
    bytearray_gt = |vm, this, a| compare(vm, this, a, cmp::GT, is_bytes_like);
    bytearray_ge = |vm, this, a| compare(vm, this, a, cmp::GE, is_bytes_like);
    bytearray_iadd = |vm, this, a| concat(this, a, nb::ADD + nb::INPLACE);
    bytearray_imul = |vm, this, a| repeat(vm, this, a, nb::MULTIPLY + nb::INPLACE);
    bytearray_setitem = |vm, this, a| {
        let (k, v) = (std::mem::take(&mut a[0]), std::mem::take(&mut a[1]));
        ops::setitem(&this, k, v).map(|()| Value::None)
    };
    bytearray_delitem = |vm, this, a| ops::delitem(&this, &a[0]).map(|()| Value::None);
}

slot_handlers! { &Rc<Tuple>, |s| Value::Tuple(value::obj_rc(Rc::clone(s)));
    tuple_add = |vm, this, a| concat(this, a, nb::ADD);
    tuple_mul = |vm, this, a| repeat(vm, this, a, nb::MULTIPLY);
    tuple_lt = |vm, this, a| compare(vm, this, a, cmp::LT, is_tuple);
    tuple_le = |vm, this, a| compare(vm, this, a, cmp::LE, is_tuple);
    tuple_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, is_tuple);
    tuple_ne = |vm, this, a| compare(vm, this, a, cmp::NE, is_tuple);
    tuple_gt = |vm, this, a| compare(vm, this, a, cmp::GT, is_tuple);
    tuple_ge = |vm, this, a| compare(vm, this, a, cmp::GE, is_tuple);
    tuple_hash = |vm, this, a| vm.hash(&this).map(Value::Int);
    tuple_len = |vm, this, a| Ok(Value::Int(s.0.len() as i64));
    tuple_contains = |vm, this, a| has_item(vm, &this, a);
    tuple_getitem = |vm, this, a| vm.getitem(&this, &a[0]);
    tuple_iter = |vm, this, a| iter(&this);
}

slot_handlers! { &Rc<List>, |s| Value::List(value::obj_rc(Rc::clone(s)));
    list_reversed = |vm, this, a| builtin(vm, "reversed", vec![this]);
    list_add = |vm, this, a| concat(this, a, nb::ADD);
    list_mul = |vm, this, a| repeat(vm, this, a, nb::MULTIPLY);
    list_imul = |vm, this, a| repeat(vm, this, a, nb::MULTIPLY + nb::INPLACE);
    list_iadd = |vm, this, a| {
        let mut other = a[0].clone();
        super::materialize(vm, &mut other)?;
        ops::binary_op(nb::ADD + nb::INPLACE, this, other)
    };
    list_contains = |vm, this, a| has_item(vm, &this, a);
    list_lt = |vm, this, a| compare(vm, this, a, cmp::LT, is_list);
    list_le = |vm, this, a| compare(vm, this, a, cmp::LE, is_list);
    list_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, is_list);
    list_ne = |vm, this, a| compare(vm, this, a, cmp::NE, is_list);
    list_gt = |vm, this, a| compare(vm, this, a, cmp::GT, is_list);
    list_ge = |vm, this, a| compare(vm, this, a, cmp::GE, is_list);
}

slot_handlers! { &Rc<Dict>, |s| Value::Dict(value::obj_rc(Rc::clone(s)));
    dict_reversed = |vm, this, a| builtin(vm, "reversed", vec![this]);
    dict_or = |vm, this, a| binary(this, a, nb::OR, false, is_dict);
    dict_ror = |vm, this, a| binary(this, a, nb::OR, true, is_dict);
    dict_ior = |vm, this, a| {
        super::dict_update_from(vm, s, &a[0])?;
        Ok(this)
    };
    dict_lt = |vm, this, a| compare(vm, this, a, cmp::LT, is_dict);
    dict_le = |vm, this, a| compare(vm, this, a, cmp::LE, is_dict);
    dict_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, is_dict);
    dict_ne = |vm, this, a| compare(vm, this, a, cmp::NE, is_dict);
    dict_gt = |vm, this, a| compare(vm, this, a, cmp::GT, is_dict);
    dict_ge = |vm, this, a| compare(vm, this, a, cmp::GE, is_dict);
}

slot_handlers! { &Rc<Set>, |s| Value::Set(value::obj_rc(Rc::clone(s)));
    set_and = |vm, this, a| binary(this, a, nb::AND, false, is_set);
    set_rand = |vm, this, a| binary(this, a, nb::AND, true, is_set);
    set_or = |vm, this, a| binary(this, a, nb::OR, false, is_set);
    set_ror = |vm, this, a| binary(this, a, nb::OR, true, is_set);
    set_xor = |vm, this, a| binary(this, a, nb::XOR, false, is_set);
    set_rxor = |vm, this, a| binary(this, a, nb::XOR, true, is_set);
    set_sub = |vm, this, a| binary(this, a, nb::SUBTRACT, false, is_set);
    set_rsub = |vm, this, a| binary(this, a, nb::SUBTRACT, true, is_set);
    set_iand = |vm, this, a| binary(this, a, nb::AND + nb::INPLACE, false, is_set);
    set_ior = |vm, this, a| binary(this, a, nb::OR + nb::INPLACE, false, is_set);
    set_ixor = |vm, this, a| binary(this, a, nb::XOR + nb::INPLACE, false, is_set);
    set_isub = |vm, this, a| binary(this, a, nb::SUBTRACT + nb::INPLACE, false, is_set);
    set_lt = |vm, this, a| compare(vm, this, a, cmp::LT, is_set);
    set_le = |vm, this, a| compare(vm, this, a, cmp::LE, is_set);
    set_eq = |vm, this, a| compare(vm, this, a, cmp::EQ, is_set);
    set_ne = |vm, this, a| compare(vm, this, a, cmp::NE, is_set);
    set_gt = |vm, this, a| compare(vm, this, a, cmp::GT, is_set);
    set_ge = |vm, this, a| compare(vm, this, a, cmp::GE, is_set);
    set_hash = |vm, this, a| vm.hash(&this).map(Value::Int);
    set_len = |vm, this, a| ops::len(&this).map(|n| Value::Int(n as i64));
    set_contains = |vm, this, a| crate::runtime::keys::set_contains(vm, s, &a[0]).map(Value::Bool);
    set_iter = |vm, this, a| iter(&this);
    set_repr = |vm, this, a| Ok(Value::str(vm.repr(&this)?));
}

slot_handlers! { &Value, |s| s.clone();
    none_bool = |vm, this, a| Ok(Value::Bool(false));
    none_repr = |vm, this, a| Ok(Value::str("None"));
    iterator_iter = |vm, this, a| Ok(this);
    // `next()` of the iterator: its next item, or `StopIteration`.
    iterator_next = |vm, this, a| builtin(vm, "next", vec![this]);
}
