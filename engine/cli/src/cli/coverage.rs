//! `grimoire coverage`: for each game, which clauses of its lists (its keyword rules, and for
//! Riftbound the layers of continuous effects) no scenario names and no informational entry
//! explains (`grammar/<game>/clauses/`, `scenarios/<game>/`), which are weak — named, but no
//! step of any scenario is tied to them (`rules` on a step) — and, for a game whose rules have
//! examples (`examples.toml`), which examples no scenario shows and no `why` explains; read
//! from the repository holding the current folder (or `--base`).

use super::{BAD_INPUT, FAILED, OK};
use grimoire::base::{BaseSource, under};
use grimoire::core::scenario::coverage::coverage as measure;
use grimoire::core::scenario::examples::examples_coverage;
use grimoire::games::Game;
use std::path::Path;

pub fn coverage(base: &BaseSource) -> i32 {
    let BaseSource::Dir(root) = base else {
        eprintln!("error: coverage reads the repository's clause lists: run it in the repository");
        return BAD_INPUT;
    };
    let mut code = OK;
    for game in Game::ALL {
        let g = game.name();
        let clauses = under(root, &format!("grammar/{g}/clauses"));
        if !clauses.is_dir() {
            continue;
        }
        let result = measure(
            &clauses.join("glossary-clauses.toml"),
            &clauses.join("informational.toml"),
            &under(root, "scenarios").join(g),
        );
        let cov = match result {
            Ok(c) => c,
            Err(d) => {
                eprintln!("{d}");
                return BAD_INPUT;
            }
        };
        for c in &cov.uncovered {
            println!("{g}: uncovered {c}");
        }
        for (c, files) in &cov.weak {
            println!(
                "{g}: weak {c}: named by {}, but no step shows it",
                files.join(", ")
            );
        }
        for c in &cov.unknown_informational {
            println!("{g}: not a clause of the list: {c} (informational.toml)");
        }
        println!(
            "{g}: {} clauses: {} named by scenarios ({} weak), {} informational, {} uncovered",
            cov.total,
            cov.by_scenario,
            cov.weak.len(),
            cov.informational,
            cov.uncovered.len()
        );
        if !cov.uncovered.is_empty()
            || !cov.weak.is_empty()
            || !cov.unknown_informational.is_empty()
        {
            code = FAILED;
        }
        if clauses.join("examples.toml").is_file() {
            match examples(g, &clauses, &under(root, "scenarios").join(g)) {
                None => return BAD_INPUT,
                Some(FAILED) => code = FAILED,
                Some(_) => {}
            }
        }
    }
    code
}

/// The rules' examples of one game: each uncovered one and each disagreement between the list,
/// the rule lists and the scenarios on a line, then the counts. `None` for an unreadable file.
fn examples(g: &str, clauses: &Path, scenarios: &Path) -> Option<i32> {
    let lists: Vec<_> = ["core-rules.toml", "glossary-clauses.toml"]
        .iter()
        .map(|f| clauses.join(f))
        .filter(|p| p.is_file())
        .collect();
    let cov = match examples_coverage(&clauses.join("examples.toml"), &lists, scenarios) {
        Ok(c) => c,
        Err(d) => {
            eprintln!("{d}");
            return None;
        }
    };
    for id in &cov.uncovered {
        println!("{g}: uncovered example {id}");
    }
    for p in &cov.problems {
        println!("{g}: example {p} (examples.toml)");
    }
    println!(
        "{g}: {} rules examples: {} shown by scenarios, {} explained, {} uncovered",
        cov.total,
        cov.shown,
        cov.explained,
        cov.uncovered.len()
    );
    Some(if cov.uncovered.is_empty() && cov.problems.is_empty() {
        OK
    } else {
        FAILED
    })
}
