//! Add (429): resources into a player's rune pool.

use crate::events::EffectEvent;
use crate::model::cost::Domain;
use crate::state::{Game, PlayerId};

/// Adds `n` energy to `player`'s rune pool (429.1, 429.5).
pub fn add_energy(game: &mut Game, player: PlayerId, n: u32) {
    if n == 0 {
        return;
    }
    game.players[player.index()].pool.energy += n;
    game.emit(|_| EffectEvent::AddsEnergy { player, n }.into());
}

/// Adds `n` power of `domain` to `player`'s rune pool (429.1, 429.5).
pub fn add_power(game: &mut Game, player: PlayerId, domain: Domain, n: u32) {
    if n == 0 {
        return;
    }
    game.players[player.index()].pool.add_power(domain, n);
    game.emit(|_| EffectEvent::AddsPower { player, n, domain }.into());
}
