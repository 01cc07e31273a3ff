//! How `grimoire explain` shows a duel card's facts: type, subtypes, cost, power, toughness,
//! colours, activated abilities.

use crate::model::card::{CardKind, CardType};
use crate::model::cost::Color;
use crate::model::records::CardText;
use grimoire_core::en_fr;
use serde_json::{Map, Value, json};

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.join(", ")
    }
}

/// The card's fields as a person reads them, in the language shown (`grimoire explain`,
/// `look` in play, the replay page's card): the names and the words of the values follow it,
/// in the same order in each language.
pub fn fields(card: &CardType) -> Vec<(&'static str, String)> {
    let stat = |v: Option<i32>| v.map_or("-".to_string(), |n| n.to_string());
    let colors: Vec<String> = card
        .colors
        .iter()
        .map(|&c| color_word(c).to_string())
        .collect();
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
        (
            en_fr!(en: "type", fr: "type"),
            kind_word(card.kind).to_string(),
        ),
        (
            en_fr!(en: "subtypes", fr: "sous-types"),
            list(&card.subtypes),
        ),
        (en_fr!(en: "cost", fr: "coût"), cost),
        (en_fr!(en: "power", fr: "force"), stat(card.power)),
        (
            en_fr!(en: "toughness", fr: "endurance"),
            stat(card.toughness),
        ),
        (en_fr!(en: "colors", fr: "couleurs"), list(&colors)),
    ];
    if let Some(c) = card.mana {
        out.push((
            en_fr!(en: "taps for", fr: "s'engage pour"),
            format!("{{{}}}", c.letter()),
        ));
    }
    out.push((
        en_fr!(en: "activated", fr: "capacités activées"),
        list(&activated),
    ));
    out
}

/// `creature`, `land`… as card files name them; in French `créature`, `terrain`…
fn kind_word(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Creature => en_fr!(en: "creature", fr: "créature"),
        CardKind::Land => en_fr!(en: "land", fr: "terrain"),
        CardKind::Artifact => en_fr!(en: "artifact", fr: "artefact"),
        CardKind::Enchantment => en_fr!(en: "enchantment", fr: "enchantement"),
        CardKind::Instant => en_fr!(en: "instant", fr: "éphémère"),
        CardKind::Sorcery => en_fr!(en: "sorcery", fr: "rituel"),
    }
}

/// `white`, `blue`… as card files name them; in French `blanc`, `bleu`…
fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => en_fr!(en: "white", fr: "blanc"),
        Color::Blue => en_fr!(en: "blue", fr: "bleu"),
        Color::Black => en_fr!(en: "black", fr: "noir"),
        Color::Red => en_fr!(en: "red", fr: "rouge"),
        Color::Green => en_fr!(en: "green", fr: "vert"),
    }
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
