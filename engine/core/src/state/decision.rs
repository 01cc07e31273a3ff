//! Decisions: every choice a player makes, offered with exactly its legal options (DESIGN 2).

use super::ids::{ObjId, PlayerId};
use super::zone::Location;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecisionKind {
    /// Choose a target (355.5).
    Target,
    /// Choose where a permanent enters (355.2).
    Location,
    /// Order simultaneous triggers (383.3.d): pick all options, first goes on the chain first.
    TriggerOrder,
    /// Split combat damage among the opposing units (460.2.c).
    DamageAssignment,
    /// Where a showdown or combat begins when several are staged (323.11, 323.13).
    Battlefield,
    /// Cards to set aside in the mulligan (118).
    Mulligan,
    /// What to do with priority: the legal actions (a random or human player's turn).
    Action,
    /// Pay an optional additional cost or not (356.2.b).
    OptionalCost,
    /// Yes or no ("you may").
    YesNo,
    /// Choose a mode of a spell or ability (355.3).
    Mode,
    /// Choose cards in a hidden zone (discard 422.1.a, order the top of a deck).
    Cards,
}

impl fmt::Display for DecisionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DecisionKind::Target => "target",
            DecisionKind::Location => "location",
            DecisionKind::TriggerOrder => "trigger order",
            DecisionKind::OptionalCost => "optional cost",
            DecisionKind::YesNo => "yes or no",
            DecisionKind::Mode => "mode",
            DecisionKind::Cards => "cards",
            DecisionKind::DamageAssignment => "damage assignment",
            DecisionKind::Battlefield => "battlefield",
            DecisionKind::Mulligan => "mulligan",
            DecisionKind::Action => "action",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Object(ObjId),
    Location(Location),
    Index(u32),
    /// Damage per unit.
    Split(Vec<(ObjId, i32)>),
    Yes,
    No,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionOption {
    /// How scenarios and traces name the option: an object's label, `base`, a battlefield id,
    /// `yes`, `no`.
    pub label: String,
    pub value: OptionValue,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub player: PlayerId,
    pub kind: DecisionKind,
    /// What is being decided, for people: "target of fendoir (a unit)".
    pub prompt: String,
    pub options: Vec<DecisionOption>,
    /// At most this many options are picked (an ordering picks them all).
    pub picks: usize,
    /// At least this many ("up to N" choices allow fewer, 355.13).
    pub min_picks: usize,
}

impl Decision {
    /// Pick exactly one option.
    pub fn one(
        player: PlayerId,
        kind: DecisionKind,
        prompt: impl Into<String>,
        options: Vec<DecisionOption>,
    ) -> Self {
        Decision {
            player,
            kind,
            prompt: prompt.into(),
            options,
            picks: 1,
            min_picks: 1,
        }
    }

    /// Put every option in order.
    pub fn ordering(
        player: PlayerId,
        kind: DecisionKind,
        prompt: impl Into<String>,
        options: Vec<DecisionOption>,
    ) -> Self {
        let n = options.len();
        Decision {
            player,
            kind,
            prompt: prompt.into(),
            options,
            picks: n,
            min_picks: n,
        }
    }

    /// Pick between `min` and `max` options.
    pub fn some(
        player: PlayerId,
        kind: DecisionKind,
        prompt: impl Into<String>,
        options: Vec<DecisionOption>,
        min: usize,
        max: usize,
    ) -> Self {
        Decision {
            player,
            kind,
            prompt: prompt.into(),
            options,
            picks: max,
            min_picks: min,
        }
    }

    /// `p1 decides target of fendoir (a unit): [officier-pirate, poro]`
    pub fn describe(&self) -> String {
        let opts: Vec<&str> = self.options.iter().map(|o| o.label.as_ref()).collect();
        format!(
            "{} decides {}: [{}]",
            self.player,
            self.prompt,
            opts.join(", ")
        )
    }
}

/// The chosen options, as indices into `Decision::options`, in order.
pub type Answer = Vec<usize>;
