//! A limit a card's own text puts on when it may be played (« Play me only during an
//! opponent's turn »): a passive ability of a card outside the board, which applies in every
//! zone the card may be played from — a hand, the champion zone, face down, a trash or a deck
//! an effect plays it from (366.1). Its card script's `fn may_be_played(ctx)` says whether the
//! play may go on, `ctx.me` the card and `ctx.controller` the player playing it; it is asked as
//! the play's choices begin (355), so a play it refuses is undone whole (358.4), an effect's
//! play too (`play_by_effect::finalize`).

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::content::functions::MAY_BE_PLAYED;
use crate::state::{Game, ObjId, PlayerId};

/// Whether `card`'s text limits when it may be played: only a trial of the play can tell
/// whether it may be now (the legal actions try it).
pub fn has_play_limit(game: &Game, card: ObjId) -> bool {
    super::activate::card_fn(game, card, Some(MAY_BE_PLAYED)).is_some()
}

/// 366.1: the limit `card`'s text puts on its play holds for `player`, or the play is illegal.
pub fn check_play_limit(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
) -> Result<(), RulesError> {
    let Some((script, name)) = super::activate::card_fn(game, card, Some(MAY_BE_PLAYED)) else {
        return Ok(());
    };
    let call = ScriptCall::new(script, &name, CallPhase::Replace, card, player);
    match env.scripts.call_flag(game, env.agent, call)? {
        Some(true) => Ok(()),
        Some(false) => Err(RulesError::illegal(format!(
            "{player} cannot play {} now: its text limits when it may be played, wherever it \
             is played from (366.1)",
            game.label(card)
        ))),
        None => Err(RulesError::illegal(format!(
            "{}: `fn {name}` must return true (it may be played now) or false",
            game.label(card)
        ))),
    }
}
