//! 1,000 seeded games between random agents with the two base decks (seed `k`; the deck that
//! sits first alternates with the seed): each ends with a winner or a reported draw (the turn
//! limit, or every player losing at once), with no panic and no engine error, and the invariants
//! (`rules::invariants::check`, and the few more below) hold after setup and after every single
//! action. Every failing game is listed at the end with its seed, its decks and the tail of its
//! trace, so one run shows them all (replay one with `grimoire play --auto --game duel --seed S
//! --decks A,B`). A few seeds are played again, on the same load and on a second one: the same
//! seed must give the same trace.

mod common;

use grimoire_core::Ruleset;
use grimoire_core::content::Loaded;
use grimoire_duel::Duel;
use grimoire_duel::model::card::CardKind;
use grimoire_duel::model::catalog::DeckDef;
use grimoire_duel::rules::Env;
use grimoire_duel::rules::autoplay::{GameEnd, play_out};
use grimoire_duel::rules::invariants::check;
use grimoire_duel::rules::setup::new_game;
use grimoire_duel::script::ScriptHost;
use grimoire_duel::state::{Game, Zone};
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

/// What must hold after every action beyond `invariants::check`, read from the outside:
/// `turn` is the turn of the previous action.
fn more_checks(g: &Game, turn: u32) -> Result<(), String> {
    // State-based actions run before anyone gets priority: a player at 0 life or less, or who
    // drew from an empty library, has lost by the time anybody acts.
    let over = g.turn.winner.is_some() || g.turn.drawn;
    for (i, p) in g.players.iter().enumerate() {
        if !over && (p.life <= 0 || p.drew_from_empty) {
            return Err(format!("p{} should have lost (life {})", i + 1, p.life));
        }
        if p.lands_played > 1 {
            return Err(format!("p{} played {} lands", i + 1, p.lands_played));
        }
    }
    if !over && g.turn.priority.is_none() {
        return Err("nobody has priority and the game goes on".into());
    }
    // A card that leaves the battlefield is a new object: untapped, undamaged, no shield,
    // attached to nothing, under its owner's control.
    for o in g.objects.iter().filter(|o| o.zone != Zone::Battlefield) {
        if o.tapped || o.damage != 0 || o.shields != 0 {
            return Err(format!(
                "{} in {} keeps its status: tapped {}, damage {}, shields {}",
                g.label(o.id),
                g.zone_name(o.zone),
                o.tapped,
                o.damage,
                o.shields
            ));
        }
        if o.controller != o.owner {
            return Err(format!("{} is controlled by its non-owner", g.label(o.id)));
        }
    }
    // Attacking and blocking creatures are creatures on the battlefield, on the right side; a
    // block's attacker may have left combat since (the blocker still blocks it), but it was
    // declared by the attacking player.
    if let Some(c) = &g.combat {
        let is_creature =
            |o| g.obj(o).zone == Zone::Battlefield && g.card(o).kind == CardKind::Creature;
        for &a in &c.attackers {
            if !is_creature(a) || g.obj(a).controller != c.attacker {
                return Err(format!("{} attacks but cannot", g.label(a)));
            }
        }
        for &(b, a) in &c.blocks {
            if !is_creature(b) || g.obj(b).controller != c.defender || g.obj(a).owner != c.attacker
            {
                return Err(format!("{} blocks {} but cannot", g.label(b), g.label(a)));
            }
        }
    }
    // A new turn began: the cleanup step removed all damage, and the player whose turn ended
    // discarded down to seven cards.
    if g.turn.number != turn && !over {
        if let Some(o) = g
            .objects
            .iter()
            .find(|o| o.zone == Zone::Battlefield && o.damage != 0)
        {
            return Err(format!(
                "{} keeps {} damage into turn {}",
                g.label(o.id),
                o.damage,
                g.turn.number
            ));
        }
        let ended = g.next_player(g.turn.player);
        let hand = g.count_in_zone(Zone::Hand(ended));
        if hand > 7 {
            return Err(format!(
                "{ended} ended turn {turn} with {hand} cards in hand"
            ));
        }
    }
    Ok(())
}

fn tail(trace: &[String]) -> String {
    trace[trace.len().saturating_sub(TAIL)..].join("\n")
}

/// The base decks in seat order for `seed`: the first deck sits first on even seeds.
fn seating<'a>(decks: &[&'a DeckDef; 2], seed: u64) -> [&'a DeckDef; 2] {
    if seed.is_multiple_of(2) {
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
    let mut agent = common::random_seats(seed);
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
        } else if let Err(e) = check(g, &in_play).and_then(|()| more_checks(g, turn)) {
            broken = Some(format!("turn {}: {e}", g.turn.number));
        }
        turn = g.turn.number;
    });
    let trace = game.trace_text();
    let outcome = match (broken, end) {
        (Some(b), _) => Outcome::Failed(format!("invariant broken: {b}")),
        (None, Ok(GameEnd::Winner(p))) => Outcome::Winner(p.index()),
        (None, Ok(GameEnd::TurnLimit(_) | GameEnd::Drawn)) => Outcome::Draw,
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
    // The replays use a second load of the game, with its own script engine: nothing may hang
    // on the order of a hash map or on one load's internals.
    let host2 = ScriptHost::new();
    let loaded2 = common::base(&host2);
    let decks2 = base_decks(&loaded2);
    let mut traces = Vec::new();
    for seed in [0, 1, 7, 42, 999] {
        let (first, a) = play(&host, &loaded, &seating(&decks, seed), seed);
        let (_, b) = play(&host, &loaded, &seating(&decks, seed), seed);
        let (_, c) = play(&host2, &loaded2, &seating(&decks2, seed), seed);
        assert!(
            !matches!(first, Outcome::Failed(_)),
            "seed {seed} plays cleanly"
        );
        assert!(a.len() > 20, "seed {seed} is traced: {} lines", a.len());
        for other in [&b, &c] {
            if let Some(i) = (0..a.len().max(other.len())).find(|&i| a.get(i) != other.get(i)) {
                panic!(
                    "seed {seed} gave two traces; first difference at line {i}:\n{:?}\n{:?}",
                    a.get(i),
                    other.get(i)
                );
            }
        }
        traces.push(a);
    }
    // The seed matters: different seeds do not all play the same game.
    assert!(
        traces.windows(2).any(|w| w[0] != w[1]),
        "different seeds gave the same trace"
    );
}
