//! Static abilities of permanents (an Équipement's bonus to the creature it equips, « Les
//! créatures que vous contrôlez ont le piétinement », « peut bloquer une créature
//! supplémentaire », a static regeneration): each card's `fn continuous(ctx)` grants what it
//! gives, as effects that last until the next refresh; every refresh recomputes them all from
//! the state, so none has to be switched off.
//!
//! Most refreshes find the state their scripts read as the last one left it (a player passed,
//! a step began): those give again what the last one gave, stamped as the scripts would have
//! stamped them, without running a script (`state::derived`). Builds with debug assertions
//! run the scripts as well and check that both agree.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::model::functions::CONTINUOUS;
use crate::state::derived::{Derived, same_object};
use crate::state::effects::Duration;
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::model::card::ScriptId;
use std::rc::Rc;

pub fn refresh(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    game.effects.retain(|e| e.duration != Duration::Derived);
    if !game.objects_in(Zone::Battlefield).any(|o| {
        game.catalog
            .card(o.card)
            .script
            .is_some_and(|s| game.catalog.script(s).defines(CONTINUOUS))
    }) {
        // No script to run: nothing to remember either.
        return Ok(());
    }
    let mut memo = std::mem::take(&mut game.ext.derived);
    let result = if memo.valid && reads_same(&memo, game) {
        let before = cfg!(debug_assertions).then(|| game.fork());
        replay(&memo, game);
        match before {
            Some(before) => check_replay(before, game, env),
            None => Ok(()),
        }
    } else {
        run_and_remember(game, env, &mut memo)
    };
    game.ext.derived = memo;
    result
}

/// The permanents with a `continuous` function, in battlefield order.
fn sources(game: &Game) -> Vec<(ObjId, PlayerId, ScriptId)> {
    game.objects_in(Zone::Battlefield)
        .filter_map(|o| {
            let script = game.catalog.card(o.card).script?;
            game.catalog
                .script(script)
                .defines(CONTINUOUS)
                .then_some((o.id, o.controller, script))
        })
        .collect()
}

/// Runs every source's `continuous` (effects that are not derived already dropped).
fn run(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    for (obj, controller, script) in sources(game) {
        let call = ScriptCall::new(script, CONTINUOUS, CallPhase::Continuous, obj, controller);
        env.scripts.call(game, env.agent, call)?;
    }
    Ok(())
}

/// Runs the scripts and keeps what they read and gave; nothing when they printed a line (a
/// replay would not print it) or failed.
fn run_and_remember(game: &mut Game, env: &mut Env, memo: &mut Derived) -> Result<(), RulesError> {
    memo.valid = false;
    let (kept, start, lines) = (game.effects.len(), game.next_timestamp, game.trace.len());
    run(game, env)?;
    if game.trace.len() != lines {
        return Ok(());
    }
    if !memo
        .catalog
        .as_ref()
        .is_some_and(|c| Rc::ptr_eq(c, &game.catalog))
    {
        memo.catalog = Some(game.catalog.clone());
    }
    memo.objects.clone_from(&game.objects);
    memo.players = game.players.len();
    memo.effects.clear();
    memo.effects.extend_from_slice(&game.effects[..kept]);
    memo.given.clear();
    memo.given.extend_from_slice(&game.effects[kept..]);
    memo.attackers.clear();
    memo.attackers.extend_from_slice(attackers(game));
    memo.blocks.clear();
    memo.blocks.extend_from_slice(blocks(game));
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

/// Whether everything a `continuous` call can read is as it was when `memo` was made.
fn reads_same(memo: &Derived, game: &Game) -> bool {
    memo.catalog
        .as_ref()
        .is_some_and(|c| Rc::ptr_eq(c, &game.catalog))
        && memo.effects == game.effects
        && memo.players == game.players.len()
        && memo.attackers == attackers(game)
        && memo.blocks == blocks(game)
        && memo.objects.len() == game.objects.len()
        && memo
            .objects
            .iter()
            .zip(&game.objects)
            .all(|(a, b)| same_object(a, b))
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
fn check_replay(mut real: Game, game: &Game, env: &mut Env) -> Result<(), RulesError> {
    run(&mut real, env)?;
    assert_eq!(
        real.effects, game.effects,
        "a replayed refresh gives what the scripts give"
    );
    assert_eq!(real.next_timestamp, game.next_timestamp);
    Ok(())
}
