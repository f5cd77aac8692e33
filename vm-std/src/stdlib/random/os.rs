//! The operating system's entropy: what `SystemRandom` draws from, as CPython's
//! `SystemRandom` draws from `os.urandom` (`getrandom(2)`, else `/dev/urandom`), with its
//! arithmetic: `random()` from 7 bytes, `getrandbits(k)` from `ceil(k / 8)` bytes read
//! big-endian and shifted down to `k` bits, `randbytes(n)` the bytes themselves.

use num_bigint::{BigInt, BigUint};

use super::Gen;
use crate::error::{PyError, PyResult, try_vec};
use crate::value::Value;

/// Fills `buf` with entropy from the operating system; `false` when none could be had.
pub fn fill(buf: &mut [u8]) -> bool {
    let mut got = 0usize;
    while got < buf.len() {
        let rest = &mut buf[got..];
        // SAFETY: `rest` is a live, mutably borrowed buffer of `rest.len()` bytes, all of
        // which `getrandom` may write.
        let n = unsafe { libc::getrandom(rest.as_mut_ptr().cast(), rest.len(), 0) };
        if n > 0 {
            got += n as usize;
        } else if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
        {
            continue;
        } else {
            break;
        }
    }
    if got == buf.len() {
        return true;
    }
    use std::io::Read;
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut buf[got..]))
        .is_ok()
}

/// `os.urandom(n)`: `n` bytes of entropy (`MemoryError` for more than can be had, an
/// `OSError` when the system has none to give).
pub fn urandom(n: usize) -> PyResult<Vec<u8>> {
    let mut buf: Vec<u8> = try_vec(n)?;
    buf.resize(n, 0);
    if !fill(&mut buf) {
        return Err(PyError::new(
            crate::error::ExcType::OSError,
            "no entropy from the operating system",
        ));
    }
    Ok(buf)
}

/// The generator of a `SystemRandom`: no state but `gauss()`'s second deviate (which
/// `Random.__init__` gives every instance).
pub struct OsRng {
    pub gauss_next: Value,
}

impl OsRng {
    pub fn new() -> OsRng {
        OsRng {
            gauss_next: Value::None,
        }
    }
}

impl Default for OsRng {
    fn default() -> OsRng {
        OsRng::new()
    }
}

thread_local! {
    /// What [`entropy`] draws from when the system has no entropy to give.
    static FALLBACK: std::cell::RefCell<super::Mt> = const { std::cell::RefCell::new(super::Mt::new()) };
}

/// `n` bytes of entropy. Should the system have none (no `getrandom`, no
/// `/dev/urandom`), the bytes of a generator seeded as the module's own is then (from the
/// clocks): the methods drawing from this cannot fail, as CPython's cannot either once
/// `os.urandom` works.
fn entropy(n: usize) -> Vec<u8> {
    let mut buf = vec![0u8; n];
    if !fill(&mut buf) {
        FALLBACK.with_borrow_mut(|g| {
            for b in &mut buf {
                *b = g.next_u32() as u8;
            }
        });
    }
    buf
}

impl Gen for OsRng {
    /// `(int.from_bytes(_urandom(7)) >> 3) * RECIP_BPF`.
    fn random(&mut self) -> f64 {
        let b = entropy(7);
        let x = b.iter().fold(0u64, |x, &byte| x << 8 | u64::from(byte)) >> 3;
        x as f64 * (1.0 / 9_007_199_254_740_992.0)
    }

    fn bits64(&mut self, k: u32) -> u64 {
        if k == 0 {
            return 0;
        }
        let n = k.div_ceil(8) as usize;
        let x = entropy(n)
            .iter()
            .fold(0u64, |x, &byte| x << 8 | u64::from(byte));
        x >> (n as u32 * 8 - k)
    }

    fn bits(&mut self, k: u64) -> BigInt {
        let n = k.div_ceil(8) as usize;
        let x = BigUint::from_bytes_be(&entropy(n));
        BigInt::from(x >> (n as u64 * 8 - k))
    }

    fn random_bytes(&mut self, n: usize) -> PyResult<Vec<u8>> {
        urandom(n)
    }

    fn gauss_next(&mut self) -> &mut Value {
        &mut self.gauss_next
    }
}
