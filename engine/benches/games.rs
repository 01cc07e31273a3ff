//! Full random games on one core with the starter decks: games a second, and engine steps
//! (decisions answered, `sim::Played::decisions`) a second. Issue 7's targets: ≥ 5,000 games/s
//! and ≥ 1,000,000 decisions/s. Run with `cargo bench --bench games`.
//!
//! One iteration plays the same ten seeds, so every sample does the same work; the decision
//! count of those ten games is measured once and used as the second bench's item count.

mod common;

use divan::Bencher;
use divan::counter::ItemsCount;
use grimoire::model::catalog::DeckDef;
use grimoire::sim::play_one;

fn main() {
    divan::main();
}

const SEEDS: std::ops::Range<u64> = 1..11;
const TURN_LIMIT: u32 = 200;

#[divan::bench(sample_count = 10, sample_size = 1)]
fn games(bencher: Bencher) {
    let (host, catalog, decks) = common::base();
    let refs: Vec<&DeckDef> = decks.iter().collect();
    bencher
        .counter(ItemsCount::new(SEEDS.count()))
        .bench_local(|| {
            for seed in SEEDS {
                play_one(catalog.clone(), &host, &refs, seed, TURN_LIMIT, false).expect("setup");
            }
        });
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn decisions(bencher: Bencher) {
    let (host, catalog, decks) = common::base();
    let refs: Vec<&DeckDef> = decks.iter().collect();
    let total: u64 = SEEDS
        .map(|seed| {
            play_one(catalog.clone(), &host, &refs, seed, TURN_LIMIT, false)
                .expect("setup")
                .decisions
        })
        .sum();
    bencher
        .counter(ItemsCount::new(total as usize))
        .bench_local(|| {
            for seed in SEEDS {
                play_one(catalog.clone(), &host, &refs, seed, TURN_LIMIT, false).expect("setup");
            }
        });
}
