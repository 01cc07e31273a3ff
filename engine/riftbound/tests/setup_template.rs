//! A game set up from its decks' template (`rules::setup::template`, built once, then `deal`
//! for each seed) is the game spawning every object as the setup goes gives: the same objects
//! with the same ids, cards, zones and orders, the same labels (a battlefield's `#2` when both
//! players pick the same card), the same zone index, trace and RNG. The spawning setup is
//! written out here as it was before templates, the reference the template must match.

mod common;

use grimoire_riftbound::events::TurnEvent;
use grimoire_riftbound::model::catalog::{Catalog, DeckDef};
use grimoire_riftbound::rules::setup::{deal, template};
use grimoire_riftbound::rules::zones::is_token;
use grimoire_riftbound::script::ScriptHost;
use grimoire_riftbound::state::game::{Battlefield, Phase};
use grimoire_riftbound::state::{Game, ObjId, PlayerId, Zone};
use std::rc::Rc;

/// Setup up to the first player, every object spawned where the setup makes it, the RNG
/// drawn as it goes (battlefield, main deck, rune deck, player after player).
fn spawned_as_it_comes(catalog: Rc<Catalog>, decks: &[&DeckDef], seed: u64) -> Game {
    let mut game = Game::new(catalog, decks.len(), seed);
    game.turn.phase = Phase::Setup;
    game.turn.priority = None;
    for (i, deck) in decks.iter().enumerate() {
        let p = PlayerId(i as u8);
        game.spawn(deck.legend, p, Zone::Legend(p), None);
        game.spawn(deck.champion, p, Zone::Champion(p), None);
        let pick = game.rng.below(deck.battlefields.len() as u64) as usize;
        let bf = game.spawn(deck.battlefields[pick], p, Zone::BattlefieldCards, None);
        game.battlefields.push(Battlefield::new(bf));
        for (cards, zone) in [
            (&deck.main, Zone::Deck(p)),
            (&deck.runes, Zone::RuneDeck(p)),
        ] {
            let mut spawned = Vec::new();
            for &(card, n) in cards {
                for _ in 0..n {
                    spawned.push(game.spawn(card, p, zone, None));
                }
            }
            game.rng.shuffle(&mut spawned);
            game.restack(zone, &spawned);
            for c in spawned {
                if is_token(&game, c) {
                    game.set_zone(c, Zone::Gone);
                }
            }
        }
        let battlefield = game.label(bf).clone();
        let deck = deck.name.clone();
        game.emit(|_| {
            TurnEvent::PlaysDeck {
                player: p,
                deck,
                battlefield,
            }
            .into()
        });
    }
    let first = PlayerId(game.rng.below(decks.len() as u64) as u8);
    game.turn.first_player = first;
    game.turn.player = first;
    game.emit(|_| TurnEvent::GoesFirst(first).into());
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

/// The labels the next objects of these cards get (tokens made later are labelled so).
fn next_labels(game: &mut Game, decks: &[&DeckDef]) -> Vec<String> {
    let cards = decks.iter().flat_map(|d| {
        d.battlefields
            .iter()
            .chain([&d.legend])
            .chain(d.main.iter().map(|m| &m.0))
    });
    let cards: Vec<_> = cards.copied().collect();
    cards
        .into_iter()
        .map(|c| {
            let o: ObjId = game.spawn(c, PlayerId(0), Zone::Gone, None);
            game.label(o).to_string()
        })
        .collect()
}

#[test]
fn games_dealt_from_a_template_are_the_games_spawned_as_setup_goes() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let decks: Vec<&DeckDef> = catalog.decks.iter().collect();
    assert!(decks.len() >= 2, "the base game has decks");
    // Two decks, and one deck against itself: the same battlefields on both sides.
    let pairs = [
        [decks[0], decks[1]],
        [decks[0], decks[0]],
        [decks[1], decks[0]],
    ];
    let mut same_pick = 0;
    for pair in &pairs {
        let made = template(catalog.clone(), pair).expect("template");
        for seed in 0..24 {
            let mut want = spawned_as_it_comes(catalog.clone(), pair, seed);
            let mut got = deal(&made, pair, seed);
            let names = format!("{} / {}, seed {seed}", pair[0].id, pair[1].id);
            assert_eq!(state(&got), state(&want), "{names}");
            assert_eq!(
                next_labels(&mut got, pair),
                next_labels(&mut want, pair),
                "{names}"
            );
            let bf = |g: &Game, i: usize| g.obj(g.battlefields[i].obj).card;
            same_pick += usize::from(bf(&want, 0) == bf(&want, 1));
        }
    }
    assert!(
        same_pick > 0,
        "some seed picks the same battlefield for both players (labelled `#2`)"
    );
}
