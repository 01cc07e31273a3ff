//! Might (143.2) in its layers (472): the printed value or the latest "becomes N" (the trait
//! layer, 472.1.a.1), then the arithmetic layer's increases — +N effects, buffs (426), attached
//! gear's Might Bonus (472.3.c), keywords adding Might while attacking or defending — and its
//! decreases last (472.3.d). The keywords the last of these read are those of the ability
//! layer, before (472.2).

use super::keywords;
use crate::model::glossary::{KwId, WhileRole};
use crate::state::GameExt;
use crate::state::effects::{EffectKind, Modifier};
use crate::state::object::Designation;
use crate::state::{Game, ObjId};

/// An object's Might as the layers build it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MightLayers {
    /// After the trait layer: printed, or set (472.1.a.1).
    pub base: i32,
    /// The arithmetic layer's increases (472.3.d.1) and decreases (472.3.d.2, negative).
    pub increases: i32,
    pub decreases: i32,
}

impl MightLayers {
    pub fn total(self) -> i32 {
        self.base + self.increases + self.decreases
    }

    fn add(&mut self, n: i32) {
        if n >= 0 {
            self.increases += n;
        } else {
            self.decreases += n;
        }
    }

    /// What a new arithmetic effect of `n` with a limit (`floor` and `ceiling` of the Might)
    /// amounts to as it begins to apply, remembered for as long as it lasts (472.3.b): the
    /// latest of its sublayer, it applies after the increases there are — and, a decrease,
    /// after the decreases there are too (472.3.d) — so the limit is measured there. A limit
    /// only ever makes it smaller: it never turns an increase into a decrease or back.
    pub fn snapshot(self, n: i32, floor: Option<i32>, ceiling: Option<i32>) -> i32 {
        let at = if n >= 0 {
            self.base + self.increases
        } else {
            self.total()
        };
        let mut after = at + n;
        if let Some(c) = ceiling {
            after = after.min(c);
        }
        if let Some(f) = floor {
            after = after.max(f);
        }
        (after - at).clamp(n.min(0), n.max(0))
    }
}

/// The actual Might, which may be negative (143.2.b.1); `None` for objects without Might.
pub fn might(game: &Game, obj: ObjId) -> Option<i32> {
    layers(game, obj).map(MightLayers::total)
}

/// `obj`'s Might by layer; `None` for objects without Might.
pub fn layers(game: &Game, obj: ObjId) -> Option<MightLayers> {
    let o = game.obj(obj);
    let printed = game.catalog.card(o.card).might?;
    let mut m = MightLayers {
        base: printed,
        ..MightLayers::default()
    };
    // The latest "becomes N" by timestamp (475.3); the rest is added by sign.
    let mut set_at = 0;
    for e in super::effects::on(game, o.handle()) {
        match e.kind {
            EffectKind::Rule(Modifier::Might(n)) => m.add(n),
            EffectKind::Rule(Modifier::SetMight(n)) if e.timestamp >= set_at => {
                set_at = e.timestamp;
                m.base = n;
            }
            _ => {}
        }
    }
    m.add(buffs(game, obj));
    m.add(role_bonus(game, obj));
    for g in super::scan::gear_on(game, obj) {
        m.add(game.catalog.card(g.card).might.unwrap_or(0));
    }
    Some(m)
}

/// 426, 472.3: +1 Might per buff counter, and per counter whatever this turn's effects of its
/// controller add to each buff (`Player::buff_bonus`).
fn buffs(game: &Game, obj: ObjId) -> i32 {
    let o = game.obj(obj);
    if o.buffs == 0 {
        return 0;
    }
    o.buffs * (1 + game.players[o.controller.index()].buff_bonus)
}

/// Might from keywords whose hook adds their value while the unit has a combat role (807.1.c,
/// 814.1.c): read from the glossary, so the kernel never names them.
fn role_bonus(game: &Game, obj: ObjId) -> i32 {
    let Some(d) = game.obj(obj).designation else {
        return 0;
    };
    super::foreseen::read_hook(game, obj, super::foreseen::Hook::RoleMight, || {
        listed_role_bonus(game, obj, d)
    })
}

/// `role_bonus` for a unit with designation `d`, every keyword instance read.
fn listed_role_bonus(game: &Game, obj: ObjId, d: Designation) -> i32 {
    let role = match d {
        Designation::Attacker => WhileRole::Attacking,
        Designation::Defender => WhileRole::Defending,
    };
    let glossary = &game.catalog.glossary;
    let mut seen: Vec<KwId> = Vec::new();
    let mut bonus = 0;
    let all = keywords::instances(game, obj);
    for &(kw, _) in &all {
        if glossary.get(kw).hooks.might_while == Some(role) && !seen.contains(&kw) {
            seen.push(kw);
            bonus += game.catalog.glossary.combine(&all, kw).unwrap_or(0);
        }
    }
    bonus
}

/// Might as spells, abilities and combat read it: never below 0 (143.2.b).
pub fn effective_might(game: &Game, obj: ObjId) -> i32 {
    might(game, obj).unwrap_or(0).max(0)
}

/// Lethal damage (143.2.a): nonzero damage at least equal to Might.
pub fn has_lethal_damage(game: &Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    o.damage > 0 && might(game, obj).is_some_and(|m| o.damage >= m)
}

/// Might as an effect reads it (never below 0, 143.2.b); for a permanent that has just died and
/// is still in the trash, its last known Might (808.1.d.3: "deal damage equal to my Might").
pub fn effective_or_last_known(game: &Game, obj: ObjId) -> i32 {
    match game.last_known(obj) {
        Some(lk) => lk.might.unwrap_or(0).max(0),
        None => effective_might(game, obj),
    }
}

#[cfg(test)]
mod tests {
    use super::MightLayers;

    fn layers(base: i32, increases: i32, decreases: i32) -> MightLayers {
        MightLayers {
            base,
            increases,
            decreases,
        }
    }

    /// 472.3.b's example, and a limit that would have to raise the Might: nothing.
    #[test]
    fn a_decrease_to_a_min_is_limited_on_the_might_there_is() {
        assert_eq!(layers(2, 0, 0).snapshot(-4, Some(1), None), -1);
        assert_eq!(layers(4, 0, 0).snapshot(-4, Some(1), None), -3);
        assert_eq!(layers(2, 2, -1).snapshot(-4, Some(1), None), -2);
        assert_eq!(layers(0, 0, 0).snapshot(-4, Some(1), None), 0);
        assert_eq!(layers(2, 0, 0).snapshot(-4, None, None), -4);
    }

    /// 472.3.d: an increase applies before every decrease, so its limit is measured there.
    #[test]
    fn an_increase_to_a_max_is_limited_before_the_decreases() {
        assert_eq!(layers(4, 0, -3).snapshot(3, None, Some(5)), 1);
        assert_eq!(layers(4, 2, 0).snapshot(3, None, Some(5)), 0);
        assert_eq!(layers(1, 0, 0).snapshot(3, None, Some(5)), 3);
        assert_eq!(layers(4, 0, -3).total(), 1);
    }
}
