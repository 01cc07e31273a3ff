//! Cards played by an effect as it resolves (419.3: « Play a unit from your trash, ignoring its
//! Energy cost », « … then play it, reducing its cost by [5] »), and the delayed changes a
//! player's next play takes (« the next spell you play this turn costs [5] less », « the next
//! unit you play this turn enters ready »).
//!
//! The effect puts the card on the chain, pending (354); the effect goes on resolving (354.3),
//! and once it has, the chain's procedure finalizes the pending card (340.3) through the same
//! steps as a play from the hand (355–359, `play::finalize_play`), with the effect's cost
//! change. The effect is the play's permission: it needs no timing of its own (419.3.a). A card
//! that cannot be played — no place for it, a cost that cannot be paid — is not: what its play
//! did is undone and it goes back where it was (358.4).

use super::env::Env;
use super::error::RulesError;
use super::play::{Start, finalize_play};
use super::play_options::{Places, unit_locations};
use super::zones::{Position, move_to};
use crate::events::ChainEvent;
use crate::model::card::CardKind;
use crate::model::cost::Cost;
use crate::state::chain::{ChainItem, ChainKind, ItemExt};
use crate::state::effect_play::{EffectPlay, PlayCost};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::en_fr;

/// 354 for a card an effect plays: onto the chain, pending, from the pile it is in. False,
/// nothing done, when it is not a card that can be played from there (419.3.c): a card of the
/// board, the chain or a hand of another player, a legend, battlefield or rune.
pub fn begin(game: &mut Game, player: PlayerId, card: ObjId, cost: PlayCost) -> bool {
    let from = game.obj(card).zone;
    let pile = matches!(
        from,
        Zone::Trash(_) | Zone::Banishment(_) | Zone::Deck(_) | Zone::Hand(_) | Zone::Champion(_)
    );
    let kind = game.card(card).kind;
    if !pile
        || !matches!(kind, CardKind::Unit | CardKind::Spell | CardKind::Gear)
        || game.players[player.index()].cannot_play
    {
        return false;
    }
    move_to(game, card, Zone::Chain, Position::Bottom);
    let serial = game.next_serial;
    game.next_serial += 1;
    game.emit(|g| {
        ChainEvent::Plays {
            player,
            card: g.label(card).clone(),
            name: g.card(card).shown_name().to_string(),
            serial,
        }
        .into()
    });
    game.emit(|g| {
        ChainEvent::PlayedByEffect {
            from: g.zone_name(from),
            how: match cost {
                PlayCost::Paid => "",
                PlayCost::Ignored => {
                    en_fr!(en: ", ignoring its cost", fr: ", en ignorant son coût")
                }
                PlayCost::EnergyIgnored => en_fr!(
                    en: ", ignoring its energy cost",
                    fr: ", en ignorant son coût d'énergie"
                ),
                PlayCost::PowerIgnored => en_fr!(
                    en: ", ignoring its power cost",
                    fr: ", en ignorant son coût de puissance"
                ),
                PlayCost::Less(_) => en_fr!(en: ", its cost reduced", fr: ", son coût réduit"),
            },
        }
        .into()
    });
    game.chain.push(ChainItem::pending(
        serial,
        ChainKind::Card { card },
        player,
        ItemExt {
            by_effect: Some(EffectPlay { from, cost }),
            ..ItemExt::default()
        },
    ));
    true
}

/// Whether the pending item at `index` is a card an effect began to play.
pub fn is_effect_play(game: &Game, index: usize) -> bool {
    game.chain[index].ext.by_effect.is_some()
}

/// 355–359 for the card an effect began to play, pending at `index`, once that effect has
/// resolved (354.3, 340.3). Refused, it goes back where it was (358.4).
pub fn finalize(game: &mut Game, env: &mut Env, index: usize) -> Result<(), RulesError> {
    let item = &game.chain[index];
    let (ChainKind::Card { card }, Some(play)) = (&item.kind, item.ext.by_effect) else {
        return Ok(());
    };
    let (card, player, serial) = (*card, item.controller, item.serial);
    let locations: Places = if game.card(card).kind == CardKind::Unit {
        unit_locations(game, player, card)
    } else {
        Places::new()
    };
    let places_with_permission = locations
        .iter()
        .filter_map(|(l, p)| p.map(|p| (*l, p)))
        .collect();
    let start = Start {
        card,
        player,
        index,
        serial,
        hidden_at: None,
        timed: true,
        provisional: false,
        closed: game.is_closed(),
        locations,
        places_with_permission,
        by_effect: Some(play.cost),
    };
    let before = game.checkpoint();
    match finalize_play(game, env, start) {
        Err(RulesError::Illegal(why)) => {
            game.restore(before);
            game.chain.remove(index);
            let pos = match play.from {
                Zone::Deck(_) => Position::Top,
                _ => Position::Bottom,
            };
            move_to(game, card, play.from, pos);
            game.emit(|g| {
                ChainEvent::NotPlayedByEffect {
                    card: g.label(card).clone(),
                    why,
                    back: g.zone_name(play.from),
                }
                .into()
            });
            Ok(())
        }
        other => {
            game.keep(before);
            other
        }
    }
}

/// The base cost once what the effect ignores is set to zero (356.1.b): what optional costs
/// are offered with (357.3).
pub fn base_cost(printed: Cost, by_effect: Option<PlayCost>) -> Cost {
    let mut cost = printed;
    match by_effect {
        Some(PlayCost::Ignored) => cost = Cost::ZERO,
        Some(PlayCost::EnergyIgnored) => cost.energy = 0,
        Some(PlayCost::PowerIgnored) => {
            cost.power = [0; 6];
            cost.any = 0;
            cost.own = 0;
        }
        _ => {}
    }
    cost
}

/// 356.1.b: the base cost with what the effect playing the card ignores, traced.
pub fn ignored(game: &mut Game, card: ObjId, cost: Cost, by_effect: Option<PlayCost>) -> Cost {
    let (what, rule) = match by_effect {
        Some(PlayCost::Ignored) => (
            en_fr!(en: "ignoring its cost", fr: "en ignorant son coût"),
            "356.1.b.1",
        ),
        Some(PlayCost::EnergyIgnored) => (
            en_fr!(en: "ignoring its energy cost", fr: "en ignorant son coût d'énergie"),
            "356.1.b.2",
        ),
        Some(PlayCost::PowerIgnored) => (
            en_fr!(en: "ignoring its power cost", fr: "en ignorant son coût de puissance"),
            "356.1.b.2",
        ),
        _ => return cost,
    };
    let now = base_cost(cost, by_effect);
    game.emit(|g| {
        ChainEvent::CostByEffect {
            card: g.label(card).clone(),
            what: what.to_string(),
            rule,
            cost: now,
        }
        .into()
    });
    now
}

/// 356.4: the discounts of an effect's play (« reducing its cost by [5] ») and of the player's
/// next spell this turn, which it uses up; never below nothing (356.5).
pub fn discounts(
    game: &mut Game,
    card: ObjId,
    player: PlayerId,
    kind: CardKind,
    cost: Cost,
    by_effect: Option<PlayCost>,
) -> Cost {
    let mut cost = cost;
    if let Some(PlayCost::Less(less)) = by_effect {
        cost = minus(cost, &less);
        game.emit(|g| {
            ChainEvent::CostByEffect {
                card: g.label(card).clone(),
                what: grimoire_core::format_en_fr!(
                    en: "with its cost reduced by {less}",
                    fr: "avec son coût réduit de {less}"
                ),
                rule: "356.4",
                cost,
            }
            .into()
        });
    }
    let less = game.players[player.index()].next_spell_less;
    if kind == CardKind::Spell && less > 0 {
        game.players[player.index()].next_spell_less = 0;
        cost.energy = cost.energy.saturating_sub(less.min(255) as u8);
        game.emit(|g| {
            ChainEvent::NextSpellLess {
                card: g.label(card).clone(),
                less,
                cost,
            }
            .into()
        });
    }
    cost
}

/// « The next unit you play this turn enters ready »: whether `player` has it, used up now.
pub fn next_unit_ready(game: &mut Game, player: PlayerId) -> bool {
    std::mem::take(&mut game.players[player.index()].next_unit_ready)
}

/// `cost` less `less`, each part never below nothing (356.5).
pub fn minus(cost: Cost, less: &Cost) -> Cost {
    let mut now = cost;
    now.energy = now.energy.saturating_sub(less.energy);
    now.any = now.any.saturating_sub(less.any);
    for d in 0..6 {
        now.power[d] = now.power[d].saturating_sub(less.power[d]);
    }
    now
}
