//! CPython's structseq (`time.struct_time`, `sys.version_info`): a `tuple` subclass whose
//! first fields are the tuple's items and also read-only attributes, each a property whose
//! getter is one of its module's hidden entries (which makes them CPython's read-only
//! members: `readonly attribute` on assignment). Fields past the sequence live in slots of
//! the instance, and the class has `__slots__`, so a program can set no other attribute.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::class::{Class, ClassDict, Descr, Native, c3};
use crate::value::{Builtin, Value, obj};

/// What a structseq class is made of.
pub struct Shape {
    /// The class's name, qualified as CPython's `tp_name` (`time.struct_time`).
    pub name: &'static str,
    /// The fields, in order: the first `visible` are the sequence.
    pub fields: &'static [&'static str],
    /// The getters of `fields`, in order.
    pub getters: &'static [Builtin],
    /// How many fields the sequence has (CPython's `n_sequence_fields`).
    pub visible: usize,
    /// The class's `__new__` (a static method) and `__repr__`.
    pub new: Builtin,
    pub repr: Builtin,
}

/// The class of `shape`.
pub fn make_class(vm: &mut dyn Vm, shape: &Shape) -> Rc<Class> {
    let m = vm.machine();
    let object = m.object.clone();
    let tuple = m
        .builtin("tuple")
        .cloned()
        .unwrap_or_else(|| object.clone());
    let mut dict = ClassDict::default();
    dict.set(
        Rc::from("__new__"),
        Value::Descr(obj(Descr::StaticMethod(Value::Builtin(shape.new)))),
    );
    dict.set(Rc::from("__repr__"), Value::Builtin(shape.repr));
    for (name, getter) in shape.fields.iter().zip(shape.getters) {
        let member = Descr::property(Value::Builtin(*getter), Value::None, Value::None);
        dict.set(Rc::from(*name), Value::Descr(obj(member)));
    }
    // Where an instance keeps the fields outside the sequence (the properties above
    // shadow the slots' names; their getters read the slots).
    let extra = shape.fields[shape.visible..]
        .iter()
        .map(|n| Value::str(*n))
        .collect();
    dict.set(Rc::from("__slots__"), Value::tuple(extra));
    for (name, n) in [
        ("n_sequence_fields", shape.visible),
        ("n_fields", shape.fields.len()),
        ("n_unnamed_fields", 0),
    ] {
        dict.set(Rc::from(name), Value::Int(n as i64));
    }
    let bases = vec![tuple];
    let made = c3(shape.name, &bases, &object).and_then(|mro| {
        Class::new(
            Rc::from(shape.name),
            bases,
            mro,
            dict,
            Native::Tuple,
            None,
            true,
        )
    });
    match made {
        Ok(c) => c,
        Err(_) => unreachable!("a tuple subclass with valid __slots__"),
    }
}

/// Sequence field `n` of `v`, an instance of `shape`'s class.
pub fn item(shape: &Shape, v: &Value, n: usize) -> PyResult<Value> {
    if let Value::Instance(i) = v
        && let Value::Tuple(t) = &*i.native.borrow()
    {
        return Ok(t.0.get(n).cloned().unwrap_or(Value::None));
    }
    Err(wrong_receiver(shape, n, v))
}

/// A field's getter called on something else than an instance of the class.
#[cold]
pub fn wrong_receiver(shape: &Shape, n: usize, v: &Value) -> PyError {
    PyError::type_error(format!(
        "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
        shape.fields[n],
        shape.name,
        v.type_name()
    ))
}

/// `repr(v)`: `name(field=value, ...)`, the sequence's fields only.
pub fn repr(vm: &mut dyn Vm, shape: &Shape, v: &Value) -> PyResult<Value> {
    let mut out = format!("{}(", shape.name);
    for (n, name) in shape.fields[..shape.visible].iter().enumerate() {
        let x = item(shape, v, n)?;
        if n > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
        out.push('=');
        out.push_str(&vm.repr(&x)?);
    }
    out.push(')');
    Ok(Value::str(out))
}

/// Getters (module entries) `$name` of fields `$n`, each returning `$field(&args[0], $n)`.
macro_rules! getters {
    ($owner:literal, $field:path; $($name:ident = $n:literal),* $(,)?) => {
        $(
            #[doc = concat!("`", $owner, ".", stringify!($name), "`.")]
            pub(super) fn $name(
                _: &mut dyn $crate::runtime::Vm,
                args: &mut [$crate::value::Value],
                _: &$crate::value::native::Kwargs,
            ) -> $crate::error::PyResult<$crate::value::Value> {
                $field(&args[0], $n)
            }
        )*
    };
}
pub(crate) use getters;

/// What a module that defines a structseq `$shape` (a [`Shape`]) around its plain fields
/// needs: `class(vm)`, the class made once per thread (see `ClassCell`); `field(v, n)`,
/// item `n` of an instance (for [`getters`]); and `repr`, its entry for `__repr__`.
macro_rules! standard {
    ($shape:path) => {
        thread_local! {
            static CLASS: ::std::cell::RefCell<::std::rc::Weak<$crate::value::class::Class>> =
                const { ::std::cell::RefCell::new(::std::rc::Weak::new()) };
        }
        static CELL: $crate::stdlib::ClassCell = $crate::stdlib::ClassCell::new(&CLASS);

        /// The class (made once per thread: see `ClassCell`).
        fn class(vm: &mut dyn $crate::runtime::Vm) -> ::std::rc::Rc<$crate::value::class::Class> {
            CELL.get_with(vm, |vm| $crate::stdlib::structseq::make_class(vm, &$shape))
        }

        /// Field `n` of `v`, an instance.
        fn field(
            v: &$crate::value::Value,
            n: usize,
        ) -> $crate::error::PyResult<$crate::value::Value> {
            $crate::stdlib::structseq::item(&$shape, v, n)
        }

        /// `repr` of an instance: `name(field=value, ...)`.
        pub(super) fn repr(
            vm: &mut dyn $crate::runtime::Vm,
            args: &mut [$crate::value::Value],
            _: &$crate::value::native::Kwargs,
        ) -> $crate::error::PyResult<$crate::value::Value> {
            $crate::stdlib::structseq::repr(vm, &$shape, &args[0])
        }
    };
    // With the function `$items` of the fields' values: also `value`, the instance, and
    // `new`, the class's constructor taking every field (`sys.float_info` and the like).
    ($shape:path, $name:literal, $items:path) => {
        $crate::stdlib::structseq::standard!($shape);

        #[doc = concat!("The value of `", $name, "`.")]
        pub fn value(vm: &mut dyn $crate::runtime::Vm) -> $crate::value::Value {
            let class = class(vm);
            $crate::stdlib::structseq::instance(&class, $items())
        }

        #[doc = concat!("`type(", $name, ")(sequence, dict=None)`: an instance of other values, as CPython's.")]
        pub(super) fn new(
            vm: &mut dyn $crate::runtime::Vm,
            args: &mut [$crate::value::Value],
            kw: &$crate::value::native::Kwargs,
        ) -> $crate::error::PyResult<$crate::value::Value> {
            let class = class(vm);
            $crate::stdlib::structseq::new_all_visible(vm, &$shape, &class, args, kw)
        }
    };
}
pub(crate) use standard;

/// An instance of `class` (made by [`make_class`]) whose sequence is `items`.
pub fn instance(class: &Rc<Class>, items: Vec<Value>) -> Value {
    let v = crate::object::new_instance(class);
    if let Value::Instance(i) = &v {
        *i.native.borrow_mut() = Value::tuple(items);
    }
    v
}

/// The items of `seq` as CPython's `PySequence_Fast` takes them: an object that cannot
/// be iterated is `constructor requires a sequence`.
pub fn sequence(vm: &mut dyn Vm, seq: &Value) -> PyResult<Vec<Value>> {
    let mut it = match crate::object::special::iterate(vm, seq) {
        Ok(it) => it,
        Err(e) if e.kind() == crate::error::ExcType::TypeError => {
            return Err(PyError::type_error("constructor requires a sequence"));
        }
        Err(e) => return Err(e),
    };
    let mut out = Vec::new();
    while let Some(v) = crate::object::special::next(vm, &mut it)? {
        out.push(v);
    }
    Ok(out)
}

/// `cls(sequence, dict=None)` for a class of `shape` whose fields are all in the
/// sequence (`args[0]` is the class): an instance of exactly `len(fields)` items, with
/// CPython's `structseq_new` errors (its `dict` has nothing to give such a class, but
/// must be a dict when given).
pub fn new_all_visible(
    vm: &mut dyn Vm,
    shape: &Shape,
    class: &Rc<Class>,
    args: &mut [Value],
    kw: &crate::value::native::Kwargs,
) -> PyResult<Value> {
    let Some((_cls, rest)) = args.split_first_mut() else {
        return Err(PyError::type_error(
            "structseq.__new__(): not enough arguments",
        ));
    };
    let [seq, dict] = super::bind_args("structseq", ["sequence", "dict"], 1, 2, rest, kw)?;
    let items = sequence(vm, &seq.unwrap_or_default())?;
    if dict.is_some_and(|d| !matches!(d, Value::Dict(_))) {
        return Err(PyError::type_error(format!(
            "{}() takes a dict as second arg, if any",
            shape.name
        )));
    }
    let (n, want) = (items.len(), shape.fields.len());
    if n != want {
        return Err(PyError::type_error(format!(
            "{}() takes a {want}-sequence ({n}-sequence given)",
            shape.name
        )));
    }
    Ok(instance(class, items))
}
