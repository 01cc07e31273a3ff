//! Points of view (state/audience.rs): a person playing p1 at the terminal is never shown the
//! cards p2 keeps hidden — those p2 only drew, never played, discarded or showed — while the
//! full trace (`replay`, `replay --as all`) names every one, and p2's view (`replay --as p2`)
//! too. Both games; the answers are piped in (the first option, or the first two where a
//! decision picks two).

mod common;

use common::{ROOT, grimoire, stderr, stdout};
use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// A session as p1 against the random agent, answered `1` (or `1 2`) until the turn limit;
/// returns what p1 was shown. The game's replay is written to `replay`.
fn played_as_p1(game: &str, replay: &Path) -> String {
    let file = replay.to_str().unwrap();
    let args = [
        "--game", game, "play", "--seed", "3", "--turns", "6", "--save", file,
    ];
    let mut child = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(args)
        .current_dir(ROOT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("grimoire runs");
    let answers = "1\n1 2\n".repeat(400);
    let mut input = child.stdin.take().unwrap();
    input.write_all(answers.as_bytes()).unwrap();
    drop(input);
    let o = child.wait_with_output().unwrap();
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{}", stderr(&o));
    assert!(out.contains("draw: no winner after 6 turns"), "{out}");
    out
}

/// The words of a text as labels are written (`fendoir#2`, `p2.foret`).
fn words(text: &str) -> BTreeSet<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '#' | '_' | '.')))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The cards p2 drew and kept hidden: named in the full trace only by the lines of p2's draws
/// and of p2's mulligan.
fn hidden_of_p2(full: &str) -> BTreeSet<String> {
    let drawn: BTreeSet<&str> = full
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("p2 draws "))
        .collect();
    let own = |l: &str| {
        let l = l.trim_start();
        l.starts_with("p2 draws ") || l.starts_with("p2 sets aside")
    };
    drawn
        .into_iter()
        .filter(|card| full.lines().filter(|l| words(l).contains(card)).all(own))
        .map(str::to_string)
        .collect()
}

fn replay_as(replay: &Path, view: &str) -> String {
    let o = grimoire(&["replay", replay.to_str().unwrap(), "--as", view]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    stdout(&o)
}

fn check(game: &str) {
    let dir = tempfile::tempdir().unwrap();
    let replay = dir.path().join("game.toml");
    let shown = played_as_p1(game, &replay);
    let full = replay_as(&replay, "all");
    let hidden = hidden_of_p2(&full);
    assert!(
        hidden.len() >= 3,
        "{game}: too few hidden cards to tell: {hidden:?}"
    );
    let seen_by_p1 = words(&shown);
    let leaked: Vec<&String> = hidden
        .iter()
        .filter(|c| seen_by_p1.contains(c.as_str()))
        .collect();
    assert!(leaked.is_empty(), "{game}: p1 was shown {leaked:?}");
    let full_words = words(&full);
    assert!(hidden.iter().all(|c| full_words.contains(c.as_str())));
    // The replay seen as p1 hides them too; as p2, it names them; as all, the default, it is
    // the full trace.
    let as_p1 = replay_as(&replay, "p1");
    assert!(hidden.iter().all(|c| !words(&as_p1).contains(c.as_str())));
    let as_p2 = replay_as(&replay, "p2");
    assert!(hidden.iter().all(|c| words(&as_p2).contains(c.as_str())));
    let default = grimoire(&["replay", replay.to_str().unwrap()]);
    assert_eq!(stdout(&default), full);
    // p1 reads each of p2's draws as a draw, and their own cards by name.
    let draws = full
        .lines()
        .filter(|l| l.trim_start().starts_with("p2 draws "))
        .count();
    let told = as_p1
        .lines()
        .filter(|l| l.trim() == "p2 draws a card")
        .count();
    assert_eq!(draws, told, "{game}");
    assert!(!shown.contains("p1 draws a card") && !as_p1.contains("p1 draws a card"));
    assert!(as_p2.contains("p1 draws a card"));
    // The page written as p1 holds none of them either.
    let page = dir.path().join("game.html");
    let o = grimoire(&[
        "replay",
        replay.to_str().unwrap(),
        "--as",
        "p1",
        "--html",
        page.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let html = std::fs::read_to_string(&page).unwrap();
    let in_page = words(&html);
    let leaked: Vec<&String> = hidden
        .iter()
        .filter(|c| in_page.contains(c.as_str()))
        .collect();
    assert!(leaked.is_empty(), "{game}: the page as p1 names {leaked:?}");
    if game == "duel" {
        // The count of lands played is the turn's: p2's last turn does not linger on p1's board.
        let mut turn_of_p1 = false;
        for line in shown.lines() {
            if line.starts_with("turn ") {
                turn_of_p1 = line.contains("(p1)");
            }
            let stale = turn_of_p1 && line.starts_with("p2: ") && line.contains("land played");
            assert!(!stale, "a stale count on p1's turn: {line}");
        }
        assert!(
            full.contains("p2 plays the land"),
            "p2 played a land: {full:.400}"
        );
    }
    if game == "riftbound" {
        // p2 attacks in turn 6: the board says so, not `Main phase`.
        let combat = "turn 6 (p2), combat at ruines-englouties (p2 attacks, p1 defends)";
        assert!(html.contains(combat), "{game}: no board says `{combat}`");
    }
}

#[test]
fn riftbound_p1_is_not_shown_what_p2_hides() {
    check("riftbound");
}

#[test]
fn duel_p1_is_not_shown_what_p2_hides() {
    check("duel");
}

#[test]
fn a_view_is_a_seat_of_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let replay = dir.path().join("game.toml");
    let file = replay.to_str().unwrap();
    let o = grimoire(&[
        "play", "--auto", "--seed", "1", "--turns", "2", "--save", file,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    for bad in ["p3", "p0", "everyone"] {
        let o = grimoire(&["replay", file, "--as", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", stdout(&o));
        assert!(stderr(&o).contains(&format!("`{bad}`")), "{}", stderr(&o));
    }
}
