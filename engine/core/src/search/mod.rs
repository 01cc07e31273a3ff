//! Computer players that play to win, for any ruleset: a search agent (Monte Carlo search
//! over the answers of each decision, `mcts`) and a greedy one (one step ahead on the
//! ruleset's evaluation, `greedy`), beside the seeded random agent (`agent::RandomAgent`). Both play
//! their continuations on copies of the game in which what they cannot see has been dealt
//! again (`hidden`), from where the action under way began (`context`), with a script engine
//! of their own (a continuation may run while a card's script is asking them a choice).
//! docs/SIMULATION.md, "Agents".

pub mod context;
pub mod greedy;
pub mod hidden;
pub mod mcts;
pub mod options;
pub mod probe;
pub mod rollout;
pub mod spec;

use crate::agent::RandomAgent;
use crate::code::Code;
use crate::ruleset::Ruleset;
use crate::script::ScriptHost;
use crate::state::rng::GameRng;
use context::Context;
use std::rc::Rc;

pub use spec::AgentSpec;

/// What both computer players carry: their script engine and the content's compiled scripts,
/// their own RNG (for redeals and continuations) and a random agent for what they do not weigh,
/// and what they have been told of the game.
pub struct Searcher<R: Ruleset> {
    pub host: Rc<ScriptHost<R>>,
    pub code: Rc<Code>,
    pub rng: GameRng,
    pub random: RandomAgent,
    pub context: Context<R>,
}

impl<R: Ruleset> Searcher<R> {
    /// A searcher seeded by `seed`: its random answers are drawn from a stream of their own.
    pub fn new(host: Rc<ScriptHost<R>>, code: Rc<Code>, seed: u64) -> Self {
        Searcher {
            host,
            code,
            rng: GameRng::seeded(seed ^ 0x5eed_5ea7_c4a1_0000),
            random: RandomAgent::new(seed),
            context: Context::default(),
        }
    }
}

/// An evaluation from `player`'s side: their own score less the best of their opponents' (0
/// with none), so a position is good for one player as it is bad for the others. Rulesets
/// build `Ruleset::evaluate` on it with their own score of a player.
pub fn against_best_opponent<R: Ruleset>(
    game: &crate::state::Game<R>,
    player: crate::state::PlayerId,
    score: impl Fn(crate::state::PlayerId) -> f64,
) -> f64 {
    let theirs = game
        .player_ids()
        .filter(|&p| p != player)
        .map(&score)
        .fold(f64::NEG_INFINITY, f64::max);
    score(player) - if theirs.is_finite() { theirs } else { 0.0 }
}
