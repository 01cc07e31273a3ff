//! A game written out whole, for tests and tools that must say two games are the same, or that
//! one is as it was (an undone action): `Game` has no `Debug` of its own, its catalog being
//! shared and large.

use super::Game;
use crate::ruleset::Ruleset;

impl<R: Ruleset> Game<R> {
    /// Everything in the game but its catalog, trace included, one part after another.
    pub fn dump(&self) -> String {
        format!(
            "{:#?}\n{:#?}\n{:#?}\n{:#?}\n{:#?}\n{:?}\n{:#?}\n{} {} {} {} {}\n{:#?}",
            self.objects,
            self.players,
            self.chain,
            self.effects,
            self.turn,
            self.rng,
            self.ext,
            self.tracing,
            self.next_order,
            self.next_top,
            self.next_serial,
            self.next_timestamp,
            self.trace,
        )
    }
}
