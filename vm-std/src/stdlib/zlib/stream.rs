//! A compression stream (`zlib.compressobj()`): miniz_oxide's streaming deflate of a raw
//! stream, with the zlib or gzip header written before its first output and the check
//! value kept as data comes, so that `compress` calls and `flush(Z_SYNC_FLUSH)` give
//! output as they go. Its state is an opaque value that `zlib.py`'s `Compress` keeps.

use std::cell::RefCell;

use miniz_oxide::deflate::core::{CompressorOxide, create_comp_flags_from_zip_params};
use miniz_oxide::deflate::stream::deflate as deflate_stream;
use miniz_oxide::{MZFlush, MZStatus};

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::bytes::want_bytes;
use crate::value::native::Kwargs;
use crate::value::{NativeState, Value};

use super::{Check, Wrap, deflate_options, header, int_arg, zlib_error};

/// A stream's state.
struct Deflater {
    comp: Box<CompressorOxide>,
    wrap: Wrap,
    level: u8,
    window: i64,
    check: Check,
    /// Whether the header is out.
    started: bool,
    /// Whether `Z_FINISH` ended the stream.
    finished: bool,
}

struct State(RefCell<Deflater>);

impl NativeState for State {
    fn visit(&self, _: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(0)
    }

    fn clear(&self) {}
}

fn state(v: &Value) -> PyResult<&State> {
    let Value::Opaque(o) = v else {
        return Err(PyError::type_error("_zlib: not a compression stream"));
    };
    o.get::<State>()
        .ok_or_else(|| PyError::type_error("_zlib: not a compression stream"))
}

/// `_deflater(level, wbits)`: a new stream, its options checked as `compress`'s.
pub(super) fn deflater(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let level = int_arg(vm, Some(args[0].clone()), -1)?;
    let wbits = int_arg(vm, Some(args[1].clone()), 15)?;
    let (wrap, window) = deflate_options(vm, level, wbits)?;
    let level = if level < 0 { 6 } else { level as u8 };
    // why level 0 for a small window: miniz_oxide's window is 32K, and stored blocks
    // (no back references) are what any window decodes.
    let body_level = if window < 15 { 0 } else { level };
    // A raw stream: the wrapper is written here.
    let flags = create_comp_flags_from_zip_params(i32::from(body_level), -15, 0);
    Ok(Value::opaque(State(RefCell::new(Deflater {
        comp: Box::new(CompressorOxide::new(flags)),
        wrap,
        level,
        window,
        check: Check::new(wrap),
        started: false,
        finished: false,
    }))))
}

/// `_deflate(state, data, mode)`: the output of compressing `data` then flushing by
/// zlib's `mode` (0: none, 1: partial, 2: sync, 3: full, 4: finish, 5: block).
pub(super) fn deflate(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let st = state(&args[0])?;
    let data = want_bytes(&args[1])?.to_vec();
    let mode = int_arg(vm, Some(args[2].clone()), 0)?;
    // `compress(data)` passes Z_NO_FLUSH, `flush(mode)` any other mode.
    let compressing = mode == 0;
    let flush = match mode {
        0 | 5 => MZFlush::None,
        1 => MZFlush::Partial,
        2 => MZFlush::Sync,
        3 => MZFlush::Full,
        4 => MZFlush::Finish,
        _ => {
            return Err(zlib_error(
                vm,
                "Error -2 while flushing: inconsistent stream state",
            ));
        }
    };
    let mut d = st.0.borrow_mut();
    if d.finished {
        // zlib's stream after Z_FINISH takes nothing more, not even a flush.
        drop(d);
        return Err(zlib_error(
            vm,
            if compressing {
                "Error -2 while compressing data: inconsistent stream state"
            } else {
                "Error -2 while flushing: inconsistent stream state"
            },
        ));
    }
    let mut out = Vec::new();
    if !d.started {
        out = header(d.wrap, d.level, d.window);
        d.started = true;
    }
    d.check.update(&data);
    let mut buf = vec![0u8; 64 * 1024];
    let mut used = 0;
    loop {
        let r = deflate_stream(&mut d.comp, &data[used..], &mut buf, flush);
        used += r.bytes_consumed;
        out.extend_from_slice(&buf[..r.bytes_written]);
        match r.status {
            Ok(MZStatus::StreamEnd) => {
                out.extend_from_slice(&d.check.trailer());
                d.finished = true;
                break;
            }
            // The output buffer filled: there may be more.
            Ok(_) if r.bytes_written == buf.len() => {}
            Ok(_) if used < data.len() => {}
            // All in, and (for a flush) all out.
            Ok(_) if flush != MZFlush::Finish => break,
            Ok(_) => {}
            // No progress possible without more input: all is in.
            Err(_) => break,
        }
    }
    Ok(Value::bytes(out))
}
