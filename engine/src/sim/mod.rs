//! Simulation: many seeded games between random agents, for balancing and for measuring the
//! engine. `play_one` is the single place that sets a game up from a seed (used by
//! `grimoire play` and `grimoire simulate`, so both play game `seed` the same way); `run` spreads
//! a seed range over threads; `report` aggregates results in seed order and merges shards.
//!
//! Game `k` of a simulation started at seed `S` uses game seed `S + k`; seat `i`'s agent uses
//! `2·seed + i + 1`, so agents never share a stream with each other or with the game's RNG.

pub mod report;
pub mod run;

use crate::agent::{Agent, RandomAgent, Seats};
use crate::model::catalog::{Catalog, DeckDef};
use crate::rules::autoplay::{GameEnd, play_out};
use crate::rules::invariants::check as check_invariants;
use crate::rules::setup::new_game;
use crate::rules::{Env, RulesError, ScriptRunner};
use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind};
use std::cell::Cell;
use std::rc::Rc;

/// A game played out, with what a caller may want from it.
pub struct Played {
    pub game: Game,
    /// How it ended, or the engine error that stopped it.
    pub end: Result<GameEnd, RulesError>,
    /// Engine steps: every `Action` decision (forced or not) plus every other decision an agent
    /// answered. Forced non-action decisions are the engine's, not a player's, so not counted.
    pub decisions: u64,
    /// The first invariant broken, when checking was asked for.
    pub violation: Option<String>,
}

/// The agent seed of seat `seat` for game seed `seed` (as `grimoire play` always did).
pub fn agent_seed(seed: u64, seat: u64) -> u64 {
    seed.wrapping_mul(2).wrapping_add(seat + 1)
}

/// Sets up and plays one game between seeded random agents. `Err` only when setup itself fails.
/// With `check`, the invariants are checked after setup and after every action, and the chain
/// must be empty whenever the turn changes; the first violation is reported in `violation`.
pub fn play_one(
    catalog: Rc<Catalog>,
    scripts: &dyn ScriptRunner,
    decks: &[&DeckDef],
    seed: u64,
    turn_limit: u32,
    check: bool,
) -> Result<Played, RulesError> {
    let seats: Vec<Box<dyn Agent>> = (0..decks.len() as u64)
        .map(|i| Box::new(RandomAgent::new(agent_seed(seed, i))) as Box<dyn Agent>)
        .collect();
    let count = Rc::new(Cell::new(0u64));
    let mut agent: Box<dyn Agent> = Box::new(Counting {
        inner: Box::new(Seats(seats)),
        count: count.clone(),
    });
    let mut env = Env {
        agent: &mut agent,
        scripts,
    };
    let mut game = new_game(catalog, decks, seed, &mut env)?;
    let in_play: Vec<usize> = decks.iter().map(|d| cards_in_play(d)).collect();
    let mut violation = None;
    if check {
        violation = check_invariants(&game, &in_play)
            .err()
            .map(|e| format!("after setup: {e}"));
    }
    let mut turn = game.turn.number;
    let end = play_out(&mut game, &mut env, turn_limit, &mut |g| {
        if !check || violation.is_some() {
            return;
        }
        if g.turn.number != turn && !g.chain.is_empty() {
            violation = Some(format!("turn {turn} ended with a non-empty chain"));
        } else if let Err(e) = check_invariants(g, &in_play) {
            violation = Some(format!("turn {}: {e}", g.turn.number));
        }
        turn = g.turn.number;
    });
    Ok(Played {
        game,
        end,
        decisions: count.get(),
        violation,
    })
}

/// Cards a player has in the game after setup: legend, champion, the battlefield drawn, the
/// main deck and the rune deck (the two battlefields not drawn stay out, 480.5).
pub fn cards_in_play(deck: &DeckDef) -> usize {
    3 + deck.main.iter().map(|m| m.1 as usize).sum::<usize>()
        + deck.runes.iter().map(|r| r.1 as usize).sum::<usize>()
}

/// Counts engine steps while passing every call through to the seats' agents. The count is
/// shared through an `Rc<Cell>` because the agent is boxed away inside the rules' `Env`.
struct Counting {
    inner: Box<dyn Agent>,
    count: Rc<Cell<u64>>,
}

impl Agent for Counting {
    fn decide(&mut self, game: &Game, decision: &Decision) -> Result<Answer, String> {
        self.count.set(self.count.get() + 1);
        self.inner.decide(game, decision)
    }

    fn take_notes(&mut self) -> Vec<String> {
        self.inner.take_notes()
    }

    fn observe_forced(&mut self, game: &Game, decision: &Decision) -> Result<(), String> {
        if decision.kind == DecisionKind::Action {
            self.count.set(self.count.get() + 1);
        }
        self.inner.observe_forced(game, decision)
    }
}

/// FNV-1a over the trace lines: a cheap, portable fingerprint of a whole game, so that two runs
/// can be compared without keeping their traces.
pub fn trace_hash(trace: &[String]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for line in trace {
        for &b in line.as_bytes().iter().chain(b"\n") {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}
