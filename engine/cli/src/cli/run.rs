//! `grimoire run SCENARIO|DIR|PACK… [--quiet]`: run scenario files (a folder means every
//! `*.toml` under it, by path order; a pack its scenarios/ folder: `targets`), each with the
//! ruleset its `game` key names, print each outcome headed by the packs it played with (name,
//! version, content hash) and a PASS/FAIL line, then the totals. Exit 0 when all passed, 1 when
//! a scenario failed, 2 on bad input (which wins).

use super::{BAD_INPUT, FAILED, OK, report_errors};
use grimoire::base::BaseSource;
use grimoire::packs::Found;
use grimoire::suite::{Ran, Suite};
use grimoire::targets::expand;
use std::path::PathBuf;

pub fn run(base: BaseSource, found: Found, paths: &[PathBuf], quiet: bool) -> i32 {
    let mut bad_input = false;
    let mut files = Vec::new();
    for p in paths {
        if p.exists() {
            let t = expand(std::slice::from_ref(p), &base, &found);
            for n in &t.notes {
                eprintln!("{n}");
            }
            if !t.errors.is_empty() {
                report_errors(t.errors);
                bad_input = true;
            } else if t.files.is_empty() {
                eprintln!("note: no scenario (*.toml) under {}", p.display());
            }
            files.extend(t.files);
        } else {
            // A missing file is reported by the loader, in order with the others.
            files.push(p.clone());
        }
    }
    let mut suite = Suite::with_packs(base, found);
    let (mut passed, mut failed) = (0, 0);
    for file in &files {
        let shown = file.display();
        match suite.run(file) {
            Ran::Done {
                text,
                failure,
                packs,
                ..
            } => {
                if !quiet {
                    for id in &packs {
                        println!("# pack: {id}");
                    }
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
