//! What the card API's families share: the result type, turning rules errors into script
//! faults, reading ids, keywords, durations and filters from scripts.

use crate::model::card::CardKind;
use crate::query::scan;
use crate::rules::RulesError;
use crate::state::effects::{Duration, WhileCondition};
use crate::state::object::{Handle, Object};
use crate::state::{Game, ObjId};
use smallvec::SmallVec;

pub(super) use grimoire_core::script::api::{Res, err, within};
/// Host work charged to the step's budget.
pub(super) use grimoire_core::script::support::{charge, work};
/// Ids read from scripts (-1: an illegal target, ignored per 359.3.e.6) and keywords by name.
pub(super) use grimoire_core::script::support::{keyword, object};

/// A failed rules action inside an API call, recorded and raised as the core's `fault` does.
pub(super) fn fault(slot: &mut Option<RulesError>, result: Result<(), RulesError>) -> Res<()> {
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

pub(crate) fn duration_name(d: Duration) -> &'static str {
    match d {
        Duration::Turn => "this turn",
        Duration::Combat => "this combat",
        Duration::WhileInZone => "while it stays in its zone",
        Duration::While(_) => "while its source stays on the board",
        Duration::Derived => "while its continuous ability applies",
    }
}

/// Unit filters relative to the ability's controller: "any", "friendly" or "enemy".
pub(super) fn unit_filter(filter: &str) -> Res<fn(bool) -> bool> {
    Ok(match filter {
        "any" => |_| true,
        "friendly" => |mine| mine,
        "enemy" => |mine| !mine,
        _ => {
            return err(format!(
                "unknown filter `{filter}`: expected \"any\", \"friendly\" or \"enemy\""
            ));
        }
    })
}

/// The units at a location (a base or a battlefield) that `keep` accepts, in arena order: read
/// from the locations' zones rather than from every object of the arena (decks and trash are
/// most of it), then sorted back into the order a walk through the arena gives.
pub(super) fn units_on_board(game: &Game, keep: impl Fn(&Object) -> bool) -> SmallVec<[ObjId; 16]> {
    let mut ids = SmallVec::new();
    for zone in scan::locations(game) {
        for &id in game.zone_slice(zone) {
            let o = game.obj(id);
            if game.catalog.card(o.card).kind == CardKind::Unit && keep(o) {
                ids.push(id);
            }
        }
    }
    ids.sort_unstable();
    ids
}

/// The battlefield the running call's choices are limited to, when it belongs to a card played
/// from face down there (811.1.d.2, 811.1.d.3): the rules' answer, asked of them.
pub(super) fn hidden_at(
    s: &grimoire_core::script::CallState<crate::Riftbound>,
) -> Option<crate::state::BfId> {
    crate::rules::hide::hidden_play_at(&s.game, s.source, &s.function)
}
