//! Plays an effect makes (419.3) and the delayed changes to a player's next play: « Play a unit
//! from your trash, ignoring its Energy cost », « the next spell you play this turn costs [5]
//! less », « the next unit you play this turn enters ready ».

use super::Ctx;
use super::api_support::{Res, acts, err, object, within};
use crate::events::EffectEvent;
use crate::model::cost::Cost;
use crate::rules::play_by_effect::begin;
use crate::state::effect_play::PlayCost;
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "play_card",
        &["id", "cost"],
        "the controller plays the card `id` from the pile it is in (a trash, a banishment, the \
         main deck, a hand) as this effect resolves (419.3): it goes on the chain now, its \
         choices and payment once the effect has resolved (354.3), with no timing of its own; \
         `cost` is `\"\"` (its costs), `\"ignore\"` (« ignoring its cost », 356.1.b.1), \
         `\"ignore_energy\"`, `\"ignore_power\"` (356.1.b.2) or a discount such as `\"[5]\"` \
         (« reducing its cost by [5] », 356.4). Not playable then — no place, a cost unpaid —, \
         it goes back (358.4). Whether it went on the chain: false for -1, a card on the board \
         or the chain, a legend, battlefield or rune (419.3.c)",
        |e, name| {
            e.register_fn(name, play_card);
        },
    ),
    ApiFn::call(
        "next_spell_costs_less",
        &["n"],
        "the next spell the controller plays this turn costs n energy less (« the next spell you \
         play this turn costs [5] less », 356.4), used up by it; ends in the Expiration Step \
         (317.2)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                let n = within(n, 0..=100, "next_spell_costs_less")? as u32;
                let mut s = ctx.state();
                acts(&s, "next_spell_costs_less")?;
                let player = s.controller;
                let total = {
                    let p = &mut s.game.players[player.index()];
                    p.next_spell_less += n;
                    p.next_spell_less
                };
                s.game.emit(|_| {
                    EffectEvent::NextSpellCostsLess {
                        player,
                        less: total,
                    }
                    .into()
                });
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "next_unit_enters_ready",
        &[],
        "the next unit the controller plays this turn enters ready (« the next unit you play \
         this turn enters ready », against 143.4), used up by it; ends in the Expiration Step \
         (317.2)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "next_unit_enters_ready")?;
                let player = s.controller;
                s.game.players[player.index()].next_unit_ready = true;
                s.game
                    .emit(|_| EffectEvent::NextUnitEntersReady { player }.into());
                Ok(())
            });
        },
    ),
];

/// `ctx.play_card(id, cost)`: 354 for a card an effect plays (`rules::play_by_effect`).
fn play_card(ctx: &mut Ctx, id: i64, cost: &str) -> Res<bool> {
    let how = match cost {
        "" => PlayCost::Paid,
        "ignore" => PlayCost::Ignored,
        "ignore_energy" => PlayCost::EnergyIgnored,
        "ignore_power" => PlayCost::PowerIgnored,
        text => match Cost::parse(text) {
            Ok(less) if text.starts_with('[') => PlayCost::Less(less),
            _ => {
                return err(format!(
                    "play_card: the cost is \"\", \"ignore\", \"ignore_energy\", \
                     \"ignore_power\" or a discount such as \"[5]\", not \"{text}\""
                ));
            }
        },
    };
    let mut s = ctx.state();
    acts(&s, "play_card")?;
    let Some(card) = object(&s.game, id)? else {
        return Ok(false);
    };
    let player = s.controller;
    Ok(begin(&mut s.game, player, card, how))
}
