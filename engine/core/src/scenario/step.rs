//! One scenario step (`"p1 play spell target unit"`) as a typed record, and back.
//!
//! The steps every game shares are the core's: `pN pass`, `pN choose …`, `resolve`,
//! `end turn`, `expect <assertion>`, `expect pN decides`, `expect refused <step>`,
//! `expect fails [<kind>] ["<words>"] <step>` (`failure.rs`). Every
//! other verb, and every assertion, is the ruleset's (`ScenarioRules`), read with the same
//! word cursor ([`StepParser`]). A step that does not fit yields a [`StepError`] holding the
//! byte offset of the offending word inside the step string; `format.rs` turns it into a
//! `file:line:col` diagnostic. [`Display`](fmt::Display) prints the canonical one-line form
//! used in traces, and parsing that form gives the same step back.

use super::ScenarioRules;
use super::failure::{Expected, FailureKind};
use crate::diag::SourcePos;
use std::fmt;

/// A player's seat: `p1` is 0, `p2` is 1, and so on.
pub type PlayerIdx = usize;

/// One step of `[run] steps`, with the text it was written as and where.
#[derive(Debug, Clone, PartialEq)]
pub struct StepLine<R: ScenarioRules> {
    pub step: Step<R>,
    pub text: String,
    pub loc: SourcePos,
    /// The clauses the step shows (`{ step = "…", rules = ["815.2"] }`), each with the byte
    /// offset of its step in the file; empty for a plain string.
    pub rules: Vec<(String, usize)>,
}

/// An action, a driver command (`resolve`, `end turn`) or a check.
#[derive(Debug, Clone, PartialEq)]
pub enum Step<R: ScenarioRules> {
    Pass {
        player: PlayerIdx,
    },
    Choose {
        player: PlayerIdx,
        options: Vec<String>,
    },
    Resolve,
    EndTurn,
    Expect(R::Assertion),
    /// `expect pN decides`: a decision waits, and it is pN's to answer. Written between the
    /// step that raises the decision and its answer.
    ExpectDecides(PlayerIdx),
    /// Extension: `expect pN sees "<words>"` / `expect pN does not see "<words>"`: the trace so
    /// far, as that player may read it (lines about what only another player may look at are
    /// redacted or left out), has a line with the words or none.
    ExpectSees {
        player: PlayerIdx,
        words: String,
        sees: bool,
    },
    ExpectRefused(Box<Step<R>>),
    /// Extension: the step (any but `expect`) must fail as `Expected` says — any failure, or
    /// one of a kind, with words its message contains — and leave the state exactly as it was;
    /// the error is written to the trace. `expect refused "<words>"` is one of these.
    ExpectFails(Expected, Box<Step<R>>),
    /// A step of the ruleset's own (`pN play …`, `pN attack with …`, `damage`…).
    Rules(R::Step),
}

/// Why a step string does not parse: a message and the byte offset, inside the string, of
/// the word at fault (the string's length when a word is missing at the end).
#[derive(Debug, Clone, PartialEq)]
pub struct StepError {
    pub at: usize,
    pub message: String,
}

/// The whitespace-separated words of `s` with their byte offsets. Shared with card entries.
pub fn words(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(b)) => {
                out.push((b, &s[b..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(b) = start {
        out.push((b, &s[b..]));
    }
    out
}

/// `p1` → 0, `p2` → 1…; `None` for anything else, `p0` included.
pub fn parse_player(word: &str) -> Option<PlayerIdx> {
    let digits = word.strip_prefix('p')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits
        .parse::<usize>()
        .ok()
        .filter(|&n| n >= 1)
        .map(|n| n - 1)
}

/// Parses one step string.
pub fn parse_step<R: ScenarioRules>(text: &str) -> Result<Step<R>, StepError> {
    let mut p = StepParser::new(text);
    let step = p.step::<R>()?;
    p.finish()?;
    Ok(step)
}

/// Word cursor over one step. Commas are tokens of their own so that `a,b`, `a, b` and
/// `a ,b` all read as lists.
pub struct StepParser<'a> {
    text: &'a str,
    toks: Vec<(usize, &'a str)>,
    pos: usize,
    end: usize,
}

impl<'a> StepParser<'a> {
    pub fn new(text: &'a str) -> Self {
        let mut toks = Vec::new();
        for (at, w) in words(text) {
            let mut rest = (at, w);
            while let Some(i) = rest.1.find(',') {
                if i > 0 {
                    toks.push((rest.0, &rest.1[..i]));
                }
                toks.push((rest.0 + i, ","));
                rest = (rest.0 + i + 1, &rest.1[i + 1..]);
            }
            if !rest.1.is_empty() {
                toks.push(rest);
            }
        }
        StepParser {
            text,
            toks,
            pos: 0,
            end: text.len(),
        }
    }

    pub fn peek(&self) -> Option<&'a str> {
        self.toks.get(self.pos).map(|t| t.1)
    }

    /// The token after the next one.
    pub fn peek_second(&self) -> Option<&'a str> {
        self.toks.get(self.pos + 1).map(|t| t.1)
    }

    /// Skips the next token.
    pub fn advance(&mut self) {
        self.pos += 1;
    }

    /// Offset of the next token, or the end of the string.
    pub fn here(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end, |t| t.0)
    }

    pub fn err<T>(&self, message: impl Into<String>) -> Result<T, StepError> {
        Err(StepError {
            at: self.here(),
            message: message.into(),
        })
    }

    /// The next word (not a comma), or an error saying `expected`.
    pub fn word(&mut self, expected: &str) -> Result<&'a str, StepError> {
        match self.peek() {
            Some(w) if w != "," => {
                self.pos += 1;
                Ok(w)
            }
            Some(_) => self.err(format!("expected {expected}, found `,`")),
            None => self.err(format!("expected {expected}")),
        }
    }

    pub fn eat(&mut self, word: &str) -> bool {
        let hit = self.peek() == Some(word);
        if hit {
            self.pos += 1;
        }
        hit
    }

    pub fn keyword(&mut self, word: &str, expected: &str) -> Result<(), StepError> {
        if self.eat(word) {
            Ok(())
        } else {
            self.err(format!("expected {expected}"))
        }
    }

    pub fn number<N: std::str::FromStr>(&mut self, expected: &str) -> Result<N, StepError> {
        let at = self.here();
        let w = self.word(expected)?;
        w.parse().map_err(|_| StepError {
            at,
            message: format!("expected {expected}, found `{w}`"),
        })
    }

    pub fn player(&mut self, expected: &str) -> Result<PlayerIdx, StepError> {
        let at = self.here();
        let w = self.word(expected)?;
        parse_player(w).ok_or_else(|| StepError {
            at,
            message: format!("expected {expected} (`p1`, `p2`…), found `{w}`"),
        })
    }

    /// `<item>[, <item>…]`, each item read by `item`.
    pub fn list<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Result<T, StepError>,
    ) -> Result<Vec<T>, StepError> {
        let mut out = vec![item(self)?];
        while self.eat(",") {
            out.push(item(self)?);
        }
        Ok(out)
    }

    /// Words up to a comma, one of `stops`, or the end, joined by single spaces: keyword
    /// names may span several words.
    pub fn phrase(&mut self, stops: &[&str], expected: &str) -> Result<String, StepError> {
        let mut parts = Vec::new();
        while let Some(w) = self.peek() {
            if w == "," || stops.contains(&w) {
                break;
            }
            parts.push(w);
            self.pos += 1;
        }
        if parts.is_empty() {
            return self.err(format!("expected {expected}"));
        }
        Ok(parts.join(" "))
    }

    /// `"<words>"` if the next word opens a quote: the words up to the closing quote, as
    /// written; `None` when no quote opens here.
    pub fn quoted(&mut self) -> Result<Option<String>, StepError> {
        let at = self.here();
        if !self.peek().is_some_and(|w| w.starts_with('"')) {
            return Ok(None);
        }
        let Some(len) = self.text[at + 1..].find('"') else {
            return self.err("a quote opens here but never closes: `\"<words>\"`");
        };
        let close = at + 1 + len;
        let words = self.text[at + 1..close].to_string();
        if self.text[close + 1..]
            .chars()
            .next()
            .is_some_and(|c| !c.is_whitespace())
        {
            return Err(StepError {
                at: close + 1,
                message: "expected a space after the closing quote".into(),
            });
        }
        while self.toks.get(self.pos).is_some_and(|t| t.0 <= close) {
            self.pos += 1;
        }
        if words.trim().is_empty() {
            return Err(StepError {
                at,
                message: "the quoted words are empty: write some words of the message".into(),
            });
        }
        Ok(Some(words))
    }

    pub fn finish(&self) -> Result<(), StepError> {
        match self.peek() {
            None => Ok(()),
            Some(w) => self.err(format!("unexpected `{w}` after the end of the step")),
        }
    }

    fn step<R: ScenarioRules>(&mut self) -> Result<Step<R>, StepError> {
        let expected = format!(
            "a player (`p1`, `p2`…) or one of: {}",
            command_words::<R>().join(", ")
        );
        let Some(first) = self.peek() else {
            return self.err(format!("empty step; expected {expected}"));
        };
        if parse_player(first).is_some() {
            return self.player_step::<R>();
        }
        match first {
            "resolve" => {
                self.pos += 1;
                Ok(Step::Resolve)
            }
            "end" => {
                self.pos += 1;
                self.keyword("turn", "`turn` after `end`")?;
                Ok(Step::EndTurn)
            }
            "expect" => {
                self.pos += 1;
                if self.eat("refused") {
                    if let Some(words) = self.quoted()? {
                        let expected = Expected {
                            kind: Some(FailureKind::Refused),
                            words: Some(words),
                        };
                        return Ok(Step::ExpectFails(
                            expected,
                            Box::new(self.refusable::<R>()?),
                        ));
                    }
                    if self.peek().is_none_or(|w| parse_player(w).is_none()) {
                        return self.err(
                            "expected a player step (`pN play …`, `pN move …`…) after `expect refused`",
                        );
                    }
                    return Ok(Step::ExpectRefused(Box::new(self.player_step::<R>()?)));
                }
                if self.eat("fails") {
                    let expected = Expected::parse_after_fails(self)?;
                    if expected.kind == Some(FailureKind::Refused) {
                        return Ok(Step::ExpectFails(
                            expected,
                            Box::new(self.refusable::<R>()?),
                        ));
                    }
                    if self.peek().is_none_or(|w| w == "expect") {
                        return self.err("expected a step (`pN play …`, `resolve`, `end turn`…) after `expect fails`");
                    }
                    return Ok(Step::ExpectFails(expected, Box::new(self.step::<R>()?)));
                }
                if self.peek().is_some_and(|w| parse_player(w).is_some())
                    && self.peek_second() == Some("decides")
                {
                    let player = self.player("a player")?;
                    self.pos += 1;
                    return Ok(Step::ExpectDecides(player));
                }
                if self.peek().is_some_and(|w| parse_player(w).is_some())
                    && matches!(self.peek_second(), Some("sees" | "does"))
                {
                    let player = self.player("a player")?;
                    let sees = self.eat("sees");
                    if !sees {
                        self.keyword("does", "`sees` or `does not see`")?;
                        self.keyword("not", "`not see` after `does`")?;
                        self.keyword("see", "`see` after `does not`")?;
                    }
                    let Some(words) = self.quoted()? else {
                        return self
                            .err("expected the words in quotes: `expect p2 sees \"p1 draws\"`");
                    };
                    return Ok(Step::ExpectSees {
                        player,
                        words,
                        sees,
                    });
                }
                Ok(Step::Expect(R::parse_assertion(self)?))
            }
            _ => {
                let at = self.here();
                self.pos += 1;
                match R::parse_command(self, first) {
                    Some(step) => Ok(Step::Rules(step?)),
                    None => Err(StepError {
                        at,
                        message: format!("unknown step `{first}`; expected {expected}"),
                    }),
                }
            }
        }
    }

    /// The player step a refusal is expected of.
    fn refusable<R: ScenarioRules>(&mut self) -> Result<Step<R>, StepError> {
        if self.peek().is_none_or(|w| parse_player(w).is_none()) {
            return self
                .err("expected a player step (`pN play …`, `pN move …`…) after `expect refused`");
        }
        self.player_step::<R>()
    }

    fn player_step<R: ScenarioRules>(&mut self) -> Result<Step<R>, StepError> {
        let player = self.player("a player")?;
        let at = self.here();
        let verbs = R::VERBS;
        let verb = self.word(&format!("a verb after the player; one of: {verbs}"))?;
        match verb {
            "pass" => Ok(Step::Pass { player }),
            "choose" => Ok(Step::Choose {
                player,
                // `choose none`: no option at all, for "up to N" choices.
                options: self
                    .list(|p| p.phrase(&[], "an option (or `none`) after `choose`"))?
                    .into_iter()
                    .filter(|o| o != "none")
                    .collect(),
            }),
            _ => match R::parse_player_step(self, player, verb) {
                Some(step) => Ok(Step::Rules(step?)),
                None => Err(StepError {
                    at,
                    message: format!("unknown verb `{verb}`; expected one of: {verbs}"),
                }),
            },
        }
    }
}

/// The words that start a step without a player, core ones first.
fn command_words<R: ScenarioRules>() -> Vec<&'static str> {
    let mut v = vec!["resolve", "end turn", "expect"];
    v.extend(R::COMMANDS.iter().copied());
    v
}

fn p(i: &PlayerIdx) -> String {
    format!("p{}", i + 1)
}

impl<R: ScenarioRules> fmt::Display for Step<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Pass { player } => write!(f, "{} pass", p(player)),
            Step::Choose { player, options } => {
                write!(f, "{} choose {}", p(player), options.join(", "))
            }
            Step::Resolve => f.write_str("resolve"),
            Step::EndTurn => f.write_str("end turn"),
            Step::Expect(a) => write!(f, "expect {a}"),
            Step::ExpectDecides(player) => write!(f, "expect {} decides", p(player)),
            Step::ExpectSees {
                player,
                words,
                sees,
            } => {
                let verb = if *sees { "sees" } else { "does not see" };
                write!(f, "expect {} {verb} \"{words}\"", p(player))
            }
            Step::ExpectRefused(s) => write!(f, "expect refused {s}"),
            Step::ExpectFails(e, s) if e.kind == Some(FailureKind::Refused) => match &e.words {
                Some(w) => write!(f, "expect refused \"{w}\" {s}"),
                None => write!(f, "expect fails refused {s}"),
            },
            Step::ExpectFails(e, s) if *e == Expected::default() => write!(f, "expect fails {s}"),
            Step::ExpectFails(e, s) => write!(f, "expect fails {e} {s}"),
            Step::Rules(s) => write!(f, "{s}"),
        }
    }
}

impl<R: ScenarioRules> Step<R> {
    /// Every player the step names, so the loader can check them against the setup.
    pub fn players(&self) -> Vec<PlayerIdx> {
        match self {
            Step::Pass { player }
            | Step::Choose { player, .. }
            | Step::ExpectDecides(player)
            | Step::ExpectSees { player, .. } => vec![*player],
            Step::Resolve | Step::EndTurn => vec![],
            Step::ExpectRefused(s) | Step::ExpectFails(_, s) => s.players(),
            Step::Expect(a) => R::assertion_players(a),
            Step::Rules(s) => R::step_players(s),
        }
    }
}
