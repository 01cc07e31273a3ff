//! The page itself: a heading naming the simulation, then the win rates, the game lengths and
//! the cards, each a plot with a few words on how to read it. Its style is `page.css`, inline.

use super::svg::{Mark, Row, histogram, interval_plot};
use super::{cards, esc};
use crate::packs::PackId;
use grimoire_core::sim::report::Results;
use std::fmt::Write;

const CSS: &str = include_str!("page.css");

/// The whole page of `results`, played with `packs`.
pub fn page(r: &Results, packs: &[PackId]) -> String {
    let title = format!("Balance report: {}", r.decks.join(" vs "));
    let mut s = String::new();
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title><style>{CSS}</style></head><body>\n<h1>{}</h1>\n",
        esc(&title),
        esc(&title)
    );
    s.push_str(&heading(r, packs));
    s.push_str("<h2>Win rates</h2>\n<p>Each rate with its 95% interval (Wilson; draws count as games not won). Two rates whose intervals overlap much are not told apart by these games.</p>\n");
    s.push_str(&interval_plot("win-rates", &win_rows(r), true));
    let ended: u64 = r.games_by_turns.iter().map(|t| t.1).sum();
    let _ = write!(
        s,
        "\n<h2>Game length</h2>\n<p>{ended} game(s) ended, by their number of turns; mean {:.2} turns{}.</p>\n",
        r.mean_turns(),
        if r.draws > 0 {
            format!(
                "; {} draw(s), the turn limit ({}) included",
                r.draws, r.turn_limit
            )
        } else {
            String::new()
        }
    );
    s.push_str(&histogram("game-lengths", &r.games_by_turns, "turns"));
    s.push_str("\n<h2>Cards</h2>\n<p>For each card a deck played: its deck's win rate in the games it was played (filled) and in the games it was not (hollow), with their 95% intervals; the cards whose play goes most clearly with more wins first (the difference of the two rates over its standard error). A card played in nearly every game has a wide interval when not played. <em>Drawn, never played</em>: games it was in hand (the opening hand included) and never played.</p>\n");
    s.push_str(&cards::plot(r));
    s.push('\n');
    s.push_str(&cards::table(r));
    s.push_str("\n</body></html>\n");
    s
}

/// What was played: games, seeds, decks, agents, packs, digest.
fn heading(r: &Results, packs: &[PackId]) -> String {
    let mut s = String::from("<dl class=\"facts\">");
    let mut fact = |k: &str, v: String| {
        let _ = write!(s, "<dt>{k}</dt><dd>{v}</dd>");
    };
    fact(
        "games",
        format!(
            "{} (seeds {} to {}), turn limit {}{}",
            r.played(),
            r.seed.wrapping_add(r.first),
            r.seed.wrapping_add(r.end).wrapping_sub(1),
            r.turn_limit,
            if r.checked {
                ", invariants checked"
            } else {
                ""
            }
        ),
    );
    fact("decks", esc(&r.decks.join(" vs ")));
    if !r.agents.is_empty() {
        fact(
            "agents",
            esc(&r.agents.join(", ")) + " (turned round a seat each game)",
        );
    }
    fact("draws", r.draws.to_string());
    if !r.failures.is_empty() {
        fact("failed games", r.failures.len().to_string());
    }
    fact("digest", esc(&r.digest));
    if !packs.is_empty() {
        let names: Vec<String> = packs.iter().map(|p| esc(&p.to_string())).collect();
        fact("packs", names.join("<br>"));
    }
    s.push_str("</dl>\n");
    s
}

/// The rows of `win-rates`: each deck, each turn order, each deck going first and second, and
/// each agent.
fn win_rows(r: &Results) -> Vec<Row> {
    let played = r.played();
    let ended = played - r.failures.len() as u64;
    let row = |label: String, wins: u64, games: u64| Row {
        label,
        marks: vec![Mark {
            wins,
            games,
            class: "rate",
            what: "win rate",
        }],
    };
    let mut rows = Vec::new();
    for (d, &w) in r.decks.iter().zip(&r.wins_by_deck) {
        rows.push(row(d.clone(), w, played));
    }
    for (name, &w) in ["first player", "second player"]
        .iter()
        .zip(&r.wins_by_turn_order)
    {
        rows.push(row(name.to_string(), w, played));
    }
    for (i, d) in r.decks.iter().enumerate() {
        let (Some(&first), Some(&won_first)) =
            (r.first_by_deck.get(i), r.wins_first_by_deck.get(i))
        else {
            continue;
        };
        let won = r.wins_by_deck[i];
        rows.push(row(format!("{d}, going first"), won_first, first));
        rows.push(row(
            format!("{d}, going second"),
            won - won_first,
            ended - first,
        ));
    }
    for (i, (a, &w)) in r.agents.iter().zip(&r.wins_by_agent).enumerate() {
        rows.push(row(format!("agent {} ({a})", i + 1), w, played));
    }
    rows
}
