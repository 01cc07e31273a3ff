//! The scenario agent: answers decisions from the step being run (`at`, `target`, `mode`,
//! `with`, in the order the engine raises them) and then from the `choose`/`assign` steps that
//! follow it. A decision nothing answers fails the run, naming the decision and its options.

use super::step::{Step, StepLine};
use crate::agent::Agent;
use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind, OptionValue};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// A pre-answer written on an action step.
#[derive(Clone, Debug, PartialEq)]
pub enum PreAnswer {
    At(String),
    Target(String),
    Mode(u32),
    With(String),
}

/// State shared between the runner and its agent.
#[derive(Default)]
pub struct Script {
    pub pre: VecDeque<PreAnswer>,
    pub steps: Vec<StepLine>,
    /// Index of the next step the runner has not taken yet.
    pub next: usize,
    /// Trace lines for the steps this agent consumed while answering.
    pub notes: Vec<String>,
}

pub type Shared = Rc<RefCell<Script>>;

pub struct ScenarioAgent(pub Shared);

impl ScenarioAgent {
    fn pre_answer(&self, game: &Game, d: &Decision) -> Option<Result<Answer, String>> {
        if d.kind == DecisionKind::OptionalCost {
            return Some(Ok(self.optional_cost(game, d)));
        }
        let mut s = self.0.borrow_mut();
        let wanted = match d.kind {
            DecisionKind::Location => |p: &PreAnswer| matches!(p, PreAnswer::At(_)),
            DecisionKind::Target => |p: &PreAnswer| matches!(p, PreAnswer::Target(_)),
            DecisionKind::OptionalCost => |p: &PreAnswer| matches!(p, PreAnswer::With(_)),
            DecisionKind::Mode => |p: &PreAnswer| matches!(p, PreAnswer::Mode(_)),
            _ => return None,
        };
        let i = s.pre.iter().position(wanted)?;
        let token = match s.pre.remove(i)? {
            PreAnswer::At(t) | PreAnswer::Target(t) | PreAnswer::With(t) => t,
            PreAnswer::Mode(n) => n.to_string(),
        };
        Some(pick(game, d, &[token]))
    }
}

impl ScenarioAgent {
    /// `with <Keyword>` pays the optional cost that keyword offers, once per mention; without
    /// it the cost is not paid (scenarios.md). The first option pays, the second declines.
    fn optional_cost(&self, game: &Game, d: &Decision) -> Answer {
        let mut s = self.0.borrow_mut();
        let glossary = &game.catalog.glossary;
        // The keyword may be written in French or English.
        let offered = d.options.first().and_then(|o| glossary.by_name(&o.label));
        let found = s.pre.iter().position(|p| matches!(p, PreAnswer::With(w) if offered.is_some() && glossary.by_name(w) == offered));
        match found {
            Some(i) => {
                s.pre.remove(i);
                vec![0]
            }
            None => vec![1],
        }
    }
}

impl Agent for ScenarioAgent {
    fn decide(&mut self, game: &Game, d: &Decision) -> Result<Answer, String> {
        if let Some(answer) = self.pre_answer(game, d) {
            return answer;
        }
        let mut s = self.0.borrow_mut();
        loop {
            let next = s.next;
            let step = s.steps.get(next).map(|l| l.step.clone());
            match step {
                Some(Step::Choose { player, options }) if player == d.player.index() => {
                    let text = s.steps[next].text.clone();
                    s.notes.push(format!("> {text}"));
                    s.next += 1;
                    return pick(game, d, &options);
                }
                Some(Step::Assign { player, parts }) if player == d.player.index() => {
                    let text = s.steps[next].text.clone();
                    s.notes.push(format!("> {text}"));
                    s.next += 1;
                    return pick_split(game, d, &parts);
                }
                // `expect refused pN assign …` while the decision waits: that answer must not
                // be among the legal options.
                Some(Step::ExpectRefused(inner))
                    if matches!(*inner, Step::Assign { .. } | Step::Choose { .. }) =>
                {
                    let legal = match &*inner {
                        Step::Assign { player, parts } => {
                            *player == d.player.index() && pick_split(game, d, parts).is_ok()
                        }
                        Step::Choose { player, options } => {
                            *player == d.player.index() && pick(game, d, options).is_ok()
                        }
                        _ => false,
                    };
                    if legal {
                        return Err(format!(
                            "`{inner}` was expected to be refused, but it is a legal answer. {}",
                            d.describe()
                        ));
                    }
                    let text = s.steps[next].text.clone();
                    s.notes.push(format!("> {text}"));
                    s.notes
                        .push("  refused as expected: not among the legal answers".into());
                    s.next += 1;
                }
                _ => return Err(format!("no step answers it. {}", d.describe())),
            }
        }
    }

    fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.0.borrow_mut().notes)
    }

    fn observe_forced(&mut self, game: &Game, d: &Decision) -> Result<(), String> {
        self.pre_answer(game, d).map_or(Ok(()), |r| r.map(|_| ()))
    }
}

/// Matches `assign 3 to a, 2 to b` with a damage-assignment option, whatever the order.
fn pick_split(game: &Game, d: &Decision, parts: &[(u32, String)]) -> Result<Answer, String> {
    let mut want: Vec<(String, i32)> = parts
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, l)| (l.clone(), *n as i32))
        .collect();
    want.sort();
    let found = d.options.iter().position(|o| match &o.value {
        OptionValue::Split(split) => {
            let mut have: Vec<(String, i32)> = split
                .iter()
                .map(|(u, n)| (game.obj(*u).label.to_string(), *n))
                .collect();
            have.sort();
            have == want
        }
        _ => false,
    });
    found
        .map(|i| vec![i])
        .ok_or_else(|| format!("that split is not a legal assignment. {}", d.describe()))
}

/// Maps written options (labels, `yes`, `no`, 1-based numbers) to option indices.
fn pick(_game: &Game, d: &Decision, tokens: &[String]) -> Result<Answer, String> {
    let mut answer = Vec::new();
    for t in tokens {
        let found = d.options.iter().position(|o| {
            o.label == *t
                || (t == "yes" && o.value == OptionValue::Yes)
                || (t == "no" && o.value == OptionValue::No)
        });
        let by_number = t
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=d.options.len()).contains(n))
            .map(|n| n - 1);
        match found.or(by_number) {
            Some(i) => answer.push(i),
            None => return Err(format!("`{t}` is not a legal option. {}", d.describe())),
        }
    }
    Ok(answer)
}
