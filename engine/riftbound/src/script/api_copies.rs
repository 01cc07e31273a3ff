//! Copies (472.1.b): « play a token that's a copy of a friendly unit ». A copy takes every
//! copiable trait of what it copies, its rules text included, so its abilities are the copied
//! card's; what it copies is the copiable card (`rules::tokens::copiable`): the printed card,
//! or for an object that is itself a copy, what that one copies (472.1.b.3). The token is made
//! as `create_token` makes one, so the cards' replacements of the making of a token apply to it
//! (370–375), and it stays a token: off the board it ceases to exist (183.1). An object on the
//! board may also become a copy (472.1.b.1, `rules::copies`), for as long as it stays there.

use super::Ctx;
use super::api_cards::{Of, make_tokens_of};
use super::api_guard::{copiable, copiable_to_become, guarded, in_play};
use super::api_support::{Res, acts, err, fault, object};
use crate::model::card::CardKind;
use crate::rules::copies;
use grimoire_core::script::ApiFn;
use rhai::{Array, Dynamic, NativeCallContext};

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "create_token_copy",
        &["id", "location", "ready"],
        "a token that is a copy of the unit or gear `id` (472.1.b): its name, type, tags, Might \
         and rules text are those of the card it copies — its printed card, or what it is \
         itself a copy of (472.1.b.3) —, for the controller, at their base, `\"here\"` or a \
         battlefield they control, ready if `ready`, else as its type enters (a unit exhausted, \
         143.4; a gear ready, 359.2.d; 181.1); the \
         replacements of the creation of a token apply to it (370–375); returns its id (the \
         first a replacement made in its place, -1 if none, or if `id` is no longer anywhere)",
        |e, name| {
            e.register_fn(name, create_token_copy);
        },
    ),
    ApiFn::call(
        "become_copy",
        &["id", "of"],
        "the unit or gear `id` on the board becomes a copy of the unit or gear `of` (472.1.b.1, « \
         making it a copy of … »): its name, tags, Might and rules text are those of the card \
         `of` copies (472.1.b.3), which a copy of it then copies, until it leaves the board (a \
         new object, 110); a unit copies a unit, a gear a gear. Nothing happens when either is \
         no longer there",
        |e, name| {
            e.register_fn(name, become_copy);
        },
    ),
    ApiFn::call(
        "create_token_copies",
        &["id", "location", "ready"],
        "as `create_token_copy`, the ids of every token the instruction made (375), as \
         `create_tokens`'",
        |e, name| {
            e.register_fn(name, create_token_copies);
        },
    ),
];

/// `ctx.create_token_copy(id, location, ready)`.
fn create_token_copy(
    nc: NativeCallContext,
    ctx: &mut Ctx,
    id: i64,
    at: &str,
    ready: bool,
) -> Res<i64> {
    let made = copies(&nc, ctx, id, at, ready)?;
    Ok(made.first().map_or(-1, |o| o.0 as i64))
}

/// `ctx.create_token_copies(id, location, ready)`.
fn create_token_copies(
    nc: NativeCallContext,
    ctx: &mut Ctx,
    id: i64,
    at: &str,
    ready: bool,
) -> Res<Array> {
    let made = copies(&nc, ctx, id, at, ready)?;
    Ok(made.iter().map(|o| Dynamic::from(o.0 as i64)).collect())
}

/// The tokens made by an instruction to create a copy of `id`: none when it is no longer
/// anywhere (-1, or a token that ceased to exist).
fn copies(
    nc: &NativeCallContext,
    ctx: &mut Ctx,
    id: i64,
    at: &str,
    ready: bool,
) -> Res<Vec<crate::state::ObjId>> {
    let (of, gear) = {
        let s = ctx.state();
        let of = guarded(&s.game, id, copiable)?;
        let gear = of.is_some_and(|o| s.game.card(o).kind == CardKind::Gear);
        (of, gear)
    };
    // What its type's default is when nothing says « ready »: a gear enters ready (359.2.d), a
    // unit exhausted (143.4).
    match of {
        Some(of) => make_tokens_of(Some(nc), ctx, Of::CopyOf(of), at, ready || gear),
        None => Ok(Vec::new()),
    }
}

/// `ctx.become_copy(id, of)`.
fn become_copy(ctx: &mut Ctx, id: i64, of: i64) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "become_copy")?;
    let Some(obj) = object(&s.game, id)? else {
        return Ok(());
    };
    let obj = in_play(&s.game, obj, "become_copy")?;
    let Some(of) = guarded(&s.game, of, copiable_to_become)? else {
        return Ok(());
    };
    if !s.game.obj(obj).zone.is_board() {
        return err(format!(
            "become_copy: {} is on the chain: a unit or gear on the board becomes a copy \
             (472.1.b.1)",
            s.game.label(obj)
        ));
    }
    let result = copies::become_copy(&mut s.game, obj, of);
    fault(&mut s.fault, result)
}
