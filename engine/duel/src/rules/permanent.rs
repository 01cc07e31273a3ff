//! Keyword actions on permanents and players that effects carry out: attach and detach
//! (701.2), tap and untap (701.7), regeneration shields (701.5a), life gained, and what
//! resolving spells give until end of turn (+P/+T, keywords).

use super::error::RulesError;
use crate::events::{DuelEvent, label};
use crate::model::card::CardKind;
use crate::model::glossary::KwId;
use crate::state::effects::{Duration, EffectKind, Modifier};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::format_en_fr;

/// Attaches `gear` to `to` (701.2a): nothing happens when it is already attached to it
/// (701.2b); attaching anew gives it a new timestamp (701.2c). An Équipement equips only a
/// creature on the battlefield.
pub fn attach(game: &mut Game, gear: ObjId, to: ObjId) -> Result<(), RulesError> {
    // 701.2a: what it could not equip, it is not attached to: it stays where it is, and the
    // rest of the spell or ability still happens.
    if let Err(why) = may_attach(game, gear, to) {
        game.emit(|_| DuelEvent::NotAttached { why });
        return Ok(());
    }
    if game.obj(gear).attached_to == Some(to) {
        game.emit(|g| DuelEvent::AlreadyAttached {
            card: label(g, gear),
            to: label(g, to),
        });
        return Ok(());
    }
    let stamp = game.next_timestamp;
    game.next_timestamp += 1;
    let o = game.obj_mut(gear);
    o.attached_to = Some(to);
    o.attached_at = stamp;
    game.emit(|g| DuelEvent::Attached {
        card: label(g, gear),
        to: label(g, to),
    });
    Ok(())
}

/// Why `gear` cannot be attached to `to` (701.2a), if it cannot: both on the battlefield, the
/// second a creature. Asked by `attach`, which then leaves the Équipement where it is.
pub fn may_attach(game: &Game, gear: ObjId, to: ObjId) -> Result<(), String> {
    let (g, t) = (game.obj(gear), game.obj(to));
    if g.zone != Zone::Battlefield || t.zone != Zone::Battlefield {
        return Err(format_en_fr!(
            en: "{} and {} must both be on the battlefield to attach (701.2a)",
            fr: "{} et {} doivent être tous deux sur le champ de bataille pour être attachés (701.2a)",
            game.label(g.id),
            game.label(t.id)
        ));
    }
    if gear == to || game.catalog.card(t.card).kind != CardKind::Creature {
        return Err(format_en_fr!(
            en: "{} cannot be attached to {}: it equips or enchants a creature (701.2a)",
            fr: "{} ne peut pas être attaché à {} : il équipe ou enchante une créature (701.2a)",
            game.label(g.id),
            game.label(t.id)
        ));
    }
    Ok(())
}

/// Detaches `gear` (701.2d): it stays on the battlefield, attached to nothing.
pub fn detach(game: &mut Game, gear: ObjId) {
    if game.obj_mut(gear).attached_to.take().is_some() {
        game.emit(|g| DuelEvent::Detached {
            card: label(g, gear),
        });
    }
}

/// Taps a permanent (701.7a); a tapped one stays tapped.
pub fn tap(game: &mut Game, obj: ObjId) {
    let o = game.obj_mut(obj);
    if o.zone == Zone::Battlefield && !o.tapped {
        o.tapped = true;
        game.emit(|g| DuelEvent::Taps {
            card: label(g, obj),
        });
    }
}

/// Untaps a permanent (701.7b).
pub fn untap(game: &mut Game, obj: ObjId) {
    let o = game.obj_mut(obj);
    if o.zone == Zone::Battlefield && o.tapped {
        o.tapped = false;
        game.emit(|g| DuelEvent::UntapsOne {
            card: label(g, obj),
        });
    }
}

/// A regeneration shield for this turn (701.5a): the next time it would be destroyed this turn,
/// it is regenerated instead.
pub fn shield(game: &mut Game, obj: ObjId) {
    if game.obj(obj).zone != Zone::Battlefield {
        return;
    }
    game.obj_mut(obj).shields += 1;
    game.emit(|g| DuelEvent::Shielded {
        card: label(g, obj),
    });
}

/// `obj` can't be regenerated this turn: its destruction is not replaced (701.5a, 701.5b).
pub fn forbid_regeneration(game: &mut Game, obj: ObjId) {
    if game.obj(obj).zone != Zone::Battlefield {
        return;
    }
    game.add_effect(
        obj,
        EffectKind::Rule(Modifier::NoRegeneration),
        Duration::Turn,
    );
    game.emit(|g| DuelEvent::CannotBeRegenerated {
        card: label(g, obj),
    });
}

pub fn gain_life(game: &mut Game, player: PlayerId, n: i32) {
    if n <= 0 {
        return;
    }
    let before = game.players[player.index()].life;
    let after = before.saturating_add(n).min(1_000_000);
    game.players[player.index()].life = after;
    game.emit(|_| DuelEvent::GainsLife {
        player,
        amount: n,
        before,
        after,
    });
}

/// `obj` gets +p/+t until end of turn.
pub fn pump(game: &mut Game, obj: ObjId, p: i32, t: i32) {
    if game.obj(obj).zone != Zone::Battlefield {
        return;
    }
    game.add_effect(
        obj,
        EffectKind::Rule(Modifier::PowerToughness(p, t)),
        Duration::Turn,
    );
    game.emit(|g| DuelEvent::Pumped {
        card: label(g, obj),
        power: p,
        toughness: t,
    });
}

/// `obj` gains keyword `kw` (with `value`) until end of turn.
pub fn grant(game: &mut Game, obj: ObjId, kw: KwId, value: i32) {
    if game.obj(obj).zone != Zone::Battlefield {
        return;
    }
    game.add_effect(obj, EffectKind::GrantKeyword(kw, value), Duration::Turn);
    let name: std::rc::Rc<str> = game.catalog.glossary.get(kw).shown().into();
    game.emit(|g| DuelEvent::GainsKeyword {
        card: label(g, obj),
        keyword: name,
    });
}
