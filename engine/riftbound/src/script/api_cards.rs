//! Cards and objects for `ctx`: create tokens (439), attach and detach gear (434–435), put a
//! card face down (107.3), look at, reveal and reorder the top cards of a deck (424).

use super::Ctx;
use super::api_choose::location;
use super::api_guard::{guarded, hideable};
use super::api_support::{Res, acts, charge, charge_list, err, fault, hidden_at, object, work};
use crate::rules::decide::ask;
use crate::rules::env::{Env, ScriptRunner};
use crate::rules::{attach, facedown, token_replacements, tokens, top_cards};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{Game, Location, ObjId, PlayerId, Zone};
use grimoire_core::model::card::CardKey;
use grimoire_core::script::ApiFn;
use rhai::{Array, Dynamic, NativeCallContext};

fn ids(v: &[crate::state::ObjId]) -> Array {
    v.iter().map(|o| Dynamic::from(o.0 as i64)).collect()
}

fn count(n: i64, what: &str) -> Res<usize> {
    if (1..=20).contains(&n) {
        Ok(n as usize)
    } else {
        err(format!(
            "{what}: the number of cards is from 1 to 20, not {n}"
        ))
    }
}

/// Tokens, attaching, cards face down and the top of the deck. Declared once each
/// (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "create_token",
        &["card_id", "location", "ready"],
        "a token of a `token` card, named by its id or its printed name (`\"Recruit\"`), for the controller, at their base or a battlefield they control \
         (439, 179–181); it enters ready if `ready`, else exhausted: what its text says, or its type's default (a unit exhausted, 143.4; a gear ready, 359.2.d; 181.1); returns its id — where a card's \
         replacement created tokens in its place, the first of them, -1 if none (370)",
        |e, name| {
            e.register_fn(name, create_token_asking);
        },
    )
    .direct(super::direct::CREATE_TOKEN),
    ApiFn::call(
        "create_tokens",
        &["card_id", "location", "ready"],
        "as `create_token`, the ids of every token the instruction made: its own, or those a \
         replacement made in its place, which inherit its place and readiness (375); what the \
         instruction does next to « it » is done to each (« Then give it Temporary »), and to \
         none when a replacement made none (« draw 1 instead »)",
        |e, name| {
            e.register_fn(name, create_tokens);
        },
    ),
    ApiFn::call(
        "attach",
        &["gear", "unit"],
        "attaches the gear (434): its Might bonus and effect text apply to the unit, its own rules \
         text is inactive (718)",
        |e, name| {
            e.register_fn(name, attach_to);
        },
    )
    .direct(super::direct::ATTACH),
    ApiFn::call(
        "detach",
        &["gear"],
        "detaches the gear (435); whether it was attached",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, gear: i64| -> Res<bool> {
                let mut s = ctx.state();
                acts(&s, "detach")?;
                Ok(object(&s.game, gear)?.is_some_and(|g| attach::detach(&mut s.game, g)))
            });
        },
    ),
    ApiFn::call(
        "put_facedown",
        &["id", "battlefield"],
        "one card from a hand, deck, trash or banishment, face down at a battlefield its \
         controller controls (107.3.b–c)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, card: i64, at: &str| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "put_facedown")?;
                let Location::Battlefield(b) = location(&s, at)? else {
                    return err("put_facedown: a card is put face down at a battlefield (107.3.a)");
                };
                let Some(c) = guarded(&s.game, card, hideable)? else {
                    return Ok(());
                };
                let result = facedown::put_facedown(&mut s.game, c, b);
                fault(&mut s.fault, result)
            });
        },
    ),
    ApiFn::call(
        "look_top",
        &["n"],
        "the ids of the top n cards of the controller's main deck, top first",
        |e, name| {
            e.register_fn(name, look_top);
        },
    )
    .direct(super::direct::LOOK_TOP),
    ApiFn::call(
        "reveal_top",
        &["n"],
        "reveals the top n cards of the controller's main deck (424); their ids, top first",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<Array> {
                top_of_deck(ctx, n, "reveal_top", top_cards::reveal)
            });
        },
    ),
    ApiFn::call(
        "reorder_top",
        &["n"],
        "the controller puts the top n cards of their main deck back in an order they choose; the \
         ids, top first",
        |e, name| {
            e.register_fn(name, reorder_top);
        },
    ),
];

/// `ctx.look_top(n)`: the controller looks at the top `n` cards of their main deck (fewer if
/// it has fewer), top first.
pub(super) fn look_top(ctx: &mut Ctx, n: i64) -> Res<Array> {
    top_of_deck(ctx, n, "look_top", top_cards::look)
}

/// The top `n` cards of the controller's main deck, top first, shown as `show` shows them
/// (looked at, revealed) by the API function `name`.
fn top_of_deck(
    ctx: &mut Ctx,
    n: i64,
    name: &str,
    show: fn(&mut Game, PlayerId, Zone, &[ObjId]),
) -> Res<Array> {
    let mut s = ctx.state();
    acts(&s, name)?;
    let (p, n) = (s.controller, count(n, name)?);
    charge_list(&s, n)?;
    let cards = top_cards::top(&s.game, Zone::Deck(p), n);
    show(&mut s.game, p, Zone::Deck(p), &cards);
    Ok(ids(&cards))
}

/// `ctx.create_token(card_id, location, ready)`: creates a token of that token card for the
/// controller at "base", "here" or a battlefield they control; returns its id (439, 179–181):
/// of the tokens the instruction made, the first, or -1 when a replacement made none (370).
pub(super) fn create_token(ctx: &mut Ctx, card: &str, at: &str, ready: bool) -> Res<i64> {
    let made = make_tokens(None, ctx, card, at, ready)?;
    Ok(made.first().map_or(-1, |o| o.0 as i64))
}

/// `ctx.create_token(…)` made by the engine: the replacements of the making asked (370).
fn create_token_asking(
    nc: NativeCallContext,
    ctx: &mut Ctx,
    card: &str,
    at: &str,
    ready: bool,
) -> Res<i64> {
    let made = make_tokens(Some(&nc), ctx, card, at, ready)?;
    Ok(made.first().map_or(-1, |o| o.0 as i64))
}

/// `ctx.create_tokens(…)`: every token the instruction made (375).
fn create_tokens(
    nc: NativeCallContext,
    ctx: &mut Ctx,
    card: &str,
    at: &str,
    ready: bool,
) -> Res<Array> {
    make_tokens(Some(&nc), ctx, card, at, ready).map(|made| ids(&made))
}

/// What an instruction makes a token of: a token card named by a script, or a copy of an
/// object (472.1.b).
pub(super) enum Of<'a> {
    Card(&'a str),
    CopyOf(ObjId),
}

/// The tokens an instruction to create a token of `card` made: asking the cards' replacements
/// of it when made by the engine (`nc`, nested calls of their functions, 370).
fn make_tokens(
    nc: Option<&NativeCallContext>,
    ctx: &mut Ctx,
    card: &str,
    at: &str,
    ready: bool,
) -> Res<Vec<ObjId>> {
    make_tokens_of(nc, ctx, Of::Card(card), at, ready)
}

/// The tokens an instruction to create a token of `of` made, as `make_tokens`; a copy's card is
/// the copiable card of what it copies (472.1.b.3).
pub(super) fn make_tokens_of(
    nc: Option<&NativeCallContext>,
    ctx: &mut Ctx,
    of: Of,
    at: &str,
    ready: bool,
) -> Res<Vec<ObjId>> {
    let mut s = ctx.state();
    acts(&s, "create_token")?;
    let mut at = location(&s, at)?;
    // 811.1.d.3: a unit a hidden card makes its controller play goes to that battlefield.
    if let Some(b) = hidden_at(&s) {
        at = crate::state::Location::Battlefield(b);
    }
    let (key, copy_of) = match of {
        Of::Card(card) => (token_card(&s.game, s.source, card)?, None),
        Of::CopyOf(obj) => (tokens::copiable(&s.game, obj), Some(obj)),
    };
    charge(&s, work::SPAWN)?;
    s.game.room_for_objects(1).or_else(err)?;
    let p = s.controller;
    let nested = nc.map(|nc| grimoire_core::script::host::Runner::nested(nc, &s));
    let s = &mut *s;
    let scripts: &dyn ScriptRunner<crate::Riftbound> = match &nested {
        Some(runner) => runner,
        None => &grimoire_core::rules::env::NoScripts,
    };
    let mut env = Env {
        agent: &mut s.agent,
        scripts,
    };
    match token_replacements::make(&mut s.game, &mut env, key, copy_of, p, at, ready) {
        Ok(made) => Ok(made),
        Err(e) => fault(&mut s.fault, Err(e)).map(|()| Vec::new()),
    }
}

/// The token card `card` names for a script of `source`: by id in its pack, or by the printed
/// name of a token card (« a Recruit unit token »), the newest.
pub(super) fn token_card(game: &Game, source: ObjId, card: &str) -> Res<CardKey> {
    let pack = game.card(source).pack.clone();
    let named = || {
        let cards = &game.catalog.cards;
        cards
            .iter()
            .rposition(|c| {
                c.name.eq_ignore_ascii_case(card)
                    && c.supertypes.contains(&crate::model::card::Supertype::Token)
            })
            .map(|i| CardKey(i as u32))
    };
    let token = |k: &CardKey| {
        let c = game.catalog.card(*k);
        c.supertypes.contains(&crate::model::card::Supertype::Token)
    };
    let by_id = game.catalog.find(card, Some(&pack));
    match by_id.filter(token).or_else(named).or(by_id) {
        Some(key) => Ok(key),
        None => {
            let near = game.catalog.nearest(card).join(", ");
            err(format!("unknown card `{card}` (nearest: {near})"))
        }
    }
}

/// `ctx.reorder_top(n)`: the controller looks at the top `n` cards of their main deck and puts
/// them back in the order they choose (first chosen on top).
fn reorder_top(ctx: &mut Ctx, n: i64) -> Res<Array> {
    let mut s = ctx.state();
    let (p, n) = (s.controller, count(n, "reorder_top")?);
    let deck = Zone::Deck(p);
    let cards = top_cards::top(&s.game, deck, n);
    top_cards::look(&mut s.game, p, deck, &cards);
    let ordered = if cards.len() < 2 {
        cards
    } else {
        let options = DecisionOption::objects(&cards);
        let prompt = grimoire_core::en_fr!(
            en: "orders the top of their deck (first goes on top)",
            fr: "ordonne le dessus de son deck (la première va au-dessus)"
        );
        let d = Decision::ordering(p, DecisionKind::Cards, prompt, options);
        let s = &mut *s;
        match ask(&mut s.game, &mut s.agent, d) {
            Ok(a) => a.into_iter().map(|i| cards[i]).collect(),
            Err(e) => return fault(&mut s.fault, Err(e)).map(|()| Array::new()),
        }
    };
    top_cards::reorder_top(&mut s.game, p, deck, &ordered);
    Ok(ids(&ordered))
}

/// `ctx.attach(gear, unit)`: attaches `gear` to `unit` (Dégainer's whole trigger, 819.1.d);
/// either no longer there (-1), nothing happens (359.3.e.6).
pub(super) fn attach_to(ctx: &mut Ctx, gear: i64, unit: i64) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "attach")?;
    let (Some(g), Some(u)) = (object(&s.game, gear)?, object(&s.game, unit)?) else {
        return Ok(());
    };
    let result = attach::attach(&mut s.game, g, u);
    fault(&mut s.fault, result)
}
