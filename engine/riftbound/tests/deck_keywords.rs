//! Issue 7: the base game's decks, together, use every keyword of the glossary (805–826). A
//! keyword counts when a card of a deck (legend, champion, main deck, battlefields) prints it as
//! one of its own abilities (`Ability::keywords`: `[Tank]`, `[Agonie][>] …`, `Équiper [1][C]`),
//! not when an instruction merely mentions it (« Octroyez [Gank] … »).

mod common;

use grimoire_riftbound::model::card::CardType;
use grimoire_riftbound::script::ScriptHost;
use std::collections::BTreeSet;

fn printed(card: &CardType) -> impl Iterator<Item = &str> {
    card.text
        .abilities
        .iter()
        .chain(&card.effect_text.abilities)
        .flat_map(|a| a.keywords())
        .map(|k| k.id.as_str())
}

#[test]
fn the_decks_together_use_every_keyword_of_the_glossary() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    assert!(catalog.decks.len() >= 4, "issue 7 asks for four decks");
    let glossary: BTreeSet<&str> = catalog
        .glossary
        .entries
        .iter()
        .map(|e| e.id.as_str())
        .collect();
    assert!(!glossary.is_empty());
    let mut used = BTreeSet::new();
    let mut report = String::new();
    for deck in &catalog.decks {
        let keys = [deck.legend, deck.champion]
            .into_iter()
            .chain(deck.battlefields.iter().copied())
            .chain(deck.main.iter().map(|m| m.0));
        let mine: BTreeSet<&str> = keys.flat_map(|k| printed(catalog.card(k))).collect();
        report += &format!("{}: {mine:?}\n", deck.id);
        used.extend(mine);
    }
    let missing: Vec<&&str> = glossary.difference(&used).collect();
    assert!(missing.is_empty(), "no deck uses {missing:?}\n{report}");
    // Every keyword printed on a deck card is a glossary keyword (the loader guarantees it).
    assert!(used.is_subset(&glossary), "{used:?}");
}
