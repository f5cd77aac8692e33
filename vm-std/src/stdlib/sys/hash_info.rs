//! `sys.hash_info`, CPython's structseq of how `hash()` works (see `structseq`): a
//! `tuple` of nine items, each also a read-only attribute. The numeric fields are
//! CPython's, as vm-std hashes numbers as CPython does (`value::hash`); `imag` is too,
//! though vm-std has no complex numbers. Strings and bytes hash with FxHash, unseeded:
//! `algorithm` is `'fxhash'`, `seed_bits` 0 and there is no small-string `cutoff`.

use crate::value::Value;
use crate::value::hash;

use super::super::structseq::{self, Shape};
use super::{
    HI_ALGORITHM, HI_CUTOFF, HI_HASH_BITS, HI_IMAG, HI_INF, HI_MODULUS, HI_NAN, HI_NEW, HI_REPR,
    HI_SEED_BITS, HI_WIDTH,
};

const SHAPE: Shape = Shape {
    name: "sys.hash_info",
    fields: &[
        "width",
        "modulus",
        "inf",
        "nan",
        "imag",
        "algorithm",
        "hash_bits",
        "seed_bits",
        "cutoff",
    ],
    getters: &[
        HI_WIDTH,
        HI_MODULUS,
        HI_INF,
        HI_NAN,
        HI_IMAG,
        HI_ALGORITHM,
        HI_HASH_BITS,
        HI_SEED_BITS,
        HI_CUTOFF,
    ],
    visible: 9,
    new: HI_NEW,
    repr: HI_REPR,
};

structseq::standard!(SHAPE, "sys.hash_info", items);

/// The fields of `sys.hash_info`, in order.
fn items() -> Vec<Value> {
    vec![
        Value::Int(64),
        Value::Int(hash::MODULUS as i64),
        Value::Int(hash::hash_float(f64::INFINITY)),
        Value::Int(hash::hash_float(f64::NAN)),
        // CPython's multiplier of a complex's imaginary part's hash.
        Value::Int(1000003),
        Value::str("fxhash"),
        Value::Int(64),
        Value::Int(0),
        Value::Int(0),
    ]
}

structseq::getters!("sys.hash_info", field; width = 0, modulus = 1, inf = 2, nan = 3, imag = 4, algorithm = 5, hash_bits = 6, seed_bits = 7, cutoff = 8);
