//! A whole game between seeded random agents, from the decks to the winner: the same seed gives
//! the same bytes, and the trace of seed 1 is pinned for review (snapshots/games/).

use std::path::Path;
use std::process::Command;

fn play(seed: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(["play", "--auto", "--seed", seed])
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .output()
        .expect("run grimoire");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 trace")
}

#[test]
fn a_seeded_game_is_reproducible_and_pinned() {
    let a = play("1");
    assert_eq!(a, play("1"), "same seed, same trace");
    assert_ne!(a, play("2"), "another seed plays another game");
    let last = a.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("winner: p") || last.starts_with("draw: "),
        "{last}"
    );
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/games/riftbound"),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("seed-1", a));
}
