//! How `grimoire explain` shows a Riftbound card's facts: type, domains, cost, Might, tags,
//! supertypes, a gear's effect text (718.3), and the abilities printed with a cost without a
//! keyword with the function each runs (377.1).

use crate::model::card::{CardKind, CardType, Supertype};
use crate::model::cost::Domain;
use crate::model::records::CardText;
use grimoire_core::en_fr;
use serde_json::{Map, Value, json};

fn list<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.iter().map(f).collect::<Vec<_>>().join(", ")
    }
}

/// The card's fields as a person reads them, in the language shown (`grimoire explain`,
/// `look` in play, the replay page's card): the names and the words of the values follow it,
/// in the same order in each language.
pub fn fields(card: &CardType) -> Vec<(&'static str, String)> {
    let supertypes = list(&card.supertypes, |&t| supertype_word(t).to_string());
    let mut out = vec![
        (
            en_fr!(en: "type", fr: "type"),
            kind_word(card.kind).to_string(),
        ),
        (
            en_fr!(en: "domains", fr: "domaines"),
            list(&card.domains, |&d| domain_word(d).to_string()),
        ),
        (en_fr!(en: "cost", fr: "coût"), card.cost.to_string()),
        (
            en_fr!(en: "might", fr: "Puissance"),
            card.might.map_or("-".to_string(), |m| m.to_string()),
        ),
        (
            en_fr!(en: "tags", fr: "étiquettes"),
            list(&card.tags, |t| t.clone()),
        ),
        (en_fr!(en: "supertypes", fr: "supertypes"), supertypes),
    ];
    // 377.1: each ability printed `COST : EFFECT`, by the index and the name scenarios use, and
    // its function. Only those have a condition function (`printed.rs`).
    let printed: Vec<String> = (card.activated.iter().enumerate())
        .filter(|(_, a)| a.condition_fn.is_some())
        .map(|(i, a)| {
            let pay = (a.pay_fn.as_deref()).map_or(String::new(), |f| format!(", words: fn {f}"));
            format!("{}. {} → fn {}{pay}", i + 1, a.name, a.function)
        })
        .collect();
    if !printed.is_empty() {
        out.push((
            en_fr!(en: "activated", fr: "capacités activées"),
            printed.join("; "),
        ));
    }
    out
}

/// `unit`, `spell`… as card files name them; in French `unité`, `sort`…
fn kind_word(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Unit => en_fr!(en: "unit", fr: "unité"),
        CardKind::Spell => en_fr!(en: "spell", fr: "sort"),
        CardKind::Gear => en_fr!(en: "gear", fr: "équipement"),
        CardKind::Legend => en_fr!(en: "legend", fr: "légende"),
        CardKind::Battlefield => en_fr!(en: "battlefield", fr: "champ de bataille"),
        CardKind::Rune => en_fr!(en: "rune", fr: "rune"),
    }
}

/// `fury`, `calm`… as card files name them; in French `fureur`, `calme`…
fn domain_word(d: Domain) -> &'static str {
    match d {
        Domain::Fury => en_fr!(en: "fury", fr: "fureur"),
        Domain::Calm => en_fr!(en: "calm", fr: "calme"),
        Domain::Mind => en_fr!(en: "mind", fr: "esprit"),
        Domain::Body => en_fr!(en: "body", fr: "corps"),
        Domain::Chaos => en_fr!(en: "chaos", fr: "chaos"),
        Domain::Order => en_fr!(en: "order", fr: "ordre"),
    }
}

/// `champion`, `signature`, `token` as card files name them; in French `jeton` for a token.
fn supertype_word(t: Supertype) -> &'static str {
    match t {
        Supertype::Champion => en_fr!(en: "champion", fr: "champion"),
        Supertype::Signature => en_fr!(en: "signature", fr: "signature"),
        Supertype::Token => en_fr!(en: "token", fr: "jeton"),
    }
}

pub fn texts(card: &CardType) -> Vec<(&'static str, &CardText)> {
    vec![(
        en_fr!(en: "effect text", fr: "texte d'effet"),
        &card.effect_text,
    )]
}

pub fn to_json(card: &CardType) -> Map<String, Value> {
    let value = json!({
        "type": card.kind,
        "domains": card.domains,
        "cost": card.cost.to_string(),
        "might": card.might,
        "tags": card.tags,
        "supertypes": card.supertypes,
        "effect_abilities": card.effect_text.abilities,
    });
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}
