//! Starting a game from decks (103, 111–119, 480): legends and chosen champions in their
//! zones, one battlefield chosen at random from each player's three, shuffled decks, a random
//! first player, opening hands of four and the mulligan. The objects are made once for every
//! game of the same decks (`template`); a game clones them and does what its seed decides
//! (`start`), which is the same game as making them as the setup goes.

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
use grimoire_core::state::rng::GameRng;
use std::rc::Rc;

/// A new game for `decks` (one per seat), played up to the first player's Main Phase: their
/// `template` set up for `seed` (`start`).
pub fn new_game(
    catalog: Rc<Catalog>,
    decks: &[&DeckDef],
    seed: u64,
    env: &mut Env,
) -> Result<Game, RulesError> {
    start(&template(catalog, decks)?, decks, seed, env)
}

/// The label of a battlefield's object until `start` picks its card: no card's id, so that
/// it takes no label a card's object could get.
const UNPICKED: &str = "(battlefield to pick)";

/// Every object of `decks`' game, spawned in the order and with the labels `start` then keeps,
/// before anything random: per player, legend and chosen champion (112–113), the battlefield
/// (its card picked per game, 480.5), the main deck then the rune deck, each deck given the
/// order numbers its shuffle takes (115), in card order. A battlefield card is in no other
/// zone (a deck brings battlefields only as its three, 480.4.a), so its label, made when
/// its card is picked, is the one spawning it here would have given.
pub fn template(catalog: Rc<Catalog>, decks: &[&DeckDef]) -> Result<Game, RulesError> {
    let mut game = Game::new(catalog, decks.len(), 0);
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
        game.spawn(deck.legend, p, Zone::Legend(p), None);
        game.spawn(deck.champion, p, Zone::Champion(p), None);
        game.players[i].chosen_champion = Some(deck.champion);
        let first = *deck.battlefields.first().ok_or_else(|| {
            RulesError::NotSupported(format!("deck `{}` brings no battlefield", deck.name))
        })?;
        let bf = game.spawn(first, p, Zone::BattlefieldCards, Some(UNPICKED.into()));
        game.battlefields.push(Battlefield::new(bf));
        for (cards, zone) in [
            (&deck.main, Zone::Deck(p)),
            (&deck.runes, Zone::RuneDeck(p)),
        ] {
            let mut spawned: Vec<ObjId> = Vec::with_capacity(count(cards));
            for &(card, n) in cards {
                for _ in 0..n {
                    spawned.push(game.spawn(card, p, zone, None));
                }
            }
            game.restack(zone, &spawned);
        }
    }
    Ok(game)
}

/// Game `seed` from `decks`' `template` (`deal`), then opening hands of four (117) and the
/// mulligan (118), up to the first Main Phase.
pub fn start(
    template: &Game,
    decks: &[&DeckDef],
    seed: u64,
    env: &mut Env,
) -> Result<Game, RulesError> {
    let mut game = deal(template, decks, seed);
    let first = game.turn.first_player;
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
    // Setup (117–118) comes before the first turn: nothing triggers on the opening draws.
    game.ext.noted.clear();
    begin_turn(&mut game);
    super::chain::settle(&mut game, env)?;
    Ok(game)
}

/// What the seed decides of game `seed` before anyone is asked anything, from `decks`'
/// `template`: one battlefield picked at random from each player's three (480.5) and both
/// decks shuffled (115), player after player, then a random first player (116).
pub fn deal(template: &Game, decks: &[&DeckDef], seed: u64) -> Game {
    let mut game = template.clone();
    game.rng = GameRng::seeded(seed);
    for (i, deck) in decks.iter().enumerate() {
        let p = PlayerId(i as u8);
        // 480.5: one of the three battlefields, at random.
        let pick = game.rng.below(deck.battlefields.len() as u64) as usize;
        let bf = game.battlefields[i].obj;
        game.recast(bf, deck.battlefields[pick], None);
        // 115: both decks, shuffled.
        shuffle(&mut game, Zone::Deck(p));
        shuffle(&mut game, Zone::RuneDeck(p));
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
    game
}

/// Shuffles the cards of `zone`, a deck as the template left it (in card order), where they
/// lie (`Game::reorder`); as any move there would, a token put there ceases to exist (183.1).
fn shuffle(game: &mut Game, zone: Zone) {
    let mut cards = game.in_zone(zone);
    game.rng.shuffle(&mut cards);
    game.reorder(zone, &cards);
    for c in cards {
        if is_token(game, c) {
            game.set_zone(c, Zone::Gone);
        }
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
        grimoire_core::en_fr!(
            en: "sets aside up to two cards (118.1)",
            fr: "met de côté jusqu'à deux cartes (118.1)"
        ),
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
