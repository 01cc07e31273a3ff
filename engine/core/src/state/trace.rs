//! The trace: what happened in a game, one typed event a line, rendered to text only where a
//! person or a snapshot reads it. The core records its own events (decisions, script prints,
//! scenario steps); the ruleset records its game's (`Ruleset::Event`). A game that does not
//! trace (probes, simulations) builds no event at all.

use super::ids::PlayerId;
use crate::ruleset::Ruleset;
use std::fmt;
use std::rc::Rc;

/// One line of a trace.
#[derive(Clone, Debug, PartialEq)]
pub enum TraceLine<R: Ruleset> {
    /// What the core records.
    Core(CoreEvent),
    /// What the ruleset records.
    Rules(R::Event),
}

/// The events the core itself records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoreEvent {
    /// A decision with one legal option, taken by the engine: `p1 <prompt> (only option): x`.
    Forced {
        player: PlayerId,
        prompt: String,
        option: String,
    },
    /// A decision an agent answered: `p1 <prompt>: a, b` (`nothing` for no option).
    Decided {
        player: PlayerId,
        prompt: String,
        chosen: Vec<String>,
    },
    /// A line a script printed (`print`, `debug`), with the card whose script it was.
    Printed { card: Rc<str>, line: String },
    /// A scenario step about to run, as written: `> p1 pass`.
    Step(String),
    /// Why a scenario step failed.
    StepFailed(String),
    /// An `expect refused` step, refused as expected, and why.
    RefusedAsExpected(String),
    /// An `expect fails` step, failed as expected with the state unchanged, and why.
    FailedAsExpected(String),
    /// An answer step the scenario agent took while a decision waited: `> p1 choose x`.
    Answered(String),
    /// An `expect refused` answer step, while a decision waited: not among the legal answers.
    AnswerRefused,
    /// In a game played out, an action a later choice made illegal, undone.
    Undone { player: PlayerId, why: String },
    /// A game played out stopped at the turn limit.
    TurnLimit(u32),
}

impl fmt::Display for CoreEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoreEvent::Forced {
                player,
                prompt,
                option,
            } => write!(f, "  {player} {prompt} (only option): {option}"),
            CoreEvent::Decided {
                player,
                prompt,
                chosen,
            } => {
                let chosen = if chosen.is_empty() {
                    "nothing".to_string()
                } else {
                    chosen.join(", ")
                };
                write!(f, "  {player} {prompt}: {chosen}")
            }
            CoreEvent::Printed { card, line } => write!(f, "  [{card}] {line}"),
            CoreEvent::Step(text) | CoreEvent::Answered(text) => write!(f, "> {text}"),
            CoreEvent::StepFailed(why) => write!(f, "  step failed: {why}"),
            CoreEvent::RefusedAsExpected(why) => write!(f, "  refused as expected: {why}"),
            CoreEvent::FailedAsExpected(why) => {
                write!(f, "  failed as expected, state unchanged: {why}")
            }
            CoreEvent::AnswerRefused => {
                f.write_str("  refused as expected: not among the legal answers")
            }
            CoreEvent::Undone { player, why } => {
                write!(f, "  {player}'s action was refused and undone: {why}")
            }
            CoreEvent::TurnLimit(turns) => write!(f, "draw: no winner after {turns} turns"),
        }
    }
}

impl<R: Ruleset> fmt::Display for TraceLine<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TraceLine::Core(e) => write!(f, "{e}"),
            TraceLine::Rules(e) => write!(f, "{e}"),
        }
    }
}

/// A trace as text, one line an event.
pub fn render<R: Ruleset>(trace: &[TraceLine<R>]) -> Vec<String> {
    trace.iter().map(|l| l.to_string()).collect()
}
