//! A card's replacement of the making of a token for `ctx` (370–375): in `token_would_be_made`
//! and its condition, the token the instruction would make (`token_to_make`); in the
//! replacement, tokens made as the instruction makes its own (`make_token_like`, 375). That it
//! applies is said with `ctx.instead()` (`api_heal`); `rules::token_replacements` asks them.

use super::Ctx;
use super::api_cards::token_card;
use super::api_support::{Res, acts, charge, err, fault, work};
use crate::rules::token_replacements;
use grimoire_core::script::ApiFn;
use rhai::{Dynamic, Map, NativeCallContext};

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "token_to_make",
        &[],
        "in `token_would_be_made` and its condition: the token the instruction would create \
         (370.1), as `#{card, name, kind, seat, ready, copy}` — its card's id and printed name \
         (a copy's: what it copies, 472.1.b.3), `\"unit\"` or `\"gear\"`, the seat of the \
         player who would create it, whether it would enter ready, whether it is a copy of an \
         object; `()` elsewhere",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<Dynamic> {
                let s = ctx.state();
                let Some(m) = s.game.ext.token_making.last() else {
                    return Ok(Dynamic::UNIT);
                };
                let card = s.game.catalog.card(m.card);
                let mut map = Map::new();
                map.insert("card".into(), card.id.as_str().into());
                map.insert("name".into(), card.name.as_str().into());
                map.insert("kind".into(), card.kind.word().into());
                map.insert("seat".into(), Dynamic::from(m.player.0 as i64 + 1));
                map.insert("ready".into(), m.ready.into());
                map.insert("copy".into(), m.copy_of.is_some().into());
                Ok(map.into())
            });
        },
    ),
    ApiFn::call(
        "make_token_like",
        &["card_id"],
        "in `token_would_be_made`: creates a token of that token card (its id or printed name) \
         as the instruction would create its own — for the same player, at the same place, \
         ready or exhausted as it says (375): « that token » is `token_to_make().card`, a copy \
         of the same object when the instruction makes a copy (472.1.b); other \
         replacements may take its place, this one not (370.2); returns its id, -1 when a \
         replacement made none",
        |e, name| {
            e.register_fn(name, make_token_like);
        },
    ),
];

/// `ctx.make_token_like(card_id)`.
fn make_token_like(nc: NativeCallContext, ctx: &mut Ctx, card: &str) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "make_token_like")?;
    if s.game.ext.token_making.is_empty() || s.phase != crate::rules::env::CallPhase::Resolve {
        return err(
            "`make_token_like` creates a token as the instruction a replacement takes the \
             place of would: call it in `token_would_be_made`"
                .to_string(),
        );
    }
    let key = token_card(&s.game, s.source, card)?;
    charge(&s, work::SPAWN)?;
    s.game.room_for_objects(1).or_else(err)?;
    let s = &mut *s;
    match super::api_support::with_nested(&nc, s, |game, env| {
        token_replacements::make_like(game, env, key)
    }) {
        Some(Ok(made)) => Ok(made.first().map_or(-1, |o| o.0 as i64)),
        Some(Err(e)) => fault(&mut s.fault, Err(e)).map(|()| -1),
        None => Ok(-1),
    }
}
