//! Cards a player chooses in their own piles as an effect or a cost asks: recycling from the
//! trash (416), taking into the hand cards looked at on top of the main deck.

use super::Ctx;
use super::api_actions::then;
use super::api_support::{Res, acts, charge_list, err, fault};
use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::model::glossary::TriggerEvent;
use crate::rules::decide::ask;
use crate::rules::prompt::Prompt;
use crate::rules::recycle;
use crate::rules::zones::{Position, move_to};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{ObjId, Zone};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "recycle_from_trash",
        &["n"],
        "the controller chooses n cards of their trash and recycles them, as many as they can \
         (416.6), in a random order (416.5); how many",
        |e, name| {
            e.register_fn(name, recycle_from_trash);
        },
    ),
    ApiFn::call(
        "trash_size",
        &["seat"],
        "how many cards a player has in their trash (« Recycle 3 from your trash: » can be paid \
         only with 3, 416.3)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, seat: i64| -> Res<i64> {
                let s = ctx.reading();
                let p = super::api_queries::seat(&s.game, seat)?;
                super::reads::zone(&s.game, Zone::Trash(p));
                Ok(s.game.in_zone(Zone::Trash(p)).len() as i64)
            });
        },
    ),
    ApiFn::call(
        "take_among",
        &["ids", "k", "what", "up_to"],
        "the controller puts k of the cards `ids` still on top of their main deck (those \
         `look_top` gave) of the kind `what` (`\"card\"`, `\"unit\"`, `\"spell\"`, \
         `\"gear\"`) into their hand — up to k if `up_to` —, not a draw; the ids taken",
        |e, name| {
            e.register_fn(name, take_among);
        },
    ),
    ApiFn::call(
        "recycle_rest",
        &["ids"],
        "recycles those of the cards `ids` still in the controller's main deck (« recycle the \
         rest », 416), in their order; how many",
        |e, name| {
            e.register_fn(name, recycle_rest);
        },
    ),
];

/// `ctx.recycle_from_trash(n)`: « recycle 3 from your trash », as many as there are (416.6); a
/// cost in words checks `trash_size` first, as it must be paid whole (416.3).
fn recycle_from_trash(ctx: &mut Ctx, n: i64) -> Res<i64> {
    if !(0..=100).contains(&n) {
        return err(format!(
            "recycle_from_trash: the number is from 0 to 100, not {n}"
        ));
    }
    let mut s = ctx.state();
    acts(&s, "recycle_from_trash")?;
    let p = s.controller;
    let trash: Vec<ObjId> = s.game.in_zone(Zone::Trash(p));
    let n = n as usize;
    let n = n.min(trash.len());
    if n == 0 {
        return Ok(0);
    }
    let chosen: Vec<ObjId> = if trash.len() == n {
        trash
    } else {
        let options = DecisionOption::objects(&trash);
        let prompt = Prompt::RecycleFromTrash { count: n };
        let d = Decision::some(p, DecisionKind::Cards, prompt, options, n, n);
        let s = &mut *s;
        match ask(&mut s.game, &mut s.agent, d) {
            Ok(a) => a.into_iter().map(|i| trash[i]).collect(),
            Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
        }
    };
    let s = &mut *s;
    recycle::recycle(&mut s.game, &chosen, "416.1");
    // "When you recycle one or more cards": once for them all.
    let result = then(s, None, TriggerEvent::CardsRecycled, &chosen[..1]);
    fault(&mut s.fault, result).map(|()| n as i64)
}

/// The cards of `ids` still in `player`'s main deck, in the order given.
fn still_in_deck(
    game: &crate::state::Game,
    player: crate::state::PlayerId,
    ids: &rhai::Array,
) -> Vec<ObjId> {
    ids.iter()
        .filter_map(|d| d.as_int().ok())
        .filter_map(|id| usize::try_from(id).ok())
        .filter(|&id| id < game.objects.len())
        .map(|id| ObjId(id as u32))
        .filter(|&o| game.obj(o).zone == Zone::Deck(player))
        .collect()
}

/// `ctx.take_among(ids, k, what, up_to)`: « Look at the top 4 cards of your Main Deck and put 2
/// of them into your hand … »: chosen among the cards looked at of the kind named, seen by
/// their owner only.
fn take_among(
    ctx: &mut Ctx,
    ids: rhai::Array,
    k: i64,
    what: &str,
    up_to: bool,
) -> Res<rhai::Array> {
    if !(0..=100).contains(&k) {
        return err(format!("take_among: k is from 0 to 100, not {k}"));
    }
    let kind = match what {
        "card" => None,
        "unit" => Some(CardKind::Unit),
        "spell" => Some(CardKind::Spell),
        "gear" => Some(CardKind::Gear),
        other => {
            return err(format!(
                "take_among: `what` is \"card\", \"unit\", \"spell\" or \"gear\", not \"{other}\""
            ));
        }
    };
    let mut s = ctx.state();
    acts(&s, "take_among")?;
    charge_list(&s, ids.len())?;
    let p = s.controller;
    let fits: Vec<ObjId> = still_in_deck(&s.game, p, &ids)
        .into_iter()
        .filter(|&c| kind.is_none_or(|k| s.game.card(c).kind == k))
        .collect();
    let most = (k as usize).min(fits.len());
    if most == 0 {
        return Ok(rhai::Array::new());
    }
    let least = if up_to { 0 } else { most };
    let taken: Vec<ObjId> = if least == fits.len() {
        fits
    } else {
        let options = DecisionOption::objects(&fits);
        let prompt = Prompt::IntoHand { count: most };
        let d = Decision::some(p, DecisionKind::Cards, prompt, options, least, most);
        let s = &mut *s;
        match ask(&mut s.game, &mut s.agent, d) {
            Ok(a) => a.into_iter().map(|i| fits[i]).collect(),
            Err(e) => return fault(&mut s.fault, Err(e)).map(|()| rhai::Array::new()),
        }
    };
    for &c in &taken {
        move_to(&mut s.game, c, Zone::Hand(p), Position::Bottom);
        s.game.emit(|g| {
            BoardEvent::TakenIntoHand {
                player: p,
                card: label(g, c),
            }
            .into()
        });
    }
    Ok(taken
        .iter()
        .map(|o| rhai::Dynamic::from(o.0 as i64))
        .collect())
}

/// `ctx.recycle_rest(ids)`: the cards looked at that are still on the deck go to its bottom.
fn recycle_rest(ctx: &mut Ctx, ids: rhai::Array) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "recycle_rest")?;
    charge_list(&s, ids.len())?;
    let p = s.controller;
    let rest = still_in_deck(&s.game, p, &ids);
    if rest.is_empty() {
        return Ok(0);
    }
    let s = &mut *s;
    recycle::recycle(&mut s.game, &rest, "416.1");
    let result = then(s, None, TriggerEvent::CardsRecycled, &rest[..1]);
    fault(&mut s.fault, result).map(|()| rest.len() as i64)
}
