//! 1,000 seeded games between random agents with the two base decks (seed `k`; the deck that
//! sits first alternates with the seed): each ends with a winner or a reported draw (the turn
//! limit, or every player losing at once), with no panic and no engine error, and the invariants
//! hold after setup and after every single action. Every failing game is listed at the end with
//! its seed, its decks and the tail of its trace, so one run shows them all. A few seeds are
//! played twice: the same seed must give the same trace.

mod common;

use grimoire_core::Ruleset;
use grimoire_core::agent::{Agent, RandomAgent, Seats};
use grimoire_core::content::Loaded;
use grimoire_duel::Duel;
use grimoire_duel::model::catalog::DeckDef;
use grimoire_duel::rules::Env;
use grimoire_duel::rules::autoplay::{GameEnd, play_out};
use grimoire_duel::rules::invariants::check;
use grimoire_duel::rules::setup::new_game;
use grimoire_duel::script::ScriptHost;
use std::time::Instant;

const GAMES: u64 = 1_000;
const TURN_LIMIT: u32 = 200;
const TAIL: usize = 30;

/// How one game went.
enum Outcome {
    /// The seat that won.
    Winner(usize),
    /// The turn limit, or every player lost at once (sba: the game stops, nobody wins).
    Draw,
    /// Setup failed, an invariant broke, or the engine returned an error.
    Failed(String),
}

fn tail(trace: &[String]) -> String {
    trace[trace.len().saturating_sub(TAIL)..].join("\n")
}

/// The base decks in seat order for `seed`: the first deck sits first on even seeds.
fn seating<'a>(decks: &[&'a DeckDef; 2], seed: u64) -> [&'a DeckDef; 2] {
    if seed % 2 == 0 {
        [decks[0], decks[1]]
    } else {
        [decks[1], decks[0]]
    }
}

/// Plays game `seed` to its end, checking the invariants after every action; returns its
/// outcome and its whole trace.
fn play(
    host: &ScriptHost,
    loaded: &Loaded<Duel>,
    seats: &[&DeckDef; 2],
    seed: u64,
) -> (Outcome, Vec<String>) {
    let runner = host.runner(&loaded.code);
    // Seat i's agent uses 2·seed + i + 1, as `grimoire play` does: agents never share a stream
    // with each other or with the game's RNG.
    let agents: Vec<Box<dyn Agent<Duel>>> = (0..2)
        .map(|i| Box::new(RandomAgent::new(seed * 2 + i + 1)) as Box<dyn Agent<Duel>>)
        .collect();
    let mut agent: Box<dyn Agent<Duel>> = Box::new(Seats(agents));
    let mut env = Env {
        agent: &mut agent,
        scripts: &runner,
    };
    let mut game = match new_game(loaded.catalog.clone(), &seats[..], seed, &mut env) {
        Ok(g) => g,
        Err(e) => return (Outcome::Failed(format!("setup failed: {e}")), Vec::new()),
    };
    let in_play: Vec<usize> = seats.iter().map(|d| Duel::cards_in_play(d)).collect();
    if let Err(e) = check(&game, &in_play) {
        let trace = game.trace_text();
        return (Outcome::Failed(format!("after setup: {e}")), trace);
    }
    let mut broken: Option<String> = None;
    let mut turn = game.turn.number;
    let end = play_out(&mut game, &mut env, TURN_LIMIT, &mut |g| {
        if broken.is_some() {
            return;
        }
        // A turn ends only once the stack is empty and every player passed in succession.
        if g.turn.number != turn && !g.chain.is_empty() {
            broken = Some(format!("turn {turn} ended with a non-empty stack"));
        } else if let Err(e) = check(g, &in_play) {
            broken = Some(format!("turn {}: {e}", g.turn.number));
        }
        turn = g.turn.number;
    });
    let trace = game.trace_text();
    let outcome = match (broken, end) {
        (Some(b), _) => Outcome::Failed(format!("invariant broken: {b}")),
        (None, Ok(GameEnd::Winner(p))) => Outcome::Winner(p.index()),
        (None, Ok(GameEnd::TurnLimit(_))) => Outcome::Draw,
        // Every player lost at once: the game stops with nobody to act, which `play_out`
        // reports as an error; the duel state says it is a draw.
        (None, Err(_)) if game.ext.drawn && game.turn.winner.is_none() => Outcome::Draw,
        (None, Err(e)) => Outcome::Failed(format!("engine error: {e}")),
    };
    (outcome, trace)
}

fn base_decks(loaded: &Loaded<Duel>) -> [&DeckDef; 2] {
    common::DECKS.map(|id| {
        loaded
            .catalog
            .deck(id)
            .unwrap_or_else(|| panic!("the base deck {id} loads"))
    })
}

#[test]
fn a_thousand_random_games_end_cleanly_with_invariants_after_every_action() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let decks = base_decks(&loaded);
    let started = Instant::now();
    // Wins by deck (index into `decks`), and wins by seat.
    let mut wins = [0u32; 2];
    let mut seat_wins = [0u32; 2];
    let mut draws = 0u32;
    let mut failures: Vec<String> = Vec::new();
    for seed in 0..GAMES {
        let seats = seating(&decks, seed);
        let names = format!("{},{}", seats[0].id, seats[1].id);
        let (outcome, trace) = play(&host, &loaded, &seats, seed);
        match outcome {
            Outcome::Winner(seat) => {
                seat_wins[seat] += 1;
                // The deck in seat `seat` is deck `seat` on even seeds, the other one on odd.
                wins[seat ^ (seed % 2) as usize] += 1;
            }
            Outcome::Draw => draws += 1,
            Outcome::Failed(why) => {
                failures.push(format!("seed {seed} ({names}): {why}\n{}", tail(&trace)))
            }
        }
    }
    eprintln!(
        "{GAMES} games in {:.1?}: {} {} wins, {} {} wins, {draws} draws; seat wins {seat_wins:?}",
        started.elapsed(),
        decks[0].id,
        wins[0],
        decks[1].id,
        wins[1],
    );
    assert!(
        failures.is_empty(),
        "{} of {GAMES} games failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert_eq!(wins[0] + wins[1] + draws, GAMES as u32);
    assert!(
        wins[0] > 0 && wins[1] > 0,
        "both decks win some games: {} {}, {} {}",
        decks[0].id,
        wins[0],
        decks[1].id,
        wins[1]
    );
    assert!(
        seat_wins[0] > 0 && seat_wins[1] > 0,
        "both seats win some games: {seat_wins:?}"
    );
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let decks = base_decks(&loaded);
    let mut traces = Vec::new();
    for seed in [0, 1, 7, 42, 999] {
        let seats = seating(&decks, seed);
        let (first, a) = play(&host, &loaded, &seats, seed);
        let (_, b) = play(&host, &loaded, &seats, seed);
        assert!(
            !matches!(first, Outcome::Failed(_)),
            "seed {seed} plays cleanly"
        );
        assert!(a.len() > 20, "seed {seed} is traced: {} lines", a.len());
        if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
            panic!(
                "seed {seed} gave two traces; first difference at line {i}:\n{:?}\n{:?}",
                a.get(i),
                b.get(i)
            );
        }
        traces.push(a);
    }
    // The seed matters: different seeds do not all play the same game.
    assert!(
        traces.windows(2).any(|w| w[0] != w[1]),
        "different seeds gave the same trace"
    );
}
