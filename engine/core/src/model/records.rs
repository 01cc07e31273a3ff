//! Typed ability records: what the card-text grammar makes of a card's printed text.
//!
//! Records never touch a game. Spans are byte ranges inside the card's `text` string, so the
//! loader can map any later error back to `file:line:col` of the TOML file.

use super::glossary::KwId;
use crate::ruleset::Ruleset;
use serde::Serialize;

/// A byte range inside the text a record was parsed from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }
}

/// One keyword as written on a card or mentioned inside an instruction: `[Name 2]`,
/// `[Name] [2]`, `Name [1][C]`. `id` is the glossary's stable id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound = "")]
pub struct KeywordUse<R: Ruleset> {
    pub id: String,
    /// The glossary entry `id` names, found as the text is parsed: the rules read a card's
    /// keywords at every step, so they never look the id up again.
    #[serde(skip)]
    pub kw: KwId,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost: Option<R::Cost>,
    /// What the first way of paying asks beyond resources, as printed (« Kill a friendly unit »,
    /// « Discard 2 »): a cost may have parts that are no resource (818.1.c.3), which the card's
    /// script pays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_words: Option<String>,
    /// Further ways of paying the same instance, printed after the first one and separated by
    /// ` / `: the player picks one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<PrintedCost<R>>,
    /// A sentence printed after the cost that changes it (818.1.c.4), which the card's script
    /// computes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_note: Option<Instruction<R>>,
    #[serde(skip)]
    pub span: Span,
}

impl<R: Ruleset> KeywordUse<R> {
    /// Every way of paying this instance's printed cost, the first one (`cost`, `cost_words`)
    /// first; empty for a keyword printed without a cost.
    pub fn ways(&self) -> Vec<PrintedCost<R>> {
        let first = PrintedCost {
            resources: self.cost,
            words: self.cost_words.clone(),
        };
        if first.is_empty() && self.alternatives.is_empty() {
            return Vec::new();
        }
        std::iter::once(first)
            .chain(self.alternatives.iter().cloned())
            .collect()
    }
}

/// One way of paying a keyword's printed cost: resources the rules pay and what the card says
/// beyond them (818.1.c.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound = "")]
pub struct PrintedCost<R: Ruleset> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resources: Option<R::Cost>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub words: Option<String>,
}

impl<R: Ruleset> PrintedCost<R> {
    pub fn is_empty(&self) -> bool {
        self.resources.is_none() && self.words.is_none()
    }
}

/// Text that is not a keyword: its behaviour lives in the card's script (docs/CARDS.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound = "")]
pub struct Instruction<R: Ruleset> {
    pub text: String,
    /// Keywords named inside the instruction (« Give [Name 3] … »), with their values.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub mentions: Vec<KeywordUse<R>>,
    #[serde(skip)]
    pub span: Span,
}

/// One line of card text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case", bound = "")]
pub enum Ability<R: Ruleset> {
    /// One or more keywords on a line: `[Name 2] [Other]`.
    Keywords { keywords: Vec<KeywordUse<R>> },
    /// A keyword linked by `[>]` to the ability it stands for or gates: `[Name][>] Draw 1.`
    Linked {
        keyword: KeywordUse<R>,
        effect: Instruction<R>,
    },
    /// Plain instruction text.
    Instruction { instruction: Instruction<R> },
}

impl<R: Ruleset> Ability<R> {
    /// Every keyword this ability gives its card (mentions inside instructions excluded).
    pub fn keywords(&self) -> impl Iterator<Item = &KeywordUse<R>> {
        let (slice, one): (&[KeywordUse<R>], Option<&KeywordUse<R>>) = match self {
            Ability::Keywords { keywords } => (keywords, None),
            Ability::Linked { keyword, .. } => (&[], Some(keyword)),
            Ability::Instruction { .. } => (&[], None),
        };
        slice.iter().chain(one)
    }
}

/// The parsed text of a card: one ability a line, top to bottom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound = "")]
pub struct CardText<R: Ruleset> {
    pub abilities: Vec<Ability<R>>,
}

impl<R: Ruleset> Default for CardText<R> {
    fn default() -> Self {
        CardText {
            abilities: Vec::new(),
        }
    }
}

impl<R: Ruleset> CardText<R> {
    /// The keyword instances this text gives its card, top to bottom, each with its value or
    /// the glossary's default ; computed once, at load time.
    pub fn keyword_instances(
        &self,
        glossary: &super::glossary::Glossary<R>,
    ) -> Vec<(super::glossary::KwId, i32)> {
        self.abilities
            .iter()
            .flat_map(|a| a.keywords())
            .filter_map(|k| {
                let kw = glossary.by_id(&k.id)?;
                Some((kw, k.value.or(glossary.get(kw).default).unwrap_or(0)))
            })
            .collect()
    }
}
