//! An object becoming a copy of another (472.1.b.1): « play a Reflection token, making it a
//! copy of … ». Its traits — name, type, tags, Might, rules text — become those of the copiable
//! card of what it copies (472.1.b.3, `tokens::copiable`), which are then its own copiable
//! traits, for as long as it stays on the board: leaving it, it is a new object (110), its
//! printed card again.
//!
//! The copy is applied beneath every other effect: the object's card is replaced, and the
//! effects of the layers (472.1.a, 472.1.c, 472.2, 472.3) apply to the card it copies. So an
//! effect setting its Might that began before it became a copy still applies after, where the
//! trait layer's timestamps would let the copy override it (472.1, 475): not yet told apart.
//!
//! What the rules keep about the cards of the arena's objects — the lists of the objects whose
//! card has some function, what their card types may trigger on, the last evaluation of the
//! continuous abilities and the last glance — is read again from scratch after a card changes
//! (`forget`): it assumes that an object's card never changes.

use super::error::RulesError;
use super::tokens::copiable;
use crate::events::{EffectEvent, label};
use crate::state::memo::ObjectList;
use crate::state::{Game, ObjId};
use grimoire_core::model::card::CardKey;
use grimoire_core::ruleset::Ruleset;

/// `obj`, a unit or gear on the board, becomes a copy of `of` (472.1.b.1): its card is the
/// copiable card of `of` until it leaves the board; its text begins to apply now (475.2).
pub fn become_copy(game: &mut Game, obj: ObjId, of: ObjId) -> Result<(), RulesError> {
    let card = copiable(game, of);
    let (now, new) = (game.card(obj).kind, game.catalog.card(card).kind);
    if now != new {
        return Err(RulesError::NotSupported(format!(
            "{} becoming a copy of {}: {} becoming {}",
            game.label(obj),
            game.label(of),
            now.with_article(),
            new.with_article()
        )));
    }
    let printed = game.obj(obj).card;
    if !game.ext.became_copies.iter().any(|&(o, _)| o == obj) {
        game.ext.became_copies.push((obj, printed));
    }
    set_card(game, obj, card);
    game.obj_mut(obj).since = game.new_timestamp();
    game.emit(|g| {
        EffectEvent::BecomesCopy {
            obj: label(g, obj),
            name: g.catalog.card(card).shown_name().to_string(),
            of: label(g, of),
        }
        .into()
    });
    Ok(())
}

/// `obj` leaves the board as a new object (110): a copy it had become is its printed card
/// again.
pub fn revert(game: &mut Game, obj: ObjId) {
    let Some(i) = game.ext.became_copies.iter().position(|&(o, _)| o == obj) else {
        return;
    };
    let (_, printed) = game.ext.became_copies.swap_remove(i);
    set_card(game, obj, printed);
}

/// Gives `obj` the card `card`, with what its status keeps of its card (`from_card`).
fn set_card(game: &mut Game, obj: ObjId, card: CardKey) {
    let catalog = game.catalog.clone();
    let o = game.obj_mut(obj);
    o.card = card;
    crate::Riftbound::from_card(&mut o.ext, catalog.card(card), &catalog);
    forget(game);
}

/// Forgets what the rules keep about the arena's cards (see the module's comment).
fn forget(game: &mut Game) {
    let s = &mut game.ext;
    for list in [
        &mut s.continuous_sources,
        &mut s.observers,
        &mut s.discounters,
        &mut s.death_replacers,
        &mut s.token_replacers,
    ] {
        *list = ObjectList::default();
    }
    s.arena_events.forget();
    s.arena_functions.forget();
    s.derived = Default::default();
    s.board_memo = None;
    s.board_edits = s.board_edits.wrapping_add(1);
}
