//! The replay viewer (docs/REPLAYS.md): `grimoire replay FILE --html OUT` writes one page that
//! opens from disk in headless Chromium with no network, and draws a mid-game board — cards in
//! both players' zones, the trace with the step's line highlighted — without a console error,
//! for every game. A screenshot of that step is kept under target/tmp/viewer/.
//!
//! Chromium is `/usr/bin/chromium` (Debian's package; .ci/run installs it). Without it the
//! browser half fails under CI (CI set) and is skipped, saying so, elsewhere.

mod common;

use common::browser::{page_errors, run_chromium};
use common::{grimoire, stderr, stdout};
use std::path::{Path, PathBuf};

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

/// `play --auto --seed 1 --save`, then `replay --html`: the page's text.
fn page(pre: &[&str], dir: &Path) -> (PathBuf, String) {
    let (file, html) = (dir.join("game.toml"), dir.join("game.html"));
    let mut args = pre.to_vec();
    args.extend([
        "play",
        "--auto",
        "--seed",
        "1",
        "--quiet",
        "--save",
        path(&file),
    ]);
    let out = grimoire(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let result = stdout(&out);
    let mut args = pre.to_vec();
    args.extend(["replay", path(&file), "--html", path(&html)]);
    let out = grimoire(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), result, "with --html, only the result line");
    assert!(stderr(&out).contains("page written to"), "{}", stderr(&out));
    let text = std::fs::read_to_string(&html).expect("the page is written");
    (html, text)
}

/// The page's data (the JSON block).
fn data(html: &str) -> serde_json::Value {
    let open = "<script type=\"application/json\" id=\"data\">";
    let start = html.find(open).expect("a data block") + open.len();
    let end = start + html[start..].find("</script>").expect("the block ends");
    serde_json::from_str(&html[start..end]).expect("the data is JSON")
}

/// `attr="N"` on the page's body, as a number.
fn body_number(dom: &str, attr: &str) -> Option<usize> {
    let at = dom.find(&format!("{attr}=\""))? + attr.len() + 2;
    dom[at..].split('"').next()?.parse().ok()
}

/// The whole check for one game: the page, opened at a mid-game step, draws a board and its
/// trace without an error; a screenshot of it is kept.
fn renders(pre: &[&str], game: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (html, text) = page(pre, dir.path());
    for needle in ["http:", "https:", "src=", "href=", "@import", "url("] {
        assert!(!text.contains(needle), "the page names `{needle}`");
    }
    let d = data(&text);
    assert_eq!(d["game"], game);
    let steps = d["steps"].as_array().unwrap().len();
    let lines = d["trace"].as_array().unwrap().len();
    assert!(steps > 20, "{steps} steps");
    moments_agree(&d);
    eprintln!(
        "{game}: {steps} steps, {lines} trace lines, {} bytes",
        text.len()
    );
    let Some(chrome) = common::browser::browser("the replay page") else {
        return;
    };
    let mid = steps / 2;
    let url = format!("file://{}#step={mid}", path(&html));
    let (dom, log) = run_chromium(&chrome, &url, &["--dump-dom"]);
    let errors = page_errors(&log);
    assert!(
        errors.is_empty(),
        "the page reported errors:\n{}",
        errors.join("\n")
    );
    assert!(
        !dom.contains("data-error="),
        "an uncaught error: {dom:.2000}"
    );
    assert_eq!(
        body_number(&dom, "data-step"),
        Some(mid),
        "step {mid} is drawn"
    );
    let cards = body_number(&dom, "data-cards").unwrap_or(0);
    assert!(cards >= 4, "an empty board at step {mid}: {cards} card(s)");
    let drawn = dom.matches("class=\"card\"").count() + dom.matches("class=\"card ").count();
    assert_eq!(drawn, cards, "the cards the page counted are in the page");
    for seat in ["player seat0", "player seat1"] {
        assert!(dom.contains(seat), "no `{seat}` panel");
    }
    assert_eq!(dom.matches("class=\"tl").count(), lines, "every trace line");
    assert_eq!(
        dom.matches("tl now cur").count() + dom.matches("tl cur").count(),
        1
    );
    assert!(
        dom.contains("class=\"tl future"),
        "later lines are told apart"
    );

    // Each card shows its cost and colour; hovering shows the whole card: fields and text.
    assert!(
        dom.contains("<span class=\"cost\">"),
        "no card shows its cost"
    );
    assert!(dom.contains(" c-"), "no card shows its colour");
    let hovered = hovered_cards(&dom, &d);
    assert!(hovered > 0, "no card's tooltip holds its cost and text");

    // The same step as p1 saw it: p2's hand a count, its cards named nowhere on the page.
    let hand = hand_of_p2(&d, mid - 1);
    assert!(!hand.is_empty(), "p2 holds cards at step {mid}");
    let url_p1 = format!("file://{}#step={mid}&view=p1", path(&html));
    let (dom_p1, log) = run_chromium(&chrome, &url_p1, &["--dump-dom"]);
    assert!(page_errors(&log).is_empty(), "{log}");
    assert!(
        dom_p1.contains("data-view=\"p1\""),
        "the view switched to p1"
    );
    assert_eq!(body_number(&dom_p1, "data-step"), Some(mid));
    let cards_p1 = body_number(&dom_p1, "data-cards").unwrap_or(0);
    assert!(
        cards_p1 < cards,
        "p2's hand is folded for p1: {cards_p1} of {cards}"
    );
    let board_p1 = dom_p1.split("id=\"trace\"").next().unwrap();
    for label in &hand {
        let drawn = format!("data-label=\"{label}\"");
        assert!(!board_p1.contains(&drawn), "p1 is shown {label}");
    }

    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("viewer");
    std::fs::create_dir_all(&shots).unwrap();
    let shot = shots.join(format!("{game}-step-{mid}.png"));
    let _ = std::fs::remove_file(&shot);
    let (_, log) = run_chromium(
        &chrome,
        &url,
        &[
            &format!("--screenshot={}", path(&shot)),
            "--window-size=1400,900",
        ],
    );
    let errors = page_errors(&log);
    assert!(
        errors.is_empty(),
        "the page reported errors:\n{}",
        errors.join("\n")
    );
    let size = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
    assert!(
        size > 20_000,
        "a screenshot of {size} bytes at {}",
        shot.display()
    );
    eprintln!("screenshot: {}", shot.display());
    let shot = shots.join(format!("{game}-step-{mid}-as-p1.png"));
    let _ = std::fs::remove_file(&shot);
    let size = |f: &Path| std::fs::metadata(f).map(|m| m.len()).unwrap_or(0);
    let (_, log) = run_chromium(
        &chrome,
        &url_p1,
        &[
            &format!("--screenshot={}", path(&shot)),
            "--window-size=1400,900",
        ],
    );
    assert!(page_errors(&log).is_empty(), "{log}");
    assert!(size(&shot) > 20_000, "a screenshot at {}", shot.display());

    // A jump to turn 5 from the address: the first step of turn 5, its menus on it.
    let turn5 = first_step_of_turn(&d, 5).expect("the game has a turn 5");
    let url5 = format!("file://{}#turn=5", path(&html));
    let (dom5, log) = run_chromium(&chrome, &url5, &["--dump-dom"]);
    assert!(page_errors(&log).is_empty(), "{log}");
    assert_eq!(body_number(&dom5, "data-step"), Some(turn5 + 1));
    assert!(dom5.contains("data-turn=\"5\""), "the page says turn 5");
    assert!(dom5.contains(">turn 5 ("), "the turn menu lists turn 5");
    let shot5 = shots.join(format!("{game}-turn-5.png"));
    let _ = std::fs::remove_file(&shot5);
    let shot_arg = format!("--screenshot={}", path(&shot5));
    let (_, log) = run_chromium(&chrome, &url5, &[&shot_arg, "--window-size=1400,900"]);
    assert!(page_errors(&log).is_empty(), "{log}");
    assert!(size(&shot5) > 20_000, "a screenshot at {}", shot5.display());

    // Past the last step: the last one, the game's end.
    let url = format!("file://{}#step={}", path(&html), steps + 50);
    let (dom, log) = run_chromium(&chrome, &url, &["--dump-dom"]);
    assert!(page_errors(&log).is_empty(), "{log}");
    assert_eq!(body_number(&dom, "data-step"), Some(steps));
    assert!(dom.contains("Game over"), "the last step tells the result");
}

/// How many cards drawn in `dom` have, in their tooltip, their cost and the first line of
/// their text as printed (the page's data for their card, `faces`).
fn hovered_cards(dom: &str, d: &serde_json::Value) -> usize {
    let plain = |t: &str| !t.contains(['&', '<', '>', '"']);
    dom.split("data-label=\"")
        .skip(1)
        .filter(|rest| {
            let label = rest.split('"').next().unwrap();
            let Some(i) = d["face"][label].as_u64() else {
                return false;
            };
            let whole = d["faces"][i as usize][3].as_str().unwrap();
            let title = rest
                .split("title=\"")
                .nth(1)
                .and_then(|t| t.split('"').next());
            let (Some(title), Some(cost)) =
                (title, whole.lines().find(|l| l.starts_with("cost: ")))
            else {
                return false;
            };
            let text = whole.split("\n\n").nth(1).and_then(|t| t.lines().next());
            title.contains(cost) && text.is_some_and(|t| !plain(t) || title.contains(t))
        })
        .count()
}

/// Each step's highlight ends with its decision's own line, the one its header tells (`p1 acts:
/// play x`, or the folded run of passes it belongs to); runs of passes are folded: no two
/// passes follow each other on the page.
fn moments_agree(d: &serde_json::Value) {
    let s = |i: &serde_json::Value| d["s"][i.as_u64().unwrap() as usize].as_str().unwrap();
    let trace: Vec<&str> = d["trace"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    let steps = d["steps"].as_array().unwrap();
    let mut folded = 0;
    for (k, step) in steps[..steps.len() - 1].iter().enumerate() {
        let (at, player, prompt, chose) = (
            step[0].as_u64().unwrap() as usize,
            s(&step[2]),
            s(&step[3]),
            s(&step[4]),
        );
        let last = trace[at - 1];
        let told = if step[5] == 1 {
            format!("  {player} {prompt} (only option): {chose}")
        } else {
            format!("  {player} {prompt}: {chose}")
        };
        let in_run = chose == "pass" && (last.contains(" pass ×") || last.contains(" passes ×"));
        folded += usize::from(in_run);
        assert!(
            last == told || in_run,
            "step {}: the header tells `{told}`, the highlight ends with `{last}`",
            k + 1
        );
    }
    assert!(folded > 0, "no run of passes folded");
    for pair in trace.windows(2) {
        let pass = |l: &str| l.ends_with(" passes") || l.ends_with(" passes focus");
        assert!(
            !(pass(pair[0]) && pass(pair[1])),
            "two passes in a row: {pair:?}"
        );
    }
}

/// The first step (from 0) whose board says turn `n`.
fn first_step_of_turn(d: &serde_json::Value, n: u32) -> Option<usize> {
    let s = |i: &serde_json::Value| d["s"][i.as_u64().unwrap() as usize].as_str().unwrap();
    let head = format!("turn {n} (");
    d["steps"].as_array().unwrap().iter().position(|step| {
        let board = &d["boards"][step[1].as_u64().unwrap() as usize];
        s(&board[0][0]).starts_with(&head)
    })
}

/// The labels in p2's hand at step `k` (from 0) of the page's own view, the full one.
fn hand_of_p2(d: &serde_json::Value, k: usize) -> Vec<String> {
    let s = |i: &serde_json::Value| d["s"][i.as_u64().unwrap() as usize].as_str().unwrap();
    let board = &d["boards"][d["steps"][k][1].as_u64().unwrap() as usize];
    let zones = board[1][1][1].as_array().unwrap();
    zones
        .iter()
        .filter(|z| s(&z[0]) == "hand")
        .flat_map(|z| z[1].as_array().cloned().unwrap_or_default())
        .map(|item| s(&d["items"][item.as_u64().unwrap() as usize][0]).to_string())
        .collect()
}

#[test]
fn a_riftbound_replay_opens_as_a_page() {
    renders(&[], "riftbound");
}

#[test]
fn a_duel_replay_opens_as_a_page() {
    renders(&["--game", "duel"], "duel");
}

/// A replay that is not the game recorded writes no page (exit 2, as without `--html`).
#[test]
fn a_wrong_replay_writes_no_page() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.toml");
    let out = grimoire(&[
        "play",
        "--auto",
        "--seed",
        "1",
        "--quiet",
        "--save",
        path(&file),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = std::fs::read_to_string(&file).unwrap();
    let at = text.find("fingerprint = \"").unwrap() + "fingerprint = \"".len();
    let wrong = format!("{}0000000000000000{}", &text[..at], &text[at + 16..]);
    std::fs::write(&file, wrong).unwrap();
    let html = dir.path().join("game.html");
    let out = grimoire(&["replay", path(&file), "--html", path(&html)]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("fingerprint"), "{}", stderr(&out));
    assert!(!html.exists(), "no page for another game");
}
