//! Zones are the ruleset's: the core asks only what it needs to keep objects straight.

use std::fmt::Debug;
use std::hash::Hash;

/// A ruleset's zone type. Zones are small copyable values (an enum with player or place
/// parameters); the core never names one.
pub trait ZoneKind: Copy + Eq + Ord + Hash + Debug + 'static {
    /// Whether objects in this zone keep an order (a deck, a library, a hand): `Game::in_zone`
    /// lists them top first.
    fn is_ordered(self) -> bool;
    /// Whether an object here is in play (on the board): effects lasting "while it stays" end
    /// when it leaves, and targets chosen there are checked against it.
    fn in_play(self) -> bool;
    /// Whether moving from `from` to `to` makes a new object (a card entering or leaving play
    /// forgets what happened to it): its incarnation changes and effects on it end.
    fn renews(from: Self, to: Self) -> bool;
    /// A small number naming this zone, distinct for distinct zones: the game keeps its objects
    /// grouped by slot, so that listing a zone reads that zone only. The index has an entry for
    /// every slot up to the largest used, so keep slots dense: number the zones every game has
    /// first, then interleave parameters (`FIRST + KINDS * player + kind`).
    fn slot(self) -> usize;
}

/// Where in an ordered zone a moved object goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    Top,
    Bottom,
}
