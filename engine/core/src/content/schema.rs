//! What every game's JSON Schema of card files shares: the patterns of a cost notation read as
//! the loader reads it (`Notation::parse`: symbols with any whitespace between them, numbers as
//! `u8` reads them), and the fields the core reads from every card (`id`, `name`, `lang`,
//! `overrides`, `script`). Each game's schema is tested against every card file of the
//! repository and against cards the loader refuses (engine/cli/tests/card_schema.rs).

use serde_json::{Value, json};

/// One whitespace character as Rust's `char::is_whitespace` (what `str::trim_start` skips)
/// reads it; ECMA-262's `\s` differs by U+0085 and U+FEFF, so it is spelt out.
pub const SPACE: &str =
    "[\\t\\n\\u000B\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]";

/// A whole number from 0 to 255 as `str::parse::<u8>` reads it, sign excluded (leading zeros
/// allowed).
pub const BYTE: &str = "0*(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";

/// A pattern matching a whole string of `symbols` (regular expressions), in any number and
/// order, with any whitespace around them; the empty string included (the zero cost).
pub fn notation(symbols: &[String]) -> String {
    format!("^{SPACE}*(({}){SPACE}*)*$", symbols.join("|"))
}

/// The schema of the fields the core reads from every card: `id` (as `card_type` checks it),
/// `name`, `name_en`, `name_fr`, `script`, `lang` (`FileCtx::lang_of`) and `overrides`.
pub fn core_fields(id_example: &str) -> serde_json::Map<String, Value> {
    let v = json!({
        "id": {
            "type": "string",
            "pattern": "^[a-z0-9-]+$",
            "description": format!("Slug, unique in its pack: a-z, 0-9 and `-` (`{id_example}`).")
        },
        "name": { "type": "string", "description": "The printed name, as on the card." },
        "name_en": {
            "type": "string",
            "description": "The card's name in English, for a card printed in French: what a person playing with `--lang en` reads (its objects labelled from it)."
        },
        "name_fr": {
            "type": "string",
            "description": "The card's name in French, for a card printed in English: what a person playing with `--lang fr` reads."
        },
        "script": {
            "type": "string",
            "pattern": "\\.rhai$",
            "description": "The card's Rhai script, relative to the pack's `scripts/` folder (`cards/<id>.rhai`)."
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
    });
    match v {
        Value::Object(m) => m,
        _ => unreachable!("a JSON object"),
    }
}

/// `if type is one of kinds then …`, for fields a card type requires or forbids.
pub fn when_type(kinds: &[&str], then: Value) -> Value {
    json!({
        "if": { "properties": { "type": { "enum": kinds } }, "required": ["type"] },
        "then": then
    })
}

/// Forbids every field of `fields`.
pub fn forbids(fields: &[&str]) -> Value {
    let any: Vec<Value> = fields.iter().map(|f| json!({ "required": [f] })).collect();
    json!({ "not": { "anyOf": any } })
}
