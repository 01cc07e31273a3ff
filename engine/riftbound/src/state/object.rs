//! A Riftbound object's status beyond the core's (owner, controller, zone, attachment): what
//! rule 110 makes a new object forget, and what hidden cards remember (811).

use super::ids::BfId;
use crate::model::card::CardKind;
use crate::model::cost::Domain;
use std::num::NonZeroU32;

pub use grimoire_core::state::object::Handle;

/// An object of a Riftbound game.
pub type Object = grimoire_core::state::Object<crate::Riftbound>;

/// Combat designations (454); kept here so that queries such as "while attacking" read state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Designation {
    Attacker,
    Defender,
}

/// Plain data, `Copy`: so is an object, and a checkpoint copies the arena as one block.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Status {
    /// Its card's kind, kept here as the object is made (`Ruleset::from_card`): the walks over
    /// a zone's objects (the cleanup's glance, who is where, the runes that pay) ask it of
    /// every object, beside the rest of this status. A card's kind never changes.
    pub kind: CardKind,
    /// Whether its card has activated abilities (803), and its card's first domain (a rune's,
    /// the one it pays with, 163.2): kept as `kind` is, for a listing's walk over the board.
    pub activates: bool,
    pub domain: Option<Domain>,
    /// What its card type may do and have by itself (`query::foreseen`), kept as `kind` is:
    /// asked of every object a trigger, a hook or a permission could come from.
    pub foreseen: u32,
    pub exhausted: bool,
    /// Stunned (423.1.a): until the next Ending Step begins.
    pub stunned: bool,
    pub damage: i32,
    /// The card whose spell or ability dealt it damage last (`rules::damage::deal_damage`), or
    /// the unit a spell or ability had deal it (417.6.b.3, `deal_unit_damage`), while it has
    /// damage: what killed it, when that damage is lethal ("when you kill a unit with a
    /// spell").
    pub damaged_by: Option<super::ids::ObjId>,
    /// Buffs (426): each gives +1 Might.
    pub buffs: i32,
    pub designation: Option<Designation>,
    /// The turn it was hidden on (811.1.b: playable from the next turn); `None` for a card put
    /// face down otherwise or before the game began. Turns count from 1, so the option takes
    /// no room of its own: every copy of the game copies every object (72 bytes, not 80).
    pub hidden_turn: Option<NonZeroU32>,
    /// The battlefield it was last played from face down at (811.1.d): its play choices are
    /// limited there. Set by every play (`None` when played normally, 811.3).
    pub played_hidden: Option<BfId>,
    /// The timestamp of its rules text (475.1, 475.2): taken as it enters the board, and again
    /// when its text becomes active or, for gear, when its effect text is appended to a unit
    /// (attached, 472.2.c) — the timestamp of what its continuous abilities and appended text
    /// give. 0 for what a scenario's setup puts on the board (arena order then decides).
    pub since: u32,
    /// Whether the additional cost its own text offered was paid as it was played (356.2.b):
    /// « if you paid the additional cost ». A new object has not (110).
    pub paid_additional: bool,
    /// How many times a cost its text counts was paid (`ctx.set_times_paid`, « for each buff
    /// you spend », « that much »). A new object has paid none (110).
    pub times_paid: u8,
    /// Made as a token by an effect (439): a token whatever its card is — a token that is a
    /// copy of a card that is no token card stays a token (472.1.b, 183.1). A token card's
    /// objects are tokens without it (`rules::zones::is_token`).
    pub token: bool,
}

impl Status {
    /// 110: what a new object forgets — damage, buffs, exhaustion and its combat designation
    /// (where it was hidden and played from is the rules' to set).
    pub fn renew(&mut self) {
        self.damage = 0;
        self.damaged_by = None;
        self.buffs = 0;
        self.exhausted = false;
        self.stunned = false;
        self.designation = None;
        self.paid_additional = false;
        self.times_paid = 0;
    }
}

// Every checkpoint, clone and fork copies the arena whole: an object's size is what each copy
// pays per object (BENCHMARKS.md, issue 37).
const _: () = assert!(std::mem::size_of::<Object>() <= 72);
