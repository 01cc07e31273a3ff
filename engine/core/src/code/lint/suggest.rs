//! "Did you mean": the candidates nearest a misspelt name, by edit distance (strsim's optimal
//! string alignment, so that a swapped pair of letters — `Bilnk` for `Blink` — counts as one
//! mistake).

/// The candidates nearest `word` (ignoring case), best first, at most three: only those close
/// enough to be a slip of the keyboard.
pub fn nearest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let target = word.to_lowercase();
    let limit = (target.chars().count() / 3).max(2);
    let mut scored: Vec<(usize, &str)> = candidates
        .into_iter()
        .map(|c| (strsim::osa_distance(&c.to_lowercase(), &target), c))
        .filter(|(d, c)| *d <= limit && *d < c.chars().count())
        .collect();
    scored.sort();
    scored.dedup_by(|a, b| a.1 == b.1);
    let best = scored.first().map_or(0, |s| s.0);
    scored
        .into_iter()
        .filter(|s| s.0 == best)
        .take(3)
        .map(|s| s.1)
        .collect()
}

/// "did you mean `a`?" / "did you mean `a` or `b`?", or `None` with nothing near.
pub fn did_you_mean(near: &[&str]) -> Option<String> {
    if near.is_empty() {
        return None;
    }
    let list: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
    Some(format!("did you mean {}?", list.join(" or ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slips_are_found_and_strangers_are_not() {
        let names = ["draw", "discard", "deal_damage", "kill"];
        assert_eq!(nearest("drow", names), vec!["draw"]);
        assert_eq!(
            nearest("Bilnk", ["Blink", "Blinking", "Glow"]),
            vec!["Blink"]
        );
        assert!(nearest("xyzzy", names).is_empty());
        assert_eq!(
            did_you_mean(&["draw"]).as_deref(),
            Some("did you mean `draw`?")
        );
    }
}
