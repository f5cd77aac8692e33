//! `json.JSONEncoder` and `json.JSONDecoder`: classes made at run time (so that a
//! program subclasses them as CPython's, overriding `default` most often, and passes
//! the subclass as `cls=`), whose methods are this module's entries. An encoder keeps
//! its options as instance attributes, as CPython's does, and `encode` reads them back
//! (a subclass's `default` method included).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::class::Class;
use crate::value::native::Kwargs;
use crate::value::{DictMap, Value};

use super::super::ClassCell;
use super::{
    DECODER_DECODE, DECODER_INIT, DECODER_RAW_DECODE, ENCODER_DEFAULT, ENCODER_ENCODE,
    ENCODER_INIT, ENCODER_ITERENCODE, decode, encode, error, given, indent_text, separator_pair,
    unexpected,
};

thread_local! {
    static ENCODER: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
    static DECODER: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static ENCODER_CELL: ClassCell = ClassCell::new(&ENCODER);
static DECODER_CELL: ClassCell = ClassCell::new(&DECODER);

/// `json.JSONEncoder` (made once per thread: see [`ClassCell`]).
pub fn encoder_class(vm: &mut dyn Vm) -> Rc<Class> {
    ENCODER_CELL.get_with(vm, |vm| {
        make(
            vm,
            "JSONEncoder",
            "json.encoder",
            &[
                ("__init__", Value::Builtin(ENCODER_INIT)),
                ("default", Value::Builtin(ENCODER_DEFAULT)),
                ("encode", Value::Builtin(ENCODER_ENCODE)),
                ("iterencode", Value::Builtin(ENCODER_ITERENCODE)),
                ("item_separator", Value::str(", ")),
                ("key_separator", Value::str(": ")),
            ],
        )
    })
}

/// `json.JSONDecoder` (made once per thread).
pub fn decoder_class(vm: &mut dyn Vm) -> Rc<Class> {
    DECODER_CELL.get_with(vm, |vm| {
        make(
            vm,
            "JSONDecoder",
            "json.decoder",
            &[
                ("__init__", Value::Builtin(DECODER_INIT)),
                ("decode", Value::Builtin(DECODER_DECODE)),
                ("raw_decode", Value::Builtin(DECODER_RAW_DECODE)),
            ],
        )
    })
}

fn make(vm: &mut dyn Vm, name: &str, module: &str, attrs: &[(&str, Value)]) -> Rc<Class> {
    let object = vm.machine().object.clone();
    let mut ns = DictMap::new();
    ns.insert(Value::str("__module__"), Value::str(module));
    for (k, v) in attrs {
        ns.insert(Value::str(*k), v.clone());
    }
    let made = object::build_class(
        &object,
        &Value::str(name),
        &Value::tuple(Vec::new()),
        &Value::dict(ns),
    );
    match &made {
        Ok(Value::Class(c)) => Rc::clone(c),
        // why unreachable: a class of `object` with a plain namespace always builds.
        _ => unreachable!("a plain class builds"),
    }
}

/// `self` and the other positional arguments of a method.
fn receiver<'a>(args: &'a mut [Value], name: &str) -> PyResult<(&'a Value, &'a mut [Value])> {
    match args.split_first_mut() {
        Some((this, rest)) => Ok((this, rest)),
        None => Err(PyError::type_error(format!(
            "{name}() missing required argument 'self'"
        ))),
    }
}

/// Sets attribute `name` of `this`.
fn set(vm: &mut dyn Vm, this: &Value, name: &str, v: Value) -> PyResult<()> {
    let name = vm.machine().attribute_name(name);
    object::setattr(vm, this, &name, v)
}

/// CPython's error for positional arguments to an `__init__` whose options are
/// keyword-only.
fn keyword_only(class: &str, extra: usize) -> PyError {
    let n = extra + 1;
    PyError::type_error(format!(
        "{class}.__init__() takes 1 positional argument but {n} were given"
    ))
}

/// `JSONEncoder.__init__(self, *, skipkeys=False, ensure_ascii=True,
/// check_circular=True, allow_nan=True, sort_keys=False, indent=None, separators=None,
/// default=None)`.
pub fn encoder_init(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (this, rest) = receiver(args, "JSONEncoder.__init__")?;
    if !rest.is_empty() {
        return Err(keyword_only("JSONEncoder", rest.len()));
    }
    let mut values = [
        ("skipkeys", Value::Bool(false)),
        ("ensure_ascii", Value::Bool(true)),
        ("check_circular", Value::Bool(true)),
        ("allow_nan", Value::Bool(true)),
        ("sort_keys", Value::Bool(false)),
        ("indent", Value::None),
    ];
    let mut separators = Value::None;
    let mut default = Value::None;
    for (k, v) in kw {
        match &**k {
            "separators" => separators = v.clone(),
            "default" => default = v.clone(),
            name => match values.iter_mut().find(|(n, _)| *n == name) {
                Some(slot) => slot.1 = v.clone(),
                None => return Err(unexpected("JSONEncoder", name)),
            },
        }
    }
    let indented = !matches!(values[5].1, Value::None);
    for (name, v) in values {
        set(vm, this, name, v)?;
    }
    if !matches!(separators, Value::None) {
        let (item, key) = separator_pair(vm, &separators)?;
        set(vm, this, "item_separator", Value::str(item))?;
        set(vm, this, "key_separator", Value::str(key))?;
    } else if indented {
        set(vm, this, "item_separator", Value::str(","))?;
    }
    if !matches!(default, Value::None) {
        set(vm, this, "default", default)?;
    }
    Ok(Value::None)
}

/// `JSONEncoder.default(self, o)`: CPython's error for an object of no JSON type.
pub fn encoder_default(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(format!(
        "Object of type {} is not JSON serializable",
        args[1].type_name()
    )))
}

/// The encoding options an encoder instance holds (its `default` method: a subclass's
/// override, an instance's `default` attribute, or the class's, which raises).
fn options_of(vm: &mut dyn Vm, this: &Value) -> PyResult<encode::Options> {
    let flag = |vm: &mut dyn Vm, name: &str| -> PyResult<bool> {
        let v = object::getattr(vm, this, name)?;
        object::special::truthy(vm, &v)
    };
    let skipkeys = flag(vm, "skipkeys")?;
    let ensure_ascii = flag(vm, "ensure_ascii")?;
    let check_circular = flag(vm, "check_circular")?;
    let allow_nan = flag(vm, "allow_nan")?;
    let sort_keys = flag(vm, "sort_keys")?;
    let indent = object::getattr(vm, this, "indent")?;
    let text = |vm: &mut dyn Vm, name: &str| -> PyResult<String> {
        match &object::getattr(vm, this, name)? {
            Value::Str(s) => Ok(s.s.to_string()),
            other => Err(PyError::type_error(format!(
                "make_encoder() argument {} must be str, not {}",
                if name == "key_separator" { 6 } else { 7 },
                other.type_name()
            ))),
        }
    };
    let item_separator = text(vm, "item_separator")?;
    let key_separator = text(vm, "key_separator")?;
    let default = object::getattr(vm, this, "default")?;
    Ok(encode::Options {
        skipkeys,
        ensure_ascii,
        check_circular,
        allow_nan,
        sort_keys,
        indent: indent_text(&indent)?,
        item_separator,
        key_separator,
        default: Some(default),
    })
}

/// `JSONEncoder.encode(self, o)`: the JSON text of `o`.
pub fn encoder_encode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (this, rest) = receiver(args, "JSONEncoder.encode")?;
    let opts = options_of(vm, this)?;
    Ok(Value::str(encode::encode(vm, &rest[0], &opts)?))
}

/// `JSONEncoder.iterencode(self, o, _one_shot=False)`: the text in chunks (here one
/// chunk, where CPython yields one per token).
pub fn encoder_iterencode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (this, rest) = receiver(args, "JSONEncoder.iterencode")?;
    let opts = options_of(vm, this)?;
    let text = Value::str(encode::encode(vm, &rest[0], &opts)?);
    Ok(crate::value::iter::items_iter(vec![text]))
}

/// `JSONDecoder.__init__(self, *, object_hook=None, parse_float=None, parse_int=None,
/// parse_constant=None, strict=True, object_pairs_hook=None)`.
pub fn decoder_init(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (this, rest) = receiver(args, "JSONDecoder.__init__")?;
    if !rest.is_empty() {
        return Err(keyword_only("JSONDecoder", rest.len()));
    }
    let mut values = [
        ("object_hook", Value::None),
        ("parse_float", Value::None),
        ("parse_int", Value::None),
        ("parse_constant", Value::None),
        ("strict", Value::Bool(true)),
        ("object_pairs_hook", Value::None),
    ];
    for (k, v) in kw {
        match values.iter_mut().find(|(n, _)| **n == **k) {
            Some(slot) => slot.1 = v.clone(),
            None => return Err(unexpected("JSONDecoder", k)),
        }
    }
    // `parse_float` and `parse_int` default to the types themselves, as CPython's.
    for (name, ty) in [("parse_float", "float"), ("parse_int", "int")] {
        if let Some(slot) = values.iter_mut().find(|(n, _)| *n == name)
            && matches!(slot.1, Value::None)
        {
            slot.1 = vm.machine().builtin(ty).cloned().unwrap_or(Value::None);
        }
    }
    for (name, v) in values {
        set(vm, this, name, v)?;
    }
    Ok(Value::None)
}

/// The decoding options a decoder instance holds; the builtin `float` and `int` as
/// parsers are the scanner's own parsing (the same values, without a call).
fn decode_options_of(vm: &mut dyn Vm, this: &Value) -> PyResult<decode::Options> {
    let float = vm.machine().builtin("float").cloned();
    let int = vm.machine().builtin("int").cloned();
    let hook = |vm: &mut dyn Vm, name: &str, own: &Option<Value>| -> PyResult<Option<Value>> {
        let v = object::getattr(vm, this, name)?;
        Ok(match own {
            Some(t) if v.is(t) => None,
            _ => given(&v),
        })
    };
    let object_hook = hook(vm, "object_hook", &None)?;
    let object_pairs_hook = hook(vm, "object_pairs_hook", &None)?;
    let parse_float = hook(vm, "parse_float", &float)?;
    let parse_int = hook(vm, "parse_int", &int)?;
    let parse_constant = hook(vm, "parse_constant", &None)?;
    let strict = object::getattr(vm, this, "strict")?;
    Ok(decode::Options {
        object_hook,
        object_pairs_hook,
        parse_float,
        parse_int,
        parse_constant,
        strict: object::special::truthy(vm, &strict)?,
    })
}

/// `JSONDecoder.decode(self, s)`: the one value of document `s` (a `str`).
pub fn decoder_decode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (this, rest) = receiver(args, "JSONDecoder.decode")?;
    let opts = decode_options_of(vm, this)?;
    super::decode_str(vm, &rest[0], &opts)
}

/// `JSONDecoder.raw_decode(self, s, idx=0)`: the value starting at character `idx` of
/// `s` and the index after it.
pub fn decoder_raw_decode(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (this, rest) = receiver(args, "JSONDecoder.raw_decode")?;
    let opts = decode_options_of(vm, this)?;
    let doc = rest[0].clone();
    let idx = match rest.get(1).or_else(|| kw.first().map(|(_, v)| v)) {
        None => 0,
        Some(v) => crate::value::num::to_index(v)?,
    };
    let Value::Str(text) = &doc else {
        return Err(PyError::type_error(format!(
            "first argument must be a string, not {}",
            doc.type_name()
        )));
    };
    if idx < 0 {
        return Err(PyError::value_error("idx cannot be negative"));
    }
    // The byte offset of character `idx`; past the end nothing starts.
    let start = match text.s.char_indices().nth(idx as usize) {
        Some((b, _)) => b,
        None if idx as usize == text.s.chars().count() => text.s.len(),
        None => {
            return Err(error::decode_error_at(
                vm,
                "Expecting value",
                &doc,
                idx as usize,
            ));
        }
    };
    match decode::raw(vm, &text.s, start, &opts) {
        Ok((v, end)) => {
            let end_chars = text.s[..end].chars().count();
            Ok(Value::tuple(vec![v, Value::Int(end_chars as i64)]))
        }
        Err(decode::Fail::Py(e)) => Err(e),
        Err(decode::Fail::At(msg, pos)) => Err(error::decode_error(vm, msg, &doc, pos)),
    }
}
