//! The official Riftbound card gallery's JSON (docs/IMPORT.md): `{"cards": [{…}, …]}` (a bare
//! list of cards is read too), one object a printed card. Exports differ in how they write a
//! field, so each is read leniently: a label may be a string, an object with a `label`, `name`,
//! `value` or `id`, or a list of them; a number may be a number, a string of digits or such an
//! object, and `""`, `"-"` or `null` mean none.

use grimoire_core::diag::{Diagnostic, SourcePos};
use serde_json::Value;

/// One card of the gallery, its fields as the gallery gives them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GalleryCard {
    /// Position in the `cards` list (from 1), for messages.
    pub index: usize,
    /// The gallery's `id`.
    pub gallery_id: String,
    /// The printed collector code (`publicCode`, `OGN-001/298`).
    pub code: String,
    pub name: String,
    pub set: String,
    pub set_id: String,
    pub domains: Vec<String>,
    pub rarity: String,
    pub types: Vec<String>,
    pub supertypes: Vec<String>,
    pub energy: Option<u32>,
    pub might: Option<u32>,
    pub power: Option<u32>,
    pub tags: Vec<String>,
    /// `abilityText` as exported: gallery symbols, and possibly HTML markup.
    pub text: String,
}

impl GalleryCard {
    /// How reports name it: its code, else its position.
    pub fn shown(&self) -> String {
        if self.code.is_empty() {
            format!("card {}", self.index)
        } else {
            self.code.clone()
        }
    }
}

/// An entry of the list that is no card: why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub index: usize,
    pub code: String,
    pub name: String,
    pub reason: String,
}

/// The cards of the gallery file `src` (shown as `file`), and the entries left out. A file that
/// is not JSON, or not a list of cards, is an error at its line and column.
pub fn read(file: &str, src: &str) -> Result<(Vec<GalleryCard>, Vec<Skipped>), Diagnostic> {
    let root: Value = serde_json::from_str(src).map_err(|e| json_error(file, src, &e))?;
    let list = match &root {
        Value::Array(a) => a,
        Value::Object(o) => match o.get("cards") {
            Some(Value::Array(a)) => a,
            _ => {
                return Err(Diagnostic::new(
                    SourcePos::new(file, 1, 1),
                    "not a card gallery: expected an object with a `cards` list",
                ));
            }
        },
        _ => {
            return Err(Diagnostic::new(
                SourcePos::new(file, 1, 1),
                "not a card gallery: expected {\"cards\": [ … ]}",
            ));
        }
    };
    let mut cards = Vec::new();
    let mut skipped = Vec::new();
    for (i, entry) in list.iter().enumerate() {
        match card(i + 1, entry) {
            Ok(c) => cards.push(c),
            Err(s) => skipped.push(s),
        }
    }
    Ok((cards, skipped))
}

fn card(index: usize, v: &Value) -> Result<GalleryCard, Skipped> {
    // What the report shows of a card left out may be the export's own text: escaped.
    let shown = |s: &str| grimoire_core::shown::escaped(s).into_owned();
    let skip = |code: &str, name: &str, reason: String| Skipped {
        index,
        code: shown(code),
        name: shown(name),
        reason: shown(&reason),
    };
    let Value::Object(o) = v else {
        return Err(skip("", "", "not an object".into()));
    };
    let one = |k: &str| o.get(k).map(labels).unwrap_or_default().join(" ");
    let many = |k: &str| o.get(k).map(labels).unwrap_or_default();
    let code = one("publicCode");
    let name = super::text::decode_entities(one("name").trim());
    if name.is_empty() {
        return Err(skip(&code, "", "no `name`".into()));
    }
    let mut numbers = [None; 3];
    for (slot, key) in numbers.iter_mut().zip(["energy", "might", "power"]) {
        *slot = number(o.get(key))
            .map_err(|bad| skip(&code, &name, format!("`{key}` is {bad}, not a number")))?;
    }
    let text = match o.get("abilityText") {
        Some(v) => labels(v).join("\n"),
        // The gallery page's own records keep the text as rich text.
        None => pointer_text(v, "/text/richText/body"),
    };
    let card = GalleryCard {
        index,
        gallery_id: one("id"),
        code,
        name,
        set: one("set"),
        set_id: one("setId"),
        domains: many("domains"),
        rarity: one("rarity"),
        types: many("cardTypes"),
        supertypes: many("superTypes"),
        energy: numbers[0],
        might: numbers[1],
        power: numbers[2],
        tags: many("tags"),
        text,
    };
    match unsafe_field(&card) {
        Some(why) => Err(skip(&card.code, &card.name, why)),
        None => Ok(card),
    }
}

/// Why a card's fields cannot be shown as they are, if they cannot: a control character in a
/// name, a code, a label or the text (a line break or a tab only in the text), which would
/// reach the card files and every terminal the cards are shown on (`grimoire_core::shown`).
fn unsafe_field(c: &GalleryCard) -> Option<String> {
    use grimoire_core::shown::{describe, first_unsafe};
    let names = [
        ("id", &c.gallery_id),
        ("publicCode", &c.code),
        ("name", &c.name),
        ("set", &c.set),
        ("setId", &c.set_id),
        ("rarity", &c.rarity),
    ];
    let lists = [
        ("domains", &c.domains),
        ("cardTypes", &c.types),
        ("superTypes", &c.supertypes),
        ("tags", &c.tags),
    ];
    let in_name = |s: &str| {
        first_unsafe(s)
            .map(|(_, ch)| ch)
            .or_else(|| s.chars().find(|&ch| ch == '\n' || ch == '\t'))
    };
    let named = names.into_iter().map(|(k, v)| (k, v.as_str())).chain(
        lists
            .into_iter()
            .flat_map(|(k, l)| l.iter().map(move |v| (k, v.as_str()))),
    );
    for (key, value) in named {
        if let Some(ch) = in_name(value) {
            return Some(format!(
                "`{key}` has {}, which is not shown as it is",
                describe(ch)
            ));
        }
    }
    first_unsafe(&c.text.replace("\r\n", "\n")).map(|(_, ch)| {
        format!(
            "`abilityText` has {}, which is not shown as it is",
            describe(ch)
        )
    })
}

fn pointer_text(v: &Value, pointer: &str) -> String {
    v.pointer(pointer)
        .map(labels)
        .unwrap_or_default()
        .join("\n")
}

/// The labels a value gives: a string, a number, an object's `label`, `name`, `value` or `id`
/// (in that order), or those of each element of a list. Blank ones are dropped.
pub fn labels(v: &Value) -> Vec<String> {
    match v {
        Value::String(s) if s.trim().is_empty() => Vec::new(),
        Value::String(s) => vec![s.trim().to_string()],
        Value::Number(n) => vec![n.to_string()],
        Value::Array(a) => a.iter().flat_map(labels).collect(),
        Value::Object(o) => ["label", "name", "value", "values", "id"]
            .iter()
            .find_map(|k| o.get(*k).map(labels).filter(|l| !l.is_empty()))
            .unwrap_or_default(),
        Value::Bool(_) | Value::Null => Vec::new(),
    }
}

/// A count the gallery prints (energy, Might, power): `None` when absent or blank; `Err` with
/// what was found when it is not a whole number.
fn number(v: Option<&Value>) -> Result<Option<u32>, String> {
    let Some(v) = v else {
        return Ok(None);
    };
    let found = labels(v);
    let Some(first) = found.first() else {
        return Ok(None);
    };
    if first == "-" {
        return Ok(None);
    }
    first
        .parse::<u32>()
        .map(Some)
        .map_err(|_| format!("`{first}`"))
}

/// A JSON syntax error at its line and column (columns in characters).
fn json_error(file: &str, src: &str, e: &serde_json::Error) -> Diagnostic {
    let line = e.line().max(1);
    let text = src.lines().nth(line - 1).unwrap_or("");
    let mut byte = e.column().saturating_sub(1).min(text.len());
    while !text.is_char_boundary(byte) {
        byte -= 1;
    }
    let col = text[..byte].chars().count() + 1;
    Diagnostic::new(
        SourcePos::new(file, line, col),
        format!("not valid JSON: {e}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_read_in_every_shape_an_export_gives() {
        let src = r#"{"cards": [
          {"id": "x1", "name": "Ember Scout", "publicCode": "TST-001/010",
           "set": {"value": {"label": "Test Set", "id": "TST"}}, "setId": "TST",
           "domains": [{"label": "Fury"}], "cardTypes": ["Unit"], "superTypes": [],
           "energy": "2", "might": {"value": 3}, "power": 1, "tags": ["Scout"],
           "abilityText": "[Assault]"},
          {"name": "Bare", "energy": "", "might": "-", "power": null, "cardTypes": "Spell"},
          {"name": "Odd", "energy": "X"},
          {"publicCode": "TST-009"},
          7
        ]}"#;
        let (cards, skipped) = read("g.json", src).unwrap();
        assert_eq!(cards.len(), 2);
        let c = &cards[0];
        assert_eq!((c.set.as_str(), c.set_id.as_str()), ("Test Set", "TST"));
        assert_eq!((c.energy, c.might, c.power), (Some(2), Some(3), Some(1)));
        assert_eq!(c.domains, ["Fury"]);
        assert_eq!((cards[1].energy, cards[1].might), (None, None));
        assert_eq!(cards[1].types, ["Spell"]);
        let reasons: Vec<&str> = skipped.iter().map(|s| s.reason.as_str()).collect();
        assert_eq!(
            reasons,
            [
                "`energy` is `X`, not a number",
                "no `name`",
                "not an object"
            ]
        );
        assert_eq!(skipped[1].code, "TST-009");
    }

    #[test]
    fn bad_json_is_located() {
        let e = read("g.json", "{\"cards\": [\n  {\"name\": é}\n]}").unwrap_err();
        assert_eq!((e.location.line, e.location.col), (2, 12));
        let e = read("g.json", "{\"items\": []}").unwrap_err();
        assert!(e.message.contains("`cards`"), "{e}");
    }
}
