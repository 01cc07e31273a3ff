//! What the text of battlefields and of moving units asks of the rules: another player gaining
//! points or XP (« that player gains 1 point » at each player's first Beginning Phase,
//! 466.1.a.1, 730.1),
//! how many times an ability has been asked this turn (« the third time I move in a turn »,
//! 383.1.b), how many objects of a list a player controls (« if you have 4+ units here ») and how many
//! cards they hid at battlefields, and
//! a player winning by an effect's word (302: play goes on until one player wins).

use super::Ctx;
use super::api_queries::seat;
use super::api_support::{Res, acts, object, within};
use crate::events::TurnEvent;
use grimoire_core::script::ApiFn;

/// Battlefields, places and moves. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "player_gains_points",
        &["seat", "n"],
        "a player gains n points (« that player gains 1 point »): not a Conquer or a Hold \
         (466.1.a.1); the game is won in the next cleanup (467)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64, n: i64| -> Res<()> {
                super::api_players::gains_points(ctx, Some(p), n, "player_gains_points")
            });
        },
    ),
    ApiFn::call(
        "player_gains_xp",
        &["seat", "n"],
        "a player gains n XP (« that player gains 1 XP », 730.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64, n: i64| -> Res<()> {
                let n = within(n, 0..=100, "player_gains_xp")? as u32;
                let mut s = ctx.state();
                acts(&s, "player_gains_xp")?;
                let player = seat(&s.game, p)?;
                crate::rules::xp::gain_xp(&mut s.game, player, n);
                Ok(())
            });
        },
    ),
    // 383.1.b: « the second / third time … in a turn » — the count of the asks of this ability
    // of this card this turn, this one included (kept beside `first_time_this_turn`'s marks,
    // forgotten as a turn begins).
    ApiFn::call(
        "times_this_turn",
        &[],
        "how many times this ability of this card has asked it this turn, this time included: 3 \
         the third time (« the third time I move in a turn », 383.1.b); ask it last in a \
         condition, once the rest holds",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> i64 {
                let mut s = ctx.state();
                let me = s.game.obj(s.source).handle();
                let asked: std::rc::Rc<str> = s.function.as_str().into();
                let before = s
                    .game
                    .ext
                    .firsts
                    .iter()
                    .filter(|(h, f)| *h == me && *f == asked)
                    .count();
                s.game.ext.firsts.push((me, asked));
                before as i64 + 1
            });
        },
    ),
    // 107.3.b: a facedown card at a battlefield is its controller's, the player who hid it.
    ApiFn::call(
        "facedown_cards",
        &["seat"],
        "how many cards a player controls face down at battlefields (« if you control a facedown \
         card at a battlefield », 107.3.b)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64| -> Res<i64> {
                let s = ctx.state();
                let player = seat(&s.game, p)?;
                let n = crate::query::scan::battlefield_ids(&s.game)
                    .flat_map(|b| s.game.zone_slice(crate::state::Zone::Facedown(b)))
                    .filter(|&&o| s.game.obj(o).controller == player)
                    .count();
                Ok(n as i64)
            });
        },
    ),
    // 442.1: a move's Origin, kept by the rules for each unit's last move this turn.
    ApiFn::call(
        "moved_from_here",
        &["id"],
        "whether the unit's last move this turn was from this card's location — a battlefield's \
         own (« when a unit moves from here », 442.1); false for -1 or a unit that has not moved",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                let Some(o) = object(&s.game, id)? else {
                    return Ok(false);
                };
                let Some(here) = crate::query::targets::here(&s.game, s.source) else {
                    return Ok(false);
                };
                let here = here.zone();
                let last = crate::rules::movement::last_origin(&s.game, o);
                Ok(last.is_some_and(|(z, _)| z == here))
            });
        },
    ),
    ApiFn::call(
        "count_controlled",
        &["ids", "seat"],
        "how many of the objects listed a player controls (« if you have 5+ units here »)",
        |e, name| {
            e.register_fn(
                name,
                |ctx: &mut Ctx, ids: rhai::Array, p: i64| -> Res<i64> {
                    let s = ctx.state();
                    let player = seat(&s.game, p)?;
                    let mut n = 0;
                    for id in ids {
                        let id = id.as_int().map_err(|t| format!("an object id, not {t}"))?;
                        if let Some(o) = object(&s.game, id)?
                            && s.game.obj(o).controller == player
                        {
                            n += 1;
                        }
                    }
                    Ok(n)
                },
            );
        },
    ),
    ApiFn::call(
        "win_game",
        &[],
        "the controller wins the game, by the card's word (302); nothing more resolves",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "win_game")?;
                if s.game.turn.winner.is_some() {
                    return Ok(());
                }
                let player = s.controller;
                let source = s.source;
                s.game.turn.winner = Some(player);
                s.game.turn.priority = None;
                s.game.emit(|g| {
                    TurnEvent::WinsByEffect {
                        player,
                        card: g.label(source).clone(),
                    }
                    .into()
                });
                Ok(())
            });
        },
    ),
];
