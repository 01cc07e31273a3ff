//! The card TOML format of cards-and-packs.md, as serde records that keep their spans.

use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFile {
    #[serde(default)]
    pub card: Vec<Spanned<CardDef>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    #[serde(rename = "type")]
    pub kind: Spanned<String>,
    #[serde(default)]
    pub domains: Vec<Spanned<String>>,
    pub cost: Option<Spanned<String>>,
    pub might: Option<Spanned<i64>>,
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(default)]
    pub supertypes: Vec<Spanned<String>>,
    pub text: Option<Spanned<String>>,
    pub effect_text: Option<Spanned<String>>,
    pub script: Option<Spanned<String>>,
    /// Extension: the language of the printed text, `fr` (default) or `en`.
    pub lang: Option<Spanned<String>>,
    /// Redefines a card of a dependency on purpose (cards-and-packs.md).
    #[serde(default)]
    pub overrides: bool,
}

/// `pack.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackManifest {
    pub name: Spanned<String>,
    #[serde(default)]
    pub version: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub depends: Vec<Spanned<String>>,
    /// Extension: the default language of the pack's card text.
    pub lang: Option<Spanned<String>>,
}
