//! Read-only questions for `ctx`: who is where, Might, keywords, control, XP, points, cards
//! played this turn, battlefields controlled. Players are seats: 1, 2…

use super::Ctx;
use super::api_choose::location;
use super::api_support::{Res, charge_list, err, object};
use crate::model::card::CardKind;
use crate::query::keywords;
use crate::state::GameExt;
use crate::state::{Game, PlayerId};
use rhai::{Array, Dynamic, Engine};

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

pub fn register(engine: &mut Engine) {
    engine.register_fn("units_at", |ctx: &mut Ctx, at: &str| -> Res<Array> {
        let s = ctx.state();
        let zone = location(&s, at)?.zone();
        let g = &s.game;
        charge_list(&s, g.zone_slice(zone).len())?;
        // A location is not an ordered zone: its objects come in arena order.
        Ok(g.objects_in(zone)
            .filter(|o| o.kind == CardKind::Unit)
            .map(|o| Dynamic::from(o.id.0 as i64))
            .collect())
    });
    engine.register_fn("units_at", |ctx: &mut Ctx, bf: i64| -> Res<Array> {
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
    engine.register_fn("label", |ctx: &mut Ctx, id: i64| -> Res<String> {
        let s = ctx.state();
        let o = object(&s.game, id)?.ok_or("label of an object that is gone")?;
        Ok(s.game.label(o).to_string())
    });
    // Of a target no longer legal (-1): null (359.3.e.12), `()`.
    engine.register_fn("controller_of", |ctx: &mut Ctx, id: i64| -> Res<Dynamic> {
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
    engine.register_fn("keywords", |ctx: &mut Ctx, id: i64| -> Res<Array> {
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
    engine.register_fn(
        "keyword_value",
        |ctx: &mut Ctx, id: i64, name: &str| -> Res<Dynamic> {
            let mut s = ctx.state();
            let kw = super::api_support::keyword(&s.game, name)?;
            // Of a target no longer legal (-1): null (359.3.e.12).
            let Some(o) = object(&s.game, id)? else {
                return Ok(Dynamic::UNIT);
            };
            super::api_might::reads_kw(&mut s, kw);
            Ok((keywords::characteristic_value(&s.game, o, kw).unwrap_or(0) as i64).into())
        },
    );
    engine.register_fn("is_buffed", |ctx: &mut Ctx, id: i64| -> Res<bool> {
        let s = ctx.state();
        // 808.1.d.3: of a unit that has just died, whether it had one.
        Ok(
            object(&s.game, id)?.is_some_and(|o| match s.game.last_known(o) {
                Some(lk) => lk.buffed,
                None => s.game.obj(o).buffs > 0,
            }),
        )
    });
    engine.register_fn("is_exhausted", |ctx: &mut Ctx, id: i64| -> Res<bool> {
        let s = ctx.state();
        Ok(object(&s.game, id)?.is_some_and(|o| s.game.obj(o).exhausted))
    });
    engine.register_fn("xp", |ctx: &mut Ctx, p: i64| -> Res<i64> {
        let s = ctx.state();
        Ok(s.game.players[seat(&s.game, p)?.index()].xp as i64)
    });
    engine.register_fn("points", |ctx: &mut Ctx, p: i64| -> Res<i64> {
        let s = ctx.state();
        Ok(s.game.players[seat(&s.game, p)?.index()].points as i64)
    });
    engine.register_fn("cards_played", |ctx: &mut Ctx, p: i64| -> Res<i64> {
        let s = ctx.state();
        Ok(s.game.players[seat(&s.game, p)?.index()].cards_played_this_turn as i64)
    });
    engine.register_fn(
        "battlefields_controlled",
        |ctx: &mut Ctx, p: i64| -> Res<Array> {
            let s = ctx.state();
            let p = seat(&s.game, p)?;
            Ok(s.game
                .battlefields
                .iter()
                .filter(|b| b.controller == Some(p))
                .map(|b| Dynamic::from(b.obj.0 as i64))
                .collect())
        },
    );
}
