//! 358.2: a play is legal only if the outcome of its effect would not create an illegal state —
//! a battlefield holding units of three players (444.2). The spell is resolved on a copy of the
//! game, its decisions given their first options, and the play refused (358.4) when that
//! resolution found such a state; the real resolution, later, makes the move a recall instead
//! (442.2.c) if the battlefield filled up since. In a game of two players there are never two
//! others, so nothing is foreseen.

use super::chain::spell_effects;
use super::env::Env;
use super::error::RulesError;
use crate::state::Game;
use crate::state::chain::ChainKind;
use grimoire_core::agent::{Agent, FirstOptions};

/// Refuses the play of the spell at `index` of the chain when its resolution would create an
/// illegal state (358.2, 358.4).
pub fn outcome(game: &Game, env: &mut Env, index: usize) -> Result<(), RulesError> {
    if game.players.len() < 3 {
        return Ok(());
    }
    let ChainKind::Card { card } = game.chain[index].kind else {
        return Ok(());
    };
    let Some(script) = game.card(card).script else {
        return Ok(());
    };
    let mut copy = game.probe();
    copy.chain.truncate(index + 1);
    let item = copy.chain.pop().expect("the play is on the chain");
    copy.ext.foresight = Some(None);
    super::targets::begin_resolution(&mut copy, &item);
    let mut agent: Box<dyn Agent<crate::Riftbound>> = Box::new(FirstOptions);
    let mut foreseeing = Env {
        agent: &mut agent,
        scripts: env.scripts,
    };
    // A script that fails on the copy is the resolution's business (`rules::resolution`).
    let _ = spell_effects(&mut copy, &mut foreseeing, &item, card, script);
    let illegal = copy.ext.foresight.take().flatten();
    game.recycle(copy);
    match illegal {
        Some(why) => Err(RulesError::illegal(format!(
            "{} cannot be played: its effect would leave a battlefield with units of three players — {why} (358.2, 358.4)",
            game.label(card)
        ))),
        None => Ok(()),
    }
}
