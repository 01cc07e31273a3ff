//! Scripted vs native resolution of the same effect, « Infligez 3 dégâts à une unité. », like
//! with like: the same `resolve` function called through the script host as the chain calls a
//! spell's, on the same mid-game state, once run by Rhai's interpreter (`scripted`) and once
//! from Rust, as the loader runs a body that is one call of the card API (`native`,
//! `code::direct`). `rules_function_alone` times `rules::damage::deal_damage` without any call
//! around it, for reference only. Issue 7's target: scripted within 2× of native. Run with
//! `cargo bench --bench resolve`.
//!
//! Also the script host's own cost: an empty function called through the host (`Runner`, as
//! the rules call scripts: the game and agent moved into `ctx` and back, errors mapped) against
//! the same function called with Rhai's `Engine::call_fn` on the same AST, with a `ctx` built
//! once. The speed issue's target: the host adds at most 0.3 µs a call.
//!
//! Each iteration gets a fresh fork of the game (made outside the timing) whose empty trace
//! already has room: a plain `clone()` has a full trace at exact capacity, so the first line
//! logged would reallocate and copy it, and that copy (~4 µs) would swamp both figures.

mod common;

use common::Base;
use divan::Bencher;
use grimoire::core::agent::{Agent, NoAgent};
use grimoire::core::code::{Code, Compiled};
use grimoire::core::model::card::ScriptId;
use grimoire::core::model::catalog::ScriptInfo;
use grimoire::core::rules::ScriptRunner;
use grimoire::core::rules::env::{CallPhase, ScriptCall};
use grimoire::core::script::direct::api_index;
use grimoire::core::script::{CallState, Ctx};
use grimoire::riftbound::Riftbound;
use grimoire::riftbound::rules::damage::deal_damage;
use grimoire::riftbound::state::{Game, ObjId};
use std::rc::Rc;

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

/// The effect both sides run, « Infligez 3 dégâts à une unité » as a card script writes it.
const DAMAGE: &str = "fn resolve(ctx) { ctx.deal_damage(ctx.target(0), 3); }";

/// `DAMAGE` as script 0: run by Rhai's interpreter (`direct` false), or from Rust as the loader
/// makes it when its body is one call of the card API (`code::direct`, `direct` true).
fn damage_code(base: &Base, direct: bool) -> Rc<Code> {
    let ast = base.host.engine().compile(DAMAGE).expect("compiles");
    let mut code = Code::default();
    // The loader lists a script's functions; a direct call is looked for among them.
    let info = ScriptInfo {
        functions: [Rc::from("resolve")].into_iter().collect(),
        ..ScriptInfo::default()
    };
    let compiled = Compiled {
        info,
        ast,
        helpers: None,
    };
    if direct {
        code.add(compiled, &mut Vec::new(), &api_index::<Riftbound>);
    } else {
        code.add(compiled, &mut Vec::new(), &|_, _, _| None);
    }
    Rc::new(code)
}

/// `DAMAGE`'s `resolve` called as the chain calls a spell's, on a fresh fork each time.
fn resolve_through_host(bencher: Bencher, direct: bool) {
    let (base, game, unit, source) = setup();
    let code = damage_code(&base, direct);
    let runner = base.host.runner(&code);
    let targets = [game.obj(unit).handle().into()];
    let controller = game.obj(source).controller;
    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(NoAgent);
    bencher.with_inputs(|| fresh(&game)).bench_local_refs(|g| {
        let call = ScriptCall {
            targets: &targets,
            ..ScriptCall::new(
                ScriptId(0),
                "resolve",
                CallPhase::Resolve,
                source,
                controller,
            )
        };
        runner.call(g, &mut agent, call).expect("resolves");
    });
}

/// The effect run by Rhai's interpreter, through the host.
#[divan::bench(sample_size = 64)]
fn scripted(bencher: Bencher) {
    resolve_through_host(bencher, false);
}

/// The same effect, the same call through the host, its body run from Rust: what a card
/// written natively would cost, beside the scripted one (like with like).
#[divan::bench(sample_size = 64)]
fn native(bencher: Bencher) {
    resolve_through_host(bencher, true);
}

/// For reference only: the rules' damage function alone, without any call around it (no
/// context, no target read, no fault handling): not what a native card would run.
#[divan::bench(sample_size = 64)]
fn rules_function_alone(bencher: Bencher) {
    let (_host, game, unit, source) = setup();
    bencher
        .with_inputs(|| fresh(&game))
        .bench_local_refs(|g| deal_damage(g, unit, 3, source, "Trait de feu", true));
}

/// The function both host benchmarks call: nothing to evaluate, so what is timed is the call.
const EMPTY: &str = "fn empty(ctx) {}";

/// The host's code for `EMPTY`, as script 0.
fn empty_code(base: &Base) -> Rc<Code> {
    let ast = base.host.engine().compile(EMPTY).expect("compiles");
    let mut code = Code::default();
    let compiled = Compiled {
        info: ScriptInfo::default(),
        ast,
        helpers: None,
    };
    // Its function is not one of the ruleset's direct calls: the host runs it through Rhai.
    code.add(compiled, &mut Vec::new(), &|_, _, _| None);
    Rc::new(code)
}

#[divan::bench(sample_size = 256)]
fn host_call(bencher: Bencher) {
    let (base, mut game, _unit, source) = setup();
    let code = empty_code(&base);
    let runner = base.host.runner(&code);
    let controller = game.obj(source).controller;
    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(NoAgent);
    bencher.bench_local(|| {
        let call = ScriptCall::new(ScriptId(0), "empty", CallPhase::Resolve, source, controller);
        runner.call(&mut game, &mut agent, call).expect("runs");
    });
}

#[divan::bench(sample_size = 256)]
fn rhai_call(bencher: Bencher) {
    let (base, game, _unit, source) = setup();
    let code = empty_code(&base);
    let ast = code.ast(ScriptId(0));
    let engine = base.host.engine();
    let ctx = Ctx::new(CallState {
        controller: game.obj(source).controller,
        game,
        agent: Box::new(NoAgent),
        source,
        phase: CallPhase::Resolve,
        function: "empty".into(),
        targets: Vec::new(),
        value: 0,
        modes: Vec::new(),
        chosen_modes: Vec::new(),
        execution: 0,
        subject: None,
        chosen: Vec::new(),
        fault: Default::default(),
        code: code.clone(),
        budget: Default::default(),
        prints: Default::default(),
        printed_too_much: false,
    });
    bencher.bench_local(|| {
        let value = engine
            .call_fn::<rhai::Dynamic>(&mut rhai::Scope::new(), ast, "empty", (ctx.clone(),))
            .expect("runs");
        divan::black_box(value)
    });
}
