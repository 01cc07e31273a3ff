//! Setting a game up from two decks: each library shuffled with the game's seeded RNG, the
//! first player chosen by it, seven cards drawn each; then the first turn begins (its first
//! player skips the draw). The libraries' objects are made once for every game of the same
//! decks (`template`); a game clones them and gives each object its card (`start`), which is
//! the same game as making them in the shuffled order.

use super::env::Env;
use super::error::RulesError;
use super::library::draw;
use super::priority::settle;
use super::turn::enter;
use crate::events::DuelEvent;
use crate::model::catalog::{Catalog, DeckDef};
use crate::state::{Game, ObjId, PlayerId, Step, Zone};
use grimoire_core::model::card::CardKey;
use grimoire_core::state::rng::GameRng;
use std::rc::Rc;

pub const OPENING_HAND: u32 = 7;

/// A new game for `decks`, up to the first player's first priority: their `template` set up
/// for `seed` (`start`).
pub fn new_game(
    catalog: Rc<Catalog>,
    decks: &[&DeckDef],
    seed: u64,
    env: &mut Env,
) -> Result<Game, RulesError> {
    start(&template(catalog, decks)?, decks, seed, env)
}

/// Both libraries, in deck order, before anything random: each player's objects in the ids
/// and zone order the game keeps, labelled `p1.card`, `p1.card#2`… (each card's copies in id
/// order). A shuffle only says which card each of those objects is (`start`).
pub fn template(catalog: Rc<Catalog>, decks: &[&DeckDef]) -> Result<Game, RulesError> {
    if decks.len() != 2 {
        return Err(RulesError::NotSupported(format!(
            "the duel game is for two players, not {}",
            decks.len()
        )));
    }
    let mut game = Game::new(catalog, 2, 0);
    for (i, deck) in decks.iter().enumerate() {
        let p = PlayerId(i as u8);
        for key in cards(deck) {
            let label = format!("p{}.{}", i + 1, game.catalog.card(key).label_stem());
            let mut l = label.clone();
            let mut k = 1;
            while game.find_label(&l).is_some() {
                k += 1;
                l = format!("{label}#{k}");
            }
            game.spawn(key, p, Zone::Library(p), Some(l));
        }
    }
    Ok(game)
}

/// Game `seed` from `decks`' `template` (`deal`), then seven cards drawn each and the first
/// turn begun.
pub fn start(
    template: &Game,
    decks: &[&DeckDef],
    seed: u64,
    env: &mut Env,
) -> Result<Game, RulesError> {
    let mut game = deal(template, decks, seed);
    let first = game.turn.first_player;
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

/// What the seed decides of game `seed` from `decks`' `template`: each library shuffled, then
/// the first player chosen at random.
pub fn deal(template: &Game, decks: &[&DeckDef], seed: u64) -> Game {
    let mut game = template.clone();
    game.rng = GameRng::seeded(seed);
    let mut base = 0;
    for (i, deck) in decks.iter().enumerate() {
        let p = PlayerId(i as u8);
        let name = deck.name.clone();
        game.emit(|_| DuelEvent::Deck { player: p, name });
        let n = cards(deck).count();
        shuffle(&mut game, template, base..base + n);
        base += n;
    }
    let first = PlayerId(game.rng.below(2) as u8);
    game.turn.first_player = first;
    game.turn.player = first;
    game.turn.number = 1;
    game.emit(|_| DuelEvent::GoesFirst { player: first });
    game
}

/// The cards of `deck`, copies written out, in deck order.
fn cards(deck: &DeckDef) -> impl Iterator<Item = CardKey> + '_ {
    deck.cards
        .iter()
        .flat_map(|&(key, n)| std::iter::repeat_n(key, n as usize))
}

/// Shuffles the library of objects `ids` as the template has them (in deck order): the
/// shuffled cards given to the objects in id order, each card's copies labelled in that order
/// (the `k`th copy takes the label of the template's `k`th, `…#k`).
fn shuffle(game: &mut Game, template: &Game, ids: std::ops::Range<usize>) {
    let mut from: Vec<ObjId> = ids.clone().map(|i| ObjId(i as u32)).collect();
    game.rng.shuffle(&mut from);
    // Both sorted by card, the template's objects in id order and the shuffled places in
    // theirs: each card's copies meet in rank order.
    let card = |o: ObjId| template.obj(o).card;
    let mut copies: Vec<ObjId> = ids.clone().map(|i| ObjId(i as u32)).collect();
    copies.sort_by_key(|&o| card(o));
    let mut places: Vec<(CardKey, usize)> = from
        .iter()
        .enumerate()
        .map(|(j, &o)| (card(o), ids.start + j))
        .collect();
    places.sort_unstable();
    for (copy, (key, place)) in copies.into_iter().zip(places) {
        let label = template.label(copy).clone();
        game.recast(ObjId(place as u32), key, Some(label));
    }
}
