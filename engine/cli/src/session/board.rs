//! The board a person sees before answering: the ruleset's own summary of the game (the final
//! state scenario snapshots end with: turn, players, every zone with each object's status, the
//! chain), with what that person may not see told as counts only: every deck (library, rune
//! deck), and the hand and face-down cards of a player who is not at the keyboard.

use grimoire_core::{format_en_fr, words};

/// Zones whose cards nobody sees.
const HIDDEN: [&str; 3] = ["deck", "rune deck", "library"];
/// Zones only their player sees.
const PRIVATE: [&str; 2] = ["hand", "facedown"];

/// The board of `game` as a person sees it: its summary with the moment it is at
/// (`Scenes::moment`) and the hidden cards counted, `seen` telling whose private zones show.
///
/// In French the board is read twice: what is hidden is told from the English summary (whose
/// zone names `HIDDEN` and `PRIVATE` know), what is shown is the French one, line for line.
pub fn of_game<R: super::save::Scenes>(
    game: &grimoire_core::state::Game<R>,
    seen: &dyn Fn(usize) -> bool,
) -> String {
    if !words::french() {
        return board(&with_moment(game), seen);
    }
    let shown = with_moment(game);
    let lang = words::shown();
    words::show_in(None);
    let english = with_moment(game);
    words::show_in(lang);
    told(&english, &shown, seen)
}

/// The summary with the moment the game is at as its first line (`Scenes::moment`).
fn with_moment<R: super::save::Scenes>(game: &grimoire_core::state::Game<R>) -> String {
    let summary = R::summary(game);
    match R::moment(game) {
        Some(moment) => {
            let rest = summary.split_once('\n').map_or("", |(_, rest)| rest);
            format!("{moment}\n{rest}")
        }
        None => summary,
    }
}

/// `shown` (the summary in the chosen language) with the cards that `english`, the same
/// summary in English, puts in hidden zones counted; line for line, else `english` counted.
fn told(english: &str, shown: &str, seen: &dyn Fn(usize) -> bool) -> String {
    if english.lines().count() != shown.lines().count() {
        return board(english, seen);
    }
    let mut out = String::new();
    let mut player: Option<usize> = None;
    for (line, said) in english.lines().zip(shown.lines()) {
        if let Some(p) = section(line) {
            player = Some(p);
        }
        match zone_line(line) {
            Some((zone, items)) if hidden(zone, player, seen) => {
                let name = said
                    .trim_start()
                    .split_once(':')
                    .map_or(zone, |(name, _)| name.trim_end());
                out.push_str(&count_line(name, count(items)));
            }
            _ => out.push_str(said),
        }
        out.push('\n');
    }
    out
}

/// Whether the cards of `zone`, in `player`'s section, are told as a count.
fn hidden(zone: &str, player: Option<usize>, seen: &dyn Fn(usize) -> bool) -> bool {
    let private = PRIVATE.iter().any(|z| zone.starts_with(z));
    HIDDEN.contains(&zone) || private && player.is_some_and(|p| !seen(p))
}

/// `  deck: 3 card(s)`.
fn count_line(zone: &str, n: usize) -> String {
    format_en_fr!(en: "  {zone}: {n} card(s)", fr: "  {zone} : {n} carte(s)")
}

/// `summary` with hidden cards counted; `seen` tells whether a player's private zones show
/// (`p1`, `p2` … by index).
pub fn board(summary: &str, seen: &dyn Fn(usize) -> bool) -> String {
    let mut out = String::new();
    let mut player: Option<usize> = None;
    for line in summary.lines() {
        if let Some(p) = section(line) {
            player = Some(p);
        }
        let shown = match zone_line(line) {
            Some((zone, items)) if hidden(zone, player, seen) => count_line(zone, count(items)),
            _ => line.to_string(),
        };
        out.push_str(&shown);
        out.push('\n');
    }
    out
}

/// `p2: …` (`p2 : …`) opens player 2's lines.
fn section(line: &str) -> Option<usize> {
    let (head, _) = line.split_once(':')?;
    let n: usize = head.trim_end().strip_prefix('p')?.parse().ok()?;
    n.checked_sub(1)
}

/// `  zone: items` (`  zone : items`) → (`zone`, `items`).
fn zone_line(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix("  ")?;
    let (zone, items) = inner.split_once(": ")?;
    Some((zone.trim_end(), items))
}

/// Items separated by commas outside parentheses.
fn count(items: &str) -> usize {
    let mut depth = 0i32;
    let mut n = usize::from(!items.trim().is_empty());
    for c in items.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => n += 1,
            _ => {}
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::board;

    #[test]
    fn decks_and_the_other_hand_are_counts() {
        let summary = "turn 1 (p1)\np1: 0 points\n  hand: a, b (x, y)\n  deck: c, d, e\np2: 0 points\n  hand: f\n  facedown at bf: g\n  base: h (ready)\n";
        let shown = board(summary, &|p| p == 0);
        assert_eq!(
            shown,
            "turn 1 (p1)\np1: 0 points\n  hand: a, b (x, y)\n  deck: 3 card(s)\np2: 0 points\n  hand: 1 card(s)\n  facedown at bf: 1 card(s)\n  base: h (ready)\n"
        );
    }
}
