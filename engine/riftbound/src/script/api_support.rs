//! What the card API's families share: the result type, turning rules errors into script
//! faults, reading ids, keywords, durations and filters from scripts.

pub(super) use crate::query::scan::units_on_board;
use crate::rules::RulesError;
use crate::state::Game;
use crate::state::effects::{Duration, WhileCondition};
use crate::state::object::Handle;
use crate::state::targets::Side;
use grimoire_core::script::Fault;

pub(super) use grimoire_core::script::api::{Res, err, within};
/// Host work charged to the step's budget.
pub(super) use grimoire_core::script::support::{charge, work};
/// Ids read from scripts (-1: an illegal target, ignored per 359.3.e.6) and keywords by name.
pub(super) use grimoire_core::script::support::{keyword, object, refuse};

/// What changing an object's keyword reads first (`grant_keyword`, `remove_keyword`): the
/// keyword named, for how long (from `source`'s text), and the object `id` in play — `None`
/// when it is no longer there, and the change does nothing (359.3.e.6).
pub(super) fn keyword_change(
    game: &Game,
    source: crate::state::ObjId,
    id: i64,
    name: &str,
    duration: &str,
    what: &str,
) -> Res<Option<(crate::model::glossary::KwId, Duration, crate::state::ObjId)>> {
    let kw = keyword(game, name)?;
    let duration = parse_duration(duration, game.obj(source).handle())?;
    let Some(obj) = object(game, id)? else {
        return Ok(None);
    };
    Ok(Some((
        kw,
        duration,
        super::api_guard::in_play(game, obj, what)?,
    )))
}

/// A failed rules action inside an API call, recorded and raised as the core's `fault` does.
pub(super) fn fault(slot: &mut Fault, result: Result<(), RulesError>) -> Res<()> {
    result.or_else(|e| grimoire_core::script::support::fault(slot, e))
}

/// Refuses `name`, a call that changes the game, from a `continuous` function: such a function
/// is run at every cleanup to say what its ability gives while active (Might, keywords:
/// `give_might`, `grant_keyword`), and reads the game; an action there would happen again at
/// every cleanup, behind the rules' back.
pub(super) fn acts(s: &grimoire_core::script::CallState<crate::Riftbound>, name: &str) -> Res<()> {
    if s.phase == crate::rules::env::CallPhase::Continuous {
        return err(format!(
            "`{name}` changes the game: a `continuous` function only gives (give_might, \
             set_might, grant_keyword, remove_keyword) and reads"
        ));
    }
    Ok(())
}

/// One more effect, if the game has room for it (`limits::MAX_EFFECTS`); else a script error.
pub(super) fn room_for_effect(game: &Game) -> Res<()> {
    game.room_for_effect().or_else(err)
}

/// A list of `n` ids handed to a script: the work of making it, charged to the step's budget.
pub(super) fn charge_list(
    s: &grimoire_core::script::CallState<crate::Riftbound>,
    n: usize,
) -> Res<()> {
    charge(s, n as u64)
}

pub(super) fn parse_duration(s: &str, source: Handle) -> Res<Duration> {
    match s {
        "turn" => Ok(Duration::Turn),
        "combat" => Ok(Duration::Combat),
        "permanent" => Ok(Duration::WhileInZone),
        "while_source_on_board" => Ok(Duration::While(WhileCondition::InPlay(source))),
        _ => err(format!(
            "unknown duration `{s}`: expected \"turn\", \"combat\", \"permanent\" or \"while_source_on_board\""
        )),
    }
}

/// The side a unit filter names (`Side::named`), or the script error for one it does not.
pub(super) fn unit_filter(filter: &str) -> Res<Side> {
    Side::named(filter).map_or_else(
        || {
            err(format!(
                "unknown filter `{filter}`: expected \"any\", \"friendly\" or \"enemy\""
            ))
        },
        Ok,
    )
}

/// The battlefield the running call's choices are limited to, when it belongs to a card played
/// from face down there (811.1.d.2, 811.1.d.3): the rules' answer, asked of them.
pub(super) fn hidden_at(
    s: &grimoire_core::script::CallState<crate::Riftbound>,
) -> Option<crate::state::BfId> {
    crate::rules::hide::hidden_play_at(&s.game, s.source, &s.function)
}

/// Runs `f` on the game with the environment of rules called from a card function: the agent
/// answering its decisions, and the cards' functions those rules ask in turn called through
/// the host, on the same budget (nested calls: a replacement asked as a death happens, a token
/// made like another, new choices for a spell).
pub(super) fn with_nested<T>(
    nc: &rhai::NativeCallContext,
    s: &mut grimoire_core::script::CallState<crate::Riftbound>,
    f: impl FnOnce(&mut Game, &mut crate::rules::env::Env) -> T,
) -> T {
    let runner = grimoire_core::script::host::Runner::nested(nc, s);
    let scripts: &dyn crate::rules::env::ScriptRunner<crate::Riftbound> = &runner;
    let mut env = crate::rules::env::Env {
        agent: &mut s.agent,
        scripts,
    };
    f(&mut s.game, &mut env)
}
