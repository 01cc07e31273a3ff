//! Card functions that are one constant call of a target choice run from Rust, not through the
//! engine (`grimoire_core::code::direct`): the base game has such functions, and random games
//! played both ways give the same traces, line for line.

mod common;

use grimoire_core::agent::{Agent, RandomAgent, Seats};
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::model::catalog::DeckDef;
use grimoire_riftbound::rules::Env;
use grimoire_riftbound::rules::autoplay::play_out;
use grimoire_riftbound::rules::env::ScriptRunner;
use grimoire_riftbound::rules::setup::new_game;
use grimoire_riftbound::script::ScriptHost;
use std::rc::Rc;

const SEEDS: u64 = 48;

/// The whole trace of the game `seed` plays between `decks`, and how it ended.
fn play(
    catalog: &Rc<grimoire_riftbound::model::catalog::Catalog>,
    decks: &[&DeckDef],
    seed: u64,
    runner: &dyn ScriptRunner<Riftbound>,
) -> Vec<String> {
    let seats: Vec<Box<dyn Agent<Riftbound>>> = (0..2)
        .map(|i| Box::new(RandomAgent::new(seed * 2 + i + 1)) as Box<dyn Agent<Riftbound>>)
        .collect();
    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(Seats(seats));
    let mut env = Env {
        agent: &mut agent,
        scripts: runner,
    };
    let mut game = new_game(catalog.clone(), decks, seed, &mut env).expect("setup");
    let end = play_out(&mut game, &mut env, 200, &mut |_| {});
    let mut trace = game.trace_text();
    trace.push(format!("{end:?}"));
    trace
}

#[test]
fn the_base_game_has_direct_choices_and_games_play_the_same_both_ways() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let direct = (0..catalog.scripts.len())
        .map(|i| grimoire_core::model::card::ScriptId(i as u32))
        .filter(|&s| {
            ["choose", "choose_trigger", "choose_activate"]
                .iter()
                .any(|f| loaded.code.direct(s, f).is_some())
        })
        .count();
    assert!(
        direct >= 10,
        "only {direct} scripts choose with one constant call"
    );
    let fast = host.runner(&loaded.code);
    let engine = host.runner(&loaded.code).engine_only();
    let decks: Vec<&DeckDef> = catalog.decks.iter().collect();
    for seed in 0..SEEDS {
        let a = (seed as usize) % decks.len();
        let b = (a + 1 + (seed as usize / decks.len()) % (decks.len() - 1)) % decks.len();
        let pair = [decks[a], decks[b]];
        let (one, other) = (
            play(&catalog, &pair, seed, &fast),
            play(&catalog, &pair, seed, &engine),
        );
        if let Some(i) = (0..one.len().max(other.len())).find(|&i| one.get(i) != other.get(i)) {
            panic!(
                "seed {seed} ({} vs {}): line {i} differs:\n direct: {:?}\n engine: {:?}",
                pair[0].id,
                pair[1].id,
                one.get(i),
                other.get(i)
            );
        }
    }
}
