//! Card types: the immutable, shared description of a card once loaded and parsed. The core
//! keeps what every game's card has (id, name, text, keywords, script); the ruleset's facts
//! (type, cost, characteristics) are `facts`, reachable directly through `Deref`.

use super::ability_names::AbilityNames;
use super::card_names::Translated;
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
    /// Its name in the language it is not printed in, when its file gives one.
    pub translated: Option<Translated>,
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
    /// Its name as a person reading the game in the chosen language sees it (`words::shown`):
    /// the translation when the card has one in that language, else as printed.
    pub fn shown_name(&self) -> &str {
        match (&self.translated, crate::words::shown()) {
            (Some(t), Some(l)) if l != self.lang => &t.name,
            _ => &self.name,
        }
    }

    /// What its objects are labelled from (`#2`, `#3`… added): its id, or in the other
    /// language its translated name made an id.
    pub fn label_stem(&self) -> &str {
        match (&self.translated, crate::words::shown()) {
            (Some(t), Some(l)) if l != self.lang => &t.label,
            _ => &self.id,
        }
    }

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
