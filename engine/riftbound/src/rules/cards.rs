//! Card-moving game actions: draw (from the top of the main deck), burn out (431).

use super::zones::{Position, move_to};
use crate::events::{BoardEvent, label};
use crate::state::{Game, PlayerId, Zone};

/// Draws `n` cards for `player`, one at a time, tracing each. Drawing from an empty deck burns
/// the player out first (431.1.a).
pub fn draw(game: &mut Game, player: PlayerId, n: u32) {
    for _ in 0..n {
        if game.count_in_zone(Zone::Deck(player)) == 0 {
            burn_out(game, player);
        }
        let Some(&top) = game.in_zone(Zone::Deck(player)).first() else {
            game.emit(|_| BoardEvent::CannotDraw(player).into());
            continue;
        };
        move_to(game, top, Zone::Hand(player), Position::Bottom);
        game.emit(|g| {
            BoardEvent::Draws {
                player,
                card: label(g, top),
            }
            .into()
        });
    }
}

/// 431.2: the trash is recycled into the main deck in random order, and an opponent gains a
/// point. With one opponent there is nothing to choose.
pub fn burn_out(game: &mut Game, player: PlayerId) {
    let mut trash = game.in_zone(Zone::Trash(player));
    game.rng.shuffle(&mut trash);
    for &c in &trash {
        move_to(game, c, Zone::Deck(player), Position::Bottom);
    }
    let opponent = game.next_player(player);
    game.players[opponent.index()].points += 1;
    game.emit(|g| {
        BoardEvent::BurnsOut {
            player,
            recycled: trash.len(),
            opponent,
            points: g.players[opponent.index()].points,
        }
        .into()
    });
}
