//! Read-only questions for `ctx`: who is where, Might, keywords, control, XP, points, cards
//! played this turn, battlefields controlled. Players are seats: 1, 2…

use super::Ctx;
use super::api_choose::location;
use super::api_support::{Res, charge_list, err, object};
use crate::model::card::CardKind;
use crate::query::keywords;
use crate::state::GameExt;
use crate::state::{Game, PlayerId};
use grimoire_core::script::ApiFn;
use rhai::{Array, Dynamic};

/// The player a script names by seat (1, 2…), or a script error naming the seats there are.
pub(super) fn seat(game: &Game, p: i64) -> Res<PlayerId> {
    if (1..=game.players.len() as i64).contains(&p) {
        Ok(PlayerId(p as u8 - 1))
    } else {
        err(format!(
            "no player {p}: players are numbered 1 to {}",
            game.players.len()
        ))
    }
}

/// Queries about objects and players. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "units_at",
        &["location"],
        "the ids of the units at a location: a location word, or a battlefield's id",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, at: &str| -> Res<Array> {
                let s = ctx.reading();
                let zone = location(&s, at)?.zone();
                let g = &s.game;
                super::reads::units_and_gear_at(g, zone);
                charge_list(&s, g.zone_slice(zone).len())?;
                // A location is not an ordered zone: its objects come in arena order.
                Ok(g.objects_in(zone)
                    .filter(|o| o.kind == CardKind::Unit)
                    .map(|o| Dynamic::from(o.id.0 as i64))
                    .collect())
            });
            e.register_fn(name, |ctx: &mut Ctx, bf: i64| -> Res<Array> {
                let s = ctx.state();
                let o = object(&s.game, bf)?.ok_or("units_at a battlefield that is gone")?;
                let Some(b) = s.game.battlefield_of_card(o) else {
                    return err(format!(
                        "units_at: {} is not a battlefield",
                        s.game.label(o)
                    ));
                };
                let ids: Array = crate::query::board::units_in(&s.game, b)
                    .map(|u| Dynamic::from(u.0 as i64))
                    .collect();
                charge_list(&s, ids.len())?;
                Ok(ids)
            });
        },
    ),
    ApiFn::call(
        "label",
        &["id"],
        "its label in traces and scenarios (`recrue#2`)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<String> {
                let s = ctx.state();
                let o = object(&s.game, id)?.ok_or("label of an object that is gone")?;
                Ok(s.game.label(o).to_string())
            });
        },
    ),
    // Of a target no longer legal (-1): null (359.3.e.12), `()`.
    ApiFn::call(
        "controller_of",
        &["id"],
        "the seat of its controller; a battlefield's, or `()` while no one controls it (187.2); \
         `()` for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<Dynamic> {
                let s = ctx.state();
                let seat = |p: PlayerId| Dynamic::from(p.0 as i64 + 1);
                Ok(match object(&s.game, id)? {
                    // 187.2: a battlefield is controlled by a player or by no one.
                    Some(o) => match s.game.battlefield_of_card(o) {
                        Some(b) => s.game.battlefields[b.index()]
                            .controller
                            .map_or(Dynamic::UNIT, seat),
                        // 808.1.d.3: a unit that has just died, as it was.
                        None => seat(
                            s.game
                                .last_known(o)
                                .map_or(s.game.obj(o).controller, |lk| lk.controller),
                        ),
                    },
                    None => Dynamic::UNIT,
                })
            });
        },
    ),
    ApiFn::call(
        "keywords",
        &["id"],
        "the names of its keywords (722.1); empty for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<Array> {
                let mut s = ctx.state();
                // A target no longer legal (-1) has no keywords to read (359.3.e.12).
                let Some(o) = object(&s.game, id)? else {
                    return Ok(Array::new());
                };
                super::api_might::reads(&mut s, crate::rules::layers::reads_every_keyword());
                let g = &s.game;
                let mut names: Vec<String> = Vec::new();
                // 722.1: keywords are characteristics, inactive text included.
                for (kw, _) in keywords::characteristics(g, o) {
                    let name = g.catalog.glossary.get(kw).fr.clone();
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
                Ok(names.into_iter().map(Dynamic::from).collect())
            });
        },
    ),
    ApiFn::call(
        "keyword_value",
        &["id", "name"],
        "the keyword's number on it, 0 without one; `()` for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, name: &str| -> Res<Dynamic> {
                let mut s = ctx.state();
                let kw = super::api_support::keyword(&s.game, name)?;
                // Of a target no longer legal (-1): null (359.3.e.12).
                let Some(o) = object(&s.game, id)? else {
                    return Ok(Dynamic::UNIT);
                };
                super::api_might::reads_kw(&mut s, kw);
                Ok((keywords::characteristic_value(&s.game, o, kw).unwrap_or(0) as i64).into())
            });
        },
    ),
    ApiFn::call(
        "is_buffed",
        &["id"],
        "whether it has a buff; of a unit that has just died, whether it had one (808.1.d.3)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                // 808.1.d.3: of a unit that has just died, whether it had one.
                Ok(
                    object(&s.game, id)?.is_some_and(|o| match s.game.last_known(o) {
                        Some(lk) => lk.buffed,
                        None => s.game.obj(o).buffs > 0,
                    }),
                )
            });
        },
    ),
    ApiFn::call(
        "is_exhausted",
        &["id"],
        "whether it is exhausted",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                Ok(object(&s.game, id)?.is_some_and(|o| s.game.obj(o).exhausted))
            });
        },
    ),
    ApiFn::call("xp", &["seat"], "a player's XP", |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, p: i64| -> Res<i64> {
            let s = ctx.state();
            Ok(s.game.players[seat(&s.game, p)?.index()].xp as i64)
        });
    }),
    ApiFn::call("points", &["seat"], "a player's points", |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, p: i64| -> Res<i64> {
            let s = ctx.state();
            Ok(s.game.players[seat(&s.game, p)?.index()].points as i64)
        });
    }),
    ApiFn::call(
        "cards_played",
        &["seat"],
        "how many cards a player has played this turn",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64| -> Res<i64> {
                let s = ctx.state();
                Ok(s.game.players[seat(&s.game, p)?.index()].cards_played_this_turn as i64)
            });
        },
    ),
    ApiFn::call(
        "battlefields_controlled",
        &["seat"],
        "the ids of the battlefields a player controls",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64| -> Res<Array> {
                let s = ctx.state();
                let p = seat(&s.game, p)?;
                Ok(s.game
                    .battlefields
                    .iter()
                    .filter(|b| b.controller == Some(p))
                    .map(|b| Dynamic::from(b.obj.0 as i64))
                    .collect())
            });
        },
    ),
];
