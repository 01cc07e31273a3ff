//! Additional costs a card's own text offers as it is played (356.2.b: « As you play me, you may
//! discard 1 as an additional cost »): its `fn additional_cost` asks, pays what is in words, and
//! adds what is in resources to the play's total (`add_cost`), paid with the rest (357); what
//! the text does when it was paid reads `paid_additional_cost`. And `pick`: one object of the
//! controller's choice that a cost names ("exhaust a friendly unit"), not a target (355.5).

use super::Ctx;
use super::api_support::{Res, acts, err};
use super::api_targets::legal;
use super::target_spec::spec;
use crate::model::activated::parse_cost;
use crate::model::cost::Cost;
use crate::state::chain::ChainKind;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{Game, ObjId};
use grimoire_core::script::ApiFn;
use rhai::Map;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "paid_additional_cost",
        &[],
        "whether the additional cost this card's text offers was paid as it was played (356.2.b; \
         « if you paid the additional cost », « If you do, draw 2 »): of the card on the chain, \
         or of the permanent it became; a new object has not paid it (110)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<bool> {
                let s = ctx.state();
                Ok(match playing(&s.game, s.source) {
                    Some(i) => s.game.chain[i].ext.paid_additional,
                    None => s.game.obj(s.source).paid_additional,
                })
            });
        },
    ),
    ApiFn::call(
        "can_add_cost",
        &["cost"],
        "in `fn additional_cost`: whether the controller could pay `cost` (`\":rb_rune_calm:\"`, \
         `\"[1]\"`) on top of what playing this card already costs (357.3)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, cost: &str| -> Res<bool> {
                let s = ctx.state();
                let (_, total) = with_added(&s.game, s.source, cost)?;
                Ok(covers(&s.game, s.controller, &total))
            });
        },
    ),
    ApiFn::call(
        "add_cost",
        &["cost"],
        "in `fn additional_cost`: adds `cost` to the total paid for this card (356.2.b), if the \
         controller could pay it all (357.3); whether it was added",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, cost: &str| -> Res<bool> {
                let mut s = ctx.state();
                acts(&s, "add_cost")?;
                let (i, total) = with_added(&s.game, s.source, cost)?;
                if !covers(&s.game, s.controller, &total) {
                    return Ok(false);
                }
                let added = parse(&s.game, s.source, cost)?;
                let ext = &mut s.game.chain[i].ext;
                ext.added_cost = ext.added_cost.plus(&added);
                Ok(true)
            });
        },
    ),
    ApiFn::call(
        "pick",
        &["options"],
        "the controller chooses one object on the board that the options of `select` allow (a \
         cost's « exhaust a friendly unit », « kill a friendly unit »): not a target (355.5), \
         always asked; its id, or -1 when there is none",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, map: Map| -> Res<i64> {
                pick(ctx, None, map)
            });
        },
    ),
    ApiFn::call(
        "pick_for",
        &["seat", "options"],
        "as `pick`, the player at `seat` choosing, `side` read from their point of view (« each \
         player kills one of their units »)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, seat: i64, map: Map| -> Res<i64> {
                pick(ctx, Some(seat), map)
            });
        },
    ),
];

/// The chain item of `card` while it is being played.
fn playing(game: &Game, card: ObjId) -> Option<usize> {
    game.chain.iter().rposition(|item| {
        item.pending && matches!(item.kind, ChainKind::Card { card: c } if c == card)
    })
}

fn parse(game: &Game, card: ObjId, cost: &str) -> Res<Cost> {
    card_cost(game, card, cost).map(|(_, resolved)| resolved)
}

/// `cost`, a cost as text a card's script gives (`"[1][C]"`), read for `card`: as printed, and
/// with `[C]` resolved against its domains (135.2.e.6); an error naming it when it is none.
pub(super) fn card_cost(game: &Game, card: ObjId, cost: &str) -> Res<(Cost, Cost)> {
    let domains = &game.card(card).domains;
    match parse_cost(cost, domains) {
        Some(c) => Ok((c.resources, c.resources.resolve_own(domains))),
        None => err(format!(
            "`{cost}` is not a cost, such as \"[1]\" or \":rb_rune_calm:\""
        )),
    }
}

/// The play's item and its total with `cost` added: what is added so far, the rest known.
fn with_added(game: &Game, card: ObjId, cost: &str) -> Res<(usize, Cost)> {
    let Some(i) = playing(game, card) else {
        return err(
            "`add_cost` and `can_add_cost` are asked only while the card is played, in \
                    `fn additional_cost`",
        );
    };
    let ext = &game.chain[i].ext;
    let more = parse(game, card, cost)?;
    Ok((i, ext.cost_so_far.plus(&ext.added_cost).plus(&more)))
}

fn covers(game: &Game, player: crate::state::PlayerId, total: &Cost) -> bool {
    crate::rules::pay::Means::of(game, player)
        .covers(total)
        .is_ok()
}

/// `ctx.pick(options)`: a choice among what `select` would list, always asked; by the player
/// at `seat`, or the controller.
fn pick(ctx: &mut Ctx, seat: Option<i64>, map: Map) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "pick")?;
    let who = match seat {
        Some(seat) => super::api_queries::seat(&s.game, seat)?,
        None => s.controller,
    };
    let spec = spec(&s.game, s.source, who, &map)?;
    let ids: Vec<ObjId> = legal(&s.game, s.source, who, &spec.r);
    if ids.is_empty() {
        return Ok(-1);
    }
    ask_pick(&mut s, who, &ids)
}

/// Asks `who` to choose one of `ids`, an object chosen and not targeted (`pick`,
/// `pick_sparing_targets`); its id, or -1 once the question fails (the fault kept).
pub(super) fn ask_pick(
    s: &mut grimoire_core::script::CallState<crate::Riftbound>,
    who: crate::state::PlayerId,
    ids: &[ObjId],
) -> Res<i64> {
    let d = Decision::one(
        who,
        DecisionKind::Target,
        grimoire_core::en_fr!(en: "object chosen, not targeted", fr: "objet choisi, non ciblé"),
        DecisionOption::objects(ids),
    );
    match crate::rules::decide::ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => Ok(ids[a[0]].0 as i64),
        Err(e) => super::api_support::fault(&mut s.fault, Err(e)).map(|()| -1),
    }
}
