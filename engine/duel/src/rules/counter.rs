//! Countering a spell or an ability (701.3a): it is removed from the stack, does not resolve
//! and none of its effects happen; a countered spell goes to its owner's graveyard, an ability
//! simply ceases to be. A spell or ability that can't be countered (it said so as it went on
//! the stack, `ctx.cannot_be_countered`) stays where it is: the counter does nothing to it,
//! and the rest of the spell that tried still happens.

use super::error::RulesError;
use super::zones::{graveyard, move_to};
use crate::events::{DuelEvent, label};
use crate::state::chain::ChainKind;
use crate::state::{Game, ObjId, Position};

/// Whether `card` is a spell on the stack, what `ctx.counter` counters (701.3a).
pub fn on_stack(game: &Game, card: ObjId) -> bool {
    game.chain
        .iter()
        .any(|it| it.kind == ChainKind::Card { card })
}

/// Whether the item numbered `serial` is on the stack: put there in full, not one still being
/// put there.
pub fn item_on_stack(game: &Game, serial: u32) -> bool {
    game.chain
        .iter()
        .any(|it| it.serial == serial && !it.pending)
}

/// Counters the spell `card` on the stack (701.3a). Returns whether it was countered: not when
/// it can't be.
pub fn counter(game: &mut Game, card: ObjId) -> Result<bool, RulesError> {
    let Some(serial) = game
        .chain
        .iter()
        .find(|it| it.kind == ChainKind::Card { card })
        .map(|it| it.serial)
    else {
        return Err(RulesError::illegal(format!(
            "{} is not a spell on the stack (701.3a)",
            game.label(card)
        )));
    };
    Ok(counter_item(game, serial))
}

/// Counters the stack item numbered `serial`, a spell or an ability (701.3a); nothing when it
/// is no longer on the stack or can't be countered. Returns whether it was countered.
pub fn counter_item(game: &mut Game, serial: u32) -> bool {
    let Some(i) = game
        .chain
        .iter()
        .position(|it| it.serial == serial && !it.pending)
    else {
        return false;
    };
    if game.chain[i].ext.uncounterable {
        let what: std::rc::Rc<str> = game.chain[i].name(game).into();
        game.emit(|_| DuelEvent::NotCountered { serial, what });
        return false;
    }
    let item = game.chain.remove(i);
    match item.kind {
        ChainKind::Card { card } => {
            let to = graveyard(game, card);
            move_to(game, card, to, Position::Bottom);
            game.emit(|g| DuelEvent::Countered {
                serial,
                card: label(g, card),
                owner: g.obj(card).owner,
            });
        }
        ChainKind::Ability { .. } => {
            let what: std::rc::Rc<str> = item.name(game).into();
            game.emit(|_| DuelEvent::AbilityCountered { serial, what });
        }
    }
    true
}
