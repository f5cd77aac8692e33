//! `sys.float_info`, CPython's structseq of the float type's limits (see `structseq`):
//! a `tuple` of eleven items, each also a read-only attribute: those of IEEE 754
//! doubles, as `<float.h>` gives them to CPython.

use crate::value::Value;

use super::super::structseq::{self, Shape};
use super::{
    FI_DIG, FI_EPSILON, FI_MANT_DIG, FI_MAX, FI_MAX_10_EXP, FI_MAX_EXP, FI_MIN, FI_MIN_10_EXP,
    FI_MIN_EXP, FI_NEW, FI_RADIX, FI_REPR, FI_ROUNDS,
};

const SHAPE: Shape = Shape {
    name: "sys.float_info",
    fields: &[
        "max",
        "max_exp",
        "max_10_exp",
        "min",
        "min_exp",
        "min_10_exp",
        "dig",
        "mant_dig",
        "epsilon",
        "radix",
        "rounds",
    ],
    getters: &[
        FI_MAX,
        FI_MAX_EXP,
        FI_MAX_10_EXP,
        FI_MIN,
        FI_MIN_EXP,
        FI_MIN_10_EXP,
        FI_DIG,
        FI_MANT_DIG,
        FI_EPSILON,
        FI_RADIX,
        FI_ROUNDS,
    ],
    visible: 11,
    new: FI_NEW,
    repr: FI_REPR,
};

structseq::standard!(SHAPE, "sys.float_info", items);

/// The fields of `sys.float_info`, in order.
fn items() -> Vec<Value> {
    vec![
        Value::Float(f64::MAX),
        Value::Int(i64::from(f64::MAX_EXP)),
        Value::Int(i64::from(f64::MAX_10_EXP)),
        Value::Float(f64::MIN_POSITIVE),
        Value::Int(i64::from(f64::MIN_EXP)),
        Value::Int(i64::from(f64::MIN_10_EXP)),
        Value::Int(i64::from(f64::DIGITS)),
        Value::Int(i64::from(f64::MANTISSA_DIGITS)),
        Value::Float(f64::EPSILON),
        Value::Int(i64::from(f64::RADIX)),
        // FLT_ROUNDS: to nearest.
        Value::Int(1),
    ]
}

structseq::getters!("sys.float_info", field; max = 0, max_exp = 1, max_10_exp = 2, min = 3, min_exp = 4, min_10_exp = 5, dig = 6, mant_dig = 7, epsilon = 8, radix = 9, rounds = 10);
