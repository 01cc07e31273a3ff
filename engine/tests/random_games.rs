//! 1,000 seeded games between random agents on the starter decks: each ends with a winner or a
//! reported draw (the turn limit), with no panic and no engine error, and the invariants hold
//! after every single action.

use grimoire::agent::{Agent, RandomAgent, Seats};
use grimoire::content::{PackFiles, load};
use grimoire::rules::Env;
use grimoire::rules::autoplay::{GameEnd, play_out};
use grimoire::rules::invariants::check;
use grimoire::rules::setup::new_game;
use grimoire::script::ScriptHost;
use std::path::Path;
use std::rc::Rc;

const GAMES: u64 = 1_000;
const TURN_LIMIT: u32 = 200;

#[test]
fn a_thousand_random_games_end_cleanly_with_invariants_after_every_step() {
    let base =
        PackFiles::read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("..")).expect("base game");
    let host = ScriptHost::new();
    let catalog = Rc::new(load(vec![base], host.engine()).unwrap_or_else(|e| panic!("{e:?}")));
    let decks: Vec<_> = catalog.decks.iter().collect();
    assert!(decks.len() >= 2, "the base game has two starter decks");
    let sizes: Vec<usize> = decks
        .iter()
        .take(2)
        .map(|d| {
            2 + d.battlefields.len()
                + d.main.iter().map(|m| m.1 as usize).sum::<usize>()
                + d.runes.iter().map(|r| r.1 as usize).sum::<usize>()
        })
        .collect();
    let (mut wins, mut draws) = ([0u32; 2], 0u32);
    for seed in 0..GAMES {
        let seats: Vec<Box<dyn Agent>> = (0..2)
            .map(|i| Box::new(RandomAgent::new(seed * 2 + i + 1)) as Box<dyn Agent>)
            .collect();
        let mut agent: Box<dyn Agent> = Box::new(Seats(seats));
        let mut env = Env {
            agent: &mut agent,
            scripts: &host,
        };
        let mut game = new_game(catalog.clone(), &decks[..2], seed, &mut env)
            .unwrap_or_else(|e| panic!("seed {seed}: setup failed: {e}"));
        // Setup itself must leave a sound game (the battlefields not chosen are not in play).
        let in_play: Vec<usize> = sizes.iter().map(|s| s - 2).collect();
        check(&game, &in_play).unwrap_or_else(|e| panic!("seed {seed}, after setup: {e}"));
        let mut broken: Option<String> = None;
        let end = play_out(&mut game, &mut env, TURN_LIMIT, &mut |g| {
            if broken.is_none() {
                broken = check(g, &in_play).err();
            }
        });
        if let Some(b) = broken {
            panic!(
                "seed {seed}: invariant broken: {b}\n{}",
                game.trace[game.trace.len().saturating_sub(30)..].join("\n")
            );
        }
        match end {
            Ok(GameEnd::Winner(p)) => wins[p.index()] += 1,
            Ok(GameEnd::TurnLimit(_)) => draws += 1,
            Err(e) => panic!(
                "seed {seed}: engine error: {e}\n{}",
                game.trace[game.trace.len().saturating_sub(30)..].join("\n")
            ),
        }
    }
    assert_eq!(wins[0] + wins[1] + draws, GAMES as u32);
    assert!(
        wins[0] > 0 && wins[1] > 0,
        "both seats win some games: {wins:?}, {draws} draws"
    );
}
