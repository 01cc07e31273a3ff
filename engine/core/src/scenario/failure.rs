//! Which failure an `expect refused` / `expect fails` step expects: its kind and the words its
//! message must contain (`expect fails script fault "budget" p1 play x`).
//!
//! A bare `expect fails <step>` accepts any failure, as the contract first wrote it; a check
//! that means a refusal must not pass on a script fault, so the kind narrows it, and the words
//! say which refusal or which fault: the rule the message cites, the limit a script hit.

use super::StepFailure;
use super::step::{StepError, StepParser};
use crate::rules::RulesError;
use std::fmt;

/// The kind of failure a step expects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailureKind {
    /// The rules refuse the action as illegal, or an answer names an option not offered.
    Refused,
    /// The rules could not finish it for another reason: a decision nobody could answer,
    /// something the engine does not do.
    RulesError,
    /// A card script failed or hit a limit of its sandbox.
    ScriptFault,
}

impl FailureKind {
    /// The words a step writes for the kind, in the order the parser tries them.
    const ALL: [(FailureKind, &'static str); 3] = [
        (FailureKind::Refused, "refused"),
        (FailureKind::RulesError, "rules error"),
        (FailureKind::ScriptFault, "script fault"),
    ];

    fn words(self) -> &'static str {
        FailureKind::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("", |(_, w)| w)
    }

    /// Whether `failure` is of this kind.
    pub fn matches(self, failure: &StepFailure) -> bool {
        let StepFailure::Rules(e) = failure else {
            return false;
        };
        match self {
            FailureKind::Refused => failure.is_refusal(),
            FailureKind::ScriptFault => matches!(e, RulesError::Script { .. }),
            FailureKind::RulesError => {
                !failure.is_refusal() && !matches!(e, RulesError::Script { .. })
            }
        }
    }
}

/// What an expecting step asks of the failure: a kind (none: any failure) and words its
/// message must contain.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Expected {
    pub kind: Option<FailureKind>,
    pub words: Option<String>,
}

impl Expected {
    /// A refusal, without words: a bare `expect refused`.
    pub fn refusal() -> Self {
        Expected {
            kind: Some(FailureKind::Refused),
            words: None,
        }
    }

    /// Why `failure` is not the failure expected, or `None` when it is.
    pub fn mismatch(&self, failure: &StepFailure) -> Option<String> {
        if let Some(k) = self.kind
            && !k.matches(failure)
        {
            return Some(format!("expected a {}, got: {failure}", k.noun()));
        }
        let text = failure.to_string();
        match &self.words {
            Some(w) if !text.contains(w.as_str()) => {
                Some(format!("expected a failure saying \"{w}\", got: {failure}"))
            }
            _ => None,
        }
    }

    /// After `expect fails`: an optional kind, then optional quoted words.
    pub(crate) fn parse_after_fails(p: &mut StepParser) -> Result<Self, StepError> {
        let kind = FailureKind::ALL.iter().find_map(|(k, w)| {
            let mut parts = w.split(' ');
            let first = parts.next()?;
            let second = parts.next();
            let hit = p.peek() == Some(first) && second.is_none_or(|s| p.peek_second() == Some(s));
            hit.then(|| {
                p.advance();
                if second.is_some() {
                    p.advance();
                }
                *k
            })
        });
        Ok(Expected {
            kind,
            words: p.quoted()?,
        })
    }
}

impl FailureKind {
    fn noun(self) -> &'static str {
        match self {
            FailureKind::Refused => "refusal",
            FailureKind::RulesError => "rules error",
            FailureKind::ScriptFault => "script fault",
        }
    }
}

/// `refused "words"` / `script fault`…, as written after `expect fails`; empty for any failure.
impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = vec![];
        if let Some(k) = self.kind {
            parts.push(k.words().to_string());
        }
        if let Some(w) = &self.words {
            parts.push(format!("\"{w}\""));
        }
        f.write_str(&parts.join(" "))
    }
}
