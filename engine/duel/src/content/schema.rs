//! A JSON Schema (draft 2020-12) of the duel game's card TOML format, for TOML editors
//! (`grimoire schema --game duel`). It accepts what the loader accepts of a card's fields
//! (`content::card_def::CardDef`, `validate.rs`): the keys, the card types, mana costs as
//! `Mana::parse` reads them, power and toughness required of creatures and refused elsewhere, no
//! cost on a land. Card text and scripts are the loader's to check (`grimoire check`); a test
//! checks every card file of the repository and cards the loader refuses against it.

use crate::model::cost::Color;
use grimoire_core::content::schema::{BYTE, core_fields, forbids, notation, when_type};
use serde_json::{Value, json};

/// Card types, as `type = "…"` (`CardKind::from_key`).
pub const CARD_TYPES: [&str; 6] = [
    "creature",
    "land",
    "artifact",
    "enchantment",
    "instant",
    "sorcery",
];

/// The pattern of a mana cost, as `Mana::parse` reads it.
pub fn cost_pattern() -> String {
    let letters: String = Color::ALL.iter().map(|c| c.letter()).collect();
    notation(&[format!("\\{{{BYTE}\\}}"), format!("\\{{[{letters}CX]\\}}")])
}

pub fn card_schema() -> Value {
    let mut properties = core_fields("titan-des-fourres");
    let own = json!({
        "type": { "enum": CARD_TYPES, "description": "The card type." },
        "subtypes": {
            "type": "array",
            "items": { "type": "string" },
            "description": "Subtypes as printed (`Équipement`, `Forêt`, `Humain`)."
        },
        "cost": {
            "type": "string",
            "pattern": cost_pattern(),
            "description": "The mana cost: `{2}` generic, `{W} {U} {B} {R} {G}` a colour, `{C}` colourless, `{X}`. Example: \"{2}{R}\". A land has none."
        },
        "power": { "type": "integer", "description": "Creatures: power (required)." },
        "toughness": { "type": "integer", "description": "Creatures: toughness (required)." },
        "text": { "type": "string", "description": "Rules text as printed, French: keyword abilities open a line, several separated by commas (`Vol`, `Piétinement, vigilance`, `Courage 2`, `Équipement {2}`)." }
    });
    if let Value::Object(own) = own {
        properties.extend(own);
    }
    let others: Vec<&str> = CARD_TYPES
        .iter()
        .copied()
        .filter(|k| *k != "creature")
        .collect();
    let card = json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "name", "type"],
        "properties": properties,
        "allOf": [
            when_type(&["creature"], json!({ "required": ["power", "toughness"] })),
            when_type(&others, forbids(&["power", "toughness"])),
            when_type(&["land"], forbids(&["cost"]))
        ]
    });
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Grimoire duel card file",
        "description": "A file of duel card definitions (cards/*.toml in a duel pack), one [[card]] table each.",
        "type": "object",
        "additionalProperties": false,
        "properties": { "card": { "type": "array", "items": card } }
    })
}
