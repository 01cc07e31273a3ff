//! Which script functions a duel card's text needs, and which the rules may call (the naming
//! convention, docs/CARD-API.md): an instant's or sorcery's text runs `resolve` (choices in
//! `choose`); an activated ability written `cost : effect` runs `ability`, `ability_2`… (its
//! choices, and costs beyond mana and `{T}`, in `choose_ability`…); a triggered ability runs the
//! function named after its event (`when_enters`, `when_attacks`…, choices in
//! `choose_when_…`); a replacement the function named after it (`would_be_dealt_damage`); a
//! static ability `continuous`.

use crate::model::card::CardType;
use crate::model::catalogue::{CATALOGUE, EVENTS};
use crate::model::functions::{CHOOSE, CONTINUOUS, RESOLVE, choose_fn};
use crate::model::glossary::Glossary;
use crate::model::records::Ability;
use grimoire_core::model::glossary::HookKind;
use std::rc::Rc;

/// The functions a card's text needs: `resolve` for an instant or sorcery with text, and each
/// activated ability's function. A missing one is a load error.
pub fn required(card: &CardType, _: &Glossary) -> Vec<Rc<str>> {
    let mut needed: Vec<Rc<str>> = Vec::new();
    let has_text = card
        .text
        .abilities
        .iter()
        .any(|a| matches!(a, Ability::Instruction { .. }));
    if !card.kind.is_permanent() && has_text {
        needed.push(RESOLVE.into());
    }
    needed.extend(
        card.activated
            .iter()
            .filter(|a| a.keyword.is_none())
            .map(|a| a.function.clone()),
    );
    needed
}

/// The functions the rules may call for `card`.
pub fn callable(card: &CardType, _: &Glossary) -> Vec<String> {
    let mut names: Vec<String> = [RESOLVE, CHOOSE, CONTINUOUS]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for a in card.activated.iter().filter(|a| a.keyword.is_none()) {
        names.push(a.function.to_string());
        names.push(a.chooser.to_string());
    }
    for (_, f) in EVENTS {
        names.push(f.to_string());
        names.push(choose_fn(f));
    }
    names.extend(
        CATALOGUE
            .iter()
            .filter(|h| h.kind == HookKind::Replacement)
            .map(|h| h.name.to_string()),
    );
    names
}

/// The callable names summed up in one phrase.
pub fn help(names: &[String]) -> String {
    let events: Vec<String> = EVENTS
        .iter()
        .flat_map(|(_, f)| [f.to_string(), choose_fn(f)])
        .collect();
    let mut v: Vec<String> = names
        .iter()
        .filter(|n| !events.contains(n) && n.as_str() != CONTINUOUS)
        .map(|n| format!("`{n}`"))
        .collect();
    v.push("a triggered ability named after its event (`when_enters`, `when_attacks`, …)".into());
    v.push("a static ability (`continuous`)".into());
    v.join(", ")
}
