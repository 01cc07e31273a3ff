//! Runes and piles a player picks from as an effect resolves, none of it targeted (355.10.f:
//! chosen as it resolves): « ready up to 2 runes » (415), « you must recycle one of your runes »
//! (416.1.b), « recycle up to 4 cards from trashes » (416.1.c: each to its owner's deck).

use super::Ctx;
use super::api_actions::then;
use super::api_support::{Res, acts, fault, within};
use crate::model::card::CardKind;
use crate::model::glossary::TriggerEvent;
use crate::rules::decide::ask;
use crate::rules::prompt::Prompt;
use crate::rules::{ready, recycle};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{ObjId, Zone};
use grimoire_core::script::{ApiFn, CallState};

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "ready_runes",
        &["n", "up_to"],
        "the controller readies n of their exhausted runes (415), all when they have no more; \
         up to n, their choice, if `up_to` (« ready up to 2 runes »); how many",
        |e, name| {
            e.register_fn(name, ready_runes);
        },
    ),
    ApiFn::call(
        "recycle_runes",
        &["n"],
        "the controller chooses n of their runes and recycles them to their rune deck (« you \
         must recycle one of your runes », 416.1.b, 355.10.f: chosen as it resolves, not \
         targeted), as many as they have; how many",
        |e, name| {
            e.register_fn(name, recycle_runes);
        },
    ),
    ApiFn::call(
        "runes_of",
        &["seat"],
        "how many runes the player controls, ready or exhausted (« while you have 8+ runes »)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, seat: i64| -> Res<i64> {
                let s = ctx.state();
                let p = super::api_queries::seat(&s.game, seat)?;
                let base = s.game.zone_slice(Zone::Base(p));
                Ok(base
                    .iter()
                    .filter(|&&o| {
                        let o = s.game.obj(o);
                        o.kind == CardKind::Rune && o.controller == p
                    })
                    .count() as i64)
            });
        },
    ),
    ApiFn::call(
        "recycle_from_trashes",
        &["n"],
        "the controller chooses up to n cards in any players' trashes and recycles them, each to \
         its owner's main deck (« recycle up to 4 cards from trashes », 416.1.c, 416.5); how many",
        |e, name| {
            e.register_fn(name, recycle_from_trashes);
        },
    ),
];

/// The controller's runes, exhausted ones only when `exhausted`.
fn runes(s: &CallState<crate::Riftbound>, exhausted: bool) -> Vec<ObjId> {
    let p = s.controller;
    s.game
        .zone_slice(Zone::Base(p))
        .iter()
        .copied()
        .filter(|&o| s.game.obj(o).kind == CardKind::Rune)
        .filter(|&o| !exhausted || s.game.obj(o).exhausted)
        .collect()
}

/// `least` to `most` of `among`, the controller's choice, asked only when there is one to make.
fn pick(
    s: &mut CallState<crate::Riftbound>,
    among: Vec<ObjId>,
    least: usize,
    most: usize,
    prompt: Prompt,
) -> Result<Vec<ObjId>, crate::rules::RulesError> {
    if least == among.len() && most >= among.len() {
        return Ok(among);
    }
    let options = DecisionOption::objects(&among);
    let d = Decision::some(
        s.controller,
        DecisionKind::Cards,
        prompt,
        options,
        least,
        most,
    );
    let answer = ask(&mut s.game, &mut s.agent, d)?;
    Ok(answer.into_iter().map(|i| among[i]).collect())
}

fn ready_runes(ctx: &mut Ctx, n: i64, up_to: bool) -> Res<i64> {
    let n = within(n, 0..=100, "ready_runes")? as usize;
    let mut s = ctx.state();
    acts(&s, "ready_runes")?;
    let exhausted = runes(&s, true);
    let most = n.min(exhausted.len());
    let least = if up_to { 0 } else { most };
    if most == 0 {
        return Ok(0);
    }
    let prompt = Prompt::ReadyRunes { count: n, up_to };
    let s = &mut *s;
    let chosen = match pick(s, exhausted, least, most, prompt) {
        Ok(c) => c,
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
    };
    Ok(chosen
        .into_iter()
        .filter(|&o| ready::ready(&mut s.game, o))
        .count() as i64)
}

fn recycle_runes(ctx: &mut Ctx, n: i64) -> Res<i64> {
    let n = within(n, 0..=100, "recycle_runes")? as usize;
    let mut s = ctx.state();
    acts(&s, "recycle_runes")?;
    let all = runes(&s, false);
    let count = n.min(all.len());
    if count == 0 {
        return Ok(0);
    }
    let s = &mut *s;
    let chosen = match pick(s, all, count, count, Prompt::RecycleRunes { count }) {
        Ok(c) => c,
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
    };
    recycle::recycle(&mut s.game, &chosen, "416.1.b");
    let result = then(s, None, TriggerEvent::CardsRecycled, &chosen[..1]);
    fault(&mut s.fault, result).map(|()| count as i64)
}

fn recycle_from_trashes(ctx: &mut Ctx, n: i64) -> Res<i64> {
    let n = within(n, 0..=100, "recycle_from_trashes")? as usize;
    let mut s = ctx.state();
    acts(&s, "recycle_from_trashes")?;
    let cards: Vec<ObjId> = s
        .game
        .player_ids()
        .flat_map(|p| s.game.zone_slice(Zone::Trash(p)).iter().copied())
        .collect();
    let most = n.min(cards.len());
    if most == 0 {
        return Ok(0);
    }
    let s = &mut *s;
    let prompt = Prompt::RecycleFromTrashes { count: n };
    let chosen = match pick(s, cards, 0, most, prompt) {
        Ok(c) => c,
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
    };
    if chosen.is_empty() {
        return Ok(0);
    }
    recycle::recycle(&mut s.game, &chosen, "416.1.c");
    // "When you recycle one or more cards": the controller recycled them, whoever owns them.
    let result = then(s, None, TriggerEvent::CardsRecycled, &chosen[..1]);
    fault(&mut s.fault, result).map(|()| chosen.len() as i64)
}
