//! A JSON Schema (draft 2020-12) of the duel game's card TOML format, for TOML editors
//! (`grimoire schema --game duel`). `grimoire check` stays the authority.

use serde_json::{Value, json};

/// Card types, as `type = "…"`.
pub const CARD_TYPES: [&str; 6] = [
    "creature",
    "land",
    "artifact",
    "enchantment",
    "instant",
    "sorcery",
];

pub fn card_schema() -> Value {
    let card = json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "name", "type"],
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^[a-z0-9-]+$",
                "description": "Slug, unique in its pack: a-z, 0-9 and `-` (`titan-des-fourres`)."
            },
            "name": { "type": "string", "description": "The printed name." },
            "type": { "enum": CARD_TYPES, "description": "The card type." },
            "subtypes": {
                "type": "array",
                "items": { "type": "string" },
                "description": "Subtypes as printed (`Équipement`, `Forêt`, `Humain`)."
            },
            "cost": {
                "type": "string",
                "pattern": "^(\\{[0-9]+\\}|\\{[WUBRGCX]\\})*$",
                "description": "The mana cost: `{2}` generic, `{W} {U} {B} {R} {G}` a colour, `{C}` colourless, `{X}`. Example: \"{2}{R}\"."
            },
            "power": { "type": "integer", "description": "Creatures: power." },
            "toughness": { "type": "integer", "description": "Creatures: toughness." },
            "text": { "type": "string", "description": "Rules text as printed, French: keyword abilities open a line, several separated by commas (`Vol`, `Piétinement, vigilance`, `Courage 2`, `Équipement {2}`)." },
            "script": {
                "type": "string",
                "pattern": "\\.rhai$",
                "description": "The card's Rhai script, relative to the pack's `scripts/` folder."
            },
            "lang": { "enum": ["fr", "en"], "description": "Language of the printed text." },
            "overrides": { "type": "boolean", "default": false, "description": "Redefines, on purpose, a card of a pack loaded before it (a dependency, the base game)." }
        }
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
