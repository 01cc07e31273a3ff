//! How sure a win rate is: the Wilson score interval, which stays inside 0..1 and is right
//! for few games and for rates near 0 or 1, where the normal approximation is not.

/// The two-sided 95% quantile of the normal distribution.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The 95% Wilson score interval of `wins` successes in `n` trials, as fractions; `(0, 1)`
/// for no trial.
pub fn wilson(wins: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (n as f64, wins as f64 / n as f64, Z95);
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// `62.0% (55.1–68.4%)`: a rate with its 95% interval, in percent.
pub fn rate_with_interval(wins: u64, n: u64) -> String {
    let (lo, hi) = wilson(wins, n);
    let rate = 100.0 * wins as f64 / n.max(1) as f64;
    format!("{rate:.1}% ({:.1}–{:.1}%)", 100.0 * lo, 100.0 * hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values from the formula worked by hand: 8 of 10 gives 0.490–0.943; the interval of a
    /// rate of 0 or 1 still has width, and it narrows with more games.
    #[test]
    fn wilson_intervals() {
        let (lo, hi) = wilson(8, 10);
        assert!(
            (lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 20);
        assert_eq!(lo, 0.0);
        assert!(hi > 0.1 && hi < 0.2, "{hi}");
        let (a, b) = wilson(100, 200);
        let (c, d) = wilson(1000, 2000);
        assert!(b - a > d - c);
        assert!(a < 0.5 && b > 0.5);
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        assert_eq!(rate_with_interval(8, 10), "80.0% (49.0–94.3%)");
    }
}
