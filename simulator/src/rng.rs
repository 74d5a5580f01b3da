//! Stable hashing and a small pseudo-random generator. The catalog and the pages are pure
//! functions of their inputs, so nothing here may depend on std's per-process hasher or on an
//! outside crate whose algorithm could change between versions: the same keyword, day and seed
//! must give the same pages on every machine, today and after an upgrade.

/// FNV-1a over bytes: turns a keyword into a stable number.
pub(crate) fn hash_str(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.as_bytes() {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The SplitMix64 finaliser: spreads every input bit over the output.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One stable number from several: the seed of a generator for one purpose.
pub(crate) fn key(parts: &[u64]) -> u64 {
    parts
        .iter()
        .fold(0x9e37_79b9_7f4a_7c15, |acc, part| mix(acc ^ mix(*part)))
}

/// A number in `[0, 1)` from a hash, for one-off draws such as "is this request faulted".
pub(crate) fn unit(hash: u64) -> f64 {
    (hash >> 11) as f64 / (1u64 << 53) as f64
}

/// SplitMix64: small, fast and good enough for shuffles and picks.
#[derive(Debug, Clone)]
pub(crate) struct Rng(u64);

impl Rng {
    /// A generator whose whole sequence follows from `seed`.
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.0)
    }

    /// A number in `[0, 1)`.
    pub(crate) fn unit(&mut self) -> f64 {
        unit(self.next_u64())
    }

    /// True with probability `p`.
    pub(crate) fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// A number in `lo..=hi` (`lo` when the range is empty).
    pub(crate) fn range(&mut self, lo: u64, hi: u64) -> u64 {
        if hi <= lo {
            return lo;
        }
        lo + self.next_u64() % (hi - lo + 1)
    }

    /// An index below `len` (`len` must not be 0).
    pub(crate) fn index(&mut self, len: usize) -> usize {
        (self.next_u64() % len as u64) as usize
    }

    /// One element of a non-empty slice.
    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.index(items.len())]
    }

    /// `count` distinct numbers below `len`, ascending (all of them when `count >= len`).
    pub(crate) fn distinct_sorted(&mut self, count: usize, len: usize) -> Vec<usize> {
        let mut all: Vec<usize> = (0..len).collect();
        let count = count.min(len);
        for i in 0..count {
            let j = i + self.index(len - i);
            all.swap(i, j);
        }
        all.truncate(count);
        all.sort_unstable();
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_sequence() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let second: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        assert_eq!(first, second);
    }

    #[test]
    fn keyword_hashes_are_fixed_values_not_per_process_ones() {
        // FNV-1a of "a" is a published constant.
        assert_eq!(hash_str("a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn ranges_stay_inside_their_bounds() {
        let mut rng = Rng::new(1);
        for _ in 0..1000 {
            let n = rng.range(3, 5);
            assert!((3..=5).contains(&n));
            assert!((0.0..1.0).contains(&rng.unit()));
        }
        assert_eq!(rng.range(9, 2), 9);
    }

    #[test]
    fn distinct_picks_are_distinct_and_sorted() {
        let picks = Rng::new(3).distinct_sorted(10, 12);
        assert_eq!(picks.len(), 10);
        assert!(picks.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Rng::new(3).distinct_sorted(20, 4), [0, 1, 2, 3]);
    }
}
