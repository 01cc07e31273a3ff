//! A card played by an effect as it resolves (419.3: "Play a unit from your trash, ignoring its
//! Energy cost"): where it was played from, and how its cost is changed — ignored in part or
//! whole (356.1.b.1–356.1.b.2), or made less (356.4). Plain data kept with the chain item.

use super::Zone;
use crate::model::cost::Cost;

/// How an effect changes the cost of the card it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayCost {
    /// Its costs, as if played from the hand.
    Paid,
    /// « ignoring its cost »: base energy and power set to zero (356.1.b.1).
    Ignored,
    /// « ignoring its Energy cost »: only the base energy (356.1.b.2).
    EnergyIgnored,
    /// « ignoring its Power cost »: only the base power (356.1.b.2).
    PowerIgnored,
    /// « reducing its cost by [5] »: a discount (356.4).
    Less(Cost),
}

/// A play an effect began (354): the card is on the chain, pending, until that effect has
/// resolved; it returns to `from` if it cannot be played (358.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectPlay {
    pub from: Zone,
    pub cost: PlayCost,
}
