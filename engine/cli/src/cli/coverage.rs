//! `grimoire coverage`: which clauses of the keyword glossary (801–826) no scenario names and
//! no informational entry explains. Run from the repository root.

use super::{BAD_INPUT, FAILED, OK};
use grimoire::scenario::coverage::coverage as measure;
use std::path::Path;

pub fn coverage() -> i32 {
    let result = measure(
        Path::new("grammar/clauses/glossary-clauses.toml"),
        Path::new("grammar/clauses/informational.toml"),
        Path::new("scenarios"),
    );
    let cov = match result {
        Ok(c) => c,
        Err(d) => {
            eprintln!("{d}");
            return BAD_INPUT;
        }
    };
    for c in &cov.uncovered {
        println!("uncovered {c}");
    }
    for c in &cov.unknown_informational {
        println!("not a clause of the list: {c} (informational.toml)");
    }
    println!(
        "{} clauses: {} named by scenarios, {} informational, {} uncovered",
        cov.total,
        cov.by_scenario,
        cov.informational,
        cov.uncovered.len()
    );
    if cov.uncovered.is_empty() && cov.unknown_informational.is_empty() {
        OK
    } else {
        FAILED
    }
}
