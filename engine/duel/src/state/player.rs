//! A duel player's state: life, mana pool, lands played this turn, the turn their last turn
//! began, and whether they tried to draw from an empty library.

use crate::model::cost::Mana;

#[derive(Clone, Debug)]
pub struct Player {
    pub life: i32,
    /// Mana available to pay costs; it empties between steps.
    pub pool: Mana,
    pub lands_played: u32,
    /// The number of the turn this player's most recent turn was (0: none yet).
    pub last_turn: u32,
    /// They had to draw with an empty library (they lose at the next state-based check).
    pub drew_from_empty: bool,
}

impl Default for Player {
    fn default() -> Self {
        Player {
            life: 20,
            pool: Mana::default(),
            lands_played: 0,
            last_turn: 0,
            drew_from_empty: false,
        }
    }
}
