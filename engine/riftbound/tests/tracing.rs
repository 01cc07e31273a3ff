//! Tracing changes nothing but the trace (docs/SIMULATION.md): the same seeds played with the
//! trace on and off make the same decisions, the same fingerprint of answers, the same number
//! of turns and the same end, over every pair of the base game's decks.

mod common;

use grimoire_core::sim::{Options, play};

const GAMES: u64 = 24;
const TURN_LIMIT: u32 = 200;

#[test]
fn tracing_changes_nothing_but_the_trace() {
    let host = grimoire_riftbound::script::ScriptHost::new();
    let loaded = common::base(&host);
    let runner = host.runner(&loaded.code);
    let pairs = common::deck_pairs(&loaded.catalog);
    for seed in 0..GAMES {
        let pair = &pairs[(seed % pairs.len() as u64) as usize];
        let run = |trace| {
            let options = Options {
                turn_limit: TURN_LIMIT,
                check: false,
                trace,
            };
            let p = play(loaded.catalog.clone(), &runner, &pair[..], seed, options)
                .unwrap_or_else(|e| panic!("seed {seed}: setup failed: {e}"));
            let end = format!("{:?}", p.end);
            (
                p.decisions,
                p.choices,
                p.game.turn.number,
                end,
                p.game.trace_text().len(),
            )
        };
        let (traced, untraced) = (run(true), run(false));
        assert_eq!(
            (traced.0, traced.1, traced.2, &traced.3),
            (untraced.0, untraced.1, untraced.2, &untraced.3),
            "seed {seed} ({}, {}): traced and untraced games differ",
            pair[0].id,
            pair[1].id
        );
        // The traced game wrote its events; the untraced one formatted none.
        assert!(traced.4 > untraced.4, "seed {seed}: the trace was not kept");
    }
}
