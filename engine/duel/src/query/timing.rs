//! When a player may cast a spell or use an ability: with priority; a sorcery, a creature, an
//! artifact or an enchantment (and a sorcery-speed ability, equipement.1) only in their own main
//! phase with an empty stack.

use crate::state::{Game, PlayerId};

/// Whether `player` could cast a sorcery now.
pub fn sorcery_speed(game: &Game, player: PlayerId) -> bool {
    game.turn.player == player && game.turn.phase.is_main() && game.chain.is_empty()
}
