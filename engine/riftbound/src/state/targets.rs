//! What a target was chosen under (355.5), kept with its chain item so that the target can be
//! checked against all of it again as the item resolves (359.3.e.2). Plain data: the check
//! itself is `query::targets`.

use super::ids::BfId;
use super::zone::Location;
use crate::model::card::CardKind;

/// What may be chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    Unit,
    Gear,
    Battlefield,
    UnitOrGear,
    /// A spell card: on the chain (« counter a spell », 425.3) or in a trash.
    Spell,
    /// Any card, where cards of every type lie (a trash: "two cards from your trash").
    Card,
}

impl What {
    /// Whether an object of `kind` is of this kind of target (355.5).
    pub fn accepts(self, kind: CardKind) -> bool {
        match self {
            What::Unit => kind == CardKind::Unit,
            What::Gear => kind == CardKind::Gear,
            What::UnitOrGear => matches!(kind, CardKind::Unit | CardKind::Gear),
            What::Battlefield => kind == CardKind::Battlefield,
            What::Spell => kind == CardKind::Spell,
            What::Card => true,
        }
    }
}

/// Whose, relative to the controller of the spell or ability (359.3.f.4): read again when it
/// resolves, so that a target that changed controller may stop being "enemy" (359.3.e.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Any,
    Friendly,
    Enemy,
}

impl Side {
    /// The side a unit filter of the card API names (`ctx.choose_unit("enemy")`).
    pub fn named(filter: &str) -> Option<Side> {
        match filter {
            "any" => Some(Side::Any),
            "friendly" => Some(Side::Friendly),
            "enemy" => Some(Side::Enemy),
            _ => None,
        }
    }

    /// Whether an object is on this side, given whether the chooser controls it.
    pub fn accepts(self, mine: bool) -> bool {
        match self {
            Side::Any => true,
            Side::Friendly => mine,
            Side::Enemy => !mine,
        }
    }
}

/// Where a target must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    Anywhere,
    /// At that base or that battlefield.
    Location(Location),
    /// At any battlefield (« à un champ de bataille »).
    AnyBattlefield,
    /// At the source's location, read when it is checked (359.3.f.1–f.2).
    Here,
    /// Anywhere but the source's location (« à un autre endroit »), read alike.
    Elsewhere,
    /// At its own controller's base (« dans sa base »).
    OwnBase,
}

/// The zone a target is chosen in: the board, a trash (141.1.b.3, 355.9.a: "a unit from your
/// trash" targets a card there, the trash being public, 355.10.a) or the chain (425.3: "counter
/// a spell").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pile {
    Board,
    Trash,
    Chain,
}

/// A part in a combat the target must have (454): either, attacking or defending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InCombat {
    Either,
    Attacking,
    Defending,
}

/// A status the target must have (359.3.e.4: "something that's exhausted").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Any,
    Exhausted,
    Ready,
}

/// A kind of card the target must be of, or not (a tag: "a Poro", "a non-Recruit unit"),
/// named by a card of the catalogue that prints it and the tag's place among its tags: the
/// restriction stays a plain value, and the name is read back from that card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tagged {
    /// `None` when no card has the tag: nothing is of that kind.
    pub named_by: Option<(grimoire_core::model::card::CardKey, u8)>,
    /// Of that kind (true) or not of it (false).
    pub with: bool,
}

/// Every requirement a target was chosen under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Restriction {
    pub what: What,
    /// Where it is chosen: the board unless the choice names a trash or the chain.
    pub from: Pile,
    pub side: Side,
    pub at: At,
    /// Might at most / at least this (« 3 [M] ou moins »).
    pub max_might: Option<i32>,
    pub min_might: Option<i32>,
    /// Its printed energy and power costs at most this (« a unit costing no more than [3] and
    /// no more than [A] », « a spell that costs no more than [4] »).
    pub max_energy: Option<i32>,
    pub max_power: Option<i32>,
    pub status: Status,
    /// Not the source itself (« une autre unité », "another friendly unit").
    pub other: bool,
    /// Buffed, damaged or stunned — or not — where the choice says so (« une unité buffée »,
    /// "damaged enemy units", "a stunned enemy unit"); `None` for either.
    pub buffed: Option<bool>,
    pub damaged: Option<bool>,
    pub stunned: Option<bool>,
    /// In a combat, as an attacker or a defender (« all enemy units in combat », 454).
    pub combat: Option<InCombat>,
    /// Of a kind of card, or not (a tag).
    pub tagged: Option<Tagged>,
    /// 811.1.d.2: the battlefield a card played from face down limits its choices to; a target
    /// that leaves it is no longer legal (359.3.e.4).
    pub hidden: Option<BfId>,
}

impl Restriction {
    /// A unit of `side`, with no other requirement (`ctx.choose_unit`).
    pub fn unit(side: Side) -> Self {
        Restriction {
            what: What::Unit,
            from: Pile::Board,
            side,
            at: At::Anywhere,
            max_might: None,
            min_might: None,
            max_energy: None,
            max_power: None,
            status: Status::Any,
            other: false,
            buffed: None,
            damaged: None,
            stunned: None,
            combat: None,
            tagged: None,
            hidden: None,
        }
    }
}

/// The restriction of one chosen target: which execution chose it (820.2) and its index among
/// that execution's targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Restricted {
    pub execution: u32,
    pub index: u32,
    pub restriction: Restriction,
}

/// Restrictions on their way: those the choice functions record while an item is played (the
/// rules move them onto the item), and those of the item resolving now (the card API reads
/// them when a script asks for its targets).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Targeting {
    pub choosing: Vec<Restricted>,
    pub resolving: Vec<Restricted>,
}

impl Clone for Targeting {
    fn clone(&self) -> Self {
        Targeting {
            choosing: self.choosing.clone(),
            resolving: self.resolving.clone(),
        }
    }

    /// Into the lists there are (a checkpoint's spare copy of the game).
    fn clone_from(&mut self, other: &Self) {
        self.choosing.clone_from(&other.choosing);
        self.resolving.clone_from(&other.resolving);
    }
}

impl Targeting {
    /// The restriction target `index` of `execution` resolves under, if it was chosen under one.
    pub fn resolving(&self, execution: u32, index: usize) -> Option<&Restriction> {
        self.resolving
            .iter()
            .find(|r| r.execution == execution && r.index as usize == index)
            .map(|r| &r.restriction)
    }
}
