//! Conditions cards print that the other families do not ask: whether a dependent keyword's
//! condition holds for the card now (727.1.c: « [Legion] - [Add] [1] » on an activated ability,
//! where no ability function of the keyword's own carries it), and how many of a player's units
//! died this turn (« if an enemy unit has died this turn, this costs [2] less »).

use super::Ctx;
use super::api_support::{Res, err, keyword, within};
use crate::query::conditions::active;
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "keyword_condition",
        &["name", "value"],
        "whether the condition of the dependent keyword `name` (`\"Legion\"`, `\"Level\"` with its \
     number `value`) holds for this card now (727.1.c, 812.1.c, 824.1.c): the condition of « \
     [Legion] - … » printed in an ability's effect; true for a keyword without one",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, kw: &str, value: i64| -> Res<bool> {
                let s = ctx.state();
                let kw = keyword(&s.game, kw)?;
                let value = within(value, 0..=1_000, "keyword_condition")? as i32;
                Ok(active(&s.game, s.source, kw, value))
            });
        },
    ),
    ApiFn::call(
        "units_died_this_turn",
        &["side"],
        "how many units died this turn that were, as they died, the controller's (`\"friendly\"`), \
     an opponent's (`\"enemy\"`) or anyone's (`\"any\"`) (« if an enemy unit has died this \
     turn »); tokens included, a death a replacement prevented not (369)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, side: &str| -> Res<i64> {
            let s = ctx.state();
            let me = s.controller;
            let count = |p: crate::state::PlayerId| i64::from(s.game.players[p.index()].units_died_this_turn);
            let all = s.game.player_ids();
            Ok(match side {
                "friendly" => count(me),
                "enemy" => all.filter(|&p| p != me).map(count).sum(),
                "any" => all.map(count).sum(),
                other => {
                    return err(format!(
                        "units_died_this_turn: the side is \"friendly\", \"enemy\" or \"any\", not \"{other}\""
                    ));
                }
            })
        });
        },
    ),
];
