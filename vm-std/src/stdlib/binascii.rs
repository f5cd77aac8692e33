//! `binascii`: hex, base64 and CRC of bytes, as CPython 3.11's C module (its messages
//! and its lenient base64 decoder); `base64.py` (frozen) is written over it.
//!
//! Not here: the uuencode, quoted-printable and BinHex functions.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use num_traits::ToPrimitive;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::bytes::{BytesRef, bytes_like, want_bytes};
use crate::value::class::Class;
use crate::value::native::Kwargs;

use super::{ClassCell, NativeModule, bind_args, error_class, raise_class};

crate::runtime::table::natives! {
    table = 19;
    HEXLIFY = "hexlify" (0..=3) keywords["data", "sep", "bytes_per_sep"] => hexlify;
    B2A_HEX = "b2a_hex" (0..=3) keywords["data", "sep", "bytes_per_sep"] => hexlify;
    UNHEXLIFY = "unhexlify" (1) => unhexlify;
    A2B_HEX = "a2b_hex" (1) => unhexlify;
    B2A_BASE64 = "b2a_base64" (1) keywords["newline"] => b2a_base64;
    A2B_BASE64 = "a2b_base64" (1) keywords["strict_mode"] => a2b_base64;
    CRC32 = "crc32" (1..=2) => crc32;
    CRC_HQX = "crc_hqx" (0..) => crc_hqx;
}

pub const MODULE: NativeModule = NativeModule {
    name: "binascii",
    functions: &TABLE,
    values: |vm| {
        vec![
            ("Error", Value::class(error(vm))),
            ("Incomplete", Value::class(incomplete(vm))),
        ]
    },
};

thread_local! {
    static ERROR: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
    static INCOMPLETE: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static ERROR_CELL: ClassCell = ClassCell::new(&ERROR);
static INCOMPLETE_CELL: ClassCell = ClassCell::new(&INCOMPLETE);

/// `binascii.Error`, a `ValueError`.
fn error(vm: &mut dyn Vm) -> Rc<Class> {
    ERROR_CELL.get_with(vm, |vm| error_class(vm, "binascii", "Error", "ValueError"))
}

/// `binascii.Incomplete` (raised by none of the functions here, kept for `except`).
fn incomplete(vm: &mut dyn Vm) -> Rc<Class> {
    INCOMPLETE_CELL.get_with(vm, |vm| {
        error_class(vm, "binascii", "Incomplete", "Exception")
    })
}

/// The `binascii.Error` for `msg` (`_base64` raises them too, as `base64` does).
pub(crate) fn binascii_error(vm: &mut dyn Vm, msg: &str) -> PyError {
    let class = error(vm);
    raise_class(vm, &class, msg)
}

/// The data of an `a2b_*` argument: bytes-like, or a str of ASCII characters, with
/// CPython's errors (`ascii_buffer_converter`).
fn ascii_data(v: &Value) -> PyResult<Vec<u8>> {
    match v {
        Value::Str(s) if s.ascii => Ok(s.s.as_bytes().to_vec()),
        Value::Str(_) => Err(PyError::value_error(
            "string argument should contain only ASCII characters",
        )),
        other => match bytes_like(other) {
            Some(b) => Ok(b.to_vec()),
            None => Err(PyError::type_error(format!(
                "argument should be bytes, buffer or ASCII string, not '{}'",
                other.type_name()
            ))),
        },
    }
}

/// `hexlify(data, sep=None, bytes_per_sep=1)`: `bytes.hex`'s digits, as bytes.
fn hexlify(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [data, sep, per] = bind_args("hexlify", ["data", "sep", "bytes_per_sep"], 1, 3, args, kw)?;
    let data = data.unwrap_or_default();
    let this = Value::bytes(want_bytes(&data)?.to_vec());
    let mut rest: Vec<Value> = [sep, per]
        .into_iter()
        .map_while(std::convert::identity)
        .collect();
    let hex = crate::methods::bytes::hex(vm, &this, &mut rest, &[])?;
    match &hex {
        Value::Str(s) => Ok(Value::bytes(s.s.as_bytes())),
        _ => Ok(hex),
    }
}

/// `unhexlify(hexstr)`.
fn unhexlify(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let data = ascii_data(&args[0])?;
    if data.len() % 2 != 0 {
        return Err(binascii_error(vm, "Odd-length string"));
    }
    let digit = |c: u8| (c as char).to_digit(16);
    let mut out = Vec::with_capacity(data.len() / 2);
    for pair in data.chunks(2) {
        match (digit(pair[0]), digit(pair[1])) {
            (Some(hi), Some(lo)) => out.push((hi * 16 + lo) as u8),
            _ => return Err(binascii_error(vm, "Non-hexadecimal digit found")),
        }
    }
    Ok(Value::bytes(out))
}

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The standard base64 encoding of `data` (padded with `=`).
pub fn base64_encode(data: &[u8], out: &mut Vec<u8>) {
    let digit = |n: u32, shift: u32| BASE64[(n >> shift & 63) as usize];
    let mut chunks = data.chunks_exact(3);
    for c in &mut chunks {
        let n = (u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2]);
        out.extend_from_slice(&[digit(n, 18), digit(n, 12), digit(n, 6), digit(n, 0)]);
    }
    match *chunks.remainder() {
        [a] => {
            let n = u32::from(a) << 16;
            out.extend_from_slice(&[digit(n, 18), digit(n, 12), b'=', b'=']);
        }
        [a, b] => {
            let n = (u32::from(a) << 16) | (u32::from(b) << 8);
            out.extend_from_slice(&[digit(n, 18), digit(n, 12), digit(n, 6), b'=']);
        }
        _ => {}
    }
}

/// `b2a_base64(data, *, newline=True)`.
fn b2a_base64(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let data = want_bytes(&args[0])?;
    let newline = match kw.iter().find(|(k, _)| &**k == "newline") {
        Some((_, v)) => crate::value::truthy(v),
        None => true,
    };
    let mut out = Vec::with_capacity(data.len().div_ceil(3) * 4 + 1);
    base64_encode(&data, &mut out);
    if newline {
        out.push(b'\n');
    }
    Ok(Value::bytes(out))
}

/// The value of each byte as a base64 digit, 255 for none.
const BASE64_VALUES: [u8; 256] = {
    let mut t = [255u8; 256];
    let mut i = 0;
    while i < 64 {
        t[BASE64[i] as usize] = i as u8;
        i += 1;
    }
    t
};

/// The value of base64 digit `c`, if it is one.
#[inline]
fn base64_digit(c: u8) -> Option<u8> {
    match BASE64_VALUES[usize::from(c)] {
        255 => None,
        d => Some(d),
    }
}

/// `a2b_base64(data, /, *, strict_mode=False)`: decodes, skipping what is not a base64
/// digit and stopping at the padding that ends a quad, as CPython's decoder; strict
/// mode refuses anything but canonical data.
fn a2b_base64(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let data = ascii_data(&args[0])?;
    let strict = match kw.iter().find(|(k, _)| &**k == "strict_mode") {
        Some((_, v)) => crate::value::truthy(v),
        None => false,
    };
    match decode_base64(&data, strict) {
        Ok(out) => Ok(Value::bytes(out)),
        Err(msg) => Err(binascii_error(vm, &msg)),
    }
}

/// The bytes base64 `data` holds, or the message of the `binascii.Error`.
fn decode_base64(data: &[u8], strict: bool) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(data.len() / 4 * 3);
    let (mut quad, mut pads, mut left) = (0u8, 0u8, 0u8);
    let mut padding = false;
    let mut ended = false;
    // Whole quads of digits first, three bytes each: what the loop below makes of them,
    // without its state; it takes over at the first quad with anything else.
    let mut start = 0;
    for q in data.chunks_exact(4) {
        let d: [u8; 4] = std::array::from_fn(|k| BASE64_VALUES[usize::from(q[k])]);
        if d.contains(&255) {
            break;
        }
        let n = (u32::from(d[0]) << 18)
            | (u32::from(d[1]) << 12)
            | (u32::from(d[2]) << 6)
            | u32::from(d[3]);
        out.extend_from_slice(&n.to_be_bytes()[1..]);
        start += 4;
    }
    for (i, &c) in data.iter().enumerate().skip(start) {
        if c == b'=' {
            padding = true;
            if strict && i == 0 {
                return Err("Leading padding not allowed".into());
            }
            if quad >= 2 {
                pads += 1;
                if quad + pads >= 4 {
                    // The padding ends the data: the rest is ignored.
                    if strict && i + 1 < data.len() {
                        return Err("Excess data after padding".into());
                    }
                    ended = true;
                    break;
                }
            }
            continue;
        }
        let Some(d) = base64_digit(c) else {
            if strict {
                return Err("Only base64 data is allowed".into());
            }
            continue;
        };
        if strict && padding {
            return Err("Discontinuous padding not allowed".into());
        }
        pads = 0;
        match quad {
            0 => {
                left = d;
                quad = 1;
            }
            1 => {
                out.push((left << 2) | (d >> 4));
                left = d & 0x0f;
                quad = 2;
            }
            2 => {
                out.push((left << 4) | (d >> 2));
                left = d & 0x03;
                quad = 3;
            }
            _ => {
                out.push((left << 6) | d);
                quad = 0;
            }
        }
    }
    if !ended && quad != 0 {
        if quad == 1 {
            return Err(format!(
                "Invalid base64-encoded string: number of data characters ({}) cannot be 1 more than a multiple of 4",
                out.len() / 3 * 4 + 1
            ));
        }
        return Err("Incorrect padding".into());
    }
    Ok(out)
}

/// The CRC-32 remainders of each byte (reflected polynomial 0xedb88320), made at
/// compile time: one lookup a byte instead of eight shifts.
const CRC32_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0xedb8_8320
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

/// The CRC-32 (ISO 3309, as zlib's) of `data` continuing from `crc`.
pub fn crc32_update(crc: u32, data: &[u8]) -> u32 {
    let mut c = !crc;
    for &b in data {
        c = CRC32_TABLE[((c ^ u32::from(b)) & 0xff) as usize] ^ (c >> 8);
    }
    !c
}

/// An int argument taken modulo 2**32, as CPython's `PyLong_AsUnsignedLongMask` (a
/// starting CRC).
pub fn crc_arg(vm: &mut dyn Vm, v: &Value) -> PyResult<u32> {
    let n = super::index(vm, v)?;
    Ok(match &n {
        Value::Int(i) => *i as u32,
        Value::BigInt(b) => {
            let m = &***b & num_bigint::BigInt::from(u32::MAX);
            m.to_u32().unwrap_or(0)
        }
        _ => 0,
    })
}

/// The data of a bytes-like argument (a CRC's input).
fn data_arg(v: &Value) -> PyResult<BytesRef<'_>> {
    want_bytes(v)
}

/// `crc32(data, crc=0, /)`.
fn crc32(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let start = match args.get(1) {
        Some(v) => crc_arg(vm, v)?,
        None => 0,
    };
    let data = data_arg(&args[0])?;
    Ok(Value::Int(i64::from(crc32_update(start, &data))))
}

/// `crc_hqx(data, crc, /)`: CRC-CCITT (XMODEM), as BinHex uses.
fn crc_hqx(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if args.len() != 2 {
        return Err(PyError::type_error(format!(
            "crc_hqx expected 2 arguments, got {}",
            args.len()
        )));
    }
    let data = data_arg(&args[0])?.to_vec();
    let mut crc = (crc_arg(vm, &args[1])? & 0xffff) as u16;
    for b in data {
        crc ^= u16::from(b) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
        }
    }
    Ok(Value::Int(i64::from(crc)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        assert_eq!(crc32_update(0, b"hello"), 907_060_870);
        assert_eq!(decode_base64(b"aGVsbG8=", false), Ok(b"hello".to_vec()));
        assert_eq!(
            decode_base64(b"aGVsbG8", false),
            Err("Incorrect padding".into())
        );
    }
}
