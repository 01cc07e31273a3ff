//! Game objects: a card (or token) with its per-game status.

use super::ids::{ObjId, PlayerId};
use super::zone::Zone;
use crate::model::card::CardKey;

/// Combat designations (454); kept here so that queries such as "while attacking" read state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Designation {
    Attacker,
    Defender,
}

#[derive(Clone, Debug)]
pub struct Object {
    pub id: ObjId,
    pub card: CardKey,
    /// The stable name traces and scenarios use for this object.
    pub label: std::rc::Rc<str>,
    pub owner: PlayerId,
    pub controller: PlayerId,
    pub zone: Zone,
    /// Position inside ordered zones (decks, hand): lower is nearer the top.
    pub order: i64,
    /// Bumped whenever the object moves to or from a non-board zone: after that it is a new
    /// object (110, 359.3.e.4), so targets and effects that named the old one no longer apply.
    pub incarnation: u32,
    pub exhausted: bool,
    pub damage: i32,
    /// Buffs (426): each gives +1 Might.
    pub buffs: i32,
    pub attached_to: Option<ObjId>,
    pub designation: Option<Designation>,
    /// The turn it was hidden on (811.1.b: playable from the next turn); `None` for a card put
    /// face down otherwise or before the game began.
    pub hidden_turn: Option<u32>,
    /// The battlefield it was last played from face down at (811.1.d): its play choices are
    /// limited there. Set by every play (`None` when played normally, 811.3).
    pub played_hidden: Option<super::ids::BfId>,
}

impl Object {
    /// A reference to this object as it is now, for targets and effects.
    pub fn handle(&self) -> Handle {
        Handle {
            obj: self.id,
            incarnation: self.incarnation,
        }
    }
}

/// An object as it was when chosen: stale once the object changes zones (359.3.e.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handle {
    pub obj: ObjId,
    pub incarnation: u32,
}
