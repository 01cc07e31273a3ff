//! The canonical one-line form of a step, as traces print it. It is the input syntax with
//! single spaces and `, ` between list items, so that parsing it gives the same step back.

use super::{Assertion, PlayerIdx, Step};
use std::fmt;

fn p(i: &PlayerIdx) -> String {
    format!("p{}", i + 1)
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Play {
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
            Step::Activate {
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
            Step::Move { player, units, to } => {
                write!(f, "{} move {} to {to}", p(player), units.join(", "))
            }
            Step::Hide { player, card, at } => write!(f, "{} hide {card} at {at}", p(player)),
            Step::Pass { player } => write!(f, "{} pass", p(player)),
            Step::Choose { player, options } => {
                write!(f, "{} choose {}", p(player), options.join(", "))
            }
            Step::Assign { player, parts } => {
                let parts: Vec<String> = parts.iter().map(|(n, l)| format!("{n} to {l}")).collect();
                write!(f, "{} assign {}", p(player), parts.join(", "))
            }
            Step::Resolve => f.write_str("resolve"),
            Step::EndTurn => f.write_str("end turn"),
            Step::Expect(a) => write!(f, "expect {a}"),
            Step::ExpectRefused(s) => write!(f, "expect refused {s}"),
            Step::ExpectFails(s) => write!(f, "expect fails {s}"),
        }
    }
}

impl fmt::Display for Assertion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Assertion::Might(l, n) => write!(f, "{l} might {n}"),
            Assertion::In(l, z) => write!(f, "{l} in {z}"),
            Assertion::Exhausted(l) => write!(f, "{l} exhausted"),
            Assertion::Ready(l) => write!(f, "{l} ready"),
            Assertion::Damage(l, n) => write!(f, "{l} damage {n}"),
            Assertion::Has(l, k, None) => write!(f, "{l} has {k}"),
            Assertion::Has(l, k, Some(n)) => write!(f, "{l} has {k} {n}"),
            Assertion::Lacks(l, k) => write!(f, "{l} lacks {k}"),
            Assertion::AttachedTo(l, t) => write!(f, "{l} attached to {t}"),
            Assertion::Points(i, n) => write!(f, "{} points {n}", p(i)),
            Assertion::Xp(i, n) => write!(f, "{} xp {n}", p(i)),
            Assertion::Hand(i, n) => write!(f, "{} hand {n}", p(i)),
            Assertion::Deck(i, n) => write!(f, "{} deck {n}", p(i)),
            Assertion::ControlledBy(l, i) => write!(f, "{l} controlled by {}", p(i)),
            Assertion::Uncontrolled(l) => write!(f, "{l} uncontrolled"),
            Assertion::ChainEmpty => f.write_str("chain empty"),
            Assertion::Chain(n) => write!(f, "chain {n}"),
            Assertion::Winner(i) => write!(f, "winner {}", p(i)),
            Assertion::Turn(i) => write!(f, "turn {}", p(i)),
        }
    }
}

impl Step {
    /// Every player the step names, so the loader can check them against the setup.
    pub fn players(&self) -> Vec<PlayerIdx> {
        match self {
            Step::Play { player, .. }
            | Step::Activate { player, .. }
            | Step::Move { player, .. }
            | Step::Hide { player, .. }
            | Step::Pass { player }
            | Step::Choose { player, .. }
            | Step::Assign { player, .. } => vec![*player],
            Step::Resolve | Step::EndTurn => vec![],
            Step::ExpectRefused(s) | Step::ExpectFails(s) => s.players(),
            Step::Expect(a) => match a {
                Assertion::Points(i, _)
                | Assertion::Xp(i, _)
                | Assertion::Hand(i, _)
                | Assertion::Deck(i, _)
                | Assertion::ControlledBy(_, i)
                | Assertion::Winner(i)
                | Assertion::Turn(i) => vec![*i],
                _ => vec![],
            },
        }
    }
}
