//! « Prevent the first 3 damage I would take each combat » (437.1.b, 437.2–437.3, 437.5.a): a
//! Prevent Value on a unit (`Modifier::PreventFirst`, what `ctx.prevent_first_damage` gives),
//! whole again each combat or each turn, reduced by the damage it prevents. Several add up.
//!
//! What each unit's values have prevented is kept in `damage_turn` (437.3.b: the value tracked
//! is the value less that); the Expiration Step forgets it (317.2), the end of a combat forgets
//! the « each combat » part (461.7). An « each combat » value prevents only while a combat is
//! under way. Combat damage assignment counts what is left toward the lethal damage a unit must
//! be assigned (437.5.a, `rules::assign`).

use crate::events::{DamageEvent, EffectEvent, label};
use crate::query::effects::on;
use crate::state::damage_turn::Prevented;
use crate::state::effects::{EffectKind, Modifier};
use crate::state::{Game, ObjId};

/// The Prevent Values `u`'s abilities give: (each combat, each turn), instances summed.
fn values(game: &Game, u: ObjId) -> (i32, i32) {
    let mut v = (0, 0);
    for e in on(game, game.obj(u).handle()) {
        if let EffectKind::Rule(Modifier::PreventFirst { n, each_combat }) = e.kind {
            if each_combat {
                v.0 += n;
            } else {
                v.1 += n;
            }
        }
    }
    v
}

/// What `u`'s values have prevented this turn and this combat.
fn used(game: &Game, u: ObjId) -> Prevented {
    let h = game.obj(u).handle();
    game.ext
        .damage_turn
        .prevented
        .iter()
        .find(|(o, _)| *o == h)
        .map(|&(_, p)| p)
        .unwrap_or_default()
}

fn in_combat(game: &Game) -> bool {
    game.showdown.as_ref().is_some_and(|s| s.combat)
}

/// What is left to prevent of `u`'s values now, each combat's and each turn's: (combat, turn).
fn left_parts(game: &Game, u: ObjId) -> (i32, i32) {
    let (combat, turn) = values(game, u);
    if combat == 0 && turn == 0 {
        return (0, 0);
    }
    let p = used(game, u);
    let combat = if in_combat(game) {
        (combat - p.combat).max(0)
    } else {
        0
    };
    (combat, (turn - p.turn).max(0))
}

/// The damage `u` would still prevent now (437.3.b): what 437.5.a adds to its lethal damage.
pub fn left(game: &Game, u: ObjId) -> i32 {
    let (combat, turn) = left_parts(game, u);
    combat + turn
}

/// Of `amount` damage `u` would take, what is dealt once its Prevent Values took their part
/// (437.2, never below 0, 437.2.a), each reduced by what it prevented (437.3); traced.
pub fn prevent(game: &mut Game, u: ObjId, amount: i32) -> i32 {
    if amount <= 0 {
        return amount;
    }
    let (combat, turn) = left_parts(game, u);
    let from_combat = amount.min(combat);
    let from_turn = (amount - from_combat).min(turn);
    let prevented = from_combat + from_turn;
    if prevented == 0 {
        return amount;
    }
    let h = game.obj(u).handle();
    let list = &mut game.ext.damage_turn.prevented;
    let i = match list.iter().position(|(o, _)| *o == h) {
        Some(i) => i,
        None => {
            list.push((h, Prevented::default()));
            list.len() - 1
        }
    };
    list[i].1.combat += from_combat;
    list[i].1.turn += from_turn;
    game.emit(|g| {
        EffectEvent::Damage(DamageEvent::ValuePrevented {
            target: label(g, u),
            amount,
            prevented,
        })
        .into()
    });
    amount - prevented
}
