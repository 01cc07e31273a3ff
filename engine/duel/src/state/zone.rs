//! The duel game's zones: each player's library, hand and graveyard, the battlefield (one,
//! shared: permanents have controllers), exile and the stack.

use grimoire_core::state::{PlayerId, ZoneKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Zone {
    Library(PlayerId),
    Hand(PlayerId),
    Battlefield,
    Graveyard(PlayerId),
    Exile,
    Stack,
}

impl ZoneKind for Zone {
    /// A library is read from the top; hands and graveyards keep the order cards came in.
    fn is_ordered(self) -> bool {
        matches!(self, Zone::Library(_) | Zone::Hand(_) | Zone::Graveyard(_))
    }

    fn in_play(self) -> bool {
        self == Zone::Battlefield
    }

    /// An object that moves from one zone to another is a new object with no memory of its
    /// previous existence (it forgets damage, tapping, attachments and effects).
    fn renews(from: Self, to: Self) -> bool {
        from != to
    }

    /// The three shared zones, then three a player.
    fn slot(self) -> usize {
        match self {
            Zone::Battlefield => 0,
            Zone::Exile => 1,
            Zone::Stack => 2,
            Zone::Library(p) => 3 + 3 * p.index(),
            Zone::Hand(p) => 4 + 3 * p.index(),
            Zone::Graveyard(p) => 5 + 3 * p.index(),
        }
    }
}
