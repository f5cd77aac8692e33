//! The limit on decimal conversions of large ints (CPython 3.11's
//! `sys.set_int_max_str_digits`, its answer to CVE-2020-10735): converting an int of
//! more than the limit's decimal digits to a string, or a string of more digits to an
//! int, takes time quadratic in the length, so above the limit both raise `ValueError`.
//! Bases that are powers of two convert in linear time and have no limit.

use std::cell::Cell;

use num_bigint::BigInt;

use crate::error::{PyError, PyResult};

/// The limit a program starts with (CPython's `sys.int_info.default_max_str_digits`).
pub const DEFAULT: usize = 4300;

/// The smallest limit other than 0 (no limit) that `sys.set_int_max_str_digits` accepts,
/// and the length below which no conversion checks the limit
/// (`sys.int_info.str_digits_check_threshold`).
pub const THRESHOLD: usize = 640;

thread_local! {
    /// The running program's limit (0: none). Per thread, as each thread runs one
    /// program: the formatting code that checks it has no machine at hand.
    static LIMIT: Cell<usize> = const { Cell::new(DEFAULT) };
    /// The limit the program was started with, if the environment set one
    /// (`sys.flags.int_max_str_digits`; -1: none).
    static CONFIGURED: Cell<i64> = const { Cell::new(-1) };
}

/// Starts a program with the limit its environment sets (`PYTHONINTMAXSTRDIGITS`), or
/// the default: CPython's `sys.flags.int_max_str_digits` keeps the first, which later
/// `sys.set_int_max_str_digits` calls do not change.
pub fn start(configured: Option<usize>) {
    LIMIT.set(configured.unwrap_or(DEFAULT));
    CONFIGURED.set(configured.map_or(-1, |n| n as i64));
}

/// The limit the environment set at the start (`sys.flags.int_max_str_digits`), or -1.
pub fn configured() -> i64 {
    CONFIGURED.get()
}

/// The current limit (0: none).
pub fn limit() -> usize {
    LIMIT.get()
}

/// Sets the limit: 0 for none, else at least [`THRESHOLD`] (the caller checks).
pub fn set_limit(n: usize) {
    LIMIT.set(n);
}

/// `str(b)`: its decimal digits, or CPython's `ValueError` when they are more than the
/// limit. An int whose bit length alone shows it has too many digits is refused before
/// any conversion (the conversion is what costs).
pub fn to_decimal(b: &BigInt) -> PyResult<String> {
    let limit = limit();
    if limit == 0 {
        return Ok(b.to_string());
    }
    // |b| >= 2^(bits - 1), so it has more than (bits - 1) * log10(2) digits; the margin
    // keeps a rounding of the product from refusing a number at the limit.
    let bits = b.bits();
    if bits > 1 && (bits - 1) as f64 * std::f64::consts::LOG10_2 > limit as f64 + 1.0 {
        return Err(too_many_digits_error(limit));
    }
    let s = b.to_string();
    let digits = s.len() - usize::from(s.starts_with('-'));
    if digits > limit {
        return Err(too_many_digits_error(limit));
    }
    Ok(s)
}

/// The error of an int with more digits than the limit converted to a string.
fn too_many_digits_error(limit: usize) -> PyError {
    PyError::value_error(format!(
        "Exceeds the limit ({limit} digits) for integer string conversion; use \
         sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// Checks a string of `digits` digits about to be parsed as an int in `base`: CPython's
/// `ValueError` when the base is not a power of two and the digits are more than the
/// limit.
pub fn check_parse(digits: usize, base: u32) -> PyResult<()> {
    let limit = limit();
    if base.is_power_of_two() || limit == 0 || digits <= limit {
        return Ok(());
    }
    Err(PyError::value_error(format!(
        "Exceeds the limit ({limit} digits) for integer string conversion: value has \
         {digits} digits; use sys.set_int_max_str_digits() to increase the limit"
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ten_to(n: u32) -> BigInt {
        BigInt::from(10).pow(n)
    }

    #[test]
    fn the_limit_counts_digits_without_the_sign() {
        set_limit(THRESHOLD);
        assert_eq!(to_decimal(&(ten_to(640) - 1u32)).unwrap().len(), 640);
        let below = ten_to(640) - 1u32;
        assert_eq!(to_decimal(&-below).unwrap().len(), 641);
        assert!(to_decimal(&ten_to(640)).is_err());
        let at: BigInt = ten_to(640);
        assert!(to_decimal(&-at).is_err());
        assert!(to_decimal(&ten_to(100_000)).is_err());
        set_limit(0);
        assert_eq!(to_decimal(&ten_to(5000)).unwrap().len(), 5001);
        set_limit(DEFAULT);
    }

    #[test]
    fn parsing_checks_only_bases_that_are_not_powers_of_two() {
        set_limit(DEFAULT);
        assert!(check_parse(4300, 10).is_ok());
        assert!(check_parse(4301, 10).is_err());
        assert!(check_parse(4301, 7).is_err());
        assert!(check_parse(100_000, 16).is_ok());
        assert!(check_parse(100_000, 2).is_ok());
    }
}
