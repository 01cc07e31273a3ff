//! Card types: the immutable, shared description of a card once loaded and parsed.

use super::cost::{Cost, Domain};
use super::glossary::KwId;
use super::records::CardText;
use serde::{Deserialize, Serialize};

/// The card types of the cards-and-packs contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardKind {
    Unit,
    Spell,
    Gear,
    Legend,
    Battlefield,
    Rune,
}

impl CardKind {
    /// Units and gear remain on the board after being played (133.4.a).
    pub fn is_permanent(self) -> bool {
        matches!(self, CardKind::Unit | CardKind::Gear)
    }
}

/// Supertypes of 133.7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Supertype {
    Champion,
    Signature,
    Token,
}

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
pub struct CardType {
    pub id: String,
    pub pack: String,
    pub name: String,
    pub kind: CardKind,
    pub domains: Vec<Domain>,
    pub cost: Cost,
    pub might: Option<i32>,
    pub tags: Vec<String>,
    pub supertypes: Vec<Supertype>,
    pub lang: Lang,
    pub text_source: String,
    pub text: CardText,
    pub effect_text: CardText,
    /// Keyword instances printed on the card, top to bottom, with their values (default applied).
    pub keywords: Vec<(KwId, i32)>,
    /// The same for its effect text, which a unit gets while the card is attached to it (718.3).
    pub effect_keywords: Vec<(KwId, i32)>,
    pub script: Option<ScriptId>,
    pub source: CardSource,
}

impl CardType {
    pub fn is(&self, s: Supertype) -> bool {
        self.supertypes.contains(&s)
    }
}
