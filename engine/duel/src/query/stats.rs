//! Power and toughness: printed, then every `+P/+T` effect in timestamp order; lethal damage.

use crate::state::effects::{EffectKind, Modifier};
use crate::state::{Game, ObjId};

/// Power and toughness now; `None` for an object that is not a creature card.
pub fn power_toughness(game: &Game, obj: ObjId) -> Option<(i32, i32)> {
    let card = game.card(obj);
    let (mut p, mut t) = (card.power?, card.toughness?);
    let handle = game.obj(obj).handle();
    for e in game.effects.iter().filter(|e| e.target == handle) {
        if let EffectKind::Rule(Modifier::PowerToughness(dp, dt)) = e.kind {
            p += dp;
            t += dt;
        }
    }
    Some((p, t))
}

pub fn power(game: &Game, obj: ObjId) -> i32 {
    power_toughness(game, obj).map_or(0, |x| x.0)
}

pub fn toughness(game: &Game, obj: ObjId) -> i32 {
    power_toughness(game, obj).map_or(0, |x| x.1)
}

/// How many creatures it may block (1, more with an extra-block ability).
pub fn blocks_allowed(game: &Game, obj: ObjId) -> usize {
    let handle = game.obj(obj).handle();
    1 + game
        .effects
        .iter()
        .filter(|e| e.target == handle)
        .map(|e| match e.kind {
            EffectKind::Rule(Modifier::ExtraBlocks(n)) => n as usize,
            _ => 0,
        })
        .sum::<usize>()
}

/// Whether each time it would be destroyed it regenerates instead (701.5b).
pub fn regenerates(game: &Game, obj: ObjId) -> bool {
    let handle = game.obj(obj).handle();
    game.effects
        .iter()
        .any(|e| e.target == handle && e.kind == EffectKind::Rule(Modifier::Regenerates))
}

/// Whether it can't be regenerated now: its destruction is not replaced, shield or static
/// regeneration alike (701.5a, 701.5b).
pub fn unregenerable(game: &Game, obj: ObjId) -> bool {
    let handle = game.obj(obj).handle();
    game.effects
        .iter()
        .any(|e| e.target == handle && e.kind == EffectKind::Rule(Modifier::NoRegeneration))
}

/// Whether destroying it does nothing (a keyword with the `not_destroyed` hook: the duel's
/// Indestructible, read against 701.4a).
pub fn indestructible(game: &Game, obj: ObjId) -> bool {
    super::keywords::has_hook(game, obj, |h| h.not_destroyed)
}

/// Lethal damage: damage marked at least its toughness (toughness above 0).
pub fn has_lethal_damage(game: &Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    o.damage > 0 && toughness(game, obj) > 0 && o.damage >= toughness(game, obj)
}
