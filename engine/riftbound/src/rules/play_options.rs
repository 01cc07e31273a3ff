//! The parts of playing a card that keywords extend: where a unit may go (355.2, 822), the
//! optional additional costs offered (356.2.b: 805, 820), and costs added by what the card
//! chooses (809). All of it is read from glossary hooks.

use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::prompt::Prompt;
use crate::content::functions::pay_function;
use crate::model::cost::Cost;
use crate::model::glossary::{KwId, OptionalCost, PaidEffect, PlaceKind, Stacking};
use crate::model::records::Ability;
use crate::query::board::units_in;
use crate::query::keywords;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{BfId, Game, Location, ObjId, PlayerId};
use grimoire_core::state::chain::Target;
use std::rc::Rc;

/// Places a unit may be played to, with the permission each brings: a base and a few
/// battlefields, kept inline (asked at every unit play).
pub type Places = smallvec::SmallVec<[(Location, Option<crate::model::glossary::Permission>); 4]>;

/// Places a unit may be played to: its controller's base, battlefields they control (355.2.a),
/// and the extra places its keywords allow (355.2.b), each with the permission it brings there.
pub fn unit_locations(game: &Game, player: PlayerId, card: ObjId) -> Places {
    let mut out = Places::new();
    out.push((Location::Base(player), None));
    let glossary = &game.catalog.glossary;
    let mut extra = Vec::new();
    keywords::each_instance(game, card, |kw, _| {
        if let Some(place) = &glossary.get(kw).hooks.play_location {
            extra.push(place.clone());
        }
    });
    // « You may play me to an open battlefield »: one unoccupied and uncontrolled (169.10.c),
    // by the card's own text (`play_to_open_battlefield`, a function the language makes).
    let to_open = may_play_to_open(game, player, card);
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        let controlled = game.battlefields[i].controller == Some(player);
        if to_open
            && !controlled
            && game.battlefields[i].controller.is_none()
            && units_in(game, b).next().is_none()
        {
            out.push((Location::Battlefield(b), None));
            continue;
        }
        // Who is there is read only for a keyword's place (most cards have none).
        let by_keyword = extra.iter().find(|pl| match pl.at {
            PlaceKind::BattlefieldWithOwnUnits => {
                units_in(game, b).any(|u| game.obj(u).controller == player)
            }
        });
        match (controlled, by_keyword) {
            (true, k) => out.push((Location::Battlefield(b), k.and_then(|k| k.permission))),
            (false, Some(k)) => out.push((Location::Battlefield(b), k.permission)),
            _ => {}
        }
    }
    out
}

/// Whether `card` may be played to an open battlefield (169.10.c): by its own text
/// (`play_to_open_battlefield`), or while a permanent `player` controls says so of their units
/// (`others_play_to_open_battlefield`, « Friendly units may be played to open battlefields »).
pub fn may_play_to_open(game: &Game, player: PlayerId, card: ObjId) -> bool {
    use crate::content::functions::{OTHERS_TO_OPEN, PLAY_TO_OPEN};
    has_mark(game, card, PLAY_TO_OPEN)
        || crate::query::scan::arena_may_define(game, OTHERS_TO_OPEN)
            && crate::query::scan::locations(game)
                .flat_map(|z| game.zone_slice(z).iter().copied())
                .filter(|&o| o != card && game.obj(o).controller == player)
                .any(|o| has_mark(game, o, OTHERS_TO_OPEN))
}

/// Whether `card`'s script (written or read from its text) has the mark function `mark`
/// (`play_to_open_battlefield`, `others_enter_ready`): the rules read that it exists and never
/// call it.
pub fn has_mark(game: &Game, card: ObjId, mark: &str) -> bool {
    let script = game.card(card).script;
    script.is_some_and(|s| game.catalog.script(s).functions.contains(mark))
}

/// 355.2: the controller chooses among the places above.
pub fn choose_location(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
    allowed: &[Location],
) -> Result<Location, RulesError> {
    // Named when read (`Ruleset::place_label`).
    let options: Vec<DecisionOption> = allowed.iter().map(|&l| DecisionOption::place(l)).collect();
    let decision = Decision::one(
        player,
        DecisionKind::Place,
        Prompt::Location { card },
        options,
    );
    // The options are `allowed`, in order.
    Ok(allowed[ask(game, env.agent, decision)?[0]])
}

/// An optional additional cost on offer, from one printed keyword instance: one way of paying
/// it.
pub struct Offer {
    pub kw: KwId,
    pub cost: Cost,
    pub effect: PaidEffect,
    /// The part printed in words (818.1.c.3), and the card-script function paying it
    /// (`repeat_pay`).
    pub words: Option<String>,
    pub pay_fn: Option<Rc<str>>,
    /// The printed instance it comes from: an instance's ways are one choice (820.1.c.3).
    pub instance: usize,
}

/// The optional costs printed on a card, in text order (803): redundant keywords offer theirs
/// once (805.4), others once per instance (820.1.c.2), each way of paying an instance's printed
/// cost its own offer.
pub fn offers(game: &Game, card: ObjId) -> Vec<Offer> {
    let glossary = &game.catalog.glossary;
    let def = game.card(card);
    let mut out: Vec<Offer> = Vec::new();
    let mut instance = 0;
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
            instance += 1;
            let ways = match cost.as_deref() {
                Some(c) => vec![(Cost::parse(c).unwrap_or(Cost::ZERO), None)],
                None if k.cost.is_none() && k.cost_words.is_none() => vec![(Cost::ZERO, None)],
                None => k
                    .ways()
                    .into_iter()
                    .map(|w| (w.resources.unwrap_or(Cost::ZERO), w.words))
                    .collect(),
            };
            for (way, (printed, words)) in ways.into_iter().enumerate() {
                out.push(Offer {
                    kw,
                    cost: printed.resolve_own(&def.domains),
                    effect,
                    pay_fn: words.as_ref().map(|_| Rc::from(pay_function(&k.id, way))),
                    words,
                    instance,
                });
            }
        }
    }
    out
}

/// How a decision names an offer: the keyword, and the way of paying when there are several.
fn offer_label(game: &Game, offer: &Offer, several: bool) -> String {
    let name = game.catalog.glossary.get(offer.kw).shown().to_string();
    match (several, &offer.words) {
        (false, _) => name,
        (true, Some(w)) if offer.cost.is_zero() => format!("{name} {w}"),
        (true, Some(w)) => format!("{name} {}, {w}", offer.cost),
        (true, None) => format!("{name} {}", offer.cost),
    }
}

/// 355, 356.2.b: for each offer, the player decides whether to pay it.
pub fn decide_offers(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
    base: &Cost,
) -> Result<Vec<Offer>, RulesError> {
    let mut paid: Vec<Offer> = Vec::new();
    let mut all = offers(game, card).into_iter().peekable();
    while let Some(first) = all.next() {
        let mut ways = vec![first];
        while let Some(more) = all.next_if(|o| o.instance == ways[0].instance) {
            ways.push(more);
        }
        let several = ways.len() > 1;
        // 357.3: a cost that could not then be paid is not a choice the player may make.
        let affordable: Vec<Offer> = ways
            .into_iter()
            .filter(|offer| {
                let total = paid
                    .iter()
                    .fold(base.plus(&offer.cost), |c, o| c.plus(&o.cost));
                super::pay::Means::of(game, player)
                    .covers_play(game.card(card).kind, &total)
                    .is_ok()
            })
            .collect();
        if affordable.is_empty() {
            continue;
        }
        let mut options: Vec<DecisionOption> = affordable
            .iter()
            .map(|o| DecisionOption {
                label: offer_label(game, o, several),
                value: OptionValue::Yes,
            })
            .collect();
        options.push(DecisionOption::no());
        let prompt = Prompt::OptionalCost {
            card,
            kw: affordable[0].kw,
            cost: (!several).then_some(affordable[0].cost),
        };
        let d = Decision::one(player, DecisionKind::OptionalCost, prompt, options);
        let answer = ask(game, env.agent, d)?[0];
        if let Some(offer) = affordable.into_iter().nth(answer) {
            paid.push(offer);
        }
    }
    Ok(paid)
}

/// 818.1.c.3 for optional costs: the words of each paid offer (`activate::pay_in_words`).
pub fn pay_offer_words(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
    paid: &[Offer],
) -> Result<(), RulesError> {
    for name in paid.iter().filter_map(|o| o.pay_fn.clone()) {
        let what = game.label(card).clone();
        super::activate::pay_in_words(game, env, player, card, &name, &[], &what)?;
    }
    Ok(())
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
        // Most targets have no such keyword: found without listing their instances.
        let Some(kw) = keywords::find_instance(game, h.obj, |kw, _| {
            glossary.get(kw).hooks.targeting_tax.then_some(kw)
        }) else {
            continue;
        };
        let all = keywords::instances(game, h.obj);
        any += glossary.combine(&all, kw).unwrap_or(0).max(0) as u32;
    }
    Cost {
        any: any.min(u8::MAX as u32) as u8,
        ..Cost::ZERO
    }
}
