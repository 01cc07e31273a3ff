//! The points a player needs to win (467, 478.3): the mode's Victory Score, raised by what
//! continuous abilities give (« Increase the points needed to win the game by 1 »).

use crate::state::Game;
use crate::state::effects::{EffectKind, Modifier};

/// The Victory Score now: the mode's, plus every raise a continuous ability gives (raises only,
/// `ctx.raise_victory_score`: never below the mode's).
pub fn score(game: &Game) -> u32 {
    let raised: u32 = game
        .effects
        .iter()
        .filter_map(|e| match e.kind {
            EffectKind::Rule(Modifier::VictoryScore(n)) => u32::try_from(n).ok(),
            _ => None,
        })
        .sum();
    game.mode.victory_score.saturating_add(raised)
}
