//! What the card API's families share: the result type, turning rules errors into script
//! faults, reading ids, keywords, durations and filters from scripts.

use crate::model::glossary::KwId;
use crate::rules::RulesError;
use crate::state::effects::{Duration, Effect, EffectKind, WhileCondition};
use crate::state::object::Handle;
use crate::state::{Game, ObjId};
use rhai::EvalAltResult;

pub(super) type Res<T> = Result<T, Box<EvalAltResult>>;

pub(super) fn err<T>(msg: impl Into<String>) -> Res<T> {
    Err(msg.into().into())
}

pub(super) fn fault(slot: &mut Option<RulesError>, result: Result<(), RulesError>) -> Res<()> {
    result.or_else(|e| {
        let msg = e.to_string();
        *slot = Some(e);
        err(msg)
    })
}

/// An id from a script: `Ok(None)` for -1 (an illegal target, ignored per 359.3.e.6).
pub(super) fn object(game: &Game, id: i64) -> Res<Option<ObjId>> {
    if id == -1 {
        return Ok(None);
    }
    if id < 0 || id as usize >= game.objects.len() {
        return err(format!("no object has id {id}"));
    }
    Ok(Some(ObjId(id as u32)))
}

pub(super) fn keyword(game: &Game, name: &str) -> Res<KwId> {
    let g = &game.catalog.glossary;
    g.by_name(name).or_else(|| g.by_id(name)).ok_or_else(|| {
        let near = g.nearest(name).join(", ");
        format!("unknown keyword `{name}` (nearest: {near})").into()
    })
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

pub(super) fn add_effect(game: &mut Game, obj: ObjId, kind: EffectKind, duration: Duration) {
    let timestamp = game.next_timestamp;
    game.next_timestamp += 1;
    let target = game.obj(obj).handle();
    game.effects.push(Effect {
        target,
        kind,
        duration,
        timestamp,
        source: None,
    });
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

/// The battlefield the running call's choices are limited to, when it belongs to a card played
/// from face down there (811.1.d.2, 811.1.d.3): the rules' answer, asked of them.
pub(super) fn hidden_at(
    s: &grimoire_core::script::CallState<crate::Riftbound>,
) -> Option<crate::state::BfId> {
    crate::rules::hide::hidden_play_at(&s.game, s.source, &s.function)
}
