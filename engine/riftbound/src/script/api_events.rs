//! Questions a triggered ability asks of its event (383.3.e: a condition after the trigger's
//! own must hold for it to do anything): what kind of card the subject is, what it costs,
//! whether it has a tag, how many cards a hand holds, whose turn it is and how many turns a
//! player has begun ("each player's first Beginning Phase").

use super::Ctx;
use super::api_queries::seat;
use super::api_support::{Res, object};
use crate::rules::layers::aspect;
use crate::state::GameExt;
use grimoire_core::rules::layers::Aspects;
use grimoire_core::script::ApiFn;
use rhai::Dynamic;

/// What a triggered ability asks of its event and of the turn. Declared once each
/// (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    // Of a target no longer legal (-1): null (359.3.e.12), `()`.
    ApiFn::call(
        "kind_of",
        &["id"],
        "its card type: `\"unit\"`, `\"spell\"`, `\"gear\"`, `\"legend\"`, `\"battlefield\"` or \
         `\"rune\"` (what `ctx.subject` is, in a triggered ability on a card played); `()` for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<Dynamic> {
                let s = ctx.state();
                Ok(match object(&s.game, id)? {
                    Some(o) => s.game.card(o).kind.word().into(),
                    None => Dynamic::UNIT,
                })
            });
        },
    ),
    ApiFn::call(
        "energy_cost_of",
        &["id"],
        "the energy of its printed cost (« a spell that costs 5 or more »); `()` for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<Dynamic> {
                let s = ctx.state();
                Ok(match object(&s.game, id)? {
                    Some(o) => (s.game.card(o).facts.cost.energy as i64).into(),
                    None => Dynamic::UNIT,
                })
            });
        },
    ),
    ApiFn::call(
        "has_tag",
        &["id", "tag"],
        "whether it has the tag (`Recrue`), in any case: printed on its card or given by an \
         effect (`grant_tag`, 472.1.c); false for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, tag: &str| -> Res<bool> {
                let mut s = ctx.reading();
                super::api_might::reads(&mut s, Aspects::one(aspect::TAGS));
                Ok(object(&s.game, id)?
                    .is_some_and(|o| crate::query::tags::has_tag(&s.game, o, tag)))
            });
        },
    ),
    // 808.1.d.3: what killed a unit that has just died: the card whose spell or ability killed
    // it or dealt it lethal damage (323.5); -1 for combat damage or anything else.
    ApiFn::call(
        "killed_by",
        &["id"],
        "of a unit that has just died, the id of the card whose spell or ability killed it or \
         dealt it its lethal damage (« lorsque vous tuez une unité avec un sort »); -1 for combat \
         damage or none (808.1.d.3)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<i64> {
                let s = ctx.state();
                let Some(o) = object(&s.game, id)? else {
                    return Ok(-1);
                };
                Ok(s.game
                    .last_known(o)
                    .and_then(|lk| lk.killed_by)
                    .map_or(-1, |k| k.0 as i64))
            });
        },
    ),
    // 383.1.b: "the first time … each turn" — true once a turn for this ability of this object,
    // the first time it asks; ask it last in a condition, once the rest holds.
    ApiFn::call(
        "first_time_this_turn",
        &[],
        "true the first time this ability of this card asks it in a turn, false after (« la \
         première fois chaque tour », 383.1.b): ask it last in a condition, once the rest holds",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> bool {
                let mut s = ctx.state();
                let me = s.game.obj(s.source).handle();
                let asked = s.function.as_str();
                if s.game
                    .ext
                    .firsts
                    .iter()
                    .any(|(h, f)| *h == me && **f == *asked)
                {
                    return false;
                }
                let f: std::rc::Rc<str> = asked.into();
                s.game.ext.firsts.push((me, f));
                true
            });
        },
    ),
    ApiFn::call(
        "hand_size",
        &["seat"],
        "how many cards a player has in hand",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64| -> Res<i64> {
                let s = ctx.reading();
                let p = seat(&s.game, p)?;
                super::reads::zone(&s.game, crate::state::Zone::Hand(p));
                Ok(s.game.zone_slice(crate::state::Zone::Hand(p)).len() as i64)
            });
        },
    ),
    ApiFn::call(
        "turn_player",
        &[],
        "the seat of the player whose turn it is",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> i64 {
                ctx.state().game.turn.player.0 as i64 + 1
            });
        },
    ),
    ApiFn::call(
        "turns_taken",
        &["seat"],
        "how many turns a player has begun, this one included: 1 during their first turn",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64| -> Res<i64> {
                let s = ctx.state();
                Ok(s.game.players[seat(&s.game, p)?.index()].turns_taken as i64)
            });
        },
    ),
];
