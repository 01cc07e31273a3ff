//! Reads the text of cards asks of the game: the cards of a player's trash and a card's printed
//! Might (« for each Mighty unit in your trash »: a trash is public, 130.6, and a unit card
//! there is Mighty by its printed Might, 711), and where a unit's last move began (« when I
//! move, make a token where I was »: the move's Origin, 442.1, which the rules keep for each
//! unit's last move this turn).

use super::Ctx;
use super::api_support::{Res, charge_list, object};
use crate::state::{GameExt, Zone};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "trash_cards",
        &["seat"],
        "the ids of the cards in a player's trash, in the trash's order (a trash is public, \
         130.6); `ctx.printed_might` reads a unit card there (711)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, seat: i64| -> Res<rhai::Array> {
                let s = ctx.reading();
                let p = super::api_queries::seat(&s.game, seat)?;
                super::reads::zone(&s.game, Zone::Trash(p));
                let cards = s.game.in_zone(Zone::Trash(p));
                charge_list(&s, cards.len())?;
                Ok(cards.iter().map(|o| (o.0 as i64).into()).collect())
            });
        },
    ),
    ApiFn::call(
        "printed_might",
        &["id"],
        "a card's printed Might, wherever it is — a unit card in a trash, a hand or a deck is \
         Mighty by it (709, 711) —, or a gear's printed Might Bonus; `()` for -1 or a card with \
         none",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<rhai::Dynamic> {
                let s = ctx.reading();
                let Some(o) = object(&s.game, id)? else {
                    return Ok(rhai::Dynamic::UNIT);
                };
                // Printed: the same for the game's whole length, nothing to record as read.
                let printed = s.game.catalog.card(s.game.obj(o).card).might;
                Ok(printed.map_or(rhai::Dynamic::UNIT, |m| (m as i64).into()))
            });
        },
    ),
    // 442.1: a move's Origin, kept by the rules for each unit's last move this turn.
    ApiFn::call(
        "moved_from",
        &["id"],
        "where the unit's last move this turn began (442.1, its Origin), as a location the card \
         API reads back: `\"base\"` (its controller's) or a battlefield's label; `()` for -1, a \
         unit that has not moved this turn, or another player's base",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<rhai::Dynamic> {
                let s = ctx.state();
                let Some(o) = object(&s.game, id)? else {
                    return Ok(rhai::Dynamic::UNIT);
                };
                Ok(match crate::rules::movement::last_origin(&s.game, o) {
                    Some((Zone::Base(p), _)) if p == s.game.obj(o).controller => "base".into(),
                    Some((Zone::Battlefield(b), _)) => s.game.bf_label(b).to_string().into(),
                    _ => rhai::Dynamic::UNIT,
                })
            });
        },
    ),
];
