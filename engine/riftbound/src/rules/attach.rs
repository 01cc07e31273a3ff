//! Attach (434, 716–719) and detach (435): gear linked to a unit. While attached, the gear's
//! rules text is inactive (718.2), its effect text is appended to the unit (718.3) and its
//! Might Bonus applies to the unit (718.4) — both read by the queries, from `attached_to`.

use super::error::RulesError;
use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::query::board::is_unit;
use crate::state::{Game, ObjId};

/// Attaches `gear` to `unit` (434.1): the gear goes to the unit's location, which is not a move
/// (434.4, 434.4.a), and detaches from any other unit first (434.1.f). Attaching to the current
/// top-most card does nothing (434.1.g).
pub fn attach(game: &mut Game, gear: ObjId, unit: ObjId) -> Result<(), RulesError> {
    let (g, u) = (game.obj(gear), game.obj(unit));
    if game.card(gear).kind != CardKind::Gear || !g.zone.is_board() {
        return Err(RulesError::illegal(format!(
            "{} is not gear on the board: only gear is attached (434, 716)",
            game.label(g.id)
        )));
    }
    if !is_unit(game, unit) || !u.zone.is_location() {
        return Err(RulesError::illegal(format!(
            "{} is not a unit on the board: gear attaches to a unit (434)",
            game.label(u.id)
        )));
    }
    if g.attached_to == Some(unit) {
        game.emit(|g| {
            BoardEvent::AlreadyAttached {
                gear: label(g, gear),
                unit: label(g, unit),
            }
            .into()
        });
        return Ok(());
    }
    if g.attached_to.is_some() {
        detach(game, gear);
    }
    let zone = game.obj(unit).zone;
    // 472.2.c, 475.1: its effect text is appended to the unit from now on.
    let since = game.new_timestamp();
    game.obj_mut(gear).since = since;
    crate::state::board::set_attachment(game, gear, Some(unit));
    game.set_zone(gear, zone);
    game.emit(|g| {
        BoardEvent::Attached {
            gear: label(g, gear),
            unit: label(g, unit),
            at: g.zone_name(zone),
        }
        .into()
    });
    Ok(())
}

/// Detaches `gear` (435.1): it stays at the unit's location (435.4); gear left at a battlefield
/// is recalled by the next cleanup (435.4.a, 323.7). Nothing happens to unattached gear
/// (435.1.a.1). Returns whether it was attached.
pub fn detach(game: &mut Game, gear: ObjId) -> bool {
    let Some(unit) = game.obj(gear).attached_to else {
        return false;
    };
    // 475.2: its rules text is active again, with a new timestamp.
    let since = game.new_timestamp();
    game.obj_mut(gear).since = since;
    crate::state::board::set_attachment(game, gear, None);
    game.emit(|g| {
        BoardEvent::Detached {
            gear: label(g, gear),
            unit: label(g, unit),
        }
        .into()
    });
    true
}

/// Equips `gear` to `unit` through an Équiper-like ability: an attach, and the "equipped" event
/// other effects can refer to (818.2, 818.2.a), traced as such; whether it became equipped
/// (not when the gear was on that unit already).
pub fn equip(game: &mut Game, gear: ObjId, unit: ObjId) -> Result<bool, RulesError> {
    let already = game.obj(gear).attached_to == Some(unit);
    attach(game, gear, unit)?;
    if !already {
        game.emit(|g| {
            BoardEvent::Equipped {
                unit: label(g, unit),
                gear: label(g, gear),
            }
            .into()
        });
    }
    Ok(!already)
}

/// Whether the top-most card `unit` is equipped (818.3): one of the cards attached to it has a
/// keyword whose `equips` hook says so, as a characteristic, its inactive text included
/// (818.3.c, 818.5.a), or the tag that hook names (818.3.b). The state lasts exactly as long as
/// the attachment (818.3.a): it is read from `attached_to`, never stored.
pub fn is_equipped(game: &Game, unit: ObjId) -> bool {
    let glossary = &game.catalog.glossary;
    let hooks: Vec<_> = (0..glossary.entries.len())
        .map(|i| crate::model::glossary::KwId(i as u16))
        .filter_map(|kw| glossary.get(kw).hooks.equips.as_ref().map(|e| (kw, e)))
        .collect();
    game.objects
        .iter()
        .filter(|g| g.attached_to == Some(unit))
        .any(|g| {
            let tags = &game.catalog.card(g.card).tags;
            let kws = crate::query::keywords::characteristics(game, g.id);
            hooks.iter().any(|(kw, e)| {
                kws.iter().any(|(k, _)| k == kw) || e.tag.as_ref().is_some_and(|t| tags.contains(t))
            })
        })
}
