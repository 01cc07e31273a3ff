//! How `grimoire explain` shows a duel card's facts: type, subtypes, cost, power, toughness,
//! colours, activated abilities.

use crate::model::card::CardType;
use crate::model::records::CardText;
use serde_json::{Map, Value, json};

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.join(", ")
    }
}

pub fn fields(card: &CardType) -> Vec<(&'static str, String)> {
    let stat = |v: Option<i32>| v.map_or("-".to_string(), |n| n.to_string());
    let colors: Vec<String> = card.colors.iter().map(|c| c.key().to_string()).collect();
    let activated: Vec<String> = card
        .activated
        .iter()
        .enumerate()
        .map(|(i, a)| format!("{}. {} → fn {}", i + 1, a.name, a.function))
        .collect();
    // A land has no mana cost; it taps for the mana of its colour (a mana ability).
    let land = card.kind == crate::model::card::CardKind::Land;
    let cost = if land {
        "-".to_string()
    } else {
        card.cost.to_string()
    };
    let mut out = vec![
        ("type", card.kind.key().to_string()),
        ("subtypes", list(&card.subtypes)),
        ("cost", cost),
        ("power", stat(card.power)),
        ("toughness", stat(card.toughness)),
        ("colors", list(&colors)),
    ];
    if let Some(c) = card.mana {
        out.push(("taps for", format!("{{{}}}", c.letter())));
    }
    out.push(("activated", list(&activated)));
    out
}

pub fn texts(_: &CardType) -> Vec<(&'static str, &CardText)> {
    Vec::new()
}

pub fn to_json(card: &CardType) -> Map<String, Value> {
    let land = card.kind == crate::model::card::CardKind::Land;
    let activated: Vec<Value> = card
        .activated
        .iter()
        .map(|a| {
            json!({
                "name": a.name.as_ref(),
                "cost": a.mana.to_string(),
                "tap": a.tap,
                "function": a.function.as_ref(),
                "sorcery_speed": a.sorcery,
            })
        })
        .collect();
    let value = json!({
        "type": card.kind,
        "subtypes": card.subtypes,
        "cost": (!land).then(|| card.cost.to_string()),
        "power": card.power,
        "toughness": card.toughness,
        "colors": card.colors,
        "taps_for": card.mana,
        "activated": activated,
    });
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}
