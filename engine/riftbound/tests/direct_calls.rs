//! Card functions that are one constant call of a target choice, or a few calls under `if` and
//! `for`, run from Rust, not through the engine (`grimoire_core::code::direct`): the base game
//! has such functions, random games played both ways give the same traces, line for line, and
//! a call that fails (no legal target, the wrong moment) fails with the same error, at the
//! same line and column.

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

/// The base glossary's keywords whose whole function is a few plain calls run directly: Chasse,
/// Dégainage, Temporaire and Vision (whose question is asked in two languages, `you_may(en,
/// fr)`: a call without a direct entry would send the whole trigger through the engine).
#[test]
fn the_base_keywords_triggers_are_direct() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    for name in ["hunt", "quick-draw", "temporary", "vision"] {
        let file = format!("keywords/{name}.rhai");
        let (i, _) = loaded
            .catalog
            .scripts
            .iter()
            .enumerate()
            .find(|(_, s)| s.path.ends_with(&file))
            .unwrap_or_else(|| panic!("no script {file}"));
        let script = grimoire_core::model::card::ScriptId(i as u32);
        assert!(
            loaded.code.body(script, "trigger").is_some(),
            "{file}: its trigger is no longer a direct body"
        );
    }
}

/// Every direct function of the base game — choices, and the functions that only draw, gain
/// XP, make a token, kill, give Might, deal damage, grant a keyword, equip or attach, some to
/// `ctx.target(0)` (no target at the start: the error of reading it, at its place), and the
/// bodies of a few calls (Vision's look at the top card and its recycling if the player says
/// so, a loop over the enemy units: none at the start) —
/// called at the start of a game (no unit on the board: most choices have no legal target)
/// while choosing and while resolving (one of the two is the wrong moment for each): the same
/// outcome, error text included, and the same trace, both ways.
#[test]
fn direct_functions_called_at_the_start_match_the_engine() {
    use grimoire_core::model::card::ScriptId;
    use grimoire_riftbound::rules::env::{CallPhase, ScriptCall};
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let fast = host.runner(&loaded.code);
    let engine = host.runner(&loaded.code).engine_only();
    let decks: Vec<&DeckDef> = catalog.decks.iter().take(2).collect();
    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(RandomAgent::new(7));
    let start = {
        let mut env = Env {
            agent: &mut agent,
            scripts: &fast,
        };
        new_game(catalog.clone(), &decks, 3, &mut env).expect("setup")
    };
    let source = start.zone_slice(grimoire_riftbound::state::Zone::Hand(
        grimoire_core::state::PlayerId(0),
    ))[0];
    let (mut compared, mut others, mut steps) = (0, 0, 0);
    for script in (0..catalog.scripts.len()).map(|i| ScriptId(i as u32)) {
        let functions = catalog.script(script).functions.clone();
        for function in functions.iter() {
            let Some(body) = loaded.code.body(script, function) else {
                continue;
            };
            steps += usize::from(!matches!(
                body,
                [grimoire_core::code::direct::Step::Call(_)]
            ));
            others += usize::from(!function.starts_with("choose"));
            for phase in [CallPhase::Choose, CallPhase::Resolve] {
                let call = || ScriptCall::new(script, function, phase, source, start.turn.player);
                let run = |runner: &dyn ScriptRunner<Riftbound>| {
                    let mut game = start.clone();
                    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(RandomAgent::new(7));
                    let outcome = runner.call(&mut game, &mut agent, call());
                    (
                        outcome.map(|c| format!("{c:?}")).map_err(|e| e.to_string()),
                        game.trace_text(),
                    )
                };
                let (direct, by_engine) = (run(&fast), run(&engine));
                assert_eq!(
                    direct,
                    by_engine,
                    "{} `{function}`",
                    catalog.script(script).path
                );
                compared += usize::from(direct.0.is_err());
            }
        }
    }
    assert!(compared >= 10, "only {compared} failing calls compared");
    assert!(
        others >= 2,
        "only {others} direct functions that are not choices"
    );
    assert!(steps >= 2, "only {steps} direct bodies of several calls");
}
