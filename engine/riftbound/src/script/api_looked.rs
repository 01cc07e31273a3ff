//! What a player does with the cards they looked at on top of their main deck (« Look at the
//! top three cards … Recycle any number of them. Put the rest back in any order. »): recycle
//! some of them (416), put the rest back in an order of their choosing. Both are the owner's
//! choices, seen by them only.

use super::Ctx;
use super::api_actions::then;
use super::api_support::{Res, acts, charge_list, err, fault};
use crate::events::BoardEvent;
use crate::model::glossary::TriggerEvent;
use crate::rules::decide::ask;
use crate::rules::recycle;
use crate::rules::zones::{Position, move_to};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{ObjId, Zone};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "recycle_among",
        &["ids", "k"],
        "the controller recycles up to k of the cards `ids` still on top of their main deck \
         (those `look_top` gave), their choice (« recycle any number of them », 416); \
         the ids recycled",
        |e, name| {
            e.register_fn(name, recycle_among);
        },
    ),
    ApiFn::call(
        "arrange_top",
        &["ids"],
        "the controller puts the cards `ids` still on top of their main deck back in the order \
         they choose, the first chosen on top (« put the rest back in any order »); how many",
        |e, name| {
            e.register_fn(name, arrange_top);
        },
    ),
];

/// The cards of `ids` still on top of the controller's main deck, top first: among as many
/// top cards as there are ids (a card recycled since is at the bottom, not on top).
fn on_top(s: &grimoire_core::script::CallState<crate::Riftbound>, ids: &rhai::Array) -> Vec<ObjId> {
    let deck = Zone::Deck(s.controller);
    let wanted: Vec<i64> = ids.iter().filter_map(|d| d.as_int().ok()).collect();
    s.game
        .in_zone(deck)
        .into_iter()
        .take(wanted.len())
        .filter(|o| wanted.contains(&i64::from(o.0)))
        .collect()
}

/// `ctx.recycle_among(ids, k)`.
fn recycle_among(ctx: &mut Ctx, ids: rhai::Array, k: i64) -> Res<rhai::Array> {
    if !(0..=100).contains(&k) {
        return err(format!("recycle_among: k is from 0 to 100, not {k}"));
    }
    let mut s = ctx.state();
    acts(&s, "recycle_among")?;
    charge_list(&s, ids.len())?;
    let p = s.controller;
    let cards = on_top(&s, &ids);
    let most = (k as usize).min(cards.len());
    if most == 0 {
        return Ok(rhai::Array::new());
    }
    let prompt = grimoire_core::format_en_fr!(
        en: "cards looked at to recycle (up to {most}, 416)",
        fr: "cartes regardées à recycler (jusqu'à {most}, 416)"
    );
    recycle_chosen(&mut s, p, &cards, most, prompt, "416.1")
}

/// `player` chooses up to `most` of `cards` and recycles them (`rule`), the recycling triggers
/// once for them all; the ids recycled. Shared with « predict » (436.1).
pub(super) fn recycle_chosen(
    s: &mut grimoire_core::script::CallState<crate::Riftbound>,
    player: crate::state::PlayerId,
    cards: &[ObjId],
    most: usize,
    prompt: impl Into<grimoire_core::state::decision::Prompt<crate::Riftbound>>,
    rule: &'static str,
) -> Res<rhai::Array> {
    let options = DecisionOption::objects(cards);
    let d = Decision::some(player, DecisionKind::Cards, prompt, options, 0, most);
    let chosen: Vec<ObjId> = match ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => a.into_iter().map(|i| cards[i]).collect(),
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| rhai::Array::new()),
    };
    recycle::recycle(&mut s.game, &chosen, rule);
    if let Some(&first) = chosen.first() {
        // "When you recycle one or more cards": once for them all.
        let result = then(s, None, TriggerEvent::CardsRecycled, &[first]);
        fault(&mut s.fault, result)?;
    }
    Ok(chosen
        .iter()
        .map(|o| rhai::Dynamic::from(i64::from(o.0)))
        .collect())
}

/// `ctx.arrange_top(ids)`: one choice a card, the top card first, the last left without one.
fn arrange_top(ctx: &mut Ctx, ids: rhai::Array) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "arrange_top")?;
    charge_list(&s, ids.len())?;
    let p = s.controller;
    let mut left = on_top(&s, &ids);
    let count = left.len();
    let mut order = Vec::with_capacity(count);
    let s = &mut *s;
    while left.len() > 1 {
        let options = DecisionOption::objects(&left);
        let prompt = grimoire_core::format_en_fr!(
            en: "card to put back on top of the deck ({} of {count})",
            fr: "carte à remettre sur le dessus du deck ({} sur {count})",
            order.len() + 1
        );
        let d = Decision::some(p, DecisionKind::Cards, prompt, options, 1, 1);
        match ask(&mut s.game, &mut s.agent, d) {
            Ok(a) => order.push(left.remove(a.first().copied().unwrap_or(0))),
            Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
        }
    }
    order.extend(left);
    // The first chosen ends on top: put back from the last up.
    for &c in order.iter().rev() {
        move_to(&mut s.game, c, Zone::Deck(p), Position::Top);
    }
    if count > 0 {
        s.game
            .emit(|_| BoardEvent::PutBackInOrder { player: p, count }.into());
    }
    Ok(count as i64)
}
