//! Load-time check that a card script defines no public function the engine never calls: such a
//! function is almost always a misspelt ability name (`deathknel`), which would otherwise fail
//! silently — the ability would simply do nothing. Private helpers start with `_` (or are
//! declared `private fn`); shared helpers live in `scripts/lib/` and are exempt.

use crate::diag::{Diagnostic, Location};
use crate::model::card::{CardType, ScriptId};
use crate::model::catalog::Catalog;
use crate::model::functions::{CHOOSE, RESOLVE, ability_functions, choose_fn};
use std::collections::{BTreeMap, BTreeSet};

/// The functions the engine may call for `card`: `resolve`, `choose`, each ability function
/// of its text and that function's `choose_` companion.
pub fn callable(card: &CardType, catalog: &Catalog) -> BTreeSet<String> {
    let mut names: BTreeSet<String> = [RESOLVE, CHOOSE].iter().map(|s| s.to_string()).collect();
    names.insert(crate::model::functions::CONTINUOUS.to_string());
    for f in ability_functions(&card.text, &catalog.glossary) {
        names.insert(choose_fn(&f.name));
        names.insert(crate::model::functions::continuous_fn(&f.name));
        names.insert(f.name);
    }
    // Triggered abilities written as instructions (« Lorsque j'attaque, … ») are functions
    // named after their event.
    for e in crate::model::glossary::TriggerEvent::ALL {
        names.insert(choose_fn(e.card_function()));
        names.insert(e.card_function().to_string());
    }
    // 818.1.c.4: `<keyword>_cost` modifies the cost of an activated keyword the card has
    // (rules/activate.rs).
    for k in card.text.abilities.iter().flat_map(|a| a.keywords()) {
        let activated = catalog.glossary.by_id(&k.id).is_some_and(|kw| {
            catalog.glossary.get(kw).kind == crate::model::glossary::KeywordKind::Activated
        });
        if activated {
            let key = k.id.replace('-', "_");
            names.insert(format!("{key}_cost"));
            // 818.1.c.5: text altering its timing (`<keyword>_timing`) or targeting
            // (`choose_<keyword>`).
            names.insert(format!("{key}_timing"));
            names.insert(format!("choose_{key}"));
        }
    }
    names
}

/// Reports every public function of the scripts used by `cards` that no card using that script
/// needs. A script shared by several cards is checked against the union of their needs.
pub fn check_unused(cards: &[CardType], catalog: &Catalog, errors: &mut Vec<Diagnostic>) {
    let mut users: BTreeMap<ScriptId, (Vec<&str>, BTreeSet<String>)> = BTreeMap::new();
    for card in cards {
        let Some(s) = card.script else { continue };
        let entry = users.entry(s).or_default();
        entry.0.push(&card.id);
        entry.1.extend(callable(card, catalog));
    }
    for (id, (cards, needed)) in users {
        let script = catalog.script(id);
        let private: BTreeSet<&str> = script
            .ast
            .iter_functions()
            .filter(|f| f.access == rhai::FnAccess::Private)
            .map(|f| f.name)
            .collect();
        for name in &script.functions {
            if needed.contains(name) || name.starts_with('_') || private.contains(name.as_str()) {
                continue;
            }
            if script.helpers.contains_key(name) {
                continue;
            }
            let (line, col) = script.declared_at.get(name).copied().unwrap_or((1, 1));
            let named: Vec<String> = cards.iter().map(|c| format!("`{c}`")).collect();
            errors.push(
                Diagnostic::new(
                    Location::new(&script.path, line, col),
                    format!(
                        "`fn {name}` in {} is never called for card {}",
                        script.path,
                        named.join(", ")
                    ),
                )
                .with_help(format!(
                    "the engine calls {}; name a private helper `_{name}`",
                    list(&needed)
                )),
            );
        }
    }
}

/// The callable names, the event functions every card may define summed up in one phrase.
fn list(names: &BTreeSet<String>) -> String {
    let events: Vec<String> = crate::model::glossary::TriggerEvent::ALL
        .iter()
        .flat_map(|e| [e.card_function().to_string(), choose_fn(e.card_function())])
        .collect();
    let continuous =
        |n: &str| n == crate::model::functions::CONTINUOUS || n.ends_with("_continuous");
    let mut v: Vec<String> = names
        .iter()
        .filter(|n| !events.contains(n) && !continuous(n))
        .map(|n| format!("`{n}`"))
        .collect();
    v.push("a triggered ability named after its event (`when_played`, `when_dies`, …)".into());
    v.push("a continuous ability (`continuous`, `<ability>_continuous`)".into());
    v.join(", ")
}
