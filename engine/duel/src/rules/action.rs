//! The duel game's player actions, and what each does. The core applies them atomically
//! (`apply`: an action either completes, or the game is restored exactly as it was) after
//! checking that the game goes on and the actor has priority.

use super::activate::activate;
use super::cast::play;
use super::env::Env;
use super::error::RulesError;
use super::priority::{pass, settle};
use crate::state::{Game, ObjId, PlayerId};

pub use grimoire_core::rules::apply::{apply, perform as perform_checked};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play a land or cast a spell from the hand.
    Play {
        player: PlayerId,
        card: ObjId,
    },
    /// Activate the `ability`-th (from 0) activated ability of `source`.
    Activate {
        player: PlayerId,
        source: ObjId,
        ability: usize,
    },
    Pass {
        player: PlayerId,
    },
}

impl Action {
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Action::Play { player, .. }
            | Action::Activate { player, .. }
            | Action::Pass { player } => Some(*player),
        }
    }
}

/// Carries out `action` (the core has checked priority and that the game goes on): the action
/// itself (`act`), then, after a play or an activation, the state-based actions and triggers
/// that follow until a player gets priority (`settle`).
pub fn perform(game: &mut Game, env: &mut Env, action: &Action) -> Result<(), RulesError> {
    act(game, env, action)?;
    match action {
        Action::Play { .. } | Action::Activate { .. } => settle(game, env),
        Action::Pass { .. } => Ok(()),
    }
}

/// The action itself, without what settles after it: what a legal-action list tries
/// (`legal`, `completes_as`). Nothing that follows can make a spell once cast, or an ability once
/// activated, illegal: state-based actions are the game's, and a trigger that cannot make its
/// choices is removed (`triggers`), which settling does.
pub fn act(game: &mut Game, env: &mut Env, action: &Action) -> Result<(), RulesError> {
    match action {
        Action::Play { player, card } => play(game, env, *player, *card),
        Action::Activate {
            player,
            source,
            ability,
        } => activate(game, env, *player, *source, *ability),
        Action::Pass { player } => pass(game, env, *player),
    }
}
