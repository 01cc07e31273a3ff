//! The last evaluation of the continuous abilities (`rules::continuous::refresh`, 471–475):
//! which functions ran, what they read and what they gave. Kept so that the next evaluation,
//! when the same functions would run on the same state, gives the same contributions again
//! without running a script (`rules::continuous_memo`). A cache, not part of the game: a copy
//! of a game starts without one.
//!
//! What the functions read is recorded as they run (`grimoire_core::state::reads`): the objects
//! they named — their sources' own included —, the zones they listed, and Riftbound's parts of
//! the state numbered here (`part`). A card-API function that records nothing makes every
//! evaluation that calls it run again. The effects that are not contributions are compared
//! whole: every Might and keyword a function asks is read from them (472).

use super::ObjId;
use super::object::Object;
use crate::model::card::ScriptId;
use crate::model::catalog::Catalog;
use crate::state::effects::Effect;
use grimoire_core::state::reads::Seen;
use std::fmt;
use std::rc::Rc;

/// Riftbound's parts of the state a card-API function may read beyond objects and zones
/// (`Reads::part`).
pub mod part {
    /// How many gear objects are attached (`RiftState::attached_gear`): while none is, a unit's
    /// Might and keywords read no gear (`query::scan::gear_on`).
    pub const GEAR: u32 = 1;
    /// Each player's bonus to buffs this turn (`Player::buff_bonus`, 426, 472.3).
    pub const BUFF_BONUS: u32 = 2;
}

/// One function an evaluation runs: its object, its script and function, and the timestamp of
/// its object's text (475.1).
pub type Function = (ObjId, ScriptId, Rc<str>, u32);

#[derive(Default)]
pub struct Derived {
    /// Whether the rest holds an evaluation (none yet, or the last one failed or printed).
    pub valid: bool,
    pub catalog: Option<Rc<Catalog>>,
    /// The functions run, in the order they were (timestamp order, 475.3).
    pub functions: Vec<Function>,
    /// What they read, as it was.
    pub seen: Seen<crate::Riftbound>,
    /// The effects that were not contributions, as they were.
    pub statics: Vec<Effect>,
    /// The parts read (`seen.parts`), as they were.
    pub attached_gear: u32,
    pub buff_bonus: Vec<i32>,
    /// The contributions the evaluation left, in order, and how many timestamps its runs took
    /// (`Game::add_effect` takes one for each contribution given, even when it is not kept).
    pub given: Vec<Effect>,
    pub stamps: u32,
}

/// Where a game keeps its `Derived`: boxed, so that a refresh takes it out of the game and
/// puts it back as a pointer. Never copied with the game: a copy starts with none.
#[derive(Default)]
pub struct Memo(Option<Box<Derived>>);

impl Memo {
    /// The evaluation kept, taken out of the game (a new one when there is none).
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

    /// A spare copy filled at every checkpoint keeps nothing either.
    fn clone_from(&mut self, _: &Self) {
        self.0 = None;
    }
}

/// The same whatever it holds: a cache is no part of what a game is, and two games that
/// differ only by theirs print alike.
impl fmt::Debug for Memo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Memo")
    }
}

/// Whether two objects are the same in every field (`Object` is the core's, with no
/// `PartialEq`).
#[inline]
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
