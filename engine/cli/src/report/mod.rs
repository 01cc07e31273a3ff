//! The balance report (`simulate … --report OUT.html`, `merge … --report OUT.html`;
//! docs/SIMULATION.md, "Balance reports"): one self-contained HTML page drawn from a
//! simulation's results — win rates by deck, seat and agent with their 95% intervals, the game
//! length distribution, and card by card how often it was played and what its deck won with
//! and without it. The plots are SVG written here (`svg.rs`), the style is inline, and the page
//! runs no script and fetches nothing: it opens from disk anywhere.

mod cards;
mod page;
mod svg;

pub use cards::ranked;
pub use page::page;

use crate::packs::PackId;
use grimoire_core::sim::report::Results;
use std::path::Path;

/// Writes the report of `results` (played with `packs`) to `path`.
pub fn write(path: &Path, results: &Results, packs: &[PackId]) -> Result<(), String> {
    std::fs::write(path, page(results, packs))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Text made safe for HTML, in an element or an attribute: every name on the page (decks,
/// cards, agents, packs) comes from content files and passes through here.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `62.0% (55.1–68.4%)`, or a dash when there is no game to make a rate of.
pub fn rate(wins: u64, games: u64) -> String {
    if games == 0 {
        "–".to_string()
    } else {
        grimoire_core::sim::stats::rate_with_interval(wins, games)
    }
}

#[cfg(test)]
mod tests {
    use super::esc;

    #[test]
    fn names_are_escaped() {
        assert_eq!(
            esc(r#"<b>"Ça" & 'co'</b>"#),
            "&lt;b&gt;&quot;Ça&quot; &amp; &#39;co&#39;&lt;/b&gt;"
        );
    }
}
