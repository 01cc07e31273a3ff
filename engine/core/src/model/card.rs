//! Card types: the immutable, shared description of a card once loaded and parsed. The core
//! keeps what every game's card has (id, name, text, keywords, script); the ruleset's facts
//! (type, cost, characteristics) are `facts`, reachable directly through `Deref`.

use super::ability_names::AbilityNames;
use super::functions::AbilityFunction;
use super::glossary::KwId;
use super::records::CardText;
use crate::ruleset::Ruleset;
use serde::{Deserialize, Serialize};
use std::ops::Deref;
use std::rc::Rc;

/// Language of printed text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Fr,
    En,
}

/// Index of a card type in the catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct CardKey(pub u32);

/// Index of a compiled script in the catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ScriptId(pub u32);

/// Where a card was defined, so late errors (scripts, rules) can still name file and line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardSource {
    pub file: String,
    pub line: usize,
}

#[derive(Clone, Debug)]
pub struct CardType<R: Ruleset> {
    pub id: String,
    pub pack: String,
    pub name: String,
    pub lang: Lang,
    pub text_source: String,
    pub text: CardText<R>,
    /// Keyword instances printed on the card, top to bottom, with their values (default applied).
    pub keywords: Vec<(KwId, i32)>,
    /// The script functions behind its keyword-linked abilities, named once at load.
    pub abilities: Vec<AbilityFunction>,
    /// Its abilities as players read them, by the function performing each (a keyword's
    /// printed name, a line's opening), named once at load: what traces and prompts show.
    pub ability_names: AbilityNames,
    pub script: Option<ScriptId>,
    pub source: CardSource,
    /// The ruleset's facts of the card.
    pub facts: R::Card,
}

impl<R: Ruleset> CardType<R> {
    /// How players read the ability `function` performs: the name its card prints for it, or
    /// for a function no line names (a script doing more than its card prints) its words.
    pub fn ability_name(&self, function: &str) -> Rc<str> {
        match self.ability_names.get(function) {
            Some(n) => n.clone(),
            None => super::ability_names::words_of(function).into(),
        }
    }
}

impl<R: Ruleset> Deref for CardType<R> {
    type Target = R::Card;
    fn deref(&self) -> &R::Card {
        &self.facts
    }
}
