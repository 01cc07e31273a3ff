//! The game: all mutable state of one match, cheap to clone (search, play-outs, rollback).

use super::chain::ChainItem;
use super::effects::Effect;
use super::ids::{BfId, ObjId, PlayerId};
use super::object::Object;
use super::player::Player;
use super::rng::GameRng;
use super::showdown::{Mode, Showdown};
use super::zone::Zone;
use crate::model::card::CardType;
use crate::model::catalog::Catalog;
use std::rc::Rc;

/// Phases of a turn (314–317).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Before the first turn: decks, opening hands, mulligans (111–118).
    Setup,
    Awaken,
    BeginningStep,
    ScoringStep,
    Channel,
    Draw,
    Main,
    EndingStep,
    Expiration,
}

/// A battlefield in play.
#[derive(Clone, Debug)]
pub struct Battlefield {
    pub obj: ObjId,
    pub controller: Option<PlayerId>,
    /// The player who applied Contested status (187.3), until control is established.
    pub contested_by: Option<PlayerId>,
    /// Staged showdown and combat (323.8–323.10).
    pub showdown_staged: bool,
    pub combat_staged: bool,
}

impl Battlefield {
    pub fn new(obj: ObjId) -> Self {
        Battlefield {
            obj,
            controller: None,
            contested_by: None,
            showdown_staged: false,
            combat_staged: false,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Turn {
    pub number: u32,
    pub player: PlayerId,
    pub phase: Phase,
    /// Who may act now (333.1, 337.1.c.3); `None` while the engine is between steps.
    pub priority: Option<PlayerId>,
    /// Consecutive passes since the last item was added or resolved (339.1).
    pub passes: u8,
    pub winner: Option<PlayerId>,
    /// Who took the first turn of the game (116.1.b.1).
    pub first_player: PlayerId,
    /// The showdown or combat in progress, if any (308).
    pub showdown: Option<Showdown>,
}

#[derive(Clone)]
pub struct Game {
    pub catalog: Rc<Catalog>,
    pub objects: Vec<Object>,
    pub players: Vec<Player>,
    pub battlefields: Vec<Battlefield>,
    pub chain: Vec<ChainItem>,
    pub effects: Vec<Effect>,
    pub turn: Turn,
    pub mode: Mode,
    pub rng: GameRng,
    /// One event a line; a judge should be able to check it against the rules.
    pub trace: Vec<String>,
    /// Whether events are written to `trace` at all (see the `trace!` macro).
    pub tracing: bool,
    pub next_order: i64,
    pub next_top: i64,
    pub next_serial: u32,
    pub next_timestamp: u32,
    /// Last known information of permanents that died, kept while their dies-triggers may
    /// still need it (808.1.d.3).
    pub last_known: Vec<super::last_known::LastKnown>,
}

impl Game {
    /// An empty game for `players` players; content is added by setup code.
    pub fn new(catalog: Rc<Catalog>, players: usize, seed: u64) -> Game {
        Game {
            catalog,
            objects: Vec::new(),
            players: vec![Player::default(); players],
            battlefields: Vec::new(),
            chain: Vec::new(),
            effects: Vec::new(),
            turn: Turn {
                number: 1,
                player: PlayerId(0),
                phase: Phase::Main,
                priority: Some(PlayerId(0)),
                passes: 0,
                winner: None,
                first_player: PlayerId(0),
                showdown: None,
            },
            mode: Mode::DUEL,
            rng: GameRng::seeded(seed),
            trace: Vec::new(),
            tracing: true,
            next_order: 0,
            next_top: -1,
            next_serial: 1,
            next_timestamp: 1,
            last_known: Vec::new(),
        }
    }

    /// The last known information of `obj`, while the card is still where dying put it (it has
    /// changed zones exactly once since): `None` once it moves on, as it is a new object (110).
    pub fn last_known(&self, obj: ObjId) -> Option<&super::last_known::LastKnown> {
        let o = self.obj(obj);
        self.last_known
            .iter()
            .rev()
            .find(|lk| lk.was.obj == obj && lk.was.incarnation + 1 == o.incarnation)
            .filter(|_| !o.zone.is_board())
    }

    /// A copy for trying things out (legal-action probes, search): everything but the trace.
    pub fn fork(&self) -> Game {
        Game {
            catalog: self.catalog.clone(),
            objects: self.objects.clone(),
            players: self.players.clone(),
            battlefields: self.battlefields.clone(),
            chain: self.chain.clone(),
            effects: self.effects.clone(),
            turn: self.turn.clone(),
            mode: self.mode,
            rng: self.rng.clone(),
            trace: Vec::new(),
            // A fork is for trying things out: nobody reads its trace.
            tracing: false,
            next_order: self.next_order,
            next_top: self.next_top,
            next_serial: self.next_serial,
            next_timestamp: self.next_timestamp,
            last_known: self.last_known.clone(),
        }
    }

    /// Adds a new object at the bottom of `zone`, ready, labelled `label` or, when `None`, by its
    /// card id made unique with `#2`, `#3`… (as scenarios label their entries).
    pub fn spawn(
        &mut self,
        card: crate::model::card::CardKey,
        owner: PlayerId,
        zone: Zone,
        label: Option<String>,
    ) -> ObjId {
        let label = label.unwrap_or_else(|| {
            let base = self.catalog.card(card).id.clone();
            let mut n = 1;
            let mut l = base.clone();
            while self.objects.iter().any(|o| *o.label == *l) {
                n += 1;
                l = format!("{base}#{n}");
            }
            l
        });
        let id = ObjId(self.objects.len() as u32);
        self.next_order += 1;
        self.objects.push(Object {
            id,
            card,
            label: label.into(),
            owner,
            controller: owner,
            zone,
            order: self.next_order,
            incarnation: 0,
            exhausted: false,
            damage: 0,
            buffs: 0,
            attached_to: None,
            designation: None,
            hidden_turn: None,
            played_hidden: None,
        });
        id
    }

    pub fn obj(&self, id: ObjId) -> &Object {
        &self.objects[id.index()]
    }

    pub fn obj_mut(&mut self, id: ObjId) -> &mut Object {
        &mut self.objects[id.index()]
    }

    pub fn card(&self, id: ObjId) -> &CardType {
        self.catalog.card(self.obj(id).card)
    }

    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> + use<> {
        (0..self.players.len() as u8).map(PlayerId)
    }

    /// The first player of every round of turns (116.1.c).
    pub fn first_player_of_round(&self) -> PlayerId {
        self.turn.first_player
    }

    /// The player after `p` in turn order.
    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        PlayerId(((p.index() + 1) % self.players.len()) as u8)
    }

    /// Objects in `zone`, in zone order (top of a deck first).
    pub fn in_zone(&self, zone: Zone) -> Vec<ObjId> {
        let mut ids: Vec<&Object> = self.objects.iter().filter(|o| o.zone == zone).collect();
        if zone.is_ordered() {
            ids.sort_by_key(|o| (o.order, o.id));
        }
        ids.into_iter().map(|o| o.id).collect()
    }

    pub fn count_in_zone(&self, zone: Zone) -> usize {
        self.objects.iter().filter(|o| o.zone == zone).count()
    }

    pub fn find_label(&self, label: &str) -> Option<ObjId> {
        self.objects
            .iter()
            .find(|o| *o.label == *label)
            .map(|o| o.id)
    }

    pub fn battlefield(&self, b: BfId) -> &Battlefield {
        &self.battlefields[b.index()]
    }

    /// The battlefield whose card is `obj`.
    pub fn battlefield_of_card(&self, obj: ObjId) -> Option<BfId> {
        self.battlefields
            .iter()
            .position(|b| b.obj == obj)
            .map(|i| BfId(i as u8))
    }

    pub fn bf_label(&self, b: BfId) -> &str {
        &self.obj(self.battlefields[b.index()].obj).label
    }

    /// A closed state exists while the chain does (331).
    pub fn is_closed(&self) -> bool {
        !self.chain.is_empty()
    }

    pub fn log(&mut self, line: impl Into<String>) {
        if self.tracing {
            self.trace.push(line.into());
        }
    }

    pub fn zone_name(&self, zone: Zone) -> String {
        match zone {
            Zone::Base(p) => format!("{p} base"),
            Zone::Battlefield(b) => self.bf_label(b).to_string(),
            Zone::Facedown(b) => format!("facedown at {}", self.bf_label(b)),
            Zone::BattlefieldCards => "battlefields".into(),
            Zone::Legend(p) => format!("{p} legend zone"),
            Zone::Hand(p) => format!("{p} hand"),
            Zone::Deck(p) => format!("{p} deck"),
            Zone::RuneDeck(p) => format!("{p} rune deck"),
            Zone::Trash(p) => format!("{p} trash"),
            Zone::Banishment(p) => format!("{p} banishment"),
            Zone::Champion(p) => format!("{p} champion zone"),
            Zone::Chain => "chain".into(),
            Zone::Gone => "nowhere (a token that ceased to exist)".into(),
        }
    }
}
