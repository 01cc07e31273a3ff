//! The one way in that applies a player's action atomically: it either completes, or the
//! game is restored exactly as it was, trace included.

use super::env::Env;
use super::error::RulesError;
use crate::ruleset::Ruleset;
use crate::state::Game;

/// What every action needs before anything happens: a game still going on, and the acting
/// player holding priority. Checked once here, for every kind of action of every ruleset.
pub fn may_act<R: Ruleset>(game: &Game<R>, action: &R::Action) -> Result<(), RulesError> {
    if let Some(w) = game.turn.winner {
        return Err(RulesError::illegal(format!("the game is over: {w} won")));
    }
    if game.turn.drawn {
        return Err(RulesError::illegal("the game is over: a draw"));
    }
    match R::actor(action) {
        Some(p) if game.turn.priority != Some(p) => {
            Err(RulesError::illegal(format!("{p} {}", R::NO_PRIORITY)))
        }
        _ => Ok(()),
    }
}

/// Applies `action`; on any error the game — trace included — is as it was before.
pub fn apply<R: Ruleset>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    action: &R::Action,
) -> Result<(), RulesError> {
    // Refused before the checkpoint is taken: nothing to undo.
    may_act(game, action)?;
    let checkpoint = game.checkpoint();
    let result = step(game, env, action, R::perform);
    match result {
        Ok(()) => game.keep(checkpoint),
        Err(_) => game.restore(checkpoint),
    }
    result
}

/// Carries out `action` with no way back: for throw-away forks (legal-action probes), where a
/// failure simply discards the fork and a checkpoint would be wasted work.
pub fn perform<R: Ruleset>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    action: &R::Action,
) -> Result<(), RulesError> {
    may_act(game, action)?;
    step(game, env, action, R::perform)
}

/// What carries an action out: `R::perform`, or a ruleset's part of it (`completes_as`).
pub type CarryOut<R> =
    fn(&mut Game<R>, &mut Env<R>, &<R as Ruleset>::Action) -> Result<(), RulesError>;

/// `carry_out` as one game step: its script calls share one budget
/// (`ScriptRunner::begin_step`).
pub(super) fn step<R: Ruleset>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    action: &R::Action,
    carry_out: CarryOut<R>,
) -> Result<(), RulesError> {
    env.scripts.begin_step();
    let result = carry_out(game, env, action);
    env.scripts.end_step();
    result
}
