//! What an effect does to a player other than through a card: another player draws (« its
//! controller draws 2 »), the controller gains points outside scoring (466.1.a.1: « you score 1
//! point »), and whether one of the card's dependent abilities is active (727.1.c), the
//! condition of a dependent triggered ability (« [Légion][>] Lorsque vous me jouez, … »).

use super::Ctx;
use super::api_support::{Res, acts, err, within};
use crate::events::{BoardEvent, EffectEvent};
use crate::query::conditions::active_dependents_iter;
use grimoire_core::script::ApiFn;

/// Players acted on by effects. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "player_draws",
        &["seat", "n"],
        "a player draws n cards (« its controller draws 2 », « they draw 1 »); burning out as a \
         draw does (431)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64, n: i64| -> Res<()> {
                super::api::draws(ctx, Some(p), n, "player_draws")
            });
        },
    ),
    ApiFn::call(
        "gain_points",
        &["n"],
        "the controller gains n points (« you score 1 point »): not a Conquer or a Hold, so not \
         limited as the winning point of a score is (466.1.a.1); the game is won in the next \
         cleanup (467)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                gains_points(ctx, None, n, "gain_points")
            });
        },
    ),
    ApiFn::call(
        "player_channels",
        &["seat", "n", "exhausted"],
        "a player channels the top n runes of their rune deck, exhausted if `exhausted` (« its \
         owner channels 1 rune exhausted », 430.1–430.2); how many, fewer if the deck has fewer",
        |e, name| {
            e.register_fn(
                name,
                |ctx: &mut Ctx, seat: i64, n: i64, exhausted: bool| -> Res<i64> {
                    let n = within(n, 0..=12, "player_channels")?;
                    let mut s = ctx.state();
                    acts(&s, "player_channels")?;
                    let p = super::api_queries::seat(&s.game, seat)?;
                    Ok(
                        crate::rules::to_hand::channel(&mut s.game, p, n as usize, exhausted)
                            as i64,
                    )
                },
            );
        },
    ),
    ApiFn::call(
        "units_enter_ready_this_turn",
        &[],
        "this turn the units the controller plays enter ready (« Units you play this turn enter \
         ready », against 143.4); ends in the Expiration Step (317.2)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "units_enter_ready_this_turn")?;
                let player = s.controller;
                s.game.players[player.index()].units_enter_ready = true;
                s.game
                    .emit(|_| EffectEvent::UnitsEnterReady { player }.into());
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "cannot_play_this_turn",
        &["seat"],
        "this turn the player cannot play cards (« opponents can't play cards this turn »); ends \
         in the Expiration Step (317.2)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, seat: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "cannot_play_this_turn")?;
                let player = super::api_queries::seat(&s.game, seat)?;
                s.game.players[player.index()].cannot_play = true;
                s.game.emit(|_| EffectEvent::CannotPlay { player }.into());
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "players",
        &[],
        "the seats of every player, in turn order from the turn player (« each player … »)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> rhai::Array {
                let s = ctx.state();
                let mut p = s.game.turn.player;
                let mut out = rhai::Array::new();
                for _ in 0..s.game.players.len() {
                    out.push(rhai::Dynamic::from(p.0 as i64 + 1));
                    p = s.game.next_player(p);
                }
                out
            });
        },
    ),
    ApiFn::call(
        "opponents",
        &[],
        "the seats of the controller's opponents, in seat order (« an opponent's score »)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> rhai::Array {
                let s = ctx.state();
                let me = s.controller;
                let seats = s.game.player_ids().filter(|&p| p != me);
                seats.map(|p| rhai::Dynamic::from(p.0 as i64 + 1)).collect()
            });
        },
    ),
    ApiFn::call(
        "opponents_points",
        &[],
        "the most points an opponent of the controller has (« an opponent's score is within 3 \
         points of the Victory Score »)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> i64 {
                let s = ctx.state();
                let me = s.controller;
                let others = s.game.player_ids().filter(|&p| p != me);
                others
                    .map(|p| s.game.players[p.index()].points as i64)
                    .max()
                    .unwrap_or(0)
            });
        },
    ),
    ApiFn::call(
        "victory_score",
        &[],
        "the points a player needs to win the game (the Victory Score of the mode played, 467, \
         with what continuous abilities raise it by, 478.3)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> i64 {
                crate::query::victory::score(&ctx.state().game) as i64
            });
        },
    ),
    ApiFn::call(
        "ability_active",
        &["name"],
        "whether this card's dependent ability behind the function `name` (`\"legion\"`, \
         `\"level_2\"`) is active now (727.1.c): the condition of « [Légion][>] Lorsque vous me \
         jouez, … »",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, ability: &str| -> Res<bool> {
                let s = ctx.state();
                let card = s.game.card(s.source);
                if !card.abilities.iter().any(|f| &*f.name == ability) {
                    return err(format!(
                        "ability_active: {} has no ability `{ability}`",
                        s.game.label(s.source)
                    ));
                }
                Ok(active_dependents_iter(&s.game, s.source).any(|f| &*f.name == ability))
            });
        },
    ),
];

/// A player (the controller without `seat`) gains n points outside scoring (466.1.a.1): the
/// game is won in the next cleanup (467).
pub(super) fn gains_points(ctx: &mut Ctx, seat: Option<i64>, n: i64, name: &str) -> Res<()> {
    let n = within(n, 0..=100, name)? as u32;
    let mut s = ctx.state();
    acts(&s, name)?;
    let player = match seat {
        Some(seat) => super::api_queries::seat(&s.game, seat)?,
        None => s.controller,
    };
    let total = {
        let p = &mut s.game.players[player.index()];
        p.points += n;
        p.points
    };
    s.game.emit(|_| {
        BoardEvent::GainsPoints {
            player,
            points: n,
            total,
        }
        .into()
    });
    Ok(())
}
