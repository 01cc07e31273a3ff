//! Riftbound's player actions, and what each does. The core applies them atomically
//! (`apply`: an action either completes, or the game is restored exactly as it was) after
//! checking that the game goes on and the actor holds priority (312.1).

use super::activate::activate;
use super::chain::{pass, settle};
use super::env::Env;
use super::error::RulesError;
use super::hide::hide;
use super::legal::location_name;
use super::movement::standard_move;
use super::play::{play_card, play_card_from};
use crate::events::TurnEvent;
use crate::model::glossary::TriggerEvent;
use crate::state::GameExt;
use crate::state::game::Phase;
use crate::state::{Game, Location, ObjId, PlayerId};

pub use grimoire_core::rules::apply::{apply, perform as perform_checked};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Play {
        player: PlayerId,
        card: ObjId,
    },
    /// Plays `card` from its face-down zone (811.1.b, 811.1.c.3).
    PlayHidden {
        player: PlayerId,
        card: ObjId,
    },
    Pass {
        player: PlayerId,
    },
    /// A standard move of one or more units to one destination (144.3).
    Move {
        player: PlayerId,
        /// Kept inline for the usual one or two units: every listing offers a move for each
        /// ready unit and each destination.
        units: MovedUnits,
        to: Location,
    },
    /// An activated ability of `source`, by its 0-based index among the card's activated
    /// abilities (376–381, 398).
    Activate {
        player: PlayerId,
        source: ObjId,
        ability: usize,
    },
    /// The hide special action (811.1.c, 421): `card` face down at `at`.
    Hide {
        player: PlayerId,
        card: ObjId,
        at: crate::state::BfId,
    },
    /// Everyone passes until the chain is empty, then the turn ends (the scenario step `end turn`).
    EndTurn,
}

/// The units of a move action.
pub type MovedUnits = smallvec::SmallVec<[ObjId; 2]>;

impl Action {
    /// The player taking the action; `None` for `EndTurn`, which checks its own timing (316.6).
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Action::Play { player, .. }
            | Action::PlayHidden { player, .. }
            | Action::Pass { player }
            | Action::Move { player, .. }
            | Action::Activate { player, .. }
            | Action::Hide { player, .. } => Some(*player),
            Action::EndTurn => None,
        }
    }
}

impl Action {
    /// How scenarios and traces name the action in `game`, as a scenario step writes it after
    /// the player: `play Fury`, `activate Forge 1`, `hide Ambush at bf1`, `move Scout to base`,
    /// `end turn`, `pass`. Made only when read: random games list actions without naming them.
    pub fn label(&self, game: &Game) -> String {
        self.said(game, false)
    }

    /// The action as a person reading the game reads it: its label, or in French its French
    /// words (`jouer fendoir`, `finir le tour`).
    pub fn shown(&self, game: &Game) -> String {
        self.said(game, grimoire_core::words::french())
    }

    /// The action's words, the scenario language's or French ones, around the same labels.
    fn said(&self, game: &Game, french: bool) -> String {
        let w = |en: &'static str, fr: &'static str| if french { fr } else { en };
        let name = |o: ObjId| -> &str { game.label(o) };
        match self {
            Action::Play { card, .. } => [w("play ", "jouer "), name(*card)].concat(),
            Action::PlayHidden { card, .. } => [
                w("play ", "jouer "),
                name(*card),
                w(" hidden", " face cachée"),
            ]
            .concat(),
            Action::Pass { .. } => w("pass", "passer").into(),
            Action::Move { units, to, .. } => {
                let units: Vec<&str> = units.iter().map(|&u| name(u)).collect();
                let to_place = location_name(game, *to);
                [
                    w("move ", "déplacer "),
                    &units.join(", "),
                    w(" to ", " vers "),
                    to_place,
                ]
                .concat()
            }
            Action::Activate {
                source, ability, ..
            } => format!(
                "{} {} {}",
                w("activate", "activer"),
                name(*source),
                ability + 1
            ),
            Action::Hide { card, at, .. } => [
                w("hide ", "cacher "),
                name(*card),
                w(" at ", " à "),
                game.bf_label(*at),
            ]
            .concat(),
            Action::EndTurn => w("end turn", "finir le tour").into(),
        }
    }
}

/// Carries out `action` (the core has checked priority and that the game goes on): the
/// action itself, then, for those that leave the procedure where it was, the game settled
/// (cleanups, triggers' choices, the procedure moving on: `chain::settle`).
pub fn perform(game: &mut Game, env: &mut Env, action: &Action) -> Result<(), RulesError> {
    act(game, env, action)?;
    match action {
        Action::Pass { .. } | Action::EndTurn => Ok(()),
        _ => settle(game, env),
    }
}

/// The action itself, without the settling that follows it: what decides whether it can be
/// done at all (a play's choices and costs, 355–357; an activation's, 364), so what the
/// legal-action list tries (`legal`, `completes_as`). What settling does afterwards cannot make
/// it illegal: a triggered ability that cannot make its choices leaves the chain (355.8), and
/// the rest are state checks. Passing and ending the turn settle as part of themselves.
pub fn act(game: &mut Game, env: &mut Env, action: &Action) -> Result<(), RulesError> {
    match action {
        Action::Play { player, card } => play_card(game, env, *player, *card),
        Action::PlayHidden { player, card } => play_card_from(game, env, *player, *card, true),
        Action::Activate {
            player,
            source,
            ability,
        } => activate(game, env, *player, *source, *ability),
        Action::Hide { player, card, at } => hide(game, env, *player, *card, *at),
        Action::Pass { player } => pass(game, env, *player),
        Action::Move { player, units, to } => {
            standard_move(game, *player, units, *to)?;
            let (own, seen) = (TriggerEvent::Moves, TriggerEvent::UnitMoves);
            super::observed::after(game, env, Some(own), seen, units)
        }
        Action::EndTurn => end_turn(game, env),
    }
}

/// 316.6: the turn player, in a neutral open Main Phase with priority, ends their turn.
pub fn end_turn(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let p = game.turn.player;
    if game.turn.phase != Phase::Main
        || game.is_closed()
        || game.showdown.is_some()
        || game.turn.priority != Some(p)
    {
        return Err(RulesError::illegal(
            "the turn player ends the turn from a neutral open Main Phase, holding priority (316.6)",
        ));
    }
    game.emit(|g| {
        TurnEvent::EndsTurn {
            player: p,
            number: g.turn.number,
        }
        .into()
    });
    // 317.1: the Ending Step, where "at the end of your turn" triggers.
    game.turn.phase = Phase::EndingStep;
    game.turn.priority = None;
    super::stun::wake_all(game);
    super::turn::turn_point(game, env, TriggerEvent::EndOfTurn)?;
    settle(game, env)
}
