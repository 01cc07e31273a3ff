//! Choices for `ctx` (355): targets with filters, "up to N" (355.13), modes (355.3), "you may",
//! and the split of damage among targets on resolution (355.14). Every choice is a Decision
//! offered with exactly its legal options.

use super::Ctx;
use super::api_support::{Res, err, fault, hidden_at};
use crate::events::{ChainEvent, bf_name};
use crate::model::card::CardKind;
use crate::query::scan;
use crate::rules::RulesError;
use crate::rules::damage::deal_damage;
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::state::GameExt;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue, Recipient};
use crate::state::{Game, Location, ObjId, Zone};
use grimoire_core::script::CallState;
use grimoire_core::state::chain::Target;
use rhai::{Array, Dynamic, Engine, Map};

pub fn register(engine: &mut Engine) {
    engine.register_fn("choose_targets", choose);
    engine.register_fn("targets", targets);
    engine.register_fn("choose_mode", choose_mode);
    engine.register_fn("mode", mode);
    engine.register_fn("you_may", you_may);
    engine.register_fn("split_damage", split_damage);
    engine.register_fn("location_of", location_of);
}

/// `ctx.location_of(id)`: where a permanent is, as a location name the card API reads back —
/// "base" (the controller's own base) or a battlefield's label.
fn location_of(ctx: &mut Ctx, id: i64) -> Res<String> {
    let s = ctx.state();
    let Some(o) = super::api_support::object(&s.game, id)? else {
        return err("location_of: -1 is no object (a target no longer legal)");
    };
    match s.game.obj(o).zone {
        Zone::Base(p) if p == s.controller => Ok("base".into()),
        Zone::Battlefield(b) => Ok(s.game.bf_label(b).to_string()),
        z => err(format!(
            "location_of: {} is in {}, not at a location its controller can name",
            s.game.obj(o).label,
            s.game.zone_name(z)
        )),
    }
}

/// A location named by a script: "base" (the controller's), "here" (the source's location),
/// or a battlefield's id or label.
pub(super) fn location(s: &CallState<crate::Riftbound>, name: &str) -> Res<Location> {
    let game = &s.game;
    match name {
        "base" => Ok(Location::Base(s.controller)),
        "here" => match game.obj(s.source).zone {
            Zone::Base(p) => Ok(Location::Base(p)),
            Zone::Battlefield(b) => Ok(Location::Battlefield(b)),
            // 808.1.d.3: a permanent that just died is "here" where it last was.
            z => match game.last_known(s.source).map(|lk| lk.zone) {
                Some(Zone::Base(p)) => Ok(Location::Base(p)),
                Some(Zone::Battlefield(b)) => Ok(Location::Battlefield(b)),
                _ => err(format!(
                    "\"here\" is the location of {}, which is in {}, not at a location (107.1)",
                    game.obj(s.source).label,
                    game.zone_name(z)
                )),
            },
        },
        _ => game
            .battlefields
            .iter()
            .position(|bf| *game.obj(bf.obj).label == *name || game.card(bf.obj).id == name)
            .map(|i| Location::Battlefield(crate::state::BfId(i as u8)))
            .ok_or_else(|| {
                format!("unknown location `{name}`: expected \"base\", \"here\" or a battlefield in play").into()
            }),
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

/// What `choose` looks for, read from its map. `what` and `side` are the accepted names
/// themselves, so reading them copies no text.
struct Spec {
    what: &'static str,
    side: &'static str,
    at: At,
    min: usize,
    max: usize,
}

/// The values `what` accepts, and `side`'s.
const WHATS: [&str; 4] = ["unit", "gear", "battlefield", "unit_or_gear"];
const SIDES: [&str; 3] = ["any", "friendly", "enemy"];

fn spec(s: &CallState<crate::Riftbound>, map: &Map) -> Res<Spec> {
    for key in map.keys() {
        if !["what", "side", "at", "count", "up_to"].contains(&key.as_str()) {
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
                .map_err(|t| format!("choose_targets: `{k}` is a string, not {t}").into()),
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
    let Some(what) = WHATS.into_iter().find(|w| *w == what.as_str()) else {
        return err(format!(
            "choose_targets: unknown `what` \"{what}\": expected \"unit\", \"gear\", \"unit_or_gear\" or \"battlefield\""
        ));
    };
    let side = text("side", "any")?;
    let Some(side) = SIDES.into_iter().find(|w| *w == side.as_str()) else {
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
/// down — unless the ability's own `at` excludes that battlefield, which makes the limit
/// impossible and leaves the choice free.
fn hidden_limit(s: &CallState<crate::Riftbound>, spec: &Spec) -> Option<crate::state::BfId> {
    let b = hidden_at(s)?;
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
fn legal(s: &CallState<crate::Riftbound>, spec: &Spec) -> Vec<ObjId> {
    let game = &s.game;
    let limit = hidden_limit(s, spec);
    let me = s.controller;
    let ok = |o: &crate::state::object::Object| {
        let kind = game.catalog.card(o.card).kind;
        let (on_board, mine) = if kind == CardKind::Battlefield {
            let bf = game.battlefield_of_card(o.id).map(|b| game.battlefield(b));
            (bf.is_some(), bf.and_then(|b| b.controller).map(|c| c == me))
        } else {
            (o.zone.is_location(), Some(o.controller == me))
        };
        let kind_ok = match spec.what {
            "unit" => kind == CardKind::Unit,
            "gear" => kind == CardKind::Gear,
            "unit_or_gear" => matches!(kind, CardKind::Unit | CardKind::Gear),
            _ => kind == CardKind::Battlefield,
        };
        let side_ok = match spec.side {
            "friendly" => mine == Some(true),
            // An uncontrolled battlefield is neither friendly nor enemy.
            "enemy" => mine == Some(false),
            _ => true,
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
        on_board && kind_ok && side_ok && at_ok && hidden_ok
    };
    let mut ids: Vec<ObjId> = game.battlefields.iter().map(|b| b.obj).collect();
    for zone in scan::locations(game) {
        ids.extend_from_slice(game.zone_slice(zone));
    }
    ids.sort_unstable();
    ids.dedup();
    ids.retain(|&o| ok(game.obj(o)));
    ids
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
    let ids = legal(&s, &spec);
    let source = s.game.obj(s.source).label.clone();
    let side = if spec.side == "any" { "" } else { spec.side };
    let what = spec.what.replace('_', " or ");
    let at = match spec.at {
        At::Anywhere => String::new(),
        At::Location(l) => format!(" at {}", s.game.zone_name(l.zone())),
        At::Elsewhere(l) => format!(" elsewhere than {}", s.game.zone_name(l.zone())),
        At::OwnBase => " at its own base".into(),
    };
    let at = match (hidden_at(&s), hidden_limit(&s, &spec)) {
        (Some(b), Some(_)) => format!(
            "{at} at {}, where it was played from face down (811.1.d.2)",
            s.game.bf_label(b)
        ),
        (Some(b), None) => {
            let card = s.source;
            s.game.emit(|g| {
                ChainEvent::HiddenRestrictionIgnored {
                    card: g.obj(card).label.clone(),
                    battlefield: bf_name(g, b),
                    restriction: at.trim().to_string(),
                }
                .into()
            });
            at
        }
        _ => at,
    };
    let count = if spec.min == spec.max {
        spec.max.to_string()
    } else {
        format!("up to {}", spec.max)
    };
    if ids.len() < spec.min {
        let e = RulesError::illegal(format!(
            "{source} has no legal target: it needs {count} {side} {what}{at} (355.8)"
        ));
        return fault(&mut s.fault, Err(e)).map(|()| Array::new());
    }
    let options: Vec<DecisionOption> = DecisionOption::objects(&s.game, &ids);
    let prompt = format!("target of {source} ({count} {side} {what}{at})").replace("  ", " ");
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
                card: g.obj(card).label.clone(),
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

/// Whether a chosen target is still legal (359.3.e): the same object, still on the board.
fn still_legal(game: &Game, t: Target) -> bool {
    t.object().is_some_and(|h| {
        let o = game.obj(h.obj);
        o.incarnation == h.incarnation && o.zone.is_board()
    })
}

/// `ctx.targets()`: every target chosen while playing, in order; `-1` for those no longer legal.
fn targets(ctx: &mut Ctx) -> Array {
    let s = ctx.state();
    s.targets
        .iter()
        .map(|&t| {
            Dynamic::from(match t.object() {
                Some(h) if still_legal(&s.game, t) => h.obj.0 as i64,
                _ => -1,
            })
        })
        .collect()
}

/// `ctx.choose_mode(["texte 1", "texte 2"])`: while playing, the controller chooses one mode
/// (355.3); returns its number, from 1. `ctx.mode()` reads it back on resolution.
fn choose_mode(ctx: &mut Ctx, modes: Array) -> Res<i64> {
    let mut s = ctx.state();
    if s.phase != CallPhase::Choose {
        return err(
            "choose_mode is called from a `choose` function, while the card is played (355.3)",
        );
    }
    if modes.len() < 2 || modes.len() > 10 {
        return err("choose_mode takes a list of 2 to 10 mode texts");
    }
    let mut options = Vec::new();
    for (i, m) in modes.into_iter().enumerate() {
        let text = m
            .into_string()
            .map_err(|t| format!("choose_mode: mode {} is {t}, not a string", i + 1))?;
        options.push(DecisionOption {
            label: format!("{}: {text}", i + 1),
            value: OptionValue::Index(i as u32),
        });
    }
    let source = s.game.obj(s.source).label.to_string();
    let decision = Decision::one(
        s.controller,
        DecisionKind::Mode,
        format!("mode of {source}"),
        options,
    );
    let s = &mut *s;
    let n = match ask(&mut s.game, &mut s.agent, decision) {
        Ok(a) => a[0] as i64 + 1,
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
    };
    s.chosen_modes.push(n);
    Ok(n)
}

/// `ctx.mode()`: on resolution, the mode chosen while playing (from 1); while playing, the one
/// just chosen.
fn mode(ctx: &mut Ctx) -> Res<i64> {
    let s = ctx.state();
    s.modes
        .first()
        .or(s.chosen_modes.last())
        .copied()
        .ok_or_else(|| "no mode was chosen: call ctx.choose_mode in `choose` (355.3)".into())
}

/// `ctx.you_may(text)`: the controller answers yes or no; returns true for yes.
fn you_may(ctx: &mut Ctx, text: &str) -> Res<bool> {
    let mut s = ctx.state();
    if text.is_empty() {
        return err("you_may needs the text of what the player may do");
    }
    let source = s.game.obj(s.source).label.to_string();
    let prompt = format!("{source}: you may {text}");
    let decision = Decision::yes_no(s.controller, prompt);
    let s = &mut *s;
    match ask(&mut s.game, &mut s.agent, decision) {
        Ok(a) => Ok(a[0] == 0),
        Err(e) => fault(&mut s.fault, Err(e)).map(|()| false),
    }
}

/// `ctx.split_damage(n)`: on resolution, the controller splits `n` damage among the targets
/// still legal (355.14.e): each gets at least 1 (355.14.f–g); with more targets than damage,
/// the controller's split leaves some out (355.14.h). Offered as every legal split.
fn split_damage(ctx: &mut Ctx, n: i64) -> Res<()> {
    let mut s = ctx.state();
    if s.phase != CallPhase::Resolve {
        return err("split_damage is called on resolution (355.14.e)");
    }
    if !(1..=12).contains(&n) {
        return err("split_damage: the amount is from 1 to 12");
    }
    let live: Vec<ObjId> = s
        .targets
        .iter()
        .filter(|&&t| still_legal(&s.game, t))
        .filter_map(|t| t.object().map(|h| h.obj))
        .filter(|&o| s.game.obj(o).zone.is_location())
        .collect();
    if live.is_empty() {
        return Ok(());
    }
    let mut splits = Vec::new();
    let k = live.len().min(n as usize);
    splits_of(n as i32, &live, k, &mut Vec::new(), &mut splits);
    let options: Vec<DecisionOption> = splits
        .iter()
        .map(|split: &Vec<(ObjId, i32)>| DecisionOption {
            label: split
                .iter()
                .map(|(o, d)| format!("{d} to {}", s.game.obj(*o).label))
                .collect::<Vec<_>>()
                .join(", "),
            value: OptionValue::Split(
                split
                    .iter()
                    .map(|&(o, n)| (Recipient::Object(o), n))
                    .collect(),
            ),
        })
        .collect();
    let source = s.game.obj(s.source).label.to_string();
    let prompt = format!("split of {n} damage from {source} (355.14)");
    let decision = Decision::one(
        s.controller,
        DecisionKind::DamageAssignment,
        prompt,
        options,
    );
    let s = &mut *s;
    let answer = match ask(&mut s.game, &mut s.agent, decision) {
        Ok(a) => a,
        Err(e) => return fault(&mut s.fault, Err(e)),
    };
    // The options are `splits`, in order.
    for &(o, d) in &splits[answer[0]] {
        deal_damage(&mut s.game, o, d, &source);
    }
    Ok(())
}

/// Every way to give `n` damage to exactly `k` of `units` (in order), each at least 1.
fn splits_of(
    n: i32,
    units: &[ObjId],
    k: usize,
    acc: &mut Vec<(ObjId, i32)>,
    out: &mut Vec<Vec<(ObjId, i32)>>,
) {
    if k == 0 {
        if n == 0 {
            out.push(acc.clone());
        }
        return;
    }
    if units.len() < k || n < k as i32 || out.len() > 2_000 {
        return;
    }
    let (first, rest) = (units[0], &units[1..]);
    // `first` gets d ≥ 1 …
    for d in 1..=(n - (k as i32 - 1)) {
        acc.push((first, d));
        splits_of(n - d, rest, k - 1, acc, out);
        acc.pop();
    }
    // … or is left out (only possible when there are more targets than damage, 355.14.h).
    splits_of(n, rest, k, acc, out);
}
