//! Player actions and the one entry point that applies them atomically: an action either
//! completes, or the game is restored exactly as it was (DESIGN 6).

use super::activate::activate;
use super::chain::{pass, settle};
use super::env::Env;
use super::error::RulesError;
use super::hide::hide;
use super::movement::standard_move;
use super::play::{play_card, play_card_from};
use crate::state::game::Phase;
use crate::state::{Game, Location, ObjId, PlayerId};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Play {
        player: PlayerId,
        card: ObjId,
    },
    /// Plays `card` from its face-down zone (811.1.b, 811.1.c.3).
    PlayHidden {
        player: PlayerId,
        card: ObjId,
    },
    Pass {
        player: PlayerId,
    },
    /// A standard move of one or more units to one destination (144.3).
    Move {
        player: PlayerId,
        units: Vec<ObjId>,
        to: Location,
    },
    /// An activated ability of `source`, by its 0-based index among the card's activated
    /// abilities (376–381, 398).
    Activate {
        player: PlayerId,
        source: ObjId,
        ability: usize,
    },
    /// The hide special action (811.1.c, 421): `card` face down at `at`.
    Hide {
        player: PlayerId,
        card: ObjId,
        at: crate::state::BfId,
    },
    /// Everyone passes until the chain is empty, then the turn ends (scenarios.md `end turn`).
    EndTurn,
}

impl Action {
    /// The player taking the action; `None` for `EndTurn`, which checks its own timing (316.6).
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Action::Play { player, .. }
            | Action::PlayHidden { player, .. }
            | Action::Pass { player }
            | Action::Move { player, .. }
            | Action::Activate { player, .. }
            | Action::Hide { player, .. } => Some(*player),
            Action::EndTurn => None,
        }
    }
}

/// What every action needs before anything happens: a game still going on, and the acting
/// player holding priority (312.1: only the player with priority takes discretionary actions).
/// Checked once here, for every kind of action.
fn may_act(game: &Game, action: &Action) -> Result<(), RulesError> {
    if let Some(w) = game.turn.winner {
        return Err(RulesError::illegal(format!("the game is over: {w} won")));
    }
    match action.player() {
        Some(p) if game.turn.priority != Some(p) => Err(RulesError::illegal(format!(
            "{p} does not hold priority (312.1, 338)"
        ))),
        _ => Ok(()),
    }
}

/// Applies `action`; on any error the game — trace included — is as it was before.
pub fn apply(game: &mut Game, env: &mut Env, action: &Action) -> Result<(), RulesError> {
    // Refused before the rollback copy is taken: nothing to undo.
    may_act(game, action)?;
    // The trace only grows: keep its length instead of cloning it.
    let trace = std::mem::take(&mut game.trace);
    let before = game.clone();
    game.trace = trace;
    let mark = game.trace.len();
    let result = perform(game, env, action);
    if result.is_err() {
        let mut trace = std::mem::take(&mut game.trace);
        trace.truncate(mark);
        *game = before;
        game.trace = trace;
    }
    result
}

/// Carries out `action` with no way back: for throw-away forks (legal-action probes), where a
/// failure simply discards the fork and a rollback copy would be wasted work.
pub fn perform(game: &mut Game, env: &mut Env, action: &Action) -> Result<(), RulesError> {
    may_act(game, action)?;
    match action {
        Action::Play { player, card } => {
            play_card(game, env, *player, *card).and_then(|()| settle(game, env))
        }
        Action::PlayHidden { player, card } => {
            play_card_from(game, env, *player, *card, true).and_then(|()| settle(game, env))
        }
        Action::Activate {
            player,
            source,
            ability,
        } => activate(game, env, *player, *source, *ability).and_then(|()| settle(game, env)),
        Action::Hide { player, card, at } => {
            hide(game, env, *player, *card, *at).and_then(|()| settle(game, env))
        }
        Action::Pass { player } => pass(game, env, *player),
        Action::Move { player, units, to } => {
            standard_move(game, *player, units, *to).and_then(|()| settle(game, env))
        }
        Action::EndTurn => end_turn(game, env),
    }
}

/// 316.6: the turn player, in a neutral open Main Phase with priority, ends their turn.
pub fn end_turn(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let p = game.turn.player;
    if game.turn.phase != Phase::Main
        || game.is_closed()
        || game.turn.showdown.is_some()
        || game.turn.priority != Some(p)
    {
        return Err(RulesError::illegal(
            "the turn player ends the turn from a neutral open Main Phase, holding priority (316.6)",
        ));
    }
    crate::trace!(game, "{p} ends turn {}", game.turn.number);
    // 317.1: the Ending Step.
    game.turn.phase = Phase::EndingStep;
    game.turn.priority = None;
    settle(game, env)
}
