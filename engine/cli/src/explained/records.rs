//! Ability records printed one per line, shared by `grimoire explain` and `grimoire parse` so a
//! designer reads the same words for the same record whichever command shows it.

use crate::core::Ruleset;
use crate::core::model::glossary::Glossary;
use crate::core::model::records::{Ability, Instruction, KeywordUse};
use std::fmt::Write;

/// One record on one line: `keyword assault value 1`, `linked deathknell → instruction "…"`.
pub fn ability<R: Ruleset>(a: &Ability<R>, g: &Glossary<R>) -> String {
    match a {
        Ability::Keywords { keywords } => {
            let kws: Vec<String> = keywords.iter().map(|k| keyword(k, g)).collect();
            let word = if kws.len() == 1 {
                "keyword"
            } else {
                "keywords"
            };
            format!("{word} {}", kws.join(", "))
        }
        Ability::Linked { keyword: k, effect } => {
            format!("linked {} → {}", keyword(k, g), instruction(effect, g))
        }
        Ability::Instruction { instruction: i } => instruction(i, g),
    }
}

/// `assault value 2`, `repeat cost [2]`, `equip cost [1] + "Discard 1" or "Spend 1 XP"
/// changed by "…"`; a value left out prints the glossary default.
/// Inside an instruction's mentions the word `value` is dropped: `mentions assault 3`.
fn keyword<R: Ruleset>(k: &KeywordUse<R>, g: &Glossary<R>) -> String {
    let mut s = k.id.clone();
    let default = g.by_id(&k.id).and_then(|id| g.get(id).default);
    if let Some(v) = k.value.or(default) {
        let _ = write!(s, " value {v}");
    }
    let ways: Vec<String> = k
        .ways()
        .iter()
        .map(|w| {
            let resources = w.resources.map(|c| c.to_string());
            let words = w.words.as_ref().map(|t| format!("{t:?}"));
            [resources, words]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" + ")
        })
        .collect();
    if !ways.is_empty() {
        let _ = write!(s, " cost {}", ways.join(" or "));
    }
    if let Some(note) = &k.cost_note {
        let _ = write!(s, " changed by {:?}", note.text);
    }
    s
}

fn instruction<R: Ruleset>(i: &Instruction<R>, g: &Glossary<R>) -> String {
    let mut s = format!("instruction {:?}", i.text);
    if !i.mentions.is_empty() {
        let m: Vec<String> = i
            .mentions
            .iter()
            .map(|k| keyword(k, g).replacen(" value ", " ", 1))
            .collect();
        let _ = write!(s, " mentions {}", m.join(", "));
    }
    s
}
