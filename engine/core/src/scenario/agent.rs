//! The scenario agent: answers decisions from the step being run (`at`, `target`, `mode`,
//! `with`, `x`, in the order the engine raises them) and then from the answer steps that
//! follow it (`choose`, and the ruleset's: `assign`, `arrange`…). A decision nothing answers
//! fails the run, naming the decision and its options.

use super::ScenarioRules;
use super::step::{Step, StepLine};
use crate::agent::{Agent, AgentError};
use crate::model::ability_names;
use crate::ruleset::Ruleset;
use crate::state::decision::{Answer, Decision, DecisionKind, OptionValue};
use crate::state::{CoreEvent, Game};
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
    /// The value of X.
    X(u32),
    /// The options of the next decision of `kind` (about the object labelled `about`, when
    /// given), by label: what `attack with …` and `block … with …` write.
    Pick {
        kind: DecisionKind,
        about: Option<String>,
        labels: Vec<String>,
    },
    /// Every other decision of `kind` the action raises is answered with no option.
    NoneOther(DecisionKind),
}

/// Where a scenario run stands, shared between the runner and its agent: the answers given
/// ahead, the steps and the next one not taken yet.
pub struct ScenarioCursor<R: ScenarioRules> {
    pub pre: VecDeque<PreAnswer>,
    pub steps: Vec<StepLine<R>>,
    /// Index of the next step the runner has not taken yet.
    pub next: usize,
    /// Trace events for the steps this agent consumed while answering.
    pub notes: Vec<crate::state::CoreEvent>,
    /// Why an assertion checked while a decision waited was false: the step that raised the
    /// decision fails with this rather than with the agent's error.
    pub failure: Option<String>,
}

impl<R: ScenarioRules> Default for ScenarioCursor<R> {
    fn default() -> Self {
        ScenarioCursor {
            pre: VecDeque::new(),
            steps: Vec::new(),
            next: 0,
            notes: Vec::new(),
            failure: None,
        }
    }
}

pub type Shared<R> = Rc<RefCell<ScenarioCursor<R>>>;

impl<R: ScenarioRules> ScenarioCursor<R> {
    /// Keeps why an assertion failed while a decision waited, for the runner to report.
    fn fail(&mut self, why: String) -> AgentError {
        self.failure = Some(why.clone());
        AgentError::Unanswered(why)
    }
}

pub struct ScenarioAgent<R: ScenarioRules>(pub Shared<R>);

impl<R: ScenarioRules> ScenarioAgent<R> {
    fn pre_answer(&self, game: &Game<R>, d: &Decision<R>) -> Option<Result<Answer, AgentError>> {
        if d.kind == DecisionKind::OptionalCost {
            // `None`: the answer step that follows answers it.
            return self.optional_cost(game, d).map(Ok);
        }
        let mut s = self.0.borrow_mut();
        let about = d.about.map(|o| game.label(o).to_string());
        let picked = s.pre.iter().position(|p| match p {
            PreAnswer::Pick {
                kind, about: want, ..
            } => *kind == d.kind && (want.is_none() || *want == about),
            _ => false,
        });
        if let Some(i) = picked {
            let Some(PreAnswer::Pick { labels, .. }) = s.pre.remove(i) else {
                unreachable!("the position found a pick")
            };
            return Some(pick(game, d, &labels));
        }
        if s.pre.contains(&PreAnswer::NoneOther(d.kind)) && d.min_picks == 0 {
            return Some(Ok(Vec::new()));
        }
        let wanted = match d.kind {
            DecisionKind::Place => |p: &PreAnswer| matches!(p, PreAnswer::At(_)),
            DecisionKind::Target => |p: &PreAnswer| matches!(p, PreAnswer::Target(_)),
            DecisionKind::Mode => |p: &PreAnswer| matches!(p, PreAnswer::Mode(_)),
            DecisionKind::Number => |p: &PreAnswer| matches!(p, PreAnswer::X(_)),
            _ => return None,
        };
        let i = s.pre.iter().position(wanted)?;
        let token = match s.pre.remove(i)? {
            PreAnswer::At(t) | PreAnswer::Target(t) | PreAnswer::With(t) => t,
            PreAnswer::Mode(n) | PreAnswer::X(n) => n.to_string(),
            PreAnswer::Pick { .. } | PreAnswer::NoneOther(_) => return None,
        };
        Some(pick(game, d, &[token]))
    }

    /// `with <Keyword>` pays the optional cost that keyword offers, once per mention; without
    /// it the cost is not paid. Options are the ways of paying, then declining (last). When an
    /// instance can be paid in several ways, `with <option>` names one (`with Name [1]`), and
    /// the bare keyword takes the first. A card played by an effect as it resolves has no play
    /// step to declare `with` on: the answer step right after, `pN choose yes` (the first way)
    /// or a way's name, answers it then (`None`).
    fn optional_cost(&self, game: &Game<R>, d: &Decision<R>) -> Option<Answer> {
        let mut s = self.0.borrow_mut();
        let glossary = &game.catalog.glossary;
        let names: Vec<String> = d.options.iter().map(|o| o.name(game).to_string()).collect();
        let decline = names.len().saturating_sub(1);
        // The keyword may be written in French or English.
        let offered = names.first().and_then(|n| {
            glossary.by_name(n).or_else(|| {
                let e = glossary.entries.iter().position(|e| {
                    [&e.fr, &e.en].iter().any(|k| {
                        n.len() > k.len()
                            && n.starts_with(k.as_str())
                            && n[k.len()..].starts_with(' ')
                    })
                })?;
                glossary.by_id(&glossary.entries[e].id)
            })
        });
        let way = |w: &str| -> Option<usize> {
            let exact = names[..decline]
                .iter()
                .position(|n| crate::model::glossary::same_ignoring_case(n, w));
            exact.or_else(|| (offered.is_some() && glossary.by_name(w) == offered).then_some(0))
        };
        let found = s.pre.iter().enumerate().find_map(|(i, p)| match p {
            PreAnswer::With(w) => way(w).map(|k| (i, k)),
            _ => None,
        });
        match found {
            Some((i, k)) => {
                s.pre.remove(i);
                Some(vec![k])
            }
            None => {
                let answered_next = s.next < s.steps.len()
                    && matches!(
                        &s.steps[s.next].step,
                        Step::Choose { player, options }
                            if *player == d.player.index()
                                && matches!(options.as_slice(), [o] if o == "yes" || way(o).is_some())
                    );
                (!answered_next).then(|| vec![decline])
            }
        }
    }
}

/// How an answer step answers `d`, if it is one by `d`'s player.
fn answer_of<R: ScenarioRules>(
    step: &Step<R>,
    game: &Game<R>,
    d: &Decision<R>,
) -> Option<Result<Answer, AgentError>> {
    match step {
        Step::Choose { player, options } if *player == d.player.index() => {
            Some(pick(game, d, options))
        }
        Step::Rules(s) => R::answer(s, game, d),
        _ => None,
    }
}

impl<R: ScenarioRules> Agent<R> for ScenarioAgent<R> {
    fn decide(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<Answer, AgentError> {
        if let Some(answer) = self.pre_answer(game, d) {
            return answer;
        }
        let mut s = self.0.borrow_mut();
        loop {
            let next = s.next;
            let Some(step) = s.steps.get(next).map(|l| l.step.clone()) else {
                return Err(AgentError::Unanswered(format!(
                    "no step answers it. {}",
                    d.describe(game)
                )));
            };
            if let Some(answer) = answer_of(&step, game, d) {
                let text = s.steps[next].text.clone();
                s.notes.push(CoreEvent::Answered(text));
                s.next += 1;
                return answer;
            }
            let text = s.steps[next].text.clone();
            match &step {
                // An assertion between a step and its answer is checked while the decision
                // waits, on the game as it is then.
                Step::Expect(a) => {
                    if let Err(found) = R::check(game, a) {
                        return Err(s.fail(format!(
                            "expected `{a}` while a decision waited, but {found}. {}",
                            d.describe(game)
                        )));
                    }
                }
                // Who must answer the decision that waits.
                Step::ExpectDecides(p) if *p != d.player.index() => {
                    return Err(s.fail(format!(
                        "expected p{} to answer, but {}",
                        p + 1,
                        d.describe(game)
                    )));
                }
                Step::ExpectDecides(_) => {}
                Step::ExpectSees {
                    player,
                    words,
                    sees,
                } => {
                    if let Err(found) = super::run::sees_check(game, *player, words, *sees) {
                        return Err(s.fail(format!("{found} (while a decision waited)")));
                    }
                }
                // `expect refused pN …` while the decision waits: an answer that is not among
                // the legal options, or any step that is not an answer to it (by another
                // player than the one who decides, or another action: nothing else can be
                // done while a decision waits).
                Step::ExpectRefused(inner) => match answer_of(inner, game, d) {
                    // Options that are all offered, but more or fewer than the decision takes
                    // (`up to 3` given four): refused as the rules would refuse it.
                    Some(Ok(a)) if crate::rules::decide::fits(d, &a) => {
                        return Err(AgentError::Unanswered(format!(
                            "`{inner}` was expected to be refused, but it is a legal answer. {}",
                            d.describe(game)
                        )));
                    }
                    Some(_) => {
                        s.notes.push(CoreEvent::Answered(text));
                        s.notes.push(CoreEvent::AnswerRefused);
                        s.next += 1;
                        continue;
                    }
                    None => {
                        s.notes.push(CoreEvent::Answered(text));
                        s.notes.push(CoreEvent::RefusedAsExpected(format!(
                            "a decision waits for {}'s answer: {}",
                            d.player,
                            d.describe(game)
                        )));
                        s.next += 1;
                        continue;
                    }
                },
                _ => {
                    return Err(AgentError::Unanswered(format!(
                        "no step answers it. {}",
                        d.describe(game)
                    )));
                }
            }
            s.notes.push(CoreEvent::Answered(text));
            s.next += 1;
        }
    }

    fn take_notes(&mut self) -> Vec<CoreEvent> {
        std::mem::take(&mut self.0.borrow_mut().notes)
    }

    fn observe_forced(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<(), AgentError> {
        self.pre_answer(game, d).map_or(Ok(()), |r| r.map(|_| ()))
    }
}

/// Matches `assign 3 to a, 2 to b` with an option splitting amounts among objects, whatever
/// the order.
pub fn pick_split<R: Ruleset>(
    game: &Game<R>,
    d: &Decision<R>,
    parts: &[(u32, String)],
) -> Result<Answer, AgentError> {
    let mut want: Vec<(String, i32)> = parts
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, l)| (l.clone(), *n as i32))
        .collect();
    want.sort();
    let found = d.options.iter().position(|o| match &o.value {
        OptionValue::Split(split) => {
            let mut have: Vec<(String, i32)> =
                split.iter().map(|(u, n)| (u.label(game), *n)).collect();
            have.sort();
            have == want
        }
        _ => false,
    });
    found.map(|i| vec![i]).ok_or_else(|| {
        AgentError::NotOffered(format!(
            "that split is not a legal assignment. {}",
            d.describe(game)
        ))
    })
}

/// An ability written `<name> of <label>` as its card prints it, for comparing with the
/// options as a person may type them (`ability_names::typed`): the function's name older
/// scenarios give (`relay_2 of x`, `when_played of y`) is the ability the card prints for
/// it (`Relais (2nd) of x`).
fn as_printed<R: Ruleset>(game: &Game<R>, written: &str) -> String {
    let printed = written.rsplit_once(" of ").and_then(|(ability, source)| {
        let card = game.card(game.find_label(source)?);
        let name = card.ability_names.get(ability)?;
        Some(format!("{name} of {source}"))
    });
    ability_names::typed(printed.as_deref().unwrap_or(written))
}

/// Maps written options (labels — an ability as printed, or by its function as older
/// scenarios wrote it —, `yes`, `no`, 1-based numbers) to option indices.
pub fn pick<R: Ruleset>(
    game: &Game<R>,
    d: &Decision<R>,
    tokens: &[String],
) -> Result<Answer, AgentError> {
    let mut answer = Vec::new();
    for t in tokens {
        let found = d
            .options
            .iter()
            .position(|o| {
                o.name(game) == t.as_str()
                    || (t == "yes" && o.value == OptionValue::Yes)
                    || (t == "no" && o.value == OptionValue::No)
            })
            .or_else(|| {
                let typed = as_printed(game, t);
                d.options
                    .iter()
                    .position(|o| ability_names::typed(&o.name(game)) == typed)
            });
        let by_number = t
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=d.options.len()).contains(n))
            .map(|n| n - 1);
        match found.or(by_number) {
            Some(i) => answer.push(i),
            None => {
                return Err(AgentError::NotOffered(format!(
                    "`{t}` is not a legal option. {}",
                    d.describe(game)
                )));
            }
        }
    }
    Ok(answer)
}
