//! A JSON Schema (draft 2020-12) of Riftbound's card TOML format, for TOML editors (`grimoire
//! schema`; Even Better TOML: `#:schema ./card.schema.json` on a card file's first line, or an
//! `evenBetterToml.schema.associations` setting). Completion, hover text and red squiggles
//! while typing.
//!
//! It accepts what the loader accepts of a card's fields (`content::card_def::CardDef`,
//! `validate.rs`): the keys, the card types, domains and supertypes from the tables the loader
//! reads, costs in both notations (`[2][R]`, `:rb_energy_2::rb_rune_fury:`) with any whitespace
//! between symbols, `might` required of units and refused on spells, runes, battlefields and
//! legends. Card text and scripts are the loader's to check (`grimoire check`). A test checks
//! every card file of the repository and cards the loader refuses against it.

use crate::model::cost::Domain;
use grimoire_core::content::schema::{BYTE, core_fields, forbids, notation, when_type};
use serde_json::{Value, json};

/// Card types, as `type = "…"` (the loader's `parse_kind` accepts exactly these).
pub const CARD_TYPES: [&str; 6] = ["unit", "spell", "gear", "legend", "battlefield", "rune"];
/// Supertypes, as `supertypes = ["…"]`.
pub const SUPERTYPES: [&str; 3] = ["champion", "signature", "token"];

fn string(description: &str) -> Value {
    json!({ "type": "string", "description": description })
}

fn list_of(items: Value, description: &str) -> Value {
    json!({ "type": "array", "items": items, "description": description })
}

/// The pattern of a cost, as `Cost::parse` reads it.
pub fn cost_pattern() -> String {
    let letters: String = Domain::ALL.iter().map(|d| d.letter()).collect();
    let keys: Vec<&str> = Domain::ALL.iter().map(|d| d.key()).collect();
    notation(&[
        format!("\\[{BYTE}\\]"),
        format!("\\[[{letters}AC]\\]"),
        format!(":rb_energy_{BYTE}:"),
        format!(":rb_rune_({}|rainbow):", keys.join("|")),
    ])
}

/// The schema of one card file.
pub fn card_schema() -> Value {
    let domains: Vec<&str> = Domain::ALL.iter().map(|d| d.key()).collect();
    let mut properties = core_fields("officier-pirate");
    let own = json!({
        "type": {
            "enum": CARD_TYPES,
            "description": "The card type."
        },
        "domains": list_of(json!({ "enum": domains }), "The card's domains."),
        "cost": {
            "type": "string",
            "pattern": cost_pattern(),
            "description": "The cost in printed notation: `[2]` energy, `[R] [G] [B] [O] [P] [Y]` power of a domain, `[A]` any domain, `[C]` this card's domain; or as the English gallery prints it: `:rb_energy_2:`, `:rb_rune_fury:` (calm, mind, body, chaos, order), `:rb_rune_rainbow:`. Example: \"[2][C]\"."
        },
        "might": {
            "type": "integer",
            "description": "Printed Might: required of units; spells, runes, battlefields and legends have none."
        },
        "tags": list_of(json!({ "type": "string" }), "Tags as printed (`Pirate`, `Poro`)."),
        "supertypes": list_of(json!({ "enum": SUPERTYPES }), "Supertypes."),
        "text": string("The card text as printed, in the pack's language: keywords in brackets (`[Assaut 2]`, `[Agonie][>] Piochez 1.`)."),
        "effect_text": string("A gear's effect text, as printed: keywords given to the unit it is attached to (718.3).")
    });
    if let Value::Object(own) = own {
        properties.extend(own);
    }
    let card = json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "name", "type"],
        "properties": properties,
        "allOf": [
            when_type(&["unit"], json!({ "required": ["might"] })),
            when_type(&["spell", "rune", "battlefield", "legend"], forbids(&["might"]))
        ]
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
