//! Cards' replacements of a death (369–374): « If I would die, … instead » (`would_die`) and
//! « If a unit you control would die, kill this instead. Recall that unit, heal it and exhaust
//! it. » (`unit_would_die`, the unit that would die `ctx.subject`, its condition
//! `unit_would_die_condition` saying which deaths it applies to, 370.1).
//!
//! As a unit or gear would die, every object in its zone of function whose card has such a
//! function is asked; the one that applies runs in place of the death, which then does not
//! happen (nothing "when it dies" triggers). When several apply, the owner of what would die
//! picks which applies first (372). A replacement applies once to a death and to the events
//! that replace it (370.2: a Hourglass killed in place of a unit is not saved by itself; a
//! second one may save it). The function says that it applies with `ctx.instead()` (what
//! « … instead » says); one that does not (a "you may" declined, a cost it could not pay, an
//! "if" that did not hold, 371.1) leaves the next one to be asked, and the death to happen.
//!
//! Several deaths at once (373): each is an event of its own; where a replacement may apply to
//! more than one, its controller picks the death it applies to first, and the deaths are taken
//! one by one (a Hourglass killed for the first is gone for the others).
//!
//! A card in a trash replaces deaths with `in_trash_unit_would_die` (« … you may banish me from
//! your trash instead », 366.1): asked only while it is there, before the deaths happen, so a
//! card dying at the same time as the unit never replaces its death (370.3, `trash_abilities`).
//!
//! Not yet: 373.2's single sequence of one replacement over several deaths at once.

use super::decide::ask;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::observed::functions;
use super::trash_abilities::in_a_trash;
use crate::content::functions::{IN_TRASH_UNIT_WOULD_DIE, UNIT_WOULD_DIE, WOULD_DIE};
use crate::events::{BoardEvent, label};
use crate::model::card::ScriptId;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{Game, ObjId};

/// Whether any card of this game replaces deaths: then a kill made by a card function must
/// run through the engine, which can ask them (`script::direct`).
pub fn possible(game: &mut Game) -> bool {
    !replacers(game).is_empty()
}

/// The objects whose card has `would_die` or `unit_would_die`, in arena order (read from the
/// list `RiftState::death_replacers` keeps: empty in most games).
fn replacers(game: &mut Game) -> std::rc::Rc<Vec<ObjId>> {
    let (catalog, objects) = (&game.catalog, &game.objects);
    game.ext.death_replacers.update(catalog, objects, |o| {
        catalog.card(o.card).script.is_some_and(|s| {
            let f = &catalog.script(s).functions;
            f.contains(WOULD_DIE)
                || f.contains(UNIT_WOULD_DIE)
                || f.contains(IN_TRASH_UNIT_WOULD_DIE)
        })
    })
}

/// The objects whose replacements of a death work where they are now, in arena order.
pub fn in_play(game: &mut Game) -> Vec<ObjId> {
    replacers(game)
        .iter()
        .copied()
        .filter(|&o| functions(game, o) || candidate(game, o, o).is_some())
        .collect()
}

/// One replacement that may apply: its source, its script and function.
struct Candidate {
    source: ObjId,
    script: ScriptId,
    function: &'static str,
}

/// Of the permanents that would die together, those whose death no card's replacement took
/// (369, 373), in arena order; taken one by one, in the order given but for the deaths a
/// replacement's controller puts first.
pub fn deaths(
    game: &mut Game,
    env: &mut Env,
    objs: Vec<ObjId>,
    why: &str,
) -> Result<Vec<ObjId>, RulesError> {
    if replacers(game).is_empty() {
        return Ok(objs);
    }
    let mut left = objs;
    let mut dying = Vec::new();
    while !left.is_empty() {
        let next = first(game, env, &left)?;
        let o = left.remove(next);
        if !game.obj(o).zone.is_board() {
            continue;
        }
        if !replaced(game, env, o, why)? && game.obj(o).zone.is_board() {
            dying.push(o);
        }
    }
    dying.sort_unstable();
    Ok(dying)
}

/// 373: which of `left` is taken next — the first, unless a replacement may apply to more
/// than one of them: then its controller picks.
fn first(game: &mut Game, env: &mut Env, left: &[ObjId]) -> Result<usize, RulesError> {
    if left.len() < 2 {
        return Ok(0);
    }
    let sources = replacers(game);
    for &source in sources.iter() {
        if game.ext.replacing.iter().any(|&(r, _)| r == source) {
            continue;
        }
        let mut for_it = Vec::new();
        for (i, &o) in left.iter().enumerate() {
            if let Some(c) = candidate(game, source, o)
                && qualifies(game, env, &c, o)?
            {
                for_it.push(i);
            }
        }
        if for_it.len() < 2 {
            continue;
        }
        let d = Decision::one(
            controller(game, source),
            DecisionKind::Begin,
            super::prompt::Prompt::DeathOrder { source },
            for_it
                .iter()
                .map(|&i| DecisionOption::object(left[i]))
                .collect(),
        );
        return Ok(for_it[ask(game, env.agent, d)?[0]]);
    }
    Ok(0)
}

/// Whether a card's replacement took the place of `obj`'s death (369); traced.
pub fn replaced(game: &mut Game, env: &mut Env, obj: ObjId, why: &str) -> Result<bool, RulesError> {
    let sources = replacers(game);
    if sources.is_empty() {
        return Ok(false);
    }
    let mut declined: Vec<ObjId> = Vec::new();
    loop {
        let mut options = Vec::new();
        for &source in sources.iter() {
            if game.ext.replacing.iter().any(|&(r, _)| r == source) || declined.contains(&source) {
                continue;
            }
            let Some(c) = candidate(game, source, obj) else {
                continue;
            };
            if qualifies(game, env, &c, obj)? {
                options.push(c);
            }
        }
        let chosen = match options.len() {
            0 => return Ok(false),
            1 => 0,
            _ => {
                // 372: the owner of what would die orders them: the one picked applies first.
                let d = Decision::one(
                    game.obj(obj).owner,
                    DecisionKind::Begin,
                    super::prompt::Prompt::DeathReplacement { unit: obj },
                    options
                        .iter()
                        .map(|c| DecisionOption::object(c.source))
                        .collect(),
                );
                ask(game, env.agent, d)?[0]
            }
        };
        let c = options.swap_remove(chosen);
        if apply(game, env, &c, obj, why)? {
            return Ok(true);
        }
        declined.push(c.source);
    }
}

/// The replacement `source` has for `obj`'s death where it is now: on the board, its own
/// (`would_die`) before one for any death (`unit_would_die`); in a trash, its trash one.
fn candidate(game: &Game, source: ObjId, obj: ObjId) -> Option<Candidate> {
    let script = game.card(source).script?;
    let defines = |f: &str| game.catalog.script(script).functions.contains(f);
    let function = if functions(game, source) {
        if source == obj && defines(WOULD_DIE) {
            WOULD_DIE
        } else if defines(UNIT_WOULD_DIE) {
            UNIT_WOULD_DIE
        } else {
            return None;
        }
    } else if in_a_trash(game, source) && defines(IN_TRASH_UNIT_WOULD_DIE) {
        IN_TRASH_UNIT_WOULD_DIE
    } else {
        return None;
    };
    Some(Candidate {
        source,
        script,
        function,
    })
}

/// The player whose replacement it is (374): the controller of its source; an uncontrolled
/// battlefield's, the turn player (187.6.b).
fn controller(game: &Game, source: ObjId) -> crate::state::PlayerId {
    super::ability_use::ability_controller(game, source).unwrap_or(game.turn.player)
}

/// 370.1: whether the death qualifies, by the function's condition (none: every death it is
/// asked about). It only reads the game.
fn qualifies(
    game: &mut Game,
    env: &mut Env,
    c: &Candidate,
    obj: ObjId,
) -> Result<bool, RulesError> {
    let Some(condition) = game.catalog.script(c.script).condition(c.function).cloned() else {
        return Ok(true);
    };
    let call = ScriptCall {
        subject: Some(obj),
        ..ScriptCall::new(
            c.script,
            &condition,
            CallPhase::Replace,
            c.source,
            controller(game, c.source),
        )
    };
    Ok(env.scripts.call_flag(game, env.agent, call)? == Some(true))
}

/// Runs the replacement in place of the death; whether it applied (`ctx.instead()`, 371.1).
/// While it runs, its source applies to no other death it causes (370.2).
fn apply(
    game: &mut Game,
    env: &mut Env,
    c: &Candidate,
    obj: ObjId,
    why: &str,
) -> Result<bool, RulesError> {
    game.emit(|g| {
        BoardEvent::DeathReplacedBy {
            card: label(g, obj),
            by: label(g, c.source),
            why: why.to_string(),
        }
        .into()
    });
    let call = ScriptCall {
        subject: Some(obj),
        ..ScriptCall::new(
            c.script,
            c.function,
            CallPhase::Resolve,
            c.source,
            controller(game, c.source),
        )
    };
    game.ext.replacing.push((c.source, false));
    let result = env.scripts.call(game, env.agent, call);
    let applied = game.ext.replacing.pop().is_some_and(|(_, applied)| applied);
    result?;
    if !applied {
        game.emit(|g| {
            BoardEvent::ReplacementNotApplied {
                by: label(g, c.source),
            }
            .into()
        });
    }
    Ok(applied)
}
