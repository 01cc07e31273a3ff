//! Zones of rules 105–110.

use super::ids::BfId;
use grimoire_core::state::{PlayerId, ZoneKind};

/// Where an object is. Board zones are bases and battlefields (107); the rest are non-board
/// zones (108), and moving to or from one of those makes a new object (110, 359.3.e.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Zone {
    Base(PlayerId),
    Battlefield(BfId),
    /// The face-down zone of a battlefield (107.3): not a location.
    Facedown(BfId),
    /// The battlefield cards themselves, in the battlefield zone (107.2).
    BattlefieldCards,
    Legend(PlayerId),
    Hand(PlayerId),
    Deck(PlayerId),
    RuneDeck(PlayerId),
    Trash(PlayerId),
    Banishment(PlayerId),
    Champion(PlayerId),
    Chain,
    /// Where a token is once it has ceased to exist (183.1): no zone at all. Nothing reads it
    /// back; the object stays in the arena so ids and labels remain stable.
    Gone,
}

impl Zone {
    /// The board: bases, battlefields, their face-down zones and the legend zone (107).
    pub fn is_board(self) -> bool {
        matches!(
            self,
            Zone::Base(_)
                | Zone::Battlefield(_)
                | Zone::Facedown(_)
                | Zone::BattlefieldCards
                | Zone::Legend(_)
        )
    }

    /// Locations are bases and battlefields (107.1.b, 107.2.b).
    pub fn is_location(self) -> bool {
        matches!(self, Zone::Base(_) | Zone::Battlefield(_))
    }

    /// Zones whose order matters: decks are read from the top.
    pub fn is_ordered(self) -> bool {
        matches!(self, Zone::Deck(_) | Zone::RuneDeck(_) | Zone::Hand(_))
    }
}

impl ZoneKind for Zone {
    fn is_ordered(self) -> bool {
        Zone::is_ordered(self)
    }

    /// In play means on the board (107): what "while it stays on the board" reads.
    fn in_play(self) -> bool {
        self.is_board()
    }

    /// 110: leaving or entering a non-board zone makes a new object; so does any move between
    /// non-board zones (359.3.e.4).
    fn renews(from: Self, to: Self) -> bool {
        from.is_board() != to.is_board() || !to.is_board()
    }

    /// The three shared zones first, then ten slots for each number `n`: seat `n`'s eight zones,
    /// battlefield `n` and its face-down zone (a game has about as many battlefields as seats).
    fn slot(self) -> usize {
        const SHARED: usize = 3;
        const EACH: usize = 10;
        match self {
            Zone::BattlefieldCards => 0,
            Zone::Chain => 1,
            Zone::Gone => 2,
            Zone::Base(p) => SHARED + EACH * p.index(),
            Zone::Legend(p) => SHARED + EACH * p.index() + 1,
            Zone::Hand(p) => SHARED + EACH * p.index() + 2,
            Zone::Deck(p) => SHARED + EACH * p.index() + 3,
            Zone::RuneDeck(p) => SHARED + EACH * p.index() + 4,
            Zone::Trash(p) => SHARED + EACH * p.index() + 5,
            Zone::Banishment(p) => SHARED + EACH * p.index() + 6,
            Zone::Champion(p) => SHARED + EACH * p.index() + 7,
            Zone::Battlefield(b) => SHARED + EACH * b.index() + 8,
            Zone::Facedown(b) => SHARED + EACH * b.index() + 9,
        }
    }
}

/// A location a unit can be at (bases and battlefields).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Location {
    Base(PlayerId),
    Battlefield(BfId),
}

impl Location {
    pub fn zone(self) -> Zone {
        match self {
            Location::Base(p) => Zone::Base(p),
            Location::Battlefield(b) => Zone::Battlefield(b),
        }
    }
}
