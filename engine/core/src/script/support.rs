//! What every ruleset's card API needs to read values scripts pass and to report what went
//! wrong: object ids, keyword names, and rules errors raised inside an API call.

use super::api::{Res, err};
use crate::model::glossary::KwId;
use crate::rules::RulesError;
use crate::ruleset::Ruleset;
use crate::script::{CallState, Fault};
use crate::state::{Game, ObjId};

/// Host work an API function does, in operations of the step's budget (`code::budget`): what
/// a call costs beyond the one operation the engine counts for it, so that a loop of costly
/// calls stops as soon as a loop of plain operations would take as long.
pub mod work {
    /// A card's script asked a question from inside the API (`ability_cost`): a nested call
    /// and the ability list it reads.
    pub const NESTED_CALL: u64 = 200;
    /// An object made (a token): the arena, the zone index and the labels grow.
    pub const SPAWN: u64 = 200;
}

/// Charges the step's budget with `n` operations of host work: past the budget, a script
/// error at the calling line.
pub fn charge<R: Ruleset>(state: &CallState<R>, n: u64) -> Res<()> {
    state.budget.charge(n).map_err(|e| e.message().into())
}

/// The place of the i-th target a script names among those chosen while playing (355.5), or
/// a script error saying how many there are: every `ctx.target…(i)` of every game reads it.
pub fn target_index<R: Ruleset>(state: &CallState<R>, i: i64) -> Res<usize> {
    match usize::try_from(i).ok().filter(|&i| i < state.targets.len()) {
        Some(i) => Ok(i),
        None => err(format!(
            "no target number {i}: this card chose {} target(s)",
            state.targets.len()
        )),
    }
}

/// The i-th target chosen while playing (`target_index`).
pub fn nth_target<R: Ruleset>(state: &CallState<R>, i: i64) -> Res<crate::state::chain::Target> {
    target_index(state, i).map(|i| state.targets[i])
}

// Every list of objects the API hands back fits in an array a script may keep.
const _: () = assert!(crate::code::sandbox::MAX_ARRAY_SIZE >= crate::state::limits::MAX_OBJECTS);

/// An object id from a script: `Ok(None)` for -1, which the API hands out for an illegal
/// target, so a script may pass it on and have it ignored.
pub fn object<R: Ruleset>(game: &Game<R>, id: i64) -> Res<Option<ObjId>> {
    let id = object_id(game, id)?;
    // Whatever the function reads of it next (`state::reads`).
    if let Some(id) = id {
        game.reads.object(id);
    }
    Ok(id)
}

/// The object a script's id names, nothing read of it yet.
fn object_id<R: Ruleset>(game: &Game<R>, id: i64) -> Res<Option<ObjId>> {
    if id == -1 {
        return Ok(None);
    }
    if id < 0 || id as usize >= game.objects.len() {
        return err(format!("no object has id {id}"));
    }
    Ok(Some(ObjId(id as u32)))
}

/// As `object`, for a function that reads only where the object is, whose and what it is, and
/// what it is attached to (`state::reads::Reads::place`), not its status.
pub fn object_place<R: Ruleset>(game: &Game<R>, id: i64) -> Res<Option<ObjId>> {
    let id = object_id(game, id)?;
    if let Some(id) = id {
        game.reads.place(id);
    }
    Ok(id)
}

/// A keyword a script names, by printed name or id; an unknown one is a script error naming
/// the nearest.
pub fn keyword<R: Ruleset>(game: &Game<R>, name: &str) -> Res<KwId> {
    game.catalog.glossary.lookup(name).map_err(Into::into)
}

/// A rules error raised inside an API call: kept in `slot` to be reported as is (an illegal
/// choice is a refusal, not a script fault), and stopping the script. The script sees it in
/// words (`try`/`catch`), but on a trial's copy of the game, where the call fails whatever the
/// script does with it (`host::Runner::run`) and nothing reads why: there it is not written.
pub fn fault<T>(slot: &mut Fault, e: RulesError) -> Res<T> {
    let msg = if slot.quiet {
        String::new()
    } else {
        e.to_string()
    };
    slot.set(e);
    err(msg)
}

/// A refusal (`RulesError::Illegal`) raised inside an API call as `fault` does, its reason
/// written by `why` only when someone may read it (not on a trial's copy of the game).
pub fn refuse<T>(slot: &mut Fault, why: impl FnOnce() -> String) -> Res<T> {
    let why = if slot.quiet { String::new() } else { why() };
    fault(slot, RulesError::Illegal(why))
}
