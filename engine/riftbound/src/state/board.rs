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

use super::{Game, ObjId};

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

/// Attaches `gear` to `unit` (434), or detaches it (`None`, 435.1): the one way the rules
/// change an attachment, so that the count of attached gear (`RiftState::attached_gear`) stays true — an
/// invariant (`rules::invariants`) — and the change is counted for the glance.
pub fn set_attachment(game: &mut Game, gear: ObjId, unit: Option<ObjId>) {
    let was = std::mem::replace(&mut game.obj_mut(gear).attached_to, unit);
    let count = &mut game.ext.attached_gear;
    match (was.is_some(), unit.is_some()) {
        (false, true) => *count += 1,
        (true, false) => *count -= 1,
        _ => {}
    }
    edited(game);
}

/// How many objects are attached to another, counted: what `RiftState::attached_gear` must say.
pub fn count_attached(game: &Game) -> u32 {
    game.objects
        .iter()
        .filter(|o| o.attached_to.is_some())
        .count() as u32
}
