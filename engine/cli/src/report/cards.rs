//! The report's cards: a plot of each card's deck win rate in the games it was played and in
//! those it was not, with their intervals, the cards whose play goes with the most wins first;
//! and the table of every card's figures.

use super::svg::{Mark, Row, interval_plot};
use super::{esc, rate};
use grimoire_core::sim::card_stats::CardStats;
use grimoire_core::sim::report::Results;
use std::fmt::Write;

/// How clearly `c`'s deck wins more in the games it was played than in the others: the
/// difference of the two win rates over its standard error, each rate counted with one win and
/// one loss more (Agresti and Caffo), so that a card played in nearly every game — few games
/// without it, a wide interval — is not put first on a handful of games.
fn lift(c: &CardStats) -> f64 {
    let rate = |w: u64, n: u64| (w as f64 + 1.0) / (n as f64 + 2.0);
    let (n1, n2) = (
        c.played_games as f64 + 2.0,
        c.not_played_games() as f64 + 2.0,
    );
    let (p1, p2) = (
        rate(c.wins_played, c.played_games),
        rate(c.wins_not_played, c.not_played_games()),
    );
    (p1 - p2) / (p1 * (1.0 - p1) / n1 + p2 * (1.0 - p2) / n2).sqrt()
}

/// The cards played at least once, those whose play goes most clearly with wins first (then
/// by deck and id, so that the order is the same for the same results).
pub fn ranked(r: &Results) -> Vec<&CardStats> {
    let mut cards: Vec<&CardStats> = r.cards.iter().filter(|c| c.played_games > 0).collect();
    cards.sort_by(|a, b| {
        lift(b)
            .total_cmp(&lift(a))
            .then(a.deck.cmp(&b.deck))
            .then(a.card.cmp(&b.card))
    });
    cards
}

fn label(r: &Results, c: &CardStats) -> String {
    let deck = r.decks.get(c.deck as usize).map_or("?", String::as_str);
    format!("{} ({deck})", c.name)
}

/// The plot `card-win-rates`: a row a card played, two rates a row.
pub fn plot(r: &Results) -> String {
    let rows: Vec<Row> = ranked(r)
        .into_iter()
        .map(|c| Row {
            label: label(r, c),
            marks: vec![
                Mark {
                    wins: c.wins_played,
                    games: c.played_games,
                    class: "played",
                    what: "played",
                },
                Mark {
                    wins: c.wins_not_played,
                    games: c.not_played_games(),
                    class: "unplayed",
                    what: "not played",
                },
            ],
        })
        .collect();
    interval_plot("card-win-rates", &rows, false)
}

/// The table `cards`: every card drawn or played, in the plot's order, then those never
/// played.
pub fn table(r: &Results) -> String {
    let mut s = String::from(
        r#"<table id="cards"><thead><tr><th>card</th><th>deck</th><th>games in</th><th>times played</th><th>games played</th><th>win rate when played</th><th>win rate when not played</th><th>drawn, never played</th></tr></thead><tbody>"#,
    );
    let mut rows = ranked(r);
    rows.extend(r.cards.iter().filter(|c| c.played_games == 0));
    for c in rows {
        let deck = r.decks.get(c.deck as usize).map_or("?", String::as_str);
        let _ = write!(
            s,
            r#"<tr><td title="{id}">{name}</td><td>{deck}</td><td class="n">{}</td><td class="n">{}</td><td class="n">{}</td><td class="n">{}</td><td class="n">{}</td><td class="n">{}</td></tr>"#,
            c.games_in,
            c.times_played,
            c.played_games,
            rate(c.wins_played, c.played_games),
            rate(c.wins_not_played, c.not_played_games()),
            c.drawn_not_played,
            id = esc(&c.card),
            name = esc(&c.name),
            deck = esc(deck),
        );
    }
    s.push_str("</tbody></table>");
    s
}
