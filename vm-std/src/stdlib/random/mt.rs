//! MT19937, the Mersenne Twister of CPython's `_randommodule.c` (Matsumoto and
//! Nishimura's 2002 reference algorithm): seeding by a key of 32-bit words, the 32-bit
//! outputs, `random()` from two of them and `getrandbits(k)`. The same seed gives the
//! same words as CPython, so every method built on these prints the same numbers.

use num_bigint::{BigInt, BigUint};

use crate::value::Value;

/// Words of state.
pub const N: usize = 624;
/// The middle word of the recurrence.
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// `index` of a generator that was never seeded: its first draw seeds it from the
/// operating system (as CPython's module seeds its generator when imported).
const UNSEEDED: usize = N + 1;

/// One generator: the state words, the position of the next one to temper, and the
/// second normal deviate `gauss()` keeps (`gauss_next`, `None` or a float).
pub struct Mt {
    state: [u32; N],
    index: usize,
    pub gauss_next: Value,
}

impl Default for Mt {
    fn default() -> Mt {
        Mt::new()
    }
}

impl Mt {
    /// A generator not seeded yet.
    pub const fn new() -> Mt {
        Mt {
            state: [0; N],
            index: UNSEEDED,
            gauss_next: Value::None,
        }
    }

    /// `init_genrand(s)`.
    fn init_genrand(&mut self, s: u32) {
        let mt = &mut self.state;
        mt[0] = s;
        for i in 1..N {
            mt[i] = 1_812_433_253u32
                .wrapping_mul(mt[i - 1] ^ (mt[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        self.index = N;
    }

    /// `init_by_array(key)`: the state made from a key of any length (at least one word).
    pub fn init_by_array(&mut self, key: &[u32]) {
        debug_assert!(!key.is_empty());
        self.init_genrand(19_650_218);
        let mt = &mut self.state;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            let prev = mt[i - 1] ^ (mt[i - 1] >> 30);
            mt[i] = (mt[i] ^ prev.wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = mt[i - 1] ^ (mt[i - 1] >> 30);
            mt[i] = (mt[i] ^ prev.wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x8000_0000;
    }

    /// Seeds from the operating system's entropy (`getrandom`, then `/dev/urandom`),
    /// or failing both from the time and the process id, as CPython's `seed(None)`.
    pub fn seed_from_os(&mut self) {
        let mut key = [0u32; N];
        if fill_from_os(&mut key) {
            self.init_by_array(&key);
            return;
        }
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        let mono = {
            static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
            START
                .get_or_init(std::time::Instant::now)
                .elapsed()
                .as_nanos() as u64
        };
        let key = [
            now as u32,
            (now >> 32) as u32,
            std::process::id(),
            mono as u32,
            (mono >> 32) as u32,
        ];
        self.init_by_array(&key);
    }

    /// `genrand_uint32()`: the next 32-bit output.
    #[inline(always)]
    pub fn next_u32(&mut self) -> u32 {
        if self.index >= N {
            self.refill();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// Makes the next `N` words (seeding first if the generator never was).
    #[cold]
    #[inline(never)]
    fn refill(&mut self) {
        if self.index == UNSEEDED {
            self.seed_from_os();
        }
        let mt = &mut self.state;
        let twist = |a: u32, b: u32, m: u32| {
            let y = (a & UPPER_MASK) | (b & LOWER_MASK);
            m ^ (y >> 1) ^ if y & 1 != 0 { MATRIX_A } else { 0 }
        };
        for k in 0..N - M {
            mt[k] = twist(mt[k], mt[k + 1], mt[k + M]);
        }
        for k in N - M..N - 1 {
            mt[k] = twist(mt[k], mt[k + 1], mt[k + M - N]);
        }
        mt[N - 1] = twist(mt[N - 1], mt[0], mt[M - 1]);
        self.index = 0;
    }

    /// `random()`: a float in [0, 1) with 53 random bits.
    #[inline(always)]
    pub fn random(&mut self) -> f64 {
        let a = self.next_u32() >> 5;
        let b = self.next_u32() >> 6;
        (f64::from(a) * 67_108_864.0 + f64::from(b)) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `getrandbits(k)` for `k <= 64`: words low first, the last one's high bits.
    #[inline(always)]
    pub fn bits64(&mut self, k: u32) -> u64 {
        match k {
            0 => 0,
            1..=32 => u64::from(self.next_u32() >> (32 - k)),
            _ => {
                let low = u64::from(self.next_u32());
                let high = u64::from(self.next_u32() >> (64 - k));
                low | high << 32
            }
        }
    }

    /// `getrandbits(k)` for any `k`.
    pub fn bits(&mut self, k: u64) -> BigInt {
        let words = k.div_ceil(32) as usize;
        let mut out = Vec::with_capacity(words);
        let mut left = k;
        for _ in 0..words {
            let mut r = self.next_u32();
            if left < 32 {
                r >>= 32 - left;
            }
            out.push(r);
            left = left.saturating_sub(32);
        }
        BigInt::from(BigUint::new(out))
    }

    /// A number below `n` (`n > 0`): `getrandbits(n.bit_length())` until one is below,
    /// as `Random._randbelow_with_getrandbits`.
    #[inline(always)]
    pub fn below(&mut self, n: u64) -> u64 {
        let k = 64 - n.leading_zeros();
        loop {
            let r = self.bits64(k);
            if r < n {
                return r;
            }
        }
    }

    /// [`Mt::below`] for a big `n` (`n > 0`).
    pub fn below_big(&mut self, n: &BigInt) -> BigInt {
        let k = n.bits();
        loop {
            let r = self.bits(k);
            if &r < n {
                return r;
            }
        }
    }

    /// `getstate()`'s tuple: the 624 words and the index.
    pub fn state(&self) -> Vec<Value> {
        let mut v: Vec<Value> = self
            .state
            .iter()
            .map(|&w| Value::Int(i64::from(w)))
            .collect();
        // A generator never seeded shows as one about to refill (CPython's is always
        // seeded by then).
        v.push(Value::Int(self.index.min(N) as i64));
        v
    }

    /// `setstate()`'s words and index (checked by the caller).
    pub fn set_state(&mut self, words: &[u32; N], index: usize) {
        self.state = *words;
        self.index = index;
    }
}

/// Fills `key` with entropy from the operating system; `false` when none could be had.
fn fill_from_os(key: &mut [u32; N]) -> bool {
    let mut bytes = [0u8; N * 4];
    if !super::os::fill(&mut bytes) {
        return false;
    }
    for (w, c) in key.iter_mut().zip(bytes.chunks_exact(4)) {
        *w = u32::from_ne_bytes([c[0], c[1], c[2], c[3]]);
    }
    true
}

impl super::Gen for Mt {
    #[inline(always)]
    fn random(&mut self) -> f64 {
        Mt::random(self)
    }

    #[inline(always)]
    fn bits64(&mut self, k: u32) -> u64 {
        Mt::bits64(self, k)
    }

    fn bits(&mut self, k: u64) -> BigInt {
        Mt::bits(self, k)
    }

    /// `getrandbits(8 * n).to_bytes(n, 'little')`: the 32-bit words low first, each
    /// little-endian, the last one's high bits when `n` is not a multiple of 4.
    fn random_bytes(&mut self, n: usize) -> crate::error::PyResult<Vec<u8>> {
        let mut out: Vec<u8> = crate::error::try_vec(n)?;
        while out.len() < n {
            let left = n - out.len();
            let mut r = self.next_u32();
            if left < 4 {
                r >>= 32 - 8 * left as u32;
            }
            out.extend_from_slice(&r.to_le_bytes()[..left.min(4)]);
        }
        Ok(out)
    }

    fn gauss_next(&mut self) -> &mut Value {
        &mut self.gauss_next
    }

    #[inline(always)]
    fn below(&mut self, n: u64) -> u64 {
        Mt::below(self, n)
    }

    fn below_big(&mut self, n: &BigInt) -> BigInt {
        Mt::below_big(self, n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference outputs of MT19937 seeded by `init_by_array([0x123, 0x234, 0x345,
    /// 0x456])` (mt19937ar.out: the first values of `genrand_int32`).
    #[test]
    fn reference_outputs() {
        let mut mt = Mt::new();
        mt.init_by_array(&[0x123, 0x234, 0x345, 0x456]);
        let first: Vec<u32> = (0..5).map(|_| mt.next_u32()).collect();
        assert_eq!(
            first,
            [
                1_067_595_299,
                955_945_823,
                477_289_528,
                4_107_218_783,
                4_228_976_476
            ]
        );
    }

    /// `random.seed(0); random.random()` in CPython.
    #[test]
    fn seeded_random() {
        let mut mt = Mt::new();
        mt.init_by_array(&[0]);
        assert_eq!(mt.random(), 0.844_421_851_525_048_1);
    }
}
