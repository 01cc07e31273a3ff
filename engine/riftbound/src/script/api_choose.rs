//! Choices for `ctx` (355): the targets chosen read back, modes (355.3), "you may", and the
//! split of damage among targets on resolution (355.14); locations named by scripts. Every
//! choice is a Decision offered with exactly its legal options (targets with filters are
//! `api_targets`).

use super::Ctx;
use super::api_support::{Res, err, fault};
use crate::query::targets;
use crate::rules::damage::deal_damage;
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::rules::prompt::Prompt;
use crate::state::GameExt;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue, Recipient};
use crate::state::{Game, Location, ObjId, PlayerId, Zone};
use grimoire_core::code::lint::words::type_name_noun as noun;
use grimoire_core::script::ApiFn;
use grimoire_core::script::CallState;
use rhai::{Array, Dynamic};

/// Choices while playing (355) and what they chose, read on resolution; where a permanent
/// is. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "choose_mode",
        &["texts"],
        "while playing, the controller chooses one mode of the list (355.3); returns its number, \
         from 1",
        |e, name| {
            e.register_fn(name, choose_mode);
        },
    ),
    ApiFn::call(
        "mode",
        &[],
        "the mode chosen while playing, from 1",
        |e, name| {
            e.register_fn(name, mode);
        },
    ),
    ApiFn::call(
        "targets",
        &[],
        "every target chosen while playing, -1 for each no longer legal (359.3.e)",
        |e, name| {
            e.register_fn(name, targets);
        },
    ),
    ApiFn::call(
        "chosen",
        &["i"],
        "the i-th target as chosen while playing, legal or not now: what an effect speaks of \
         after acting on it (« Kill a unit. Its controller draws 2. »), its controller and owner \
         as they last were; -1 if there is no such target",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, i: i64| -> i64 {
                let s = ctx.state();
                usize::try_from(i)
                    .ok()
                    .and_then(|i| s.targets.get(i)?.object())
                    .map_or(-1, |h| h.obj.0 as i64)
            });
        },
    ),
    ApiFn::call(
        "you_may",
        &["text"],
        "a yes/no decision of the controller; true for yes",
        |e, name| {
            e.register_fn(name, you_may);
        },
    )
    .direct(super::direct::YOU_MAY),
    ApiFn::call(
        "you_may",
        &["en", "fr"],
        "as `you_may(text)`, the text in English and in French: a person reading the game in \
         one language (`--lang`) is asked in it (English unless French is chosen)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, en: &str, fr: &str| {
                you_may(
                    ctx,
                    if grimoire_core::words::french() {
                        fr
                    } else {
                        en
                    },
                )
            });
        },
    )
    .direct(super::direct::YOU_MAY_EN_FR),
    ApiFn::call(
        "unless_lets",
        &["seat", "text"],
        "a yes/no decision of the player at `seat`: whether the controller does `text` instead \
         of what the card does otherwise (« deal 4 to it unless its controller has you draw 1 »); \
         true for yes",
        |e, name| {
            e.register_fn(name, unless_lets);
        },
    ),
    ApiFn::call(
        "split_damage",
        &["n"],
        "on resolution, the controller splits n damage among the legal targets, at least 1 each \
         (355.14.e–h)",
        |e, name| {
            e.register_fn(name, split_damage);
        },
    ),
    ApiFn::call(
        "location_of",
        &["id"],
        "where a permanent is: `\"base\"` (the controller's) or a battlefield's label; `()` for -1",
        |e, name| {
            e.register_fn(name, location_of);
        },
    ),
];

/// `ctx.location_of(id)`: where a permanent is, as a location name the card API reads back —
/// "base" (the controller's own base) or a battlefield's label; of a target no longer legal
/// (-1), null: it has no location (359.3.e.12).
/// It only reads, so a `continuous` function may ask it (« while I'm at a battlefield »).
fn location_of(ctx: &mut Ctx, id: i64) -> Res<rhai::Dynamic> {
    let s = ctx.reading();
    let Some(o) = super::api_support::object(&s.game, id)? else {
        return Ok(rhai::Dynamic::UNIT);
    };
    match s.game.obj(o).zone {
        Zone::Base(p) if p == s.controller => Ok("base".into()),
        Zone::Battlefield(b) => Ok(s.game.bf_label(b).to_string().into()),
        z => err(format!(
            "location_of: {} is in {}, not at a location its controller can name",
            s.game.label(o),
            s.game.zone_name(z)
        )),
    }
}

/// A location named by a script: "base" (the controller's), "here" (the source's location),
/// or a battlefield's id or label.
pub(super) fn location(s: &CallState<crate::Riftbound>, name: &str) -> Res<Location> {
    location_for(&s.game, s.source, s.controller, name)
}

/// `location` for an ability of `source` controlled by `controller`, asked of `game`.
pub(super) fn location_for(
    game: &Game,
    source: ObjId,
    controller: PlayerId,
    name: &str,
) -> Res<Location> {
    match name {
        "base" => Ok(Location::Base(controller)),
        // 808.1.d.3: a permanent that just died is "here" where it last was.
        "here" => targets::here(game, source).ok_or_else(|| {
            format!(
                "\"here\" is the location of {}, which is in {}, not at a location (107.1)",
                game.label(source),
                game.zone_name(game.obj(source).zone)
            )
            .into()
        }),
        _ => game
            .battlefields
            .iter()
            .position(|bf| **game.label(bf.obj) == *name || game.card(bf.obj).id == name)
            .map(|i| Location::Battlefield(crate::state::BfId(i as u8)))
            .ok_or_else(|| {
                format!("unknown location `{name}`: expected \"base\", \"here\" or a battlefield in play").into()
            }),
    }
}

/// The object that is target `i` of the running call, if it is still legal (359.3.e.2): the
/// same object, on the board, meeting everything it was chosen under — checked now, as the
/// spell or ability resolves, against its controller and its source as they are now
/// (359.3.f.2, 359.3.f.4).
pub(super) fn live_target(s: &CallState<crate::Riftbound>, i: usize) -> Option<ObjId> {
    let h = s.targets.get(i)?.object()?;
    let r = s.game.targeting.resolving(s.execution, i);
    targets::still_legal(&s.game, h, r, s.controller, s.source)
        .is_ok()
        .then_some(h.obj)
}

/// `ctx.targets()`: every target chosen while playing, in order; `-1` for those no longer legal.
fn targets(ctx: &mut Ctx) -> Array {
    let s = ctx.state();
    (0..s.targets.len())
        .map(|i| Dynamic::from(live_target(&s, i).map_or(-1, |o| o.0 as i64)))
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
            .map_err(|t| format!("choose_mode: mode {} is {}, not text", i + 1, noun(t)))?;
        options.push(DecisionOption {
            label: format!("{}: {text}", i + 1),
            value: OptionValue::Index(i as u32),
        });
    }
    let prompt = Prompt::Mode { source: s.source };
    let decision = Decision::one(s.controller, DecisionKind::Mode, prompt, options);
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
pub(super) fn you_may(ctx: &mut Ctx, text: &str) -> Res<bool> {
    let mut s = ctx.state();
    if text.is_empty() {
        return err("you_may needs the text of what the player may do");
    }
    let prompt = Prompt::YouMay {
        source: s.source,
        text: text.into(),
    };
    let me = s.controller;
    yes_no(&mut s, me, prompt)
}

/// A yes/no decision of `player`: true for yes; a fault kept, false.
fn yes_no(
    s: &mut grimoire_core::script::CallState<crate::Riftbound>,
    player: PlayerId,
    prompt: Prompt,
) -> Res<bool> {
    match ask(&mut s.game, &mut s.agent, Decision::yes_no(player, prompt)) {
        Ok(a) => Ok(a[0] == 0),
        Err(e) => fault(&mut s.fault, Err(e)).map(|()| false),
    }
}

/// `ctx.unless_lets(seat, text)`: the player at `seat` decides whether the controller does
/// `text` instead ("unless its controller has you draw 1"): a decision of theirs, not the
/// controller's.
fn unless_lets(ctx: &mut Ctx, seat: i64, text: &str) -> Res<bool> {
    let mut s = ctx.state();
    if text.is_empty() {
        return err("unless_lets needs the text of what the controller would do instead");
    }
    let player = super::api_queries::seat(&s.game, seat)?;
    let prompt = Prompt::Unless {
        source: s.source,
        controller: s.controller,
        text: text.into(),
    };
    yes_no(&mut s, player, prompt)
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
    let live: Vec<ObjId> = (0..s.targets.len())
        .filter_map(|i| live_target(&s, i))
        .filter(|&o| s.game.obj(o).zone.is_location())
        .collect();
    if live.is_empty() {
        return Ok(());
    }
    // 715.3: Bonus Damage raises the amount split, not each part.
    let source = s.source;
    let n = n as i32 + crate::rules::damage_mods::split_bonus(&mut s.game, &live, source, n as i32);
    let mut splits = Vec::new();
    let k = live.len().min(n as usize);
    splits_of(n, &live, k, &mut Vec::new(), &mut splits);
    // Named only when read: `DecisionOption::name` says `3 to a, 2 to b`.
    let options: Vec<DecisionOption> = splits
        .iter()
        .map(|split: &Vec<(ObjId, i32)>| {
            DecisionOption::split(
                split
                    .iter()
                    .map(|&(o, n)| (Recipient::Object(o), n))
                    .collect(),
            )
        })
        .collect();
    let prompt = Prompt::SplitDamage {
        source: s.source,
        amount: i64::from(n),
    };
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
        let source = s.game.label(s.source).clone();
        deal_damage(&mut s.game, o, d, s.source, &source, false);
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
