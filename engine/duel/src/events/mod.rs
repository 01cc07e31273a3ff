//! The duel game's trace events: what happened, with its data, rendered one line each by
//! `Display` (the lines scenario snapshots pin, `text.rs`). A rule records one with
//! `game.emit(|g| DuelEvent::Draws { player, card: label(g, c) })`, which builds nothing when
//! the game does not trace. Objects are named by their labels, players as `p1`, `p2`.

mod text;

use crate::model::cost::{Color, Mana};
use crate::state::decision::Recipient;
use crate::state::{Game, ObjId, PlayerId, Step};
use std::rc::Rc;

/// An event of a duel game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DuelEvent {
    // Setup and the turn.
    Deck {
        player: PlayerId,
        name: String,
    },
    GoesFirst {
        player: PlayerId,
    },
    TurnBegins {
        turn: u32,
        player: PlayerId,
    },
    /// The active player's permanents untap.
    Untaps {
        player: PlayerId,
        cards: Vec<Rc<str>>,
    },
    /// The player who goes first skips the draw of their first turn.
    SkipsDraw {
        player: PlayerId,
    },
    StepBegins {
        step: Step,
    },
    CombatEnds,
    /// Damage wears off, effects until end of turn end.
    Cleanup,
    // Library and hand.
    Draws {
        player: PlayerId,
        card: Rc<str>,
    },
    /// A draw from an empty library (the player loses at the next check of state-based actions).
    DrawsFromEmpty {
        player: PlayerId,
    },
    Discards {
        player: PlayerId,
        card: Rc<str>,
        why: &'static str,
    },
    /// Regard, Destin: a player looks at the top of a library (the trace names the cards).
    Looks {
        player: PlayerId,
        owner: PlayerId,
        cards: Vec<Rc<str>>,
    },
    Arranged {
        player: PlayerId,
        owner: PlayerId,
        top: Vec<Rc<str>>,
        bottom: Vec<Rc<str>>,
        rule: &'static str,
    },
    /// 701.10a: clash, a revealed top card and its mana value (none when the library is empty).
    Reveals {
        player: PlayerId,
        card: Option<Rc<str>>,
        value: Option<u32>,
    },
    PutsAtBottom {
        player: PlayerId,
        card: Rc<str>,
    },
    ClashResult {
        winner: Option<PlayerId>,
    },
    // Mana.
    TapsForMana {
        player: PlayerId,
        land: Rc<str>,
        color: Color,
    },
    Pays {
        player: PlayerId,
        cost: Mana,
        what: String,
    },
    PoolEmpties {
        player: PlayerId,
        mana: Mana,
    },
    // Lands, spells, abilities and the stack.
    PlaysLand {
        player: PlayerId,
        card: Rc<str>,
    },
    Casts {
        player: PlayerId,
        card: Rc<str>,
        name: String,
        serial: u32,
    },
    Activates {
        player: PlayerId,
        ability: Rc<str>,
        source: Rc<str>,
        serial: u32,
    },
    TapsForCost {
        card: Rc<str>,
    },
    OnStack {
        serial: u32,
    },
    Triggers {
        serial: u32,
        name: Rc<str>,
        source: Rc<str>,
    },
    /// A triggered ability with no legal target leaves the stack.
    TriggerRemoved {
        serial: u32,
        why: String,
    },
    Passes {
        player: PlayerId,
    },
    Resolves {
        serial: u32,
        what: Rc<str>,
    },
    /// Every target illegal, it does not resolve.
    Fizzles {
        serial: u32,
        what: Rc<str>,
    },
    /// A card's script failed while its spell or ability resolved: what it did is undone and it
    /// does nothing (the engine's answer to a faulty card, `grimoire_core::rules::resolution`).
    ScriptFailed {
        serial: u32,
        error: String,
    },
    Countered {
        serial: u32,
        card: Rc<str>,
        owner: PlayerId,
    },
    /// 701.3a: an ability countered leaves the stack and does nothing.
    AbilityCountered {
        serial: u32,
        what: Rc<str>,
    },
    /// It can't be countered: set as it went on the stack.
    Uncounterable {
        serial: u32,
    },
    /// A counter does nothing to what can't be countered.
    NotCountered {
        serial: u32,
        what: Rc<str>,
    },
    Enters {
        card: Rc<str>,
        controller: PlayerId,
    },
    ToGraveyard {
        card: Rc<str>,
        owner: PlayerId,
    },
    // Combat.
    Attacks {
        attacker: Rc<str>,
        defender: PlayerId,
        vigilant: bool,
    },
    NoAttackers {
        player: PlayerId,
    },
    /// Blockers and the attacker each blocks.
    Blocks {
        player: PlayerId,
        blocks: Vec<(Rc<str>, Rc<str>)>,
    },
    /// A combat damage step's assignment: source, recipient, amount.
    CombatDamage {
        parts: Vec<(Rc<str>, Rc<str>, i32)>,
    },
    // Damage, destruction, game end.
    DamageMarked {
        target: Rc<str>,
        amount: i32,
        total: i32,
    },
    LosesLife {
        player: PlayerId,
        amount: i32,
        before: i32,
        after: i32,
    },
    DamageReplaced {
        target: Rc<str>,
        source: Rc<str>,
        before: i32,
        after: i32,
    },
    Regenerates {
        card: Rc<str>,
        rule: &'static str,
        /// Whether it was in combat, and so is removed from it.
        in_combat: bool,
    },
    Destroyed {
        card: Rc<str>,
        why: &'static str,
    },
    /// An indestructible permanent is not destroyed (its keyword named).
    NotDestroyed {
        card: Rc<str>,
        keyword: Rc<str>,
    },
    /// It can't be regenerated: its shield or static regeneration does not apply.
    NotRegenerated {
        card: Rc<str>,
        rule: &'static str,
    },
    /// An effect says it can't be regenerated this turn.
    CannotBeRegenerated {
        card: Rc<str>,
    },
    Sacrifices {
        player: PlayerId,
        card: Rc<str>,
    },
    /// 701.2a: attached; 701.2b: already attached to it, nothing happens.
    Attached {
        card: Rc<str>,
        to: Rc<str>,
    },
    AlreadyAttached {
        card: Rc<str>,
        to: Rc<str>,
    },
    /// An Aura attached to nothing falls off: to its owner's graveyard.
    AuraFallsOff {
        card: Rc<str>,
    },
    /// 701.2a: an effect tried to attach something to what it could not equip; it does not
    /// move.
    NotAttached {
        why: String,
    },
    /// 701.2d: attached to nothing, still on the battlefield.
    Detached {
        card: Rc<str>,
    },
    /// 701.7a, 701.7b.
    Taps {
        card: Rc<str>,
    },
    UntapsOne {
        card: Rc<str>,
    },
    /// 701.5a: a regeneration shield for this turn.
    Shielded {
        card: Rc<str>,
    },
    GainsLife {
        player: PlayerId,
        amount: i32,
        before: i32,
        after: i32,
    },
    Pumped {
        card: Rc<str>,
        power: i32,
        toughness: i32,
    },
    GainsKeyword {
        card: Rc<str>,
        keyword: Rc<str>,
    },
    /// A player sacrifices nothing: they control no permanent of that kind.
    NothingToSacrifice {
        player: PlayerId,
        what: &'static str,
    },
    /// Toughness 0 or less.
    NoToughness {
        card: Rc<str>,
    },
    /// An Equipment attached to what it cannot equip becomes unattached.
    Unattached {
        card: Rc<str>,
    },
    Loses {
        player: PlayerId,
        why: &'static str,
    },
    Wins {
        player: PlayerId,
    },
    /// Every player lost at once.
    Draw,
}

/// How traces name an object: its label.
pub(crate) fn label(g: &Game, obj: ObjId) -> Rc<str> {
    g.label(obj).clone()
}

/// How traces name what damage is dealt to: an object's label, or a player.
pub(crate) fn recipient_label(g: &Game, r: Recipient) -> Rc<str> {
    match r {
        Recipient::Object(o) => label(g, o),
        Recipient::Player(p) => p.to_string().into(),
    }
}
