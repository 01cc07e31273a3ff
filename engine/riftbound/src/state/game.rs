//! A Riftbound game: the core's `Game` for this ruleset, with Riftbound's own state (`ext`,
//! reached directly: `game.battlefields`) — the battlefields in play, the showdown or combat in
//! progress, the mode of play, last known information.

use super::board::BoardMemo;
use super::ids::{BfId, ObjId, PlayerId};
use super::last_known::LastKnown;
use super::memo::ObjectList;
use super::showdown::{PlayMode, Showdown};
use super::targets::Targeting;
use grimoire_core::rules::layers::Aspects;

/// A Riftbound game.
pub type Game = grimoire_core::state::Game<crate::Riftbound>;
pub type Turn = grimoire_core::state::Turn<crate::Riftbound>;

/// Phases of a turn (314–317).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// Before the first turn: decks, opening hands, mulligans (111–118).
    Setup,
    Awaken,
    BeginningStep,
    ScoringStep,
    Channel,
    Draw,
    /// Where a scenario starts (its turn player's Main Phase, neutral open).
    #[default]
    Main,
    EndingStep,
    Expiration,
}

impl Phase {
    /// The phase, and its step, as the rules name them (314–317), for what a person reads.
    pub fn words(self) -> &'static str {
        use grimoire_core::en_fr;
        match self {
            Phase::Setup => en_fr!(en: "setup (111)", fr: "mise en place (111)"),
            Phase::Awaken => en_fr!(en: "Awaken phase (315.1)", fr: "phase de réveil (315.1)"),
            Phase::BeginningStep => en_fr!(
                en: "Beginning phase, Beginning step (315.2.a)",
                fr: "phase de début, étape de début (315.2.a)"
            ),
            Phase::ScoringStep => en_fr!(
                en: "Beginning phase, Scoring step (315.2.b)",
                fr: "phase de début, étape de score (315.2.b)"
            ),
            Phase::Channel => en_fr!(
                en: "Channel phase (315.3)",
                fr: "phase de canalisation (315.3)"
            ),
            Phase::Draw => en_fr!(en: "Draw phase (315.4)", fr: "phase de pioche (315.4)"),
            Phase::Main => en_fr!(en: "Main phase", fr: "phase principale"),
            Phase::EndingStep => en_fr!(
                en: "Ending phase, Ending step (317.1)",
                fr: "phase de fin, étape de fin (317.1)"
            ),
            Phase::Expiration => en_fr!(
                en: "Ending phase, Expiration step (317.2)",
                fr: "phase de fin, étape d'expiration (317.2)"
            ),
        }
    }
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

/// Riftbound's state of a game beyond the core's.
#[derive(Debug)]
pub struct RiftState {
    pub battlefields: Vec<Battlefield>,
    /// The showdown or combat in progress, if any (308).
    pub showdown: Option<Showdown>,
    pub mode: PlayMode,
    /// Last known information of permanents that died, kept while their dies-triggers may
    /// still need it (808.1.d.3).
    pub last_known: Vec<LastKnown>,
    /// The objects whose card has a continuous ability: the only sources
    /// `rules::continuous::refresh` may call.
    pub continuous_sources: ObjectList,
    /// The objects whose card has a triggered ability on an event about anything
    /// (`rules::observed`).
    pub observers: ObjectList,
    /// The objects whose card gives discounts to the cards its controller plays (a `discount`
    /// function, 356.4.a): the only ones `rules::discounts` asks.
    pub discounters: ObjectList,
    /// The objects whose card replaces a death (`would_die`, `unit_would_die`, 369): the only
    /// ones `rules::death_replacements` asks.
    pub death_replacers: ObjectList,
    /// The sources whose replacement of a death is being applied, outermost first, and whether
    /// each has said it applies (`ctx.instead()`): none of them applies again to the events
    /// that replace that death (370.2).
    pub replacing: Vec<(ObjId, bool)>,
    /// The objects whose card replaces the making of a token (`token_would_be_made`, 370):
    /// the only ones `rules::token_replacements` asks.
    pub token_replacers: ObjectList,
    /// The instructions to make a token whose replacements are running, outermost first
    /// (375: what a replacement's own tokens inherit).
    pub token_making: Vec<super::token_making::TokenMaking>,
    /// What targets are chosen under, on their way to and from the chain (359.3.e.2).
    pub targeting: Targeting,
    /// What the running continuous ability has read of objects (Might, keywords): how the
    /// layers see that it depends on another (473, `rules::continuous`).
    pub layer_reads: Aspects,
    /// Changes a cleanup's glance reads that move no object (`state::board::edited`).
    pub board_edits: u32,
    /// The last glance, kept while nothing it read has changed (`rules::glance`).
    pub board_memo: Option<BoardMemo>,
    /// How many gear objects are attached now (`state::board::set_attachment` keeps it): while
    /// none is, no location is read for a unit's gear (`query::scan::gear_on`) — most games
    /// never attach any, and what a unit may have is asked at every trigger and listing.
    pub attached_gear: u32,
    /// The events some keyword of the glossary may trigger on (a bit each, in
    /// `TriggerEvent::ALL`'s order), read from content at the first event asked about
    /// (`rules::observed::may_trigger_at_all`).
    pub keyword_observed: Option<crate::query::foreseen::Mask>,
    /// The events the arena's card types may trigger on by themselves (their foreseen masks
    /// together, `rules::observed::may_trigger_at_all`).
    pub arena_events: super::memo::ArenaUnion,
    /// The arena's scripts' function filters together (`FunctionSet::filter`): no object
    /// defines a function this does not pass, so the board is not searched for it
    /// (`query::scan::arena_may_define`).
    pub arena_functions: super::memo::ArenaUnion,
    /// Objects with a "when this leaves the board" ability that have just left it, waiting for
    /// the next cleanup to put those abilities on the chain (`rules::observed::left_board`).
    pub left_board: Vec<ObjId>,
    /// Abilities triggered where the rules could not put them on the chain at once (damage
    /// dealt, a card drawn…), each about its subject, for the next cleanup (`rules::noted`).
    pub noted: Vec<grimoire_core::state::trigger::Trigger>,
    /// Delayed triggered abilities effects have made, waiting for their event (391,
    /// `rules::delayed`).
    pub delayed: Vec<super::delayed::Delayed>,
    /// The units on the board at the last look and whether each was Mighty then (709), kept
    /// only while something may trigger on a unit becoming Mighty (`rules::observed`).
    pub mighty: Vec<(super::object::Handle, bool)>,
    /// The abilities that have said "the first time … this turn" (383.1.b) this turn: each
    /// object as it is, and the function asking (`ctx.first_time_this_turn()`).
    pub firsts: Vec<(super::object::Handle, std::rc::Rc<str>)>,
    /// Where each unit moved from this turn, one entry a move (442.1, its Origin): what "when
    /// a unit moves from here" asks of the last (`ctx.moved_from_here`), what "if I have moved
    /// twice this turn" counts (`ctx.moves_this_turn`); with the player responsible for the
    /// move (411.4: « when you move an enemy unit », `ctx.moved_by`). Forgotten as a turn
    /// begins.
    pub origins: Vec<(ObjId, super::Zone, PlayerId)>,
    /// Set on the copy a play's legality check resolves its spell on (358.2): what about the
    /// outcome would have been an illegal state, once one is found (`rules::foresee`).
    pub foresight: Option<Option<String>>,
    /// Damage prevented this turn and Bonus Damage of the next spells (437, 712, 391).
    pub damage_turn: super::damage_turn::DamageTurn,
    /// The last evaluation of the continuous abilities, to skip the next when it would give
    /// the same (a cache: never copied with the game, `state::derived`).
    pub derived: super::derived::Memo,
    /// 735–738: the additional turns queued after this one, the next first, and the player
    /// whose turn the queue returns to once they are taken (the one due when the first began).
    pub additional_turns: Vec<PlayerId>,
    pub resume_turns_with: Option<PlayerId>,
    /// Cards of a hand revealed by the spell or ability resolving (424.1: known to every
    /// player while it resolves, 424.1.a): what is chosen among them or done to them is
    /// public. Forgotten as the item finishes resolving (`rules::targets::end_resolution`).
    pub revealed: Vec<ObjId>,
    /// What the object resolving last added to its controller's rune pool (429.1), for « Use
    /// only to play spells. » after it (`rules::add::only_for_spells`).
    pub added: Option<(ObjId, PlayerId, super::player::RunePool)>,
    /// The objects on the board that became a copy of something (472.1.b.1), with their
    /// printed card, given back as they leave the board (`rules::copies`).
    pub became_copies: Vec<(ObjId, grimoire_core::model::card::CardKey)>,
}

impl Clone for RiftState {
    fn clone(&self) -> Self {
        RiftState {
            battlefields: self.battlefields.clone(),
            showdown: self.showdown.clone(),
            mode: self.mode,
            last_known: self.last_known.clone(),
            continuous_sources: self.continuous_sources.clone(),
            observers: self.observers.clone(),
            discounters: self.discounters.clone(),
            death_replacers: self.death_replacers.clone(),
            replacing: self.replacing.clone(),
            token_replacers: self.token_replacers.clone(),
            token_making: self.token_making.clone(),
            targeting: self.targeting.clone(),
            layer_reads: self.layer_reads,
            board_edits: self.board_edits,
            board_memo: self.board_memo,
            attached_gear: self.attached_gear,
            keyword_observed: self.keyword_observed,
            arena_events: self.arena_events.clone(),
            arena_functions: self.arena_functions.clone(),
            left_board: self.left_board.clone(),
            noted: self.noted.clone(),
            delayed: self.delayed.clone(),
            mighty: self.mighty.clone(),
            firsts: self.firsts.clone(),
            origins: self.origins.clone(),
            foresight: self.foresight.clone(),
            damage_turn: self.damage_turn.clone(),
            derived: super::derived::Memo::default(),
            additional_turns: self.additional_turns.clone(),
            resume_turns_with: self.resume_turns_with,
            revealed: self.revealed.clone(),
            added: self.added,
            became_copies: self.became_copies.clone(),
        }
    }

    /// Field by field, into the buffers there are: a checkpoint fills its spare copy of the
    /// game this way at every action (`grimoire_core::state::checkpoint`).
    fn clone_from(&mut self, other: &Self) {
        self.battlefields.clone_from(&other.battlefields);
        self.showdown.clone_from(&other.showdown);
        self.mode = other.mode;
        self.last_known.clone_from(&other.last_known);
        self.continuous_sources
            .clone_from(&other.continuous_sources);
        self.observers.clone_from(&other.observers);
        self.discounters.clone_from(&other.discounters);
        self.death_replacers.clone_from(&other.death_replacers);
        self.replacing.clone_from(&other.replacing);
        self.token_replacers.clone_from(&other.token_replacers);
        self.token_making.clone_from(&other.token_making);
        self.targeting.clone_from(&other.targeting);
        self.layer_reads = other.layer_reads;
        self.board_edits = other.board_edits;
        self.board_memo = other.board_memo;
        self.attached_gear = other.attached_gear;
        self.keyword_observed = other.keyword_observed;
        self.arena_events.copy_from(&other.arena_events);
        self.arena_functions.copy_from(&other.arena_functions);
        self.left_board.clone_from(&other.left_board);
        self.noted.clone_from(&other.noted);
        self.delayed.clone_from(&other.delayed);
        self.mighty.clone_from(&other.mighty);
        self.firsts.clone_from(&other.firsts);
        self.origins.clone_from(&other.origins);
        self.foresight.clone_from(&other.foresight);
        self.damage_turn.copy_from(&other.damage_turn);
        self.derived.clone_from(&other.derived);
        self.additional_turns.clone_from(&other.additional_turns);
        self.resume_turns_with = other.resume_turns_with;
        self.revealed.clone_from(&other.revealed);
        self.added = other.added;
        self.became_copies.clone_from(&other.became_copies);
    }
}

impl Default for RiftState {
    fn default() -> Self {
        RiftState {
            battlefields: Vec::new(),
            showdown: None,
            mode: PlayMode::DUEL,
            last_known: Vec::new(),
            continuous_sources: ObjectList::default(),
            observers: ObjectList::default(),
            discounters: ObjectList::default(),
            death_replacers: ObjectList::default(),
            replacing: Vec::new(),
            token_replacers: ObjectList::default(),
            token_making: Vec::new(),
            targeting: Targeting::default(),
            layer_reads: Aspects::NONE,
            board_edits: 0,
            board_memo: None,
            attached_gear: 0,
            keyword_observed: None,
            arena_events: Default::default(),
            arena_functions: Default::default(),
            left_board: Vec::new(),
            noted: Vec::new(),
            delayed: Vec::new(),
            mighty: Vec::new(),
            firsts: Vec::new(),
            origins: Vec::new(),
            foresight: None,
            damage_turn: super::damage_turn::DamageTurn::default(),
            derived: super::derived::Memo::default(),
            additional_turns: Vec::new(),
            resume_turns_with: None,
            revealed: Vec::new(),
            added: None,
            became_copies: Vec::new(),
        }
    }
}

impl RiftState {
    pub fn battlefield(&self, b: BfId) -> &Battlefield {
        &self.battlefields[b.index()]
    }

    /// Whether `obj` is a card of a hand revealed by the item resolving (424.1).
    pub fn is_revealed(&self, obj: ObjId) -> bool {
        self.revealed.contains(&obj)
    }
}

/// Questions about a Riftbound game that need both the core's objects and Riftbound's state.
pub trait GameExt {
    /// The battlefield whose card is `obj`.
    fn battlefield_of_card(&self, obj: ObjId) -> Option<BfId>;
    fn bf_label(&self, b: BfId) -> &str;
    /// The first player of every round of turns (116.1.c).
    fn first_player_of_round(&self) -> PlayerId;
    /// The last known information of `obj`, while the card is still where dying put it (it
    /// has changed zones exactly once since): `None` once it moves on, as it is a new object
    /// (110).
    fn last_known(&self, obj: ObjId) -> Option<&LastKnown>;
}

impl GameExt for Game {
    fn battlefield_of_card(&self, obj: ObjId) -> Option<BfId> {
        self.battlefields
            .iter()
            .position(|b| b.obj == obj)
            .map(|i| BfId(i as u8))
    }

    fn bf_label(&self, b: BfId) -> &str {
        self.label(self.battlefields[b.index()].obj)
    }

    fn first_player_of_round(&self) -> PlayerId {
        self.turn.first_player
    }

    fn last_known(&self, obj: ObjId) -> Option<&LastKnown> {
        let o = self.obj(obj);
        self.ext
            .last_known
            .iter()
            .rev()
            .find(|lk| lk.was.obj == obj && lk.was.incarnation + 1 == o.incarnation)
            .filter(|_| !o.zone.is_board())
    }
}

/// How traces name a zone; in French with its article, to follow a preposition (« depuis la
/// main de p1 »).
pub fn zone_name(game: &Game, zone: super::Zone) -> String {
    use super::Zone;
    use grimoire_core::{en_fr, format_en_fr};
    match zone {
        Zone::Base(p) => format_en_fr!(en: "{p} base", fr: "la base de {p}"),
        Zone::Battlefield(b) => game.bf_label(b).to_string(),
        Zone::Facedown(b) => {
            format_en_fr!(en: "facedown at {}", fr: "face cachée à {}", game.bf_label(b))
        }
        Zone::BattlefieldCards => en_fr!(en: "battlefields", fr: "les champs de bataille").into(),
        Zone::Legend(p) => format_en_fr!(en: "{p} legend zone", fr: "la zone de légende de {p}"),
        Zone::Hand(p) => format_en_fr!(en: "{p} hand", fr: "la main de {p}"),
        Zone::Deck(p) => format_en_fr!(en: "{p} deck", fr: "le deck de {p}"),
        Zone::RuneDeck(p) => format_en_fr!(en: "{p} rune deck", fr: "le deck de runes de {p}"),
        Zone::Trash(p) => format_en_fr!(en: "{p} trash", fr: "la défausse de {p}"),
        Zone::Banishment(p) => format_en_fr!(en: "{p} banishment", fr: "le bannissement de {p}"),
        Zone::Champion(p) => {
            format_en_fr!(en: "{p} champion zone", fr: "la zone de champion de {p}")
        }
        Zone::Chain => en_fr!(en: "chain", fr: "la pile").into(),
        Zone::Gone => en_fr!(
            en: "nowhere (a token that ceased to exist)",
            fr: "nulle part (un jeton qui a cessé d'exister)"
        )
        .into(),
    }
}
