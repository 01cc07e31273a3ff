//! Simulation results: one `GameResult` a game, aggregated in seed order into `Results` (the
//! deterministic part: equal for the same command whatever `--jobs`, and equal between an
//! unsharded run and its merged shards) and `Timing` (never compared by tests).

use super::card_stats::{self, CardNames, CardStats};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How one game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The seat (deck index) that won.
    Win(u8),
    /// Nobody won within the turn limit.
    Draw,
    /// An engine error or, with `--check`, a broken invariant: the run fails.
    Failed(String),
}

/// One game's result: plain data, so worker threads can send it to the aggregating thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The game seed (`seed + k` for game `k`).
    pub seed: u64,
    pub outcome: Outcome,
    /// The seat that went first.
    pub first: u8,
    pub turns: u32,
    pub decisions: u64,
    /// Fingerprint of the decisions answered in the game (`sim::Played::choices`).
    pub choices: u64,
    /// The answers the agents gave, in order, when the simulation records them
    /// (`Spec::record`); empty otherwise. Not part of the fingerprint: `choices` covers them.
    pub answers: Vec<crate::state::decision::Answer>,
    /// Decisions an agent answered (`sim::Played::chosen`). Not part of the fingerprint.
    pub chosen: u64,
    /// Cards played, by seat, as card keys (`sim::Played::cards_played`).
    pub played: Vec<(u8, u32)>,
    /// Cards held in hand, by seat, each once (`sim::Played::cards_drawn`).
    pub drawn: Vec<(u8, u32)>,
}

impl GameResult {
    /// A per-game fingerprint; `Results::digest` is their wrapping sum, so it can be added up
    /// over shards in any order and still changes if any single game changes.
    fn fingerprint(&self) -> u64 {
        let code = match &self.outcome {
            Outcome::Win(s) => *s as u64 + 1,
            Outcome::Draw => 0,
            Outcome::Failed(_) => u64::MAX,
        };
        [
            code,
            self.first as u64,
            self.turns as u64,
            self.decisions,
            self.choices,
        ]
        .iter()
        .fold(mix(self.seed), |h, &x| mix(h ^ x))
    }
}

/// splitmix64's finaliser: spreads every input bit over the output.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A game that failed: its seed and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    pub seed: u64,
    pub message: String,
}

/// The deterministic results of a simulation or of one shard of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Results {
    /// Deck ids in seat order.
    pub decks: Vec<String>,
    /// The first seed of the whole simulation; game `k` uses seed `seed + k`.
    pub seed: u64,
    /// Games in the whole simulation (all shards).
    pub games: u64,
    pub turn_limit: u32,
    pub checked: bool,
    /// The games this file covers: indices `first..end` (the whole range when unsharded).
    pub first: u64,
    pub end: u64,
    pub wins_by_deck: Vec<u64>,
    /// Wins of the player who went first, then of the second.
    pub wins_by_turn_order: Vec<u64>,
    pub draws: u64,
    pub failures: Vec<Failure>,
    /// Sums over the games, for the means.
    pub total_turns: u64,
    pub total_decisions: u64,
    /// Wrapping sum of per-game fingerprints (hex), covering every game's whole trace.
    pub digest: String,
    /// The agents named, one a seat (`--agents`), turned round a seat each game
    /// (`sim::seats`); empty in files written before agents could be chosen (random ones).
    #[serde(default)]
    pub agents: Vec<String>,
    /// Wins of each agent of `agents`, whichever deck it played.
    #[serde(default)]
    pub wins_by_agent: Vec<u64>,
    /// Decisions an agent answered, more than one answer being possible (the rest of
    /// `total_decisions` had one legal action).
    #[serde(default)]
    pub total_chosen: u64,
    /// Cards played in all (`Ruleset::played_card`).
    #[serde(default)]
    pub total_cards_played: u64,
    /// Games that ended (won or drawn) by their number of turns, as (turns, games) in order
    /// of turns: the game length distribution.
    #[serde(default)]
    pub games_by_turns: Vec<(u32, u64)>,
    /// Games each deck went first in, of those that ended, and its wins in them.
    #[serde(default)]
    pub first_by_deck: Vec<u64>,
    #[serde(default)]
    pub wins_first_by_deck: Vec<u64>,
    /// Card by card, deck by deck (`card_stats`): what a balance report reads.
    #[serde(default)]
    pub cards: Vec<CardStats>,
}

/// The parameters that make two result files parts of the same simulation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identity {
    pub decks: Vec<String>,
    pub seed: u64,
    pub games: u64,
    pub turn_limit: u32,
    pub checked: bool,
    pub agents: Vec<String>,
}

impl Results {
    /// Aggregates `games` (in any order: they are sorted by seed first) covering `first..end`.
    /// `names` names the cards by their keys.
    pub fn aggregate(
        id: &Identity,
        first: u64,
        end: u64,
        mut games: Vec<GameResult>,
        names: &CardNames,
    ) -> Results {
        games.sort_by_key(|g| g.seed);
        let seats = id.decks.len();
        let mut r = Results {
            decks: id.decks.clone(),
            seed: id.seed,
            games: id.games,
            turn_limit: id.turn_limit,
            checked: id.checked,
            first,
            end,
            wins_by_deck: vec![0; seats],
            wins_by_turn_order: vec![0; seats],
            draws: 0,
            failures: Vec::new(),
            total_turns: 0,
            total_decisions: 0,
            digest: String::new(),
            agents: id.agents.clone(),
            wins_by_agent: vec![0; id.agents.len()],
            total_chosen: 0,
            total_cards_played: 0,
            games_by_turns: Vec::new(),
            first_by_deck: vec![0; seats],
            wins_first_by_deck: vec![0; seats],
            cards: Vec::new(),
        };
        let mut digest = 0u64;
        let mut lengths = BTreeMap::new();
        for g in &games {
            match &g.outcome {
                Outcome::Win(s) => {
                    r.wins_by_deck[*s as usize] += 1;
                    let order = (*s as usize + seats - g.first as usize) % seats;
                    r.wins_by_turn_order[order] += 1;
                    if !id.agents.is_empty() {
                        let k = g.seed.wrapping_sub(id.seed);
                        let a = super::seats::agent_at(id.agents.len(), k, *s as usize);
                        r.wins_by_agent[a] += 1;
                    }
                }
                Outcome::Draw => r.draws += 1,
                Outcome::Failed(m) => r.failures.push(Failure {
                    seed: g.seed,
                    message: m.clone(),
                }),
            }
            if !matches!(g.outcome, Outcome::Failed(_)) {
                *lengths.entry(g.turns).or_default() += 1;
                r.first_by_deck[g.first as usize % seats] += 1;
                if g.outcome == Outcome::Win(g.first) {
                    r.wins_first_by_deck[g.first as usize] += 1;
                }
            }
            r.total_turns += g.turns as u64;
            r.total_decisions += g.decisions;
            r.total_chosen += g.chosen;
            r.total_cards_played += g.played.len() as u64;
            digest = digest.wrapping_add(g.fingerprint());
        }
        r.digest = format!("{digest:016x}");
        r.games_by_turns = lengths.into_iter().collect();
        r.cards = card_stats::tally(&games, names, &r.wins_by_deck);
        r
    }

    pub fn identity(&self) -> Identity {
        Identity {
            decks: self.decks.clone(),
            seed: self.seed,
            games: self.games,
            turn_limit: self.turn_limit,
            checked: self.checked,
            agents: self.agents.clone(),
        }
    }

    /// Games covered by this file.
    pub fn played(&self) -> u64 {
        self.end - self.first
    }

    pub fn mean_turns(&self) -> f64 {
        self.total_turns as f64 / self.played().max(1) as f64
    }

    pub fn mean_decisions(&self) -> f64 {
        self.total_decisions as f64 / self.played().max(1) as f64
    }

    /// Adds shard results into one. The shards must be parts of the same simulation and cover
    /// one contiguous range without overlap; then the sum equals the unsharded run's results.
    pub fn merge(mut parts: Vec<Results>) -> Result<Results, String> {
        parts.sort_by_key(|p| p.first);
        let Some(mut acc) = parts.first().cloned() else {
            return Err("nothing to merge".into());
        };
        let id = acc.identity();
        let mut digest = parse_digest(&acc.digest)?;
        let mut lengths: BTreeMap<u32, u64> = acc.games_by_turns.iter().copied().collect();
        for p in &parts[1..] {
            if p.identity() != id {
                return Err(format!(
                    "games {}..{} come from another simulation ({:?}, expected {:?})",
                    p.first,
                    p.end,
                    p.identity(),
                    id
                ));
            }
            if p.first != acc.end {
                let what = if p.first < acc.end { "overlap" } else { "gap" };
                return Err(format!(
                    "{what} between games {}..{} and {}..{}",
                    acc.first, acc.end, p.first, p.end
                ));
            }
            acc.end = p.end;
            add(&mut acc.wins_by_deck, &p.wins_by_deck);
            add(&mut acc.wins_by_turn_order, &p.wins_by_turn_order);
            acc.draws += p.draws;
            acc.failures.extend(p.failures.iter().cloned());
            acc.total_turns += p.total_turns;
            acc.total_decisions += p.total_decisions;
            add(&mut acc.wins_by_agent, &p.wins_by_agent);
            acc.total_chosen += p.total_chosen;
            acc.total_cards_played += p.total_cards_played;
            for &(turns, n) in &p.games_by_turns {
                *lengths.entry(turns).or_default() += n;
            }
            add(&mut acc.first_by_deck, &p.first_by_deck);
            add(&mut acc.wins_first_by_deck, &p.wins_first_by_deck);
            digest = digest.wrapping_add(parse_digest(&p.digest)?);
        }
        acc.digest = format!("{digest:016x}");
        acc.games_by_turns = lengths.into_iter().collect();
        let rows: Vec<&[CardStats]> = parts.iter().map(|p| p.cards.as_slice()).collect();
        let ended = acc.played() - acc.failures.len() as u64;
        acc.cards = card_stats::merge(&rows, ended, &acc.wins_by_deck);
        Ok(acc)
    }
}

fn add(acc: &mut [u64], more: &[u64]) {
    for (a, b) in acc.iter_mut().zip(more) {
        *a += b;
    }
}

fn parse_digest(s: &str) -> Result<u64, String> {
    u64::from_str_radix(s, 16).map_err(|_| format!("bad digest `{s}`"))
}

/// Wall-clock figures of one run: only in the human summary and the `timing` object of the
/// JSON file, which no test compares.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Timing {
    pub jobs: usize,
    pub seconds: f64,
    pub games_per_second: f64,
    pub decisions_per_second: f64,
    /// Decisions an agent answered, with more than one answer possible, a second: the rest of
    /// the decisions counted are actions the engine took alone (the only one legal).
    #[serde(default)]
    pub chosen_per_second: f64,
}

/// What `--json FILE` writes and `grimoire merge` reads and writes (merged files have no timing).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ReportFile {
    pub results: Results,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing: Option<Timing>,
}

/// The games of shard `index` of `count` over `games` games: equal contiguous slices (their
/// sizes differ by at most one), in order, covering everything.
pub fn shard_range(games: u64, index: u64, count: u64) -> (u64, u64) {
    let at = |i: u64| ((games as u128 * i as u128) / count as u128) as u64;
    (at(index), at(index + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(seed: u64, outcome: Outcome) -> GameResult {
        GameResult {
            seed,
            outcome,
            first: (seed % 2) as u8,
            turns: 10 + seed as u32,
            decisions: 100 + seed,
            choices: seed * 7,
            answers: Vec::new(),
            chosen: seed,
            played: vec![(0, 1); seed as usize % 3],
            drawn: vec![(0, 1), (1, 2)],
        }
    }

    #[test]
    fn shards_cover_the_range_and_merge_to_the_whole() {
        let id = Identity {
            decks: vec!["a".into(), "b".into()],
            seed: 5,
            games: 10,
            turn_limit: 50,
            checked: false,
            agents: vec!["mcts:10".into(), "random".into()],
        };
        let all: Vec<GameResult> = (0..10)
            .map(|k| {
                game(
                    5 + k,
                    if k % 3 == 0 {
                        Outcome::Draw
                    } else {
                        Outcome::Win((k % 2) as u8)
                    },
                )
            })
            .collect();
        let names = CardNames(
            ["x", "y", "z"]
                .iter()
                .map(|c| (c.to_string(), c.to_uppercase()))
                .collect(),
        );
        let whole = Results::aggregate(&id, 0, 10, all.clone(), &names);
        let parts: Vec<Results> = (0..3)
            .rev()
            .map(|i| {
                let (lo, hi) = shard_range(10, i, 3);
                let some = all[lo as usize..hi as usize].to_vec();
                Results::aggregate(&id, lo, hi, some, &names)
            })
            .collect();
        assert_eq!(Results::merge(parts.clone()).unwrap(), whole);
        // Seat s of game k has agent (s + k) mod 2, and seat k mod 2 wins game k (but every
        // third, drawn): the winner is always agent 0, whichever deck it played.
        assert_eq!(whole.wins_by_agent, vec![6, 0]);
        assert_eq!(
            whole.total_cards_played,
            (0..10).map(|k| (5 + k) % 3).sum::<u64>()
        );
        // Card y: drawn by seat 0 in every game and played (5 + k) % 3 times in game k, so
        // not played in games 1, 4 and 7. Seat 0 wins games 2, 4 and 8: two of them with y
        // played, one without.
        let y = &whole.cards[0];
        assert_eq!((y.deck, y.card.as_str(), y.name.as_str()), (0, "y", "Y"));
        assert_eq!((y.games, y.games_in, y.drawn_games), (10, 10, 10));
        assert_eq!(y.times_played, whole.total_cards_played);
        assert_eq!((y.played_games, y.drawn_not_played), (7, 3));
        assert_eq!((y.wins_played, y.wins_not_played), (2, 1));
        assert_eq!(whole.cards[1].card, "z");
        assert_eq!(whole.games_by_turns.iter().map(|t| t.1).sum::<u64>(), 10);
        assert!(Results::merge(parts[..1].iter().chain(&parts[2..]).cloned().collect()).is_err());
        assert_eq!(shard_range(10, 0, 3), (0, 3));
        assert_eq!(shard_range(10, 2, 3), (6, 10));
    }
}
