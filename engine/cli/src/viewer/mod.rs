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

use crate::session::fold::fold;
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
    let names = names(game, &steps, &trace);
    let (faces, face_of) = faces(game, &names);
    let data = encode::encode(&encode::Game {
        game: R::NAME,
        title,
        result,
        trace: &trace,
        names: &names,
        steps: &steps,
        view: &view,
        others: &seen,
        faces: &faces,
        face_of: &face_of,
    });
    page::page(title, &data)
}

/// One view's trace and steps, the end of the game last: the trace as this viewer reads it,
/// runs of passes folded into one line (`session::fold`); each step's place in it counts the
/// lines shown up to and with the step's own decision line (written just after the decision
/// was taken), so that a step's highlight ends with the decision its header tells.
fn as_seen<R: Scenes>(
    game: &Game<R>,
    viewer: Viewer,
    mut steps: Vec<Step>,
    result: &str,
) -> (Vec<String>, Vec<Step>) {
    steps.push(Step::end(game, result.to_string(), viewer));
    let n = game.trace.len();
    let folded = fold(game.trace.iter().enumerate(), viewer);
    // `upto[i]`: the lines shown of the trace's first `i`, a folded run with its first.
    let mut upto = Vec::with_capacity(n + 1);
    let mut k = 0;
    for i in 0..=n {
        while k < folded.len() && folded[k].0 < i {
            k += 1;
        }
        upto.push(k);
    }
    for step in &mut steps {
        step.trace = upto[(step.trace + 1).min(n)];
    }
    (folded.into_iter().map(|(_, text)| text).collect(), steps)
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

/// Each card the page names as it is printed, once per card: `[type, cost, colour, whole card]`
/// — the colour the first word of its domains or colours (`fury`, `R`), the whole card its name,
/// the game's fields and its text, for the tooltip — and which of them each label is.
fn faces<R: Scenes>(
    game: &Game<R>,
    names: &BTreeMap<String, String>,
) -> (Vec<[String; 4]>, BTreeMap<String, usize>) {
    let mut faces: Vec<[String; 4]> = Vec::new();
    let mut of_card: BTreeMap<(String, String), usize> = BTreeMap::new();
    let mut face_of = BTreeMap::new();
    for o in game.objects.iter() {
        let label = game.label(o.id);
        if !names.contains_key(&label[..]) {
            continue;
        }
        let card = game.card(o.id);
        let key = (card.pack.to_string(), card.id.to_string());
        let i = *of_card.entry(key).or_insert_with(|| {
            faces.push(face(card, &game.catalog));
            faces.len() - 1
        });
        face_of.insert(label.to_string(), i);
    }
    (faces, face_of)
}

/// One card's `[type, cost, colour, whole card]`: the type, the cost and the whole card in
/// the language shown, the colour as card files name it (`fury`, `red`: the page's style).
fn face<R: Scenes>(
    card: &grimoire_core::model::card::CardType<R>,
    catalog: &grimoire_core::model::catalog::Catalog<R>,
) -> [String; 4] {
    let fields = R::card_fields(card);
    // The fields are found by their English names, which are in the same order.
    let english = if grimoire_core::words::french() {
        let lang = grimoire_core::words::shown();
        grimoire_core::words::show_in(None);
        let english = R::card_fields(card);
        grimoire_core::words::show_in(lang);
        english
    } else {
        fields.clone()
    };
    let field = |names: &[&str], from: &[(&str, String)]| {
        english
            .iter()
            .zip(from)
            .find(|((f, _), _)| names.contains(f))
            .map(|(_, (_, v))| v.clone())
            .filter(|v| v != "-")
            .unwrap_or_default()
    };
    let colour = field(&["domains", "colors"], &english);
    let colour = colour.split([',', ' ']).next().unwrap_or("").to_string();
    let mut whole = card.name.clone();
    for (f, v) in &fields {
        whole.push_str(&grimoire_core::format_en_fr!(en: "\n{f}: {v}", fr: "\n{f} : {v}"));
    }
    let text = grimoire_core::text::render(&card.text, &catalog.glossary, card.lang);
    if !text.trim().is_empty() {
        whole.push_str(&format!("\n\n{}", text.trim_end()));
    }
    [
        field(&["type"], &fields),
        field(&["cost"], &fields),
        colour,
        whole,
    ]
}
