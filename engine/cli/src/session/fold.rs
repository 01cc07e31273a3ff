//! Runs of passes folded into one line, in what a person reads (the session's trace, the
//! replay page): `p1, p2 pass ×6 (upkeep, draw step)` for the dozen lines in which both
//! players passed priority through those steps. Scenario snapshots, `play --auto` and `replay`
//! keep the full trace; only what is shown to a person is folded.

use super::moments::Moments;
use grimoire_core::en_fr;
use grimoire_core::state::trace::TraceLine;
use grimoire_core::state::{PlayerId, Viewer};

/// How a line takes part in a run of passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fold {
    /// A player passes.
    Pass(PlayerId),
    /// The decision of an action that passes (`p1 acts (only option): pass`): said by the
    /// pass that follows it.
    Quiet,
    /// A step begins (`upkeep`): named in the folded line, or kept as it is after the run's
    /// last pass (what follows happens in it).
    Step,
    /// Anything else: ends a run.
    Keep,
}

/// The lines of `lines` (each with its place in the trace) as `viewer` reads them, runs of
/// passes folded; with each line, the place of the first trace line it shows. A run of fewer
/// than two passes is left as it is.
pub fn fold<'a, R: Moments + 'a>(
    lines: impl IntoIterator<Item = (usize, &'a TraceLine<R>)>,
    viewer: Viewer,
) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut run: Vec<(usize, Fold, String)> = Vec::new();
    for (at, line) in lines {
        let Some(text) = line.seen_by(viewer) else {
            continue;
        };
        match R::fold(line) {
            Fold::Keep => {
                flush(&mut run, &mut out);
                out.push((at, text));
            }
            kind => run.push((at, kind, text)),
        }
    }
    flush(&mut run, &mut out);
    out
}

/// The run as one line up to its last pass, then the steps begun after it as they are.
fn flush(run: &mut Vec<(usize, Fold, String)>, out: &mut Vec<(usize, String)>) {
    let passes = run
        .iter()
        .filter(|(_, k, _)| matches!(k, Fold::Pass(_)))
        .count();
    if passes < 2 {
        out.extend(run.drain(..).map(|(at, _, text)| (at, text)));
        return;
    }
    let last = run
        .iter()
        .rposition(|(_, k, _)| matches!(k, Fold::Pass(_)))
        .unwrap_or(0);
    let mut players: Vec<PlayerId> = Vec::new();
    let mut steps: Vec<&str> = Vec::new();
    for (_, kind, text) in &run[..=last] {
        match kind {
            Fold::Pass(p) if !players.contains(p) => players.push(*p),
            Fold::Step => steps.push(text.trim()),
            _ => {}
        }
    }
    let who: Vec<String> = players.iter().map(|p| p.to_string()).collect();
    let verb = if who.len() == 1 {
        en_fr!(en: "passes", fr: "passe")
    } else {
        en_fr!(en: "pass", fr: "passent")
    };
    let mut line = format!("{} {verb} ×{passes}", who.join(", "));
    if !steps.is_empty() {
        line.push_str(&format!(" ({})", steps.join(", ")));
    }
    out.push((run[0].0, line));
    let rest = run.split_off(last + 1);
    run.clear();
    out.extend(rest.into_iter().map(|(at, _, text)| (at, text)));
}
