//! Running a scenario: build its game, take its steps in order through the rules, check its
//! expectations, and return the trace with a final-state summary.

use super::agent::{PreAnswer, ScenarioAgent, Script, Shared};
use super::expect::check;
use super::format::Scenario;
use super::setup::build;
use super::step::Step;
use super::summary::summary;
use crate::agent::Agent;
use crate::content::{PackFiles, load};
use crate::diag::Diagnostic;
use crate::model::catalog::Catalog;
use crate::rules::{Action, Env, apply};
use crate::script::ScriptHost;
use crate::state::{Game, PlayerId};
use std::cell::RefCell;
use std::rc::Rc;

/// What a run produced. `failure` is `None` when every step and expectation passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub trace: Vec<String>,
    pub summary: String,
    pub failure: Option<String>,
}

impl Outcome {
    /// The text pinned by the snapshot: trace, then final state.
    pub fn render(&self, scn: &Scenario) -> String {
        let mut s = format!("# {}\n# rules: {}\n", scn.title, scn.rules.join(", "));
        for line in &self.trace {
            s.push_str(line);
            s.push('\n');
        }
        if let Some(f) = &self.failure {
            s.push_str(&format!("FAILED: {f}\n"));
        }
        s.push_str("--- final state ---\n");
        s.push_str(&self.summary);
        s
    }
}

/// Loads, builds and runs one scenario file with its own catalog: what the test suite and the
/// benchmark do for each file (the CLI caches catalogs across files instead).
pub fn run_file(
    path: &std::path::Path,
    base: &PackFiles,
    host: &ScriptHost,
) -> Result<(Scenario, Outcome), Vec<Diagnostic>> {
    let scn = super::format::load_scenario(path)?;
    let catalog = catalog_for(&scn, base, host)?;
    let outcome = run(&scn, catalog, host)?;
    Ok((scn, outcome))
}

/// The catalog a scenario plays with: the base game plus the packs it names.
pub fn catalog_for(
    scn: &Scenario,
    base: &PackFiles,
    host: &ScriptHost,
) -> Result<Rc<Catalog>, Vec<Diagnostic>> {
    let mut packs = vec![base.clone()];
    for p in &scn.packs {
        packs.push(PackFiles::read_dir(p).map_err(|d| vec![d])?);
    }
    load(packs, host.engine()).map(Rc::new)
}

/// Runs `scn`. `Err` is bad input (the setup names unknown cards, …); a failed step or
/// expectation is an `Outcome` with `failure` set.
pub fn run(
    scn: &Scenario,
    catalog: Rc<Catalog>,
    host: &ScriptHost,
) -> Result<Outcome, Vec<Diagnostic>> {
    let mut game = build(scn, catalog)?;
    let shared: Shared = Rc::new(RefCell::new(Script {
        steps: scn.steps.clone(),
        ..Script::default()
    }));
    let mut agent: Box<dyn Agent> = Box::new(ScenarioAgent(shared.clone()));
    let mut failure = None;
    loop {
        let i = shared.borrow().next;
        let Some(line) = scn.steps.get(i).cloned() else {
            break;
        };
        shared.borrow_mut().next += 1;
        crate::trace!(game, "> {}", line.text);
        let mut env = Env {
            agent: &mut agent,
            scripts: host,
        };
        if let Err(why) = step(&mut game, &mut env, &shared, &line.step) {
            crate::trace!(game, "  step failed: {why}");
            failure = Some(format!("{}: `{}`: {why}", line.loc, line.text));
            break;
        }
    }
    let summary = summary(&game);
    Ok(Outcome {
        trace: std::mem::take(&mut game.trace),
        summary,
        failure,
    })
}

fn step(game: &mut Game, env: &mut Env, shared: &Shared, s: &Step) -> Result<(), String> {
    match s {
        Step::Play {
            player,
            card,
            at,
            targets,
            mode,
            with,
            hidden,
        } => {
            let card = label(game, card)?;
            let mut pre: Vec<PreAnswer> = at.iter().map(|a| PreAnswer::At(a.clone())).collect();
            pre.extend(targets.iter().map(|t| PreAnswer::Target(t.clone())));
            pre.extend(mode.iter().map(|m| PreAnswer::Mode(*m)));
            pre.extend(with.iter().map(|w| PreAnswer::With(w.clone())));
            let player = pid(*player);
            let action = if *hidden {
                Action::PlayHidden { player, card }
            } else {
                Action::Play { player, card }
            };
            answered(game, env, shared, pre, &action)
        }
        Step::Pass { player } => apply(
            game,
            env,
            &Action::Pass {
                player: pid(*player),
            },
        )
        .map_err(|e| e.to_string()),
        Step::Resolve => resolve(game, env),
        Step::EndTurn => end_turn(game, env),
        Step::Expect(a) => check(game, a).map_err(|found| {
            format!(
                "expected `{a}`, but {found}\n--- state ---\n{}",
                summary(game)
            )
        }),
        // A step naming an option the engine does not offer (a target that is not legal) is
        // refused as well.
        Step::ExpectRefused(inner) => expect_failure(game, env, shared, inner, Expected::Refusal),
        Step::ExpectFails(inner) => expect_failure(game, env, shared, inner, Expected::Failure),
        Step::Choose { .. } | Step::Assign { .. } => {
            Err("no decision is waiting for this answer".into())
        }
        Step::Activate {
            player,
            card,
            ability,
            targets,
        } => {
            let source = label(game, card)?;
            let index =
                crate::rules::activate::find_ability(game, source, ability).ok_or_else(|| {
                    format!("illegal: {card} has no activated ability `{ability}` now (376, 718.2)")
                })?;
            let pre = targets
                .iter()
                .map(|t| PreAnswer::Target(t.clone()))
                .collect();
            let action = Action::Activate {
                player: pid(*player),
                source,
                ability: index,
            };
            answered(game, env, shared, pre, &action)
        }
        Step::Move { player, units, to } => {
            let units = units
                .iter()
                .map(|u| label(game, u))
                .collect::<Result<Vec<_>, _>>()?;
            let to = location(game, pid(*player), to)?;
            apply(
                game,
                env,
                &Action::Move {
                    player: pid(*player),
                    units,
                    to,
                },
            )
            .map_err(|e| e.to_string())
        }
        Step::Hide { player, card, at } => {
            let card = label(game, card)?;
            let crate::state::Location::Battlefield(at) = location(game, pid(*player), at)? else {
                return Err("illegal: a card is hidden at a battlefield (811.1.b)".into());
            };
            apply(
                game,
                env,
                &Action::Hide {
                    player: pid(*player),
                    card,
                    at,
                },
            )
            .map_err(|e| e.to_string())
        }
    }
}

/// Applies an action whose decisions the step pre-answers (`at`, `target`, `mode`, `with`);
/// an answer no decision asked for is an error in the scenario.
fn answered(
    game: &mut Game,
    env: &mut Env,
    shared: &Shared,
    pre: Vec<PreAnswer>,
    action: &Action,
) -> Result<(), String> {
    {
        let mut sh = shared.borrow_mut();
        sh.pre.clear();
        sh.pre.extend(pre);
    }
    let result = apply(game, env, action);
    let left: Vec<PreAnswer> = shared.borrow_mut().pre.drain(..).collect();
    result.map_err(|e| e.to_string())?;
    if !left.is_empty() {
        return Err(format!(
            "these answers were given but no decision asked for them: {left:?}"
        ));
    }
    Ok(())
}

/// What an `expect refused` / `expect fails` step accepts as the failure it expects.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Expected {
    /// Illegal, or naming an option the engine does not offer.
    Refusal,
    /// Any failure: a refusal or a script fault.
    Failure,
}

/// Runs `inner`, which must fail as expected and leave the state exactly as it was; the attempt's
/// trace lines are replaced by one line saying why it failed.
fn expect_failure(
    game: &mut Game,
    env: &mut Env,
    shared: &Shared,
    inner: &Step,
    expected: Expected,
) -> Result<(), String> {
    let before = summary(game);
    let trace_len = game.trace.len();
    let why = match step(game, env, shared, inner) {
        Ok(()) if expected == Expected::Refusal => {
            return Err("the step was accepted, but it should have been refused".into());
        }
        Ok(()) => return Err("the step succeeded, but it should have failed".into()),
        Err(why) => why,
    };
    let refusal = why.starts_with("illegal") || why.contains("is not a legal option");
    if expected == Expected::Refusal && !refusal {
        return Err(format!("expected a refusal, got: {why}"));
    }
    if summary(game) != before {
        return Err(format!("the step failed ({why}) but the state changed"));
    }
    game.trace.truncate(trace_len);
    match expected {
        Expected::Refusal => crate::trace!(game, "  refused as expected: {why}"),
        Expected::Failure => crate::trace!(game, "  failed as expected, state unchanged: {why}"),
    }
    Ok(())
}

/// scenarios.md `end turn`: every player passes whenever they hold priority or focus, the turn
/// player ends the turn, and so on until the next turn's Main Phase begins or the game ends.
fn end_turn(game: &mut Game, env: &mut Env) -> Result<(), String> {
    let turn = game.turn.number;
    let mut guard = 0;
    loop {
        if game.turn.winner.is_some() {
            return Ok(());
        }
        let settled = game.chain.is_empty() && game.turn.showdown.is_none();
        if settled && game.turn.phase == crate::state::game::Phase::Main {
            if game.turn.number > turn {
                return Ok(());
            }
            apply(game, env, &Action::EndTurn).map_err(|e| e.to_string())?;
        } else {
            let Some(p) = game.turn.priority else {
                return Err("nobody holds priority".into());
            };
            apply(game, env, &Action::Pass { player: p }).map_err(|e| e.to_string())?;
        }
        guard += 1;
        if guard > 10_000 {
            return Err("the turn does not end after 10,000 passes".into());
        }
    }
}

/// Every player passes in turn order until the newest chain item has resolved.
fn resolve(game: &mut Game, env: &mut Env) -> Result<(), String> {
    let Some(serial) = game.chain.last().map(|i| i.serial) else {
        return Err("nothing to resolve: the chain is empty".into());
    };
    // The passes of one `resolve` stand or fall together, like a single action.
    let before = game.clone();
    let mark = game.trace.len();
    while game.chain.iter().any(|i| i.serial == serial) {
        let passed = match game.turn.priority {
            Some(p) => apply(game, env, &Action::Pass { player: p }).map_err(|e| e.to_string()),
            None => Err("nobody holds priority".to_string()),
        };
        if let Err(e) = passed {
            let mut trace = std::mem::take(&mut game.trace);
            trace.truncate(mark);
            *game = before;
            game.trace = trace;
            return Err(e);
        }
    }
    Ok(())
}

/// `base` (the acting player's) or a battlefield's label or card id.
fn location(game: &Game, player: PlayerId, name: &str) -> Result<crate::state::Location, String> {
    if name == "base" {
        return Ok(crate::state::Location::Base(player));
    }
    game.battlefields
        .iter()
        .position(|b| *game.obj(b.obj).label == *name || game.card(b.obj).id == name)
        .map(|i| crate::state::Location::Battlefield(crate::state::BfId(i as u8)))
        .ok_or_else(|| format!("no battlefield `{name}` in play"))
}

fn pid(p: usize) -> PlayerId {
    PlayerId(p as u8)
}

fn label(game: &Game, l: &str) -> Result<crate::state::ObjId, String> {
    game.find_label(l)
        .ok_or_else(|| format!("no object is labelled `{l}`"))
}
