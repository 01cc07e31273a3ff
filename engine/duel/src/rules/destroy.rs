//! Destroying, regenerating, sacrificing (701.4–701.6).
//!
//! Destroying a permanent moves it to its owner's graveyard (701.4a) — unless it regenerates:
//! a shield from a spell or ability this turn is used up (701.5a), a static ability regenerates
//! it every time (701.5b); either way it loses all damage, is tapped and leaves combat, and is
//! not destroyed. A permanent that can't be regenerated (an effect said so this turn) is
//! destroyed whatever its shields or static regeneration. An indestructible one (a keyword with
//! the `not_destroyed` hook) is not destroyed at all: nothing happens, so no regeneration is
//! used either — the duel's rules texts do not define Indestructible; this is the reading of
//! docs/DUEL.md against 701.4a. Sacrificing is not destroying: only its controller sacrifices
//! a permanent, and neither regeneration nor indestructibility applies (701.6a).

use super::error::RulesError;
use super::triggers::fire;
use super::zones::{graveyard, move_to};
use crate::events::{DuelEvent, label};
use crate::model::card::CardKind;
use crate::model::catalogue::DIES;
use crate::query::keywords::hook_keyword;
use crate::query::stats::{regenerates, unregenerable};
use crate::state::{Game, ObjId, PlayerId, Position, Zone};

/// Destroys `obj` (701.4a), or regenerates it (701.5); an indestructible permanent is not
/// destroyed. Returns whether it was destroyed.
pub fn destroy(game: &mut Game, obj: ObjId, why: &'static str) -> bool {
    if game.obj(obj).zone != Zone::Battlefield {
        return false;
    }
    // Indestructible: destroying it does nothing, so no regeneration replaces anything.
    if let Some(kw) = hook_keyword(game, obj, |h| h.not_destroyed) {
        let keyword: std::rc::Rc<str> = game.catalog.glossary.get(kw).shown().into();
        game.emit(|g| DuelEvent::NotDestroyed {
            card: label(g, obj),
            keyword,
        });
        return false;
    }
    let static_regen = regenerates(game, obj);
    let may_regenerate = static_regen || game.obj(obj).shields > 0;
    if may_regenerate && unregenerable(game, obj) {
        let rule = if static_regen { "701.5b" } else { "701.5a" };
        game.emit(|g| DuelEvent::NotRegenerated {
            card: label(g, obj),
            rule,
        });
    } else if may_regenerate {
        if !static_regen {
            game.obj_mut(obj).shields -= 1;
        }
        let o = game.obj_mut(obj);
        o.damage = 0;
        o.tapped = true;
        let in_combat = game.ext.combat.as_ref().is_some_and(|c| c.has(obj));
        if let Some(c) = game.ext.combat.as_mut() {
            c.remove(obj);
        }
        let rule = if static_regen { "701.5b" } else { "701.5a" };
        game.emit(|g| DuelEvent::Regenerates {
            card: label(g, obj),
            rule,
            in_combat,
        });
        return false;
    }
    game.emit(|g| DuelEvent::Destroyed {
        card: label(g, obj),
        why,
    });
    to_graveyard(game, obj);
    true
}

/// `player` sacrifices `obj`: a permanent they control, straight to its owner's graveyard
/// (701.6a).
pub fn sacrifice(game: &mut Game, player: PlayerId, obj: ObjId) -> Result<(), RulesError> {
    let o = game.obj(obj);
    if o.zone != Zone::Battlefield || o.controller != player {
        return Err(RulesError::illegal(format!(
            "{player} can sacrifice only a permanent they control (701.6a)"
        )));
    }
    game.emit(|g| DuelEvent::Sacrifices {
        player,
        card: label(g, obj),
    });
    to_graveyard(game, obj);
    Ok(())
}

/// A permanent goes from the battlefield to its owner's graveyard; a creature dies.
pub fn to_graveyard(game: &mut Game, obj: ObjId) {
    let creature = game.card(obj).kind == CardKind::Creature;
    if creature {
        // It triggers as it leaves, while it is still what it was.
        fire(game, obj, DIES);
    }
    let to = graveyard(game, obj);
    move_to(game, obj, to, Position::Bottom);
    game.emit(|g| DuelEvent::ToGraveyard {
        card: label(g, obj),
        owner: g.obj(obj).owner,
    });
}
