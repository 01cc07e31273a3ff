//! What each action of the card API may be done to. Scripts name objects by id, and any id
//! of the arena is accepted as an id: a battlefield, a rune, a card in a deck, the spell that
//! is resolving. The rules functions underneath move what they are given, so the API checks
//! first that the object is of a kind and in a zone the action allows, and refuses with a
//! script error at the calling line otherwise (the step is undone): a killed battlefield would
//! go to the trash while units still fought there.
//!
//! Where the rules say the action simply does not happen (a permanent no longer on the board
//! is not killed, 428.2.a; a token that has ceased to exist is nowhere, 183.1), the guard
//! answers `None` and the call does nothing, as for the -1 of a target no longer legal.

use super::api_support::{Res, err, object};
use crate::model::card::CardKind;
use crate::state::{Game, ObjId, Zone};

/// `what: <label> is <kind> in <zone>: <why>`, as a script error.
fn refuse<T>(game: &Game, obj: ObjId, what: &str, why: &str) -> Res<T> {
    let o = game.obj(obj);
    err(format!(
        "{what}: {} is {} in {}: {why}",
        game.label(obj),
        game.card(obj).kind.with_article(),
        game.zone_name(o.zone)
    ))
}

/// The object a script's `id` names, for an action `guard` checks: `None` when the id is -1
/// (a target no longer legal, 359.3.e.6) or when the guard says the action does not happen.
pub(super) fn guarded(
    game: &Game,
    id: i64,
    guard: fn(&Game, ObjId) -> Res<Option<ObjId>>,
) -> Res<Option<ObjId>> {
    match object(game, id)? {
        Some(obj) => guard(game, obj),
        None => Ok(None),
    }
}

/// `kill`: a permanent — a unit or gear (428.1, 133.4.a.2) —, never a battlefield (169.3), a
/// legend (173.3), a rune (160.1.a) or a spell; one that is no longer at a location is not
/// killed (428.2.a).
pub(super) fn killable(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    if !game.card(obj).kind.is_permanent() {
        return refuse(
            game,
            obj,
            "kill",
            "only a unit or gear is killed (428.1; battlefields 169.3, legends 173.3, runes \
             160.1.a)",
        );
    }
    Ok(game.obj(obj).zone.is_location().then_some(obj))
}

/// `deal_damage`: a unit (417.1); one no longer at a location is dealt nothing.
pub(super) fn damageable(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    if game.card(obj).kind != CardKind::Unit {
        return refuse(
            game,
            obj,
            "deal_damage",
            "only units are dealt damage (417.1)",
        );
    }
    Ok(game.obj(obj).zone.is_location().then_some(obj))
}

/// `banish`: a card from any zone (427.1), but not a battlefield or a legend, which stay in
/// place for the whole game (169.2.b, 173.2.b), nor a card waiting on the chain (the chain
/// would keep an item whose card is gone). The spell resolving may banish itself (« Banish
/// this. »): it has left the chain's items, and goes to banishment rather than its owner's
/// trash as it finishes.
pub(super) fn banishable(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    if game.obj(obj).zone == Zone::Chain && !waiting_on_chain(game, obj) {
        return Ok(Some(obj));
    }
    if let CardKind::Battlefield | CardKind::Legend = game.card(obj).kind {
        return refuse(
            game,
            obj,
            "banish",
            "battlefields and legends stay in place for the whole game (169.2.b, 173.2.b)",
        );
    }
    leaves_its_zone(game, obj, "banish")
}

/// `recycle`: a card from any zone but the chain; a battlefield or a legend is not recycled,
/// which the rules trace (182.1.e).
pub(super) fn recyclable(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    leaves_its_zone(game, obj, "recycle")
}

/// `put_facedown`: a main-deck card (a unit, gear or spell) from a hand, a deck, a trash or a
/// banishment (107.3), never one on the board or the chain.
pub(super) fn hideable(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    if !matches!(
        game.card(obj).kind,
        CardKind::Unit | CardKind::Gear | CardKind::Spell
    ) {
        return refuse(
            game,
            obj,
            "put_facedown",
            "only a main-deck card is put face down (107.3)",
        );
    }
    match game.obj(obj).zone {
        Zone::Hand(_) | Zone::Deck(_) | Zone::Trash(_) | Zone::Banishment(_) => Ok(Some(obj)),
        Zone::Gone => Ok(None),
        _ => refuse(
            game,
            obj,
            "put_facedown",
            "a card is put face down from a hand, a deck, a trash or a banishment (107.3)",
        ),
    }
}

/// `create_token_copy`: what a token copies (`copied`).
pub(super) fn copiable(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    copied(game, obj, "create_token_copy")
}

/// `become_copy`: what an object becomes a copy of (`copied`).
pub(super) fn copiable_to_become(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    copied(game, obj, "become_copy")
}

/// What a copy copies, for the function `what`: a unit or gear (tokens here are permanents,
/// 439), face up — a face-down card shows no traits to copy (107.3) —; a token that ceased to
/// exist is nowhere to copy.
fn copied(game: &Game, obj: ObjId, what: &str) -> Res<Option<ObjId>> {
    if !game.card(obj).kind.is_permanent() {
        return refuse(
            game,
            obj,
            what,
            "a copy copies a unit or gear (439, 472.1.b)",
        );
    }
    match game.obj(obj).zone {
        Zone::Gone => Ok(None),
        Zone::Facedown(_) => refuse(
            game,
            obj,
            what,
            "a face-down card shows no traits to copy (107.3)",
        ),
        _ => Ok(Some(obj)),
    }
}

/// `recall`: a unit or gear (450) at a location; elsewhere it is not recalled.
pub(super) fn recallable(game: &Game, obj: ObjId) -> Res<Option<ObjId>> {
    if !game.card(obj).kind.is_permanent() {
        return refuse(game, obj, "recall", "only a unit or gear is recalled (450)");
    }
    Ok(game.obj(obj).zone.is_location().then_some(obj))
}

/// An effect's object (`give_might`, `grant_keyword`, `remove_keyword`,
/// `recall_instead_of_dying`, `pay_cost`'s card): one in play, on the board or the chain — an
/// effect on a card in a deck or a hand would wait there, pointing at an object the rules never
/// look at — and not a battlefield unless `what` allows it.
pub(super) fn in_play(game: &Game, obj: ObjId, what: &str) -> Res<ObjId> {
    let zone = game.obj(obj).zone;
    if !(zone.is_board() || zone == Zone::Chain) {
        return refuse(
            game,
            obj,
            what,
            "an effect applies to an object on the board or the chain",
        );
    }
    Ok(obj)
}

/// A unit on the board, for an effect that only a unit can have: Might (`give_might`, 140), a
/// replacement of its death (`recall_instead_of_dying`, 369).
pub(super) fn unit_in_play(game: &Game, obj: ObjId, what: &str) -> Res<ObjId> {
    if game.card(obj).kind != CardKind::Unit || !game.obj(obj).zone.is_board() {
        return refuse(
            game,
            obj,
            what,
            "this effect applies to a unit on the board",
        );
    }
    Ok(obj)
}

/// Any card leaving its zone for another (banish, recycle): not from the chain; a token that
/// has ceased to exist stays nowhere (183.1).
fn leaves_its_zone(game: &Game, obj: ObjId, what: &str) -> Res<Option<ObjId>> {
    match game.obj(obj).zone {
        Zone::Chain => refuse(
            game,
            obj,
            what,
            "a card on the chain (the spell resolving, or one waiting) stays there until it \
             resolves",
        ),
        Zone::Gone => Ok(None),
        _ => Ok(Some(obj)),
    }
}

/// Whether `obj` is the card of an item still waiting on the chain (not the one resolving,
/// which has left the chain's items).
fn waiting_on_chain(game: &Game, obj: ObjId) -> bool {
    game.chain
        .iter()
        .any(|it| matches!(it.kind, crate::state::chain::ChainKind::Card { card } if card == obj))
}
