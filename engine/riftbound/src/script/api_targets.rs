//! `ctx.choose_targets`: targets with filters (355.5), "up to N" (355.13), limited to where a
//! card was played from face down (811.1.d.2). The filter is read once into typed values; the
//! candidates are the board's objects only, and the prompt is written in one pass.

use super::Ctx;
use super::api_choose::location;
use super::api_support::{Res, err, fault, hidden_at};
use crate::events::{ChainEvent, bf_name};
use crate::model::card::CardKind;
use crate::query::scan;
use crate::rules::RulesError;
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::object::Object;
use crate::state::{BfId, Game, GameExt, Location, ObjId, Zone};
use grimoire_core::code::lint::words::type_name_noun as noun;
use grimoire_core::script::CallState;
use rhai::{Array, Dynamic, Engine, Map};
use std::fmt::Write;

pub fn register(engine: &mut Engine) {
    engine.register_fn("choose_targets", choose);
}

/// What may be chosen (`what`).
#[derive(Clone, Copy, PartialEq)]
enum What {
    Unit,
    Gear,
    Battlefield,
    UnitOrGear,
}

impl What {
    const ALL: [(&str, What); 4] = [
        ("unit", What::Unit),
        ("gear", What::Gear),
        ("battlefield", What::Battlefield),
        ("unit_or_gear", What::UnitOrGear),
    ];

    /// As prompts write it.
    fn text(self) -> &'static str {
        match self {
            What::Unit => "unit",
            What::Gear => "gear",
            What::Battlefield => "battlefield",
            What::UnitOrGear => "unit or gear",
        }
    }

    fn accepts(self, kind: CardKind) -> bool {
        match self {
            What::Unit => kind == CardKind::Unit,
            What::Gear => kind == CardKind::Gear,
            What::UnitOrGear => matches!(kind, CardKind::Unit | CardKind::Gear),
            What::Battlefield => kind == CardKind::Battlefield,
        }
    }
}

/// Whose (`side`), relative to the controller.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    Any,
    Friendly,
    Enemy,
}

impl Side {
    const ALL: [(&str, Side); 3] = [
        ("any", Side::Any),
        ("friendly", Side::Friendly),
        ("enemy", Side::Enemy),
    ];

    /// As prompts write it: nothing for any side.
    fn text(self) -> &'static str {
        match self {
            Side::Any => "",
            Side::Friendly => "friendly",
            Side::Enemy => "enemy",
        }
    }
}

/// Where a target must be.
#[derive(Clone, Copy)]
enum At {
    Anywhere,
    Location(Location),
    /// Anywhere but there (« à un autre endroit »): not at the source's location.
    Elsewhere(Location),
    /// At a base, its own controller's (« une unité dans sa base », 820.2.a's Barrage de
    /// roquettes): any player's unit, as long as it is at home.
    OwnBase,
}

/// What `choose` looks for, read from its map.
struct Spec {
    what: What,
    side: Side,
    at: At,
    min: usize,
    max: usize,
}

fn spec(s: &CallState<crate::Riftbound>, map: &Map) -> Res<Spec> {
    for key in map.keys() {
        if !super::notes::TARGET_KEYS.contains(&key.as_str()) {
            return err(format!(
                "unknown key `{key}` in choose_targets: expected what, side, at, count, up_to"
            ));
        }
    }
    let text = |k: &str, default: &'static str| -> Res<rhai::ImmutableString> {
        match map.get(k) {
            None => Ok(default.into()),
            Some(v) => v
                .clone()
                .into_immutable_string()
                .map_err(|t| format!("choose_targets: `{k}` is text, not {}", noun(t)).into()),
        }
    };
    let number = |k: &str| -> Res<Option<usize>> {
        match map.get(k) {
            None => Ok(None),
            Some(v) => match v.as_int() {
                Ok(n) if (0..=20).contains(&n) => Ok(Some(n as usize)),
                _ => err(format!("choose_targets: `{k}` is a number from 0 to 20")),
            },
        }
    };
    let what = text("what", "unit")?;
    let Some(&(_, what)) = What::ALL.iter().find(|(w, _)| *w == what.as_str()) else {
        return err(format!(
            "choose_targets: unknown `what` \"{what}\": expected \"unit\", \"gear\", \"unit_or_gear\" or \"battlefield\""
        ));
    };
    let side = text("side", "any")?;
    let Some(&(_, side)) = Side::ALL.iter().find(|(w, _)| *w == side.as_str()) else {
        return err(format!(
            "choose_targets: unknown `side` \"{side}\": expected \"any\", \"friendly\" or \"enemy\""
        ));
    };
    let at = match text("at", "anywhere")?.as_str() {
        "anywhere" => At::Anywhere,
        "own_base" => At::OwnBase,
        "elsewhere" => At::Elsewhere(location(s, "here")?),
        name => At::Location(location(s, name)?),
    };
    let (min, max) = match (number("count")?, number("up_to")?) {
        (Some(_), Some(_)) => return err("choose_targets: give `count` or `up_to`, not both"),
        (Some(0), None) => {
            return err("choose_targets: `count` is at least 1 (use `up_to` for zero)");
        }
        (Some(n), None) => (n, n),
        (None, Some(n)) => (0, n), // 355.13: any number up to N, zero included.
        (None, None) => (1, 1),
    };
    Ok(Spec {
        what,
        side,
        at,
        min,
        max,
    })
}

/// 811.1.d.2: the battlefield the choice is limited to — where the card was played from face
/// down (`hidden`) — unless the ability's own `at` excludes that battlefield, which makes the
/// limit impossible and leaves the choice free.
fn hidden_limit(hidden: Option<BfId>, spec: &Spec) -> Option<BfId> {
    let b = hidden?;
    let here = Location::Battlefield(b);
    let possible = match spec.at {
        At::Anywhere => true,
        At::Location(l) => l == here,
        At::Elsewhere(l) => l != here,
        At::OwnBase => false,
    };
    possible.then_some(b)
}

/// The objects `spec` allows, in arena order. Only objects on the board can be: those at a
/// location and the battlefields in play, read from the zone index and the battlefield list
/// rather than from the whole arena, then put back in arena order.
fn legal(s: &CallState<crate::Riftbound>, spec: &Spec, limit: Option<BfId>) -> Vec<ObjId> {
    let game = &s.game;
    let me = s.controller;
    let ok = |o: &Object| {
        let kind = game.catalog.card(o.card).kind;
        if !spec.what.accepts(kind) {
            return false;
        }
        let (on_board, mine) = if kind == CardKind::Battlefield {
            let bf = game.battlefield_of_card(o.id).map(|b| game.battlefield(b));
            (bf.is_some(), bf.and_then(|b| b.controller).map(|c| c == me))
        } else {
            (o.zone.is_location(), Some(o.controller == me))
        };
        let side_ok = match spec.side {
            Side::Friendly => mine == Some(true),
            // An uncontrolled battlefield is neither friendly nor enemy.
            Side::Enemy => mine == Some(false),
            Side::Any => true,
        };
        let at_ok = match spec.at {
            At::Anywhere => true,
            At::Location(l) => o.zone == l.zone(),
            At::Elsewhere(l) => o.zone != l.zone(),
            At::OwnBase => o.zone == Zone::Base(o.controller),
        };
        let hidden_ok = match limit {
            None => true,
            Some(b) if kind == CardKind::Battlefield => game.battlefield_of_card(o.id) == Some(b),
            Some(b) => o.zone == Zone::Battlefield(b),
        };
        on_board && side_ok && at_ok && hidden_ok
    };
    let board = |o: &ObjId| ok(game.obj(*o));
    let mut ids: Vec<ObjId> = if spec.what == What::Battlefield {
        game.battlefields
            .iter()
            .map(|b| b.obj)
            .filter(board)
            .collect()
    } else {
        let room = scan::locations(game)
            .map(|z| game.zone_slice(z).len())
            .sum();
        let mut ids = Vec::with_capacity(room);
        for zone in scan::locations(game) {
            ids.extend(game.zone_slice(zone).iter().filter(|o| board(o)));
        }
        ids
    };
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// Where the targets must be, as prompts and messages write it (" at …", or nothing).
fn at_text(game: &Game, spec: &Spec, hidden: Option<BfId>, limit: Option<BfId>) -> String {
    let mut at = match spec.at {
        At::Anywhere => String::new(),
        At::Location(l) => format!(" at {}", game.zone_name(l.zone())),
        At::Elsewhere(l) => format!(" elsewhere than {}", game.zone_name(l.zone())),
        At::OwnBase => " at its own base".into(),
    };
    if let (Some(b), Some(_)) = (hidden, limit) {
        let _ = write!(
            at,
            " at {}, where it was played from face down (811.1.d.2)",
            game.bf_label(b)
        );
    }
    at
}

/// How many are chosen, as prompts and messages write it.
fn count_text(out: &mut String, spec: &Spec) {
    let _ = if spec.min == spec.max {
        write!(out, "{}", spec.max)
    } else {
        write!(out, "up to {}", spec.max)
    };
}

/// `ctx.choose_targets(#{what, side, at, count, up_to})`: while the card is played (355.5), its
/// controller chooses targets; returns their ids. `what`: "unit" (default), "gear",
/// "unit_or_gear", "battlefield"; `side`: "any" (default), "friendly", "enemy"; `at`:
/// "anywhere" (default), "here", "base" (the controller's), "own_base" (each object's own
/// controller's base) or a battlefield; `count` N (default 1) or `up_to` N
/// (355.13: zero or more).
fn choose(ctx: &mut Ctx, map: Map) -> Res<Array> {
    let mut s = ctx.state();
    if s.phase != CallPhase::Choose {
        return err(
            "choose_targets is called from a `choose` function, while the card is played (355)",
        );
    }
    let spec = spec(&s, &map)?;
    let hidden = hidden_at(&s);
    let limit = hidden_limit(hidden, &spec);
    let ids = legal(&s, &spec, limit);
    if let (Some(b), None) = (hidden, limit) {
        let card = s.source;
        s.game.emit(|g| {
            let at = at_text(g, &spec, hidden, limit);
            ChainEvent::HiddenRestrictionIgnored {
                card: g.label(card).clone(),
                battlefield: bf_name(g, b),
                restriction: at.trim().to_string(),
            }
            .into()
        });
    }
    let source = &s.game.label(s.source);
    let (side, what) = (spec.side.text(), spec.what.text());
    let at = at_text(&s.game, &spec, hidden, limit);
    if ids.len() < spec.min {
        let mut count = String::new();
        count_text(&mut count, &spec);
        let e = RulesError::illegal(format!(
            "{source} has no legal target: it needs {count} {side} {what}{at} (355.8)"
        ));
        return fault(&mut s.fault, Err(e)).map(|()| Array::new());
    }
    // "target of Source (2 friendly unit at …)", the side left out for any side. A double
    // space elsewhere (in a label) is made single, as it always was.
    let mut prompt = format!("target of {source} (");
    count_text(&mut prompt, &spec);
    let _ = match side {
        "" => write!(prompt, " {what}{at})"),
        _ => write!(prompt, " {side} {what}{at})"),
    };
    if prompt.contains("  ") {
        prompt = prompt.replace("  ", " ");
    }
    let options: Vec<DecisionOption> = DecisionOption::objects(&s.game, &ids);
    let max = spec.max.min(options.len());
    let decision = Decision::some(
        s.controller,
        DecisionKind::Target,
        prompt,
        options,
        spec.min,
        max,
    );
    let s = &mut *s;
    let answer = match ask(&mut s.game, &mut s.agent, decision) {
        Ok(a) => a,
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| Array::new()),
    };
    if answer.is_empty() {
        let (player, card) = (s.controller, s.source);
        s.game.emit(|g| {
            ChainEvent::NoTarget {
                player,
                card: g.label(card).clone(),
            }
            .into()
        });
    }
    Ok(answer
        .into_iter()
        .map(|i| {
            let h = s.game.obj(ids[i]).handle();
            s.chosen.push(h.into());
            Dynamic::from(ids[i].0 as i64)
        })
        .collect())
}
