//! `grimoire run SCENARIO|DIR… [--quiet]`: run scenario files (a folder means every `*.toml`
//! under it, by path order), each with the ruleset its `game` key names, print each outcome
//! and a PASS/FAIL line, then the totals. Exit 0 when all passed, 1 when a scenario failed, 2
//! on bad input (which wins).

use super::{BAD_INPUT, FAILED, OK, report_errors};
use grimoire::base::BaseSource;
use grimoire::core::diag::{Diagnostic, SourcePos};
use grimoire::suite::{Ran, Suite};
use std::path::PathBuf;

pub fn run(base: BaseSource, paths: &[PathBuf], quiet: bool) -> i32 {
    let mut bad_input = false;
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            let found = match grimoire::core::scenario::files::scenario_files(p) {
                Ok(found) => found,
                Err(e) => {
                    let at = SourcePos::new(p.display().to_string(), 1, 1);
                    report_errors(vec![Diagnostic::new(
                        at,
                        format!("cannot read folder: {e}"),
                    )]);
                    bad_input = true;
                    Vec::new()
                }
            };
            if found.is_empty() {
                eprintln!("note: no scenario (*.toml) under {}", p.display());
            }
            files.extend(found);
        } else {
            // A missing file is reported by the loader, in order with the others.
            files.push(p.clone());
        }
    }
    let mut suite = Suite::new(base);
    let (mut passed, mut failed) = (0, 0);
    for file in &files {
        let shown = file.display();
        match suite.run(file) {
            Ran::Done { text, failure, .. } => {
                if !quiet {
                    print!("{text}");
                    println!();
                }
                match failure {
                    None => {
                        println!("PASS {shown}");
                        passed += 1;
                    }
                    Some(why) => {
                        let first = why.lines().next().unwrap_or_default();
                        println!("FAIL {shown}: {first}");
                        failed += 1;
                    }
                }
            }
            Ran::Bad(errors) => {
                let n = errors.len();
                report_errors(errors);
                println!("FAIL {shown}: bad input, {n} error(s)");
                failed += 1;
                bad_input = true;
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if bad_input {
        BAD_INPUT
    } else if failed > 0 {
        FAILED
    } else {
        OK
    }
}
