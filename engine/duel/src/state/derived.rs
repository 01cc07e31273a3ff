//! The last recomputation of continuous effects (`rules::continuous::refresh`): what its
//! scripts could read, and what they gave. Kept so that the next recomputation, when all of
//! that is as it was, gives the same effects again without running a script. A cache, not part
//! of the game: a copy of a game starts without one, since it is only ever used after a
//! comparison with the whole of what it read.

use super::ObjId;
use super::effects::Effect;
use super::object::Object;
use crate::model::catalog::Catalog;
use std::fmt;
use std::rc::Rc;

#[derive(Default)]
pub struct Derived {
    /// Whether the rest holds a recomputation (none yet, or the last one printed a line).
    pub valid: bool,
    pub catalog: Option<Rc<Catalog>>,
    /// What a `continuous` call can read through the card API (`script::queries`, which must
    /// keep this in step): the objects (what each is, where, whose, attached to what, its
    /// status), how many players there are, every effect that is not derived (timestamps
    /// included), and who attacks and who blocks whom.
    pub objects: Vec<Object>,
    pub players: usize,
    pub effects: Vec<Effect>,
    pub attackers: Vec<ObjId>,
    pub blocks: Vec<(ObjId, ObjId)>,
    /// `next_timestamp` before and after the scripts ran: the effects given are stamped from
    /// `start` on, and a replay stamps them as far from its own start.
    pub start: u32,
    pub end: u32,
    /// The effects the scripts gave, in order.
    pub given: Vec<Effect>,
}

/// Never copied with the game: a copy starts with none.
impl Clone for Derived {
    fn clone(&self) -> Self {
        Derived::default()
    }
}

impl fmt::Debug for Derived {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Derived {{ valid: {}, given: {:?} }}",
            self.valid, self.given
        )
    }
}

#[inline]
/// Whether two objects are the same in every field (`Object` is the core's, with no `PartialEq`).
pub fn same_object(a: &Object, b: &Object) -> bool {
    a.id == b.id
        && a.card == b.card
        && a.owner == b.owner
        && a.controller == b.controller
        && a.zone == b.zone
        && a.order == b.order
        && a.incarnation == b.incarnation
        && a.attached_to == b.attached_to
        && a.ext == b.ext
}
