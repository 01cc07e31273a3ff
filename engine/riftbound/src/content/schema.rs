//! A JSON Schema (draft 2020-12) of Riftbound's card TOML format, for TOML editors (`grimoire
//! schema`; Even Better TOML: `#:schema ./card.schema.json` on a card file's first line, or an
//! `evenBetterToml.schema.associations` setting). Completion, hover text and red squiggles
//! while typing; `grimoire check` stays the authority (costs, keywords, scripts).
//!
//! Written by hand next to `content::card_def::CardDef` (a test keeps the two key lists equal);
//! the enums come from the same tables the loader checks against where such tables exist.

use crate::model::cost::Domain;
use serde_json::{Value, json};

/// Card types, as `type = "…"` (the loader's `parse_kind` accepts exactly these).
pub const CARD_TYPES: [&str; 6] = ["unit", "spell", "gear", "legend", "battlefield", "rune"];
/// Supertypes, as `supertypes = ["…"]`.
pub const SUPERTYPES: [&str; 3] = ["champion", "signature", "token"];

fn string(description: &str) -> Value {
    json!({ "type": "string", "description": description })
}

fn list_of(items: Value, description: &str) -> Value {
    json!({ "type": "array", "items": items, "uniqueItems": true, "description": description })
}

/// The schema of one card file.
pub fn card_schema() -> Value {
    let domains: Vec<&str> = Domain::ALL.iter().map(|d| d.key()).collect();
    let card = json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "name", "type"],
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^[a-z0-9-]+$",
                "description": "Slug, unique in its pack: a-z, 0-9 and `-` (`officier-pirate`)."
            },
            "name": string("The printed name, as on the card."),
            "type": {
                "enum": CARD_TYPES,
                "description": "The card type."
            },
            "domains": list_of(json!({ "enum": domains }), "The card's domains."),
            "cost": {
                "type": "string",
                "pattern": "^(\\[[0-9]+\\]|\\[[RGBOPYAC]\\])*$",
                "description": "The cost in printed notation: `[2]` energy, `[R] [G] [B] [O] [P] [Y]` power of a domain, `[A]` any domain, `[C]` this card's domain. Example: \"[2][C]\"."
            },
            "might": {
                "type": "integer",
                "minimum": 0,
                "description": "Printed Might (units)."
            },
            "tags": list_of(json!({ "type": "string" }), "Tags as printed (`Pirate`, `Poro`)."),
            "supertypes": list_of(json!({ "enum": SUPERTYPES }), "Supertypes."),
            "text": string("The card text as printed, in the pack's language: keywords in brackets (`[Assaut 2]`, `[Agonie][>] Piochez 1.`)."),
            "effect_text": string("A gear's or battlefield's effect text, as printed."),
            "script": {
                "type": "string",
                "pattern": "\\.rhai$",
                "description": "The card's Rhai script, relative to the pack's `scripts/` folder (`cards/fendoir.rhai`)."
            },
            "lang": {
                "enum": ["fr", "en"],
                "description": "Language of the printed text; default: the pack's (`fr`)."
            },
            "overrides": {
                "type": "boolean",
                "default": false,
                "description": "Set to true when the card redefines, on purpose, a card of a pack loaded before it (a dependency, the base game)."
            }
        }
    });
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Grimoire card file",
        "description": "A file of card definitions (cards/*.toml in a pack), one [[card]] table each.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
            "card": {
                "type": "array",
                "description": "The cards of this file.",
                "items": card
            }
        }
    })
}
