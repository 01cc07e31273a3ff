//! One scenario step (`"p1 play fendoir target poro"`) as a typed record, and back.
//!
//! The grammar is the table in `shared/formats/scenarios.md`: that page is a contract with the
//! people who write scenarios, so every form it lists parses here and nothing is guessed. A
//! step that does not fit yields a [`StepError`] holding the byte offset of the offending word
//! inside the step string; `format.rs` turns it into a `file:line:col` diagnostic.
//! [`Display`](fmt::Display) prints the canonical one-line form used in traces, and parsing
//! that form gives the same step back.

use crate::diag::SourcePos;

mod display;

/// A player's seat: `p1` is 0, `p2` is 1, and so on.
pub type PlayerIdx = usize;

/// One step of `[run] steps`, with the text it was written as and where.
#[derive(Debug, Clone, PartialEq)]
pub struct StepLine {
    pub step: Step,
    pub text: String,
    pub loc: SourcePos,
}

/// An action, a driver command (`resolve`, `end turn`) or a check.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    Play {
        player: PlayerIdx,
        card: String,
        at: Option<String>,
        targets: Vec<String>,
        mode: Option<u32>,
        with: Vec<String>,
        hidden: bool,
    },
    Activate {
        player: PlayerIdx,
        card: String,
        ability: String,
        targets: Vec<String>,
    },
    Move {
        player: PlayerIdx,
        units: Vec<String>,
        to: String,
    },
    Hide {
        player: PlayerIdx,
        card: String,
        at: String,
    },
    Pass {
        player: PlayerIdx,
    },
    Choose {
        player: PlayerIdx,
        options: Vec<String>,
    },
    Assign {
        player: PlayerIdx,
        parts: Vec<(u32, String)>,
    },
    Resolve,
    EndTurn,
    Expect(Assertion),
    ExpectRefused(Box<Step>),
    /// Extension: the step (any but `expect`) must fail — a script fault or a refusal — and
    /// leave the state exactly as it was; the error is written to the trace.
    ExpectFails(Box<Step>),
}

/// What `expect <assertion>` checks. Labels and keywords are kept as written.
#[derive(Debug, Clone, PartialEq)]
pub enum Assertion {
    Might(String, i32),
    In(String, String),
    Exhausted(String),
    Ready(String),
    Damage(String, u32),
    /// Keyword name as written (it may hold spaces, as some glossary names do) and its value.
    Has(String, String, Option<i32>),
    Lacks(String, String),
    AttachedTo(String, String),
    Points(PlayerIdx, u32),
    Xp(PlayerIdx, u32),
    Hand(PlayerIdx, u32),
    Deck(PlayerIdx, u32),
    ControlledBy(String, PlayerIdx),
    Uncontrolled(String),
    ChainEmpty,
    Chain(u32),
    Winner(PlayerIdx),
    Turn(PlayerIdx),
}

/// Why a step string does not parse: a message and the byte offset, inside the string, of
/// the word at fault (the string's length when a word is missing at the end).
#[derive(Debug, Clone, PartialEq)]
pub struct StepError {
    pub at: usize,
    pub message: String,
}

const VERBS: &str = "play, activate, move, hide, pass, choose, assign";
const PLAY_CLAUSES: [&str; 5] = ["at", "target", "mode", "with", "hidden"];
const PREDICATES: &str = "might <n>, in <zone>, exhausted, ready, damage <n>, has <Keyword>, \
     lacks <Keyword>, attached to <label>, controlled by pN, uncontrolled";

/// The whitespace-separated words of `s` with their byte offsets. Shared with card entries.
pub(crate) fn words(s: &str) -> Vec<(usize, &str)> {
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
pub fn parse_step(text: &str) -> Result<Step, StepError> {
    let mut p = Parser::new(text);
    let step = p.step()?;
    p.finish()?;
    Ok(step)
}

/// Word cursor over one step. Commas are tokens of their own so that `a,b`, `a, b` and
/// `a ,b` all read as lists.
struct Parser<'a> {
    toks: Vec<(usize, &'a str)>,
    pos: usize,
    end: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
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
        Parser {
            toks,
            pos: 0,
            end: text.len(),
        }
    }

    fn peek(&self) -> Option<&'a str> {
        self.toks.get(self.pos).map(|t| t.1)
    }

    /// Offset of the next token, or the end of the string.
    fn here(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end, |t| t.0)
    }

    fn err<T>(&self, message: impl Into<String>) -> Result<T, StepError> {
        Err(StepError {
            at: self.here(),
            message: message.into(),
        })
    }

    /// The next word (not a comma), or an error saying `expected`.
    fn word(&mut self, expected: &str) -> Result<&'a str, StepError> {
        match self.peek() {
            Some(w) if w != "," => {
                self.pos += 1;
                Ok(w)
            }
            Some(_) => self.err(format!("expected {expected}, found `,`")),
            None => self.err(format!("expected {expected}")),
        }
    }

    fn eat(&mut self, word: &str) -> bool {
        let hit = self.peek() == Some(word);
        if hit {
            self.pos += 1;
        }
        hit
    }

    fn keyword(&mut self, word: &str, expected: &str) -> Result<(), StepError> {
        if self.eat(word) {
            Ok(())
        } else {
            self.err(format!("expected {expected}"))
        }
    }

    fn number<N: std::str::FromStr>(&mut self, expected: &str) -> Result<N, StepError> {
        let at = self.here();
        let w = self.word(expected)?;
        w.parse().map_err(|_| StepError {
            at,
            message: format!("expected {expected}, found `{w}`"),
        })
    }

    fn player(&mut self, expected: &str) -> Result<PlayerIdx, StepError> {
        let at = self.here();
        let w = self.word(expected)?;
        parse_player(w).ok_or_else(|| StepError {
            at,
            message: format!("expected {expected} (`p1`, `p2`…), found `{w}`"),
        })
    }

    /// `<item>[, <item>…]`, each item read by `item`.
    fn list<T>(
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
    fn phrase(&mut self, stops: &[&str], expected: &str) -> Result<String, StepError> {
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

    fn finish(&self) -> Result<(), StepError> {
        match self.peek() {
            None => Ok(()),
            Some(w) => self.err(format!("unexpected `{w}` after the end of the step")),
        }
    }

    fn step(&mut self) -> Result<Step, StepError> {
        let expected = "a player (`p1`, `p2`…) or one of: resolve, end turn, expect";
        let Some(first) = self.peek() else {
            return self.err(format!("empty step; expected {expected}"));
        };
        if parse_player(first).is_some() {
            return self.player_step();
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
                    if self.peek().is_none_or(|w| parse_player(w).is_none()) {
                        return self.err(
                            "expected a player step (`pN play …`, `pN move …`…) after `expect refused`",
                        );
                    }
                    return Ok(Step::ExpectRefused(Box::new(self.player_step()?)));
                }
                if self.eat("fails") {
                    if self.peek().is_none_or(|w| w == "expect") {
                        return self.err("expected a step (`pN play …`, `resolve`, `end turn`…) after `expect fails`");
                    }
                    return Ok(Step::ExpectFails(Box::new(self.step()?)));
                }
                Ok(Step::Expect(self.assertion()?))
            }
            _ => self.err(format!("unknown step `{first}`; expected {expected}")),
        }
    }

    fn player_step(&mut self) -> Result<Step, StepError> {
        let player = self.player("a player")?;
        let at = self.here();
        let verb = self.word(&format!("a verb after the player; one of: {VERBS}"))?;
        match verb {
            "play" => self.play(player),
            "activate" => {
                let card = self.word("the label of the card after `activate`")?;
                let ability = self.phrase(
                    &["target"],
                    "an ability (keyword name or 1-based index) after the card of `activate`",
                )?;
                let targets = if self.eat("target") {
                    self.list(|p| p.word("a label after `target`"))?
                } else {
                    vec![]
                };
                Ok(Step::Activate {
                    player,
                    card: card.into(),
                    ability,
                    targets: targets.into_iter().map(String::from).collect(),
                })
            }
            "move" => {
                let units = self.list(|p| p.word("the label of a unit after `move`"))?;
                self.keyword("to", "`to <location>` after the units of `move`")?;
                let to = self.word("a location (`base` or a battlefield id) after `to`")?;
                Ok(Step::Move {
                    player,
                    units: units.into_iter().map(String::from).collect(),
                    to: to.into(),
                })
            }
            "hide" => {
                let card = self.word("the label of a card after `hide`")?;
                self.keyword("at", "`at <battlefield>` after the card of `hide`")?;
                let at = self.word("a battlefield id after `at`")?;
                Ok(Step::Hide {
                    player,
                    card: card.into(),
                    at: at.into(),
                })
            }
            "pass" => Ok(Step::Pass { player }),
            "choose" => Ok(Step::Choose {
                player,
                // `choose none`: no option at all, for "up to N" choices (355.13).
                options: self
                    .list(|p| p.phrase(&[], "an option (or `none`) after `choose`"))?
                    .into_iter()
                    .filter(|o| o != "none")
                    .collect(),
            }),
            "assign" => Ok(Step::Assign {
                player,
                parts: self.list(|p| {
                    let n = p.number("an amount of damage (`assign <n> to <label>`)")?;
                    p.keyword("to", "`to <label>` after the amount of `assign`")?;
                    Ok((n, p.word("a label after `to`")?.to_string()))
                })?,
            }),
            _ => Err(StepError {
                at,
                message: format!("unknown verb `{verb}`; expected one of: {VERBS}"),
            }),
        }
    }

    fn play(&mut self, player: PlayerIdx) -> Result<Step, StepError> {
        let card = self.word("the label of the card after `play`")?.to_string();
        let (mut at, mut targets, mut mode, mut with, mut hidden) = (None, None, None, None, false);
        while let Some(w) = self.peek() {
            let seen = match w {
                "at" => at.is_some(),
                "target" => targets.is_some(),
                "mode" => mode.is_some(),
                "with" => with.is_some(),
                "hidden" => hidden,
                _ => {
                    return self.err(format!(
                        "unexpected `{w}` in `play`; expected one of: {}",
                        PLAY_CLAUSES.join(", ")
                    ));
                }
            };
            if seen {
                return self.err(format!("`{w}` given twice in `play`"));
            }
            self.pos += 1;
            match w {
                "at" => at = Some(self.word("a location after `at`")?.to_string()),
                "target" => {
                    let l = self.list(|p| p.word("a label after `target`"))?;
                    targets = Some(l.into_iter().map(String::from).collect());
                }
                "mode" => mode = Some(self.number("a 1-based mode number after `mode`")?),
                "with" => {
                    with = Some(self.list(|p| p.phrase(&PLAY_CLAUSES, "a keyword after `with`"))?)
                }
                _ => hidden = true,
            }
        }
        Ok(Step::Play {
            player,
            card,
            at,
            targets: targets.unwrap_or_default(),
            mode,
            with: with.unwrap_or_default(),
            hidden,
        })
    }

    fn assertion(&mut self) -> Result<Assertion, StepError> {
        let first = self.word("an assertion after `expect`")?;
        let player = parse_player(first);
        match (first, self.peek()) {
            ("chain", Some("empty")) => {
                self.pos += 1;
                return Ok(Assertion::ChainEmpty);
            }
            ("chain", _) => return Ok(Assertion::Chain(self.number("`empty` or a number")?)),
            ("winner", _) => return Ok(Assertion::Winner(self.player("a player")?)),
            ("turn", _) => return Ok(Assertion::Turn(self.player("a player")?)),
            (_, Some(counter @ ("points" | "xp" | "hand" | "deck"))) if player.is_some() => {
                self.pos += 1;
                let n = self.number(&format!("a number after `{counter}`"))?;
                let p = player.unwrap_or_default();
                return Ok(match counter {
                    "points" => Assertion::Points(p, n),
                    "xp" => Assertion::Xp(p, n),
                    "hand" => Assertion::Hand(p, n),
                    _ => Assertion::Deck(p, n),
                });
            }
            _ => {}
        }
        let label = first.to_string();
        let at = self.here();
        let pred = self.word(&format!(
            "a predicate after `{first}`; one of: {PREDICATES}"
        ))?;
        Ok(match pred {
            "might" => Assertion::Might(label, self.number("a number after `might`")?),
            "in" => Assertion::In(label, self.word("a zone or location after `in`")?.into()),
            "exhausted" => Assertion::Exhausted(label),
            "ready" => Assertion::Ready(label),
            "damage" => Assertion::Damage(label, self.number("a number after `damage`")?),
            "has" => {
                let kw = self.phrase(&[], "a keyword after `has`")?;
                match kw.rsplit_once(' ') {
                    Some((name, n)) if n.parse::<i32>().is_ok() => {
                        Assertion::Has(label, name.into(), n.parse().ok())
                    }
                    _ => Assertion::Has(label, kw, None),
                }
            }
            "lacks" => Assertion::Lacks(label, self.phrase(&[], "a keyword after `lacks`")?),
            "attached" => {
                self.keyword("to", "`to <label>` after `attached`")?;
                Assertion::AttachedTo(label, self.word("a label after `attached to`")?.into())
            }
            "controlled" => {
                self.keyword("by", "`by pN` after `controlled`")?;
                Assertion::ControlledBy(label, self.player("a player after `controlled by`")?)
            }
            "uncontrolled" => Assertion::Uncontrolled(label),
            _ => {
                return Err(StepError {
                    at,
                    message: format!("unknown predicate `{pred}`; expected one of: {PREDICATES}"),
                });
            }
        })
    }
}
