//! The rules boundary's error: why an action was refused or could not finish. Whatever the
//! cause, the game is restored to its state before the action.

use crate::diag::SourcePos;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The action is illegal now; the message cites the rule.
    Illegal(String),
    /// A decision had no acceptable answer (e.g. a scenario did not answer it).
    Unanswered(String),
    /// An agent answered with an option the engine does not offer: a refusal of that choice.
    NotOffered(String),
    /// A card script failed or hit a sandbox limit.
    Script {
        card: String,
        location: SourcePos,
        message: String,
        /// What the failing call printed (`print`, `debug`), undone with its effects.
        printed: Vec<String>,
    },
    /// Something the engine does not implement yet.
    NotSupported(String),
}

impl RulesError {
    pub fn illegal(msg: impl Into<String>) -> Self {
        RulesError::Illegal(msg.into())
    }
}

/// How many of a failed script's printed lines its error shows (the last ones), and how many
/// characters of each.
const SHOWN_LINES: usize = 5;
const SHOWN_CHARS: usize = 120;

/// Escaped as it is written (`shown.rs`): a script's message, a thrown value and its prints are
/// a pack's or a scenario's words, and may carry a terminal's control sequences.
impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        let f = &mut crate::shown::Escaping(f);
        match self {
            RulesError::Illegal(m) => write!(f, "illegal: {m}"),
            RulesError::Unanswered(m) | RulesError::NotOffered(m) => {
                write!(f, "unanswered decision: {m}")
            }
            RulesError::Script {
                card,
                location,
                message,
                printed,
            } => {
                write!(f, "{location}: script error in card `{card}`: {message}")?;
                // The last lines, each cut short: a printing loop's error stays readable.
                let skipped = printed.len().saturating_sub(SHOWN_LINES);
                if skipped > 0 {
                    write!(f, "\n  ({skipped} earlier printed lines not shown)")?;
                }
                for line in &printed[skipped..] {
                    write!(f, "\n  printed before the error: ")?;
                    match line.char_indices().nth(SHOWN_CHARS) {
                        Some((cut, _)) => write!(f, "{}…", &line[..cut])?,
                        None => f.write_str(line)?,
                    }
                }
                Ok(())
            }
            RulesError::NotSupported(m) => write!(f, "not supported yet: {m}"),
        }
    }
}

impl std::error::Error for RulesError {}

/// An agent that cannot answer: the action is undone and the failure says why.
impl From<crate::agent::AgentError> for RulesError {
    fn from(e: crate::agent::AgentError) -> Self {
        match e {
            crate::agent::AgentError::Unanswered(m) => RulesError::Unanswered(m),
            crate::agent::AgentError::NotOffered(m) => RulesError::NotOffered(m),
        }
    }
}
