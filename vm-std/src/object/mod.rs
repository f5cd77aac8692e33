//! Python's object protocol on classes and instances (CPython's `Objects/object.c` and
//! `Objects/typeobject.c`): attribute lookup with descriptors, the method lookup of a
//! call, attribute assignment and deletion, calling a class, and the `class` statement.
//!
//! Anything here may run Python code (a property, `__init__`, `__getattr__`) through the
//! [`Vm`]; no `RefCell` borrow is held across such a call.

pub mod meta;
pub mod special;

pub use special::{repr, str};

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::methods;
use crate::runtime::{Machine, Vm};
use crate::value::class::{
    Class, ClassDict, Descr, ExcField, Instance, Native, SuperObj, c3, native_of_builtin,
    type_name_of,
};
use crate::value::native::Kwargs;
use crate::value::{Module, Value, obj};

/// `AttributeError` with `msg`.
#[cold]
pub fn attribute_error(msg: impl Into<String>) -> PyError {
    PyError::new(ExcType::AttributeError, msg)
}

/// What the message of a missing attribute's `AttributeError` is made of: rendered
/// only if read, since `getattr(obj, name, default)` and `hasattr` drop most of them
/// unread (formatting each was a tenth of `pprint.pformat`).
struct MissingAttribute {
    /// Whether the owner is a type (`type object 'C' has ...`).
    of_type: bool,
    owner: Owner,
    name: Box<str>,
}

/// The name of a missing attribute's owner (a type's name, or the type name of a value).
enum Owner {
    Static(&'static str),
    Shared(Rc<str>),
}

fn render_missing(a: &dyn std::any::Any) -> String {
    let Some(m) = a.downcast_ref::<MissingAttribute>() else {
        return String::new();
    };
    let owner = match &m.owner {
        Owner::Static(s) => s,
        Owner::Shared(s) => &**s,
    };
    if m.of_type {
        format!("type object '{owner}' has no attribute '{}'", m.name)
    } else {
        format!("'{owner}' object has no attribute '{}'", m.name)
    }
}

#[cold]
fn no_attribute(obj: &Value, name: &str) -> PyError {
    let (of_type, owner) = match obj {
        Value::Class(c) => (true, Owner::Shared(c.name.clone())),
        Value::Builtin(b) if b.is_type() => (true, Owner::Static(b.name())),
        other => (false, Owner::Static(other.type_name())),
    };
    let missing = MissingAttribute {
        of_type,
        owner,
        name: Box::from(name),
    };
    PyError::with_args_lazily(ExcType::AttributeError, render_missing, Rc::new(missing))
}

/// Whether `v` can be called (CPython's `callable()`): functions, builtins, methods,
/// classes, staticmethod objects (callable since 3.10; classmethod objects are not), and
/// instances whose class has `__call__`.
pub fn callable(v: &Value) -> bool {
    match v {
        Value::Function(_)
        | Value::Builtin(_)
        | Value::Method(_)
        | Value::Class(_)
        | Value::BoundMethod(_) => true,
        Value::Descr(d) => matches!(***d, Descr::StaticMethod(_)),
        Value::Instance(_) => special(v, "__call__").is_some(),
        _ => false,
    }
}

/// Whether a value found on a class binds to the instance it is looked up through (a
/// function, one of `object`'s slot wrappers, a method of a class a standard module
/// defines), as a method. So does an instance of a builtin class with `__get__` (an
/// `lru_cache` wrapper, whose `__get__` binds it as a function's does).
#[inline]
pub fn binds(v: &Value) -> bool {
    match v {
        Value::Function(_) => true,
        Value::Builtin(b) => b.binds(),
        Value::Instance(i) => i.class.builtin && i.class.lookup("__get__").is_some(),
        _ => false,
    }
}

/// A special method `name` that `v`'s class defines itself or inherits from a class other
/// than `object` and `BaseException` (whose defaults the callers implement natively).
#[inline]
pub fn special(v: &Value, name: &str) -> Option<Value> {
    let Value::Instance(i) = v else {
        return None;
    };
    match i.class.lookup(name)? {
        Value::Builtin(b) if b.is_slot_wrapper() => None,
        found => Some(found),
    }
}

/// Calls the special method `name` of `v` with `args` (after `v`), if its class has one.
pub fn call_special(
    vm: &mut dyn Vm,
    v: &Value,
    name: &str,
    args: Vec<Value>,
) -> PyResult<Option<Value>> {
    let Some(f) = special(v, name) else {
        return Ok(None);
    };
    call_bound(vm, &f, v, args, &[]).map(Some)
}

/// Calls a class attribute `f` found through `receiver`, bound as the attribute lookup
/// would bind it, with `args`.
pub fn call_bound(
    vm: &mut dyn Vm,
    f: &Value,
    receiver: &Value,
    args: Vec<Value>,
    kw: &Kwargs,
) -> PyResult<Value> {
    match f {
        f if binds(f) || matches!(f, Value::Method(_)) => {
            let mut all = Vec::with_capacity(args.len() + 1);
            all.push(receiver.clone());
            all.extend(args);
            vm.call(f, all, kw)
        }
        Value::Descr(d) => match &***d {
            Descr::StaticMethod(f) => vm.call(f, args, kw),
            Descr::ClassMethod(f) => {
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(type_of(receiver));
                all.extend(args);
                vm.call(f, all, kw)
            }
            Descr::Property { .. } | Descr::TupleItem(_) | Descr::ExcField(_) => {
                let v = bind(vm, f.clone(), receiver)?;
                vm.call(&v, args, kw)
            }
        },
        other => vm.call(other, args, kw),
    }
}

/// `type(v)` as a value for a class's instances (others: `None`, callers that need the
/// builtin type ask the builtins).
fn type_of(v: &Value) -> Value {
    match v {
        Value::Instance(i) => Value::class(i.class.clone()),
        Value::Class(_) => v.clone(),
        _ => Value::None,
    }
}

/// A class attribute `found` looked up through the instance `receiver`, bound.
pub fn bind(vm: &mut dyn Vm, found: Value, receiver: &Value) -> PyResult<Value> {
    if let Value::Method(_) = found {
        // A builtin base's method (through `super()`): bound to the builtin part.
        let native = native_part(receiver).unwrap_or_else(|| receiver.clone());
        return Ok(bound_method(found, native));
    }
    if binds(&found) {
        return Ok(bound_method(found, receiver.clone()));
    }
    if let Value::Descr(d) = &found {
        match &***d {
            Descr::StaticMethod(f) => return Ok(f.clone()),
            Descr::ClassMethod(f) => return Ok(bound_method(f.clone(), type_of(receiver))),
            Descr::Property { fget, .. } => {
                if matches!(fget, Value::None) {
                    return Err(property_lacks(d, &type_qualname(receiver), "getter"));
                }
                let fget = fget.clone();
                return vm.call_slice(&fget, &mut [receiver.clone()]);
            }
            Descr::ExcField(field) => return Ok(exc_state_of(receiver, *field)?.exc_field(*field)),
            Descr::TupleItem(n) => {
                return match &native_part(receiver) {
                    Some(Value::Tuple(t)) => t.0.get(*n as usize).cloned().ok_or_else(|| {
                        PyError::new(ExcType::IndexError, "tuple index out of range")
                    }),
                    _ => Err(PyError::type_error(format!(
                        "descriptor for index '{n}' for tuple subclasses doesn't apply to '{}' \
                         object",
                        receiver.type_name()
                    ))),
                };
            }
        }
    }
    Ok(found)
}

pub use crate::value::class::{del_exc_field, exc_state_of, set_exc_field};

/// The error for reading, setting or deleting (`what`: its missing `getter`, `setter`
/// or `deleter`) through property `d` an attribute of an instance of the class
/// `class` (its `__qualname__`), as CPython 3.11 words it: the property named by the
/// attribute it was given in a class body, if any. A member of a class a standard module
/// defines (a builtin getter: `partial.func`) is CPython's read-only member.
#[cold]
fn property_lacks(d: &Descr, class: &str, what: &str) -> PyError {
    let Descr::Property { fget, name, .. } = d else {
        return attribute_error(format!("no {what}"));
    };
    if matches!(fget, Value::Builtin(b) if b.is_method()) {
        return attribute_error("readonly attribute");
    }
    attribute_error(match &*name.borrow() {
        Some(name) => format!("property '{name}' of '{class}' object has no {what}"),
        None => format!("property of '{class}' object has no {what}"),
    })
}

/// The `__qualname__` of the type of `v` (`Outer.Inner` for an instance of a nested
/// class).
fn type_qualname(v: &Value) -> String {
    match v {
        Value::Instance(i) => i.class.qualname().to_string(),
        other => other.type_name().to_string(),
    }
}

fn bound_method(func: Value, receiver: Value) -> Value {
    Value::bound_method(func, receiver)
}

// ------------------------------------------------------------ reading attributes

/// `obj.name` (CPython's `PyObject_GetAttr`).
pub fn getattr(vm: &mut dyn Vm, obj: &Value, name: &str) -> PyResult<Value> {
    match obj {
        Value::Instance(i) => instance_getattr(vm, obj, i, name),
        Value::Class(c) => match c.meta() {
            Some(m) => {
                let m = Rc::clone(m);
                meta::meta_class_getattr(vm, c, &m, name)
            }
            None if name == "__class__" => {
                Ok(vm.machine().builtin("type").cloned().unwrap_or(Value::None))
            }
            None => {
                let v = class_getattr(c, name)?;
                // A descriptor written in Python read through its class: its
                // `__get__(None, cls)`.
                if crate::value::class::user_descriptor(&v).is_some_and(|d| d.get) {
                    return descriptor_get(vm, &v, Value::None, obj.clone());
                }
                Ok(v)
            }
        },
        Value::Super(s) => super_getattr(vm, s, name),
        Value::Module(m) => module_getattr_hooked(vm, m, name),
        other => match builtin_getattr(other, name) {
            // `(2).__class__`, `[].__class__`: the value's type, as `type(v)`.
            Err(e) if name == "__class__" => match vm.machine().builtin("type").cloned() {
                Some(t) => vm.call_slice(&t, &mut [other.clone()]),
                None => Err(e),
            },
            Err(e) => value_type_attribute(vm, other, name).ok_or(e),
            r => r,
        },
    }
}

/// `module.name`: a global of the module (CPython's `module_getattro`, with its
/// messages for a module an import cycle sees half made).
pub fn module_getattr(machine: &Machine, m: &Module, name: &str) -> PyResult<Value> {
    if let Some(v) = machine.module_global(m.id, name) {
        return Ok(v.clone());
    }
    if name == "__dict__" {
        let mut map = crate::value::DictMap::new();
        for (k, v) in machine.module_globals(m.id) {
            map.insert(Value::str(&*k), v);
        }
        return Ok(Value::dict(map));
    }
    Err(attribute_error(if m.initializing.get() {
        format!(
            "partially initialized module '{}' has no attribute '{name}' (most likely due \
             to a circular import)",
            m.name
        )
    } else {
        format!("module '{}' has no attribute '{name}'", m.name)
    }))
}

/// [`module_getattr`], then the module's own `__getattr__` (PEP 562) for a name it does
/// not bind.
pub fn module_getattr_hooked(vm: &mut dyn Vm, m: &Module, name: &str) -> PyResult<Value> {
    match module_getattr(vm.machine(), m, name) {
        Err(e) if e.kind() == ExcType::AttributeError => {
            let Some(hook) = vm.machine().module_global(m.id, "__getattr__").cloned() else {
                return Err(e);
            };
            vm.call_slice(&hook, &mut [Value::str(name)])
        }
        found => found,
    }
}

/// `getattr(obj, name, None)`-like: the attribute, or `None` for a missing one (other
/// errors propagate).
pub fn getattr_opt(vm: &mut dyn Vm, obj: &Value, name: &str) -> PyResult<Option<Value>> {
    // An instance read through `object.__getattribute__` says "missing" without an
    // AttributeError to make and drop (CPython's `_PyObject_LookupAttr`): half of a
    // `getattr(obj, name, None)` miss was the error.
    if let Value::Instance(i) = obj
        && (i.class.version() != 0 || i.class.own_getattribute().is_none())
    {
        return instance_lookup(vm, obj, i, name, true);
    }
    // A builtin value's miss likewise (`getattr(5, "foo", None)`: 1362 instructions,
    // CPython 531, most of them the error).
    if !matches!(
        obj,
        Value::Instance(_) | Value::Class(_) | Value::Super(_) | Value::Module(_)
    ) && name != "__class__"
    {
        return Ok(match builtin_lookup(obj, name) {
            Some(v) => Some(v),
            None => value_type_attribute(vm, obj, name),
        });
    }
    match getattr(vm, obj, name) {
        Ok(v) => Ok(Some(v)),
        Err(e) if e.kind() == ExcType::AttributeError => Ok(None),
        Err(e) => Err(e),
    }
}

fn instance_getattr(vm: &mut dyn Vm, obj: &Value, i: &Rc<Instance>, name: &str) -> PyResult<Value> {
    // Only a class without a version can have a `__getattribute__` of its own
    // (`Class::own_getattribute`): one test for every other read.
    if i.class.version() == 0
        && let Some(ga) = i.class.own_getattribute()
    {
        return getattribute_hooked(vm, obj, &ga, name);
    }
    generic_instance_getattr(vm, obj, i, name, true)
}

/// `obj.name` through the class's own `__getattribute__` `ga`, then, after its
/// AttributeError, `__getattr__` (CPython's `slot_tp_getattr_hook`).
fn getattribute_hooked(vm: &mut dyn Vm, obj: &Value, ga: &Value, name: &str) -> PyResult<Value> {
    match call_bound(vm, ga, obj, vec![Value::str(name)], &[]) {
        Err(e) if e.kind() == ExcType::AttributeError => match special(obj, "__getattr__") {
            Some(hook) => call_bound(vm, &hook, obj, vec![Value::str(name)], &[]),
            None => Err(e),
        },
        r => r,
    }
}

/// `object.__getattribute__` of an instance: its class's data descriptors, its own
/// attributes, the class's other attributes, then, with `hook`, its `__getattr__`.
pub fn generic_instance_getattr(
    vm: &mut dyn Vm,
    obj: &Value,
    i: &Rc<Instance>,
    name: &str,
    hook: bool,
) -> PyResult<Value> {
    lookup_found(vm, obj, i, name, hook)?.ok_or_else(|| no_attribute(obj, name))
}

/// [`generic_instance_getattr`] with `None` for a missing attribute: a plain miss
/// makes no AttributeError, and one a descriptor or `__getattr__` raised counts as a
/// miss too.
fn instance_lookup(
    vm: &mut dyn Vm,
    obj: &Value,
    i: &Rc<Instance>,
    name: &str,
    hook: bool,
) -> PyResult<Option<Value>> {
    match lookup_found(vm, obj, i, name, hook) {
        Err(e) if e.kind() == ExcType::AttributeError => Ok(None),
        r => r,
    }
}

/// The attribute lookup of [`generic_instance_getattr`]: `None` for a plain miss.
fn lookup_found(
    vm: &mut dyn Vm,
    obj: &Value,
    i: &Rc<Instance>,
    name: &str,
    hook: bool,
) -> PyResult<Option<Value>> {
    let found = i.class.lookup(name);
    // A data descriptor (a property) comes before the instance's own attributes.
    if let Some(f @ Value::Descr(d)) = &found
        && d.is_data()
    {
        return bind(vm, f.clone(), obj).map(Some);
    }
    let user = found
        .as_ref()
        .and_then(crate::value::class::user_descriptor);
    if let (Some(f), Some(d)) = (&found, user)
        && d.data
        && d.get
    {
        return descriptor_get(vm, f, obj.clone(), Value::class(i.class.clone())).map(Some);
    }
    if let Some(v) = i.get(name) {
        return Ok(Some(v));
    }
    if let (Some(f), Some(d)) = (&found, user)
        && d.get
    {
        return descriptor_get(vm, f, obj.clone(), Value::class(i.class.clone())).map(Some);
    }
    if let Some(f) = found {
        if let Some(m) = native_special(obj, i, &f, name) {
            return Ok(Some(match m {
                Value::Method(_) => bound_method(m, obj.clone()),
                other => other,
            }));
        }
        return bind(vm, f, obj).map(Some);
    }
    match name {
        "__class__" => return Ok(Some(Value::class(i.class.clone()))),
        "__dict__" if i.class.slots.is_none() => return Ok(Some(i.dict())),
        _ => {}
    }
    // The builtin part of an instance of a `list` or `dict` subclass has the type's
    // methods.
    let native = i.native.borrow().clone();
    if !matches!(native, Value::None | Value::Undefined)
        && let Some(m) = methods::find(&native, name)
    {
        return Ok(Some(bound_method(Value::Method(m), obj.clone())));
    }
    // An `int` or `float` subclass's instance: its number's data attributes (`real`).
    if matches!(name, "real" | "imag" | "numerator" | "denominator")
        && matches!(native, Value::Int(_) | Value::BigInt(_) | Value::Float(_))
        && let Some(v) = builtin_lookup(&native, name)
    {
        return Ok(Some(v));
    }
    if i.class.is_exception() && name == "args" {
        return Ok(Some(native));
    }
    // `SystemExit.code`: its argument (`None` without one, the tuple with several).
    if i.class.is_exception() && name == "code" && i.class.exc_kind == Some(ExcType::SystemExit) {
        return Ok(Some(match &native {
            Value::Tuple(t) if t.0.is_empty() => Value::None,
            Value::Tuple(t) if t.0.len() == 1 => t.0[0].clone(),
            other => other.clone(),
        }));
    }
    // `StopIteration.value`: the generator's return value, its first argument.
    if i.class.is_exception() && name == "value" && is_stop_iteration(&i.class) {
        return Ok(Some(match &native {
            Value::Tuple(t) => t.0.first().cloned().unwrap_or(Value::None),
            _ => Value::None,
        }));
    }
    if let Some(v) = builtin_base_attribute(&i.class, name) {
        return Ok(Some(v));
    }
    if hook && let Some(ga) = special(obj, "__getattr__") {
        return call_bound(vm, &ga, obj, vec![Value::str(name)], &[]).map(Some);
    }
    Ok(None)
}

/// For an instance of a subclass of a builtin type (`class S(str)`) whose class lookup
/// found `object`'s slot wrapper `found` for special method `name`: the builtin type's
/// own method, which comes before `object`'s in the MRO (`S('a').__eq__` is
/// `str.__eq__`; bound to the instance, whose builtin part it runs on).
///
/// why the check of a plain class in line: every attribute an instance's class has goes
/// through here (a call out of line cost the scheduler example 0.05% of its instructions).
#[inline(always)]
fn native_special(obj: &Value, i: &Instance, found: &Value, name: &str) -> Option<Value> {
    if i.class.native == Native::Object {
        return None;
    }
    native_special_of(obj, i, found, name)
}

/// [`native_special`] for an instance of a subclass of a builtin type: the method
/// (`Value::Method`), or `None` for the `__hash__` of a mutable builtin base.
#[inline(never)]
fn native_special_of(obj: &Value, i: &Instance, found: &Value, name: &str) -> Option<Value> {
    if !matches!(found, Value::Builtin(b) if b.is_slot_wrapper()) {
        return None;
    }
    if name == "__hash__" && unhashable_native(i.class.native) {
        return Some(Value::None);
    }
    methods::find(&native_part(obj)?, name).map(Value::Method)
}

/// Whether instances of a subclass of the builtin type behind `n` are unhashable: the
/// mutable types' `__hash__` is `None` (CPython's `list.__hash__`), which comes before
/// `object`'s in the MRO.
fn unhashable_native(n: Native) -> bool {
    matches!(n, Native::List | Native::Dict)
}

/// A special method of the builtin base of class `c` (`S.__add__` for `class S(str)`)
/// where the class lookup found nothing or only `object`'s slot wrapper: the builtin
/// type comes before `object` in the MRO.
fn native_class_special(c: &Class, found: Option<&Value>, name: &str) -> Option<Value> {
    if c.native == Native::Object
        || !name.starts_with("__")
        || !found.is_none_or(|f| matches!(f, Value::Builtin(b) if b.is_slot_wrapper()))
    {
        return None;
    }
    if name == "__hash__" && unhashable_native(c.native) {
        return Some(Value::None);
    }
    c.mro.iter().find_map(|base| match base {
        Value::Builtin(b) => methods::find(&native_probe(*b)?, name).map(Value::Method),
        _ => None,
    })
}

/// `object`'s slot wrapper `name` (`__str__`, `__ne__`, `__init__`, ...) read through a
/// value of a builtin type that has none of its own (`(1).__str__`, `None.__eq__`):
/// bound to the value, or as it is for a builtin type (`int.__str__`).
fn object_slot_wrapper(vm: &mut dyn Vm, v: &Value, name: &str) -> Option<Value> {
    if !name.starts_with("__") {
        return None;
    }
    // The mutable builtin types are unhashable: their `__hash__` is `None`.
    if name == "__hash__" {
        let unhashable = match v {
            Value::Builtin(b) if b.is_type() => {
                matches!(b.name(), "list" | "dict" | "set" | "bytearray")
            }
            Value::List(_) | Value::Dict(_) | Value::ByteArray(_) => true,
            Value::Set(s) => !s.is_frozen(),
            _ => false,
        };
        if unhashable {
            return Some(Value::None);
        }
    }
    let Some(Value::Class(object)) = vm.machine().builtin("object") else {
        return None;
    };
    let f @ Value::Builtin(_) = object.own(name)? else {
        return None;
    };
    Some(match v {
        Value::Builtin(b) if b.is_type() => f,
        _ => bound_method(f, v.clone()),
    })
}

/// `descr.__get__(instance, owner)` of a descriptor written in Python (`instance` is
/// `None` for a read through the class).
fn descriptor_get(
    vm: &mut dyn Vm,
    descr: &Value,
    instance: Value,
    owner: Value,
) -> PyResult<Value> {
    match special(descr, "__get__") {
        Some(get) => call_bound(vm, &get, descr, vec![instance, owner], &[]),
        None => Ok(descr.clone()),
    }
}

/// Whether `c` is `StopIteration` or a subclass of it.
fn is_stop_iteration(c: &Class) -> bool {
    &*c.name == "StopIteration"
        || c.mro
            .iter()
            .any(|b| matches!(b, Value::Class(b) if b.builtin && &*b.name == "StopIteration"))
}

fn class_getattr(c: &Rc<Class>, name: &str) -> PyResult<Value> {
    let found = c.lookup(name);
    if let Some(m) = native_class_special(c, found.as_ref(), name) {
        return Ok(m);
    }
    if let Some(v) = found {
        return Ok(match &v {
            Value::Descr(d) => match &***d {
                Descr::StaticMethod(f) => f.clone(),
                Descr::ClassMethod(f) => bound_method(f.clone(), Value::class(c.clone())),
                Descr::Property { .. } | Descr::TupleItem(_) | Descr::ExcField(_) => v,
            },
            _ => v,
        });
    }
    if let Some(v) = builtin_base_attribute(c, name) {
        return Ok(v);
    }
    Ok(match name {
        // A standard module's class is named as CPython's `tp_name`
        // (`functools.partial`): its module, then its name.
        "__name__" | "__qualname__" => Value::str(c.name.rsplit('.').next().unwrap_or(&c.name)),
        "__module__" => Value::str(&*c.module_name()),
        "__bases__" => Value::tuple(c.bases.clone()),
        "__mro__" => {
            let mut m = vec![Value::class(c.clone())];
            m.extend(c.mro.iter().cloned());
            Value::tuple(m)
        }
        "mro" => bound_method(Value::Method(methods::TYPE_MRO), Value::class(c.clone())),
        "__doc__" => Value::None,
        "__dict__" => {
            let mut map = crate::value::DictMap::new();
            for (k, v) in c.dict().entries() {
                map.insert(Value::str(&**k), v.clone());
            }
            Value::dict(map)
        }
        _ => return Err(no_attribute(&Value::class(c.clone()), name)),
    })
}

/// A class method of a builtin base of `c` (`D.fromkeys` for `class D(dict)`), bound to
/// `c`; a static one (`str.maketrans`) as it is.
fn builtin_base_attribute(c: &Rc<Class>, name: &str) -> Option<Value> {
    c.mro.iter().find_map(|base| {
        let Value::Builtin(b) = base else {
            return None;
        };
        match b.subclass_method(name) {
            Some(m) => Some(bound_method(Value::Builtin(m), Value::class(c.clone()))),
            None => b.type_attribute(name).map(Value::Builtin),
        }
    })
}

/// A class method of the builtin type of `v` read through the value (`{}.fromkeys`,
/// `''.maketrans`): the type's own; or the `__module__` of a function (or of a method's
/// function) that was not assigned one: the `__name__` of the module it was defined in.
fn value_type_attribute(vm: &mut dyn Vm, v: &Value, name: &str) -> Option<Value> {
    match (v, name) {
        (Value::Function(f), "__module__") => {
            return vm
                .machine()
                .module_global(f.code.extra.module, "__name__")
                .cloned();
        }
        (Value::BoundMethod(m), "__module__") => return value_type_attribute(vm, &m.func, name),
        // `BaseException.__traceback__`'s descriptor names its class, as CPython's.
        (Value::Descr(d), "__objclass__") if matches!(***d, Descr::ExcField(_)) => {
            return vm.machine().builtin("BaseException").cloned();
        }
        _ => {}
    }
    let own = match vm.machine().builtin(v.type_name()) {
        Some(Value::Builtin(b)) if b.is_type() => b.type_attribute(name).map(Value::Builtin),
        _ => None,
    };
    own.or_else(|| object_slot_wrapper(vm, v, name))
}

/// The class attribute `name` after `s.class` in the MRO of the receiver's type.
fn super_lookup(s: &SuperObj, name: &str) -> Option<Value> {
    let start = match &s.receiver {
        Value::Class(c) => match meta_receiver(s) {
            Some(m) => m,
            None => Rc::clone(c),
        },
        Value::Instance(i) => i.class.clone(),
        _ => return None,
    };
    let mut chain = std::iter::once(Value::class(start.clone())).chain(start.mro.iter().cloned());
    chain.find(|c| c.is(&s.class))?;
    for c in chain {
        match &c {
            Value::Class(c) => {
                if let Some(v) = c.own(name) {
                    return Some(v);
                }
            }
            // A builtin base (`list`, `dict`, `tuple`): its methods and `__new__`.
            Value::Builtin(b) => {
                if let Some(probe) = native_probe(*b)
                    && let Some(m) = methods::find(&probe, name)
                {
                    return Some(Value::Method(m));
                }
                if let Some(a) = b.type_attribute(name) {
                    return Some(Value::Builtin(a));
                }
            }
            _ => {}
        }
    }
    None
}

/// For `super()` in a metaclass's method, whose receiver is a class of that metaclass
/// (not a subclass of the method's class): the receiver's metaclass, whose MRO the lookup
/// walks, binding what it finds to the class as to an instance.
fn meta_receiver(s: &SuperObj) -> Option<Rc<Class>> {
    let Value::Class(c) = &s.receiver else {
        return None;
    };
    if c.is_subclass_of(&s.class) {
        return None;
    }
    c.meta()
        .filter(|m| m.is_subclass_of(&s.class))
        .map(Rc::clone)
}

fn super_getattr(vm: &mut dyn Vm, s: &SuperObj, name: &str) -> PyResult<Value> {
    if meta_receiver(s).is_some() {
        return match super_lookup(s, name) {
            // `type.__new__` is static; the rest binds to the class.
            Some(found @ Value::Builtin(_)) if name == "__new__" => Ok(found),
            Some(found) => bind(vm, found, &s.receiver),
            None => Err(attribute_error(format!(
                "'super' object has no attribute '{name}'"
            ))),
        };
    }
    match super_lookup(s, name) {
        Some(found) => match &s.receiver {
            Value::Class(_) => match &found {
                Value::Descr(d) if matches!(***d, Descr::ClassMethod(_)) => {
                    bind(vm, found.clone(), &s.receiver)
                }
                Value::Descr(d) if matches!(***d, Descr::StaticMethod(_)) => {
                    bind(vm, found.clone(), &s.receiver)
                }
                _ => Ok(found),
            },
            receiver => bind(vm, found, receiver),
        },
        None => Err(attribute_error(format!(
            "'super' object has no attribute '{name}'"
        ))),
    }
}

/// `obj.name` of a builtin value, or CPython's AttributeError.
fn builtin_getattr(obj: &Value, name: &str) -> PyResult<Value> {
    builtin_lookup(obj, name).ok_or_else(|| no_attribute(obj, name))
}

/// The attribute `name` of a builtin value (its methods, bound, and its data
/// attributes), or `None`. why apart from [`builtin_getattr`]: a miss makes no error,
/// which `getattr(x, name, default)` and `hasattr` would only drop.
fn builtin_lookup(obj: &Value, name: &str) -> Option<Value> {
    // (`find`, not `lookup`: a miss here goes on to other attributes, and `lookup`'s
    // message would be made for nothing: a fifth of `int.from_bytes(..)` in a loop.)
    if let Some(m) = methods::find(obj, name) {
        return Some(bound_method(Value::Method(m), obj.clone()));
    }
    if let Value::Function(f) = obj
        && let Some(Value::Dict(d)) = f.attrs.get()
        && let Some(v) = d.0.borrow().get(&Value::str(name))
    {
        return Some(v.clone());
    }
    match (obj, name) {
        (Value::Stream(s), "closed") => Some(Value::Bool(s.closed.get())),
        (Value::Stream(s), "name") if !s.name.is_empty() => Some(Value::str(&*s.name)),
        (Value::Stream(s), "mode") if !s.name.is_empty() => Some(Value::str(&*s.mode)),
        (Value::Array(a), "typecode") => Some(crate::value::char_value(a.code as char)),
        (Value::Array(a), "itemsize") => {
            Some(Value::Int(crate::value::array::itemsize(a.code) as i64))
        }
        (Value::Deque(d), "maxlen") => Some(d.maxlen.map_or(Value::None, |m| Value::Int(m as i64))),
        (Value::Function(f), "__dict__") => Some(function_dict(f).clone()),
        (Value::Function(f), "__defaults__") => Some(match f.defaults.len() {
            0 => Value::None,
            _ => Value::tuple(f.defaults.get().to_vec()),
        }),
        (Value::Function(f), "__kwdefaults__") => {
            let Some((sig, kwdefaults)) = &f.general else {
                return Some(Value::None);
            };
            let np = sig.positional as usize;
            let mut d = crate::value::DictMap::default();
            for (name, v) in sig.names[np..].iter().zip(kwdefaults.get().iter()) {
                if !matches!(v, Value::Undefined) {
                    d.insert(Value::str(&**name), v.clone());
                }
            }
            Some(if d.is_empty() {
                Value::None
            } else {
                Value::dict(d)
            })
        }
        (Value::Function(f), "__doc__") => {
            Some(f.code.extra.doc.as_deref().map_or(Value::None, Value::str))
        }
        // (An assigned `__name__` or `__qualname__` was found in the function's dict above.)
        (Value::Function(f), "__name__") => Some(Value::str(&*f.name)),
        (Value::Function(f), "__qualname__") => Some(Value::str(&*f.qualname)),
        (Value::Builtin(b), "__name__") => Some(Value::str(b.short_name())),
        (Value::Builtin(b), "__qualname__") => Some(Value::str(match b.module_name() {
            Some(m) => &b.name()[m.len() + 1..],
            None => b.name(),
        })),
        (Value::Builtin(b), "__module__") => {
            Some(Value::str(b.module_name().unwrap_or("builtins")))
        }
        // A builtin type's method (`str.upper`, or `"a".upper`'s function): `upper`,
        // `str.upper`.
        (Value::Method(m), "__name__") => Some(Value::str(
            m.qualname().rsplit('.').next().unwrap_or(m.qualname()),
        )),
        (Value::Method(m), "__qualname__") => Some(Value::str(m.qualname())),
        (Value::Generator(g) | Value::Coroutine(g) | Value::AsyncGenerator(g), "__name__") => {
            Some(Value::str(&*g.name))
        }
        (Value::Generator(g) | Value::Coroutine(g) | Value::AsyncGenerator(g), "__qualname__") => {
            Some(Value::str(&*g.qualname))
        }
        (Value::Generator(g), "gi_running") | (Value::Coroutine(g), "cr_running") => {
            Some(Value::Bool(g.running.get()))
        }
        // CPython's `ag_running` is the `asend` in progress (`ag_running_async`).
        (Value::AsyncGenerator(g), "ag_running") => Some(Value::Bool(g.agen.running_async.get())),
        // The numeric tower's data attributes (`bool` is an int: `True.real` is 1).
        (Value::Int(_) | Value::BigInt(_), "real" | "numerator") => Some(obj.clone()),
        (Value::Bool(b), "real" | "numerator") => Some(Value::Int(i64::from(*b))),
        (Value::Int(_) | Value::BigInt(_) | Value::Bool(_), "imag") => Some(Value::Int(0)),
        (Value::Int(_) | Value::BigInt(_) | Value::Bool(_), "denominator") => Some(Value::Int(1)),
        (Value::Float(_), "real") => Some(obj.clone()),
        (Value::Float(_), "imag") => Some(Value::Float(0.0)),
        (Value::Range(r), "start") => Some(Value::Int(r.start)),
        (Value::Range(r), "stop") => Some(Value::Int(r.stop)),
        (Value::Range(r), "step") => Some(Value::Int(r.step)),
        (Value::Slice(s), "start") => Some(s[0].clone()),
        (Value::Slice(s), "stop") => Some(s[1].clone()),
        (Value::Slice(s), "step") => Some(s[2].clone()),
        (Value::BoundMethod(m), "__self__") => Some(m.receiver.clone()),
        (Value::BoundMethod(m), "__func__") => Some(m.func.clone()),
        // The rest of a bound method's attributes are its function's (`__name__`).
        (Value::BoundMethod(m), _) => builtin_lookup(&m.func, name),
        // A property's docstring: the one given, else its getter's.
        (Value::Descr(d), "__doc__") => match &***d {
            Descr::Property { doc, fget, .. } => Some(match doc {
                Value::None => builtin_lookup(fget, "__doc__").unwrap_or(Value::None),
                doc => doc.clone(),
            }),
            // CPython's getset docs: `__context__` and `__cause__` have one.
            Descr::ExcField(f) => Some(match f {
                ExcField::Context => Value::str("exception context"),
                ExcField::Cause => Value::str("exception cause"),
                ExcField::Traceback | ExcField::SuppressContext => Value::None,
            }),
            _ => None,
        },
        (Value::Descr(d), "__name__") => match &***d {
            Descr::ExcField(f) => Some(Value::str(f.name())),
            _ => None,
        },
        (Value::Descr(d), "__qualname__") => match &***d {
            Descr::ExcField(f) => Some(Value::str(format!("BaseException.{}", f.name()))),
            _ => None,
        },
        (Value::Descr(d), "fget") => match &***d {
            Descr::Property { fget, .. } => Some(fget.clone()),
            _ => None,
        },
        (Value::Descr(d), "fset") => match &***d {
            Descr::Property { fset, .. } => Some(fset.clone()),
            _ => None,
        },
        (Value::Descr(d), "__func__") => match &***d {
            Descr::StaticMethod(f) | Descr::ClassMethod(f) => Some(f.clone()),
            _ => None,
        },
        (Value::Descr(d), "fdel") => match &***d {
            Descr::Property { fdel, .. } => Some(fdel.clone()),
            _ => None,
        },
        // `itertools.chain.from_iterable`: an attribute a standard module's table gives
        // its type.
        (Value::Builtin(b), _)
            if b.is_type()
                && let Some(a) = b.type_attribute(name) =>
        {
            Some(Value::Builtin(a))
        }
        // `list.append`, `str.join`: the method, unbound (called with the instance first).
        (Value::Builtin(b), _) if b.is_type() => {
            methods::lookup_unbound(b.short_name(), name).map(Value::Method)
        }
        _ => None,
    }
}

/// An empty value of the builtin type `b`, to look its methods up on (the types classes
/// may derive from).
fn native_probe(b: crate::value::Builtin) -> Option<Value> {
    match native_of_builtin(b)? {
        Native::List => Some(Value::list(Vec::new())),
        Native::Dict => Some(Value::dict(crate::value::DictMap::new())),
        Native::Tuple => Some(Value::tuple(Vec::new())),
        Native::Int => Some(Value::Int(0)),
        Native::Str => Some(Value::str("")),
        Native::Float => Some(Value::Float(0.0)),
        _ => None,
    }
}

/// The builtin part of an instance of a `list` or `dict` subclass (`None` otherwise).
pub fn native_part(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) => match &*i.native.borrow() {
            n @ (Value::List(_) | Value::Dict(_)) => Some(n.clone()),
            n @ Value::Tuple(_) if i.class.native == Native::Tuple => Some(n.clone()),
            n @ (Value::Int(_) | Value::BigInt(_) | Value::Str(_) | Value::Float(_))
                if matches!(i.class.native, Native::Int | Native::Str | Native::Float) =>
            {
                Some(n.clone())
            }
            _ => None,
        },
        _ => None,
    }
}

/// `obj.name` for a call (CPython's `LOAD_METHOD`): `(function, obj)` for a method, so
/// that the call passes `obj` as its first argument without a bound method, or
/// `(Undefined, attribute)` for anything else (the call skips the empty slot).
pub fn load_method(vm: &mut dyn Vm, obj: &Value, name: &str) -> PyResult<(Value, Value)> {
    load_method_by(vm, obj, name, |c| c.lookup(name))
}

/// [`load_method`] of a name the code interned: the class's attribute is read through
/// the attribute cache ([`Class::lookup_name`]) instead of a walk of the MRO's
/// namespaces. why: a polymorphic method site (deltablue's `c.execute()` over several
/// constraint classes) runs this generic path on every call.
pub fn load_method_interned(
    vm: &mut dyn Vm,
    obj: &Value,
    name: &Rc<str>,
) -> PyResult<(Value, Value)> {
    load_method_by(vm, obj, name, |c| c.lookup_name(name))
}

/// [`load_method`] with `lookup` finding `name` on a class.
#[inline(always)]
fn load_method_by(
    vm: &mut dyn Vm,
    obj: &Value,
    name: &str,
    lookup: impl Fn(&Class) -> Option<Value>,
) -> PyResult<(Value, Value)> {
    match obj {
        Value::Instance(i)
            if i.class.version() == 0
                && let Some(ga) = i.class.own_getattribute() =>
        {
            Ok((Value::Undefined, getattribute_hooked(vm, obj, &ga, name)?))
        }
        Value::Instance(i) => {
            let found = lookup(&i.class);
            if let Some(f) = &found
                && let Some(m) = native_special(obj, i, f, name)
                && i.get(name).is_none()
            {
                return Ok(match m {
                    Value::Method(_) => (m, obj.clone()),
                    other => (Value::Undefined, other),
                });
            }
            match &found {
                Some(f) if binds(f) && (i.class.slots.is_some() || i.get(name).is_none()) => {
                    return Ok((f.clone(), obj.clone()));
                }
                Some(Value::Descr(d)) if matches!(***d, Descr::ClassMethod(_)) => {
                    if i.get(name).is_none()
                        && let Descr::ClassMethod(f) = &***d
                    {
                        return Ok((f.clone(), Value::class(i.class.clone())));
                    }
                }
                _ => {}
            }
            if found.is_none()
                && i.get(name).is_none()
                && let Some(native) = native_part(obj)
                && let Some(m) = methods::find(&native, name)
            {
                return Ok((Value::Method(m), obj.clone()));
            }
            let v = instance_getattr(vm, obj, i, name)?;
            Ok((Value::Undefined, v))
        }
        Value::Class(c) => {
            if let Some(Value::Descr(d)) = &lookup(c)
                && let Descr::ClassMethod(f) = &***d
            {
                return Ok((f.clone(), obj.clone()));
            }
            if c.meta().is_some() {
                return Ok((Value::Undefined, getattr(vm, obj, name)?));
            }
            Ok((Value::Undefined, class_getattr(c, name)?))
        }
        Value::Super(s) => {
            if let Some(f) = super_lookup(s, name)
                && matches!(s.receiver, Value::Instance(_))
            {
                // A builtin base's method runs on the instance's builtin part; the
                // instance goes in, so that an in-place one (`__iadd__`) returns it.
                if let Value::Method(_) = f {
                    return Ok((f, s.receiver.clone()));
                }
                if binds(&f) {
                    return Ok((f, s.receiver.clone()));
                }
            }
            Ok((Value::Undefined, super_getattr(vm, s, name)?))
        }
        Value::Module(m) => Ok((Value::Undefined, module_getattr_hooked(vm, m, name)?)),
        other => match methods::lookup(other, name) {
            Ok(m) => Ok((Value::Method(m), other.clone())),
            Err(e) => match builtin_lookup(other, name) {
                Some(v) => Ok((Value::Undefined, v)),
                None => match value_type_attribute(vm, other, name) {
                    Some(v) => Ok((Value::Undefined, v)),
                    None => Err(e),
                },
            },
        },
    }
}

// ------------------------------------------------------------ writing attributes

/// `obj.name = value` (CPython's `PyObject_SetAttr`).
pub fn setattr(vm: &mut dyn Vm, obj: &Value, name: &Rc<str>, value: Value) -> PyResult<()> {
    match obj {
        Value::Instance(i) => {
            if let Some(f) = special_setattr(obj) {
                call_bound(vm, &f, obj, vec![Value::str(&**name), value], &[])?;
                return Ok(());
            }
            generic_setattr(vm, obj, i, name, value)
        }
        Value::Class(c) => {
            if let Some(f) = meta::meta_special(obj, "__setattr__") {
                call_bound(vm, &f, obj, vec![Value::str(&**name), value], &[])?;
                return Ok(());
            }
            class_setattr(vm, c, name, value)
        }
        Value::Module(m) => {
            let machine = vm.machine();
            let sym = machine.global_symbol(m.id, name);
            machine.globals.set(sym, value);
            Ok(())
        }
        // A function's attributes live in its `__dict__`, made on the first one.
        Value::Array(_) if matches!(&**name, "typecode" | "itemsize") => Err(PyError::new(
            ExcType::AttributeError,
            format!("attribute '{name}' of 'array.array' objects is not writable"),
        )),
        Value::Function(f) if matches!(&**name, "__defaults__" | "__kwdefaults__") => {
            set_function_defaults(f, name, value)
        }
        Value::Function(_)
            if matches!(&**name, "__name__" | "__qualname__")
                && !matches!(value, Value::Str(_)) =>
        {
            Err(PyError::type_error(format!(
                "{name} must be set to a string object"
            )))
        }
        Value::Function(f) => {
            if f.attrs.get().is_none() {
                // Its dict may come to hold it (`f.me = f`): a cycle to collect.
                crate::value::gc::track(f);
            }
            let Value::Dict(d) = function_dict(f) else {
                return Err(cannot_set(obj, name));
            };
            d.0.borrow_mut().insert(Value::str(&**name), value);
            Ok(())
        }
        other => Err(cannot_set(other, name)),
    }
}

/// `f.__defaults__ = ...` (a tuple or `None`) or `f.__kwdefaults__ = ...` (a dict or
/// `None`): the calls from now on use them, as CPython's. A tuple longer than the
/// positional parameters keeps its last items (the ones CPython's calls use; its
/// `__defaults__` would show them all).
fn set_function_defaults(f: &Rc<crate::value::Function>, name: &str, value: Value) -> PyResult<()> {
    if name == "__defaults__" {
        let values: Rc<[Value]> = match &value {
            Value::None => Rc::from([]),
            Value::Tuple(t) => {
                let positional = match &f.general {
                    Some((sig, _)) => sig.positional as usize,
                    None => f.nparams as usize,
                };
                t.0[t.0.len().saturating_sub(positional)..].into()
            }
            _ => {
                return Err(PyError::type_error(
                    "__defaults__ must be set to a tuple object",
                ));
            }
        };
        track_if_reaching(f, &values);
        f.defaults.set(values);
        // The constructor caches of its class checked the old ones (see
        // `storing_init_index`).
        if let Some(owner) = f.owner.get().and_then(std::rc::Weak::upgrade) {
            owner.modified();
        }
        return Ok(());
    }
    let given = match &value {
        Value::None => None,
        Value::Dict(d) => Some(d.0.borrow().clone()),
        _ => {
            return Err(PyError::type_error(
                "__kwdefaults__ must be set to a dict object",
            ));
        }
    };
    let Some((sig, kwdefaults)) = &f.general else {
        // No keyword-only parameters: nothing a call reads.
        return Ok(());
    };
    let np = sig.positional as usize;
    let values: Rc<[Value]> = sig.names[np..np + sig.kwonly as usize]
        .iter()
        .map(|n| {
            given
                .as_ref()
                .and_then(|d| d.get(&Value::str(&**n)).cloned())
                .unwrap_or_default()
        })
        .collect();
    track_if_reaching(f, &values);
    kwdefaults.set(values);
    Ok(())
}

/// Tracks function `f` in the cycle collector when its new defaults `values` may lead
/// back to it (`f.__defaults__ = (f,)`). Tracking it again is harmless: an object listed
/// twice only looks referenced from outside, so it is kept.
fn track_if_reaching(f: &Rc<crate::value::Function>, values: &[Value]) {
    if values.iter().any(|v| v.gc_address().is_some()) {
        crate::value::gc::track(f);
    }
}

/// `type.__setattr__(c, name, value)`: a data descriptor of the metaclass (a property's
/// setter), else the class's own attribute.
pub fn class_setattr(vm: &mut dyn Vm, c: &Rc<Class>, name: &Rc<str>, value: Value) -> PyResult<()> {
    if c.builtin {
        return Err(PyError::type_error(format!(
            "cannot set '{name}' attribute of immutable type '{}'",
            c.name
        )));
    }
    if let Some(m) = c.meta()
        && let Some(Value::Descr(ref d)) = m.lookup(name)
        && let Descr::Property { fset, .. } = &***d
    {
        if matches!(fset, Value::None) {
            return Err(property_lacks(d, &m.qualname(), "setter"));
        }
        let fset = fset.clone();
        vm.call_slice(&fset, &mut [Value::class(Rc::clone(c)), value])?;
        return Ok(());
    }
    c.set_attr(name.clone(), value);
    Ok(())
}

/// `type.__delattr__(c, name)`.
pub fn class_delattr(c: &Rc<Class>, name: &str) -> PyResult<()> {
    if c.builtin {
        return Err(PyError::type_error(format!(
            "cannot delete '{name}' attribute of immutable type '{}'",
            c.name
        )));
    }
    if c.del_attr(name) {
        Ok(())
    } else {
        Err(no_attribute(&Value::class(Rc::clone(c)), name))
    }
}

/// The subclass `OSError(errno, strerror, ...)` makes for `errno` (ENOENT:
/// `FileNotFoundError`, ...), when `class` is `OSError` itself and the errno has one.
fn os_error_subclass(vm: &mut dyn Vm, class: &Rc<Class>, args: &[Value]) -> Option<Rc<Class>> {
    if !(class.builtin && &*class.name == "OSError" && args.len() >= 2) {
        return None;
    }
    // Linux's numbers, as CPython's `errmap`.
    let name = match args[0] {
        Value::Int(1 | 13) => "PermissionError",
        Value::Int(2) => "FileNotFoundError",
        Value::Int(3) => "ProcessLookupError",
        Value::Int(4) => "InterruptedError",
        Value::Int(10) => "ChildProcessError",
        Value::Int(11 | 114 | 115) => "BlockingIOError",
        Value::Int(17) => "FileExistsError",
        Value::Int(20) => "NotADirectoryError",
        Value::Int(21) => "IsADirectoryError",
        Value::Int(32 | 108) => "BrokenPipeError",
        Value::Int(103) => "ConnectionAbortedError",
        Value::Int(104) => "ConnectionResetError",
        Value::Int(110) => "TimeoutError",
        Value::Int(111) => "ConnectionRefusedError",
        _ => return None,
    };
    match vm.machine().builtin(name) {
        Some(Value::Class(c)) => Some(Rc::clone(c)),
        _ => None,
    }
}

/// Function `f`'s `__dict__`, made when first asked for.
fn function_dict(f: &crate::value::Function) -> &Value {
    f.attrs
        .get_or_init(|| Value::dict(crate::value::DictMap::default()))
}

/// A user `__setattr__`, if the class has one (not `object`'s).
fn special_setattr(obj: &Value) -> Option<Value> {
    special(obj, "__setattr__")
}

#[cold]
/// The error of `obj.name = v` on a value of a builtin type, worded as CPython's for a
/// method (`list.append`), a data attribute (`int.real`) and anything else.
fn cannot_set(obj: &Value, name: &str) -> PyError {
    let t = obj.type_name();
    attribute_error(if methods::find(obj, name).is_some() {
        format!("'{t}' object attribute '{name}' is read-only")
    } else if builtin_lookup(obj, name).is_some() {
        format!("attribute '{name}' of '{t}' objects is not writable")
    } else {
        format!("'{t}' object has no attribute '{name}'")
    })
}

/// `object.__setattr__(obj, name, value)`: a property's setter, else the instance's own
/// attribute.
pub fn generic_setattr(
    vm: &mut dyn Vm,
    obj: &Value,
    i: &Rc<Instance>,
    name: &Rc<str>,
    value: Value,
) -> PyResult<()> {
    let found = i.class.lookup(name);
    if let Some(Value::Descr(d)) = &found {
        match &***d {
            Descr::TupleItem(_) => return Err(attribute_error("can't set attribute")),
            Descr::ExcField(field) => return set_exc_field(obj, *field, value),
            _ => {}
        }
    }
    // A data descriptor written in Python: its `__set__` (without one, a descriptor with
    // only `__delete__` refuses, as CPython's).
    if let Some(f) = &found
        && crate::value::class::user_descriptor(f).is_some_and(|d| d.data)
    {
        let Some(set) = special(f, "__set__") else {
            return Err(attribute_error("__set__"));
        };
        call_bound(vm, &set, f, vec![obj.clone(), value], &[])?;
        return Ok(());
    }
    if &**name == "__dict__" && i.class.slots.is_none() && !i.class.is_object() {
        let Value::Dict(d) = &value else {
            return Err(PyError::type_error(format!(
                "__dict__ must be set to a dictionary, not a '{}'",
                value.type_name()
            )));
        };
        i.set_dict(d);
        return Ok(());
    }
    if let Some(Value::Descr(d)) = &found
        && let Descr::Property { fset, .. } = &***d
    {
        if matches!(fset, Value::None) {
            return Err(property_lacks(d, &i.class.qualname(), "setter"));
        }
        let fset = fset.clone();
        vm.call_slice(&fset, &mut [obj.clone(), value])?;
        return Ok(());
    }
    // `BaseException.args`: a data descriptor over the exception's arguments, which
    // `str()` and the traceback print (any iterable becomes a tuple, as CPython's).
    if i.class.is_exception() && &**name == "args" {
        let args = Value::tuple(special::collect(vm, &value)?);
        *i.native.borrow_mut() = args;
        return Ok(());
    }
    i.set(name, value)
}

/// `del obj.name`.
pub fn delattr(vm: &mut dyn Vm, obj: &Value, name: &str) -> PyResult<()> {
    match obj {
        Value::Instance(i) => {
            if let Some(f) = special(obj, "__delattr__") {
                call_bound(vm, &f, obj, vec![Value::str(name)], &[])?;
                return Ok(());
            }
            generic_delattr(vm, obj, i, name)
        }
        Value::Class(c) => {
            if let Some(f) = meta::meta_special(obj, "__delattr__") {
                call_bound(vm, &f, obj, vec![Value::str(name)], &[])?;
                return Ok(());
            }
            class_delattr(c, name)
        }
        Value::Function(f) => {
            let removed = match f.attrs.get() {
                Some(Value::Dict(d)) => d.0.borrow_mut().remove(&Value::str(name)).is_some(),
                _ => false,
            };
            if removed {
                Ok(())
            } else {
                Err(no_attribute(obj, name))
            }
        }
        Value::Module(m) => {
            let machine = vm.machine();
            match machine.existing_symbol(m.id, name) {
                Some(sym) if machine.globals.remove(sym) => Ok(()),
                _ => Err(attribute_error(format!(
                    "module '{}' has no attribute '{name}'",
                    m.name
                ))),
            }
        }
        other => Err(cannot_set(other, name)),
    }
}

/// `object.__delattr__(obj, name)`.
pub fn generic_delattr(vm: &mut dyn Vm, obj: &Value, i: &Rc<Instance>, name: &str) -> PyResult<()> {
    let found = i.class.lookup(name);
    if let Some(Value::Descr(d)) = &found {
        match &***d {
            Descr::TupleItem(_) => return Err(attribute_error("can't delete attribute")),
            Descr::ExcField(field) => return Err(del_exc_field(obj, *field)),
            _ => {}
        }
    }
    if let Some(f) = &found
        && crate::value::class::user_descriptor(f).is_some_and(|d| d.data)
    {
        let Some(delete) = special(f, "__delete__") else {
            return Err(attribute_error("__delete__"));
        };
        call_bound(vm, &delete, f, vec![obj.clone()], &[])?;
        return Ok(());
    }
    if let Some(Value::Descr(d)) = &found
        && let Descr::Property { fdel, .. } = &***d
    {
        if matches!(fdel, Value::None) {
            return Err(property_lacks(d, &i.class.qualname(), "deleter"));
        }
        let fdel = fdel.clone();
        vm.call_slice(&fdel, &mut [obj.clone()])?;
        return Ok(());
    }
    if i.del(name) {
        Ok(())
    } else {
        Err(attribute_error(format!(
            "'{}' object has no attribute '{name}'",
            i.class.name
        )))
    }
}

// ------------------------------------------------------------ classes

/// A new instance of `class`, its attributes unset (what `__init__` then fills).
pub fn new_instance(class: &Rc<Class>) -> Value {
    new_instance_with(class, std::iter::empty())
}

/// A new instance of `class` for a call with `args`, before its `__init__` runs: an
/// exception's holds them as its `args` (what `BaseException.__new__` keeps). Not for an
/// `OSError`, whose arguments pick a subclass and set its fields (`construct_plain`).
pub fn new_instance_called(class: &Rc<Class>, args: &[Value]) -> Value {
    let inst = new_instance(class);
    if class.native == Native::Exception {
        *expect_instance(&inst).native.borrow_mut() = Value::tuple(args.to_vec());
    }
    inst
}

/// [`new_instance`] with its first attribute slots holding `first`.
pub fn new_instance_with(class: &Rc<Class>, first: impl ExactSizeIterator<Item = Value>) -> Value {
    Value::instance(Instance::with_slots(
        class.clone(),
        new_native_part(class),
        first,
    ))
}

/// The builtin part a new instance of `class` starts with.
#[inline(always)]
fn new_native_part(class: &Class) -> Value {
    match class.native {
        Native::Object | Native::Type => Value::None,
        Native::Int => Value::Int(0),
        Native::Str => Value::str(""),
        Native::Float => Value::Float(0.0),
        Native::List => Value::list(Vec::new()),
        Native::Dict => Value::dict(crate::value::DictMap::new()),
        Native::Exception | Native::Tuple => Value::tuple(Vec::new()),
    }
}

/// `tuple.__new__(cls, items)`: an instance of `cls` (a `tuple` subclass) holding `items`.
pub fn new_tuple_instance(cls: &Value, items: Vec<Value>) -> PyResult<Value> {
    match cls {
        Value::Class(c) if c.native == Native::Tuple => {
            let inst = new_instance(c);
            *expect_instance(&inst).native.borrow_mut() = Value::tuple(items);
            Ok(inst)
        }
        Value::Class(c) => Err(PyError::type_error(format!(
            "tuple.__new__({}): {} is not a subtype of tuple",
            c.name, c.name
        ))),
        other => Err(PyError::type_error(format!(
            "tuple.__new__(X): X is not a type object ({})",
            other.type_name()
        ))),
    }
}

/// `int.__new__(cls, *args)` / `str.__new__(cls, *args)`: an instance of `cls` (an `int`
/// or `str` subclass) holding what `int(*args)` / `str(*args)` makes.
pub fn new_native_instance(vm: &mut dyn Vm, cls: &Value, args: &[Value]) -> PyResult<Value> {
    let Value::Class(c) = cls else {
        return Err(PyError::type_error(format!(
            "__new__(X): X is not a type object ({})",
            cls.type_name()
        )));
    };
    let ty = match c.native {
        Native::Int => "int",
        Native::Str => "str",
        Native::Float => "float",
        _ => {
            return Err(PyError::type_error(format!(
                "__new__({}): {} is not a subtype of int or str",
                c.name, c.name
            )));
        }
    };
    let builtin = vm.machine().builtin(ty).cloned().unwrap_or(Value::None);
    let mut made = vm.call(&builtin, args.to_vec(), &[])?;
    // An instance of a subclass given as the argument: its builtin part.
    if let Some(n) = native_part(&made) {
        made = n;
    }
    let inst = new_instance(c);
    *expect_instance(&inst).native.borrow_mut() = made;
    Ok(inst)
}

/// The `__new__` a class defines in Python, if any (CPython calls it before `__init__`).
pub fn user_new(class: &Class) -> Option<Value> {
    let found = class.lookup("__new__")?;
    match &found {
        Value::Function(_) => Some(found),
        // `object.__new__` is a builtin in a staticmethod: not the class's own; the
        // `__new__` of a class a standard module defines (`time.struct_time`) is.
        Value::Descr(d) => match &***d {
            Descr::StaticMethod(f @ Value::Function(_)) => Some(f.clone()),
            Descr::StaticMethod(f @ Value::Builtin(b)) if b.is_method() => Some(f.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `class` has abstract methods (`__abstractmethods__` of its own, non-empty, as
/// `abc.ABC` sets it): instantiating it is an error.
pub fn is_abstract(class: &Class) -> bool {
    match &class.own("__abstractmethods__") {
        Some(Value::Set(s)) => !s.0.borrow().is_empty(),
        Some(Value::Tuple(t)) => !t.0.is_empty(),
        _ => false,
    }
}

/// CPython's error for instantiating a class with abstract methods (`object.__new__`).
pub fn check_abstract(class: &Class) -> PyResult<()> {
    if !is_abstract(class) {
        return Ok(());
    }
    let text = |v: &Value| match v {
        Value::Str(s) => s.s.to_string(),
        other => other.type_name().to_string(),
    };
    let mut names: Vec<String> = match &class.own("__abstractmethods__") {
        Some(Value::Set(s)) => s.0.borrow().iter().map(text).collect(),
        Some(Value::Tuple(t)) => t.0.iter().map(text).collect(),
        _ => Vec::new(),
    };
    names.sort();
    Err(PyError::type_error(format!(
        "Can't instantiate abstract class {} with abstract method{} {}",
        class.name,
        if names.len() > 1 { "s" } else { "" },
        names.join(", ")
    )))
}

/// What calling `class` runs: its `__init__`, if it is not `object`'s.
pub fn init_of(class: &Class) -> Option<Value> {
    match class.lookup("__init__")? {
        Value::Builtin(b) if b.is_slot_wrapper() => None,
        f => Some(f),
    }
}

/// `class(*args, **kw)`: a new instance, initialized by `__init__` (run to completion);
/// what its metaclass's `__call__` returns when it has one.
pub fn construct(
    vm: &mut dyn Vm,
    class: &Rc<Class>,
    args: Vec<Value>,
    kw: &Kwargs,
) -> PyResult<Value> {
    if class.meta().is_some()
        && let Some(f) = meta::meta_call(class)
    {
        return call_bound(vm, &f, &Value::class(Rc::clone(class)), args, kw);
    }
    construct_plain(vm, class, args, kw)
}

/// `type.__call__(class, *args, **kw)`: [`construct`] without the metaclass's `__call__`.
pub fn construct_plain(
    vm: &mut dyn Vm,
    class: &Rc<Class>,
    args: Vec<Value>,
    kw: &Kwargs,
) -> PyResult<Value> {
    if class.is_metaclass() {
        return meta::call_metaclass(vm, class, args, kw);
    }
    // A builtin exception class (immutable, `BaseException`'s `__new__` and `__init__`):
    // an instance holding the arguments, as the general path below makes it. why: its
    // lookups cost `raise ValueError(x)` about 700 instructions.
    if class.builtin && class.native == Native::Exception {
        let import = matches!(
            class.exc_kind,
            Some(ExcType::ImportError | ExcType::ModuleNotFoundError)
        );
        if !kw.is_empty() && !import {
            return Err(PyError::type_error(format!(
                "{}() takes no keyword arguments",
                class.name
            )));
        }
        let mapped = os_error_subclass(vm, class, &args);
        let inst = new_instance(mapped.as_ref().unwrap_or(class));
        let i = expect_instance(&inst);
        special::set_exception_args(i, args)?;
        if import {
            special::init_import_error(i, kw)?;
        }
        return Ok(inst);
    }
    construct_general(vm, class, args, kw)
}

/// [`construct_plain`] of a class that may define `__new__`, `__init__` or abstract
/// methods.
fn construct_general(
    vm: &mut dyn Vm,
    class: &Rc<Class>,
    args: Vec<Value>,
    kw: &Kwargs,
) -> PyResult<Value> {
    if let Some(new) = user_new(class) {
        // `__new__(cls, *args, **kw)` makes the instance; `__init__` runs on it only when
        // it is one of `class`'s, as CPython's `type_call` has it.
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(Value::class(class.clone()));
        all.extend(args.iter().cloned());
        let inst = vm.call(&new, all, kw)?;
        if let Value::Instance(i) = &inst
            && i.class.is_subclass_of(&Value::class(class.clone()))
            && let Some(init) = init_of(class)
        {
            run_init(vm, &init, &inst, args, kw)?;
        }
        return Ok(inst);
    }
    check_abstract(class)?;
    if matches!(class.native, Native::Int | Native::Str | Native::Float) {
        let inst = new_native_instance(vm, &Value::class(Rc::clone(class)), &args)?;
        if let Some(init) = init_of(class) {
            run_init(vm, &init, &inst, args, kw)?;
        }
        return Ok(inst);
    }
    // `OSError(errno, ...)` makes the subclass of that errno (CPython's `errnomap`).
    let mapped = os_error_subclass(vm, class, &args);
    let inst = new_instance(mapped.as_ref().unwrap_or(class));
    if class.native == Native::Exception {
        special::set_exception_args(expect_instance(&inst), args.clone())?;
    }
    if class.native == Native::Tuple {
        // `tuple.__new__(cls, iterable=())`.
        if args.len() > 1 {
            return Err(PyError::type_error(format!(
                "tuple expected at most 1 argument, got {}",
                args.len()
            )));
        }
        if let Some(items) = args.first() {
            let items = special::collect(vm, items)?;
            *expect_instance(&inst).native.borrow_mut() = Value::tuple(items);
        }
    }
    match init_of(class) {
        Some(init) => run_init(vm, &init, &inst, args, kw)?,
        // `ImportError.__init__` takes `name` and `path`; `BaseException.__init__` no
        // keywords.
        None if special::is_import_error(class) => {
            special::init_import_error(expect_instance(&inst), kw)?;
        }
        None if class.native == Native::Exception && !kw.is_empty() => {
            return Err(PyError::type_error(format!(
                "{}() takes no keyword arguments",
                class.name
            )));
        }
        None => {
            if (!args.is_empty() || !kw.is_empty()) && class.native == Native::Object {
                return Err(PyError::type_error(format!(
                    "{}() takes no arguments",
                    class.name
                )));
            }
            // A `list`/`dict` subclass without an `__init__` of its own: the builtin's.
            let init = match class.native {
                Native::List => Some(methods::LIST_INIT),
                Native::Dict => Some(methods::DICT_INIT),
                _ => None,
            };
            if let Some(init) = init {
                let native = expect_instance(&inst).native.borrow().clone();
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(native);
                all.extend(args);
                methods::call(vm, init, &mut all, kw)?;
            }
        }
    }
    Ok(inst)
}

/// Runs `init` (a class's `__init__`) on `inst` with `args`; it must return `None`.
fn run_init(
    vm: &mut dyn Vm,
    init: &Value,
    inst: &Value,
    args: Vec<Value>,
    kw: &Kwargs,
) -> PyResult<()> {
    let r = if binds(init) {
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(inst.clone());
        all.extend(args);
        vm.call(init, all, kw)?
    } else {
        call_bound(vm, init, inst, args, kw)?
    };
    check_init_result(&r)
}

fn expect_instance(v: &Value) -> &Instance {
    match v {
        Value::Instance(i) => i,
        _ => unreachable!("made by new_instance"),
    }
}

/// `__init__` must return `None`.
pub fn check_init_result(r: &Value) -> PyResult<()> {
    if matches!(r, Value::None) {
        Ok(())
    } else {
        Err(PyError::type_error(format!(
            "__init__() should return None, not '{}'",
            r.type_name()
        )))
    }
}

/// The `class` statement's last step: a class named `name` with `bases` (a tuple) and the
/// namespace its body filled (a dict), with the class set as the owner of the functions
/// defined in the body (for their zero-argument `super()`).
pub fn build_class(object: &Value, name: &Value, bases: &Value, ns: &Value) -> PyResult<Value> {
    let Value::Str(name) = name else {
        return Err(PyError::type_error("class name must be a string"));
    };
    let bases: Vec<Value> = match bases {
        Value::Tuple(t) => t.0.to_vec(),
        _ => Vec::new(),
    };
    let mut native = Native::Object;
    let mut exception = None;
    for b in &bases {
        let n = match b {
            Value::Class(c) => {
                exception = exception.or(c.exc_kind);
                c.native
            }
            Value::Builtin(bt) if bt.is_type() => match native_of_builtin(*bt) {
                Some(n) => n,
                None => {
                    return Err(PyError::type_error(format!(
                        "type '{}' is not an acceptable base type",
                        bt.name()
                    )));
                }
            },
            other => {
                return Err(PyError::type_error(format!(
                    "bases must be types, not '{}'",
                    other.type_name()
                )));
            }
        };
        if n != Native::Object {
            if native != Native::Object && native != n {
                return Err(PyError::type_error(
                    "multiple bases have instance lay-out conflict",
                ));
            }
            native = n;
        }
    }
    for (i, b) in bases.iter().enumerate() {
        if bases[..i].iter().any(|x| x.is(b)) {
            return Err(PyError::type_error(format!(
                "duplicate base class {}",
                type_name_of(b)
            )));
        }
    }
    let mro = c3(&name.s, &bases, object)?;
    let mut dict = ClassDict::default();
    if let Value::Dict(d) = ns {
        let entries: Vec<(Value, Value)> =
            d.0.borrow()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
        for (k, v) in entries {
            if let Value::Str(k) = &k {
                // `__init_subclass__` and `__class_getitem__` are classmethods whether
                // declared so or not (CPython's `type_new`).
                let v = match (&v, k.s.as_str()) {
                    (Value::Function(_), "__init_subclass__" | "__class_getitem__") => {
                        Value::Descr(crate::value::obj(Descr::ClassMethod(v)))
                    }
                    _ => v,
                };
                dict.set(Rc::from(k.s.as_str()), v);
            }
        }
    }
    // A class that defines `__eq__` but not `__hash__` gets `__hash__ = None`: its
    // instances are unhashable (CPython's `type_new`).
    if dict.get("__eq__").is_some() && dict.get("__hash__").is_none() {
        dict.set(Rc::from("__hash__"), Value::None);
    }
    let bases = if bases.is_empty() {
        vec![object.clone()]
    } else {
        bases
    };
    let class = Class::new(
        Rc::from(name.s.as_str()),
        bases,
        mro,
        dict,
        native,
        exception,
        false,
    )?;
    for (k, v) in class.dict().entries() {
        let f = match v {
            Value::Function(f) => Some(f),
            Value::Descr(d) => match &***d {
                Descr::StaticMethod(Value::Function(f))
                | Descr::ClassMethod(Value::Function(f)) => Some(f),
                Descr::Property {
                    fget,
                    fset,
                    fdel,
                    name,
                    ..
                } => {
                    // What `property.__set_name__` does in CPython's `type_new`.
                    name.replace(Some(k.clone()));
                    for g in [fget, fset, fdel] {
                        if let Value::Function(g) = g
                            && g.code.extra.method
                        {
                            let _ = g.owner.set(Rc::downgrade(&class));
                        }
                    }
                    None
                }
                _ => None,
            },
            _ => None,
        };
        if let Some(f) = f
            && f.code.extra.method
        {
            let _ = f.owner.set(Rc::downgrade(&class));
        }
    }
    Ok(Value::class(class))
}

/// Zero-argument `super()` in a method of `owner` whose first argument is `first`.
pub fn zero_arg_super(owner: Option<Rc<Class>>, first: &Value) -> PyResult<Value> {
    let Some(owner) = owner else {
        return Err(PyError::new(
            ExcType::RuntimeError,
            "super(): __class__ cell not found",
        ));
    };
    if matches!(first, Value::Undefined) {
        return Err(PyError::new(ExcType::RuntimeError, "super(): no arguments"));
    }
    make_super(Value::class(owner), first.clone())
}

/// `super(class, receiver)`.
pub fn make_super(class: Value, receiver: Value) -> PyResult<Value> {
    let ok = match (&receiver, &class) {
        (Value::Instance(i), _) => i.class.is_subclass_of(&class),
        (Value::Class(c), _) => {
            c.is_subclass_of(&class) || c.meta().is_some_and(|m| m.is_subclass_of(&class))
        }
        _ => false,
    };
    if !matches!(class, Value::Class(_)) {
        return Err(PyError::type_error(format!(
            "super() argument 1 must be a type, not {}",
            class.type_name()
        )));
    }
    if !ok {
        return Err(PyError::type_error(
            "super(type, obj): obj must be an instance or subtype of type",
        ));
    }
    Ok(Value::Super(obj(SuperObj { class, receiver })))
}
