//! `grimoire run SCENARIO|DIR… [--quiet]`: run scenario files (a folder means every `*.toml`
//! under it, by path order), print each outcome and a PASS/FAIL line, then the totals.
//! Exit 0 when all passed, 1 when a scenario failed, 2 on bad input (which wins).

use super::{BAD_INPUT, BaseSource, FAILED, OK, report_errors};
use grimoire::content::PackFiles;
use grimoire::diag::{Diagnostic, SourcePos};
use grimoire::model::catalog::Catalog;
use grimoire::scenario::load_scenario;
use grimoire::scenario::run::{catalog_for, run as run_scenario};
use grimoire::script::ScriptHost;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

pub fn run(base: BaseSource, paths: &[PathBuf], quiet: bool) -> i32 {
    let mut bad_input = false;
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            let found = match grimoire::scenario::files::scenario_files(p) {
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
    let base_files = match base.files() {
        Ok(f) => f,
        Err(d) => {
            report_errors(vec![d]);
            return BAD_INPUT;
        }
    };
    let host = ScriptHost::new();
    let mut runner = Runner {
        base: base_files,
        host,
        catalogs: BTreeMap::new(),
    };
    let (mut passed, mut failed) = (0, 0);
    for file in &files {
        match runner.one(file, quiet) {
            Verdict::Pass => passed += 1,
            Verdict::Fail => failed += 1,
            Verdict::Bad => {
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

enum Verdict {
    Pass,
    Fail,
    Bad,
}

struct Runner {
    base: PackFiles,
    host: ScriptHost,
    /// Catalogs by the extra packs they load: scenarios of a suite mostly share one.
    catalogs: BTreeMap<Vec<PathBuf>, Rc<Catalog>>,
}

impl Runner {
    fn one(&mut self, file: &Path, quiet: bool) -> Verdict {
        let shown = file.display();
        let scn = match load_scenario(file) {
            Ok(s) => s,
            Err(errors) => return bad(&shown.to_string(), errors),
        };
        let catalog = match self.catalogs.get(&scn.packs) {
            Some(c) => c.clone(),
            None => match catalog_for(&scn, &self.base, &self.host) {
                Ok(c) => {
                    self.catalogs.insert(scn.packs.clone(), c.clone());
                    c
                }
                Err(errors) => return bad(&shown.to_string(), errors),
            },
        };
        let outcome = match run_scenario(&scn, catalog, &self.host) {
            Ok(o) => o,
            Err(errors) => return bad(&shown.to_string(), errors),
        };
        if !quiet {
            print!("{}", outcome.render(&scn));
            println!();
        }
        match &outcome.failure {
            None => {
                println!("PASS {shown}");
                Verdict::Pass
            }
            Some(why) => {
                let first = why.lines().next().unwrap_or_default();
                println!("FAIL {shown}: {first}");
                Verdict::Fail
            }
        }
    }
}

fn bad(shown: &str, errors: Vec<Diagnostic>) -> Verdict {
    let n = errors.len();
    report_errors(errors);
    println!("FAIL {shown}: bad input, {n} error(s)");
    Verdict::Bad
}
