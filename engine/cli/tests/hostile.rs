//! Packs written to crash, hang or corrupt a game (docs/HOSTILE-INPUT.md): each is refused at
//! load at its file, line and column, or stopped in play with a located error, exit code 2, in
//! well under a second. The cases that play out are scenarios under
//! scenarios/riftbound/script-faults/ (their traces pinned in snapshots); these are the ones
//! refused before any game starts.

mod common;

use common::{grimoire, stderr, stdout};

/// `grimoire check` on a fixture pack: exit code, everything printed.
fn check(pack: &str) -> (i32, String) {
    let out = grimoire(&["check", pack]);
    let text = format!("{}{}", stdout(&out), stderr(&out));
    (out.status.code().unwrap_or(-1), text)
}

/// A `curry` chain is quadratic work that no operation count sees: `curry` is refused where it
/// is written.
#[test]
fn an_explicit_curry_is_refused_at_load() {
    let (code, out) = check("engine/cli/tests/fixtures/hostile-curry");
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains(
            "engine/cli/tests/fixtures/hostile-curry/scripts/cards/curry-sans-fin.rhai:7:15: \
             error: `curry` is not available to card scripts"
        ),
        "{out}"
    );
}

/// `grimoire run` on a fixture scenario: exit code, everything printed.
fn run(scenario: &str) -> (i32, String) {
    let out = grimoire(&["run", scenario]);
    let text = format!("{}{}", stdout(&out), stderr(&out));
    (out.status.code().unwrap_or(-1), text)
}

/// Each resolution makes 900 tokens, within a step's budget; the fifth would take the game
/// past its 4,096 objects and fails at the call that would, the game as before the step.
#[test]
fn a_game_holds_at_most_its_cap_of_objects() {
    let (code, out) = run("engine/cli/tests/fixtures/scenarios/plafond-d-objets.toml");
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "does nothing: its script failed as it resolved, and what it did is undone (engine, \
             docs/CARD-API.md): engine/cli/tests/fixtures/scenarios/../\
             hostile-caps/scripts/cards/fabrique-de-jetons.rhai:6:13: script error in card \
             `fabrique-de-jetons`: in `resolve`: this game has 4096 objects, tokens included: \
             at most 4096"
        ),
        "{}",
        &out[out.len().saturating_sub(2000)..]
    );
}

/// Each resolution prints 61,440 bytes, within a step's 65,536; the 18th takes the game past
/// the 1 MB its scripts may print, traced or not.
#[test]
fn a_game_prints_at_most_its_cap_of_bytes() {
    let (code, out) = run("engine/cli/tests/fixtures/scenarios/plafond-d-ecriture.toml");
    assert_eq!(code, 0, "{}", &out[out.len().saturating_sub(2000)..]);
    assert!(
        out.contains(
            "does nothing: its script failed as it resolved, and what it did is undone (engine, \
             docs/CARD-API.md): engine/cli/tests/fixtures/scenarios/../\
             hostile-caps/scripts/cards/bavard-mesure.rhai:4:1: script error in card \
             `bavard-mesure`: in `resolve`: too much printed: a game's scripts may print \
             1048576 bytes"
        ),
        "{}",
        &out[out.len().saturating_sub(2000)..]
    );
}

/// Each resolution gives a unit +1 Might 900 times, for the turn; the fifth would take the
/// game past the 4,096 effects it may have in force, and fails at the call that would.
#[test]
fn a_game_has_at_most_its_cap_of_effects_in_force() {
    let (code, out) = run("engine/cli/tests/fixtures/scenarios/plafond-d-effets.toml");
    assert_eq!(code, 0, "{}", &out[out.len().saturating_sub(2000)..]);
    assert!(
        out.contains(
            "does nothing: its script failed as it resolved, and what it did is undone (engine, \
             docs/CARD-API.md): engine/cli/tests/fixtures/scenarios/../\
             hostile-caps/scripts/cards/renfort-sans-fin.rhai:7:13: script error in card \
             `renfort-sans-fin`: in `resolve`: this game has 4096 effects in force: at most 4096"
        ),
        "{}",
        &out[out.len().saturating_sub(2000)..]
    );
}

/// 1,800 tokens on one side: `ctx.units` hands back every id, in an array a script may hold
/// (before, the array limit was 1,024 and stopped the card with an error no script can catch).
#[test]
fn a_card_reads_a_board_of_thousands_of_tokens() {
    let (code, out) = run("engine/cli/tests/fixtures/scenarios/liste-de-jetons.toml");
    assert_eq!(code, 0, "{}", &out[out.len().saturating_sub(2000)..]);
}

/// `games` games of `decks` of `game` with `pack`, from `seed`, under the invariant checks
/// (`simulate --check`): they end without a failure.
fn plays_out_checked(game: &str, pack: &str, decks: &str, games: &str, seed: &str) {
    let out = grimoire(&[
        "simulate", "--game", game, "--pack", pack, "--decks", decks, "--games", games, "--seed",
        seed, "--check",
    ]);
    let text = format!("{}{}", stdout(&out), stderr(&out));
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("invariants checked"), "{text}");
    assert!(!text.contains("FAILED"), "{text}");
}

/// A slice of the long run (docs/HOSTILE-INPUT.md, "The long run"): the deck of hostile-but-legal
/// cards plays a game out under the invariant checks, its hundreds of tokens assigned combat
/// damage one unit at a time, every refusal its cards meet caught, no failure.
#[test]
fn the_hostile_deck_plays_out_under_the_invariant_checks() {
    plays_out_checked(
        "riftbound",
        "engine/cli/tests/fixtures/hostile-legal",
        "pirates-hostiles,gardiens-des-cimes",
        "1",
        "1",
    );
}

/// The duel game's deck of hostile-but-legal cards (near the step's budget, numbers and ids the
/// card API refuses, this very spell where a permanent is wanted) plays out under the invariant
/// checks against both base decks: every refusal is the script's to catch, none fails a game.
/// From seed 18, the games cast `cibles-etranges` (they failed when the API took a script's
/// mistake for a rules refusal).
#[test]
fn the_hostile_duel_deck_plays_out_under_the_invariant_checks() {
    for opponent in ["conclave-du-crepuscule", "horde-des-braises"] {
        let decks = format!("horde-hostile,{opponent}");
        let pack = "engine/cli/tests/fixtures/hostile-duel";
        plays_out_checked("duel", pack, &decks, "3", "18");
    }
}

/// A statement outside a `fn` would run at every call of the script (Rhai evaluates a file's
/// top level before calling into it): refused where it stands.
#[test]
fn a_statement_outside_a_function_is_refused_at_load() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    std::fs::create_dir_all(root.join("cards")).expect("a folder");
    std::fs::create_dir_all(root.join("scripts/cards")).expect("a folder");
    std::fs::write(
        root.join("pack.toml"),
        "name = \"haut-niveau\"\nversion = \"0.1.0\"\ndescription = \"x\"\n\
         depends = [\"riftbound\"]\n",
    )
    .expect("a manifest");
    std::fs::write(
        root.join("cards/cartes.toml"),
        "[[card]]\nid = \"bavarde\"\nname = \"Bavarde\"\ntype = \"spell\"\ncost = \"[1]\"\n\
         text = \"Piochez 1.\"\nscript = \"cards/bavarde.rhai\"\n",
    )
    .expect("a card");
    let script = root.join("scripts/cards/bavarde.rhai");
    std::fs::write(
        &script,
        "fn resolve(ctx) {\n    ctx.draw(1);\n}\n\nprint(\"hi\");\n",
    )
    .expect("a script");
    let (code, out) = check(root.to_str().expect("a utf-8 path"));
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains(&format!(
            "{}:5:1: error: a card script has only `fn` items; this statement would run on \
             every call",
            script.display()
        )),
        "{out}"
    );
}
