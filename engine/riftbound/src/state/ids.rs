//! Battlefields by position (players and objects are the core's ids).

use serde::Serialize;

pub use grimoire_core::state::{ObjId, PlayerId};

/// A battlefield in play, by its position in the battlefield zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct BfId(pub u8);

impl BfId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
