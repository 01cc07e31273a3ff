//! Setting a game up from two decks: each library shuffled with the game's seeded RNG, the
//! first player chosen by it, seven cards drawn each; then the first turn begins (its first
//! player skips the draw).

use super::env::Env;
use super::error::RulesError;
use super::library::draw;
use super::priority::settle;
use super::turn::enter;
use crate::events::DuelEvent;
use crate::model::catalog::{Catalog, DeckDef};
use crate::state::{Game, PlayerId, Step, Zone};
use std::rc::Rc;

pub const OPENING_HAND: u32 = 7;

pub fn new_game(
    catalog: Rc<Catalog>,
    decks: &[&DeckDef],
    seed: u64,
    env: &mut Env,
) -> Result<Game, RulesError> {
    if decks.len() != 2 {
        return Err(RulesError::NotSupported(format!(
            "the duel game is for two players, not {}",
            decks.len()
        )));
    }
    let mut game = Game::new(catalog, 2, seed);
    for (i, deck) in decks.iter().enumerate() {
        let p = PlayerId(i as u8);
        let name = deck.name.clone();
        game.emit(|_| DuelEvent::Deck { player: p, name });
        let mut cards = Vec::new();
        for &(key, n) in &deck.cards {
            for _ in 0..n {
                cards.push(key);
            }
        }
        game.rng.shuffle(&mut cards);
        for key in cards {
            let label = format!("p{}.{}", i + 1, game.catalog.card(key).id);
            let mut l = label.clone();
            let mut k = 1;
            while game.find_label(&l).is_some() {
                k += 1;
                l = format!("{label}#{k}");
            }
            game.spawn(key, p, Zone::Library(p), Some(l));
        }
    }
    let first = PlayerId(game.rng.below(2) as u8);
    game.turn.first_player = first;
    game.turn.player = first;
    game.turn.number = 1;
    game.emit(|_| DuelEvent::GoesFirst { player: first });
    for p in [first, game.next_player(first)] {
        draw(&mut game, p, OPENING_HAND);
    }
    game.emit(|_| DuelEvent::TurnBegins {
        turn: 1,
        player: first,
    });
    enter(&mut game, env, Step::Untap)?;
    settle(&mut game, env)?;
    Ok(game)
}
