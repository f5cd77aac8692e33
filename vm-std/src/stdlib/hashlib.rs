//! `_hashlib`: the digests behind the frozen `hashlib.py` (and `hmac.py`), computed by
//! the RustCrypto crates. A hash's state is an opaque value that `hashlib.HASH` keeps;
//! these functions make, feed, copy and finish it.

use std::cell::RefCell;

use blake2::digest::core_api::{BlockSizeUser, Buffer, UpdateCore, VariableOutputCore};
use blake2::digest::{ExtendableOutput, Update};
use blake2::{Blake2bVarCore, Blake2sVarCore};
use sha2::Digest;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{NativeState, Value};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 20;
    NEW = "new" (2..=5) => new;
    UPDATE = "update" (2) => update;
    DIGEST = "digest" (2) => digest;
    COPY = "copy" (1) => copy;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_hashlib",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// A digest's running state.
#[derive(Clone)]
enum Hasher {
    Md5(md5::Md5),
    Sha1(sha1::Sha1),
    Sha224(sha2::Sha224),
    Sha256(sha2::Sha256),
    Sha384(sha2::Sha384),
    Sha512(sha2::Sha512),
    Sha3_224(sha3::Sha3_224),
    Sha3_256(sha3::Sha3_256),
    Sha3_384(sha3::Sha3_384),
    Sha3_512(sha3::Sha3_512),
    Shake128(sha3::Shake128),
    Shake256(sha3::Shake256),
    Blake2b(Blake2b),
    Blake2s(Blake2s),
}

/// A blake2 state with CPython's parameters (digest size, key, salt, person): the
/// crate's core (whose constructor takes them) and its block buffer, as the crate's own
/// wrappers hold them (they take no key with a run-time digest size). One type per
/// core, by a macro: the crate's generic bounds are too deep to write out.
macro_rules! blake2_state {
    ($name:ident, $core:ty) => {
        #[derive(Clone)]
        struct $name {
            core: $core,
            buffer: Buffer<$core>,
            size: usize,
        }

        impl $name {
            /// Starts with `key` (padded to a block, as blake2 keys its first block).
            fn new(salt: &[u8], person: &[u8], key: &[u8], size: usize) -> Self {
                let mut h = $name {
                    core: <$core>::new_with_params(salt, person, key.len(), size),
                    buffer: Default::default(),
                    size,
                };
                if !key.is_empty() {
                    let mut block = key.to_vec();
                    block.resize(<$core as BlockSizeUser>::block_size(), 0);
                    h.update(&block);
                }
                h
            }

            fn update(&mut self, data: &[u8]) {
                let core = &mut self.core;
                self.buffer
                    .digest_blocks(data, |blocks| core.update_blocks(blocks));
            }

            fn finish(mut self) -> Vec<u8> {
                let mut full = Default::default();
                self.core
                    .finalize_variable_core(&mut self.buffer, &mut full);
                let full: &[u8] = &full;
                full[..self.size.min(full.len())].to_vec()
            }
        }
    };
}

blake2_state!(Blake2b, Blake2bVarCore);
blake2_state!(Blake2s, Blake2sVarCore);

/// The state an opaque value holds (a `RefCell`: `update` changes it in place).
struct State(RefCell<Hasher>);

impl NativeState for State {
    fn visit(&self, _: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(0)
    }

    fn clear(&self) {}
}

/// The state of `v`, an opaque value `new` made, else a `TypeError`.
fn state(v: &Value) -> PyResult<&State> {
    let Value::Opaque(o) = v else {
        return Err(PyError::type_error("_hashlib: not a hash state"));
    };
    o.get::<State>()
        .ok_or_else(|| PyError::type_error("_hashlib: not a hash state"))
}

/// `new(name, digest_size, key=b'', salt=b'', person=b'')`: a fresh state for algorithm
/// `name` (lower case, as `hashlib.py` passes it); the rest are blake2's parameters
/// (else ignored).
fn new(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Str(name) = &args[0] else {
        return Err(PyError::type_error("name must be a string"));
    };
    let h = match &*name.s {
        "md5" => Hasher::Md5(Default::default()),
        "sha1" => Hasher::Sha1(Default::default()),
        "sha224" => Hasher::Sha224(Default::default()),
        "sha256" => Hasher::Sha256(Default::default()),
        "sha384" => Hasher::Sha384(Default::default()),
        "sha512" => Hasher::Sha512(Default::default()),
        "sha3_224" => Hasher::Sha3_224(Default::default()),
        "sha3_256" => Hasher::Sha3_256(Default::default()),
        "sha3_384" => Hasher::Sha3_384(Default::default()),
        "sha3_512" => Hasher::Sha3_512(Default::default()),
        "shake_128" => Hasher::Shake128(Default::default()),
        "shake_256" => Hasher::Shake256(Default::default()),
        "blake2b" => {
            let [key, salt, person, size] = blake2_params(args, 64)?;
            Hasher::Blake2b(Blake2b::new(&salt, &person, &key, size[0].into()))
        }
        "blake2s" => {
            let [key, salt, person, size] = blake2_params(args, 32)?;
            Hasher::Blake2s(Blake2s::new(&salt, &person, &key, size[0].into()))
        }
        other => {
            return Err(PyError::value_error(format!(
                "unsupported hash type {other}"
            )));
        }
    };
    Ok(Value::opaque(State(RefCell::new(h))))
}

/// blake2's parameters from `new`'s arguments (`args[1..]`: digest size, key, salt,
/// person), each checked against `limit` (the digest's size: 64 for blake2b, 32 for
/// blake2s) with CPython's messages, before the core's constructor (whose checks are
/// assertions) sees them: key, salt, person, and the digest size as one byte.
fn blake2_params(args: &[Value], limit: usize) -> PyResult<[Vec<u8>; 4]> {
    let size = match args.get(1) {
        Some(Value::Int(n)) => usize::try_from(*n).unwrap_or(0),
        _ => limit,
    };
    if !(1..=limit).contains(&size) {
        return Err(PyError::value_error(format!(
            "digest_size must be between 1 and {limit} bytes"
        )));
    }
    // CPython's order of checks: salt, person, key (`args[2..]` is key, salt, person).
    let mut parts: [Vec<u8>; 3] = Default::default();
    for (slot, (at, what, max)) in parts.iter_mut().zip([
        (3, "salt", limit / 4),
        (4, "person", limit / 4),
        (2, "key", limit),
    ]) {
        if let Some(v) = args.get(at) {
            *slot = crate::value::bytes::want_bytes(v)?.to_vec();
        }
        if slot.len() > max {
            return Err(PyError::value_error(format!(
                "maximum {what} length is {max} bytes"
            )));
        }
    }
    let [salt, person, key] = parts;
    Ok([key, salt, person, vec![size as u8]])
}

/// `update(state, data)`.
fn update(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let st = state(&args[0])?;
    let data = match &args[1] {
        Value::Str(_) => {
            return Err(PyError::type_error(
                "Strings must be encoded before hashing",
            ));
        }
        other => crate::value::bytes::bytes_like(other)
            .ok_or_else(|| PyError::type_error("object supporting the buffer API required"))?,
    };
    let mut h = st.0.borrow_mut();
    match &mut *h {
        Hasher::Md5(d) => Update::update(d, &data),
        Hasher::Sha1(d) => Update::update(d, &data),
        Hasher::Sha224(d) => Update::update(d, &data),
        Hasher::Sha256(d) => Update::update(d, &data),
        Hasher::Sha384(d) => Update::update(d, &data),
        Hasher::Sha512(d) => Update::update(d, &data),
        Hasher::Sha3_224(d) => Update::update(d, &data),
        Hasher::Sha3_256(d) => Update::update(d, &data),
        Hasher::Sha3_384(d) => Update::update(d, &data),
        Hasher::Sha3_512(d) => Update::update(d, &data),
        Hasher::Shake128(d) => d.update(&data),
        Hasher::Shake256(d) => d.update(&data),
        Hasher::Blake2b(d) => d.update(&data),
        Hasher::Blake2s(d) => d.update(&data),
    }
    Ok(Value::None)
}

/// `digest(state, length)`: the digest so far (the state goes on); `length` is a shake's
/// output length (else ignored).
fn digest(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let h = state(&args[0])?.0.borrow().clone();
    let length = match &args[1] {
        // why a bound: the output is allocated at once; past it CPython cannot have it
        // either (`MemoryError`), where an allocation failure here would abort.
        Value::Int(n) if *n > 1 << 32 => return Err(PyError::new(ExcType::MemoryError, "")),
        Value::Int(n) if *n >= 0 => usize::try_from(*n).unwrap_or(0),
        Value::Int(_) => {
            return Err(PyError::new(
                ExcType::SystemError,
                "Negative size passed to PyBytes_FromStringAndSize",
            ));
        }
        Value::BigInt(_) => return Err(PyError::new(ExcType::MemoryError, "")),
        _ => 0,
    };
    let out: Vec<u8> = match h {
        Hasher::Md5(d) => d.finalize().to_vec(),
        Hasher::Sha1(d) => d.finalize().to_vec(),
        Hasher::Sha224(d) => d.finalize().to_vec(),
        Hasher::Sha256(d) => d.finalize().to_vec(),
        Hasher::Sha384(d) => d.finalize().to_vec(),
        Hasher::Sha512(d) => d.finalize().to_vec(),
        Hasher::Sha3_224(d) => d.finalize().to_vec(),
        Hasher::Sha3_256(d) => d.finalize().to_vec(),
        Hasher::Sha3_384(d) => d.finalize().to_vec(),
        Hasher::Sha3_512(d) => d.finalize().to_vec(),
        Hasher::Shake128(d) => d.finalize_boxed(length).into_vec(),
        Hasher::Shake256(d) => d.finalize_boxed(length).into_vec(),
        Hasher::Blake2b(d) => d.finish(),
        Hasher::Blake2s(d) => d.finish(),
    };
    Ok(Value::bytes(out))
}

/// `copy(state)`: an independent state at the same point.
fn copy(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let h = state(&args[0])?.0.borrow().clone();
    Ok(Value::opaque(State(RefCell::new(h))))
}
