//! What scripts read of a game while the rules record it: the objects they named, the zones
//! they listed, the parts of its state a ruleset numbers (its effects, a combat…), or something
//! no one itemised. A ruleset records the runs of its continuous abilities' functions, which it
//! would otherwise run again at every state check, and runs them again only when something
//! they read has changed since (`Seen::unchanged`): what nothing read cannot change what they
//! give.
//!
//! Recording is safe by default: every card-API function takes the call's state through
//! `Ctx::state`, which notes an untracked read while a recording runs; only a function that
//! records what it reads itself takes it through `Ctx::reading` (an object through
//! `script::support::object`, a zone or a part through this recorder). A run that read
//! something untracked is never taken as unchanged.
//!
//! A cache, not part of the game: a copy of a game starts with nothing recorded.

use super::game::Game;
use super::ids::ObjId;
use super::object::Object;
use super::zone::ZoneKind;
use crate::ruleset::Ruleset;
use std::cell::{Cell, RefCell};

/// The recorder a game carries (`Game::reads`), read through `&Game` as the card API reads the
/// game: its cells are written only while a recording runs.
#[derive(Default)]
pub struct Reads {
    recording: Cell<bool>,
    untracked: Cell<bool>,
    parts: Cell<u32>,
    objects: RefCell<Vec<ObjId>>,
    places: RefCell<Vec<ObjId>>,
    zones: RefCell<Vec<usize>>,
}

impl Reads {
    /// Starts recording, from nothing read.
    pub fn start(&self) {
        self.recording.set(true);
        self.untracked.set(false);
        self.parts.set(0);
        self.objects.borrow_mut().clear();
        self.places.borrow_mut().clear();
        self.zones.borrow_mut().clear();
    }

    /// Stops recording (what was read stays, for `Seen::take`).
    pub fn stop(&self) {
        self.recording.set(false);
    }

    pub fn is_recording(&self) -> bool {
        self.recording.get()
    }

    /// Object `id` was read: anything about it, its card included.
    #[inline]
    pub fn object(&self, id: ObjId) {
        if self.recording.get() {
            self.objects.borrow_mut().push(id);
        }
    }

    /// Where object `id` is, whose it is, what card it is and what it is attached to were read,
    /// not its status (`Place`): a permanent that taps or is dealt damage reads the same.
    #[inline]
    pub fn place(&self, id: ObjId) {
        if self.recording.get() {
            self.places.borrow_mut().push(id);
        }
    }

    /// Which objects are in `zone`, in which order, was read (not what they are: an object read
    /// is noted as such).
    #[inline]
    pub fn zone(&self, zone: impl ZoneKind) {
        if self.recording.get() {
            self.zones.borrow_mut().push(zone.slot());
        }
    }

    /// Parts of the state the ruleset numbers (bits of its own) were read.
    #[inline]
    pub fn part(&self, bits: u32) {
        if self.recording.get() {
            self.parts.set(self.parts.get() | bits);
        }
    }

    /// Something no one itemised was read (`Ctx::state`): the run is never taken as unchanged.
    #[inline]
    pub fn untracked(&self) {
        if self.recording.get() {
            self.untracked.set(true);
        }
    }
}

/// Never copied with the game: a copy records nothing until its rules start it.
impl Clone for Reads {
    fn clone(&self) -> Self {
        Reads::default()
    }

    fn clone_from(&mut self, _: &Self) {
        self.recording.set(false);
    }
}

/// Where an object is, whose and what it is, and what it is attached to: what a place read
/// (`Reads::place`) compares, its status aside.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Place<R: Ruleset> {
    id: ObjId,
    card: crate::model::card::CardKey,
    owner: crate::state::PlayerId,
    controller: crate::state::PlayerId,
    zone: R::Zone,
    incarnation: u32,
    attached_to: Option<ObjId>,
}

impl<R: Ruleset> Place<R> {
    fn of(o: &Object<R>) -> Place<R> {
        Place {
            id: o.id,
            card: o.card,
            owner: o.owner,
            controller: o.controller,
            zone: o.zone,
            incarnation: o.incarnation,
            attached_to: o.attached_to,
        }
    }
}

/// What recorded runs read, as it was when they ended: the objects read, as they were, the
/// places of those read for their place only, and the versions of the zones listed. Kept by a
/// ruleset with what the runs gave.
pub struct Seen<R: Ruleset> {
    /// Something untracked was read: nothing can be said unchanged.
    untracked: bool,
    /// The ruleset's parts read (`Reads::part`): the ruleset compares those itself.
    pub parts: u32,
    objects: Vec<Object<R>>,
    places: Vec<Place<R>>,
    zones: Vec<(usize, u32)>,
}

impl<R: Ruleset> Default for Seen<R> {
    fn default() -> Self {
        Seen {
            untracked: true,
            parts: 0,
            objects: Vec::new(),
            places: Vec::new(),
            zones: Vec::new(),
        }
    }
}

impl<R: Ruleset> Seen<R> {
    /// Nothing read yet, reusing this one's buffers: what `add` fills.
    pub fn clear(&mut self) {
        self.untracked = false;
        self.parts = 0;
        self.objects.clear();
        self.places.clear();
        self.zones.clear();
    }

    /// Adds what `game`'s recorder noted (a run just ended), each object and zone once, as they
    /// are now.
    pub fn add(&mut self, game: &Game<R>) {
        let reads = &game.reads;
        self.untracked |= reads.untracked.get();
        self.parts |= reads.parts.get();
        for &id in reads.objects.borrow().iter() {
            if !self.objects.iter().any(|o| o.id == id) {
                self.objects.push(*game.obj(id));
            }
        }
        for &id in reads.places.borrow().iter() {
            self.place(game, id);
        }
        for &slot in reads.zones.borrow().iter() {
            if !self.zones.iter().any(|z| z.0 == slot) {
                self.zones.push((slot, game.zones.version(slot)));
            }
        }
    }

    /// Notes object `id` as read, as it is now (what the rules read around the runs: a
    /// source's own object).
    pub fn object(&mut self, game: &Game<R>, id: ObjId) {
        if !self.objects.iter().any(|o| o.id == id) {
            self.objects.push(*game.obj(id));
        }
    }

    /// Notes where object `id` is, whose and what it is, as read now (`Reads::place`; what the
    /// rules read around the runs: a source's own place).
    pub fn place(&mut self, game: &Game<R>, id: ObjId) {
        if !self.places.iter().any(|p| p.id == id) {
            self.places.push(Place::of(game.obj(id)));
        }
    }

    /// Whether nothing untracked was read and every object and zone read is as it was;
    /// `same` compares two states of an object (the core's objects have no equality of their
    /// own: the ruleset's status says what it is).
    pub fn unchanged(&self, game: &Game<R>, same: impl Fn(&Object<R>, &Object<R>) -> bool) -> bool {
        !self.untracked
            && self
                .zones
                .iter()
                .all(|&(slot, v)| game.zones.version(slot) == v)
            && self.objects.iter().all(|o| {
                game.objects
                    .get(o.id.index())
                    .is_some_and(|now| same(o, now))
            })
            && self.places.iter().all(|p| {
                game.objects
                    .get(p.id.index())
                    .is_some_and(|now| Place::of(now) == *p)
            })
    }

    /// The objects read, as they were.
    pub fn objects(&self) -> impl Iterator<Item = &Object<R>> {
        self.objects.iter()
    }
}
