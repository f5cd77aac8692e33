//! `_struct`: the native half of `struct` (packing values into C-layout bytes and back),
//! as CPython's `_struct` extension. The module users import is the frozen `struct.py`,
//! which adds the `Struct` class over these functions. `format.rs` reads a format,
//! `item.rs` packs and unpacks one item.

mod format;
mod item;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::bytes::{bytes_like, want_bytes};
use crate::value::class::Class;
use crate::value::native::Kwargs;

use super::{ClassCell, NativeModule, bind_args, error_class, raise_class};
use format::Layout;
use item::Fail;

crate::runtime::table::natives! {
    table = 18;
    PACK = "pack" (0..) => pack;
    UNPACK = "unpack" (0..) => unpack;
    CALCSIZE = "calcsize" (1) => calcsize;
    PACK_INTO = "pack_into" (0..) => pack_into;
    UNPACK_FROM = "unpack_from" (1..) keywords["buffer", "offset"] => unpack_from;
    ITER_UNPACK = "iter_unpack" (2) => iter_unpack;
    CLEARCACHE = "_clearcache" (0) => clearcache;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_struct",
    functions: &TABLE,
    values: |vm| vec![("error", Value::class(error(vm)))],
};

thread_local! {
    static ERROR: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static ERROR_CELL: ClassCell = ClassCell::new(&ERROR);

/// `struct.error`.
fn error(vm: &mut dyn Vm) -> Rc<Class> {
    ERROR_CELL.get_with(vm, |vm| error_class(vm, "struct", "error", "Exception"))
}

/// The `struct.error` for `msg`.
fn struct_error(vm: &mut dyn Vm, msg: &str) -> PyError {
    let class = error(vm);
    raise_class(vm, &class, msg)
}

/// The layout of format `fmt` (a str or bytes), with CPython's errors.
fn layout(vm: &mut dyn Vm, fmt: &Value) -> PyResult<Layout> {
    let parsed = match fmt {
        Value::Str(s) => format::parse(s.s.as_bytes()),
        Value::Bytes(b) => format::parse(&b.b),
        other => {
            return Err(PyError::type_error(format!(
                "Struct() argument 1 must be a str or bytes object, not {}",
                other.type_name()
            )));
        }
    };
    parsed.map_err(|msg| struct_error(vm, msg))
}

/// A zeroed buffer of `n` bytes, or `MemoryError` where it cannot be had (a format of
/// a huge size: an allocation failure would abort).
fn zeroed(n: usize) -> PyResult<Vec<u8>> {
    let mut out = Vec::new();
    out.try_reserve_exact(n)
        .map_err(|_| PyError::new(crate::error::ExcType::MemoryError, ""))?;
    out.resize(n, 0);
    Ok(out)
}

/// Packs `values` (as many as `layout` takes: checked before) by `layout` into `out`
/// (of `layout.size` bytes, zeroed).
fn pack_values(vm: &mut dyn Vm, layout: &Layout, values: &[Value], out: &mut [u8]) -> PyResult<()> {
    let mut values = values.iter();
    for c in &layout.codes {
        let spans: Vec<(usize, usize)> = match c.code {
            b'x' => continue,
            b's' | b'p' => vec![(c.offset, c.count)],
            _ => (0..c.count)
                .map(|k| (c.offset + k * c.size, c.size))
                .collect(),
        };
        for (at, len) in spans {
            let Some(v) = values.next() else { break };
            match item::pack(vm, layout.table, c.code, v, &mut out[at..at + len]) {
                Ok(()) => {}
                Err(Fail::Struct(msg)) => return Err(struct_error(vm, &msg)),
                Err(Fail::Other(e)) => return Err(e),
            }
        }
    }
    Ok(())
}

/// The values `data` (of `layout.size` bytes) holds.
fn unpack_values(layout: &Layout, data: &[u8]) -> Value {
    let mut out = Vec::with_capacity(layout.items);
    for c in &layout.codes {
        match c.code {
            b'x' => {}
            b's' | b'p' => out.push(item::unpack(
                layout.table,
                c.code,
                &data[c.offset..c.offset + c.count],
            )),
            _ => {
                for k in 0..c.count {
                    let at = c.offset + k * c.size;
                    out.push(item::unpack(layout.table, c.code, &data[at..at + c.size]));
                }
            }
        }
    }
    Value::tuple(out)
}

/// `pack(format, *values)`.
fn pack(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Some((fmt, values)) = args.split_first() else {
        return Err(PyError::type_error("missing format argument"));
    };
    let layout = layout(vm, fmt)?;
    if values.len() != layout.items {
        return Err(struct_error(
            vm,
            &format!(
                "pack expected {} items for packing (got {})",
                layout.items,
                values.len()
            ),
        ));
    }
    let mut out = zeroed(layout.size)?;
    pack_values(vm, &layout, values, &mut out)?;
    Ok(Value::bytes(out))
}

/// `unpack(format, buffer, /)`.
fn unpack(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if args.len() != 2 {
        return Err(PyError::type_error(format!(
            "unpack expected 2 arguments, got {}",
            args.len()
        )));
    }
    let layout = layout(vm, &args[0])?;
    let data = want_bytes(&args[1])?;
    if data.len() != layout.size {
        drop(data);
        return Err(struct_error(
            vm,
            &format!("unpack requires a buffer of {} bytes", layout.size),
        ));
    }
    Ok(unpack_values(&layout, &data))
}

/// `calcsize(format, /)`.
fn calcsize(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(layout(vm, &args[0])?.size as i64))
}

/// `offset` (negative: from the end) made absolute for `size` bytes in a buffer of
/// `len`, or CPython's `struct.error` message, `verb` saying what is done
/// (`unpack`/`pack`) in its words.
fn place(offset: i64, size: usize, len: usize, pack: bool) -> Result<usize, String> {
    let (verbing, name, short) = if pack {
        ("packing", "pack_into", "no space to pack")
    } else {
        ("unpacking", "unpack_from", "not enough data to unpack")
    };
    let mut at = offset as i128;
    if at < 0 {
        if at + size as i128 > 0 {
            return Err(format!("{short} {size} bytes at offset {offset}"));
        }
        if at + (len as i128) < 0 {
            return Err(format!(
                "offset {offset} out of range for {len}-byte buffer"
            ));
        }
        at += len as i128;
    }
    if (len as i128) - at < size as i128 {
        let need = at + size as i128;
        return Err(format!(
            "{name} requires a buffer of at least {need} bytes for {verbing} {size} bytes at offset {at} (actual buffer size is {len})"
        ));
    }
    Ok(at as usize)
}

/// An offset argument: an int (through `__index__`).
fn offset_arg(vm: &mut dyn Vm, v: &Value) -> PyResult<i64> {
    let n = super::index(vm, v)?;
    crate::value::num::to_index(&n)
}

/// `pack_into(format, buffer, offset, *values)`: into a bytearray.
fn pack_into(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Some(fmt) = args.first() else {
        return Err(PyError::type_error("missing format argument"));
    };
    let layout = layout(vm, fmt)?;
    // CPython's order: the count of arguments, the buffer, the offset and its room,
    // then the values.
    if args.len() != layout.items + 3 {
        let msg = match args.len() {
            1 => "pack_into expected buffer argument".to_string(),
            2 => "pack_into expected offset argument".to_string(),
            n => format!(
                "pack_into expected {} items for packing (got {})",
                layout.items,
                n - 3
            ),
        };
        return Err(struct_error(vm, &msg));
    }
    let Value::ByteArray(buf) = &args[1] else {
        return Err(PyError::type_error(format!(
            "argument must be read-write bytes-like object, not {}",
            args[1].type_name()
        )));
    };
    let buf = buf.clone();
    let offset = offset_arg(vm, &args[2])?;
    let at = place(offset, layout.size, buf.len(), true).map_err(|m| struct_error(vm, &m))?;
    // The values are packed first, the buffer written after: a value that fails leaves
    // it as it was (CPython's may be partly written), and a value's `__index__` cannot
    // see it half written.
    let mut out = zeroed(layout.size)?;
    pack_values(vm, &layout, &args[3..], &mut out)?;
    let mut data = buf.borrow_mut();
    // why a check: `__index__` of a value may have shrunk the bytearray meanwhile.
    if let Some(span) = data.get_mut(at..at + layout.size) {
        span.copy_from_slice(&out);
    }
    Ok(Value::None)
}

/// `unpack_from(format, /, buffer, offset=0)`.
fn unpack_from(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (fmt, rest) = args.split_first_mut().expect("arity is at least 1");
    let [buffer, offset] = bind_args("unpack_from", ["buffer", "offset"], 1, 2, rest, kw)?;
    let layout = layout(vm, fmt)?;
    let offset = match &offset {
        Some(v) => offset_arg(vm, v)?,
        None => 0,
    };
    let buffer = buffer.unwrap_or_default();
    let data = want_bytes(&buffer)?;
    let at = match place(offset, layout.size, data.len(), false) {
        Ok(at) => at,
        Err(m) => {
            drop(data);
            return Err(struct_error(vm, &m));
        }
    };
    Ok(unpack_values(&layout, &data[at..at + layout.size]))
}

/// `iter_unpack(format, buffer, /)`: here the list of the tuples (`struct.py` iterates
/// it), its errors raised at once as CPython's are.
fn iter_unpack(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let layout = layout(vm, &args[0])?;
    if layout.size == 0 {
        return Err(struct_error(
            vm,
            "cannot iteratively unpack with a struct of length 0",
        ));
    }
    let Some(data) = bytes_like(&args[1]) else {
        return Err(PyError::type_error(format!(
            "a bytes-like object is required, not '{}'",
            args[1].type_name()
        )));
    };
    if data.len() % layout.size != 0 {
        drop(data);
        return Err(struct_error(
            vm,
            &format!(
                "iterative unpacking requires a buffer of a multiple of {} bytes",
                layout.size
            ),
        ));
    }
    let items = data
        .chunks(layout.size)
        .map(|chunk| unpack_values(&layout, chunk))
        .collect();
    Ok(Value::list(items))
}

/// `_clearcache()`: nothing to clear (formats are not cached).
fn clearcache(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::None)
}
