//! Decisions: every choice a player makes, offered with exactly its legal options. The engine
//! never picks for a player; an agent answers.

use super::ids::{ObjId, PlayerId};
use crate::ruleset::Ruleset;
use std::borrow::Cow;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecisionKind {
    /// Choose a target.
    Target,
    /// Choose where a card being played will go.
    Place,
    /// Order simultaneous triggers: pick all options, first goes on the chain first.
    TriggerOrder,
    /// Split damage among objects (and players).
    DamageAssignment,
    /// Which of several pending procedures happens first.
    Begin,
    /// Cards to set aside in a mulligan.
    Mulligan,
    /// What to do with priority: the legal actions (a random or human player's turn).
    Action,
    /// Pay an optional additional cost or not.
    OptionalCost,
    /// Yes or no ("you may").
    YesNo,
    /// Choose a mode of a spell or ability.
    Mode,
    /// Choose cards in a hidden zone (discard, order the top of a deck).
    Cards,
    /// Choose a number (the value of X). Kinds are appended, never inserted: simulation
    /// digests hash a decision's kind by its position.
    Number,
    /// Which objects attack (a combat declaration).
    Attackers,
    /// What one object blocks.
    Blockers,
    /// Cards looked at, put back on top or at the bottom, in an order.
    Arrange,
}

impl fmt::Display for DecisionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DecisionKind::Target => "target",
            DecisionKind::Place => "place",
            DecisionKind::Number => "number",
            DecisionKind::Attackers => "attackers",
            DecisionKind::Blockers => "blockers",
            DecisionKind::Arrange => "arrange",
            DecisionKind::TriggerOrder => "trigger order",
            DecisionKind::OptionalCost => "optional cost",
            DecisionKind::YesNo => "yes or no",
            DecisionKind::Mode => "mode",
            DecisionKind::Cards => "cards",
            DecisionKind::DamageAssignment => "damage assignment",
            DecisionKind::Begin => "begin",
            DecisionKind::Mulligan => "mulligan",
            DecisionKind::Action => "action",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue<R: Ruleset> {
    Object(ObjId),
    Player(PlayerId),
    /// A place the ruleset defines (where a card enters).
    Place(R::Place),
    Index(u32),
    /// An amount per recipient (damage assigned among objects, and players).
    Split(Vec<(Recipient, i32)>),
    Yes,
    No,
    /// An action the player may take (an `Action` decision). The ruleset names it
    /// (`Ruleset::action_label`) only when a trace, a person or a scenario reads the name: a
    /// random game lists thousands of actions and reads none of their names.
    Action(R::Action),
}

/// Who receives part of a split.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Recipient {
    Object(ObjId),
    Player(PlayerId),
}

impl Recipient {
    /// How scenarios name it: the object's label, or `p1`…
    pub fn label<R: Ruleset>(self, game: &crate::state::Game<R>) -> String {
        match self {
            Recipient::Object(o) => game.label(o).to_string(),
            Recipient::Player(p) => p.to_string(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionOption<R: Ruleset> {
    /// How scenarios and traces name the option: an object's label, a place's name, `yes`,
    /// `no`. Empty for an `OptionValue::Action` and a split made by `split`, which are named on
    /// demand: read names through `name`, which knows all of them.
    pub label: String,
    pub value: OptionValue<R>,
}

impl<R: Ruleset> DecisionOption<R> {
    /// `action` as an option, its name left to `name`.
    pub fn action(action: R::Action) -> Self {
        DecisionOption {
            label: String::new(),
            value: OptionValue::Action(action),
        }
    }

    /// How scenarios and traces name the option: its label, or for an action the ruleset's name
    /// of it in `game` (the game it was offered in), or for a split left unlabelled
    /// `3 to a, 2 to b` (each recipient's label, in the split's order).
    pub fn name(&self, game: &crate::state::Game<R>) -> Cow<'_, str> {
        match &self.value {
            OptionValue::Action(a) => Cow::Owned(R::action_label(game, a)),
            OptionValue::Split(parts) if self.label.is_empty() => {
                let parts: Vec<String> = parts
                    .iter()
                    .map(|(r, n)| format!("{n} to {}", r.label(game)))
                    .collect();
                Cow::Owned(parts.join(", "))
            }
            _ => Cow::Borrowed(&self.label),
        }
    }

    /// A split as an option, named on demand by `name`: damage assignments list every legal
    /// split, and a random game reads none of their names.
    pub fn split(parts: Vec<(Recipient, i32)>) -> Self {
        DecisionOption {
            label: String::new(),
            value: OptionValue::Split(parts),
        }
    }

    /// Each of `objs` as an option, named by its label as scenarios write it.
    pub fn objects(game: &crate::state::Game<R>, objs: &[ObjId]) -> Vec<Self> {
        objs.iter()
            .map(|&o| DecisionOption {
                label: game.label(o).to_string(),
                value: OptionValue::Object(o),
            })
            .collect()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision<R: Ruleset> {
    pub player: PlayerId,
    pub kind: DecisionKind,
    /// What is being decided, for people: "target of spell (a unit)".
    pub prompt: String,
    pub options: Vec<DecisionOption<R>>,
    /// At most this many options are picked (an ordering picks them all).
    pub picks: usize,
    /// At least this many ("up to N" choices allow fewer).
    pub min_picks: usize,
    /// The object the decision is about, when it is about one (what this blocker blocks).
    pub about: Option<ObjId>,
}

impl<R: Ruleset> Decision<R> {
    /// Pick exactly one option.
    pub fn one(
        player: PlayerId,
        kind: DecisionKind,
        prompt: impl Into<String>,
        options: Vec<DecisionOption<R>>,
    ) -> Self {
        Decision {
            player,
            kind,
            prompt: prompt.into(),
            options,
            picks: 1,
            min_picks: 1,
            about: None,
        }
    }

    /// Put every option in order.
    pub fn ordering(
        player: PlayerId,
        kind: DecisionKind,
        prompt: impl Into<String>,
        options: Vec<DecisionOption<R>>,
    ) -> Self {
        let n = options.len();
        Decision {
            player,
            kind,
            prompt: prompt.into(),
            options,
            picks: n,
            min_picks: n,
            about: None,
        }
    }

    /// Yes or no ("you may…"): `yes` is option 0, so an answer of `[0]` is yes.
    pub fn yes_no(player: PlayerId, prompt: impl Into<String>) -> Self {
        let options = vec![
            DecisionOption {
                label: "yes".into(),
                value: OptionValue::Yes,
            },
            DecisionOption {
                label: "no".into(),
                value: OptionValue::No,
            },
        ];
        Decision::one(player, DecisionKind::YesNo, prompt, options)
    }

    /// Pick between `min` and `max` options.
    pub fn some(
        player: PlayerId,
        kind: DecisionKind,
        prompt: impl Into<String>,
        options: Vec<DecisionOption<R>>,
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
            about: None,
        }
    }

    /// The same decision, about `obj`.
    pub fn about(mut self, obj: ObjId) -> Self {
        self.about = Some(obj);
        self
    }

    /// The name of option `i` (`DecisionOption::name`).
    pub fn name(&self, game: &crate::state::Game<R>, i: usize) -> Cow<'_, str> {
        self.options[i].name(game)
    }

    /// `p1 decides target of spell (a unit): [first, second]`, the options named in `game`, the
    /// game the decision is asked in.
    pub fn describe(&self, game: &crate::state::Game<R>) -> String {
        let opts: Vec<Cow<str>> = self.options.iter().map(|o| o.name(game)).collect();
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
