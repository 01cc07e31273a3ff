//! The core of `grimoire watch`, without files being watched or time passing: run scenarios
//! against packs read afresh from disk, and compare each rendered outcome (trace, verdict,
//! final state) with the previous run's. Tests call [`run_one`] and [`report`] directly after
//! editing a file; the watch loop only decides *when* to call them.
//!
//! Every rerun reloads the packs (cards, glossary, scripts) from disk, so a changed card or
//! script is recompiled; loading the base game takes milliseconds, well under a debounce delay.

use super::ScenarioRules;
use super::format::load_scenario;
use super::run::{catalog_for, run};
use crate::content::PackFiles;
use crate::diag::Diagnostic;
use crate::script::ScriptHost;
use similar::{ChangeTag, TextDiff};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::PathBuf;

/// Each scenario's rendered outcome, or the errors that kept it from running, by path.
pub type Outcomes = BTreeMap<PathBuf, Rendered>;

/// One scenario's result as text, and whether it passed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendered {
    pub text: String,
    pub passed: bool,
}

impl Rendered {
    /// Errors that kept a scenario from running.
    pub fn errors(e: Vec<Diagnostic>) -> Rendered {
        Rendered {
            text: e.iter().map(|d| format!("{d}\n")).collect(),
            passed: false,
        }
    }
}

/// Runs one scenario of ruleset `R` with a catalog built from `base` and the scenario's packs,
/// read now.
pub fn run_one<R: ScenarioRules>(
    path: &std::path::Path,
    base: &PackFiles,
    host: &ScriptHost<R>,
) -> Rendered {
    let scn = match load_scenario::<R>(path) {
        Ok(s) => s,
        Err(e) => return Rendered::errors(e),
    };
    let loaded = match catalog_for(&scn, base, host) {
        Ok(c) => c,
        Err(e) => return Rendered::errors(e),
    };
    match run(&scn, &loaded, host) {
        Ok(o) => Rendered {
            text: o.render(&scn),
            passed: o.failure.is_none(),
        },
        Err(e) => Rendered::errors(e),
    }
}

/// What changed between two runs, for each scenario of `now`: a line diff of its rendered
/// outcome, `unchanged`, or `new`.
pub fn report(previous: &Outcomes, now: &Outcomes) -> String {
    let mut report = String::new();
    for (path, new) in now {
        let verdict = if new.passed { "PASS" } else { "FAIL" };
        match previous.get(path) {
            None => writeln!(report, "{verdict} {} (new)", path.display()),
            Some(old) if old == new => writeln!(report, "{verdict} {} (unchanged)", path.display()),
            Some(old) => {
                let _ = writeln!(report, "{verdict} {} (changed)", path.display());
                report.push_str(&line_diff(&old.text, &new.text));
                Ok(())
            }
        }
        .expect("writing to a String");
    }
    report
}

/// Changed lines only, `-` old and `+` new, each hunk headed by its line in the new text:
/// traces are long and a designer wants to see what their edit did, not the whole game.
pub fn line_diff(old: &str, new: &str) -> String {
    let diff = TextDiff::from_lines(old, new);
    let mut out = String::new();
    for group in diff.grouped_ops(0) {
        let first = group.first().map_or(0, |op| op.new_range().start + 1);
        let _ = writeln!(out, "  @@ line {first}");
        for op in &group {
            for change in diff.iter_changes(op) {
                let sign = match change.tag() {
                    ChangeTag::Delete => '-',
                    ChangeTag::Insert => '+',
                    ChangeTag::Equal => ' ',
                };
                let _ = write!(out, "  {sign} {}", change.value());
                if change.missing_newline() {
                    out.push('\n');
                }
            }
        }
    }
    out
}
