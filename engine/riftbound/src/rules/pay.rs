//! Paying costs (357) with the deterministic automatic payer (no payment decision; README, scenarios): energy and power
//! already in the rune pool first, then runes — a basic rune exhausts for one energy (163.2.a)
//! and recycles for one power of its domain (163.2.b). The payer plans the whole payment before
//! touching anything, so a cost that cannot be paid changes nothing.

use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::events::{ChainEvent, label};
use crate::model::card::CardKind;
use crate::model::cost::{Cost, Domain};
use crate::state::player::RunePool;
use crate::state::{Game, ObjId, PlayerId, Zone};

/// Which runes to exhaust and which to recycle.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub exhaust: Vec<ObjId>,
    pub recycle: Vec<ObjId>,
}

/// Plans the payment of `cost` (with `[C]` already resolved) by `player`, or explains why not.
pub fn plan(game: &Game, player: PlayerId, cost: &Cost) -> Result<Plan, String> {
    let mut pool = game.players[player.index()].pool;
    let mut energy = cost.energy as u32;
    let mut power = cost.power.map(|p| p as u32);
    let mut any = cost.any as u32 + cost.own as u32;
    // The pool first.
    let e = energy.min(pool.energy);
    energy -= e;
    pool.energy -= e;
    for (need, have) in power.iter_mut().zip(pool.power.iter_mut()) {
        let p = (*need).min(*have);
        *need -= p;
        *have -= p;
    }
    for have in pool.power.iter_mut() {
        let p = any.min(*have);
        any -= p;
        *have -= p;
    }
    // Runes on the board, ready ones last so they stay free to give energy.
    let mut runes: Vec<(ObjId, Domain, bool)> = game
        .objects
        .iter()
        .filter(|o| o.zone == Zone::Base(player) && o.controller == player)
        .filter_map(|o| {
            let card = game.catalog.card(o.card);
            (card.kind == CardKind::Rune)
                .then(|| (o.id, card.domains.first().copied(), !o.exhausted))
        })
        .filter_map(|(id, d, ready)| d.map(|d| (id, d, ready)))
        .collect();
    runes.sort_by_key(|&(id, _, ready)| (ready, id));
    let mut plan = Plan::default();
    for d in Domain::ALL {
        for _ in 0..power[d.index()] {
            let Some(&(id, _, _)) = runes
                .iter()
                .find(|(id, rd, _)| *rd == d && !plan.recycle.contains(id))
            else {
                return Err(format!(
                    "not enough {} power: no {} rune left to recycle",
                    d.key(),
                    d.key()
                ));
            };
            plan.recycle.push(id);
        }
    }
    for _ in 0..any {
        let Some(&(id, _, _)) = runes.iter().find(|(id, _, _)| !plan.recycle.contains(id)) else {
            return Err("not enough power: no rune left to recycle".into());
        };
        plan.recycle.push(id);
    }
    // Energy: runes being recycled give their energy first (exhaust, then recycle).
    let ready = |id: &ObjId| runes.iter().any(|(r, _, ready)| r == id && *ready);
    let mut candidates: Vec<ObjId> = plan.recycle.iter().copied().filter(ready).collect();
    candidates.extend(
        runes
            .iter()
            .filter(|(id, _, ready)| *ready && !plan.recycle.contains(id))
            .map(|r| r.0),
    );
    if (candidates.len() as u32) < energy {
        return Err(format!(
            "not enough energy: needs {energy} more, only {} ready rune(s)",
            candidates.len()
        ));
    }
    plan.exhaust = candidates.into_iter().take(energy as usize).collect();
    Ok(plan)
}

/// Pays `cost` for `what`, or refuses with nothing changed.
pub fn pay(game: &mut Game, player: PlayerId, cost: &Cost, what: &str) -> Result<(), RulesError> {
    if cost.is_zero() {
        return Ok(());
    }
    let plan = plan(game, player, cost).map_err(|why| {
        RulesError::illegal(format!(
            "{player} cannot pay {cost} for {what}: {why} (357.1)"
        ))
    })?;
    for &r in &plan.exhaust {
        game.obj_mut(r).exhausted = true;
        game.players[player.index()].pool.energy += 1;
    }
    for &r in &plan.recycle {
        let d = game.card(r).domains[0];
        game.players[player.index()].pool.add_power(d, 1);
        let owner = game.obj(r).owner;
        move_to(game, r, Zone::RuneDeck(owner), Position::Bottom);
    }
    spend(&mut game.players[player.index()].pool, cost);
    game.emit(|g| {
        ChainEvent::Pays {
            player,
            cost: *cost,
            what: what.to_string(),
            exhausted: plan.exhaust.iter().map(|&r| label(g, r)).collect(),
            recycled: plan
                .recycle
                .iter()
                .map(|&r| (label(g, r), g.card(r).domains[0]))
                .collect(),
        }
        .into()
    });
    Ok(())
}

/// Removes the cost from a pool known to cover it.
fn spend(pool: &mut RunePool, cost: &Cost) {
    pool.energy -= cost.energy as u32;
    for d in 0..6 {
        pool.power[d] -= cost.power[d] as u32;
    }
    let mut any = cost.any as u32 + cost.own as u32;
    for d in 0..6 {
        let p = any.min(pool.power[d]);
        pool.power[d] -= p;
        any -= p;
    }
}
