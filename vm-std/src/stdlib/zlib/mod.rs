//! `_zlib`: the native half of `zlib` (the frozen `zlib.py` adds the stream objects):
//! `compress`, `decompress`, `crc32`, `adler32`, `zlib.error`, with CPython's messages,
//! and the compression stream's state (`stream.rs`). Deflate and inflate are miniz_oxide's (raw streams); the zlib and gzip
//! wrappers (headers, check values) are written here.
//!
//! miniz_oxide's deflate is not zlib's: `compress` output is valid and round-trips,
//! but its bytes differ from CPython's for most inputs. Its window is always 32K, so
//! for a smaller `wbits` data longer than the window is stored uncompressed.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use miniz_oxide::inflate::TINFLStatus;
use miniz_oxide::inflate::core::{self as inflate_core, DecompressorOxide, inflate_flags};

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::bytes::want_bytes;
use crate::value::class::Class;
use crate::value::native::Kwargs;

mod stream;

use super::binascii::{crc_arg, crc32_update};
use super::{ClassCell, NativeModule, bind_args, error_class, raise_class};

crate::runtime::table::natives! {
    table = 21;
    COMPRESS = "compress" (0..=3) keywords["data", "level", "wbits"] => compress;
    DECOMPRESS = "decompress" (0..=3) keywords["data", "wbits", "bufsize"] => decompress;
    CRC32 = "crc32" (1..=2) => crc32;
    ADLER32 = "adler32" (1..=2) => adler32;
    INFLATE = "_inflate" (2) => inflate_part;
    DEFLATER = "_deflater" (2) => stream::deflater;
    DEFLATE = "_deflate" (3) => stream::deflate;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_zlib",
    functions: &TABLE,
    values: |vm| {
        let mut v = vec![("error", Value::class(error(vm)))];
        for (name, n) in [
            ("DEFLATED", 8),
            ("DEF_BUF_SIZE", 16384),
            ("DEF_MEM_LEVEL", 8),
            ("MAX_WBITS", 15),
            ("Z_BEST_COMPRESSION", 9),
            ("Z_BEST_SPEED", 1),
            ("Z_BLOCK", 5),
            ("Z_DEFAULT_COMPRESSION", -1),
            ("Z_DEFAULT_STRATEGY", 0),
            ("Z_FILTERED", 1),
            ("Z_FINISH", 4),
            ("Z_FIXED", 4),
            ("Z_FULL_FLUSH", 3),
            ("Z_HUFFMAN_ONLY", 2),
            ("Z_NO_COMPRESSION", 0),
            ("Z_NO_FLUSH", 0),
            ("Z_PARTIAL_FLUSH", 1),
            ("Z_RLE", 3),
            ("Z_SYNC_FLUSH", 2),
            ("Z_TREES", 6),
        ] {
            v.push((name, Value::Int(n)));
        }
        v.push(("ZLIB_VERSION", Value::str("1.2.13")));
        v.push(("ZLIB_RUNTIME_VERSION", Value::str("1.2.13")));
        v
    },
};

thread_local! {
    static ERROR: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static ERROR_CELL: ClassCell = ClassCell::new(&ERROR);

/// `zlib.error`.
fn error(vm: &mut dyn Vm) -> Rc<Class> {
    ERROR_CELL.get_with(vm, |vm| error_class(vm, "zlib", "error", "Exception"))
}

/// The `zlib.error` for `msg`.
fn zlib_error(vm: &mut dyn Vm, msg: &str) -> PyError {
    let class = error(vm);
    raise_class(vm, &class, msg)
}

/// An optional int argument (`level`, `wbits`).
fn int_arg(vm: &mut dyn Vm, v: Option<Value>, default: i64) -> PyResult<i64> {
    match v {
        Some(v) => {
            let n = super::index(vm, &v)?;
            // A huge int is past every valid value: let the range checks refuse it.
            Ok(crate::value::num::to_i64(&n).unwrap_or(i64::MAX))
        }
        None => Ok(default),
    }
}

/// The Adler-32 of `data` continuing from `a`.
fn adler32_update(a: u32, data: &[u8]) -> u32 {
    let (mut s1, mut s2) = (a & 0xffff, a >> 16);
    // 5552 bytes is the most that cannot overflow the sums before the modulo (zlib's NMAX).
    for chunk in data.chunks(5552) {
        for &b in chunk {
            s1 += u32::from(b);
            s2 += s1;
        }
        s1 %= 65521;
        s2 %= 65521;
    }
    (s2 << 16) | s1
}

/// The wrapper of a stream: from `wbits`, as zlib reads it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wrap {
    Zlib,
    Raw,
    Gzip,
    /// zlib or gzip, told by the header (`wbits` 40..47 when decompressing).
    Auto,
}

/// `compress(data, /, level=-1, wbits=15)`.
fn compress(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [data, level, wbits] = bind_args("compress", ["data", "level", "wbits"], 1, 3, args, kw)?;
    if let Some((k, _)) = kw.iter().find(|(k, _)| &**k == "data") {
        return Err(PyError::type_error(format!(
            "'{k}' is an invalid keyword argument for compress()"
        )));
    }
    let data = data.unwrap_or_default();
    let level = int_arg(vm, level, -1)?;
    let wbits = int_arg(vm, wbits, 15)?;
    let (wrap, window) = deflate_options(vm, level, wbits)?;
    let data = want_bytes(&data)?;
    Ok(Value::bytes(deflate(&data, level, wrap, window)))
}

/// The wrapper and window of a compression's `wbits`, with `level`, checked as zlib's
/// `deflateInit2` (whose refusal CPython reports as a bad level, whatever was bad).
fn deflate_options(vm: &mut dyn Vm, level: i64, wbits: i64) -> PyResult<(Wrap, i64)> {
    let options = match wbits {
        8..=15 => (Wrap::Zlib, wbits.max(9)),
        -15..=-9 => (Wrap::Raw, -wbits),
        25..=31 => (Wrap::Gzip, wbits - 16),
        _ => return Err(zlib_error(vm, "Bad compression level")),
    };
    if !(-1..=9).contains(&level) {
        return Err(zlib_error(vm, "Bad compression level"));
    }
    Ok(options)
}

/// `data` deflated at `level` (-1: 6) in `wrap`, declaring window `window`.
fn deflate(data: &[u8], level: i64, wrap: Wrap, window: i64) -> Vec<u8> {
    let level = if level < 0 { 6 } else { level as u8 };
    // why: miniz_oxide's window is 32K; data longer than a smaller window asked for is
    // stored (level 0: no back references), which any window decodes.
    let body_level = if window < 15 && data.len() > 1 << window {
        0
    } else {
        level
    };
    let body = miniz_oxide::deflate::compress_to_vec(data, body_level);
    let mut out = header(wrap, level, window);
    out.extend_from_slice(&body);
    out.extend_from_slice(&trailer(wrap, data));
    out
}

/// The header zlib writes before a deflate stream of `level` (0..=9) in `wrap`.
fn header(wrap: Wrap, level: u8, window: i64) -> Vec<u8> {
    match wrap {
        Wrap::Raw => Vec::new(),
        Wrap::Zlib | Wrap::Auto => {
            let cmf = (((window - 8) << 4) | 8) as u8;
            let flevel: u8 = match level {
                0 | 1 => 0,
                2..=5 => 1,
                6 => 2,
                _ => 3,
            };
            // As zlib computes it (31 where 0 would do: still a valid check).
            let mut flg = flevel << 6;
            flg += 31 - ((u16::from(cmf) * 256 + u16::from(flg)) % 31) as u8;
            vec![cmf, flg]
        }
        Wrap::Gzip => {
            // zlib's header: no name, no time, its "extra flags" for the level, Unix.
            let xfl = match level {
                9 => 2,
                0 | 1 => 4,
                _ => 0,
            };
            vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, xfl, 3]
        }
    }
}

/// The trailer zlib writes after the deflate stream of `data` in `wrap`.
fn trailer(wrap: Wrap, data: &[u8]) -> Vec<u8> {
    let mut check = Check::new(wrap);
    check.update(data);
    check.trailer()
}

/// The running check value of a stream's data: Adler-32 (zlib), CRC-32 and length (gzip).
#[derive(Clone, Copy)]
struct Check {
    wrap: Wrap,
    sum: u32,
    len: u32,
}

impl Check {
    fn new(wrap: Wrap) -> Self {
        let sum = if wrap == Wrap::Gzip { 0 } else { 1 };
        Check { wrap, sum, len: 0 }
    }

    fn update(&mut self, data: &[u8]) {
        match self.wrap {
            Wrap::Raw => {}
            Wrap::Gzip => self.sum = crc32_update(self.sum, data),
            Wrap::Zlib | Wrap::Auto => self.sum = adler32_update(self.sum, data),
        }
        // gzip's ISIZE is the length modulo 2**32.
        self.len = self.len.wrapping_add(data.len() as u32);
    }

    fn trailer(&self) -> Vec<u8> {
        match self.wrap {
            Wrap::Raw => Vec::new(),
            Wrap::Gzip => [self.sum.to_le_bytes(), self.len.to_le_bytes()].concat(),
            Wrap::Zlib | Wrap::Auto => self.sum.to_be_bytes().to_vec(),
        }
    }
}

/// What inflating a buffer gave: the output, how many input bytes the stream took
/// (header and trailer included), whether it ended.
struct Inflated {
    out: Vec<u8>,
    consumed: usize,
    eof: bool,
}

/// A decompression error: zlib's code and message (`(-3, "incorrect header check")`).
type ZError = (i32, &'static str);

const TRUNCATED: ZError = (-5, "incomplete or truncated stream");

/// The wrapper and window `wbits` asks for when decompressing (`None`: zlib refuses).
fn inflate_wrap(wbits: i64) -> Option<(Wrap, i64)> {
    Some(match wbits {
        0 => (Wrap::Zlib, 0),
        8..=15 => (Wrap::Zlib, wbits),
        -15..=-8 => (Wrap::Raw, -wbits),
        24..=31 => (Wrap::Gzip, wbits - 16),
        40..=47 => (Wrap::Auto, wbits - 32),
        _ => return None,
    })
}

/// Inflates `data` wrapped as `wrap` (window at most `window`; 0: the header's). With
/// `partial`, a stream cut short is not an error: what it gave so far is returned.
fn inflate_all(data: &[u8], wrap: Wrap, window: i64, partial: bool) -> Result<Inflated, ZError> {
    let wrap = match wrap {
        Wrap::Auto if data.first() == Some(&0x1f) => Wrap::Gzip,
        Wrap::Auto => Wrap::Zlib,
        w => w,
    };
    let start = match wrap {
        Wrap::Zlib => match zlib_header(data, window)? {
            Some(n) => n,
            None if partial => return Ok(nothing()),
            None => return Err(TRUNCATED),
        },
        Wrap::Gzip => match gzip_header(data)? {
            Some(n) => n,
            None if partial => return Ok(nothing()),
            None => return Err(TRUNCATED),
        },
        _ => 0,
    };
    let (out, used, ended) = inflate_raw(&data[start..])?;
    let mut consumed = start + used;
    if !ended {
        if partial {
            return Ok(Inflated {
                out,
                consumed,
                eof: false,
            });
        }
        return Err(TRUNCATED);
    }
    let trailer = match wrap {
        Wrap::Zlib => 4,
        Wrap::Gzip => 8,
        _ => 0,
    };
    let Some(tail) = data.get(consumed..consumed + trailer) else {
        if partial {
            return Ok(Inflated {
                out,
                consumed,
                eof: false,
            });
        }
        return Err(TRUNCATED);
    };
    match wrap {
        Wrap::Zlib if tail != adler32_update(1, &out).to_be_bytes() => {
            return Err((-3, "incorrect data check"));
        }
        Wrap::Gzip if tail[..4] != crc32_update(0, &out).to_le_bytes() => {
            return Err((-3, "incorrect data check"));
        }
        Wrap::Gzip if tail[4..] != (out.len() as u32).to_le_bytes() => {
            return Err((-3, "incorrect length check"));
        }
        _ => {}
    }
    consumed += trailer;
    Ok(Inflated {
        out,
        consumed,
        eof: true,
    })
}

fn nothing() -> Inflated {
    Inflated {
        out: Vec::new(),
        consumed: 0,
        eof: false,
    }
}

/// The length of the zlib header at the start of `data` (`None`: not all there yet),
/// with zlib's errors for a bad one.
fn zlib_header(data: &[u8], window: i64) -> Result<Option<usize>, ZError> {
    let (Some(&cmf), Some(&flg)) = (data.first(), data.get(1)) else {
        return Ok(None);
    };
    if (u16::from(cmf) * 256 + u16::from(flg)) % 31 != 0 {
        return Err((-3, "incorrect header check"));
    }
    if cmf & 0x0f != 8 {
        return Err((-3, "unknown compression method"));
    }
    let declared = i64::from(cmf >> 4) + 8;
    if declared > 15 || (window != 0 && declared > window) {
        return Err((-3, "invalid window size"));
    }
    if flg & 0x20 != 0 {
        // A preset dictionary: not supported here (zlib asks for it: Z_NEED_DICT).
        return Err((2, "need dictionary"));
    }
    Ok(Some(2))
}

/// The length of the gzip header at the start of `data` (`None`: not all there yet).
fn gzip_header(data: &[u8]) -> Result<Option<usize>, ZError> {
    if data.len() < 10 {
        if data.first().is_some_and(|&b| b != 0x1f) || data.get(1).is_some_and(|&b| b != 0x8b) {
            return Err((-3, "incorrect header check"));
        }
        return Ok(None);
    }
    if data[0] != 0x1f || data[1] != 0x8b {
        return Err((-3, "incorrect header check"));
    }
    if data[2] != 8 {
        return Err((-3, "unknown compression method"));
    }
    let flags = data[3];
    let mut at = 10usize;
    if flags & 4 != 0 {
        let Some(len) = data.get(at..at + 2) else {
            return Ok(None);
        };
        at += 2 + usize::from(u16::from_le_bytes([len[0], len[1]]));
    }
    for bit in [8u8, 16] {
        if flags & bit != 0 {
            let Some(end) = data.get(at..).and_then(|d| d.iter().position(|&b| b == 0)) else {
                return Ok(None);
            };
            at += end + 1;
        }
    }
    if flags & 2 != 0 {
        at += 2;
    }
    Ok((at <= data.len()).then_some(at))
}

/// Inflates the raw deflate stream at the start of `data`: output, input taken, ended.
fn inflate_raw(data: &[u8]) -> Result<(Vec<u8>, usize, bool), ZError> {
    // why the whole output as one non-wrapping buffer: a distance reaching before the
    // start of the output is then an error (zlib's "invalid distance too far back"),
    // where a streaming state's window would read zeros.
    let flags = inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let mut decomp = Box::<DecompressorOxide>::default();
    let mut out = vec![0u8; data.len().saturating_mul(4).max(64)];
    let (mut written, mut used) = (0, 0);
    loop {
        let (status, consumed, produced) =
            inflate_core::decompress(&mut decomp, &data[used..], &mut out, written, flags);
        used += consumed;
        written += produced;
        match status {
            TINFLStatus::Done => {
                out.truncate(written);
                return Ok((out, used, true));
            }
            TINFLStatus::HasMoreOutput => out.resize(out.len() * 2, 0),
            TINFLStatus::NeedsMoreInput | TINFLStatus::FailedCannotMakeProgress => {
                out.truncate(written);
                return Ok((out, used, false));
            }
            _ => return Err((-3, "invalid stored block lengths or codes")),
        }
    }
}

/// `decompress(data, /, wbits=15, bufsize=16384)`.
fn decompress(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [data, wbits, bufsize] =
        bind_args("decompress", ["data", "wbits", "bufsize"], 1, 3, args, kw)?;
    if let Some((k, _)) = kw.iter().find(|(k, _)| &**k == "data") {
        return Err(PyError::type_error(format!(
            "'{k}' is an invalid keyword argument for decompress()"
        )));
    }
    let data = data.unwrap_or_default();
    let wbits = int_arg(vm, wbits, 15)?;
    if int_arg(vm, bufsize, 16384)? < 0 {
        return Err(PyError::value_error("bufsize must be non-negative"));
    }
    let data = want_bytes(&data)?.to_vec();
    let Some((wrap, window)) = inflate_wrap(wbits) else {
        return Err(zlib_error(
            vm,
            "Error -2 while preparing to decompress data: inconsistent stream state",
        ));
    };
    match inflate_all(&data, wrap, window, false) {
        Ok(r) => Ok(Value::bytes(r.out)),
        Err((code, msg)) => Err(zlib_error(
            vm,
            &format!("Error {code} while decompressing data: {msg}"),
        )),
    }
}

/// `_inflate(data, wbits)`: `(output, consumed, eof)` of the stream at the start of
/// `data`, which may be cut short (what `zlib.py`'s `Decompress` needs).
fn inflate_part(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let wbits = int_arg(vm, Some(args[1].clone()), 15)?;
    let data = want_bytes(&args[0])?.to_vec();
    let Some((wrap, window)) = inflate_wrap(wbits) else {
        return Err(zlib_error(
            vm,
            "Error -2 while preparing to decompress data: inconsistent stream state",
        ));
    };
    match inflate_all(&data, wrap, window, true) {
        Ok(r) => Ok(Value::tuple(vec![
            Value::bytes(r.out),
            Value::Int(r.consumed as i64),
            Value::Bool(r.eof),
        ])),
        Err((code, msg)) => Err(zlib_error(
            vm,
            &format!("Error {code} while decompressing data: {msg}"),
        )),
    }
}

/// `crc32(data, value=0, /)`.
fn crc32(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let start = match args.get(1) {
        Some(v) => crc_arg(vm, v)?,
        None => 0,
    };
    let data = want_bytes(&args[0])?;
    Ok(Value::Int(i64::from(crc32_update(start, &data))))
}

/// `adler32(data, value=1, /)`.
fn adler32(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let start = match args.get(1) {
        Some(v) => crc_arg(vm, v)?,
        None => 1,
    };
    let data = want_bytes(&args[0])?;
    Ok(Value::Int(i64::from(adler32_update(start, &data))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let data = b"hello hello hello hello";
        for (wrap, window) in [(Wrap::Zlib, 15), (Wrap::Raw, 15), (Wrap::Gzip, 15)] {
            let z = deflate(data, 6, wrap, window);
            let back = inflate_all(&z, wrap, window, false).ok().map(|r| r.out);
            assert_eq!(back.as_deref(), Some(&data[..]));
        }
        assert_eq!(adler32_update(1, b"abc"), 38_600_999);
    }
}
