//! Starting a game from decks (103, 111–119, 480): legends and chosen champions in their
//! zones, one battlefield chosen at random from each player's three, shuffled decks, a random
//! first player, opening hands of four and the mulligan.

use super::cards::draw;
use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::turn::begin_turn;
use super::zones::{Position, is_token, move_to};
use crate::events::{TurnEvent, bf_name};
use crate::model::catalog::{Catalog, DeckDef};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::game::{Battlefield, Phase};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::model::card::CardKey;
use std::rc::Rc;

/// A new game for `decks` (one per seat), played up to the first player's Main Phase.
pub fn new_game(
    catalog: Rc<Catalog>,
    decks: &[&DeckDef],
    seed: u64,
    env: &mut Env,
) -> Result<Game, RulesError> {
    let mut game = Game::new(catalog, decks.len(), seed);
    // Legend, champion and battlefield, then both decks: every card is spawned here.
    let count = |cards: &[(CardKey, u32)]| cards.iter().map(|&(_, n)| n as usize).sum::<usize>();
    game.reserve(
        decks
            .iter()
            .map(|d| 3 + count(&d.main) + count(&d.runes))
            .sum(),
    );
    game.turn.phase = Phase::Setup;
    game.turn.priority = None;
    for (i, deck) in decks.iter().enumerate() {
        let p = PlayerId(i as u8);
        // 112–113: legend and chosen champion.
        game.spawn(deck.legend, p, Zone::Legend(p), None);
        game.spawn(deck.champion, p, Zone::Champion(p), None);
        // 480.5: one of the three battlefields, at random.
        let pick = game.rng.below(deck.battlefields.len() as u64) as usize;
        let bf = game.spawn(deck.battlefields[pick], p, Zone::BattlefieldCards, None);
        game.battlefields.push(Battlefield::new(bf));
        // 115: both decks, shuffled.
        let mut main: Vec<ObjId> = Vec::with_capacity(count(&deck.main));
        for &(card, n) in &deck.main {
            for _ in 0..n {
                main.push(game.spawn(card, p, Zone::Deck(p), None));
            }
        }
        shuffle_into(&mut game, main, Zone::Deck(p));
        let mut runes: Vec<ObjId> = Vec::with_capacity(count(&deck.runes));
        for &(card, n) in &deck.runes {
            for _ in 0..n {
                runes.push(game.spawn(card, p, Zone::RuneDeck(p), None));
            }
        }
        shuffle_into(&mut game, runes, Zone::RuneDeck(p));
        game.emit(|g| {
            TurnEvent::PlaysDeck {
                player: p,
                deck: deck.name.clone(),
                battlefield: bf_name(g, crate::state::BfId(i as u8)),
            }
            .into()
        });
    }
    // 116: a random first player.
    let first = PlayerId(game.rng.below(decks.len() as u64) as u8);
    game.turn.first_player = first;
    game.turn.player = first;
    game.emit(|_| TurnEvent::GoesFirst(first).into());
    // 117–118: four cards each, then the mulligan in turn order.
    let mut p = first;
    for _ in 0..decks.len() {
        let n = game.mode.opening_hand;
        draw(&mut game, env.agent, p, n)?;
        p = game.next_player(p);
    }
    for _ in 0..decks.len() {
        mulligan(&mut game, env, p)?;
        p = game.next_player(p);
    }
    begin_turn(&mut game);
    super::chain::settle(&mut game, env)?;
    Ok(game)
}

/// Shuffles `cards` and puts them at the bottom of `zone` in that order. Cards already there
/// (a deck just spawned) are reordered in one pass (`Game::restack`), as moving them there one
/// by one would (a move within a zone renews nothing).
fn shuffle_into(game: &mut Game, mut cards: Vec<ObjId>, zone: Zone) {
    game.rng.shuffle(&mut cards);
    if cards.iter().all(|&c| game.obj(c).zone == zone) {
        game.restack(zone, &cards);
        // As `move_to` would: a token put there ceases to exist (183.1).
        for c in cards {
            if is_token(game, c) {
                game.set_zone(c, Zone::Gone);
            }
        }
        return;
    }
    for c in cards {
        move_to(game, c, zone, Position::Bottom);
    }
}

/// 118: up to two cards set aside, as many drawn, then the set-aside cards recycled (in a
/// random order, 416.5).
fn mulligan(game: &mut Game, env: &mut Env, p: PlayerId) -> Result<(), RulesError> {
    let hand = game.in_zone(Zone::Hand(p));
    let options = DecisionOption::objects(&hand);
    let max = game.mode.mulligan_max.min(hand.len());
    let d = Decision::some(
        p,
        DecisionKind::Mulligan,
        "sets aside up to two cards (118.1)",
        options,
        0,
        max,
    );
    let chosen: Vec<ObjId> = ask(game, env.agent, d)?
        .into_iter()
        .map(|i| hand[i])
        .collect();
    if chosen.is_empty() {
        game.emit(|_| TurnEvent::KeepsHand(p).into());
        return Ok(());
    }
    // The set-aside cards are in no deck, so drawing while they wait in hand is the same.
    draw(game, env.agent, p, chosen.len() as u32)?;
    let mut back = chosen;
    game.rng.shuffle(&mut back);
    for &c in &back {
        move_to(game, c, Zone::Deck(p), Position::Bottom);
    }
    game.emit(|_| {
        TurnEvent::Mulligans {
            player: p,
            count: back.len(),
        }
        .into()
    });
    Ok(())
}
