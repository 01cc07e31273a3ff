//! `grimoire coverage`: for each game, which clauses of its keyword rules no scenario names and
//! no informational entry explains (`grammar/<game>/clauses/`, `scenarios/<game>/`). Run from
//! the repository root.

use super::{BAD_INPUT, FAILED, OK};
use grimoire::core::scenario::coverage::coverage as measure;
use grimoire::games::Game;
use std::path::Path;

pub fn coverage() -> i32 {
    let mut code = OK;
    for game in Game::ALL {
        let g = game.name();
        let clauses = format!("grammar/{g}/clauses");
        if !Path::new(&clauses).is_dir() {
            continue;
        }
        let result = measure(
            &Path::new(&clauses).join("glossary-clauses.toml"),
            &Path::new(&clauses).join("informational.toml"),
            &Path::new("scenarios").join(g),
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
        for c in &cov.unknown_informational {
            println!("{g}: not a clause of the list: {c} (informational.toml)");
        }
        println!(
            "{g}: {} clauses: {} named by scenarios, {} informational, {} uncovered",
            cov.total,
            cov.by_scenario,
            cov.informational,
            cov.uncovered.len()
        );
        if !cov.uncovered.is_empty() || !cov.unknown_informational.is_empty() {
            code = FAILED;
        }
    }
    code
}
