//! How `grimoire explain` shows a Riftbound card's facts: type, domains, cost, Might, tags,
//! supertypes, a gear's effect text (718.3), and the abilities printed with a cost without a
//! keyword with the function each runs (377.1).

use crate::model::card::CardType;
use crate::model::records::CardText;
use serde_json::{Map, Value, json};

fn list<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.iter().map(f).collect::<Vec<_>>().join(", ")
    }
}

pub fn fields(card: &CardType) -> Vec<(&'static str, String)> {
    let supertypes = list(&card.supertypes, |t| {
        serde_json::to_value(t)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    });
    let mut out = vec![
        ("type", card.kind.word().to_string()),
        ("domains", list(&card.domains, |d| d.key().to_string())),
        ("cost", card.cost.to_string()),
        (
            "might",
            card.might.map_or("-".to_string(), |m| m.to_string()),
        ),
        ("tags", list(&card.tags, |t| t.clone())),
        ("supertypes", supertypes),
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
        out.push(("activated", printed.join("; ")));
    }
    out
}

pub fn texts(card: &CardType) -> Vec<(&'static str, &CardText)> {
    vec![("effect text", &card.effect_text)]
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
