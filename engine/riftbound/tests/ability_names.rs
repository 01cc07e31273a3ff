//! Every ability a base card's script or text performs on an event is named as the card prints
//! it (issue 33): a keyword-linked ability by its keyword, a triggered line by its opening —
//! never by the function's words, the fallback for a function no line names. Names on one card
//! are told apart, so a scenario or a person can name each.

mod common;

use grimoire_riftbound::model::glossary::TriggerEvent;
use grimoire_riftbound::script::ScriptHost;

#[test]
fn every_triggered_ability_of_the_base_cards_has_its_printed_name() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    let mut unnamed = Vec::new();
    let mut alike = Vec::new();
    let mut seen = 0;
    for card in &catalog.cards {
        let mut functions: Vec<String> =
            card.abilities.iter().map(|f| f.name.to_string()).collect();
        if let Some(s) = card.script {
            let info = catalog.script(s);
            for e in TriggerEvent::ALL {
                if info.defines(e.card_function()) {
                    functions.push(e.card_function().to_string());
                }
            }
        }
        let mut names: Vec<String> = Vec::new();
        for f in &functions {
            seen += 1;
            match card.ability_names.get(f) {
                None => unnamed.push(format!("{}: {f}", card.id)),
                Some(n) if names.contains(&n.to_string()) => {
                    alike.push(format!("{}: {f} ({n})", card.id))
                }
                Some(n) => names.push(n.to_string()),
            }
        }
    }
    assert!(seen > 50, "only {seen} abilities looked at");
    assert!(unnamed.is_empty(), "named by their function: {unnamed:#?}");
    assert!(
        alike.is_empty(),
        "two abilities of one card named alike: {alike:#?}"
    );
}

#[test]
fn a_keyword_printed_twice_is_ranked_and_a_line_named_by_its_opening() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let card = loaded
        .catalog
        .cards
        .iter()
        .find(|c| c.id == "gardien-des-cendres")
        .expect("gardien-des-cendres");
    assert_eq!(&*card.ability_name("deathknell"), "Agonie (1st)");
    assert_eq!(&*card.ability_name("deathknell_2"), "Agonie (2nd)");
    let fee = loaded
        .catalog
        .cards
        .iter()
        .find(|c| {
            c.ability_names.get("when_played").is_some()
                && c.lang == grimoire_riftbound::model::card::Lang::Fr
        })
        .expect("a French card with « Lorsque vous me jouez »");
    let name = fee.ability_name("when_played");
    assert!(name.starts_with("« ") && name.ends_with(" »"), "{name}");
    assert!(!name.contains("when_played"), "{name}");
}
