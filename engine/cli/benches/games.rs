//! Full random games on one core over every pair of the base game's four decks: games a second,
//! and engine steps (decisions answered, `sim::Played::decisions`) a second. Issue 7's targets:
//! ≥ 5,000 games/s and ≥ 1,000,000 decisions/s. Run with `cargo bench --bench games`.
//!
//! One iteration plays the same twelve seeds, seed `k` on pair `k mod 6`, so every sample does
//! the same work. Each pair's games start from its setup template (`Ruleset::template`), built
//! once before measuring as `grimoire simulate` builds it once a run. `games` and `decisions`
//! play as `grimoire simulate` does, without a trace (`sim::Options::trace` off);
//! `games_traced` keeps the trace, as `grimoire play` and `simulate --check` do. The decision count of the twelve games is measured once and used as
//! the `decisions` item count; games stopped by an engine error are counted and printed.

mod common;

use common::Base;
use divan::Bencher;
use divan::counter::ItemsCount;
use grimoire::core::Ruleset;
use grimoire::core::sim::{Options, Played, play_from, random_seats};
use grimoire::core::state::Game;
use grimoire::riftbound::Riftbound;
use grimoire::riftbound::model::catalog::DeckDef;

fn main() {
    divan::main();
}

const SEEDS: std::ops::Range<u64> = 1..13;
const TURN_LIMIT: u32 = 200;

/// Each pair's setup template (`Ruleset::template`): built once, as `grimoire simulate` builds
/// it once for all its games.
fn templates(base: &Base, pairs: &[[DeckDef; 2]]) -> Vec<Game<Riftbound>> {
    pairs
        .iter()
        .map(|pair| {
            let refs: Vec<&DeckDef> = pair.iter().collect();
            Riftbound::template(base.loaded.catalog.clone(), &refs).expect("template")
        })
        .collect()
}

fn play_all(
    base: &Base,
    pairs: &[[DeckDef; 2]],
    templates: &[Game<Riftbound>],
    trace: bool,
) -> Vec<Played<Riftbound>> {
    let runner = base.runner();
    let options = Options {
        turn_limit: TURN_LIMIT,
        check: false,
        trace,
    };
    SEEDS
        .map(|seed| {
            let k = seed as usize % pairs.len();
            let refs: Vec<&DeckDef> = pairs[k].iter().collect();
            let agents = random_seats(seed, refs.len());
            play_from(&templates[k], &runner, &refs, seed, options, agents).expect("setup")
        })
        .collect()
}

fn bench_games(bencher: Bencher, trace: bool) {
    let (base, pairs) = common::pairs();
    let templates = templates(&base, &pairs);
    bencher
        .counter(ItemsCount::new(SEEDS.count()))
        .bench_local(|| play_all(&base, &pairs, &templates, trace));
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn games(bencher: Bencher) {
    bench_games(bencher, false);
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn games_traced(bencher: Bencher) {
    bench_games(bencher, true);
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn decisions(bencher: Bencher) {
    let (base, pairs) = common::pairs();
    let templates = templates(&base, &pairs);
    let played = play_all(&base, &pairs, &templates, false);
    let total: u64 = played.iter().map(|p| p.decisions).sum();
    let errors = played.iter().filter(|p| p.end.is_err()).count();
    eprintln!(
        "{} games, {total} decisions, {errors} stopped by an engine error",
        played.len()
    );
    bencher
        .counter(ItemsCount::new(total as usize))
        .bench_local(|| play_all(&base, &pairs, &templates, false));
}
