//! The game: all mutable state of one match, cheap to clone (search, play-outs, checkpoints).
//! The core keeps what every game has: objects, players, the chain, effects, the turn, the RNG
//! and the trace; the ruleset's own state is `ext`, reachable directly through `Deref`
//! (a ruleset's `game.places` is `game.ext.places`).

use super::chain::ChainItem;
use super::checkpoint::SpareCopies;
use super::effects::Effect;
use super::ids::{ObjId, PlayerId};
use super::index::Labels;
use super::object::Object;
use super::reads::Reads;
use super::rng::GameRng;
use super::trace::{CoreEvent, Trace, TraceLine};
use super::zone::{Position, ZoneKind};
use super::zone_index::ZoneIndex;
use crate::model::card::{CardKey, CardType};
use crate::model::catalog::Catalog;
use crate::ruleset::Ruleset;
use std::ops::{Deref, DerefMut};
use std::rc::Rc;

/// Whose turn it is and who may act.
#[derive(Clone, Debug)]
pub struct Turn<R: Ruleset> {
    pub number: u32,
    pub player: PlayerId,
    /// Where the turn is, in the ruleset's terms.
    pub phase: R::Phase,
    /// Who may act now; `None` while the engine is between steps.
    pub priority: Option<PlayerId>,
    /// Consecutive passes since the last item was added or resolved.
    pub passes: u8,
    pub winner: Option<PlayerId>,
    /// The game ended with no winner (every player lost at once, where a ruleset allows it).
    pub drawn: bool,
    /// Who took the first turn of the game.
    pub first_player: PlayerId,
}

pub struct Game<R: Ruleset> {
    pub catalog: Rc<Catalog<R>>,
    pub objects: Vec<Object<R>>,
    pub players: Vec<R::Player>,
    pub chain: Vec<ChainItem<R>>,
    pub effects: Vec<Effect<R>>,
    pub turn: Turn<R>,
    pub rng: GameRng,
    /// One event a line; a judge should be able to check it against the rules. Shared in
    /// chunks with the game's clones (a clone copies no line).
    pub trace: Trace<R>,
    /// Whether events are recorded at all: a game that does not trace builds none.
    pub tracing: bool,
    /// A trial's copy (`Game::probe`): all that is read of what it tries is whether it
    /// completes, so a refusal's reason is not written out (`script::support::fault`).
    pub trial: bool,
    /// Bytes its scripts have printed, traced or not (`limits::MAX_PRINTED`): counted the same
    /// whether the game traces, so that a traced replay fails where the untraced game did.
    pub printed: u64,
    pub next_order: i64,
    pub next_top: i64,
    pub next_serial: u32,
    pub next_timestamp: u32,
    /// The ruleset's state of the game.
    pub ext: R::State,
    /// The objects grouped by zone, kept by `spawn` and `place` (`zone_slice`).
    pub(super) zones: ZoneIndex,
    /// The labels given, kept by `spawn`; shared between a game and its forks until one of
    /// them spawns (rare outside setup), so a fork copies a pointer. None before the first
    /// spawn: the empty game a script call leaves in its caller's place allocates nothing.
    pub(super) labels: Option<Rc<Labels>>,
    /// A copy kept for the next checkpoint, to be filled rather than allocated
    /// (`Game::checkpoint`); never copied with the game.
    pub(super) spare: SpareCopies<R>,
    /// What scripts read while the rules record it (`reads.rs`: a continuous ability's
    /// function, run again only when what it read changes); never copied with the game.
    pub reads: Reads,
}

impl<R: Ruleset> Clone for Game<R> {
    fn clone(&self) -> Self {
        let mut copy = self.fork();
        copy.trace = self.trace.clone();
        copy.tracing = self.tracing;
        copy
    }
}

impl<R: Ruleset> Deref for Game<R> {
    type Target = R::State;
    fn deref(&self) -> &R::State {
        &self.ext
    }
}

impl<R: Ruleset> DerefMut for Game<R> {
    fn deref_mut(&mut self) -> &mut R::State {
        &mut self.ext
    }
}

impl<R: Ruleset> Game<R> {
    /// An empty game for `players` players; content is added by setup code.
    pub fn new(catalog: Rc<Catalog<R>>, players: usize, seed: u64) -> Game<R> {
        Game {
            catalog,
            objects: Vec::new(),
            players: vec![R::Player::default(); players],
            chain: Vec::new(),
            effects: Vec::new(),
            turn: Turn {
                number: 1,
                player: PlayerId(0),
                phase: R::Phase::default(),
                priority: Some(PlayerId(0)),
                passes: 0,
                winner: None,
                drawn: false,
                first_player: PlayerId(0),
            },
            rng: GameRng::seeded(seed),
            trace: Trace::default(),
            tracing: true,
            trial: false,
            printed: 0,
            next_order: 0,
            next_top: -1,
            next_serial: 1,
            next_timestamp: 1,
            ext: R::State::default(),
            zones: ZoneIndex::default(),
            labels: None,
            spare: SpareCopies::default(),
            reads: Reads::default(),
        }
    }

    /// A copy for trying things out (legal-action probes, search): everything but the trace,
    /// and nothing traced from then on.
    pub fn fork(&self) -> Game<R> {
        Game {
            catalog: self.catalog.clone(),
            objects: self.objects.clone(),
            players: self.players.clone(),
            chain: self.chain.clone(),
            effects: self.effects.clone(),
            turn: self.turn.clone(),
            rng: self.rng.clone(),
            trace: Trace::default(),
            tracing: false,
            trial: self.trial,
            printed: self.printed,
            next_order: self.next_order,
            next_top: self.next_top,
            next_serial: self.next_serial,
            next_timestamp: self.next_timestamp,
            ext: self.ext.clone(),
            zones: self.zones.clone(),
            labels: self.labels.clone(),
            spare: SpareCopies::default(),
            reads: Reads::default(),
        }
    }

    /// Makes this game a copy of `other`, trace and tracing aside, reusing its buffers: no
    /// allocation when it was a copy of a game much like `other` (a checkpoint's spare, filled
    /// at every action). Field by field, as a derived `clone_from` would clone instead.
    pub(crate) fn copy_from(&mut self, other: &Game<R>) {
        if !Rc::ptr_eq(&self.catalog, &other.catalog) {
            self.catalog = other.catalog.clone();
        }
        self.objects.clone_from(&other.objects);
        self.players.clone_from(&other.players);
        self.chain.clone_from(&other.chain);
        self.effects.clone_from(&other.effects);
        self.turn.clone_from(&other.turn);
        self.rng.clone_from(&other.rng);
        self.trial = other.trial;
        self.printed = other.printed;
        self.next_order = other.next_order;
        self.next_top = other.next_top;
        self.next_serial = other.next_serial;
        self.next_timestamp = other.next_timestamp;
        self.ext.clone_from(&other.ext);
        self.zones.clone_from(&other.zones);
        match (&mut self.labels, &other.labels) {
            (Some(mine), Some(theirs)) if Rc::ptr_eq(mine, theirs) => {}
            (mine, theirs) => mine.clone_from(theirs),
        }
    }

    /// Makes room for `additional` more objects (setup code that knows how many cards it
    /// spawns), so that spawning them does not grow the arena, its index and its labels step
    /// by step.
    pub fn reserve(&mut self, additional: usize) {
        self.objects.reserve(additional);
        self.zones.reserve(additional);
        Rc::make_mut(self.labels.get_or_insert_default()).reserve(additional);
    }

    /// Adds a new object at the bottom of `zone`, labelled `label` or, when `None`, by its card
    /// id made unique with `#2`, `#3`… (as scenarios label their entries).
    pub fn spawn(
        &mut self,
        card: CardKey,
        owner: PlayerId,
        zone: R::Zone,
        label: Option<String>,
    ) -> ObjId {
        let labels = Rc::make_mut(self.labels.get_or_insert_default());
        let id = ObjId(self.objects.len() as u32);
        match label {
            Some(l) => labels.add(l.into(), id),
            None => {
                let (label, hash) = labels.unique(card, self.catalog.card(card).label_stem());
                labels.add_hashed(label, hash, id);
            }
        }
        self.next_order += 1;
        let mut ext = R::Object::default();
        R::from_card(&mut ext, self.catalog.card(card), &self.catalog);
        self.objects.push(Object {
            id,
            card,
            owner,
            controller: owner,
            zone,
            order: self.next_order,
            incarnation: 0,
            attached_to: None,
            ext,
        });
        self.index(id);
        id
    }

    pub fn obj(&self, id: ObjId) -> &Object<R> {
        &self.objects[id.index()]
    }

    pub fn obj_mut(&mut self, id: ObjId) -> &mut Object<R> {
        &mut self.objects[id.index()]
    }

    /// The stable name traces and scenarios use for object `id`, given at spawn. Kept apart
    /// from the object so that objects are plain data (copied as one block).
    #[inline]
    pub fn label(&self, id: ObjId) -> &Rc<str> {
        self.labels
            .as_ref()
            .expect("a game with objects has labels")
            .get(id)
    }

    pub fn card(&self, id: ObjId) -> &CardType<R> {
        self.catalog.card(self.obj(id).card)
    }

    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> + use<R> {
        (0..self.players.len() as u8).map(PlayerId)
    }

    /// The player after `p` in turn order.
    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        PlayerId(((p.index() + 1) % self.players.len()) as u8)
    }

    /// Objects in `zone`, in zone order: by `order` (top of a deck first), then id, in an
    /// ordered zone (`ZoneKind::is_ordered`); by id (arena order) in any other. Read from the
    /// zone index, without looking at other objects and without allocating; `in_zone` for an
    /// owned copy (to move objects while going through them).
    pub fn zone_slice(&self, zone: R::Zone) -> &[ObjId] {
        self.zones.group(zone.slot())
    }

    /// The objects in `zone` themselves, in zone order (`zone_slice`): what a question that
    /// went through every object keeping those in one zone reads instead, in the same order
    /// when the zone is not ordered (arena order).
    pub fn objects_in(&self, zone: R::Zone) -> impl Iterator<Item = &Object<R>> + '_ {
        self.zone_slice(zone).iter().map(|&o| self.obj(o))
    }

    /// Objects in `zone`, in zone order (`zone_slice`), as a vector of their own.
    pub fn in_zone(&self, zone: R::Zone) -> Vec<ObjId> {
        self.zone_slice(zone).to_vec()
    }

    pub fn count_in_zone(&self, zone: R::Zone) -> usize {
        self.zone_slice(zone).len()
    }

    /// How many times `zone`'s members or their order have changed: what a ruleset keeps of a
    /// few zones (a look at the board) stays good while their versions are the same. Part
    /// of the state: a checkpoint restores it with the objects.
    pub fn zone_version(&self, zone: R::Zone) -> u32 {
        self.zones.version(zone.slot())
    }

    /// How many times any zone's members or their order have changed.
    pub fn zone_changes(&self) -> u64 {
        self.zones.changes()
    }

    /// The first object labelled `label` (labels the game makes are unique).
    pub fn find_label(&self, label: &str) -> Option<ObjId> {
        self.labels.as_ref()?.find(label)
    }

    /// A chain exists: the ruleset decides what that forbids.
    pub fn is_closed(&self) -> bool {
        !self.chain.is_empty()
    }

    /// Records the ruleset's event `f` builds, when the game traces (else `f` never runs, so
    /// nothing is built).
    pub fn emit(&mut self, f: impl FnOnce(&Game<R>) -> R::Event) {
        if self.tracing {
            let e = f(self);
            self.trace.push(TraceLine::Rules(e));
        }
    }

    /// Records a core event, when the game traces.
    pub fn note(&mut self, f: impl FnOnce() -> CoreEvent) {
        if self.tracing {
            self.trace.push(TraceLine::Core(f()));
        }
    }

    /// The trace as text, one line an event.
    pub fn trace_text(&self) -> Vec<String> {
        super::trace::render(&self.trace)
    }

    /// How traces name a zone.
    pub fn zone_name(&self, zone: R::Zone) -> String {
        R::zone_name(self, zone)
    }

    /// A fresh serial number for a chain item.
    pub fn new_serial(&mut self) -> u32 {
        let s = self.next_serial;
        self.next_serial += 1;
        s
    }

    /// A fresh timestamp for an effect or an attachment.
    pub fn new_timestamp(&mut self) -> u32 {
        let t = self.next_timestamp;
        self.next_timestamp += 1;
        t
    }

    /// Moves `obj` to `zone` at `pos`, keeping the core's bookkeeping straight: its order in the
    /// zone and, when the move makes a new object (`ZoneKind::renews`), a new incarnation, no
    /// attachment, control back to its owner and every effect on the old object gone. Returns
    /// whether it was renewed: the ruleset then resets its own status of the object (which of
    /// it a new object forgets is the ruleset's rule) and handles what follows from the move.
    pub fn relocate(&mut self, obj: ObjId, zone: R::Zone, pos: Position) -> bool {
        let from = self.obj(obj).zone;
        let order = match pos {
            Position::Top => {
                self.next_top -= 1;
                self.next_top
            }
            Position::Bottom => {
                self.next_order += 1;
                self.next_order
            }
        };
        let renew = from != zone && R::Zone::renews(from, zone);
        self.place(obj, zone, order);
        let o = self.obj_mut(obj);
        if renew {
            o.incarnation += 1;
            o.attached_to = None;
            o.controller = o.owner;
            let gone = super::object::Handle {
                obj,
                incarnation: o.incarnation - 1,
            };
            self.effects.retain(|e| e.target != gone);
        }
        renew
    }
}

/// The zone index: `Object::zone` and `Object::order` change only through these, so that the
/// index always says where every object is.
impl<R: Ruleset> Game<R> {
    /// Puts `obj` in `zone` at `order` (lower is nearer the top of an ordered zone) and nothing
    /// else: the bare move under `relocate`, for a ruleset that keeps its own bookkeeping of
    /// moves, or that reorders a zone (same zone, new orders).
    pub fn place(&mut self, obj: ObjId, zone: R::Zone, order: i64) {
        let o = self.obj_mut(obj);
        let from = o.zone.slot();
        o.zone = zone;
        o.order = order;
        let (key, objects) = (zone_key(o), &self.objects);
        self.zones.relocate(from, zone.slot(), obj, |other| {
            zone_key(&objects[other.index()]) < key
        });
    }

    /// Puts `cards`, all in ordered `zone` already, at its bottom one after another, as
    /// `place` at each's next bottom order would (a shuffled deck), and the zone back in
    /// order in one sort rather than a move a card.
    pub fn restack(&mut self, zone: R::Zone, cards: &[ObjId]) {
        assert!(
            zone.is_ordered() && cards.iter().all(|&c| self.obj(c).zone == zone),
            "restack reorders an ordered zone's own objects"
        );
        for &c in cards {
            self.next_order += 1;
            self.objects[c.index()].order = self.next_order;
        }
        let objects = &self.objects;
        self.zones
            .sort_group(zone.slot(), |o| (objects[o.index()].order, o));
    }

    /// Puts `obj` in `zone` keeping its order (an object that follows another, or that ceases
    /// to be anywhere).
    pub fn set_zone(&mut self, obj: ObjId, zone: R::Zone) {
        let order = self.obj(obj).order;
        self.place(obj, zone, order);
    }

    /// Adds `obj` to its zone's group, where its zone order puts it.
    fn index(&mut self, obj: ObjId) {
        let o = self.obj(obj);
        let (slot, key, objects) = (o.zone.slot(), zone_key(o), &self.objects);
        self.zones
            .insert(slot, obj, |other| zone_key(&objects[other.index()]) < key);
    }

    /// Whether the zone index lists every object once, in its zone's group, in zone order,
    /// and nothing else: for invariant checks (a ruleset that set `Object::zone` or
    /// `Object::order` by hand would break it).
    pub fn check_zone_index(&self) -> Result<(), String> {
        if self.zones.len() != self.objects.len() {
            return Err(format!(
                "the zone index lists {} objects, the arena has {}",
                self.zones.len(),
                self.objects.len()
            ));
        }
        for o in &self.objects {
            let group = self.zone_slice(o.zone);
            if !group.contains(&o.id) {
                return Err(format!(
                    "{} is not listed in {:?}",
                    self.label(o.id),
                    o.zone
                ));
            }
            // Each group once, from its first object.
            if group.first() != Some(&o.id) {
                continue;
            }
            for pair in group.windows(2) {
                let (a, b) = (self.obj(pair[0]), self.obj(pair[1]));
                if a.zone != o.zone || b.zone != o.zone || zone_key(a) >= zone_key(b) {
                    return Err(format!(
                        "{:?} lists {} before {} out of zone order",
                        o.zone,
                        self.label(a.id),
                        self.label(b.id)
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Where an object sorts in its zone: by order then id in an ordered zone, by id in another.
fn zone_key<R: Ruleset>(o: &Object<R>) -> (i64, ObjId) {
    if o.zone.is_ordered() {
        (o.order, o.id)
    } else {
        (0, o.id)
    }
}
