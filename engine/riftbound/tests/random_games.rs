//! 1,000 seeded games between random agents over every pair of the base game's decks (seed `k`
//! plays pair `k mod pairs`): each ends with a winner or a reported draw (the turn limit), with no
//! panic and no engine error, and the invariants hold after every single action. Every failing
//! game is listed at the end with its seed, its decks and the tail of its trace, so one run shows
//! them all (replay one with `grimoire play --auto --seed S --decks A,B`).

mod common;

use grimoire_riftbound::model::catalog::DeckDef;
use grimoire_riftbound::rules::Env;
use grimoire_riftbound::rules::autoplay::{GameEnd, play_out};
use grimoire_riftbound::rules::invariants::check;
use grimoire_riftbound::rules::setup::new_game;
use grimoire_riftbound::script::ScriptHost;

const GAMES: u64 = 1_000;
const TURN_LIMIT: u32 = 200;
const TAIL: usize = 30;

fn cards_in_play(d: &DeckDef) -> usize {
    // Everything the deck brings (legend, champion, battlefields, main deck, runes) but the two
    // battlefields not chosen.
    let brought = 2 + d.battlefields.len();
    brought - 2
        + d.main.iter().map(|m| m.1 as usize).sum::<usize>()
        + d.runes.iter().map(|r| r.1 as usize).sum::<usize>()
}

fn tail(trace: &[String]) -> String {
    trace[trace.len().saturating_sub(TAIL)..].join("\n")
}

#[test]
fn a_thousand_random_games_over_every_deck_pair_end_cleanly_with_invariants_after_every_step() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let runner = host.runner(&loaded.code);
    assert!(catalog.decks.len() >= 4, "the base game has four decks");
    let pairs = common::deck_pairs(&catalog);
    let mut wins = vec![[0u32; 2]; pairs.len()];
    let mut draws = 0u32;
    let mut failures: Vec<String> = Vec::new();
    for seed in 0..GAMES {
        let pair = &pairs[(seed % pairs.len() as u64) as usize];
        let names = format!("{},{}", pair[0].id, pair[1].id);
        let mut agent = common::random_seats(seed);
        let mut env = Env {
            agent: &mut agent,
            scripts: &runner,
        };
        let mut game = match new_game(catalog.clone(), &pair[..], seed, &mut env) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("seed {seed} ({names}): setup failed: {e}"));
                continue;
            }
        };
        // Setup itself must leave a sound game (the battlefields not chosen are not in play).
        let in_play: Vec<usize> = pair.iter().map(|d| cards_in_play(d)).collect();
        if let Err(e) = check(&game, &in_play) {
            failures.push(format!("seed {seed} ({names}), after setup: {e}"));
            continue;
        }
        let mut broken: Option<String> = None;
        let end = play_out(&mut game, &mut env, TURN_LIMIT, &mut |g| {
            if broken.is_none() {
                broken = check(g, &in_play).err();
            }
        });
        if let Some(b) = broken {
            failures.push(format!(
                "seed {seed} ({names}): invariant broken: {b}\n{}",
                tail(&game.trace_text())
            ));
            continue;
        }
        let slot = &mut wins[(seed % pairs.len() as u64) as usize];
        match end {
            Ok(GameEnd::Winner(p)) => slot[p.index()] += 1,
            Ok(GameEnd::TurnLimit(_) | GameEnd::Drawn) => draws += 1,
            Err(e) => failures.push(format!(
                "seed {seed} ({names}): engine error: {e}\n{}",
                tail(&game.trace_text())
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {GAMES} games failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    let total: u32 = wins.iter().map(|w| w[0] + w[1]).sum();
    assert_eq!(total + draws, GAMES as u32);
    for (pair, w) in pairs.iter().zip(&wins) {
        assert!(
            w[0] > 0 && w[1] > 0,
            "both decks of {} vs {} win some games: {w:?}",
            pair[0].id,
            pair[1].id
        );
    }
}
