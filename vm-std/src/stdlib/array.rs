//! `array`: `array.array`, sequences of machine numbers of one C type (typecodes
//! `bBhHiIlLqQfd`) or of characters (`u`), stored unboxed (`value::array`, where the
//! choice of a `Value` variant is explained). Its operators are `ops::array`'s, its
//! methods `methods/array.rs`'s; the subscript and `for` specializations are in `isa`.
//!
//! Not here yet: subclasses of `array`.

use crate::error::{PyError, PyResult};
use crate::ops::array::new;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::array::{Items, TYPECODES, Wchar};
use crate::value::iter::Iter;
use crate::value::native::Kwargs;

use super::NativeModule;

crate::runtime::table::natives! {
    table = 13;
    ARRAY = "array.array" type(|v| matches!(v, Value::Array(_))) (0..) keywords(*) => array;
    #[hidden]
    ARRAY_ITERATOR = "array.arrayiterator"
        type(|v| matches!(v, Value::Iter(it) if matches!(&*it.borrow(), Iter::Array { .. })))
        (0..) keywords(*) => no_iterator;
}

pub const MODULE: NativeModule = NativeModule {
    name: "array",
    functions: &TABLE,
    values: |_| {
        vec![
            ("typecodes", Value::str(TYPECODES)),
            ("ArrayType", Value::Builtin(ARRAY)),
        ]
    },
};

/// `type(iter(a))(...)`: CPython's TypeError.
fn no_iterator(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(
        "cannot create 'array.arrayiterator' instances",
    ))
}

/// `array(typecode[, initializer])`, with CPython's argument errors.
fn array(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyError::type_error(
            "array.array() takes no keyword arguments",
        ));
    }
    match args.len() {
        0 => {
            return Err(PyError::type_error(
                "array() takes at least 1 argument (0 given)",
            ));
        }
        1 | 2 => {}
        n => {
            return Err(PyError::type_error(format!(
                "array() takes at most 2 arguments ({n} given)"
            )));
        }
    }
    let code = match &args[0] {
        Value::Str(s) if s.char_len() == 1 => s.s.chars().next().unwrap_or('\0'),
        other => {
            return Err(PyError::type_error(format!(
                "array() argument 1 must be a unicode character, not {}",
                other.type_name()
            )));
        }
    };
    if !code.is_ascii() || !TYPECODES.contains(code) {
        return Err(PyError::value_error(
            "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)",
        ));
    }
    let code = code as u8;
    let a = new(code, Items::empty(code));
    let Some(init) = args.get(1) else {
        return Ok(a);
    };
    let Value::Array(arr) = &a else {
        unreachable!("made above")
    };
    match init {
        // A `u` array's characters (`fromunicode`).
        Value::Str(text) if code == b'u' => {
            let items = text.s.chars().map(|c| Wchar(u32::from(c))).collect();
            *arr.items_mut() = Items::U(items);
            Ok(a)
        }
        Value::Str(_) => Err(PyError::type_error(format!(
            "cannot use a str to initialize an array with typecode '{}'",
            code as char
        ))),
        // Bytes are the items' machine bytes (`frombytes`).
        Value::Bytes(_) | Value::ByteArray(_) => {
            let data = crate::value::bytes::want_bytes(init)?.to_vec();
            if data.len() % crate::value::array::itemsize(code) != 0 {
                return Err(PyError::value_error(
                    "bytes length not a multiple of item size",
                ));
            }
            arr.items_mut().extend_from_bytes(&data);
            Ok(a)
        }
        Value::List(l) => {
            let items = l.with_values(|v| arr.convert_all(v))?;
            *arr.items_mut() = items;
            Ok(a)
        }
        Value::Tuple(t) => {
            let items = arr.convert_all(&t.0)?;
            *arr.items_mut() = items;
            Ok(a)
        }
        Value::Array(other) if other.code == code => {
            *arr.items_mut() = other.snapshot();
            Ok(a)
        }
        Value::Array(other) => {
            let items = arr.convert_all(&other.read(Items::to_values))?;
            *arr.items_mut() = items;
            Ok(a)
        }
        other => {
            let items = vm.collect(other)?;
            let items = arr.convert_all(&items)?;
            *arr.items_mut() = items;
            Ok(a)
        }
    }
}
