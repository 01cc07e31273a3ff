//! Cloning a mid-game `Game` (a seeded game played 10 turns): `clone()` shares the trace's
//! chunks with the copy, `fork()` copies everything but the trace (what legal-action probes and
//! search use); a checkpoint and its restore. Targets: a clone < 2 µs, a checkpoint/restore pair
//! cheaper than a clone. Run with `cargo bench --bench clone`.

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

/// A checkpoint taken and restored (what a refused action costs; a completed one costs the
/// checkpoint alone): filled from the game's spare copy, so cheaper than a clone.
#[divan::bench]
fn checkpoint_restore(bencher: Bencher) {
    let (base, decks) = common::base();
    let mut game = common::mid_game(&base, &decks, 10);
    bencher.bench_local(|| {
        let cp = divan::black_box(&game).checkpoint();
        game.restore(cp);
    });
}
