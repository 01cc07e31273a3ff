//! XP (728–733): a number on each player, gained and spent.

use super::error::RulesError;
use crate::events::EffectEvent;
use crate::model::glossary::TriggerEvent;
use crate::state::{Game, PlayerId};

/// `player` gains `n` XP (730.1); there is no maximum (733).
pub fn gain_xp(game: &mut Game, player: PlayerId, n: u32) {
    if n == 0 {
        return;
    }
    let xp = &mut game.players[player.index()].xp;
    *xp = xp.saturating_add(n);
    let total = *xp;
    game.emit(|_| EffectEvent::GainsXp { player, n, total }.into());
    super::noted::note_for(game, TriggerEvent::XpGained, player);
}

/// `player` spends `n` XP (730.2): illegal beyond what they have.
pub fn spend_xp(game: &mut Game, player: PlayerId, n: u32) -> Result<(), RulesError> {
    let have = game.players[player.index()].xp;
    if n > have {
        return Err(RulesError::illegal(format!(
            "{player} cannot spend {n} XP: they have {have} (730.2)"
        )));
    }
    game.players[player.index()].xp = have - n;
    let left = have - n;
    game.emit(|_| EffectEvent::SpendsXp { player, n, left }.into());
    if n > 0 {
        super::noted::note_for(game, TriggerEvent::XpSpent, player);
    }
    Ok(())
}
