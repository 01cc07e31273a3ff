//! The standard move (144, 440–448) and recalls (449–453).

use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::events::{BattlefieldEvent, BoardEvent, bf_name, label};
use crate::model::glossary::TriggerEvent;
use crate::query::board::{
    held_by_two_others, is_unit, kept_from_base, may_move_between_battlefields,
};
use crate::state::GameExt;
use crate::state::game::Phase;
use crate::state::{BfId, Game, Location, ObjId, PlayerId, Zone};

/// Why a standard move is refused (144, 444.2). It holds ids, not text: the legal actions
/// check every unit and destination at every priority and discard the refusals unread, so
/// the message is written only when a person is told (`describe`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveRefusal {
    NoUnit,
    /// Not the mover's own Main Phase: the turn player is given (144.1.a).
    NotOwnMainPhase(PlayerId),
    /// 144.1.b.
    Closed,
    /// 144.1.c.
    Showdown,
    NamedTwice(ObjId),
    NotUnitOnBoard(ObjId),
    ControlledBy(ObjId, PlayerId),
    /// 144.2.
    Exhausted(ObjId),
    /// No standard move goes from where the unit is to there (144.4).
    NoSuchMove(ObjId, Location),
    /// 144.4.a.1, 444.2.
    HeldByTwoOthers(BfId),
    /// The battlefield it is at keeps units from moving to a base (its text).
    KeptFromBase(ObjId, BfId),
}

impl MoveRefusal {
    /// The refusal in words, read from `game` as it was checked.
    pub fn describe(&self, game: &Game) -> String {
        let label = |u: &ObjId| game.label(*u).clone();
        match self {
            MoveRefusal::NoUnit => "no unit to move".into(),
            MoveRefusal::NotOwnMainPhase(turn) => format!(
                "a standard move happens during its controller's Main Phase, and it is {turn}'s turn (144.1.a)"
            ),
            MoveRefusal::Closed => {
                "a standard move cannot be made in a closed state (144.1.b)".into()
            }
            MoveRefusal::Showdown => {
                "a standard move cannot be made during a showdown or combat (144.1.c)".into()
            }
            MoveRefusal::NamedTwice(u) => format!("{} is named twice", label(u)),
            MoveRefusal::NotUnitOnBoard(u) => format!("{} is not a unit on the board", label(u)),
            MoveRefusal::ControlledBy(u, p) => format!("{} is controlled by {p}", label(u)),
            MoveRefusal::Exhausted(u) => format!(
                "{} is exhausted: exhausting it is the cost of its standard move (144.2)",
                label(u)
            ),
            MoveRefusal::NoSuchMove(u, to) => format!(
                "{} cannot make a standard move from {} to {} (144.4)",
                label(u),
                game.zone_name(game.obj(*u).zone),
                game.zone_name(to.zone())
            ),
            MoveRefusal::KeptFromBase(u, b) => format!(
                "{} cannot move from {} to a base: the battlefield's text forbids it",
                label(u),
                game.bf_label(*b)
            ),
            MoveRefusal::HeldByTwoOthers(b) => format!(
                "{} already has units of two other players (444.2)",
                game.bf_label(*b)
            ),
        }
    }
}

/// Checks a standard move of `units` to `to` by `player`: when (`check_move_timing`), each
/// unit (`check_unit_move`), then the destination (`check_move_destination`).
pub fn check_standard_move(
    game: &Game,
    player: PlayerId,
    units: &[ObjId],
    to: Location,
) -> Result<(), MoveRefusal> {
    if units.is_empty() {
        return Err(MoveRefusal::NoUnit);
    }
    check_move_timing(game, player)?;
    for (i, &u) in units.iter().enumerate() {
        if units[..i].contains(&u) {
            return Err(MoveRefusal::NamedTwice(u));
        }
        check_unit_move(game, player, u, to)?;
    }
    check_move_destination(game, player, to)
}

/// 144.1: a standard move is made during the player's own Main Phase, not in a closed state
/// nor a showdown.
pub fn check_move_timing(game: &Game, player: PlayerId) -> Result<(), MoveRefusal> {
    if game.turn.player != player || game.turn.phase != Phase::Main {
        return Err(MoveRefusal::NotOwnMainPhase(game.turn.player));
    }
    if game.is_closed() {
        return Err(MoveRefusal::Closed);
    }
    if game.showdown.is_some() {
        return Err(MoveRefusal::Showdown);
    }
    Ok(())
}

/// Whether `player` may move unit `u` to `to` by a standard move, whatever else moves with it.
pub fn check_unit_move(
    game: &Game,
    player: PlayerId,
    u: ObjId,
    to: Location,
) -> Result<(), MoveRefusal> {
    let o = game.obj(u);
    if !is_unit(game, u) || !o.zone.is_location() {
        return Err(MoveRefusal::NotUnitOnBoard(u));
    }
    if o.controller != player {
        return Err(MoveRefusal::ControlledBy(u, o.controller));
    }
    // 144.2: exhausting the unit is the cost.
    if o.exhausted {
        return Err(MoveRefusal::Exhausted(u));
    }
    if let (Location::Base(_), Some(b)) = (to, kept_from_base(game, o.zone)) {
        return Err(MoveRefusal::KeptFromBase(u, b));
    }
    if !may_go(game, player, u, o.zone, to) {
        return Err(MoveRefusal::NoSuchMove(u, to));
    }
    Ok(())
}

/// 144.4: where a ready unit `player` controls at `from` may go by a standard move — from a
/// base to a battlefield, from a battlefield to its controller's base, to another battlefield
/// only with a permission (`may_move_between_battlefields`). The rest of `check_unit_move`,
/// for the listing, which knows its units ready, controlled and at a location already.
pub fn may_go(game: &Game, player: PlayerId, u: ObjId, from: Zone, to: Location) -> bool {
    match (from, to) {
        (Zone::Base(_), Location::Battlefield(_)) => true,
        (Zone::Battlefield(_), Location::Base(p)) => {
            p == player && kept_from_base(game, from).is_none()
        }
        (Zone::Battlefield(a), Location::Battlefield(b)) => {
            a != b && may_move_between_battlefields(game, u)
        }
        _ => false,
    }
}

/// 144.4.a.1, 444.2: not where units of two other players already are. It depends on the
/// destination only, so the legal actions ask it once for each.
pub fn check_move_destination(
    game: &Game,
    player: PlayerId,
    to: Location,
) -> Result<(), MoveRefusal> {
    match to {
        Location::Battlefield(b) if held_by_two_others(game, player, b) => {
            Err(MoveRefusal::HeldByTwoOthers(b))
        }
        _ => Ok(()),
    }
}

/// Performs a checked standard move: all units exhaust and move together (144.3), then the
/// destination becomes contested if the mover does not control it (445).
pub fn standard_move(
    game: &mut Game,
    player: PlayerId,
    units: &[ObjId],
    to: Location,
) -> Result<(), RulesError> {
    check_standard_move(game, player, units, to).map_err(|why| {
        RulesError::illegal(format!("{player} cannot move: {}", why.describe(game)))
    })?;
    for &u in units {
        game.obj_mut(u).exhausted = true;
        note_origin(game, u, player);
        move_to(game, u, to.zone(), Position::Bottom);
    }
    game.emit(|g| {
        BoardEvent::Moves {
            player,
            units: units.iter().map(|&u| label(g, u)).collect(),
            to: g.zone_name(to.zone()),
        }
        .into()
    });
    if let Location::Battlefield(b) = to {
        contest(game, b, player);
    }
    Ok(())
}

/// 442.1: the Origin of a unit about to move, kept for the rest of the turn, one entry a move:
/// "when a unit moves from here" asks the last once the move is done, "if I have moved twice
/// this turn" counts them; `by`, the player responsible for the move (411.4).
pub fn note_origin(game: &mut Game, u: ObjId, by: PlayerId) {
    let from = game.obj(u).zone;
    game.ext.origins.push((u, from, by));
}

/// Where `u`'s last move this turn began and who was responsible for it (442.1, 411.4).
pub fn last_origin(game: &Game, u: ObjId) -> Option<(crate::state::Zone, PlayerId)> {
    let last = game.ext.origins.iter().rev().find(|&&(o, _, _)| o == u);
    last.map(|&(_, z, p)| (z, p))
}

/// 187.3.a.1: a unit arriving where its controller lacks control contests the battlefield,
/// unless it is contested already.
pub fn contest(game: &mut Game, b: crate::state::BfId, player: PlayerId) {
    let bf = &mut game.battlefields[b.index()];
    if bf.controller != Some(player) && bf.contested_by.is_none() {
        bf.contested_by = Some(player);
        game.emit(|g| {
            BattlefieldEvent::Contested {
                battlefield: bf_name(g, b),
                player,
            }
            .into()
        });
    }
}

/// Recalls a permanent to its controller's base (450): not a move. Board to board keeps its
/// status (453), as every board-to-board change of place does (`zones::move_to`). What
/// observes a recall is noted for the next cleanup.
pub fn recall(game: &mut Game, o: ObjId, why: &str) {
    let p = game.obj(o).controller;
    // Already in its base: there is nowhere to send it (450).
    if game.obj(o).zone == Zone::Base(p) {
        return;
    }
    move_to(game, o, Zone::Base(p), Position::Bottom);
    game.emit(|g| {
        BoardEvent::Recalled {
            card: label(g, o),
            player: p,
            why: why.to_string(),
        }
        .into()
    });
    super::noted::note(game, TriggerEvent::PermanentRecalled, o);
}
