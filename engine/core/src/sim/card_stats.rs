//! A simulation's figures card by card, for balance reports (docs/SIMULATION.md, "Balance
//! reports"): for each deck and each card it drew or played, the games it showed up in, how
//! often it was played, its deck's win rate in the games it was played and in those it was
//! not, and the games it was drawn but never played. Counts only, added up over shards; the
//! rates and their intervals are worked out by whoever reads them.

use super::report::{GameResult, Outcome};
use crate::model::catalog::Catalog;
use crate::ruleset::Ruleset;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Each card key's id and name, as the catalog has them: what results name cards by.
#[derive(Clone, Debug, Default)]
pub struct CardNames(pub Vec<(String, String)>);

impl CardNames {
    pub fn of<R: Ruleset>(catalog: &Catalog<R>) -> CardNames {
        CardNames(
            catalog
                .cards
                .iter()
                .map(|c| (c.id.clone(), c.name.clone()))
                .collect(),
        )
    }

    fn get(&self, key: u32) -> (String, String) {
        self.0
            .get(key as usize)
            .cloned()
            .unwrap_or_else(|| (format!("card #{key}"), format!("card #{key}")))
    }
}

/// One card of one deck over the games of a simulation (or of a shard of it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardStats {
    /// The deck (seat) that drew or played it, as an index into `Results::decks`.
    pub deck: u8,
    /// The card's id and name.
    pub card: String,
    pub name: String,
    /// The games its deck played to an end (won, lost or drawn): every one it could be in.
    pub games: u64,
    /// Games it was drawn or played in.
    pub games_in: u64,
    /// Plays in all, and the games it was played in at least once.
    pub times_played: u64,
    pub played_games: u64,
    /// Its deck's wins in the games it was played in, and in the others.
    pub wins_played: u64,
    pub wins_not_played: u64,
    /// Games it was held in hand (`Ruleset::hand`), and of those, the games it
    /// was never played.
    pub drawn_games: u64,
    pub drawn_not_played: u64,
}

impl CardStats {
    /// The games of its deck it was not played in.
    pub fn not_played_games(&self) -> u64 {
        self.games - self.played_games
    }

    /// The counts that add up over shards (all but `games` and `wins_not_played`, which
    /// `finish` works out from the totals).
    fn add(&mut self, o: &CardStats) {
        self.games_in += o.games_in;
        self.times_played += o.times_played;
        self.played_games += o.played_games;
        self.wins_played += o.wins_played;
        self.drawn_games += o.drawn_games;
        self.drawn_not_played += o.drawn_not_played;
    }
}

type Rows = BTreeMap<(u8, String), CardStats>;

/// The card rows of `games` (sorted by deck, then card id). `wins_by_deck` are the same
/// games' wins, deck by deck. Counted by card key, named at the end: a game costs a few
/// vector operations, no string.
pub fn tally(games: &[GameResult], names: &CardNames, wins_by_deck: &[u64]) -> Vec<CardStats> {
    let mut by_key: BTreeMap<(u8, u32), CardStats> = BTreeMap::new();
    let mut ended = 0;
    // (seat, card, played, drawn), one entry a play or a card drawn, sorted.
    let mut here: Vec<(u8, u32, bool, bool)> = Vec::new();
    for g in games {
        let winner = match g.outcome {
            Outcome::Win(s) => Some(s),
            Outcome::Draw => None,
            Outcome::Failed(_) => continue,
        };
        ended += 1;
        here.clear();
        here.extend(g.played.iter().map(|&(s, c)| (s, c, true, false)));
        here.extend(g.drawn.iter().map(|&(s, c)| (s, c, false, true)));
        here.sort_unstable();
        for same in here.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
            let (seat, key) = (same[0].0, same[0].1);
            let plays = same.iter().filter(|e| e.2).count() as u64;
            let drawn = same.iter().any(|e| e.3);
            let row = by_key
                .entry((seat, key))
                .or_insert_with(|| empty(seat, String::new(), String::new()));
            let played = plays > 0;
            row.games_in += 1;
            row.times_played += plays;
            row.played_games += played as u64;
            row.wins_played += (played && winner == Some(seat)) as u64;
            row.drawn_games += drawn as u64;
            row.drawn_not_played += (drawn && !played) as u64;
        }
    }
    let rows: Rows = by_key
        .into_iter()
        .map(|((seat, key), mut row)| {
            (row.card, row.name) = names.get(key);
            ((seat, row.card.clone()), row)
        })
        .collect();
    finish(rows, ended, wins_by_deck)
}

/// The rows of shards added up, card by card (a card one shard never met counts nothing
/// there). `ended` and `wins_by_deck` are the merged games'.
pub fn merge(parts: &[&[CardStats]], ended: u64, wins_by_deck: &[u64]) -> Vec<CardStats> {
    let mut rows = Rows::new();
    for part in parts {
        for r in *part {
            rows.entry((r.deck, r.card.clone()))
                .and_modify(|acc| acc.add(r))
                .or_insert_with(|| r.clone());
        }
    }
    finish(rows, ended, wins_by_deck)
}

fn empty(deck: u8, card: String, name: String) -> CardStats {
    CardStats {
        deck,
        card,
        name,
        games: 0,
        games_in: 0,
        times_played: 0,
        played_games: 0,
        wins_played: 0,
        wins_not_played: 0,
        drawn_games: 0,
        drawn_not_played: 0,
    }
}

/// Every row's games and wins when not played, from the totals.
fn finish(rows: Rows, ended: u64, wins_by_deck: &[u64]) -> Vec<CardStats> {
    rows.into_values()
        .map(|mut r| {
            r.games = ended;
            let wins = wins_by_deck.get(r.deck as usize).copied().unwrap_or(0);
            r.wins_not_played = wins.saturating_sub(r.wins_played);
            r
        })
        .collect()
}
