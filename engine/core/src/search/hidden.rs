//! What a player cannot see, dealt again at random: a search agent plays its continuations on
//! a copy of the game in which every card it could not see has been redealt among the places
//! it could have been (a determinization of its information set), so that what it decides
//! never depends on a hidden card. The ruleset says which zones are hidden from whom, in
//! pools of zones whose cards could be any of one another's (`Ruleset::hidden_pools`).
//!
//! The copy keeps every object where it is, with its id; only which card each hidden object
//! is changes (`Game::recast`, as a template's setup deals cards). The cards of a pool are
//! sorted by their key before they are shuffled, and the objects' labels are made again in id
//! order from neutral ones, so two games that differ only in where hidden cards lie give the
//! same copy for the same draws of the agent's RNG.

use crate::model::card::CardKey;
use crate::ruleset::Ruleset;
use crate::state::rng::GameRng;
use crate::state::{Game, ObjId, PlayerId};
use std::rc::Rc;

/// Deals the cards of each of `viewer`'s hidden pools again among the pool's objects, with
/// `rng`, and reseeds the game's own RNG from it (the draws to come are hidden too).
pub fn redeal<R: Ruleset>(game: &mut Game<R>, viewer: PlayerId, rng: &mut GameRng) {
    let pools = R::hidden_pools(game, viewer);
    let mut touched = false;
    for pool in pools {
        let mut objects: Vec<ObjId> = pool
            .iter()
            .flat_map(|&z| game.zone_slice(z).iter().copied())
            .collect();
        if objects.is_empty() {
            continue;
        }
        objects.sort_unstable();
        let mut cards: Vec<CardKey> = objects.iter().map(|&o| game.obj(o).card).collect();
        cards.sort_unstable();
        rng.shuffle(&mut cards);
        // Neutral labels first, so that the labels made next read no hidden card.
        for &o in &objects {
            let card = game.obj(o).card;
            let neutral: Rc<str> = Rc::from(format!("?hidden?{}", o.index()));
            game.recast(o, card, Some(neutral));
        }
        for (&o, &card) in objects.iter().zip(&cards) {
            game.recast(o, card, None);
        }
        touched = true;
    }
    if touched {
        R::redealt(game);
    }
    game.rng = GameRng::seeded(rng.next_u64());
}
