//! A gallery card as a Riftbound card record (docs/CARDS.md), written as TOML. Fields are
//! mapped, never judged: a value the engine does not know (a type, a domain) is written as
//! given, so that the loader's own check says what is wrong with it (docs/IMPORT.md).

use super::gallery::GalleryCard;
use super::text::clean;
use grimoire_riftbound::model::cost::Domain;

/// Supertypes the engine knows (`supertypes` in docs/CARDS.md).
const SUPERTYPES: [&str; 3] = ["champion", "signature", "token"];
/// Card types, as the gallery labels them, lowercase.
const TYPES: [&str; 6] = ["unit", "spell", "gear", "legend", "battlefield", "rune"];

/// One card to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub id: String,
    pub name: String,
    /// The name as the gallery prints it (a token's art label included).
    pub printed_name: String,
    pub code: String,
    /// The codes of the other prints merged into this card (`merge`).
    pub also: Vec<String>,
    /// The set, as a file name (`origins`): the card's file is `cards/<set>.toml`.
    pub set: String,
    /// `# OGN-001/298 · Origins · Common`, written above the card.
    pub comment: String,
    pub kind: String,
    pub domains: Vec<String>,
    pub cost: Option<String>,
    pub might: Option<u32>,
    pub tags: Vec<String>,
    pub supertypes: Vec<String>,
    pub text: Option<String>,
    /// What the mapping left out, for the report.
    pub notes: Vec<String>,
    /// `script = "cards/<id>.rhai"`, for a card whose text needs a script.
    pub script: bool,
}

impl Draft {
    pub fn from_gallery(c: &GalleryCard) -> Draft {
        let mut notes = Vec::new();
        let mut supertypes = Vec::new();
        let mut kind = None;
        for label in &c.types {
            for word in label.to_lowercase().split_whitespace() {
                if TYPES.contains(&word) && kind.is_none() {
                    kind = Some(word.to_string());
                } else if SUPERTYPES.contains(&word) && !supertypes.iter().any(|s| s == word) {
                    supertypes.push(word.to_string());
                }
            }
        }
        // Unknown, the type is written as given: the loader names the types it knows.
        let kind =
            kind.unwrap_or_else(|| c.types.first().map_or(String::new(), |t| t.to_lowercase()));
        for s in &c.supertypes {
            let s = s.to_lowercase();
            if !SUPERTYPES.contains(&s.as_str()) {
                notes.push(format!(
                    "supertype `{s}` left out: the engine knows champion, signature and token"
                ));
            } else if !supertypes.contains(&s) {
                supertypes.push(s);
            }
        }
        let domains: Vec<String> = c
            .domains
            .iter()
            .map(|d| d.to_lowercase())
            .filter(|d| !matches!(d.as_str(), "colorless" | "colourless" | "none"))
            .collect();
        let costed = matches!(kind.as_str(), "unit" | "spell" | "gear");
        let cost = match (c.energy, c.power) {
            _ if !costed => {
                if c.energy.unwrap_or(0) + c.power.unwrap_or(0) > 0 {
                    notes.push(format!("a {kind} has no cost: energy and power left out"));
                }
                None
            }
            (None | Some(0), None | Some(0)) => None,
            (e, p) => Some(cost(e.unwrap_or(0), p.unwrap_or(0), &domains)),
        };
        let might = match kind.as_str() {
            "unit" | "gear" => c.might,
            _ => {
                if c.might.unwrap_or(0) > 0 {
                    notes.push(format!("a {kind} has no Might: `might` left out"));
                }
                None
            }
        };
        let text = clean(&c.text);
        // A token is named by cards without the art label an export may add (`merge`).
        let name = if supertypes.iter().any(|s| s == "token") {
            super::merge::token_name(&c.name).to_string()
        } else {
            c.name.clone()
        };
        if name != c.name {
            notes.push(format!("named `{name}`: a token printed `{}`", c.name));
        }
        let mut comment = format!("# {}", c.shown());
        for part in [&c.set, &c.rarity] {
            if !part.is_empty() {
                comment.push_str(&format!(" · {part}"));
            }
        }
        let set = [&c.set, &c.set_id]
            .into_iter()
            .map(|s| slug(s))
            .find(|s| !s.is_empty())
            .unwrap_or_else(|| "cards".to_string());
        Draft {
            id: slug(&name),
            name,
            printed_name: c.name.clone(),
            code: c.shown(),
            also: Vec::new(),
            set,
            comment,
            kind,
            domains,
            cost,
            might,
            tags: c.tags.clone(),
            supertypes,
            text: (!text.is_empty()).then_some(text),
            notes,
            script: false,
        }
    }

    /// Whether it is a token (supertype `token`).
    pub fn is_token(&self) -> bool {
        self.supertypes.iter().any(|s| s == "token")
    }

    /// The card's `[[card]]` entry, after its comment line (and the other prints' codes).
    pub fn render(&self) -> String {
        let (first, rest) = self.comment.split_once('\n').unwrap_or((&self.comment, ""));
        let mut s = first.to_string();
        if !self.also.is_empty() {
            s.push_str(&format!("\n# also printed as {}", self.also.join(", ")));
        }
        if !rest.is_empty() {
            s.push('\n');
            s.push_str(rest);
        }
        s.push_str("\n[[card]]\n");
        s.push_str(&self.body());
        s
    }

    /// The fields, without the comment (what a print plays as is `merge::plays`).
    pub fn body(&self) -> String {
        let list = |v: &[String]| v.iter().map(|x| quote(x)).collect::<Vec<_>>().join(", ");
        let mut s = format!(
            "id = {}\nname = {}\ntype = {}\n",
            quote(&self.id),
            quote(&self.name),
            quote(&self.kind)
        );
        if !self.domains.is_empty() {
            s.push_str(&format!("domains = [{}]\n", list(&self.domains)));
        }
        if let Some(c) = &self.cost {
            s.push_str(&format!("cost = {}\n", quote(c)));
        }
        if let Some(m) = self.might {
            s.push_str(&format!("might = {m}\n"));
        }
        if !self.tags.is_empty() {
            s.push_str(&format!("tags = [{}]\n", list(&self.tags)));
        }
        if !self.supertypes.is_empty() {
            s.push_str(&format!("supertypes = [{}]\n", list(&self.supertypes)));
        }
        if let Some(t) = &self.text {
            s.push_str(&format!("text = {}\n", text_value(t)));
        }
        if self.script {
            s.push_str(&format!("script = {}\n", quote(&self.script_path())));
        }
        s
    }

    /// Where its script goes, relative to the pack's `scripts/`.
    pub fn script_path(&self) -> String {
        format!("cards/{}.rhai", self.id)
    }
}

/// `[E]` then one power symbol a point: the card's domain's letter (`[R]`…) when it has one
/// domain, else `[A]` (power of any domain, as 135.2.e.6.b reads a cost of a card with several).
fn cost(energy: u32, power: u32, domains: &[String]) -> String {
    let letter = match domains {
        [d] => Domain::from_key(d).map_or('A', |d| d.letter()),
        _ => 'A',
    };
    let mut s = String::new();
    if energy > 0 || power == 0 {
        s.push_str(&format!("[{energy}]"));
    }
    for _ in 0..power {
        s.push_str(&format!("[{letter}]"));
    }
    s
}

pub use grimoire_core::model::card_names::slug;

/// A TOML basic string.
fn quote(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// Card text as a TOML string the loader can point into: a literal string (no escapes, so a
/// column in the text is a column in the file) when the text allows, else a basic string.
fn text_value(t: &str) -> String {
    let plain = !t.chars().any(|c| c.is_control() && c != '\n');
    if plain && !t.contains('\n') && !t.contains('\'') {
        format!("'{t}'")
    } else if plain && !t.contains('\n') && !t.contains('"') && !t.contains('\\') {
        format!("\"{t}\"")
    } else if plain && !t.contains("'''") && !t.ends_with('\'') {
        format!("'''\n{t}'''")
    } else {
        quote(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gallery(kind: &str, domains: &[&str], e: Option<u32>, p: Option<u32>) -> GalleryCard {
        GalleryCard {
            index: 1,
            code: "TST-001".into(),
            name: "Kai'Sa, Évolution".into(),
            set: "Test Set".into(),
            domains: domains.iter().map(|d| d.to_string()).collect(),
            types: vec![kind.into()],
            energy: e,
            power: p,
            might: Some(2),
            ..GalleryCard::default()
        }
    }

    #[test]
    fn fields_map_to_a_riftbound_card() {
        let d = Draft::from_gallery(&gallery("Champion Unit", &["Fury"], Some(3), Some(1)));
        assert_eq!(d.id, "kaisa-evolution");
        assert_eq!(
            (d.kind.as_str(), d.supertypes.clone()),
            ("unit", vec!["champion".to_string()])
        );
        assert_eq!(d.cost.as_deref(), Some("[3][R]"));
        assert_eq!(d.set, "test-set");
        let d = Draft::from_gallery(&gallery("Spell", &["Fury", "Mind"], Some(0), Some(2)));
        assert_eq!(d.cost.as_deref(), Some("[A][A]"));
        assert_eq!(d.might, None);
        assert!(d.notes[0].contains("no Might"), "{:?}", d.notes);
        let d = Draft::from_gallery(&gallery("Battlefield", &[], None, None));
        assert_eq!((d.cost.clone(), d.might), (None, None));
    }

    #[test]
    fn texts_are_written_so_that_columns_stay_exact() {
        assert_eq!(text_value("[Tank]"), "'[Tank]'");
        assert_eq!(text_value("I'm here."), "\"I'm here.\"");
        assert_eq!(text_value("a\nI'm"), "'''\na\nI'm'''");
        for t in [
            "a\nend'",
            "x'''y\nz",
            "tab\there",
            "\"quoted\" and 'single'",
        ] {
            let table: toml::Table = toml::from_str(&format!("t = {}", text_value(t))).unwrap();
            assert_eq!(table["t"].as_str(), Some(t));
        }
        assert_eq!(slug("  Ancient  Warmonger!! "), "ancient-warmonger");
    }
}
