//! `json`: `dumps`, `dump`, `loads`, `load` and `JSONDecodeError`, behaving as CPython
//! 3.11's module (its C accelerator's output and messages). The encoder (`encode.rs`)
//! and the scanner (`decode.rs`) work on one `String` and the text's bytes; the error
//! class is `error.rs`.

mod classes;
mod decode;
mod encode;
mod error;

use crate::error::{ExcType, PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::bytes::{Codec, bytes_like};
use crate::value::native::Kwargs;

use super::NativeModule;

crate::runtime::table::natives! {
    table = 14;
    DUMPS = "dumps" (0..) keywords(*) => dumps;
    DUMP = "dump" (0..) keywords(*) => dump;
    LOADS = "loads" (0..) keywords(*) => loads;
    LOAD = "load" (0..) keywords(*) => load;
    DECODE_ERROR_INIT = "json.JSONDecodeError.__init__" (1..) keywords(*) => error::init;
    ENCODER_INIT = "json.JSONEncoder.__init__" (1..) keywords(*) => classes::encoder_init;
    ENCODER_DEFAULT = "json.JSONEncoder.default" (2) => classes::encoder_default;
    ENCODER_ENCODE = "json.JSONEncoder.encode" (2) => classes::encoder_encode;
    ENCODER_ITERENCODE = "json.JSONEncoder.iterencode" (2..=3) keywords["_one_shot"]
        => classes::encoder_iterencode;
    DECODER_INIT = "json.JSONDecoder.__init__" (1..) keywords(*) => classes::decoder_init;
    DECODER_DECODE = "json.JSONDecoder.decode" (2) => classes::decoder_decode;
    DECODER_RAW_DECODE = "json.JSONDecoder.raw_decode" (2..=3) keywords["idx"]
        => classes::decoder_raw_decode;
}

pub const MODULE: NativeModule = NativeModule {
    name: "json",
    functions: &TABLE,
    values,
};

fn values(vm: &mut dyn Vm) -> Vec<(&'static str, Value)> {
    vec![
        ("JSONDecodeError", Value::class(error::class(vm))),
        ("JSONEncoder", Value::class(classes::encoder_class(vm))),
        ("JSONDecoder", Value::class(classes::decoder_class(vm))),
    ]
}

/// CPython's error for a keyword argument the encoder or decoder class does not take
/// (`dumps(**kw)` passes unknown ones to `JSONEncoder.__init__`).
fn unexpected(class: &str, name: &str) -> PyError {
    PyError::type_error(format!(
        "{class}.__init__() got an unexpected keyword argument '{name}'"
    ))
}

/// The positional-or-keyword parameters `names` of Python function `fname` (`dumps`'
/// `obj`), given by position or by name, with CPython's messages for a wrong count.
fn params<const N: usize>(
    fname: &str,
    names: [&str; N],
    args: &[Value],
    kw: &Kwargs,
) -> PyResult<[Value; N]> {
    if args.len() > N {
        let s = if N == 1 { "" } else { "s" };
        return Err(PyError::type_error(format!(
            "{fname}() takes {N} positional argument{s} but {} were given",
            args.len()
        )));
    }
    let mut out: [Value; N] = std::array::from_fn(|_| Value::Undefined);
    let mut missing = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let by_name = kw.iter().find(|(k, _)| &**k == *name).map(|(_, v)| v);
        match (args.get(i), by_name) {
            (Some(_), Some(_)) => {
                return Err(PyError::type_error(format!(
                    "{fname}() got multiple values for argument '{name}'"
                )));
            }
            (Some(v), None) | (None, Some(v)) => out[i] = v.clone(),
            (None, None) => missing.push(format!("'{name}'")),
        }
    }
    if !missing.is_empty() {
        let n = missing.len();
        let list = match missing.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => missing.concat(),
        };
        let s = if n == 1 { "" } else { "s" };
        return Err(PyError::type_error(format!(
            "{fname}() missing {n} required positional argument{s}: {list}"
        )));
    }
    Ok(out)
}

/// `None` for `None` (an option left at its default), else the value.
fn given(v: &Value) -> Option<Value> {
    match v {
        Value::None => None,
        other => Some(other.clone()),
    }
}

/// The encoder's options from `dumps`' keyword arguments.
fn encode_options(vm: &mut dyn Vm, kw: &Kwargs) -> PyResult<encode::Options> {
    let mut o = encode::Options {
        skipkeys: false,
        ensure_ascii: true,
        check_circular: true,
        allow_nan: true,
        sort_keys: false,
        indent: None,
        item_separator: ", ".into(),
        key_separator: ": ".into(),
        default: None,
    };
    let mut separators = None;
    for (k, v) in kw {
        match &**k {
            "skipkeys" => o.skipkeys = object::special::truthy(vm, v)?,
            "ensure_ascii" => o.ensure_ascii = object::special::truthy(vm, v)?,
            "check_circular" => o.check_circular = object::special::truthy(vm, v)?,
            "allow_nan" => o.allow_nan = object::special::truthy(vm, v)?,
            "sort_keys" => o.sort_keys = object::special::truthy(vm, v)?,
            "default" => o.default = given(v),
            "separators" => separators = given(v),
            "cls" | "obj" | "fp" => {}
            "indent" => o.indent = indent_text(v)?,
            other => return Err(unexpected("JSONEncoder", other)),
        }
    }
    if o.indent.is_some() {
        // With an indent, lines end after the comma (CPython's default separators).
        o.item_separator = ",".into();
    }
    if let Some(seps) = separators {
        (o.item_separator, o.key_separator) = separator_pair(vm, &seps)?;
    }
    Ok(o)
}

/// The text one level of indentation adds for `indent` (`None`: no newlines): a string
/// as it is, an int as that many spaces (none when negative), as `JSONEncoder` has it.
fn indent_text(v: &Value) -> PyResult<Option<String>> {
    Ok(match v {
        Value::None => None,
        Value::Str(s) => Some(s.s.to_string()),
        Value::Int(n) => Some(" ".repeat((*n).clamp(0, 1 << 20) as usize)),
        Value::Bool(b) => Some(" ".repeat(usize::from(*b))),
        other => {
            return Err(PyError::type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                other.type_name()
            )));
        }
    })
}

/// `separators`: a pair of strings, item separator then key separator.
fn separator_pair(vm: &mut dyn Vm, seps: &Value) -> PyResult<(String, String)> {
    // Unpacked as CPython's `item_separator, key_separator = separators`.
    let items = crate::value::iter::unpacked(vm.collect(seps)?, 2)?;
    let [Value::Str(item), Value::Str(key)] = items.as_slice() else {
        return Err(PyError::type_error(
            "separators must be a pair of strings (item_separator, key_separator)",
        ));
    };
    Ok((item.s.to_string(), key.s.to_string()))
}

/// The class `cls=` names, if not `None`.
fn cls_of(kw: &Kwargs) -> Option<Value> {
    kw.iter()
        .find(|(k, _)| &**k == "cls")
        .and_then(|(_, v)| given(v))
}

/// `cls(skipkeys=False, ..., **kw)` as `json.dumps` makes its encoder: every option
/// under its name, its default where not given, then the other keywords.
fn make_encoder(vm: &mut dyn Vm, cls: &Value, kw: &Kwargs) -> PyResult<Value> {
    const OPTIONS: [&str; 8] = [
        "skipkeys",
        "ensure_ascii",
        "check_circular",
        "allow_nan",
        "indent",
        "separators",
        "default",
        "sort_keys",
    ];
    let mut args: Vec<(std::rc::Rc<str>, Value)> = OPTIONS
        .iter()
        .map(|name| {
            let given = kw
                .iter()
                .find(|(k, _)| &**k == *name)
                .map(|(_, v)| v.clone());
            let v = given.unwrap_or(match *name {
                "ensure_ascii" | "check_circular" | "allow_nan" => Value::Bool(true),
                "skipkeys" | "sort_keys" => Value::Bool(false),
                _ => Value::None,
            });
            (std::rc::Rc::from(*name), v)
        })
        .collect();
    args.extend(
        kw.iter()
            .filter(|(k, _)| !matches!(&**k, "cls" | "obj" | "fp") && !OPTIONS.contains(&&**k))
            .cloned(),
    );
    vm.call(cls, Vec::new(), &args)
}

/// `json.dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
/// allow_nan=True, cls=None, indent=None, separators=None, default=None,
/// sort_keys=False)`.
fn dumps(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [obj] = params("dumps", ["obj"], args, kw)?;
    if let Some(cls) = cls_of(kw) {
        let encoder = make_encoder(vm, &cls, kw)?;
        let encode = object::getattr(vm, &encoder, "encode")?;
        return vm.call_slice(&encode, &mut [obj]);
    }
    let opts = encode_options(vm, kw)?;
    Ok(Value::str(encode::encode(vm, &obj, &opts)?))
}

/// `json.dump(obj, fp, ...)`: `dumps`' text written with `fp.write`.
fn dump(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [obj, fp] = params("dump", ["obj", "fp"], args, kw)?;
    if let Some(cls) = cls_of(kw) {
        // CPython writes what the encoder's `iterencode` gives, chunk by chunk.
        let encoder = make_encoder(vm, &cls, kw)?;
        let iterencode = object::getattr(vm, &encoder, "iterencode")?;
        let chunks = vm.call_slice(&iterencode, &mut [obj])?;
        let chunks = vm.collect(&chunks)?;
        let write = object::getattr(vm, &fp, "write")?;
        for c in chunks {
            vm.call_slice(&write, &mut [c])?;
        }
        return Ok(Value::None);
    }
    let opts = encode_options(vm, kw)?;
    let text = encode::encode(vm, &obj, &opts)?;
    let write = object::getattr(vm, &fp, "write")?;
    vm.call_slice(&write, &mut [Value::str(text)])?;
    Ok(Value::None)
}

/// The decoder's options from `loads`' keyword arguments.
fn decode_options(vm: &mut dyn Vm, kw: &Kwargs) -> PyResult<decode::Options> {
    let mut o = decode::Options {
        strict: true,
        ..decode::Options::default()
    };
    for (k, v) in kw {
        match &**k {
            "object_hook" => o.object_hook = given(v),
            "object_pairs_hook" => o.object_pairs_hook = given(v),
            "parse_float" => o.parse_float = given(v),
            "parse_int" => o.parse_int = given(v),
            "parse_constant" => o.parse_constant = given(v),
            "strict" => o.strict = object::special::truthy(vm, v)?,
            "cls" | "s" => {}
            other => return Err(unexpected("JSONDecoder", other)),
        }
    }
    Ok(o)
}

/// `json.loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
/// parse_constant=None, object_pairs_hook=None, strict=True)`: `s` a `str`, or `bytes`
/// or `bytearray` in UTF-8, UTF-16 or UTF-32 (told from its first bytes).
fn loads(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [s] = params("loads", ["s"], args, kw)?;
    let doc = document(&s)?;
    let Value::Str(text) = &doc else {
        unreachable!("document() makes a str");
    };
    if text.s.starts_with('\u{feff}') {
        return Err(error::decode_error(
            vm,
            "Unexpected UTF-8 BOM (decode using utf-8-sig)",
            &doc,
            0,
        ));
    }
    if let Some(cls) = cls_of(kw) {
        // `cls(**kw).decode(s)`, with the hooks that are not `None` (as `json.loads`).
        let hooks: Vec<(std::rc::Rc<str>, Value)> = kw
            .iter()
            .filter(|(k, v)| match &**k {
                "cls" | "s" => false,
                "object_hook" | "object_pairs_hook" | "parse_float" | "parse_int"
                | "parse_constant" => !matches!(v, Value::None),
                // Any other keyword goes to `cls` as it is (`strict`, a subclass's own).
                _ => true,
            })
            .cloned()
            .collect();
        let decoder = vm.call(&cls, Vec::new(), &hooks)?;
        let decode = object::getattr(vm, &decoder, "decode")?;
        return vm.call_slice(&decode, &mut [doc]);
    }
    let opts = decode_options(vm, kw)?;
    decode_str(vm, &doc, &opts)
}

/// The document `loads` reads: a `str` as it is, `bytes` and `bytearray` decoded.
fn document(v: &Value) -> PyResult<Value> {
    Ok(match v {
        Value::Str(_) => v.clone(),
        _ => match bytes_like(v) {
            Some(b) if matches!(v, Value::Bytes(_) | Value::ByteArray(_)) => {
                Value::str(text_of_bytes(&b)?)
            }
            _ => {
                return Err(PyError::type_error(format!(
                    "the JSON object must be str, bytes or bytearray, not {}",
                    v.type_name()
                )));
            }
        },
    })
}

/// Decodes `doc` (a `str`) with `opts`: its one value, or CPython's errors.
fn decode_str(vm: &mut dyn Vm, doc: &Value, opts: &decode::Options) -> PyResult<Value> {
    let Value::Str(text) = doc else {
        return Err(PyError::type_error(format!(
            "expected string or buffer, not {}",
            doc.type_name()
        )));
    };
    match decode::decode(vm, &text.s, opts) {
        Ok(v) => Ok(v),
        Err(decode::Fail::Py(e)) => Err(e),
        Err(decode::Fail::At(msg, pos)) => Err(error::decode_error(vm, msg, doc, pos)),
    }
}

/// `json.load(fp, ...)`: `loads` of `fp.read()`.
fn load(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [fp] = params("load", ["fp"], args, kw)?;
    let read = object::getattr(vm, &fp, "read")?;
    let text = vm.call(&read, Vec::new(), &[])?;
    let kw: Vec<(std::rc::Rc<str>, Value)> =
        kw.iter().filter(|(k, _)| &**k != "fp").cloned().collect();
    loads(vm, &mut [text], &kw)
}

/// The text of a JSON document given as bytes, in the encoding CPython's
/// `json.detect_encoding` tells from its first bytes.
fn text_of_bytes(b: &[u8]) -> PyResult<String> {
    let utf32 = |big: bool, skip: usize| -> PyResult<String> {
        b[skip..]
            .chunks(4)
            .map(|c| {
                let a: [u8; 4] = c.try_into().ok()?;
                let n = if big {
                    u32::from_be_bytes(a)
                } else {
                    u32::from_le_bytes(a)
                };
                char::from_u32(n)
            })
            .collect::<Option<String>>()
            .ok_or_else(|| {
                PyError::new(
                    ExcType::UnicodeDecodeError,
                    "'utf-32' codec can't decode bytes",
                )
            })
    };
    let utf16 = |big: bool, skip: usize| -> PyResult<String> {
        if !(b.len() - skip).is_multiple_of(2) {
            return Err(PyError::new(
                ExcType::UnicodeDecodeError,
                "'utf-16' codec can't decode bytes: truncated data",
            ));
        }
        let units = b[skip..].chunks(2).map(|c| {
            if big {
                u16::from_be_bytes([c[0], c[1]])
            } else {
                u16::from_le_bytes([c[0], c[1]])
            }
        });
        Ok(char::decode_utf16(units)
            .map(|c| c.unwrap_or('\u{fffd}'))
            .collect())
    };
    if b.starts_with(&[0, 0, 0xfe, 0xff]) {
        return utf32(true, 4);
    }
    if b.starts_with(&[0xff, 0xfe, 0, 0]) {
        return utf32(false, 4);
    }
    if b.starts_with(&[0xfe, 0xff]) {
        return utf16(true, 2);
    }
    if b.starts_with(&[0xff, 0xfe]) {
        return utf16(false, 2);
    }
    if b.starts_with(&[0xef, 0xbb, 0xbf]) {
        return crate::value::bytes::decode(&b[3..], Codec::Utf8, "strict");
    }
    if b.len() >= 4 {
        if b[0] == 0 {
            return if b[1] != 0 {
                utf16(true, 0)
            } else {
                utf32(true, 0)
            };
        }
        if b[1] == 0 {
            return if b[2] != 0 || b[3] != 0 {
                utf16(false, 0)
            } else {
                utf32(false, 0)
            };
        }
    } else if b.len() == 2 {
        if b[0] == 0 {
            return utf16(true, 0);
        }
        if b[1] == 0 {
            return utf16(false, 0);
        }
    }
    crate::value::bytes::decode(b, Codec::Utf8, "strict")
}
