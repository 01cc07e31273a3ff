//! How a duel game ends: a player at 0 life or less loses and the other wins; when every player
//! loses at once the game is a draw — it stops, nobody may act, and playing it out reports a
//! draw rather than an engine error.

mod common;

use grimoire_core::rules::autoplay::{GameEnd, play_out};
use grimoire_core::scenario::parse_scenario;
use grimoire_core::scenario::run::run;
use grimoire_duel::Duel;
use grimoire_duel::agent::{Agent, RandomAgent};
use grimoire_duel::rules::Env;
use grimoire_duel::script::ScriptHost;
use std::path::Path;

fn scenario(life: (u32, u32), steps: &str) -> String {
    format!(
        r#"game = "duel"
title = "end"
rules = ["701.1"]
[setup]
turn = "p1"
[setup.p1]
life = {}
battlefield = ["plaine"]
library = ["plaine", "plaine"]
[setup.p2]
life = {}
library = ["plaine", "plaine"]
[run]
steps = [{steps}]
"#,
        life.0, life.1
    )
}

fn outcome(life: (u32, u32), steps: &str) -> (String, Option<String>) {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let src = scenario(life, steps);
    let scn = parse_scenario::<Duel>(Path::new("end.toml"), &src).expect("scenario parses");
    let out = run(&scn, &loaded, &host).expect("scenario builds");
    (out.summary, out.failure)
}

#[test]
fn a_player_at_zero_life_loses_at_the_next_check() {
    let (summary, failure) = outcome((20, 0), r#""p1 pass", "expect winner p1""#);
    assert_eq!(failure, None, "{summary}");
    assert!(summary.contains("winner p1"), "{summary}");
}

#[test]
fn every_player_losing_at_once_is_a_draw_and_the_game_stops() {
    let (summary, failure) = outcome((0, 0), r#""p1 pass", "expect refused p2 pass""#);
    assert_eq!(failure, None, "{summary}");
    assert!(summary.contains("the game is a draw"), "{summary}");
    assert!(summary.contains("priority none"), "{summary}");
    assert!(!summary.contains("winner"), "{summary}");
}

#[test]
fn playing_a_drawn_game_out_reports_a_draw() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let src = scenario((0, 0), r#""p1 pass""#);
    let scn = parse_scenario::<Duel>(Path::new("end.toml"), &src).expect("scenario parses");
    let mut game =
        <Duel as grimoire_core::scenario::ScenarioRules>::build(&scn, loaded.catalog.clone())
            .expect("builds");
    let runner = host.runner(&loaded.code);
    let mut agent: Box<Agent> = Box::new(RandomAgent::new(1));
    let mut env = Env {
        agent: &mut agent,
        scripts: &runner,
    };
    let end = play_out(&mut game, &mut env, 50, &mut |_| {});
    assert_eq!(end, Ok(GameEnd::Drawn), "{}", game.trace_text().join("\n"));
}
