//! What a cleanup last saw of the board, kept with the game until something it reads changes
//! (`rules::glance`). A cleanup's glance reads the members of the locations and face-down zones
//! — counted by the zone index (`Game::zone_version`) — and, of those objects, damage, control
//! and attachment, and the battlefields' control: the rules count each change of those here
//! (`edited`). Plain data in the game's state, so checkpoints and forks carry it with what it
//! describes; a debug build checks every kept glance against a fresh one.
//!
//! Every count only grows along a game (a checkpoint restored brings back the memo with the
//! counts it was taken at), so their sum changes exactly when one of them does: the sum is the
//! key.

use super::Game;

/// A glance's answers and the sum of the counts of what it read when it was taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardMemo {
    pub key: u64,
    pub seen: [bool; 3],
}

/// Counts a change a glance reads that moves no object: damage dealt or healed, control
/// gained, gear attached or detached, a battlefield's control (323.4–323.7 read them).
pub fn edited(game: &mut Game) {
    game.ext.board_edits = game.ext.board_edits.wrapping_add(1);
}
