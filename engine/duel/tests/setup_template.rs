//! A game set up from its decks' template (`rules::setup::template`, built once, then `deal`
//! for each seed) is the game spawning each library in its shuffled order gives: the same
//! objects with the same ids, cards, zones and orders, the same labels (`p1.card#k` numbered in
//! id order), the same zone index, trace and RNG. The spawning setup is written out here as it
//! was before templates, the reference the template must match.

mod common;

use grimoire_duel::events::DuelEvent;
use grimoire_duel::model::catalog::{Catalog, DeckDef};
use grimoire_duel::rules::setup::{deal, template};
use grimoire_duel::script::ScriptHost;
use grimoire_duel::state::{Game, PlayerId, Zone};
use std::rc::Rc;

/// Setup up to the first player, each library shuffled as card keys and then spawned in
/// that order, its labels made unique as they come.
fn spawned_as_it_comes(catalog: Rc<Catalog>, decks: &[&DeckDef], seed: u64) -> Game {
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
    game
}

/// Everything of `game` two setups must agree on, as text (a difference prints as a diff).
fn state(game: &Game) -> Vec<String> {
    let mut lines = Vec::new();
    let mut zones = Vec::new();
    for o in &game.objects {
        let label = game.label(o.id);
        lines.push(format!("{label}: {o:?}"));
        // The label names this object, and no other before it.
        assert_eq!(game.find_label(label), Some(o.id), "{label}");
        if !zones.contains(&o.zone) {
            zones.push(o.zone);
        }
    }
    for z in zones {
        lines.push(format!("{z:?}: {:?}", game.zone_slice(z)));
    }
    game.check_zone_index().expect("zone index");
    lines.push(format!("{:?}", game.turn));
    lines.push(format!("{:?}", game.ext));
    lines.push(format!(
        "orders {} {} serial {} timestamp {}",
        game.next_order, game.next_top, game.next_serial, game.next_timestamp
    ));
    let mut rng = game.rng.clone();
    lines.push(format!("rng {:?}", [rng.next_u64(), rng.next_u64()]));
    lines.extend(game.trace_text());
    lines
}

#[test]
fn games_dealt_from_a_template_are_the_games_spawned_as_setup_goes() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let [a, b] = common::DECKS.map(|id| catalog.deck(id).expect("a base deck"));
    for pair in [[a, b], [b, a], [a, a]] {
        let made = template(catalog.clone(), &pair).expect("template");
        for seed in 0..24 {
            let names = format!("{} / {}, seed {seed}", pair[0].id, pair[1].id);
            assert_eq!(
                state(&deal(&made, &pair, seed)),
                state(&spawned_as_it_comes(catalog.clone(), &pair, seed)),
                "{names}"
            );
        }
    }
}
