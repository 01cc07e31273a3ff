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

use capture::Step;
use grimoire_core::scenario::ScenarioRules;
use grimoire_core::state::Game;
use std::collections::BTreeMap;

/// The page of a game replayed: `steps` as `Capture` kept them, `game` as it ended, `result`
/// its result line (`winner: p2 after 15 turns`).
pub fn render<R: ScenarioRules>(
    title: &str,
    game: &Game<R>,
    mut steps: Vec<Step>,
    result: &str,
) -> String {
    steps.push(Step::end(game, result.to_string()));
    let trace: Vec<String> = game.trace.iter().map(|l| l.to_string()).collect();
    let data = encode::encode(&encode::Game {
        game: R::NAME,
        title,
        result,
        trace: &trace,
        names: &names(game),
        steps: &steps,
    });
    page::page(title, &data)
}

/// Every object's label and its card's name (`capitaine-canonniere#3` → `La Capitaine,
/// canonnière`), for the cards the board shows.
fn names<R: ScenarioRules>(game: &Game<R>) -> BTreeMap<String, String> {
    game.objects
        .iter()
        .map(|o| (game.label(o.id).to_string(), game.card(o.id).name.clone()))
        .collect()
}
