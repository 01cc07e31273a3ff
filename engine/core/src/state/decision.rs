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
    /// How scenarios and traces name the option: a place's name, `yes`, `no`, a mode. Empty for
    /// what is named on demand from the game — an `OptionValue::Action`, an object or a player,
    /// a split made by `split` — so read names through `name`, which knows all of them.
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

    /// `place` as an option, its name left to `name` (`Ruleset::place_label`).
    pub fn place(place: R::Place) -> Self {
        DecisionOption {
            label: String::new(),
            value: OptionValue::Place(place),
        }
    }

    /// How scenarios and traces name the option: its label, or for an action the ruleset's name
    /// of it in `game` (the game it was offered in), for an object left unlabelled its label in
    /// `game`, for a player `p1`, for a place left unlabelled the ruleset's name of it, for a
    /// split left unlabelled `3 to a, 2 to b` (each recipient's label, in the split's order).
    pub fn name<'a>(&'a self, game: &'a crate::state::Game<R>) -> Cow<'a, str> {
        match &self.value {
            OptionValue::Action(a) => Cow::Owned(R::action_label(game, a)),
            OptionValue::Object(o) if self.label.is_empty() => Cow::Borrowed(game.label(*o)),
            OptionValue::Player(p) if self.label.is_empty() => Cow::Owned(p.to_string()),
            OptionValue::Place(p) if self.label.is_empty() => Cow::Owned(R::place_label(game, p)),
            OptionValue::Yes if self.label.is_empty() => Cow::Borrowed("yes"),
            OptionValue::No if self.label.is_empty() => Cow::Borrowed("no"),
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

    /// The option as a person reading the game in the chosen language reads it (traces,
    /// prompts): `name` in the scenario language, said in French when French is chosen.
    pub fn shown<'a>(&'a self, game: &'a crate::state::Game<R>) -> Cow<'a, str> {
        if !crate::words::french() {
            return self.name(game);
        }
        match &self.value {
            OptionValue::Action(a) => Cow::Owned(R::action_shown(game, a)),
            OptionValue::Yes if self.label.is_empty() => Cow::Borrowed("oui"),
            OptionValue::No if self.label.is_empty() => Cow::Borrowed("non"),
            OptionValue::Split(parts) if self.label.is_empty() => {
                let parts: Vec<String> = parts
                    .iter()
                    .map(|(r, n)| format!("{n} à {}", r.label(game)))
                    .collect();
                Cow::Owned(parts.join(", "))
            }
            _ if !self.label.is_empty() => R::label_in_french(&self.label)
                .map(Cow::Owned)
                .unwrap_or_else(|| self.name(game)),
            _ => self.name(game),
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

    /// Each of `objs` as an option, named on demand by `name` with its label as scenarios
    /// write it: target choices are listed at every play and every probe of one, and a random
    /// game reads none of their names.
    pub fn objects(objs: &[ObjId]) -> Vec<Self> {
        objs.iter().map(|&o| DecisionOption::object(o)).collect()
    }

    /// `obj` as an option, named on demand by `name` (its label).
    pub fn object(obj: ObjId) -> Self {
        DecisionOption {
            label: String::new(),
            value: OptionValue::Object(obj),
        }
    }

    /// `yes`, named by `name`.
    pub fn yes() -> Self {
        DecisionOption {
            label: String::new(),
            value: OptionValue::Yes,
        }
    }

    /// `no`, named by `name`.
    pub fn no() -> Self {
        DecisionOption {
            label: String::new(),
            value: OptionValue::No,
        }
    }

    /// `player` as an option, named on demand by `name` (`p1`…).
    pub fn player(player: PlayerId) -> Self {
        DecisionOption {
            label: String::new(),
            value: OptionValue::Player(player),
        }
    }
}

/// What a decision asks, for people: `target of Fury (a unit)`. Either a text written already
/// (most are fixed), or the ruleset's data, written by `Ruleset::prompt_text` only when read —
/// a trace, a person, an error: a random game asks thousands of decisions, probes of a play
/// included, and reads none of their prompts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt<R: Ruleset> {
    Text(Cow<'static, str>),
    Rules(R::Prompt),
}

impl<R: Ruleset> Prompt<R> {
    /// The prompt as people read it, written in `game` (the game the decision is asked in).
    pub fn text(&self, game: &crate::state::Game<R>) -> Cow<'_, str> {
        match self {
            Prompt::Text(t) => Cow::Borrowed(t),
            Prompt::Rules(p) => Cow::Owned(R::prompt_text(game, p)),
        }
    }
}

impl<R: Ruleset> From<&'static str> for Prompt<R> {
    fn from(text: &'static str) -> Self {
        Prompt::Text(Cow::Borrowed(text))
    }
}

impl<R: Ruleset> From<String> for Prompt<R> {
    fn from(text: String) -> Self {
        Prompt::Text(Cow::Owned(text))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision<R: Ruleset> {
    pub player: PlayerId,
    pub kind: DecisionKind,
    /// What is being decided, for people: "target of spell (a unit)". Read it through
    /// `prompt_text`, which writes it when it is the ruleset's data.
    pub prompt: Prompt<R>,
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
        prompt: impl Into<Prompt<R>>,
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
        prompt: impl Into<Prompt<R>>,
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
    pub fn yes_no(player: PlayerId, prompt: impl Into<Prompt<R>>) -> Self {
        let options = vec![DecisionOption::yes(), DecisionOption::no()];
        Decision::one(player, DecisionKind::YesNo, prompt, options)
    }

    /// Pick between `min` and `max` options.
    pub fn some(
        player: PlayerId,
        kind: DecisionKind,
        prompt: impl Into<Prompt<R>>,
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
    pub fn name<'a>(&'a self, game: &'a crate::state::Game<R>, i: usize) -> Cow<'a, str> {
        self.options[i].name(game)
    }

    /// Option `i` as a person reads it (`DecisionOption::shown`). The core's own options are
    /// said here: a triggered ability to order is `name of source` (`rules/triggers.rs`).
    pub fn shown<'a>(&'a self, game: &'a crate::state::Game<R>, i: usize) -> Cow<'a, str> {
        let option = &self.options[i];
        if self.kind == DecisionKind::TriggerOrder && crate::words::french() {
            return Cow::Owned(option.label.replacen(" of ", " de ", 1));
        }
        option.shown(game)
    }

    /// What is being decided, for people, written in `game`, the game the decision is asked in.
    pub fn prompt_text(&self, game: &crate::state::Game<R>) -> Cow<'_, str> {
        self.prompt.text(game)
    }

    /// `p1 decides target of spell (a unit): [first, second]`, the prompt written and the
    /// options named in `game`, the game the decision is asked in.
    pub fn describe(&self, game: &crate::state::Game<R>) -> String {
        let opts: Vec<Cow<str>> = self.options.iter().map(|o| o.name(game)).collect();
        format!(
            "{} decides {}: [{}]",
            self.player,
            self.prompt_text(game),
            opts.join(", ")
        )
    }
}

/// The chosen options, as indices into `Decision::options`, in order.
pub type Answer = Vec<usize>;
