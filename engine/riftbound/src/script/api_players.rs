//! What an effect does to a player other than through a card: another player draws (« its
//! controller draws 2 »), the controller gains points outside scoring (466.1.a.1: « you score 1
//! point »), and whether one of the card's dependent abilities is active (727.1.c), the
//! condition of a dependent triggered ability (« [Légion][>] Lorsque vous me jouez, … »).

use super::Ctx;
use super::api_support::{Res, acts, err, within};
use crate::events::BoardEvent;
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
                let n = within(n, 0..=100, "gain_points")? as u32;
                let mut s = ctx.state();
                acts(&s, "gain_points")?;
                let player = s.controller;
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
