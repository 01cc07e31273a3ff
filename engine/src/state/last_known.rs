//! Last known information (808.1.d.3): what a permanent was just before it died — where it
//! was, who controlled it, its Might and keywords — noted before the card moves to the trash,
//! so that its dies-triggers can use it after they are finalized.

use super::game::Game;
use super::ids::{ObjId, PlayerId};
use super::object::Handle;
use super::zone::Zone;
use crate::model::glossary::KwId;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastKnown {
    /// The object as it was on the board (its incarnation there).
    pub was: Handle,
    pub zone: Zone,
    pub controller: PlayerId,
    pub might: Option<i32>,
    pub keywords: Vec<(KwId, i32)>,
}

impl Game {
    /// The last known information of `obj`, while the card is still where dying put it (it has
    /// changed zones exactly once since): `None` once it moves on, as it is a new object (110).
    pub fn last_known(&self, obj: ObjId) -> Option<&LastKnown> {
        let o = self.obj(obj);
        self.last_known
            .iter()
            .rev()
            .find(|lk| lk.was.obj == obj && lk.was.incarnation + 1 == o.incarnation)
            .filter(|_| !o.zone.is_board())
    }
}
