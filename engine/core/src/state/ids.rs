//! Small copyable ids naming players and objects (objects live in an arena, by id).

use serde::Serialize;
use std::fmt;

/// A player, by seat: p1 is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "p{}", self.0 + 1)
    }
}

/// A card or token in the game's arena. Stable for the whole game; see `Object::incarnation`
/// for "the same object" after a zone change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct ObjId(pub u32);

impl ObjId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
