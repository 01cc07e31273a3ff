//! The replay viewer (docs/REPLAYS.md): `grimoire replay FILE --html OUT.html` writes one
//! self-contained page showing the game step by step — the board at each decision, the trace
//! beside it with the step's lines highlighted, keys and a slider to move.
//!
//! It works for every game the binary holds because it reads only what every ruleset already
//! gives: the final-state summary (`ScenarioRules::summary`), the trace, the decisions' prompts
//! and options' names, and each object's label and card name. `capture` keeps the steps while
//! the replay plays, `board` reads a summary, `encode` writes the data once per distinct value,
//! `page` puts data, style and script into one file.

pub mod board;
pub mod capture;
pub mod encode;
pub mod page;

use crate::session::save::Scenes;
use capture::Step;
use grimoire_core::state::{Game, Viewer};
use std::collections::{BTreeMap, BTreeSet};

/// The page of a game replayed: `views` are the points of view `Capture` kept steps for, the
/// page's own first (a page written `--as p1` has that one only); `game` as it ended, `result`
/// its result line (`winner: p2 after 15 turns`). A view holds only what its viewer may see:
/// the trace's lines as they read them, and the card names of the labels they read.
pub fn render<R: Scenes>(
    title: &str,
    game: &Game<R>,
    views: Vec<(Viewer, Vec<Step>)>,
    result: &str,
) -> String {
    let mut seen: Vec<(String, Vec<String>, Vec<Step>)> = views
        .into_iter()
        .map(|(viewer, steps)| {
            let (trace, steps) = as_seen(game, viewer, steps, result);
            (viewer.to_string(), trace, steps)
        })
        .collect();
    let (view, trace, steps) = seen.remove(0);
    let data = encode::encode(&encode::Game {
        game: R::NAME,
        title,
        result,
        trace: &trace,
        names: &names(game, &steps, &trace),
        steps: &steps,
        view: &view,
        others: &seen,
    });
    page::page(title, &data)
}

/// One view's trace and steps, the end of the game last: each step's place in the trace counts
/// the lines this viewer reads.
fn as_seen<R: Scenes>(
    game: &Game<R>,
    viewer: Viewer,
    mut steps: Vec<Step>,
    result: &str,
) -> (Vec<String>, Vec<Step>) {
    steps.push(Step::end(game, result.to_string(), viewer));
    let mut before = Vec::with_capacity(game.trace.len() + 1);
    let mut trace: Vec<String> = Vec::new();
    for line in game.trace.iter() {
        before.push(trace.len());
        trace.extend(line.seen_by(viewer));
    }
    before.push(trace.len());
    for step in &mut steps {
        step.trace = before[step.trace.min(game.trace.len())];
    }
    (trace, steps)
}

/// The card's name (`capitaine-canonniere#3` → `La Capitaine, canonnière`) of every label the
/// viewer reads, on a board or in the trace: a page shown to a player names no card of which
/// they saw nothing.
fn names<R: Scenes>(game: &Game<R>, steps: &[Step], trace: &[String]) -> BTreeMap<String, String> {
    let is_label = |c: char| c.is_alphanumeric() || matches!(c, '-' | '#' | '_' | '.');
    let texts = steps.iter().map(|s| s.board.as_str());
    let words: BTreeSet<&str> = texts
        .chain(trace.iter().map(String::as_str))
        .flat_map(|t| t.split(|c: char| !is_label(c)))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.is_empty())
        .collect();
    game.objects
        .iter()
        .map(|o| (game.label(o.id), o.id))
        .filter(|(label, _)| words.contains(&label[..]))
        .map(|(label, id)| (label.to_string(), game.card(id).name.clone()))
        .collect()
}
