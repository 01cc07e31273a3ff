//! Discounts the player's other cards give the card they play (356.4.a): each permanent and
//! legend they control whose text says so (« Your Dragons cost [1] less ») has a `discount`
//! function, asked with the card as `ctx.subject` and its energy cost so far as `ctx.value`.
//!
//! 356.4.d–e let the player apply discounts in any order, and a minimum binds only its own
//! discount. These are applied before the card's own text and an effect's discount, each
//! against the cost so far: an order never worse for the player than another where only one
//! discount has a minimum (the rules' own example, 356.4.e). Between two discounts that both
//! have minimums the order is the board's (arena order), not yet the player's choice.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::content::functions::DISCOUNT;
use crate::events::ChainEvent;
use crate::model::cost::Cost;
use crate::state::{Game, ObjId, PlayerId, Zone};

/// The permanents and legend of `player` with a `discount` function, in arena order (the order
/// their discounts apply in): read from the list of objects whose card has one
/// (`RiftState::discounters`, empty in most games), not from the board.
fn discounters(game: &mut Game, player: PlayerId) -> Vec<ObjId> {
    let (catalog, objects) = (&game.catalog, &game.objects);
    let list = game.ext.discounters.update(catalog, objects, |o| {
        catalog
            .card(o.card)
            .script
            .is_some_and(|s| catalog.script(s).functions.contains(DISCOUNT))
    });
    list.iter()
        .copied()
        .filter(|&o| {
            let o = game.obj(o);
            o.controller == player && (o.zone.is_location() || o.zone == Zone::Legend(player))
        })
        .collect()
}

/// Whether a card `player` plays may cost less by another card of theirs (the legal-action
/// listing, which only reads the game, asks it once, when a card's printed cost is out of
/// reach): their board and legend looked at.
pub fn any(game: &Game, player: PlayerId) -> bool {
    crate::query::scan::locations(game)
        .chain(std::iter::once(Zone::Legend(player)))
        .flat_map(|z| game.zone_slice(z).iter().copied())
        .any(|o| {
            game.obj(o).controller == player
                && game
                    .card(o)
                    .script
                    .is_some_and(|s| game.catalog.script(s).functions.contains(DISCOUNT))
        })
}

/// `cost` less what `player`'s other cards take off `card` (356.4.a), each traced.
pub fn by_others(
    game: &mut Game,
    env: &mut Env,
    card: ObjId,
    player: PlayerId,
    cost: Cost,
) -> Result<Cost, RulesError> {
    let mut cost = cost;
    for by in discounters(game, player) {
        if by == card {
            continue;
        }
        let Some((script, name)) = super::activate::card_fn(game, by, Some(DISCOUNT)) else {
            continue;
        };
        let call = ScriptCall {
            value: i32::from(cost.energy),
            subject: Some(card),
            ..ScriptCall::new(script, &name, CallPhase::Replace, by, player)
        };
        let text = env.scripts.call_text(game, env.agent, call)?;
        let less = returned_cost(game, by, &name, text.as_deref())?;
        if less == Cost::ZERO {
            continue;
        }
        let before = cost;
        cost = super::play_by_effect::minus(cost, &less);
        // What it took, not what it offered: never below nothing (356.5).
        let less = taken(before, cost);
        game.emit(|g| {
            ChainEvent::CostLessByOther {
                card: g.label(card).clone(),
                by: g.label(by).clone(),
                less,
                cost,
            }
            .into()
        });
    }
    Ok(cost)
}

/// What went from `before` to make `after` (each part of `after` at most `before`'s).
fn taken(before: Cost, after: Cost) -> Cost {
    let mut less = Cost::ZERO;
    less.energy = before.energy - after.energy;
    less.any = before.any - after.any;
    for d in 0..6 {
        less.power[d] = before.power[d] - after.power[d];
    }
    less
}

/// The cost a card function returned as text (`"[2]"`, `""` for none) that takes something off
/// a cost (`discount`, `cost_less`), or the error naming the card and the function.
pub fn returned_cost(
    game: &Game,
    card: ObjId,
    name: &str,
    text: Option<&str>,
) -> Result<Cost, RulesError> {
    text.and_then(|t| crate::model::activated::parse_cost(t, &[]))
        .map(|c| c.resources)
        .ok_or_else(|| {
            RulesError::illegal(format!(
                "{}: `fn {name}` must return a cost such as \"[2]\", or \"\" for none",
                game.label(card)
            ))
        })
}
