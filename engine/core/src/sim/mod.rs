//! Simulation: many seeded games between agents, for balancing and for measuring the
//! engine. `play_one` is the single place that sets a game up from a seed (used by
//! `grimoire play` and `grimoire simulate`, so both play game `seed` the same way); `run` spreads
//! a seed range over threads; `report` aggregates results in seed order and merges shards;
//! `cards` and `card_stats` keep what each card did, for balance reports.
//!
//! Game `k` of a simulation started at seed `S` uses game seed `S + k`; seat `i`'s agent uses
//! `2·seed + i + 1`, so agents never share a stream with each other or with the game's RNG.

pub mod card_stats;
pub mod cards;
pub mod replay;
pub mod report;
pub mod run;
pub mod seats;
pub mod stats;

use crate::agent::{Agent, AgentError, RandomAgent, Seats};
use crate::model::card::CardKey;
use crate::model::catalog::{Catalog, Deck};
use crate::rules::autoplay::{GameEnd, play_out};
use crate::rules::{Env, RulesError, ScriptRunner};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind, OptionValue};
use cards::CardTally;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A game played out, with what a caller may want from it.
pub struct Played<R: Ruleset> {
    pub game: Game<R>,
    /// How it ended, or the engine error that stopped it.
    pub end: Result<GameEnd, RulesError>,
    /// Engine steps: every `Action` decision (forced or not) plus every other decision an agent
    /// answered. Forced non-action decisions are the engine's, not a player's, so not counted.
    pub decisions: u64,
    /// The first invariant broken, when checking was asked for.
    pub violation: Option<String>,
    /// Fingerprint of the decisions answered, in order (`Choices`): what the game's digest
    /// hashes, so that it needs no trace. Equal with tracing on or off.
    pub choices: u64,
    /// Decisions an agent answered (more than one answer was possible): the rest of
    /// `decisions` were actions the engine took alone, the only one legal.
    pub chosen: u64,
    /// Cards played (`Ruleset::played_card`), by seat, as each played card's key.
    pub cards_played: Vec<(u8, CardKey)>,
    /// Cards held in hand during the game (`Ruleset::hand`), by seat, each once.
    pub cards_drawn: Vec<(u8, CardKey)>,
}

/// How `play` plays a game.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// A game still going after this many turns is a draw.
    pub turn_limit: u32,
    /// Check the invariants after setup and after every action (see `play`).
    pub check: bool,
    /// Keep the trace. Without it, only setup is traced (the trace is then emptied) and the
    /// game formats no event line at all: what simulations want when nobody reads the trace.
    pub trace: bool,
}

/// The agent seed of seat `seat` for game seed `seed` (as `grimoire play` always did).
pub fn agent_seed(seed: u64, seat: u64) -> u64 {
    seed.wrapping_mul(2).wrapping_add(seat + 1)
}

/// Sets up and plays one game between seeded random agents, with its whole trace (as `grimoire
/// play` prints it): `play` with `trace` on.
pub fn play_one<R: Ruleset>(
    catalog: Rc<Catalog<R>>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    turn_limit: u32,
    check: bool,
) -> Result<Played<R>, RulesError> {
    let options = Options {
        turn_limit,
        check,
        trace: true,
    };
    play(catalog, scripts, decks, seed, options)
}

/// Sets up and plays one game between seeded random agents. `Err` only when setup itself fails.
/// With `check`, the invariants are checked after setup and after every action, and the chain
/// must be empty whenever the turn changes; the first violation is reported in `violation`.
/// Tracing changes nothing but the trace: the same seed plays the same game either way.
pub fn play<R: Ruleset>(
    catalog: Rc<Catalog<R>>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    options: Options,
) -> Result<Played<R>, RulesError> {
    let seats = random_seats(seed, decks.len());
    play_with(catalog, scripts, decks, seed, options, seats)
}

/// The seeded random agents of game `seed`, one a seat (seat `i` seeded `agent_seed(seed, i)`).
pub fn random_seats<R: Ruleset>(seed: u64, seats: usize) -> Box<dyn Agent<R>> {
    let seats: Vec<Box<dyn Agent<R>>> = (0..seats as u64)
        .map(|i| Box::new(RandomAgent::new(agent_seed(seed, i))) as Box<dyn Agent<R>>)
        .collect();
    Box::new(Seats(seats))
}

/// `play` with the players' decisions answered by `agent` instead of the random seats: a
/// recording of them (`replay::Recorder`) or a replay of a recording (`replay::Replayer`). The
/// game's own RNG is seeded by `seed` either way, so the same answers give the same game.
pub fn play_with<R: Ruleset>(
    catalog: Rc<Catalog<R>>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    options: Options,
    agent: Box<dyn Agent<R>>,
) -> Result<Played<R>, RulesError> {
    let template = R::template(catalog, decks)?;
    play_from(&template, scripts, decks, seed, options, agent)
}

/// `play_with` from the decks' setup template (`Ruleset::template`), built once for every
/// game of the same decks: the same game as `play_with`, without spawning the decks again.
pub fn play_from<R: Ruleset>(
    template: &Game<R>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    options: Options,
    agent: Box<dyn Agent<R>>,
) -> Result<Played<R>, RulesError> {
    let Options {
        turn_limit,
        check,
        trace,
    } = options;
    let count = Rc::new(Cell::new(Choices::default()));
    let cards = Rc::new(RefCell::new(CardTally::default()));
    let mut agent: Box<dyn Agent<R>> = Box::new(Counting {
        inner: agent,
        count: count.clone(),
        cards: cards.clone(),
    });
    let mut env = Env {
        agent: &mut agent,
        scripts,
    };
    let mut game = R::start(template, decks, seed, &mut env)?;
    if !trace {
        // Setup is traced inside `start`; from here on nothing is formatted.
        game.tracing = false;
        game.trace.clear();
    }
    let in_play: Vec<usize> = decks.iter().map(|d| R::cards_in_play(d)).collect();
    let mut violation = None;
    if check {
        violation = R::check_invariants(&game, &in_play)
            .err()
            .map(|e| format!("after setup: {e}"));
    }
    let mut turn = game.turn.number;
    // Items are numbered in the order they are made: those numbered below `serial` were on
    // the chain before the last action began.
    let mut serial = game.next_serial;
    let end = play_out(&mut game, &mut env, turn_limit, &mut |g| {
        if !check || violation.is_some() {
            return;
        }
        // A turn ends only once the chain is empty, so nothing that was on the chain before
        // the action that ended it may still be there. Items the new turn's beginning put on
        // the chain (its triggers) are numbered later and are fine.
        let left_over = g.chain.iter().find(|item| item.serial < serial);
        if let (true, Some(item)) = (g.turn.number != turn, left_over) {
            violation = Some(format!(
                "turn {turn} ended with {} still on the chain",
                item.name(g)
            ));
        } else if let Err(e) = R::check_invariants(g, &in_play) {
            violation = Some(format!("turn {}: {e}", g.turn.number));
        }
        turn = g.turn.number;
        serial = g.next_serial;
    });
    // What the last action drew, after the last action decision.
    cards.borrow_mut().look(&game);
    let cards = cards.take();
    Ok(Played {
        game,
        end,
        decisions: count.get().count,
        violation,
        choices: count.get().hash,
        chosen: count.get().chosen,
        cards_drawn: cards.drawn(),
        cards_played: cards.played,
    })
}

/// Engine steps counted so far, and a running hash of every decision met: its kind, its number
/// of options, and the answer (or, for a forced decision, that it was forced).
#[derive(Clone, Copy, Debug)]
struct Choices {
    count: u64,
    hash: u64,
    /// Decisions an agent answered.
    chosen: u64,
}

impl Default for Choices {
    fn default() -> Self {
        Choices {
            count: 0,
            hash: FNV_OFFSET,
            chosen: 0,
        }
    }
}

impl Choices {
    fn add(&mut self, words: impl IntoIterator<Item = u64>) {
        for w in words {
            self.hash = (self.hash ^ w).wrapping_mul(FNV_PRIME);
        }
    }
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// Counts engine steps and hashes the decisions while passing every call through to the seats'
/// agents. Shared through an `Rc<Cell>` because the agent is boxed away inside the rules' `Env`.
struct Counting<R: Ruleset> {
    inner: Box<dyn Agent<R>>,
    count: Rc<Cell<Choices>>,
    /// The cards played and held in hand (`cards::CardTally`).
    cards: Rc<RefCell<CardTally>>,
}

impl<R: Ruleset> Counting<R> {
    /// At an action decision: keeps the cards in hand, and the card `decision`'s option `i`
    /// plays, if it plays one.
    fn note_play(&self, game: &Game<R>, decision: &Decision<R>, i: usize) {
        if decision.kind != DecisionKind::Action {
            return;
        }
        let mut cards = self.cards.borrow_mut();
        cards.look_at(game, decision.player);
        if let Some(OptionValue::Action(a)) = decision.options.get(i).map(|o| &o.value)
            && let Some(card) = R::played_card(game, a)
        {
            cards.play(decision.player.index() as u8, game.obj(card).card);
        }
    }
}

impl<R: Ruleset> Agent<R> for Counting<R> {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let answer = self.inner.decide(game, decision)?;
        if let Some(&i) = answer.first() {
            self.note_play(game, decision, i);
        }
        let mut c = self.count.get();
        c.count += 1;
        c.chosen += 1;
        c.add([
            decision.player.index() as u64,
            decision.kind as u64,
            decision.options.len() as u64,
            answer.len() as u64,
        ]);
        c.add(answer.iter().map(|&i| i as u64));
        self.count.set(c);
        Ok(answer)
    }

    fn take_notes(&mut self) -> Vec<crate::state::CoreEvent> {
        self.inner.take_notes()
    }

    fn observe_forced(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<(), AgentError> {
        self.note_play(game, decision, 0);
        let mut c = self.count.get();
        if decision.kind == DecisionKind::Action {
            c.count += 1;
        }
        c.add([
            u64::MAX,
            decision.player.index() as u64,
            decision.kind as u64,
        ]);
        self.count.set(c);
        self.inner.observe_forced(game, decision)
    }
}

/// FNV-1a over the trace's lines: a cheap, portable fingerprint of a whole game, so that two
/// runs can be compared without keeping their traces.
pub fn trace_hash<R: Ruleset>(trace: &crate::state::trace::Trace<R>) -> u64 {
    let mut h: u64 = FNV_OFFSET;
    for line in trace {
        for &b in line.to_string().as_bytes().iter().chain(b"\n") {
            h ^= b as u64;
            h = h.wrapping_mul(FNV_PRIME);
        }
    }
    h
}
