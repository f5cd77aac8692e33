//! `sys.int_info`, CPython's structseq of how ints are stored (see `structseq`): a
//! `tuple` of four items, each also a read-only attribute. `bits_per_digit` and
//! `sizeof_digit` are CPython's (vm-std's big ints have other digits, which no program
//! sees); the limits are those of `str_digits`.

use crate::value::Value;
use crate::value::str_digits;

use super::super::structseq::{self, Shape};
use super::{
    II_BITS_PER_DIGIT, II_DEFAULT_MAX_STR_DIGITS, II_NEW, II_REPR, II_SIZEOF_DIGIT,
    II_STR_DIGITS_CHECK_THRESHOLD,
};

const SHAPE: Shape = Shape {
    name: "sys.int_info",
    fields: &[
        "bits_per_digit",
        "sizeof_digit",
        "default_max_str_digits",
        "str_digits_check_threshold",
    ],
    getters: &[
        II_BITS_PER_DIGIT,
        II_SIZEOF_DIGIT,
        II_DEFAULT_MAX_STR_DIGITS,
        II_STR_DIGITS_CHECK_THRESHOLD,
    ],
    visible: 4,
    new: II_NEW,
    repr: II_REPR,
};

structseq::standard!(SHAPE, "sys.int_info", items);

/// The fields of `sys.int_info`, in order.
fn items() -> Vec<Value> {
    vec![
        Value::Int(30),
        Value::Int(4),
        Value::Int(str_digits::DEFAULT as i64),
        Value::Int(str_digits::THRESHOLD as i64),
    ]
}

structseq::getters!("sys.int_info", field; bits_per_digit = 0, sizeof_digit = 1, default_max_str_digits = 2, str_digits_check_threshold = 3);
