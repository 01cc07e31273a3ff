//! Creating tokens (439, 176–184). A token is an object whose card type has the `token`
//! supertype; the base game defines the standard tokens of 184 as such cards. A token that is
//! a copy of an object (472.1.b) is made of that object's copiable card (`copiable`) and
//! marked a token itself (`Status::token`). Tokens that leave the board for any zone but the
//! chain cease to exist (183.1, in `zones::move_to`).

use super::error::RulesError;
use super::zones::is_token;
use crate::events::{BoardEvent, label};
use crate::model::card::CardKey;
use crate::state::GameExt;
use crate::state::{Game, Location, ObjId, PlayerId, Zone};

/// The card whose traits a copy of `obj` takes (472.1.b.3): by default its printed card; once
/// it is a copy of something — a token made a copy, or an object that became one — the card
/// it copies, which is then its own card. So a copy of a copy copies what the first copies.
pub fn copiable(game: &Game, obj: ObjId) -> CardKey {
    game.obj(obj).card
}

/// Creates a token of `card` for `player` at `at` (439.2, 439.4.a: owned and controlled by the
/// player whose effect creates it, 179–180), or, with `copy_of`, a token that is a copy of that
/// object, `card` being its copiable card (472.1.b). A unit enters exhausted unless `ready`
/// (143.4, 181.1); other permanents enter ready. A permanent is created only at a location it
/// could be played to: the player's base or a battlefield they control (439.2.b, 355.2).
pub fn create_token(
    game: &mut Game,
    card: CardKey,
    copy_of: Option<ObjId>,
    player: PlayerId,
    at: Location,
    ready: bool,
) -> Result<ObjId, RulesError> {
    check(game, card, copy_of.is_some(), player, at)?;
    let exhausted = !ready;
    let obj = game.spawn(card, player, at.zone(), None);
    let since = game.new_timestamp();
    let o = game.obj_mut(obj);
    o.exhausted = exhausted;
    o.since = since;
    o.token = true;
    game.emit(|g| {
        BoardEvent::CreatesToken {
            player,
            token: label(g, obj),
            name: g.catalog.card(card).shown_name().to_string(),
            copy_of: copy_of.map(|c| label(g, c)),
            at: g.zone_name(at.zone()),
            ready: !exhausted,
        }
        .into()
    });
    Ok(obj)
}

/// Whether `player` may create a token of `card` at `at`: a token card (439.3.a) unless the
/// token is a `copy` of an object (472.1.b), a permanent, at their base or a battlefield they
/// control (439.2.b). Asked before the replacements of its making are (370).
pub fn check(
    game: &Game,
    card: CardKey,
    copy: bool,
    player: PlayerId,
    at: Location,
) -> Result<(), RulesError> {
    let def = game.catalog.card(card);
    if !copy
        && !def
            .supertypes
            .contains(&crate::model::card::Supertype::Token)
    {
        return Err(RulesError::illegal(format!(
            "`{}` is not a token card (supertypes = [\"token\"]), so it cannot be created (439.3.a)",
            def.id
        )));
    }
    if !def.kind.is_permanent() {
        return Err(RulesError::NotSupported(format!(
            "creating a token that is {} (`{}`): tokens here are units or gear",
            def.kind.with_article(),
            def.id
        )));
    }
    if let Location::Battlefield(b) = at
        && game.battlefield(b).controller != Some(player)
    {
        return Err(RulesError::illegal(format!(
            "{player} does not control {}: a token is created at its controller's base or a battlefield they control (439.2.b)",
            game.bf_label(b)
        )));
    }
    Ok(())
}

/// Traces that a token which just changed zones ceased to exist (183.1).
pub fn note_ceased(game: &mut Game, obj: ObjId) {
    if game.obj(obj).zone == Zone::Gone && is_token(game, obj) {
        game.emit(|g| BoardEvent::TokenCeases(label(g, obj)).into());
    }
}
