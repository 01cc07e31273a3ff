//! The last recomputation of continuous effects (`rules::continuous::refresh`): which
//! permanents have static abilities, what their scripts read and what they gave. Kept so that
//! the next recomputation, when nothing they read has changed, gives the same effects again
//! without running a script. A cache, not part of the game: a copy of a game starts without
//! one.
//!
//! What the scripts read is recorded as they run (`grimoire_core::state::reads`): the objects
//! they named — their sources' own included —, the zones they listed, and the duel's parts of
//! the state numbered here (`part`); a query that records nothing makes every run reading it
//! run again. So a refresh compares a few objects, not the arena.

use super::ObjId;
use super::effects::Effect;
use super::object::Object;
use crate::model::catalog::Catalog;
use grimoire_core::model::card::ScriptId;
use grimoire_core::state::reads::Seen;
use std::fmt;
use std::rc::Rc;

/// The duel's parts of the state a query may read beyond objects and zones
/// (`Reads::part`).
pub mod part {
    /// The effects in force (power, toughness, keywords): every one that is not derived, with
    /// its timestamp.
    pub const EFFECTS: u32 = 1;
    /// Who attacks and who blocks whom.
    pub const COMBAT: u32 = 2;
}

#[derive(Default)]
pub struct Derived {
    /// Whether the rest holds a recomputation (none yet, the sources changed since, or the last
    /// one printed a line).
    pub valid: bool,
    pub catalog: Option<Rc<Catalog>>,
    /// The battlefield's version (`Game::zone_version`) when `sources` was listed: the list
    /// stays good while it is the same (an object's card never changes).
    pub listed: Option<u32>,
    /// The permanents with a `continuous` function, in battlefield order, and their scripts.
    pub sources: Vec<(ObjId, ScriptId)>,
    /// What the scripts read, as it was.
    pub seen: Seen<crate::Duel>,
    /// The parts read (`seen.parts`), as they were: the effects that are not derived, and the
    /// combat's attackers and blocks.
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

/// Where a game keeps its `Derived`: boxed, so that a refresh takes it out of the game and
/// puts it back as a pointer. Never copied with the game: a copy starts with none.
#[derive(Default)]
pub struct Memo(Option<Box<Derived>>);

impl Memo {
    /// The recomputation kept, taken out of the game (a new one when there is none).
    pub fn take(&mut self) -> Box<Derived> {
        self.0.take().unwrap_or_default()
    }

    pub fn put(&mut self, derived: Box<Derived>) {
        self.0 = Some(derived);
    }
}

impl Clone for Memo {
    fn clone(&self) -> Self {
        Memo(None)
    }
}

impl fmt::Debug for Memo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(d) => d.fmt(f),
            None => Derived::default().fmt(f),
        }
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
