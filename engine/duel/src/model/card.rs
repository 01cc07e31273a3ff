//! The duel game's facts of a card type: its card type, subtypes, mana cost, power and
//! toughness, its colours, and its activated abilities (`{T} : …`, `Équipement {2}`), read
//! once when the card loads.

use super::cost::{Color, Mana};
use serde::Serialize;
use std::rc::Rc;

pub use grimoire_core::model::card::{CardKey, CardSource, Lang, ScriptId};

/// A duel card type.
pub type CardType = grimoire_core::model::card::CardType<crate::Duel>;

/// The card types of the duel's section of docs/CARDS.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CardKind {
    Creature,
    Land,
    Artifact,
    Enchantment,
    Instant,
    Sorcery,
}

impl CardKind {
    pub fn from_key(s: &str) -> Option<CardKind> {
        Some(match s {
            "creature" => CardKind::Creature,
            "land" => CardKind::Land,
            "artifact" => CardKind::Artifact,
            "enchantment" => CardKind::Enchantment,
            "instant" => CardKind::Instant,
            "sorcery" => CardKind::Sorcery,
            _ => return None,
        })
    }

    pub fn key(self) -> &'static str {
        match self {
            CardKind::Creature => "creature",
            CardKind::Land => "land",
            CardKind::Artifact => "artifact",
            CardKind::Enchantment => "enchantment",
            CardKind::Instant => "instant",
            CardKind::Sorcery => "sorcery",
        }
    }

    /// Permanents stay on the battlefield: creatures, lands, artifacts, enchantments.
    pub fn is_permanent(self) -> bool {
        !matches!(self, CardKind::Instant | CardKind::Sorcery)
    }
}

/// The colour of mana a basic land type makes (a land of that type taps for it).
pub fn basic_land_color(subtype: &str) -> Option<Color> {
    Some(match subtype {
        "Plaine" => Color::White,
        "Île" => Color::Blue,
        "Marais" => Color::Black,
        "Montagne" => Color::Red,
        "Forêt" => Color::Green,
        _ => return None,
    })
}

/// An activated ability of a card: its cost and the script function it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activated {
    /// How traces and `pN activate <label> <name>` name it: the keyword (`Équipement`) or the
    /// ability's text.
    pub name: Rc<str>,
    pub mana: Mana,
    /// The cost includes `{T}` (tap this permanent).
    pub tap: bool,
    /// The function it runs, and its choice function (`choose_<function>`).
    pub function: Rc<str>,
    pub chooser: Rc<str>,
    /// The keyword whose behaviour script holds the function, for a keyword's ability.
    pub keyword: Option<grimoire_core::model::glossary::KwId>,
    /// Only when its controller could cast a sorcery (equipement.1).
    pub sorcery: bool,
}

impl Activated {
    /// How a person reading the game in the language they chose reads it: in English, on a
    /// card printed in French, its keyword's English name or its function's words (`ability
    /// 2`, the card's line being French); else its name.
    pub fn shown(&self, game: &crate::state::Game, source: grimoire_core::state::ObjId) -> Rc<str> {
        use grimoire_core::model::card::Lang;
        let printed_in = game.card(source).lang;
        if grimoire_core::words::shown() != Some(Lang::En) || printed_in == Lang::En {
            return self.name.clone();
        }
        match self.keyword {
            Some(kw) => format!("{} {}", game.catalog.glossary.get(kw).en, self.mana).into(),
            None => grimoire_core::model::ability_names::words_of(&self.function).into(),
        }
    }
}

/// What a duel card is beyond its name and text.
#[derive(Clone, Debug)]
pub struct CardFacts {
    pub kind: CardKind,
    pub subtypes: Vec<String>,
    pub cost: Mana,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    /// Its colours: those of its mana cost.
    pub colors: Vec<Color>,
    /// A land's mana: the colour its basic land type makes.
    pub mana: Option<Color>,
    /// Activated abilities, top to bottom (`pN activate <label> <n>` counts them from 1).
    pub activated: Vec<Activated>,
}

impl CardFacts {
    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|t| t == s)
    }
}
