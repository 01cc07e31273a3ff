//! `ctx.choose_targets`: targets with filters (355.5), "up to N" (355.13), limited to where a
//! card was played from face down (811.1.d.2). The filter is read once into a typed
//! restriction, the one each target is checked against again on resolution (359.3.e.2); the
//! candidates are the board's objects only, and the prompt is written in one pass.

use super::Ctx;
use super::api_support::{Res, charge_list, err, fault, hidden_at, refuse};
use super::target_prompt_fr::{Agree, at_words, place_fr, prompt_fr};
use super::target_spec::{Spec, spec};
use crate::events::{ChainEvent, bf_name};
use crate::query::{scan, targets};
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::rules::prompt::Prompt;
use crate::state::chain::ChainKind;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::targets::{At, InCombat, Pile, Restricted, Restriction, Side, Status, What};
use crate::state::{BfId, Game, GameExt, Location, ObjId, PlayerId, Zone};
use grimoire_core::rules::env::ChoiceOptions;
use grimoire_core::script::ApiFn;
use grimoire_core::script::CallState;
use grimoire_core::{en_fr, format_en_fr};
use rhai::{Array, Dynamic, Map};
use std::fmt::Write;

/// Targets chosen with restrictions (`ctx.choose_targets`), declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "choose_targets",
    &["options"],
    "while playing (355.5): the controller chooses targets; options `what` (`\"unit\"` by default, \
     `\"gear\"`, `\"unit_or_gear\"`, `\"battlefield\"`, `\"spell\"` — on the chain —, `\"card\"` — \
     in a trash —), `from` (`\"board\"`, `\"trash\"`: a card in a trash, 355.9.a, its owner's side; \
     `\"chain\"`: a card on the chain, never the one choosing, 355.9.c), `side` (`\"any\"`, `\"friendly\"`, \
     `\"enemy\"`), `at` (`\"anywhere\"`, `\"here\"` — where the source is, or was for a permanent \
     that has just died, 808.1.d.3 —, `\"elsewhere\"`, `\"base\"` the controller's, `\"own_base\"` \
     each unit's own controller's base, `\"any_battlefield\"`, or a battlefield), `count` N or \
     `up_to` N (355.13, zero allowed), `max_might` / `min_might` N, `max_energy` / `max_power` N \
     (its printed energy cost, its power of every domain: « costing no more than [3] and no more \
     than [A] »), `exhausted`, `buffed`, `damaged`, \
     `stunned` true or false, `combat` (`\"any\"`, `\"attacking\"`, `\"defending\"`: in a combat, 454), \
     `other` true for any but the card itself (« une autre unité »), `tag` / `not_tag` a kind of \
     card it is or is not (« a Poro », \"a non-Recruit unit\"); \
     returns the ids. Each target keeps these restrictions and is checked again on resolution: one \
     that fails is unaffected, the rest of the spell happens (359.3.e.2, 359.3.e.5)",
    |e, name| {
        e.register_fn(name, choose);
    },
)
.direct(super::direct::CHOOSE_TARGETS),
ApiFn::call(
    "select",
    &["options"],
    "every object on the board that the options of `choose_targets` allow (`what`, `side`, `at`, \
     `max_might`, `min_might`, `exhausted`, `buffed`, `damaged`, `stunned`, `combat`, `other`, `tag`, `not_tag`), none chosen or targeted: « all enemy units here »; \
     their ids",
    |e, name| {
        e.register_fn(name, select);
    },
)];

/// `ctx.select(options)`: every object on the board the options of `choose_targets` allow,
/// none chosen and none targeted (« all enemy units here », « each friendly unit »); `count`
/// and `up_to` are ignored.
pub(super) fn select(ctx: &mut Ctx, map: Map) -> Res<Array> {
    let s = ctx.state();
    let spec = spec(&s.game, s.source, s.controller, &map)?;
    let ids = legal(&s.game, s.source, s.controller, &spec.r);
    charge_list(&s, ids.len())?;
    Ok(ids.into_iter().map(|o| Dynamic::from(o.0 as i64)).collect())
}

/// As prompts write a side: nothing for any side, nor in a trash (« in your trash » says it).
fn side_text(r: &Restriction) -> &'static str {
    if r.from == Pile::Trash {
        return "";
    }
    match r.side {
        Side::Any => "",
        Side::Friendly => "friendly",
        Side::Enemy => "enemy",
    }
}

/// 811.1.d.2: the battlefield the choice is limited to — where the card was played from face
/// down (`hidden`) — unless the ability's own `at` excludes that battlefield, which makes the
/// limit impossible and leaves the choice free.
fn hidden_limit(
    s: &CallState<crate::Riftbound>,
    hidden: Option<BfId>,
    spec: &Spec,
) -> Option<BfId> {
    let b = hidden?;
    let here = Location::Battlefield(b);
    let source_here = crate::query::targets::here(&s.game, s.source);
    let possible = match spec.r.at {
        At::Anywhere | At::AnyBattlefield => true,
        At::Location(l) => l == here,
        At::Here => source_here == Some(here),
        At::Elsewhere => source_here != Some(here),
        At::OwnBase => false,
    };
    possible.then_some(b)
}

/// The objects `spec` allows, in arena order. Only objects on the board can be: those at a
/// location and the battlefields in play, read from the zone index and the battlefield list
/// rather than from the whole arena, then put back in arena order. The check is the one the
/// targets meet again on resolution (`query::targets::check`).
pub(super) fn legal(
    game: &Game,
    source: ObjId,
    controller: PlayerId,
    r: &Restriction,
) -> Vec<ObjId> {
    let board = |o: &ObjId| targets::check(game, r, controller, source, *o).is_ok();
    let mut ids: Vec<ObjId> = if r.from == Pile::Trash {
        game.player_ids()
            .flat_map(|p| game.zone_slice(Zone::Trash(p)).iter().copied())
            .filter(board)
            .collect()
    } else if r.from == Pile::Chain {
        game.chain
            .iter()
            .filter_map(|it| match it.kind {
                ChainKind::Card { card } => Some(card),
                ChainKind::Ability { .. } => None,
            })
            .filter(board)
            .collect()
    } else if r.what == What::Battlefield {
        game.battlefields
            .iter()
            .map(|b| b.obj)
            .filter(board)
            .collect()
    } else {
        // The kind first, as `check` asks it first, without the call: most objects at a
        // location are runes.
        let kind = |o: &ObjId| r.what.accepts(game.obj(*o).kind);
        let mut ids = Vec::new();
        for zone in scan::locations(game) {
            for o in game.zone_slice(zone) {
                if kind(o) && board(o) {
                    ids.push(*o);
                }
            }
        }
        ids
    };
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// Where the targets must be, and the Might and status they need, as prompts and messages
/// write it (" at …", or nothing); "here" as the place it is now. In French its adjectives
/// agree with what is chosen (`g`; `target_prompt_fr`), in English `g` is not read.
pub(super) fn at_text(
    game: &Game,
    source: ObjId,
    r: &Restriction,
    hidden: Option<BfId>,
    limit: Option<BfId>,
    g: Agree,
) -> String {
    let fr = grimoire_core::words::french();
    // A place: a battlefield by its label; in French « la base de p1 ».
    let place = |zone: Zone| {
        if fr {
            place_fr(game, zone)
        } else {
            game.zone_name(zone)
        }
    };
    let here = || {
        targets::here(game, source)
            .map(|l| place(l.zone()))
            .unwrap_or_default()
    };
    // An adjective about the targets: « épuisées » agreeing in French.
    let adj = |en: &str, fr_word: &str| if fr { g.word(fr_word) } else { en.to_string() };
    let mut at: String = match (r.from, r.side) {
        (Pile::Board, _) => "",
        (Pile::Trash, Side::Friendly) => en_fr!(en: " in your trash", fr: " dans votre défausse"),
        (Pile::Trash, Side::Enemy) => en_fr!(
            en: " in an opponent's trash",
            fr: " dans la défausse d'un adversaire"
        ),
        (Pile::Trash, Side::Any) => en_fr!(en: " in a trash", fr: " dans une défausse"),
        (Pile::Chain, _) => en_fr!(en: " on the chain", fr: " sur la pile"),
    }
    .into();
    at += &match r.at {
        At::Anywhere => String::new(),
        At::Location(l) => format_en_fr!(en: " at {}", fr: " à {}", place(l.zone())),
        At::AnyBattlefield => en_fr!(en: " at a battlefield", fr: " à un champ de bataille").into(),
        At::Here => format_en_fr!(en: " at {}", fr: " à {}", here()),
        At::Elsewhere => format_en_fr!(en: " elsewhere than {}", fr: " ailleurs qu'à {}", here()),
        At::OwnBase => en_fr!(en: " at its own base", fr: " à la base de son contrôleur").into(),
    };
    if let Some(n) = r.max_might {
        at += &format_en_fr!(en: " with {n} Might or less", fr: " avec {n} Puissance ou moins");
    }
    if let Some(n) = r.min_might {
        at += &format_en_fr!(en: " with {n} Might or more", fr: " avec {n} Puissance ou plus");
    }
    if let Some(n) = r.max_energy {
        at += &format_en_fr!(
            en: " costing no more than {n} energy",
            fr: " coûtant au plus {n} énergie"
        );
    }
    if let Some(n) = r.max_power {
        at += &format_en_fr!(en: " and {n} power", fr: " et {n} puissance");
    }
    match r.status {
        Status::Any => {}
        Status::Exhausted => at += &format!(", {}", adj("exhausted", "épuisé")),
        Status::Ready => at += &format!(", {}", adj("ready", "prêt")),
    }
    for (flag, en, fr_word) in [
        (r.buffed, "buffed", "buffé"),
        (r.damaged, "damaged", "endommagé"),
        (r.stunned, "stunned", "étourdi"),
    ] {
        match flag {
            Some(true) => at += &format!(", {}", adj(en, fr_word)),
            Some(false) => {
                at += &format_en_fr!(en: ", not {}", fr: ", non {}", adj(en, fr_word));
            }
            None => {}
        }
    }
    match r.combat {
        None => {}
        Some(InCombat::Either) => at += en_fr!(en: ", in combat", fr: ", en combat"),
        Some(InCombat::Attacking) => at += &format!(", {}", adj("attacking", "attaquant")),
        Some(InCombat::Defending) => at += en_fr!(en: ", defending", fr: ", en défense"),
    }
    if r.other {
        at += match (fr, g.feminine) {
            (false, _) => ", not this one",
            (true, true) => ", pas celle-ci",
            (true, false) => ", pas celui-ci",
        };
    }
    if let Some(t) = r.tagged {
        let tag = t.named_by.map_or("", |(card, i)| {
            &game.catalog.card(card).tags[usize::from(i)]
        });
        at += &if t.with {
            format_en_fr!(en: ", a {tag}", fr: ", de type {tag}")
        } else {
            format_en_fr!(en: ", not a {tag}", fr: ", pas de type {tag}")
        };
    }
    if let (Some(b), Some(_)) = (hidden, limit) {
        at += &format_en_fr!(
            en: " at {}, where it was played from face down (811.1.d.2)",
            fr: " à {}, d'où la carte a été jouée face cachée (811.1.d.2)",
            game.bf_label(b)
        );
    }
    at
}

/// How many are chosen, as prompts and messages write it.
fn count_text(out: &mut String, min: usize, max: usize) {
    let _ = if min == max {
        write!(out, "{max}")
    } else {
        write!(out, "up to {max}")
    };
}

/// The prompt of a choice of targets, written when read (`rules::prompt::Prompt::Targets`):
/// "target of Source (2 friendly unit at …)", the side left out for any side. A double space
/// elsewhere (in a label) is made single, as it always was.
pub(crate) fn prompt(
    game: &Game,
    source: ObjId,
    r: &Restriction,
    min: usize,
    max: usize,
    hidden: Option<BfId>,
) -> String {
    if grimoire_core::words::french() {
        return prompt_fr(game, source, r, min, max, hidden);
    }
    let (side, what) = (side_text(r), targets::what_text(r.what));
    let at = at_text(
        game,
        source,
        r,
        hidden,
        r.hidden,
        Agree::of(r.what, max > 1),
    );
    let mut prompt = format!("target of {} (", game.label(source));
    count_text(&mut prompt, min, max);
    let _ = match side {
        "" => write!(prompt, " {what}{at})"),
        _ => write!(prompt, " {side} {what}{at})"),
    };
    if prompt.contains("  ") {
        prompt = prompt.replace("  ", " ");
    }
    prompt
}

/// Why a card has too few legal targets to be played (355.8), written only when it is refused.
fn no_target(game: &Game, source: ObjId, spec: &Spec, hidden: Option<BfId>) -> String {
    if grimoire_core::words::french() {
        // « cible de X (1 unité alliée) » → « X n'a aucune cible légale : il lui faut 1 unité
        // alliée ».
        let said = prompt_fr(game, source, &spec.r, spec.min, spec.max, hidden);
        let need = said
            .split_once(" (")
            .map_or("", |(_, n)| n.strip_suffix(')').unwrap_or(n));
        return format!(
            "{} n'a aucune cible légale : il lui faut {need} (355.8)",
            game.label(source)
        );
    }
    let (side, what) = (side_text(&spec.r), targets::what_text(spec.r.what));
    let at = at_text(
        game,
        source,
        &spec.r,
        hidden,
        spec.r.hidden,
        Agree::of(spec.r.what, spec.max > 1),
    );
    let mut count = String::new();
    count_text(&mut count, spec.min, spec.max);
    let side = if side.is_empty() {
        String::new()
    } else {
        format!(" {side}")
    };
    format!(
        "{} has no legal target: it needs {count}{side} {what}{at} (355.8)",
        game.label(source)
    )
}

/// `ctx.choose_targets(#{what, side, at, count, up_to, max_might, min_might, exhausted})`:
/// while the card is played (355.5), its controller chooses targets; returns their ids.
/// `what`: "unit" (default), "gear", "unit_or_gear", "battlefield"; `side`: "any" (default),
/// "friendly", "enemy"; `at`: "anywhere" (default), "here", "elsewhere", "base" (the
/// controller's), "own_base" (each object's own controller's base), "any_battlefield" or a
/// battlefield; `count` N (default 1) or `up_to` N (355.13: zero or more); `max_might`,
/// `min_might` (« 3 [M] ou moins »); `exhausted` true or false; `from`, `combat` and the rest as
/// `target_spec::KEYS` lists. Each target keeps what it was chosen under, checked again on
/// resolution (359.3.e.2).
pub(super) fn choose(ctx: &mut Ctx, map: Map) -> Res<Array> {
    let mut s = ctx.state();
    if s.phase != CallPhase::Choose {
        return err(
            "choose_targets is called from a `choose` function, while the card is played (355)",
        );
    }
    let mut spec = spec(&s.game, s.source, s.controller, &map)?;
    let hidden = hidden_at(&s);
    let limit = hidden_limit(&s, hidden, &spec);
    spec.r.hidden = limit;
    let ids = legal(&s.game, s.source, s.controller, &spec.r);
    let source = s.source;
    if let (Some(b), None) = (hidden, limit) {
        let r = spec.r;
        s.game.emit(|g| {
            let at = at_words(g, source, &r, hidden, limit);
            ChainEvent::HiddenRestrictionIgnored {
                card: g.label(source).clone(),
                battlefield: bf_name(g, b),
                restriction: at.trim().to_string(),
            }
            .into()
        });
    }
    if ids.len() < spec.min {
        let s = &mut *s;
        return refuse(&mut s.fault, || no_target(&s.game, source, &spec, hidden));
    }
    let options: Vec<DecisionOption> = DecisionOption::objects(&ids);
    let max = spec.max.min(options.len());
    let prompt = Prompt::Targets {
        source,
        restriction: spec.r,
        min: spec.min,
        max: spec.max,
        hidden,
    };
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
        let player = s.controller;
        s.game.emit(|g| {
            ChainEvent::NoTarget {
                player,
                card: g.label(source).clone(),
            }
            .into()
        });
    }
    Ok(answer
        .into_iter()
        .map(|i| {
            let h = s.game.obj(ids[i]).handle();
            record(s, spec.r);
            s.chosen.push(h.into());
            Dynamic::from(ids[i].0 as i64)
        })
        .collect())
}

/// What `ctx.choose_targets(map)` offers `controller` for `source` played from their hand, read
/// without asking (`DirectFn::options`): its candidates and how many at least. `None` where the
/// call would refuse the map, or where the options depend on where the source is once played
/// ("here", "elsewhere": in hand it is nowhere).
pub(super) fn options(
    game: &Game,
    source: ObjId,
    controller: PlayerId,
    map: &Map,
) -> Option<ChoiceOptions> {
    let spec = spec(game, source, controller, map).ok()?;
    if matches!(spec.r.at, At::Here | At::Elsewhere) {
        return None;
    }
    let ids = legal(game, source, controller, &spec.r);
    Some(ChoiceOptions {
        targets: ids.iter().map(|&o| game.obj(o).handle().into()).collect(),
        min: spec.min,
    })
}

/// Notes what the target about to be pushed onto `s.chosen` is chosen under: the rules move it
/// onto the chain item with the target (359.3.e.2).
pub(super) fn record(s: &mut CallState<crate::Riftbound>, restriction: Restriction) {
    let index = s.chosen.len() as u32;
    let execution = s.execution;
    s.game.targeting.choosing.push(Restricted {
        execution,
        index,
        restriction,
    });
}
