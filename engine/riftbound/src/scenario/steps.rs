//! Riftbound's scenario steps and assertions (the table of docs/SCENARIOS.md), as typed records
//! read with the core's word cursor, and back to their canonical one-line form.

use crate::state::Game;
use grimoire_core::agent::AgentError;
use grimoire_core::scenario::agent::pick_split;
use grimoire_core::scenario::{Aim, PlayerIdx, StepError, StepParser, parse_player};
use grimoire_core::state::decision::Answer;
use std::fmt;

/// A Riftbound step: an action with its pre-answers, or an answer (`assign`).
#[derive(Debug, Clone, PartialEq)]
pub enum RiftStep {
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
    Assign {
        player: PlayerIdx,
        parts: Vec<(u32, String)>,
    },
}

/// What `expect <assertion>` checks. Labels and keywords are kept as written.
#[derive(Debug, Clone, PartialEq)]
pub enum Assertion {
    Might(String, i32),
    In(String, String),
    Exhausted(String),
    /// 423.1.a: stunned (`true`) or not.
    Stunned(String, bool),
    Ready(String),
    Damage(String, u32),
    /// Keyword name as written (it may hold spaces, as some glossary names do) and its value.
    Has(String, String, Option<i32>),
    Lacks(String, String),
    AttachedTo(String, String),
    /// Attached to nothing.
    Unattached(String),
    /// 426.1: has a buff.
    Buffed(String),
    /// `<label> not <predicate>`: the predicate does not hold of that object.
    Not(Box<Assertion>),
    /// The top cards of a player's main deck, top first (not necessarily all of them).
    DeckTop(PlayerIdx, Vec<String>),
    /// The very bottom card of a player's main deck.
    DeckBottom(PlayerIdx, String),
    Points(PlayerIdx, u32),
    Xp(PlayerIdx, u32),
    Hand(PlayerIdx, u32),
    Deck(PlayerIdx, u32),
    /// The number of objects at a player's base: units, gear and runes.
    Base(PlayerIdx, u32),
    ControlledBy(String, PlayerIdx),
    Uncontrolled(String),
    ChainEmpty,
    Chain(u32),
    Winner(PlayerIdx),
    Turn(PlayerIdx),
}

const PLAY_CLAUSES: [&str; 5] = ["at", "target", "mode", "with", "hidden"];
const PREDICATES: &str = "might <n>, in <zone>, exhausted, ready, stunned, unstunned, damage <n>, has <Keyword>, \
     lacks <Keyword>, attached to <label>, unattached, buffed, unbuffed, controlled by pN, uncontrolled, \
     not <predicate>";

/// The step after `pN <verb>`; `None` for a verb Riftbound does not have.
pub fn parse_player_step(
    p: &mut StepParser,
    player: PlayerIdx,
    verb: &str,
) -> Option<Result<RiftStep, StepError>> {
    let step = match verb {
        "play" => play(p, player),
        "activate" => activate(p, player),
        "move" => r#move(p, player),
        "hide" => hide(p, player),
        "assign" => assign(p, player),
        _ => return None,
    };
    Some(step)
}

fn activate(p: &mut StepParser, player: PlayerIdx) -> Result<RiftStep, StepError> {
    let (card, ability, targets) = p.activation(Aim::Labels)?;
    Ok(RiftStep::Activate {
        player,
        card,
        ability,
        targets,
    })
}

fn r#move(p: &mut StepParser, player: PlayerIdx) -> Result<RiftStep, StepError> {
    let units = p.labels("the label of a unit after `move`")?;
    p.keyword("to", "`to <location>` after the units of `move`")?;
    let to = p.word("a location (`base` or a battlefield id) after `to`")?;
    Ok(RiftStep::Move {
        player,
        units,
        to: to.into(),
    })
}

fn hide(p: &mut StepParser, player: PlayerIdx) -> Result<RiftStep, StepError> {
    let card = p.word("the label of a card after `hide`")?;
    p.keyword("at", "`at <battlefield>` after the card of `hide`")?;
    let at = p.word("a battlefield id after `at`")?;
    Ok(RiftStep::Hide {
        player,
        card: card.into(),
        at: at.into(),
    })
}

fn assign(p: &mut StepParser, player: PlayerIdx) -> Result<RiftStep, StepError> {
    Ok(RiftStep::Assign {
        player,
        parts: p.assignment(Aim::Labels)?,
    })
}

fn play(p: &mut StepParser, player: PlayerIdx) -> Result<RiftStep, StepError> {
    let card = p.word("the label of the card after `play`")?.to_string();
    let (mut at, mut targets, mut mode, mut with, mut hidden) = (None, None, None, None, false);
    let mut given = Vec::new();
    while let Some(w) = p.clause("play", &PLAY_CLAUSES, &mut given)? {
        match w {
            "at" => at = Some(p.word("a location after `at`")?.to_string()),
            "target" => targets = Some(p.labels("a label after `target`")?),
            "mode" => mode = Some(p.number("a 1-based mode number after `mode`")?),
            "with" => with = Some(p.list(|p| p.phrase(&PLAY_CLAUSES, "a keyword after `with`"))?),
            _ => hidden = true,
        }
    }
    Ok(RiftStep::Play {
        player,
        card,
        at,
        targets: targets.unwrap_or_default(),
        mode,
        with: with.unwrap_or_default(),
        hidden,
    })
}

/// The assertion after `expect`.
pub fn parse_assertion(p: &mut StepParser) -> Result<Assertion, StepError> {
    let first = p.word("an assertion after `expect`")?;
    let player = parse_player(first);
    match (first, p.peek()) {
        ("chain", Some("empty")) => {
            p.advance();
            return Ok(Assertion::ChainEmpty);
        }
        ("chain", _) => return Ok(Assertion::Chain(p.number("`empty` or a number")?)),
        ("winner", _) => return Ok(Assertion::Winner(p.player("a player")?)),
        ("turn", _) => return Ok(Assertion::Turn(p.player("a player")?)),
        (_, Some("deck")) if player.is_some() && p.peek_second().is_some_and(|w| w == "top") => {
            p.advance();
            p.advance();
            let pl = player.unwrap_or_default();
            return Ok(Assertion::DeckTop(
                pl,
                p.labels("a label after `deck top`")?,
            ));
        }
        (_, Some("deck")) if player.is_some() && p.peek_second() == Some("bottom") => {
            p.advance();
            p.advance();
            let pl = player.unwrap_or_default();
            let l = p.word("a label after `deck bottom`")?;
            return Ok(Assertion::DeckBottom(pl, l.into()));
        }
        (_, Some(counter @ ("points" | "xp" | "hand" | "deck" | "base"))) if player.is_some() => {
            p.advance();
            let n = p.number(&format!("a number after `{counter}`"))?;
            let pl = player.unwrap_or_default();
            return Ok(match counter {
                "points" => Assertion::Points(pl, n),
                "xp" => Assertion::Xp(pl, n),
                "hand" => Assertion::Hand(pl, n),
                "base" => Assertion::Base(pl, n),
                _ => Assertion::Deck(pl, n),
            });
        }
        _ => {}
    }
    label_assertion(p, first.to_string())
}

/// `<label> <predicate>`.
fn label_assertion(p: &mut StepParser, label: String) -> Result<Assertion, StepError> {
    let at = p.here();
    let pred = p.word(&format!(
        "a predicate after `{label}`; one of: {PREDICATES}"
    ))?;
    Ok(match pred {
        "not" => {
            let inner = label_assertion(p, label)?;
            if matches!(inner, Assertion::Not(_)) {
                return Err(StepError {
                    at,
                    message: "`not not`: write the predicate itself".into(),
                });
            }
            Assertion::Not(Box::new(inner))
        }
        "unattached" => Assertion::Unattached(label),
        "buffed" => Assertion::Buffed(label),
        // As `unstunned` is to `stunned`.
        "unbuffed" => Assertion::Not(Box::new(Assertion::Buffed(label))),
        "might" => Assertion::Might(label, p.number("a number after `might`")?),
        "in" => Assertion::In(label, p.word("a zone or location after `in`")?.into()),
        "exhausted" => Assertion::Exhausted(label),
        "ready" => Assertion::Ready(label),
        "stunned" => Assertion::Stunned(label, true),
        "unstunned" => Assertion::Stunned(label, false),
        "damage" => Assertion::Damage(label, p.number("a number after `damage`")?),
        "has" => {
            let (kw, value) = p.keyword_and_value("a keyword after `has`")?;
            Assertion::Has(label, kw, value)
        }
        "lacks" => Assertion::Lacks(label, p.phrase(&[], "a keyword after `lacks`")?),
        "attached" => Assertion::AttachedTo(label, p.attached_to()?),
        "controlled" => {
            p.keyword("by", "`by pN` after `controlled`")?;
            Assertion::ControlledBy(label, p.player("a player after `controlled by`")?)
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

/// `assign` answers a damage-assignment decision of its player.
pub fn answer(
    step: &RiftStep,
    game: &Game,
    d: &crate::state::decision::Decision,
) -> Option<Result<Answer, AgentError>> {
    match step {
        RiftStep::Assign { player, parts } if *player == d.player.index() => {
            Some(pick_split(game, d, parts))
        }
        _ => None,
    }
}

impl RiftStep {
    /// Every player the step names, so the loader can check them against the setup.
    pub fn players(&self) -> Vec<PlayerIdx> {
        match self {
            RiftStep::Play { player, .. }
            | RiftStep::Activate { player, .. }
            | RiftStep::Move { player, .. }
            | RiftStep::Hide { player, .. }
            | RiftStep::Assign { player, .. } => vec![*player],
        }
    }
}

impl Assertion {
    /// Every player the assertion names.
    pub fn players(&self) -> Vec<PlayerIdx> {
        match self {
            Assertion::Points(i, _)
            | Assertion::Xp(i, _)
            | Assertion::Hand(i, _)
            | Assertion::Deck(i, _)
            | Assertion::Base(i, _)
            | Assertion::DeckTop(i, _)
            | Assertion::DeckBottom(i, _)
            | Assertion::ControlledBy(_, i)
            | Assertion::Winner(i)
            | Assertion::Turn(i) => vec![*i],
            Assertion::Not(a) => a.players(),
            _ => vec![],
        }
    }
}

fn p(i: &PlayerIdx) -> String {
    format!("p{}", i + 1)
}

impl fmt::Display for RiftStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RiftStep::Play {
                player,
                card,
                at,
                targets,
                mode,
                with,
                hidden,
            } => {
                write!(f, "{} play {card}", p(player))?;
                if let Some(at) = at {
                    write!(f, " at {at}")?;
                }
                if !targets.is_empty() {
                    write!(f, " target {}", targets.join(", "))?;
                }
                if let Some(mode) = mode {
                    write!(f, " mode {mode}")?;
                }
                if !with.is_empty() {
                    write!(f, " with {}", with.join(", "))?;
                }
                if *hidden {
                    write!(f, " hidden")?;
                }
                Ok(())
            }
            RiftStep::Activate {
                player,
                card,
                ability,
                targets,
            } => {
                write!(f, "{} activate {card} {ability}", p(player))?;
                if !targets.is_empty() {
                    write!(f, " target {}", targets.join(", "))?;
                }
                Ok(())
            }
            RiftStep::Move { player, units, to } => {
                write!(f, "{} move {} to {to}", p(player), units.join(", "))
            }
            RiftStep::Hide { player, card, at } => write!(f, "{} hide {card} at {at}", p(player)),
            RiftStep::Assign { player, parts } => {
                let parts: Vec<String> = parts.iter().map(|(n, l)| format!("{n} to {l}")).collect();
                write!(f, "{} assign {}", p(player), parts.join(", "))
            }
        }
    }
}

impl fmt::Display for Assertion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Assertion::Might(l, n) => write!(f, "{l} might {n}"),
            Assertion::In(l, z) => write!(f, "{l} in {z}"),
            Assertion::Exhausted(l) => write!(f, "{l} exhausted"),
            Assertion::Stunned(l, true) => write!(f, "{l} stunned"),
            Assertion::Stunned(l, false) => write!(f, "{l} unstunned"),
            Assertion::Ready(l) => write!(f, "{l} ready"),
            Assertion::Damage(l, n) => write!(f, "{l} damage {n}"),
            Assertion::Has(l, k, None) => write!(f, "{l} has {k}"),
            Assertion::Has(l, k, Some(n)) => write!(f, "{l} has {k} {n}"),
            Assertion::Lacks(l, k) => write!(f, "{l} lacks {k}"),
            Assertion::AttachedTo(l, t) => write!(f, "{l} attached to {t}"),
            Assertion::Unattached(l) => write!(f, "{l} unattached"),
            Assertion::Buffed(l) => write!(f, "{l} buffed"),
            Assertion::Not(a) => {
                let text = a.to_string();
                let (label, rest) = text.split_once(' ').unwrap_or((&text, ""));
                write!(f, "{label} not {rest}")
            }
            Assertion::DeckTop(i, l) => write!(f, "{} deck top {}", p(i), l.join(", ")),
            Assertion::DeckBottom(i, l) => write!(f, "{} deck bottom {l}", p(i)),
            Assertion::Points(i, n) => write!(f, "{} points {n}", p(i)),
            Assertion::Xp(i, n) => write!(f, "{} xp {n}", p(i)),
            Assertion::Hand(i, n) => write!(f, "{} hand {n}", p(i)),
            Assertion::Deck(i, n) => write!(f, "{} deck {n}", p(i)),
            Assertion::Base(i, n) => write!(f, "{} base {n}", p(i)),
            Assertion::ControlledBy(l, i) => write!(f, "{l} controlled by {}", p(i)),
            Assertion::Uncontrolled(l) => write!(f, "{l} uncontrolled"),
            Assertion::ChainEmpty => f.write_str("chain empty"),
            Assertion::Chain(n) => write!(f, "chain {n}"),
            Assertion::Winner(i) => write!(f, "winner {}", p(i)),
            Assertion::Turn(i) => write!(f, "turn {}", p(i)),
        }
    }
}
