//! What a creature may do in combat: attack (untapped, not summoning sick unless it has
//! Célérité, celerite.2), block an attacker (Vol, vol.2), tap to attack (Vigilance,
//! vigilance.2), deal damage in which step (Initiative, initiative.1).

use super::keywords::has_hook;
use crate::model::card::CardKind;
use crate::state::{Game, ObjId, PlayerId, Zone};

pub fn is_creature(game: &Game, obj: ObjId) -> bool {
    game.card(obj).kind == CardKind::Creature
}

/// Creatures `player` controls on the battlefield, in object order.
pub fn creatures_of(game: &Game, player: PlayerId) -> Vec<ObjId> {
    game.objects_in(Zone::Battlefield)
        .filter(|o| o.controller == player)
        .filter(|o| game.catalog.card(o.card).kind == CardKind::Creature)
        .map(|o| o.id)
        .collect()
}

/// Summoning sickness: it has not been under its controller's control continuously since the
/// start of their most recent turn (celerite.2 reads it), and it has no Célérité.
pub fn summoning_sick(game: &Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    let last = game.players[o.controller.index()].last_turn;
    let arrived_late = o.since.is_some_and(|t| t >= last.max(1));
    arrived_late && !has_hook(game, obj, |h| h.no_summoning_sickness)
}

/// Whether `obj` may be declared as an attacker now.
pub fn can_attack(game: &Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    is_creature(game, obj)
        && o.zone == Zone::Battlefield
        && o.controller == game.turn.player
        && !o.tapped
        && !summoning_sick(game, obj)
}

/// Whether `blocker` may block `attacker`: untapped; a creature with Vol is blocked only by one
/// with Vol (vol.2).
pub fn can_block(game: &Game, blocker: ObjId, attacker: ObjId) -> bool {
    let b = game.obj(blocker);
    is_creature(game, blocker)
        && b.zone == Zone::Battlefield
        && !b.tapped
        && (!has_hook(game, attacker, |h| h.blocked_only_by_same)
            || has_hook(game, blocker, |h| h.blocked_only_by_same))
}

pub fn deals_early_damage(game: &Game, obj: ObjId) -> bool {
    has_hook(game, obj, |h| h.early_damage)
}

pub fn deals_damage_in_both_steps(game: &Game, obj: ObjId) -> bool {
    has_hook(game, obj, |h| h.damage_in_both_steps)
}

pub fn assigns_excess_to_player(game: &Game, obj: ObjId) -> bool {
    has_hook(game, obj, |h| h.excess_to_player)
}

pub fn attacks_untapped(game: &Game, obj: ObjId) -> bool {
    has_hook(game, obj, |h| h.attacks_untapped)
}

/// Why `obj` may not attack now, for a refused declaration.
pub fn why_not_attack(game: &Game, obj: ObjId) -> String {
    let o = game.obj(obj);
    let l = &game.label(o.id);
    if !is_creature(game, obj) || o.zone != Zone::Battlefield {
        format!("{l} is not a creature on the battlefield")
    } else if o.controller != game.turn.player {
        format!("{l} is not controlled by the active player")
    } else if o.tapped {
        format!("{l} is tapped")
    } else if summoning_sick(game, obj) {
        format!("{l} came under its controller's control this turn (celerite.2)")
    } else {
        format!("{l} cannot attack now")
    }
}

/// Why `blocker` may not block any of `attackers` now, for a refused declaration.
pub fn why_not_block(game: &Game, blocker: ObjId, attackers: &[ObjId]) -> String {
    let o = game.obj(blocker);
    let l = &game.label(o.id);
    let defender = game.combat.as_ref().map(|c| c.defender);
    if !is_creature(game, blocker) || o.zone != Zone::Battlefield {
        format!("{l} is not a creature on the battlefield")
    } else if Some(o.controller) != defender {
        format!("{l} is not controlled by the defending player")
    } else if o.tapped {
        format!("{l} is tapped")
    } else if attackers.is_empty() {
        format!("{l} has no attacker to block")
    } else {
        format!("{l} can block none of the attackers (vol.2)")
    }
}
