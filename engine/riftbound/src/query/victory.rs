//! The points a player needs to win (467, 478.3): the mode's Victory Score, raised by what
//! continuous abilities give (« Increase the points needed to win the game by 1 »).

use crate::state::Game;
use crate::state::effects::{EffectKind, Modifier};

/// The Victory Score now: the mode's, plus every raise a continuous ability gives, never below
/// one point (478.3.a: any positive number).
pub fn score(game: &Game) -> u32 {
    let raised: i64 = game
        .effects
        .iter()
        .filter_map(|e| match e.kind {
            EffectKind::Rule(Modifier::VictoryScore(n)) => Some(i64::from(n)),
            _ => None,
        })
        .sum();
    (i64::from(game.mode.victory_score) + raised).clamp(1, i64::from(u32::MAX)) as u32
}
