//! The line diff `grimoire test` prints between a pinned snapshot and a new trace: unified
//! format with three lines of context, so a reader sees where in the game a line changed.

use similar::TextDiff;

/// A unified diff of `old` (named `old_name`) and `new` (`new_name`); empty when they are equal.
pub fn unified(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    // Both end with a newline, so an edit on the last line does not also report one missing.
    let (old, new) = (with_newline(old), with_newline(new));
    TextDiff::from_lines(&old, &new)
        .unified_diff()
        .context_radius(3)
        .header(old_name, new_name)
        .to_string()
}

fn with_newline(s: &str) -> String {
    if s.is_empty() || s.ends_with('\n') {
        s.to_string()
    } else {
        format!("{s}\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_lines_come_with_their_context() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh";
        let new = "a\nb\nc\nd\nE\nf\ng\nh";
        let d = unified(old, new, "pinned", "now");
        assert!(
            d.starts_with("--- pinned\n+++ now\n@@ -2,7 +2,7 @@\n"),
            "{d}"
        );
        assert!(d.contains(" d\n-e\n+E\n f\n"), "{d}");
        assert_eq!(unified(old, old, "a", "b"), "");
    }
}
