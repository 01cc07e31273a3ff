//! Static abilities of permanents (an Équipement's bonus to the creature it equips, « Les
//! créatures que vous contrôlez ont le piétinement », « peut bloquer une créature
//! supplémentaire », a static regeneration): each card's `fn continuous(ctx)` grants what it
//! gives, as effects that last until the next refresh; every refresh recomputes them all from
//! the state, so none has to be switched off.
//!
//! Most refreshes find what their scripts read as the last one left it (a player passed, a
//! step began, a land was tapped): those give again what the last one gave, stamped as the
//! scripts would have stamped them, without running a script (`state::derived`). What the
//! scripts read is recorded as they run (`grimoire_core::state::reads`), so a refresh compares
//! the few objects they read, not every object. Builds with debug assertions run the scripts as
//! well and check that both agree.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::model::functions::CONTINUOUS;
use crate::state::derived::{Derived, part, same_object};
use crate::state::effects::Duration;
use crate::state::{Game, ObjId, Zone};
use grimoire_core::model::card::ScriptId;
use std::rc::Rc;

pub fn refresh(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    game.effects.retain(|e| e.duration != Duration::Derived);
    let mut memo = game.ext.derived.take();
    list_sources(&mut memo, game);
    let result = if memo.sources.is_empty() {
        // No script to run: nothing to remember either.
        Ok(())
    } else if memo.valid && reads_same(&memo, game) {
        let before = cfg!(debug_assertions).then(|| game.fork());
        replay(&memo, game);
        match before {
            Some(before) => check_replay(before, game, env, &memo.sources),
            None => Ok(()),
        }
    } else {
        run_and_remember(game, env, &mut memo)
    };
    game.ext.derived.put(memo);
    result
}

/// Lists the permanents with a `continuous` function, in battlefield order, unless the
/// battlefield is as it was when they were last listed; a list that changed makes what the
/// last run gave no longer good.
fn list_sources(memo: &mut Derived, game: &Game) {
    let version = game.zone_version(Zone::Battlefield);
    let same_catalog = memo
        .catalog
        .as_ref()
        .is_some_and(|c| Rc::ptr_eq(c, &game.catalog));
    if same_catalog && memo.listed == Some(version) {
        return;
    }
    if !same_catalog {
        memo.catalog = Some(game.catalog.clone());
        memo.valid = false;
    }
    let sources = || {
        game.objects_in(Zone::Battlefield).filter_map(|o| {
            let script = game.catalog.card(o.card).script?;
            game.catalog
                .script(script)
                .defines(CONTINUOUS)
                .then_some((o.id, script))
        })
    };
    if !sources().eq(memo.sources.iter().copied()) {
        memo.sources.clear();
        memo.sources.extend(sources());
        memo.valid = false;
    }
    memo.listed = Some(version);
}

/// Runs every source's `continuous` (effects that are not derived already dropped), each run
/// recorded when `memo` is given.
fn run(
    game: &mut Game,
    env: &mut Env,
    sources: &[(ObjId, ScriptId)],
    mut memo: Option<&mut Derived>,
) -> Result<(), RulesError> {
    for &(obj, script) in sources {
        let controller = game.obj(obj).controller;
        let call = ScriptCall::new(script, CONTINUOUS, CallPhase::Continuous, obj, controller);
        let Some(memo) = memo.as_deref_mut() else {
            env.scripts.call(game, env.agent, call)?;
            continue;
        };
        game.reads.start();
        let ran = env.scripts.call(game, env.agent, call);
        game.reads.stop();
        ran?;
        memo.seen.add(game);
        // Whose it is and where it is: what makes it a source, and its controller the call's.
        memo.seen.place(game, obj);
    }
    Ok(())
}

/// Runs the scripts and keeps what they read and gave; nothing when they printed a line (a
/// replay would not print it) or failed.
fn run_and_remember(game: &mut Game, env: &mut Env, memo: &mut Derived) -> Result<(), RulesError> {
    memo.valid = false;
    memo.seen.clear();
    let (kept, start) = (game.effects.len(), game.next_timestamp);
    let (lines, printed) = (game.trace.len(), game.printed);
    let sources = std::mem::take(&mut memo.sources);
    let ran = run(game, env, &sources, Some(memo));
    memo.sources = sources;
    ran?;
    if game.trace.len() != lines || game.printed != printed {
        return Ok(());
    }
    memo.effects.clear();
    if memo.seen.parts & part::EFFECTS != 0 {
        memo.effects.extend_from_slice(&game.effects[..kept]);
    }
    memo.attackers.clear();
    memo.blocks.clear();
    if memo.seen.parts & part::COMBAT != 0 {
        memo.attackers.extend_from_slice(attackers(game));
        memo.blocks.extend_from_slice(blocks(game));
    }
    memo.given.clear();
    memo.given.extend_from_slice(&game.effects[kept..]);
    memo.start = start;
    memo.end = game.next_timestamp;
    memo.valid = true;
    Ok(())
}

/// The attackers, as `is_attacking` reads them (none out of combat).
fn attackers(game: &Game) -> &[ObjId] {
    game.ext.combat.as_ref().map_or(&[], |c| &c.attackers)
}

/// The blocks, as `blockers_of` reads them (none out of combat).
fn blocks(game: &Game) -> &[(ObjId, ObjId)] {
    game.ext.combat.as_ref().map_or(&[], |c| &c.blocks)
}

/// Whether everything the last run read is as it was (the sources are, `list_sources`).
fn reads_same(memo: &Derived, game: &Game) -> bool {
    memo.seen.unchanged(game, same_object)
        && (memo.seen.parts & part::EFFECTS == 0 || memo.effects == game.effects)
        && (memo.seen.parts & part::COMBAT == 0
            || memo.attackers == attackers(game) && memo.blocks == blocks(game))
}

/// Gives again what the scripts gave, stamped from the game's next timestamp on as they would
/// be.
fn replay(memo: &Derived, game: &mut Game) {
    let base = game.next_timestamp;
    game.effects.extend(memo.given.iter().map(|e| {
        let mut e = *e;
        e.timestamp = base + (e.timestamp - memo.start);
        e
    }));
    game.next_timestamp = base + (memo.end - memo.start);
}

/// Runs the scripts on `real`, a copy of the game as it was before the replay, and checks that
/// they give exactly what the replay gave.
fn check_replay(
    mut real: Game,
    game: &Game,
    env: &mut Env,
    sources: &[(ObjId, ScriptId)],
) -> Result<(), RulesError> {
    run(&mut real, env, sources, None)?;
    assert_eq!(
        real.effects, game.effects,
        "a replayed refresh gives what the scripts give"
    );
    assert_eq!(real.next_timestamp, game.next_timestamp);
    Ok(())
}
