//! The duel game's card format (docs/CARDS.md, its duel section): serde records
//! that keep their spans.

use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    /// Extension: the card's name in English, for a card printed in French (`--lang en`).
    pub name_en: Option<Spanned<String>>,
    /// Extension: the card's name in French, for a card printed in English (`--lang fr`).
    pub name_fr: Option<Spanned<String>>,
    #[serde(rename = "type")]
    pub kind: Spanned<String>,
    #[serde(default)]
    pub subtypes: Vec<Spanned<String>>,
    pub cost: Option<Spanned<String>>,
    pub power: Option<Spanned<i64>>,
    pub toughness: Option<Spanned<i64>>,
    pub text: Option<Spanned<String>>,
    pub script: Option<Spanned<String>>,
    /// Extension: the language of the printed text, `fr` (default) or `en`.
    pub lang: Option<Spanned<String>>,
    /// Redefines a card of a pack loaded before (a dependency, the base game) on purpose.
    #[serde(default)]
    pub overrides: bool,
}

grimoire_core::card_definition!(CardDef, kinds = subtypes);
