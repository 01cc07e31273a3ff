//! `grimoire test [PACK|DIR|FILE…] [--accept | --review]`: run scenarios and compare each
//! rendered outcome (trace, verdict, final state) with its pinned snapshot, a `.snap` file in
//! insta's format (`snapfile`), so the repository's snapshots serve `cargo insta` and this
//! command alike. Every scenario runs and every change is shown, as a unified diff, before the
//! totals: a change to a card shows all the games it alters at once.
//!
//! A missing snapshot is a change (`new`); `--accept` writes every change, `--review` shows
//! them one by one and reads `a` (accept: write it), `r` (reject: keep the pinned one; the
//! scenario stays a difference) or `s` (skip: decide later) from stdin, one answer a line, so
//! a script can drive it. A scenario that fails its expectations is never accepted.
//! Exit 0 when everything matches (or was accepted), 1 on a difference or a failure, 2 on bad
//! input (which wins).

use super::{BAD_INPUT, FAILED, OK, report_errors};
use grimoire::base::BaseSource;
use grimoire::diff::unified;
use grimoire::packs::Found;
use grimoire::snapfile::{SnapFile, snapshot_of};
use grimoire::suite::{Ran, Suite};
use grimoire::targets::expand;
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct TestArgs {
    /// Packs (their scenarios/ folder), folders or scenario files. Default: the repository's
    /// scenarios and its packs', or the current folder outside the repository.
    #[arg(value_name = "PACK|DIR|FILE")]
    pub paths: Vec<PathBuf>,
    /// Write every new or changed snapshot (not those of failing scenarios).
    #[arg(long, conflicts_with = "review")]
    pub accept: bool,
    /// Show the changes one by one and read an answer for each from stdin: a (accept),
    /// r (reject), s (skip).
    #[arg(long)]
    pub review: bool,
}

/// A new trace waiting for a decision.
struct Change {
    scenario: PathBuf,
    snapshot: PathBuf,
    /// The header to write: the pinned file's, or a new one.
    header: String,
    /// What is pinned now, if anything.
    pinned: Option<String>,
    text: String,
}

impl Change {
    fn diff(&self) -> String {
        let old_name = format!("{} (pinned)", self.snapshot.display());
        let new_name = format!("{} (now)", self.scenario.display());
        match &self.pinned {
            Some(old) => unified(old, &self.text, &old_name, &new_name),
            None => unified("", &self.text, "(no snapshot yet)", &new_name),
        }
    }

    fn accept(&self) -> Result<(), String> {
        SnapFile::write(&self.snapshot, &self.text, &self.header)
            .map_err(|e| format!("cannot write {}: {e}", self.snapshot.display()))
    }
}

#[derive(Default)]
struct Tally {
    matched: usize,
    changed: usize,
    new: usize,
    failed: usize,
    bad: usize,
    accepted: usize,
}

pub fn test(base: BaseSource, found: Found, args: TestArgs) -> i32 {
    let targets = expand(&args.paths, &base, &found);
    for n in &targets.notes {
        eprintln!("{n}");
    }
    let mut t = Tally::default();
    if !targets.errors.is_empty() {
        t.bad += targets.errors.len();
        report_errors(targets.errors);
    }
    let mut suite = Suite::with_packs(base, found);
    let mut changes = Vec::new();
    for file in &targets.files {
        if let Some(c) = test_one(&mut suite, file, &mut t, !args.review) {
            changes.push(c);
        }
    }
    if args.accept {
        for c in &changes {
            accept(c, &mut t);
        }
    } else if args.review {
        review(&changes, &mut t);
    }
    let accepted = if t.accepted > 0 {
        format!(", {} accepted", t.accepted)
    } else {
        String::new()
    };
    println!(
        "{} matched, {} changed, {} new, {} failed, {} bad input{accepted}",
        t.matched, t.changed, t.new, t.failed, t.bad
    );
    if t.bad > 0 {
        BAD_INPUT
    } else if t.failed > 0 || t.changed + t.new > t.accepted {
        FAILED
    } else {
        OK
    }
}

/// Runs one scenario, prints its verdict (and, when `show`, its diff), counts it, and returns
/// its new trace when it differs from the pinned one.
fn test_one(suite: &mut Suite, file: &Path, t: &mut Tally, show: bool) -> Option<Change> {
    let shown = file.display();
    let (snapshot, source) = match snapshot_of(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            println!("BAD     {shown}: no place for its snapshot");
            t.bad += 1;
            return None;
        }
    };
    let (text, failure) = match suite.run(file) {
        Ran::Done { text, failure, .. } => (text, failure),
        Ran::Bad(errors) => {
            let n = errors.len();
            report_errors(errors);
            println!("BAD     {shown}: bad input, {n} error(s)");
            t.bad += 1;
            return None;
        }
    };
    let pinned = match SnapFile::read(&snapshot) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", snapshot.display());
            println!("BAD     {shown}: unreadable snapshot");
            t.bad += 1;
            return None;
        }
    };
    let matches = pinned.as_ref().is_some_and(|p| p.matches(&text));
    let change = Change {
        scenario: file.to_path_buf(),
        snapshot: snapshot.clone(),
        header: pinned
            .as_ref()
            .map_or_else(|| SnapFile::new_header(&source), |p| p.header.clone()),
        pinned: pinned.as_ref().map(SnapFile::pinned),
        text,
    };
    if let Some(why) = failure {
        println!("FAIL    {shown}");
        for line in why.lines() {
            println!("  {line}");
        }
        if !matches {
            print!("{}", change.diff());
        }
        t.failed += 1;
        return None;
    }
    if matches {
        println!("ok      {shown}");
        t.matched += 1;
        return None;
    }
    if change.pinned.is_some() {
        println!("CHANGED {shown} ({})", snapshot.display());
        if show {
            print!("{}", change.diff());
        }
        t.changed += 1;
    } else {
        println!("NEW     {shown}: no snapshot yet ({})", snapshot.display());
        t.new += 1;
    }
    Some(change)
}

/// Asks about each change in turn; an answer is one line of stdin. The end of the input skips
/// what is left.
/// Writes one change and counts it (a file that cannot be written is bad input).
fn accept(c: &Change, t: &mut Tally) {
    match c.accept() {
        Ok(()) => {
            println!("accepted {}", c.snapshot.display());
            t.accepted += 1;
        }
        Err(e) => {
            eprintln!("error: {e}");
            t.bad += 1;
        }
    }
}

fn review(changes: &[Change], t: &mut Tally) {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let (mut rejected, mut skipped) = (0, 0);
    for (i, c) in changes.iter().enumerate() {
        println!();
        println!(
            "[{}/{}] {} → {}",
            i + 1,
            changes.len(),
            c.scenario.display(),
            c.snapshot.display()
        );
        print!("{}", c.diff());
        loop {
            print!("accept, reject or skip? [a/r/s] ");
            let _ = std::io::stdout().flush();
            let answer = match lines.next() {
                Some(Ok(l)) => l.trim().to_lowercase(),
                _ => {
                    println!("(end of input: skipped)");
                    skipped += changes.len() - i;
                    println!(
                        "review: {} accepted, {rejected} rejected, {skipped} skipped",
                        t.accepted
                    );
                    return;
                }
            };
            if !std::io::stdin().is_terminal() {
                // Echoed, so a scripted review reads like a typed one.
                println!("{answer}");
            }
            match answer.as_str() {
                "a" | "accept" => {
                    accept(c, t);
                    break;
                }
                "r" | "reject" => {
                    println!("rejected: {} keeps its pinned trace", c.snapshot.display());
                    rejected += 1;
                    break;
                }
                "s" | "skip" => {
                    skipped += 1;
                    break;
                }
                _ => println!("answer a, r or s"),
            }
        }
    }
    println!(
        "review: {} accepted, {rejected} rejected, {skipped} skipped",
        t.accepted
    );
}
