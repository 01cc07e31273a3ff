//! Game objects: a card (or token) with its per-game status. What the core keeps is what every
//! game has — who owns and controls it, where it is, what it is attached to; the ruleset's own
//! status (exhausted, damage, counters…) is `ext`, reachable directly through `Deref`.

use super::ids::{ObjId, PlayerId};
use crate::model::card::CardKey;
use crate::ruleset::Ruleset;
use std::ops::{Deref, DerefMut};

/// Plain data (its label is the game's, `Game::label`, and the ruleset's status is `Copy`),
/// so that copying the arena (every checkpoint does) is one block copy.
#[derive(Debug)]
pub struct Object<R: Ruleset> {
    pub id: ObjId,
    pub card: CardKey,
    pub owner: PlayerId,
    pub controller: PlayerId,
    /// Where it is. Read freely; change it only through `Game::relocate`, `Game::place` or
    /// `Game::set_zone`, which keep the game's zone index (`Game::zone_slice`) in step.
    pub zone: R::Zone,
    /// Position inside ordered zones (decks, hand): lower is nearer the top. Changed, like
    /// `zone`, only through `Game::place`.
    pub order: i64,
    /// Bumped whenever a zone change makes a new object (`ZoneKind::renews`): targets and
    /// effects that named the old one no longer apply.
    pub incarnation: u32,
    pub attached_to: Option<ObjId>,
    /// The ruleset's status of this object.
    pub ext: R::Object,
}

/// By hand rather than derived: a derive would ask the ruleset type itself to be `Copy`.
/// A copy of the whole, so that a vector of objects is cloned (`clone_from`) as one block
/// (a clone field by field would skip the padding, and be copied object by object).
impl<R: Ruleset> Clone for Object<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Ruleset> Copy for Object<R> {}

impl<R: Ruleset> Deref for Object<R> {
    type Target = R::Object;
    fn deref(&self) -> &R::Object {
        &self.ext
    }
}

impl<R: Ruleset> DerefMut for Object<R> {
    fn deref_mut(&mut self) -> &mut R::Object {
        &mut self.ext
    }
}

impl<R: Ruleset> Object<R> {
    /// A reference to this object as it is now, for targets and effects.
    pub fn handle(&self) -> Handle {
        Handle {
            obj: self.id,
            incarnation: self.incarnation,
        }
    }
}

/// An object as it was when chosen: stale once the object changes zones in a way that makes a
/// new object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Handle {
    pub obj: ObjId,
    pub incarnation: u32,
}
