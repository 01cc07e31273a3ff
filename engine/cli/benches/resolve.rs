//! Scripted vs native resolution of the same effect, « Infligez 3 dégâts à une unité. »: the
//! resolve function of Trait de feu's Rhai script (through the script host, as the chain calls
//! it) against `rules::damage::deal_damage` called directly, on the same mid-game state. Issue
//! 7's target: scripted within 2× of native. Run with `cargo bench --bench resolve`.
//!
//! Each iteration gets a fresh fork of the game (made outside the timing) whose empty trace
//! already has room: a plain `clone()` has a full trace at exact capacity, so the first line
//! logged would reallocate and copy it, and that copy (~4 µs) would swamp both figures.

mod common;

use common::Base;
use divan::Bencher;
use grimoire::core::agent::{Agent, NoAgent};
use grimoire::core::rules::ScriptRunner;
use grimoire::core::rules::env::{CallPhase, ScriptCall};
use grimoire::riftbound::Riftbound;
use grimoire::riftbound::rules::damage::deal_damage;
use grimoire::riftbound::state::{Game, ObjId};

fn main() {
    divan::main();
}

/// The game, a unit on the board to damage, and a card to act as the spell's source.
fn setup() -> (Base, Game, ObjId, ObjId) {
    let (base, decks) = common::base();
    let game = common::mid_game(&base, &decks, 10);
    let unit = game
        .objects
        .iter()
        .find(|o| o.zone.is_location() && game.card(o.id).might.is_some())
        .expect("a unit on the board at turn 10")
        .id;
    let source = game
        .objects
        .iter()
        .find(|o| game.card(o.id).id == "trait-de-feu")
        .map(|o| o.id)
        .unwrap_or(unit);
    (base, game, unit, source)
}

/// A copy of `game` with an empty trace.
fn fresh(game: &Game) -> Game {
    game.fork()
}

#[divan::bench(sample_size = 64)]
fn scripted(bencher: Bencher) {
    let (base, game, unit, source) = setup();
    let runner = base.runner();
    let key = game
        .catalog
        .find("trait-de-feu", None)
        .expect("trait-de-feu");
    let script = game.catalog.card(key).script.expect("a script");
    let targets = [game.obj(unit).handle().into()];
    let controller = game.obj(source).controller;
    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(NoAgent);
    bencher.with_inputs(|| fresh(&game)).bench_local_refs(|g| {
        let call = ScriptCall {
            targets: &targets,
            ..ScriptCall::new(script, "resolve", CallPhase::Resolve, source, controller)
        };
        runner.call(g, &mut agent, call).expect("resolves");
    });
}

#[divan::bench(sample_size = 64)]
fn native(bencher: Bencher) {
    let (_host, game, unit, _source) = setup();
    bencher
        .with_inputs(|| fresh(&game))
        .bench_local_refs(|g| deal_damage(g, unit, 3, "Trait de feu"));
}
