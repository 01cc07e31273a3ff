//! Riftbound's facts of a card type (133): its type, domains, cost, Might, tags, supertypes and
//! the effect text a gear gives the unit it is attached to (718.3).

use super::activated::Activated;
use super::cost::{Cost, Domain};
use super::glossary::KwId;
use super::records::CardText;
use serde::{Deserialize, Serialize};

pub use grimoire_core::model::card::{CardKey, CardSource, Lang, ScriptId};

/// A Riftbound card type.
pub type CardType = grimoire_core::model::card::CardType<crate::Riftbound>;

/// The card types of docs/CARDS.md.
/// (The default is what a status is made with before its card's kind is copied in,
/// `Ruleset::from_card`.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardKind {
    #[default]
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

    /// The word card files name it by (`type = "unit"`), which `explain` and scripts show.
    pub fn word(self) -> &'static str {
        match self {
            CardKind::Unit => "unit",
            CardKind::Spell => "spell",
            CardKind::Gear => "gear",
            CardKind::Legend => "legend",
            CardKind::Battlefield => "battlefield",
            CardKind::Rune => "rune",
        }
    }

    /// The word with its article, as messages name a card's type (`a unit`).
    pub fn with_article(self) -> &'static str {
        match self {
            CardKind::Unit => "a unit",
            CardKind::Spell => "a spell",
            CardKind::Gear => "a gear",
            CardKind::Legend => "a legend",
            CardKind::Battlefield => "a battlefield",
            CardKind::Rune => "a rune",
        }
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

/// What a Riftbound card is beyond its name and text.
#[derive(Clone, Debug)]
pub struct CardFacts {
    pub kind: CardKind,
    pub domains: Vec<Domain>,
    pub cost: Cost,
    pub might: Option<i32>,
    pub tags: Vec<String>,
    pub supertypes: Vec<Supertype>,
    /// Gear: the text a unit gets while the card is attached to it (718.3).
    pub effect_text: CardText,
    /// The keyword instances of that text, with their values (default applied).
    pub effect_keywords: Vec<(KwId, i32)>,
    /// Its activated abilities, top to bottom (803), named once at load.
    pub activated: Vec<Activated>,
    /// The events it may trigger on and whether it may be hidden, by itself: worked out at
    /// the first question.
    pub foreseen: crate::query::foreseen::Foreseen,
}

impl CardFacts {
    pub fn is(&self, s: Supertype) -> bool {
        self.supertypes.contains(&s)
    }
}

/// A card type with only an id, a kind and a Might (none for other kinds), no text, no script:
/// what the crate's unit tests build games from.
#[cfg(test)]
pub fn bare(id: &str, kind: CardKind, might: Option<i32>) -> CardType {
    CardType {
        id: id.into(),
        pack: "t".into(),
        name: id.into(),
        lang: Lang::Fr,
        translated: None,
        text_source: String::new(),
        text: CardText::default(),
        keywords: vec![],
        abilities: vec![],
        ability_names: Default::default(),
        script: None,
        source: CardSource::default(),
        facts: CardFacts {
            kind,
            domains: vec![],
            cost: Cost::ZERO,
            might,
            tags: vec![],
            supertypes: vec![],
            effect_text: CardText::default(),
            effect_keywords: vec![],
            activated: vec![],
            foreseen: Default::default(),
        },
    }
}
