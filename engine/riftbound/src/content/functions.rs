//! Which script functions a Riftbound card's text needs, and which the rules may call (the
//! naming convention of the README): a spell's instructions run `resolve` (choices in
//! `choose`); a keyword-linked ability runs the keyword's id (`deathknell`, then
//! `deathknell_2`…); a triggered ability written as an instruction runs the function named after
//! its event (`when_played`…); a continuous ability `continuous` / `<ability>_continuous`; an
//! activated keyword's cost, timing and choices `<keyword>_cost`, `<keyword>_timing`,
//! `choose_<keyword>` (818.1.c.4–5).

use crate::model::card::{CardKind, CardType};
use crate::model::functions::{CHOOSE, CONTINUOUS, RESOLVE, choose_fn};
use crate::model::glossary::{Glossary, KeywordKind, TriggerEvent};
use crate::model::records::Ability;
use std::rc::Rc;

/// The functions a card's text needs: each keyword-linked ability of a keyword with a trigger
/// hook, and `resolve` for a spell with instructions. A missing one is a load error.
pub fn required(card: &CardType, glossary: &Glossary) -> Vec<Rc<str>> {
    let mut needed: Vec<Rc<str>> = card
        .abilities
        .iter()
        .filter(|f| {
            f.keyword
                .is_some_and(|k| glossary.get(k).hooks.trigger.is_some())
        })
        .map(|f| f.name.clone())
        .collect();
    let has_instructions = card
        .text
        .abilities
        .iter()
        .any(|a| matches!(a, Ability::Instruction { .. }));
    if card.kind == CardKind::Spell && has_instructions {
        needed.push(RESOLVE.into());
    }
    needed
}

/// The functions the rules may call for `card`: `resolve`, `choose`, `continuous`, each ability
/// function of its text with its `choose_` and `_continuous` companions, the event functions,
/// and the activated keywords' `_cost`, `_timing` and `choose_` functions.
pub fn callable(card: &CardType, glossary: &Glossary) -> Vec<String> {
    let mut names: Vec<String> = [RESOLVE, CHOOSE, CONTINUOUS]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for f in &card.abilities {
        names.push(f.chooser.to_string());
        names.push(f.continuous.to_string());
        names.push(f.name.to_string());
    }
    // Triggered abilities written as instructions (« Lorsque j'attaque, … ») are functions
    // named after their event.
    for e in TriggerEvent::ALL {
        names.push(choose_fn(e.card_function()));
        names.push(e.card_function().to_string());
    }
    // 818.1.c.4: `<keyword>_cost` modifies the cost of an activated keyword the card has
    // (rules/activate.rs).
    for k in card.text.abilities.iter().flat_map(|a| a.keywords()) {
        let activated = glossary
            .by_id(&k.id)
            .is_some_and(|kw| glossary.get(kw).kind == KeywordKind::Activated);
        if activated {
            let key = k.id.replace('-', "_");
            names.push(format!("{key}_cost"));
            // 818.1.c.5: text altering its timing (`<keyword>_timing`) or targeting
            // (`choose_<keyword>`).
            names.push(format!("{key}_timing"));
            names.push(format!("choose_{key}"));
        }
    }
    names
}

/// The callable names, the event functions every card may define summed up in one phrase.
pub fn help(names: &[String]) -> String {
    let events: Vec<String> = TriggerEvent::ALL
        .iter()
        .flat_map(|e| [e.card_function().to_string(), choose_fn(e.card_function())])
        .collect();
    let continuous = |n: &str| n == CONTINUOUS || n.ends_with("_continuous");
    let mut v: Vec<String> = names
        .iter()
        .filter(|n| !events.contains(n) && !continuous(n))
        .map(|n| format!("`{n}`"))
        .collect();
    v.push("a triggered ability named after its event (`when_played`, `when_dies`, …)".into());
    v.push("a continuous ability (`continuous`, `<ability>_continuous`)".into());
    v.join(", ")
}
