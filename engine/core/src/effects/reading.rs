//! What a line of card text reads as: the phrases it is built of, with what fills their slots.
//! Built by `read.rs`, turned into card-API calls by `emit.rs`, shown by `explain`.

use super::tokens::Tok;

/// What fills a slot of a phrase.
#[derive(Clone, Debug, PartialEq)]
pub enum Bound {
    Number(i64),
    Object(ObjectReading),
    /// Keywords printed in brackets, with their numbers: `[Name 3] and [Other]`.
    Keywords(Vec<(String, Option<i64>)>),
    /// A value phrase (`+2 :xx_power:`): its Rhai expression and its words.
    Value {
        rhai: String,
        text: String,
    },
}

/// The object phrase of a slot: who or what the effect acts on.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectReading {
    pub kind: ObjectKind,
    /// The options of the choice or selection, as Rhai literals (`side` → `"enemy"`).
    pub set: Vec<(String, String)>,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ObjectKind {
    /// Chosen while playing or as the ability goes on the chain: exactly `count`, or up to it.
    Chosen { count: i64, up_to: bool },
    /// Every object that fits, not chosen ("all enemy units here", "each friendly unit").
    All,
    /// A fixed object: `ctx.me` for "me".
    Reference(String),
    /// The object the sentence spoke of last ("it", "that unit").
    Antecedent,
    /// Two objects chosen one after the other, each under its own options ("a friendly unit
    /// and an enemy unit"): the effect acts on both, "they" speaks of the two.
    Both(Box<ObjectReading>, Box<ObjectReading>),
}

/// One phrase read, with its slots.
#[derive(Clone, Debug, PartialEq)]
pub struct Clause {
    /// Index of the phrase in the language.
    pub phrase: usize,
    pub slots: Vec<(String, Bound)>,
    pub text: String,
}

/// One step of an ability's effect.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Do(Clause),
    /// "You may …": the controller decides on resolution; "If you do, …" follows inside.
    May {
        text: String,
        steps: Vec<Step>,
        /// "Otherwise, …": what happens when the controller declines.
        otherwise: Vec<Step>,
    },
    /// "If …, …": the steps happen only if the condition is true; "Otherwise, …" when not.
    If {
        condition: Clause,
        steps: Vec<Step>,
        otherwise: Vec<Step>,
    },
    /// "Fetch 2. If you can't, draw 1.": the effect done, and the steps only if it fell
    /// short of what it was asked (its phrase's `short`).
    Short {
        done: Clause,
        steps: Vec<Step>,
    },
    /// "Kill it the next time it takes damage this turn": an ability made now (a phrase of
    /// category `delayed`, 391) whose steps happen later, once, in a function of their own.
    Later {
        when: Clause,
        steps: Vec<Step>,
    },
    /// "Draw 2 or discard 1": the controller chooses one, as a mode (355.3),
    /// while the card is played or the ability goes on the chain; each choice as printed.
    Either {
        texts: Vec<String>,
        branches: Vec<Vec<Step>>,
    },
}

/// A whole line read: its trigger if it opens with one, and its steps.
#[derive(Clone, Debug, PartialEq)]
pub struct LineReading {
    pub trigger: Option<Clause>,
    /// Further triggers of the same ability ("When I'm played and when I attack, …"): each
    /// event makes the same effect.
    pub also: Vec<Clause>,
    pub steps: Vec<Step>,
}

/// The words of a line the language could not read: the smallest piece it tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unread {
    pub words: String,
}

impl Unread {
    pub fn new(toks: &[Tok]) -> Self {
        Unread {
            words: super::tokens::show(toks),
        }
    }
}
