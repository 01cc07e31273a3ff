//! Running a scenario: build its game, take its steps in order through the rules, check its
//! expectations, and return the trace with a final-state summary.

use super::agent::{PreAnswer, ScenarioAgent, ScenarioCursor, Shared};
use super::failure::{Expected, FailureKind};
use super::format::Scenario;
use super::step::Step;
use super::{ScenarioRules, StepCx, StepFailure};
use crate::agent::Agent;
use crate::content::{Loaded, PackFiles, load};
use crate::diag::Diagnostic;
use crate::rules::{Env, apply};
use crate::script::ScriptHost;
use crate::state::{CoreEvent, Game, ObjId, PlayerId};
use std::cell::RefCell;
use std::rc::Rc;

/// What a run produced. `failure` is `None` when every step and expectation passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The ruleset that ran it.
    pub game: &'static str,
    pub trace: Vec<String>,
    pub summary: String,
    pub failure: Option<String>,
}

impl Outcome {
    /// The text pinned by the snapshot: a header naming the scenario and its game, the trace,
    /// then the final state.
    pub fn render<R: ScenarioRules>(&self, scn: &Scenario<R>) -> String {
        let mut s = format!(
            "# {}\n# game: {}\n# rules: {}\n",
            scn.title,
            self.game,
            scn.rules.join(", ")
        );
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
pub fn run_file<R: ScenarioRules>(
    path: &std::path::Path,
    base: &PackFiles,
    host: &ScriptHost<R>,
) -> Result<(Scenario<R>, Outcome), Vec<Diagnostic>> {
    let scn = super::format::load_scenario::<R>(path)?;
    let loaded = catalog_for(&scn, base, host)?;
    let outcome = run(&scn, &loaded, host)?;
    Ok((scn, outcome))
}

/// The catalog a scenario plays with: the base game plus the packs it names.
pub fn catalog_for<R: ScenarioRules>(
    scn: &Scenario<R>,
    base: &PackFiles,
    host: &ScriptHost<R>,
) -> Result<Loaded<R>, Vec<Diagnostic>> {
    let mut packs = vec![base.clone()];
    for p in &scn.packs {
        packs.push(PackFiles::read_dir(p).map_err(|d| vec![d])?);
    }
    load(packs, host.engine())
}

/// Runs `scn`: its deck checks first, then its game. `Err` is bad input (the setup names
/// unknown cards, a deck check is no deck, …); a failed deck check, step or expectation is
/// an `Outcome` with `failure` set, and a failed deck check leaves the steps unplayed.
pub fn run<R: ScenarioRules>(
    scn: &Scenario<R>,
    loaded: &Loaded<R>,
    host: &ScriptHost<R>,
) -> Result<Outcome, Vec<Diagnostic>> {
    let checked = super::deck_checks::run_deck_checks(scn, &loaded.catalog)?;
    if !scn.plays {
        return Ok(Outcome {
            game: R::NAME,
            trace: checked.trace,
            summary: "no game: the file has deck checks only\n".to_string(),
            failure: checked.failure,
        });
    }
    let mut game = R::build(scn, loaded.catalog.clone())?;
    let runner = host.runner(&loaded.code);
    let shared: Shared<R> = Rc::new(RefCell::new(ScenarioCursor {
        steps: scn.steps.clone(),
        ..ScenarioCursor::default()
    }));
    let mut agent: Box<dyn Agent<R>> = Box::new(ScenarioAgent(shared.clone()));
    let mut failure = checked.failure;
    let mut env = Env {
        agent: &mut agent,
        scripts: &runner,
    };
    if let Err(why) = R::prepare(&mut game, &mut env) {
        failure.get_or_insert_with(|| format!("{}: the setup: {why}", scn.path));
    }
    while failure.is_none() {
        let i = shared.borrow().next;
        let Some(line) = scn.steps.get(i).cloned() else {
            break;
        };
        shared.borrow_mut().next += 1;
        game.note(|| CoreEvent::Step(line.text.clone()));
        let mut env = Env {
            agent: &mut agent,
            scripts: &runner,
        };
        if let Err(why) = step(&mut game, &mut env, &shared, &line.step) {
            // An assertion checked while a decision of the step waited says why it failed.
            let why = match shared.borrow_mut().failure.take() {
                Some(assertion) => assertion,
                None => why.to_string(),
            };
            game.note(|| CoreEvent::StepFailed(why.clone()));
            failure = Some(format!("{}: `{}`: {why}", line.loc, line.text));
            break;
        }
    }
    let summary = R::summary(&game);
    let mut trace = checked.trace;
    trace.extend(game.trace_text());
    Ok(Outcome {
        game: R::NAME,
        trace,
        summary,
        failure,
    })
}

fn step<R: ScenarioRules>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    shared: &Shared<R>,
    s: &Step<R>,
) -> Result<(), StepFailure> {
    match s {
        Step::Pass { player } => Ok(apply(game, env, &R::pass(pid(*player)))?),
        Step::Resolve => resolve(game, env),
        Step::EndTurn => R::end_turn(game, env, &StepCx { shared }),
        Step::Expect(a) => R::check(game, a).map_err(|found| {
            StepFailure::Scenario(format!(
                "expected `{a}`, but {found}\n--- state ---\n{}",
                R::summary(game)
            ))
        }),
        // A step naming an option the engine does not offer (a target that is not legal) is
        // refused as well.
        Step::ExpectRefused(inner) => {
            expect_failure(game, env, shared, inner, &Expected::refusal())
        }
        Step::ExpectFails(expected, inner) => expect_failure(game, env, shared, inner, expected),
        Step::Choose { .. } => Err(StepFailure::Scenario(
            "no decision is waiting for this answer".into(),
        )),
        Step::ExpectSees {
            player,
            words,
            sees,
        } => sees_check(game, *player, words, *sees).map_err(StepFailure::Scenario),
        Step::ExpectDecides(_) => Err(StepFailure::Scenario(
            "no decision is waiting: `expect pN decides` stands between the step that raises a \
             decision and its answer"
                .into(),
        )),
        Step::Rules(s) => R::run_step(game, env, &StepCx { shared }, s),
    }
}

/// `expect pN sees "<words>"` (`sees`) or `does not see`: the trace so far as player `player`
/// may read it (`Visibility`: what only another player may look at is redacted, 128.4-style
/// rules of the game's), with a line that has the words, or none.
pub fn sees_check<R: crate::Ruleset>(
    game: &Game<R>,
    player: super::step::PlayerIdx,
    words: &str,
    sees: bool,
) -> Result<(), String> {
    let viewer = crate::state::audience::Viewer::Player(pid(player));
    // The game's lines only: not the scenario's own steps, which quote the words sought.
    let view: Vec<String> = game
        .trace
        .iter()
        .filter(|l| {
            !matches!(
                l,
                crate::state::trace::TraceLine::Core(CoreEvent::Step(_) | CoreEvent::Answered(_))
            )
        })
        .filter_map(|l| l.seen_by(viewer))
        .collect();
    let line = view.iter().find(|l| l.contains(words));
    match (line, sees) {
        (Some(_), true) | (None, false) => Ok(()),
        (None, true) => Err(format!(
            "p{} sees no line with \"{words}\" in the trace so far; what they see:\n{}",
            player + 1,
            view.join("\n")
        )),
        (Some(l), false) => Err(format!(
            "p{} sees \"{words}\" in the line `{l}`",
            player + 1
        )),
    }
}

/// Applies an action whose decisions the step pre-answers (`at`, `target`, `mode`, `with`,
/// `x`); an answer no decision asked for is an error in the scenario.
pub fn answered<R: ScenarioRules>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    cx: &StepCx<R>,
    pre: Vec<PreAnswer>,
    action: &R::Action,
) -> Result<(), StepFailure> {
    cx.pre_answer(pre);
    let result = apply(game, env, action);
    let left = cx.unused_answers();
    result?;
    if !left.is_empty() {
        return Err(StepFailure::Scenario(format!(
            "these answers were given but no decision asked for them: {left:?}"
        )));
    }
    Ok(())
}

/// Runs `inner`, which must fail as expected and leave the state exactly as it was; the
/// attempt's trace lines are replaced by one line saying why it failed.
fn expect_failure<R: ScenarioRules>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    shared: &Shared<R>,
    inner: &Step<R>,
    expected: &Expected,
) -> Result<(), StepFailure> {
    let refusal = expected.kind == Some(FailureKind::Refused);
    let before = R::summary(game);
    let checkpoint = game.checkpoint();
    let failure = match step(game, env, shared, inner) {
        Ok(()) if refusal => {
            return Err(StepFailure::Scenario(
                "the step was accepted, but it should have been refused".into(),
            ));
        }
        Ok(()) => {
            return Err(StepFailure::Scenario(
                "the step succeeded, but it should have failed".into(),
            ));
        }
        Err(f) => f,
    };
    if let Some(why) = expected.mismatch(&failure) {
        return Err(StepFailure::Scenario(why));
    }
    // The rules undo a failed action themselves; the summary checks that they did.
    if R::summary(game) != before {
        return Err(StepFailure::Scenario(format!(
            "the step failed ({failure}) but the state changed"
        )));
    }
    // What the attempt wrote to the trace gives way to one line saying why it failed.
    game.restore(checkpoint);
    let why = failure.to_string();
    if refusal {
        game.note(|| CoreEvent::RefusedAsExpected(why));
    } else {
        game.note(|| CoreEvent::FailedAsExpected(why));
    }
    Ok(())
}

/// Every player passes in turn order until the newest chain item has resolved. The passes of
/// one `resolve` stand or fall together, like a single action.
fn resolve<R: ScenarioRules>(game: &mut Game<R>, env: &mut Env<R>) -> Result<(), StepFailure> {
    let Some(serial) = game.chain.last().map(|i| i.serial) else {
        return Err(StepFailure::Scenario(
            "nothing to resolve: the chain is empty".into(),
        ));
    };
    let checkpoint = game.checkpoint();
    while game.chain.iter().any(|i| i.serial == serial) {
        let passed = match game.turn.priority {
            Some(p) => apply(game, env, &R::pass(p)).map_err(StepFailure::from),
            None => Err(StepFailure::Scenario("nobody has priority".into())),
        };
        if let Err(e) = passed {
            game.restore(checkpoint);
            return Err(e);
        }
    }
    Ok(())
}

pub fn pid(p: usize) -> PlayerId {
    PlayerId(p as u8)
}

/// The object labelled `l`.
pub fn label<R: ScenarioRules>(game: &Game<R>, l: &str) -> Result<ObjId, StepFailure> {
    super::check::object(game, l).map_err(StepFailure::Scenario)
}
