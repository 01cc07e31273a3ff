//! The balance report (`simulate … --report`, `merge … --report`; docs/SIMULATION.md, "Balance
//! reports"): one page that names nothing outside itself, holds the same card figures as the
//! JSON results, and opens in headless Chromium with its three plots drawn and no console
//! error, in both games; the page of merged shards is the unsharded run's, byte for byte. A
//! screenshot of each game's page is kept under target/tmp/report/.

mod common;

use common::browser::{browser, page_errors, run_chromium};
use common::{grimoire, stderr};
use grimoire::core::sim::stats::rate_with_interval;
use serde_json::Value;
use std::path::Path;

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

/// `simulate` with `args`, its JSON results and its page.
fn simulate(pre: &[&str], args: &[&str], dir: &Path, name: &str) -> (Value, String) {
    let (json, html) = (
        dir.join(format!("{name}.json")),
        dir.join(format!("{name}.html")),
    );
    let mut all = pre.to_vec();
    all.extend(["simulate", "--seed", "3"]);
    all.extend(args);
    all.extend(["--json", path(&json), "--report", path(&html)]);
    let out = grimoire(&all);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("report written to"),
        "{}",
        stderr(&out)
    );
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    (
        v["results"].clone(),
        std::fs::read_to_string(&html).unwrap(),
    )
}

fn n(v: &Value) -> u64 {
    v.as_u64().expect("a count")
}

/// The page names nothing outside itself, and every card of the results is in its table
/// with its figures; the counts agree with the game's totals.
fn holds_the_results(r: &Value, page: &str) {
    for needle in [
        "http:", "https:", "src=", "href=", "@import", "url(", "<script",
    ] {
        assert!(!page.contains(needle), "the page names `{needle}`");
    }
    for id in ["win-rates", "game-lengths", "card-win-rates"] {
        assert!(
            page.contains(&format!("<svg id=\"{id}\"")),
            "no plot `{id}`"
        );
    }
    let cards = r["cards"].as_array().expect("card rows in the JSON");
    assert!(cards.len() > 10, "{} cards", cards.len());
    let played: u64 = cards.iter().map(|c| n(&c["times_played"])).sum();
    assert_eq!(played, n(&r["total_cards_played"]));
    let ended: u64 = r["games_by_turns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| n(&t[1]))
        .sum();
    assert_eq!(ended, n(&r["end"]) - n(&r["first"]));
    let decks = r["decks"].as_array().unwrap();
    for c in cards {
        let (games, played) = (n(&c["games"]), n(&c["played_games"]));
        assert_eq!(games, ended);
        assert!(
            played <= n(&c["games_in"]) && n(&c["games_in"]) <= games,
            "{c}"
        );
        assert!(n(&c["drawn_not_played"]) <= n(&c["drawn_games"]), "{c}");
        let deck = n(&c["deck"]) as usize;
        let won = n(&c["wins_played"]) + n(&c["wins_not_played"]);
        assert_eq!(won, n(&r["wins_by_deck"][deck]), "{c}");
        let name = c["name"].as_str().unwrap().replace('\'', "&#39;");
        let row = format!(
            "<td title=\"{}\">{name}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{played}</td><td class=\"n\">{}</td>",
            c["card"].as_str().unwrap(),
            decks[deck].as_str().unwrap(),
            n(&c["games_in"]),
            n(&c["times_played"]),
            if played == 0 {
                "–".to_string()
            } else {
                rate_with_interval(n(&c["wins_played"]), played)
            },
        );
        assert!(page.contains(&row), "no row {row}");
    }
}

/// Opens the page in headless Chromium: the three plots drawn, with as many marks as the
/// results have rates; no console error; a screenshot kept.
fn opens(page_file: &Path, r: &Value, game: &str) {
    let Some(chrome) = browser("the balance report") else {
        return;
    };
    let url = format!("file://{}", path(page_file));
    let (dom, log) = run_chromium(&chrome, &url, &["--dump-dom"]);
    let errors = page_errors(&log);
    assert!(
        errors.is_empty(),
        "the page reported errors:\n{}",
        errors.join("\n")
    );
    let plot = |id: &str| -> String {
        let at = dom
            .find(&format!("<svg id=\"{id}\""))
            .unwrap_or_else(|| panic!("no plot `{id}` in the page as drawn"));
        let end = at + dom[at..].find("</svg>").unwrap();
        dom[at..end].to_string()
    };
    // A deck, a turn order, a deck going first or second, an agent: ten rates, ten dots.
    assert_eq!(plot("win-rates").matches("<circle").count(), 10);
    let lengths = r["games_by_turns"].as_array().unwrap().len();
    let bars = plot("game-lengths").matches("<rect").count();
    assert!(bars >= lengths.min(40) && bars > 2, "{bars} bars");
    let played = r["cards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| n(&c["played_games"]) > 0)
        .count();
    let cards = plot("card-win-rates");
    assert_eq!(cards.matches("class=\"mark played\"").count(), played);
    assert_eq!(cards.matches("class=\"mark unplayed\"").count(), played);
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report");
    std::fs::create_dir_all(&shots).unwrap();
    let shot = shots.join(format!("{game}.png"));
    let _ = std::fs::remove_file(&shot);
    let (_, log) = run_chromium(
        &chrome,
        &url,
        &[
            &format!("--screenshot={}", path(&shot)),
            "--window-size=1100,2400",
        ],
    );
    assert!(page_errors(&log).is_empty(), "{log}");
    let size = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
    assert!(
        size > 20_000,
        "a screenshot of {size} bytes at {}",
        shot.display()
    );
    eprintln!("screenshot: {}", shot.display());
}

#[test]
fn a_riftbound_report_opens_with_its_plots() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "--decks",
        "pirates-de-fureur,gardiens-des-cimes",
        "--games",
        "30",
    ];
    let (r, page) = simulate(&[], &args, dir.path(), "rift");
    holds_the_results(&r, &page);
    opens(&dir.path().join("rift.html"), &r, "riftbound");
}

#[test]
fn a_duel_report_opens_with_its_plots() {
    let dir = tempfile::tempdir().unwrap();
    let (r, page) = simulate(&["--game", "duel"], &["--games", "30"], dir.path(), "duel");
    holds_the_results(&r, &page);
    opens(&dir.path().join("duel.html"), &r, "duel");
}

/// Shards of search agents merged give the unsharded run's card figures and the same page.
#[test]
fn merged_shards_give_the_same_report() {
    let dir = tempfile::tempdir().unwrap();
    let base = [
        "--decks",
        "pirates-de-fureur,gardiens-des-cimes",
        "--games",
        "4",
        "--agents",
        "mcts:3,greedy:1",
    ];
    let (whole, page) = simulate(&[], &base, dir.path(), "whole");
    for (i, shard) in ["0/2", "1/2"].iter().enumerate() {
        let mut args = base.to_vec();
        args.extend(["--shard", shard]);
        simulate(&[], &args, dir.path(), &format!("s{i}"));
    }
    let merged = dir.path().join("merged.html");
    let out = grimoire(&[
        "merge",
        path(&dir.path().join("s0.json")),
        path(&dir.path().join("s1.json")),
        "--report",
        path(&merged),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&merged).unwrap(), page);
    holds_the_results(&whole, &page);
    assert!(page.contains("mcts:3, greedy:1"), "the agents are named");
}
