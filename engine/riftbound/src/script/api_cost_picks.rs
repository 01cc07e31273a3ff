//! A cost's choice that spares the card's own targets: a player may not pay a cost that will
//! make a choice they made for the card illegal, unless they have no other choice (357.3:
//! « as an additional cost, you may kill a friendly unit » may not kill the unit the card gives
//! +2; 355.16 from the other side).

use super::Ctx;
use super::api_support::{Res, acts};
use super::api_targets::legal;
use super::target_spec::spec;
use crate::state::ObjId;
use crate::state::chain::ChainKind;
use grimoire_core::script::ApiFn;
use rhai::Map;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "pick_sparing_targets",
    &["options"],
    "as `pick`, for a cost paid as the card is played (« kill a friendly unit »): the card's own \
     targets are left out unless nothing else fits (357.3: a cost may not make a choice made \
     for the card illegal unless there is no other); its id, or -1 when there is none",
    |e, name| {
        e.register_fn(name, pick_sparing_targets);
    },
)];

fn pick_sparing_targets(ctx: &mut Ctx, map: Map) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "pick_sparing_targets")?;
    let who = s.controller;
    let spec = spec(&s.game, s.source, who, &map)?;
    let all: Vec<ObjId> = legal(&s.game, s.source, who, &spec.r);
    if all.is_empty() {
        return Ok(-1);
    }
    // The card being played: its pending item on the chain, with the targets chosen so far.
    let source = s.source;
    let targeted: Vec<ObjId> = s
        .game
        .chain
        .iter()
        .rev()
        .find(|item| {
            item.pending && matches!(item.kind, ChainKind::Card { card } if card == source)
        })
        .map(|item| {
            item.targets
                .iter()
                .filter_map(|t| t.object())
                .map(|h| h.obj)
                .collect()
        })
        .unwrap_or_default();
    let spared: Vec<ObjId> = all
        .iter()
        .copied()
        .filter(|o| !targeted.contains(o))
        .collect();
    let ids = if spared.is_empty() { all } else { spared };
    super::api_additional::ask_pick(&mut s, who, &ids)
}
