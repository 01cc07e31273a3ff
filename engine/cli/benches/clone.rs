//! Cloning a mid-game `Game` (a seeded game played 10 turns): `clone()` copies the trace too,
//! `fork()` everything but the trace (what legal-action probes and search use). Issue 7's target:
//! < 5 µs. Run with `cargo bench --bench clone`.

mod common;

use divan::Bencher;

fn main() {
    divan::main();
}

#[divan::bench]
fn clone(bencher: Bencher) {
    let (base, decks) = common::base();
    let game = common::mid_game(&base, &decks, 10);
    bencher.bench_local(|| divan::black_box(&game).clone());
}

#[divan::bench]
fn fork(bencher: Bencher) {
    let (base, decks) = common::base();
    let game = common::mid_game(&base, &decks, 10);
    bencher.bench_local(|| divan::black_box(&game).fork());
}
