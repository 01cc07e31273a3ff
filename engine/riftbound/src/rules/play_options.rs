//! The parts of playing a card that keywords extend: where a unit may go (355.2, 822), the
//! optional additional costs offered (356.2.b: 805, 820), and costs added by what the card
//! chooses (809). All of it is read from glossary hooks.

use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use crate::model::cost::Cost;
use crate::model::glossary::{KwId, OptionalCost, PaidEffect, PlaceKind, Stacking};
use crate::model::records::Ability;
use crate::query::board::units_at;
use crate::query::keywords;
use crate::state::GameExt;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{BfId, Game, Location, ObjId, PlayerId};
use grimoire_core::state::chain::Target;

/// Places a unit may be played to: its controller's base, battlefields they control (355.2.a),
/// and the extra places its keywords allow (355.2.b), each with the permission it brings there.
pub fn unit_locations(
    game: &Game,
    player: PlayerId,
    card: ObjId,
) -> Vec<(Location, Option<crate::model::glossary::Permission>)> {
    let mut out = vec![(Location::Base(player), None)];
    let glossary = &game.catalog.glossary;
    let extra: Vec<_> = keywords::instances(game, card)
        .into_iter()
        .filter_map(|(kw, _)| glossary.get(kw).hooks.play_location.clone())
        .collect();
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        let controlled = game.battlefields[i].controller == Some(player);
        let mine_there = units_at(game, b)
            .iter()
            .any(|&u| game.obj(u).controller == player);
        let by_keyword = extra.iter().find(|pl| match pl.at {
            PlaceKind::BattlefieldWithOwnUnits => mine_there,
        });
        match (controlled, by_keyword) {
            (true, k) => out.push((Location::Battlefield(b), k.and_then(|k| k.permission))),
            (false, Some(k)) => out.push((Location::Battlefield(b), k.permission)),
            _ => {}
        }
    }
    out
}

/// 355.2: the controller chooses among the places above.
pub fn choose_location(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
    allowed: &[Location],
) -> Result<Location, RulesError> {
    let label = game.label(card).to_string();
    let options: Vec<DecisionOption> = allowed
        .iter()
        .map(|&l| DecisionOption {
            label: match l {
                Location::Base(_) => "base".into(),
                Location::Battlefield(b) => game.bf_label(b).to_string(),
            },
            value: OptionValue::Place(l),
        })
        .collect();
    let decision = Decision::one(
        player,
        DecisionKind::Place,
        format!("location for {label}"),
        options.clone(),
    );
    let answer = ask(game, env.agent, decision)?;
    match options[answer[0]].value {
        OptionValue::Place(l) => Ok(l),
        _ => Err(RulesError::illegal(
            "a location decision answered with something else",
        )),
    }
}

/// An optional additional cost on offer, from one printed keyword instance.
pub struct Offer {
    pub kw: KwId,
    pub cost: Cost,
    pub effect: PaidEffect,
}

/// The optional costs printed on a card, in text order (803): redundant keywords offer theirs
/// once (805.4), others once per instance (820.1.c.2).
pub fn offers(game: &Game, card: ObjId) -> Vec<Offer> {
    let glossary = &game.catalog.glossary;
    let def = game.card(card);
    let mut out: Vec<Offer> = Vec::new();
    for ability in &def.text.abilities {
        let Ability::Keywords { keywords } = ability else {
            continue;
        };
        for k in keywords {
            let kw = k.kw;
            let Some(OptionalCost { cost, effect }) = glossary.get(kw).hooks.optional_cost.clone()
            else {
                continue;
            };
            if glossary.get(kw).stacking == Stacking::Redundant && out.iter().any(|o| o.kw == kw) {
                continue;
            }
            let printed = match cost.as_deref() {
                Some(c) => Cost::parse(c).unwrap_or(Cost::ZERO),
                None => k.cost.unwrap_or(Cost::ZERO),
            };
            out.push(Offer {
                kw,
                cost: printed.resolve_own(&def.domains),
                effect,
            });
        }
    }
    out
}

/// 355, 356.2.b: for each offer, the player decides whether to pay it.
pub fn decide_offers(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
    base: &Cost,
) -> Result<Vec<Offer>, RulesError> {
    let label = game.label(card).to_string();
    let mut paid: Vec<Offer> = Vec::new();
    for offer in offers(game, card) {
        // 357.3: a cost that could not then be paid is not a choice the player may make.
        let total = paid
            .iter()
            .fold(base.plus(&offer.cost), |c, o| c.plus(&o.cost));
        if super::pay::Means::of(game, player).covers(&total).is_err() {
            continue;
        }
        let name = game.catalog.glossary.get(offer.kw).fr.clone();
        let options = vec![
            DecisionOption {
                label: name.clone(),
                value: OptionValue::Yes,
            },
            DecisionOption {
                label: "no".into(),
                value: OptionValue::No,
            },
        ];
        let prompt = format!("pays {name} {} for {label}? (356.2.b)", offer.cost);
        let d = Decision::one(player, DecisionKind::OptionalCost, prompt, options);
        if ask(game, env.agent, d)?[0] == 0 {
            paid.push(offer);
        }
    }
    Ok(paid)
}

/// 809.1.c: each time an opponent's spell chooses an object with a targeting-tax keyword, it
/// costs that keyword's value more, in power of any domain.
pub fn targeting_tax(game: &Game, player: PlayerId, targets: &[Target]) -> Cost {
    let glossary = &game.catalog.glossary;
    let mut any = 0u32;
    for h in targets.iter().filter_map(|t| t.object()) {
        let o = game.obj(h.obj);
        if o.controller == player {
            continue;
        }
        let all = keywords::instances(game, h.obj);
        for &(kw, _) in &all {
            if glossary.get(kw).hooks.targeting_tax {
                any += game.catalog.glossary.combine(&all, kw).unwrap_or(0).max(0) as u32;
                break;
            }
        }
    }
    Cost {
        any: any.min(u8::MAX as u32) as u8,
        ..Cost::ZERO
    }
}
