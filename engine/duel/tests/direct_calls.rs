//! Card functions made of direct calls run from Rust, not through the engine
//! (`grimoire_core::code::direct`): a constant `choose_target`, and effects that run no script
//! (« Régénérez cette créature », « Engagez la créature ciblée », Bushido's pump). The base
//! duel game has such functions, and random games played both ways give the same traces, line
//! for line.

mod common;

use grimoire_core::model::card::ScriptId;
use grimoire_duel::Duel;
use grimoire_duel::model::catalog::DeckDef;
use grimoire_duel::rules::Env;
use grimoire_duel::rules::autoplay::play_out;
use grimoire_duel::rules::env::ScriptRunner;
use grimoire_duel::rules::setup::new_game;
use grimoire_duel::script::ScriptHost;

const SEEDS: u64 = 24;

#[test]
fn the_duel_has_direct_choices_and_games_play_the_same_both_ways() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let direct = (0..catalog.scripts.len())
        .filter(|&i| loaded.code.direct(ScriptId(i as u32), "choose").is_some())
        .count();
    assert!(
        direct >= 10,
        "only {direct} scripts choose with one constant call"
    );
    // Activated abilities read from their text whose effect is a direct call.
    let abilities = (0..catalog.scripts.len())
        .filter(|&i| loaded.code.direct(ScriptId(i as u32), "ability").is_some())
        .count();
    assert!(
        abilities >= 3,
        "only {abilities} activated abilities are direct calls"
    );
    let fast = host.runner(&loaded.code);
    let engine = host.runner(&loaded.code).engine_only();
    let deck = |id: &str| catalog.decks.iter().find(|d| d.id == id).expect("deck");
    for seed in 0..SEEDS {
        let mut pair: Vec<&DeckDef> = common::DECKS.iter().map(|id| deck(id)).collect();
        if seed % 2 == 1 {
            pair.reverse();
        }
        let play = |runner: &dyn ScriptRunner<Duel>| {
            let mut agent = common::random_seats(seed);
            let mut env = Env {
                agent: &mut agent,
                scripts: runner,
            };
            let mut game = new_game(catalog.clone(), &pair, seed, &mut env).expect("setup");
            let end = play_out(&mut game, &mut env, 200, &mut |_| {});
            let mut trace = game.trace_text();
            trace.push(format!("{end:?}"));
            trace
        };
        let (one, other) = (play(&fast), play(&engine));
        if let Some(i) = (0..one.len().max(other.len())).find(|&i| one.get(i) != other.get(i)) {
            panic!(
                "seed {seed}: line {i} differs:\n direct: {:?}\n engine: {:?}",
                one.get(i),
                other.get(i)
            );
        }
    }
}
