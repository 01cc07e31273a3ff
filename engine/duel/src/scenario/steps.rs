//! The duel game's scenario steps (docs/SCENARIOS.md, the duel's table), as typed records read
//! with the core's word cursor, and back to their canonical one-line form.

use crate::state::Game;
use crate::state::decision::{Decision, DecisionKind};
use grimoire_core::agent::AgentError;
use grimoire_core::scenario::agent::{pick, pick_split};
use grimoire_core::scenario::{Aim, PlayerIdx, StepError, StepParser};
use grimoire_core::state::decision::Answer;
use std::fmt;

/// A duel step: an action with its pre-answers, a combat driver, or an answer.
#[derive(Debug, Clone, PartialEq)]
pub enum DuelStep {
    /// Cast a spell or play a land; targets may be players (`p2`).
    Play {
        player: PlayerIdx,
        card: String,
        targets: Vec<String>,
        mode: Option<u32>,
        x: Option<u32>,
    },
    /// An activated ability, by keyword or 1-based index among the card's activated abilities.
    Activate {
        player: PlayerIdx,
        card: String,
        ability: String,
        targets: Vec<String>,
    },
    /// Passes to the declare-attackers step and declares these attackers (none: empty).
    Attack {
        player: PlayerIdx,
        attackers: Vec<String>,
    },
    /// Passes to the declare-blockers step and declares these blocks: each attacker with its
    /// blockers (none: empty).
    Block {
        player: PlayerIdx,
        blocks: Vec<(String, Vec<String>)>,
    },
    /// Answers a combat-damage assignment: amounts to creatures or players.
    Assign {
        player: PlayerIdx,
        parts: Vec<(u32, String)>,
    },
    /// Answers a Regard/Destin decision: the cards kept on top (top first), those put under.
    Arrange {
        player: PlayerIdx,
        top: Vec<String>,
        bottom: Vec<String>,
    },
    /// Passes until the next combat damage step has dealt its damage and settled.
    Damage,
}

const PLAY_CLAUSES: [&str; 3] = ["target", "mode", "x"];

/// The step after `pN <verb>`; `None` for a verb the duel game does not have.
pub fn parse_player_step(
    p: &mut StepParser,
    player: PlayerIdx,
    verb: &str,
) -> Option<Result<DuelStep, StepError>> {
    let step = match verb {
        "play" => play(p, player),
        "activate" => activate(p, player),
        "attack" => attack(p, player),
        "block" => block(p, player),
        "assign" => assign(p, player),
        "arrange" => arrange(p, player),
        _ => return None,
    };
    Some(step)
}

/// `damage`.
pub fn parse_command(_: &mut StepParser, word: &str) -> Option<Result<DuelStep, StepError>> {
    (word == "damage").then_some(Ok(DuelStep::Damage))
}

fn play(p: &mut StepParser, player: PlayerIdx) -> Result<DuelStep, StepError> {
    let card = p.word("the label of the card after `play`")?.to_string();
    let (mut targets, mut mode, mut x) = (None, None, None);
    let mut given = Vec::new();
    while let Some(w) = p.clause("play", &PLAY_CLAUSES, &mut given)? {
        match w {
            "target" => targets = Some(p.labels("a label or a player after `target`")?),
            "mode" => mode = Some(p.number("a 1-based mode number after `mode`")?),
            _ => x = Some(p.number("the value of X after `x`")?),
        }
    }
    Ok(DuelStep::Play {
        player,
        card,
        targets: targets.unwrap_or_default(),
        mode,
        x,
    })
}

fn activate(p: &mut StepParser, player: PlayerIdx) -> Result<DuelStep, StepError> {
    let (card, ability, targets) = p.activation(Aim::LabelsOrPlayers)?;
    Ok(DuelStep::Activate {
        player,
        card,
        ability,
        targets,
    })
}

fn attack(p: &mut StepParser, player: PlayerIdx) -> Result<DuelStep, StepError> {
    p.keyword(
        "with",
        "`with <label>[, <label>…]` or `with none` after `attack`",
    )?;
    if p.eat("none") {
        return Ok(DuelStep::Attack {
            player,
            attackers: vec![],
        });
    }
    Ok(DuelStep::Attack {
        player,
        attackers: p.labels("the label of an attacking creature")?,
    })
}

/// `block <attacker> with <blocker>[, …][; <attacker> with …]` or `block none`. A `;` may end a
/// word (`veteran;`) or stand alone.
fn block(p: &mut StepParser, player: PlayerIdx) -> Result<DuelStep, StepError> {
    if p.eat("none") {
        return Ok(DuelStep::Block {
            player,
            blocks: vec![],
        });
    }
    let mut blocks = Vec::new();
    loop {
        let attacker = p.word("the label of an attacker after `block` (or `none`)")?;
        p.keyword("with", "`with <blocker>` after the attacker of `block`")?;
        let mut blockers = Vec::new();
        let mut more = false;
        loop {
            let w = p.word("the label of a blocker after `with`")?;
            let (w, ends) = match w.strip_suffix(';') {
                Some(w) => (w, true),
                None => (w, false),
            };
            if !w.is_empty() {
                blockers.push(w.to_string());
            }
            if ends || p.eat(";") {
                more = true;
                break;
            }
            if !p.eat(",") {
                break;
            }
        }
        if blockers.is_empty() {
            return p.err("expected the label of a blocker after `with`");
        }
        blocks.push((attacker.to_string(), blockers));
        if !more {
            break;
        }
    }
    Ok(DuelStep::Block { player, blocks })
}

fn assign(p: &mut StepParser, player: PlayerIdx) -> Result<DuelStep, StepError> {
    Ok(DuelStep::Assign {
        player,
        parts: p.assignment(Aim::LabelsOrPlayers)?,
    })
}

/// `arrange top <label>[, …] bottom <label>[, …]`; either part may be left out when empty.
fn arrange(p: &mut StepParser, player: PlayerIdx) -> Result<DuelStep, StepError> {
    let (mut top, mut bottom) = (Vec::new(), Vec::new());
    if p.peek() != Some("top") && p.peek() != Some("bottom") {
        return p.err("expected `top <label>, …` and/or `bottom <label>, …` after `arrange`");
    }
    if p.eat("top") {
        top = p.labels("the label of a card kept on top")?;
    }
    if p.eat("bottom") {
        bottom = p.labels("the label of a card put at the bottom")?;
    }
    Ok(DuelStep::Arrange {
        player,
        top,
        bottom,
    })
}

/// The answer steps: `assign` answers a damage assignment of its player, `arrange` an
/// arrangement of the top of a library.
pub fn answer(step: &DuelStep, game: &Game, d: &Decision) -> Option<Result<Answer, AgentError>> {
    match step {
        DuelStep::Assign { player, parts }
            if *player == d.player.index() && d.kind == DecisionKind::DamageAssignment =>
        {
            Some(pick_split(game, d, parts))
        }
        DuelStep::Arrange {
            player,
            top,
            bottom,
        } if *player == d.player.index() && d.kind == DecisionKind::Arrange => {
            Some(pick(game, d, &[arrangement(top, bottom)]))
        }
        _ => None,
    }
}

/// The label of an arrangement option (the rules name them so).
pub fn arrangement(top: &[String], bottom: &[String]) -> String {
    let list = |v: &[String]| {
        if v.is_empty() {
            "nothing".to_string()
        } else {
            v.join(", ")
        }
    };
    format!("top {} | bottom {}", list(top), list(bottom))
}

impl DuelStep {
    /// Every player the step names, so the loader can check them against the setup.
    pub fn players(&self) -> Vec<PlayerIdx> {
        let mut out = match self {
            DuelStep::Play { player, .. }
            | DuelStep::Activate { player, .. }
            | DuelStep::Attack { player, .. }
            | DuelStep::Block { player, .. }
            | DuelStep::Assign { player, .. }
            | DuelStep::Arrange { player, .. } => vec![*player],
            DuelStep::Damage => vec![],
        };
        let named: Vec<&String> = match self {
            DuelStep::Play { targets, .. } | DuelStep::Activate { targets, .. } => {
                targets.iter().collect()
            }
            DuelStep::Assign { parts, .. } => parts.iter().map(|(_, l)| l).collect(),
            _ => vec![],
        };
        out.extend(
            named
                .into_iter()
                .filter_map(|l| grimoire_core::scenario::parse_player(l)),
        );
        out
    }
}

fn p(i: &PlayerIdx) -> String {
    format!("p{}", i + 1)
}

impl fmt::Display for DuelStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelStep::Play {
                player,
                card,
                targets,
                mode,
                x,
            } => {
                write!(f, "{} play {card}", p(player))?;
                if !targets.is_empty() {
                    write!(f, " target {}", targets.join(", "))?;
                }
                if let Some(mode) = mode {
                    write!(f, " mode {mode}")?;
                }
                if let Some(x) = x {
                    write!(f, " x {x}")?;
                }
                Ok(())
            }
            DuelStep::Activate {
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
            DuelStep::Attack { player, attackers } if attackers.is_empty() => {
                write!(f, "{} attack with none", p(player))
            }
            DuelStep::Attack { player, attackers } => {
                write!(f, "{} attack with {}", p(player), attackers.join(", "))
            }
            DuelStep::Block { player, blocks } if blocks.is_empty() => {
                write!(f, "{} block none", p(player))
            }
            DuelStep::Block { player, blocks } => {
                let blocks: Vec<String> = blocks
                    .iter()
                    .map(|(a, b)| format!("{a} with {}", b.join(", ")))
                    .collect();
                write!(f, "{} block {}", p(player), blocks.join("; "))
            }
            DuelStep::Assign { player, parts } => {
                let parts: Vec<String> = parts.iter().map(|(n, l)| format!("{n} to {l}")).collect();
                write!(f, "{} assign {}", p(player), parts.join(", "))
            }
            DuelStep::Arrange {
                player,
                top,
                bottom,
            } => {
                write!(f, "{} arrange", p(player))?;
                if !top.is_empty() {
                    write!(f, " top {}", top.join(", "))?;
                }
                if !bottom.is_empty() {
                    write!(f, " bottom {}", bottom.join(", "))?;
                }
                Ok(())
            }
            DuelStep::Damage => f.write_str("damage"),
        }
    }
}
