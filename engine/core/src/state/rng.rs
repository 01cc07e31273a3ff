//! The game's one seeded RNG: same seed, same game. Our own `below` and shuffle sit on `next_u64`, so an
//! upgrade of the rand crates cannot change a trace.

use rand_core::{RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRng(Pcg64Mcg);

impl GameRng {
    pub fn seeded(seed: u64) -> Self {
        GameRng(Pcg64Mcg::seed_from_u64(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in `0..n` without modulo bias; `n` must be positive.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    /// Fisher–Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_bounds_hold() {
        let (mut a, mut b) = (GameRng::seeded(7), GameRng::seeded(7));
        let xs: Vec<u64> = (0..20).map(|_| a.below(6)).collect();
        let ys: Vec<u64> = (0..20).map(|_| b.below(6)).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|&x| x < 6));
        assert!(
            xs.iter().any(|&x| x != xs[0]),
            "a constant sequence is not random"
        );
    }
}
