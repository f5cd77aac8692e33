//! `_base64`: the loops of the frozen `base64` module (`py/base64.py`) over whole
//! inputs: Base32, Base85 and Ascii85, each word of the data converted here instead of
//! by Python code per word (CPython's `base64.py` does that in Python with tables of
//! digit pairs; this module is private, as the C accelerators of other modules are).
//!
//! The Python side keeps the arguments CPython's functions treat in Python (decoding a
//! `str` argument, `map01`, Adobe framing, `wrapcol`) and calls these with the data; the
//! errors raised here are CPython's, in the order its loops meet them.

use crate::error::{PyError, PyResult};
use crate::object::special::{contains, truthy};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::bytes::bytes_like;
use crate::value::native::Kwargs;

use super::NativeModule;

crate::runtime::table::natives! {
    table = 23;
    A85ENCODE = "a85encode" (3) => a85encode;
    A85DECODE = "a85decode" (3) => a85decode;
    B85ENCODE = "b85encode" (2) => b85encode;
    B85DECODE = "b85decode" (1) => b85decode;
    B32ENCODE = "b32encode" (2) => b32encode;
    B32DECODE = "b32decode" (3) => b32decode;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_base64",
    functions: &TABLE,
    values: |_| Vec::new(),
};

const B85: &[u8; 85] =
    b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
const B32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const B32HEX: &[u8; 32] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

/// The bytes of an encoder's argument: bytes-like (an `array` too, as CPython's
/// `memoryview(b).tobytes()` takes it), else CPython's `memoryview` error.
fn encoder_data(v: &Value) -> PyResult<Vec<u8>> {
    if let Some(b) = bytes_like(v) {
        return Ok(b.to_vec());
    }
    match v {
        Value::Array(a) => Ok(a.read(|items| items.to_bytes())),
        other => Err(PyError::type_error(format!(
            "memoryview: a bytes-like object is required, not '{}'",
            other.type_name()
        ))),
    }
}

/// The bytes of a decoder's argument, which the Python side made bytes-like.
fn decoder_data(v: &Value) -> PyResult<Vec<u8>> {
    match bytes_like(v) {
        Some(b) => Ok(b.to_vec()),
        None => Err(PyError::type_error(format!(
            "argument should be a bytes-like object or ASCII string, not '{}'",
            v.type_name()
        ))),
    }
}

/// Each 4-byte big-endian word of `data` (the last one padded with zero bytes) as 5
/// digits of `digits`, most significant first; `z` for a zero word (`foldnuls`), `y` for
/// four spaces (`foldspaces`). Without `pad`, the digits that stand for the padding are
/// left off the last word (a `z` there written out in full first).
fn encode85(
    data: &[u8],
    digits: &[u8; 85],
    pad: bool,
    foldnuls: bool,
    foldspaces: bool,
) -> Vec<u8> {
    let padding = (4 - data.len() % 4) % 4;
    let mut out = Vec::with_capacity(data.len().div_ceil(4) * 5);
    let mut last = 0;
    for chunk in data.chunks(4) {
        let mut w = [0u8; 4];
        w[..chunk.len()].copy_from_slice(chunk);
        let mut word = u32::from_be_bytes(w);
        last = out.len();
        if foldnuls && word == 0 {
            out.push(b'z');
        } else if foldspaces && word == 0x2020_2020 {
            out.push(b'y');
        } else {
            let mut d = [0u8; 5];
            for slot in d.iter_mut().rev() {
                *slot = digits[(word % 85) as usize];
                word /= 85;
            }
            out.extend_from_slice(&d);
        }
    }
    if padding != 0 && !pad {
        if out[last..] == *b"z" {
            out.truncate(last);
            out.extend_from_slice(&[digits[0]; 5]);
        }
        let keep = (out.len() - last).saturating_sub(padding);
        out.truncate(last + keep);
    }
    out
}

/// The Ascii85 digits: `!` (0) to `u` (84).
const A85: &[u8; 85] = &{
    let mut t = [0u8; 85];
    let mut i = 0;
    while i < 85 {
        t[i] = 33 + i as u8;
        i += 1;
    }
    t
};

/// `a85encode(data, foldspaces, pad)`: the Ascii85 of `data`, without framing or lines.
fn a85encode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let data = encoder_data(&args[0])?;
    let foldspaces = truthy(vm, &args[1])?;
    let pad = truthy(vm, &args[2])?;
    Ok(Value::bytes(encode85(&data, A85, pad, true, foldspaces)))
}

/// `b85encode(data, pad)`.
fn b85encode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let data = encoder_data(&args[0])?;
    let pad = truthy(vm, &args[1])?;
    Ok(Value::bytes(encode85(&data, B85, pad, false, false)))
}

/// `a85decode(data, foldspaces, ignorechars)`: `data` without its Adobe framing. Four
/// `u`s (digit 84) after the data complete a last partial group, and the bytes they
/// stand for are cut off, as CPython's loop does (so an overflow there is an error).
/// `ignorechars` is asked only about a byte that is no digit, `z` or (with
/// `foldspaces`) `y`, as CPython's `x in ignorechars`.
fn a85decode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let data = decoder_data(&args[0])?;
    let foldspaces = truthy(vm, &args[1])?;
    let ignore_table: Option<[bool; 256]> = bytes_like(&args[2]).map(|b| {
        let mut t = [false; 256];
        for &c in b.iter() {
            t[usize::from(c)] = true;
        }
        t
    });
    let mut out = Vec::with_capacity(data.len() / 5 * 4 + 4);
    let mut group = 0usize;
    let mut acc = 0u64;
    for x in data.iter().copied().chain(*b"uuuu") {
        if (33..=117).contains(&x) {
            acc = acc * 85 + u64::from(x - 33);
            group += 1;
            if group == 5 {
                let word =
                    u32::try_from(acc).map_err(|_| PyError::value_error("Ascii85 overflow"))?;
                out.extend_from_slice(&word.to_be_bytes());
                group = 0;
                acc = 0;
            }
        } else if x == b'z' {
            if group != 0 {
                return Err(PyError::value_error("z inside Ascii85 5-tuple"));
            }
            out.extend_from_slice(&[0; 4]);
        } else if foldspaces && x == b'y' {
            if group != 0 {
                return Err(PyError::value_error("y inside Ascii85 5-tuple"));
            }
            out.extend_from_slice(b"    ");
        } else {
            let ignored = match &ignore_table {
                Some(t) => t[usize::from(x)],
                None => contains(vm, &Value::Int(i64::from(x)), &args[2])?,
            };
            if !ignored {
                return Err(PyError::value_error(format!(
                    "Non-Ascii85 digit found: {}",
                    char::from(x)
                )));
            }
        }
    }
    let cut = 4 - group;
    out.truncate(out.len().saturating_sub(cut));
    Ok(Value::bytes(out))
}

/// The value of each byte as a Base85 digit, 255 for none.
const B85_VALUES: [u8; 256] = {
    let mut t = [255u8; 256];
    let mut i = 0;
    while i < 85 {
        t[B85[i] as usize] = i as u8;
        i += 1;
    }
    t
};

/// `b85decode(data)`: groups of 5 digits, the last one completed with `~` (84) and the
/// bytes that stands for cut off; a bad digit is reported before its group's overflow.
fn b85decode(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let data = decoder_data(&args[0])?;
    let padding = (5 - data.len() % 5) % 5;
    let total = data.len() + padding;
    let mut out = Vec::with_capacity(total / 5 * 4);
    for i in (0..total).step_by(5) {
        let mut acc = 0u64;
        for j in i..i + 5 {
            let c = data.get(j).copied().unwrap_or(b'~');
            let d = B85_VALUES[usize::from(c)];
            if d == 255 {
                return Err(PyError::value_error(format!(
                    "bad base85 character at position {j}"
                )));
            }
            acc = acc * 85 + u64::from(d);
        }
        let word = u32::try_from(acc).map_err(|_| {
            PyError::value_error(format!("base85 overflow in hunk starting at byte {i}"))
        })?;
        out.extend_from_slice(&word.to_be_bytes());
    }
    out.truncate(out.len() - padding);
    Ok(Value::bytes(out))
}

/// `b32encode(data, hex)`: RFC 4648 Base32 (`hex`: the extended hex alphabet), the last
/// group's unused digits written as `=`.
fn b32encode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let data = encoder_data(&args[0])?;
    let alphabet = if truthy(vm, &args[1])? { B32HEX } else { B32 };
    let mut out = Vec::with_capacity(data.len().div_ceil(5) * 8);
    for chunk in data.chunks(5) {
        let mut w = [0u8; 8];
        w[3..3 + chunk.len()].copy_from_slice(chunk);
        let bits = u64::from_be_bytes(w);
        for k in (0..8).rev() {
            out.push(alphabet[((bits >> (5 * k)) & 31) as usize]);
        }
    }
    let pads = match data.len() % 5 {
        1 => 6,
        2 => 4,
        3 => 3,
        4 => 1,
        _ => 0,
    };
    let n = out.len();
    out[n - pads..].fill(b'=');
    Ok(Value::bytes(out))
}

/// `b32decode(data, hex, casefold)`: `data` already through `map01`. As CPython's: the
/// length must be a multiple of 8, the `=`s at the end are counted off, any other byte
/// outside the alphabet is an error, and only 0, 1, 3, 4 or 6 `=`s are padding.
fn b32decode(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mut data = decoder_data(&args[0])?;
    let alphabet = if truthy(vm, &args[1])? { B32HEX } else { B32 };
    let casefold = truthy(vm, &args[2])?;
    let padding_error = |vm: &mut dyn Vm| super::binascii::binascii_error(vm, "Incorrect padding");
    if data.len() % 8 != 0 {
        return Err(padding_error(vm));
    }
    if casefold {
        data.make_ascii_uppercase();
    }
    let mut values = [255u8; 256];
    for (i, &c) in alphabet.iter().enumerate() {
        values[usize::from(c)] = i as u8;
    }
    let stripped = data.len() - data.iter().rev().take_while(|&&c| c == b'=').count();
    let pads = data.len() - stripped;
    let mut out = Vec::with_capacity(stripped / 8 * 5 + 5);
    let mut acc = 0u64;
    for quantum in data[..stripped].chunks(8) {
        acc = 0;
        for &c in quantum {
            let d = values[usize::from(c)];
            if d == 255 {
                return Err(super::binascii::binascii_error(
                    vm,
                    "Non-base32 digit found",
                ));
            }
            acc = (acc << 5) | u64::from(d);
        }
        out.extend_from_slice(&acc.to_be_bytes()[3..]);
    }
    if !matches!(pads, 0 | 1 | 3 | 4 | 6) {
        return Err(padding_error(vm));
    }
    if pads != 0 && !out.is_empty() {
        let last = (acc << (5 * pads)).to_be_bytes();
        let keep = (43 - 5 * pads) / 8;
        out.truncate(out.len() - 5);
        out.extend_from_slice(&last[3..3 + keep]);
    }
    Ok(Value::bytes(out))
}
