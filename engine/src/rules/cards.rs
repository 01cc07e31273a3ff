//! Card-moving game actions: draw (from the top of the main deck).

use super::zones::{Position, move_to};
use crate::state::{Game, PlayerId, Zone};

/// Draws `n` cards for `player`, one at a time, tracing each.
pub fn draw(game: &mut Game, player: PlayerId, n: u32) {
    for _ in 0..n {
        let Some(&top) = game.in_zone(Zone::Deck(player)).first() else {
            // Burn out (431) belongs to the game procedure; the draw simply cannot happen.
            game.log(format!("  {player} cannot draw: main deck empty"));
            return;
        };
        move_to(game, top, Zone::Hand(player), Position::Bottom);
        let label = game.obj(top).label.clone();
        game.log(format!("  {player} draws {label}"));
    }
}
