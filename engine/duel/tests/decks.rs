//! The duel deck rules: a deck holds at least 40 cards and at most 4 copies of a card other than
//! a basic land. Both base decks load and keep them; decks that break them, or name a card that
//! does not exist, are refused by the deck loader with a diagnostic at the offending line and
//! column.

mod common;

use grimoire_core::Ruleset;
use grimoire_duel::Duel;
use grimoire_duel::content::deck::{MAX_CARDS, MAX_COPIES, MIN_CARDS, load_deck};
use grimoire_duel::diag::{Diagnostic, line_col};
use grimoire_duel::model::card::{CardKind, basic_land_color};
use grimoire_duel::model::catalog::{Catalog, DeckDef};
use grimoire_duel::script::ScriptHost;
use std::collections::BTreeMap;

const FILE: &str = "decks/essai.toml";

/// Whether the card is a basic land: a land of a basic land type (it taps for that colour).
fn is_basic_land(catalog: &Catalog, id: &str) -> bool {
    let key = catalog.find(id, Some("duel")).expect("a known card");
    let facts = &catalog.card(key).facts;
    facts.kind == CardKind::Land && facts.subtypes.iter().any(|s| basic_land_color(s).is_some())
}

/// Loads `src` as a duel deck of the base pack; the deck, or the diagnostics. The loader the
/// core calls through the ruleset must say the same.
fn load(catalog: &Catalog, src: &str) -> Result<DeckDef, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let deck = load_deck(FILE, src, "essai", "duel", catalog, &mut errors);
    let mut through_ruleset = Vec::new();
    let again =
        <Duel as Ruleset>::load_deck(FILE, src, "essai", "duel", catalog, &mut through_ruleset);
    assert_eq!(errors, through_ruleset);
    assert_eq!(
        deck.as_ref().map(|d| &d.list.cards),
        again.as_ref().map(|d| &d.list.cards)
    );
    match (deck, errors.is_empty()) {
        (Some(d), true) => Ok(d),
        (None, false) => Err(errors),
        (d, _) => panic!(
            "a deck is returned exactly when there is no diagnostic: {:?}, {errors:?}",
            d.map(|d| d.id)
        ),
    }
}

/// The 1-based line and column of the first occurrence of `needle` in `src`.
fn position_of(src: &str, needle: &str) -> (usize, usize) {
    line_col(src, src.find(needle).expect("the text is in the deck"))
}

#[test]
fn both_base_decks_load_and_are_legal() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    for id in common::DECKS {
        let deck = catalog
            .deck(id)
            .unwrap_or_else(|| panic!("the base deck {id} loads"));
        assert_eq!(deck.pack, "duel");
        let total: u32 = deck.list.cards.iter().map(|c| c.1).sum();
        assert!(total >= MIN_CARDS, "{id}: {total} cards");
        assert_eq!(Duel::cards_in_play(deck), total as usize);
        let mut copies: BTreeMap<&str, u32> = BTreeMap::new();
        for &(k, n) in &deck.list.cards {
            *copies.entry(catalog.card(k).id.as_str()).or_default() += n;
        }
        for (card, n) in &copies {
            assert!(
                *n <= MAX_COPIES || is_basic_land(catalog, card),
                "{id}: {n} copies of {card}"
            );
        }
        assert!(
            copies.keys().any(|c| is_basic_land(catalog, c)),
            "{id} has basic lands"
        );
        // The file as read from disk agrees with what the catalog holds, entry by entry.
        let path = common::root().join(&deck.file);
        let src =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let doc: toml::Table = toml::from_str(&src).expect("a deck file is TOML");
        let main = doc["main"].as_table().expect("a [main] table");
        let from_file: BTreeMap<&str, u32> = main
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_integer().expect("a count") as u32))
            .collect();
        assert_eq!(from_file, copies, "{id}: the file and the catalog agree");
        let again = load(catalog, &src).unwrap_or_else(|e| panic!("{id}: {e:?}"));
        assert_eq!(again.list.cards, deck.list.cards);
    }
}

#[test]
fn basic_lands_have_no_copy_limit() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    assert!(is_basic_land(catalog, "montagne") && is_basic_land(catalog, "foret"));
    let src = "name = \"Essai\"\n\n[main]\nmontagne = 24\nforet = 12\ntrait-de-braise = 4\n";
    let deck = load(catalog, src).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(deck.name, "Essai");
    let counts: Vec<(&str, u32)> = deck
        .list
        .cards
        .iter()
        .map(|&(k, n)| (catalog.card(k).id.as_str(), n))
        .collect();
    assert_eq!(
        counts,
        [("montagne", 24), ("foret", 12), ("trait-de-braise", 4)],
        "in file order"
    );
}

/// Counts a deck file may write but no game can hold: too many basic lands, or two counts whose
/// sum does not fit the file's number type. Refused before any game is built, not wrapped around.
#[test]
fn a_deck_too_large_to_build_is_refused() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    let huge = "name = \"Essai\"\n\n[main]\nmontagne = 4294967295\nforet = 41\n";
    let wide = format!(
        "name = \"Essai\"\n\n[main]\nmontagne = {}\nforet = 20\n",
        MAX_CARDS
    );
    for src in [huge.to_string(), wide] {
        let errors = load(catalog, &src).expect_err("too many cards");
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].message.contains(&format!("at most {MAX_CARDS}")),
            "{errors:?}"
        );
    }
}

#[test]
fn thirty_nine_cards_are_refused() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    let src = "name = \"Essai\"\n\n[main]\nmontagne = 20\nforet = 15\ntrait-de-braise = 4\n";
    let errors = load(catalog, src).expect_err("39 cards are too few");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let d = &errors[0];
    // A count of the whole deck: the diagnostic points at the file's start.
    assert_eq!(
        (d.location.file.as_str(), d.location.line, d.location.col),
        (FILE, 1, 1),
        "{d}"
    );
    assert!(
        d.message.contains("39") && d.message.contains(&MIN_CARDS.to_string()),
        "{d}"
    );
    assert!(
        d.to_string().starts_with(&format!("{FILE}:1:1: error:")),
        "{d}"
    );
    // One more card and it loads.
    let forty = src.replace("foret = 15", "foret = 16");
    load(catalog, &forty).unwrap_or_else(|e| panic!("{e:?}"));
}

#[test]
fn five_copies_of_a_card_other_than_a_basic_land_are_refused() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    assert!(!is_basic_land(catalog, "trait-de-braise"));
    let src = "name = \"Essai\"\n\n[main]\nmontagne = 20\ntrait-de-braise = 5\nforet = 15\n";
    let errors = load(catalog, src).expect_err("five copies are too many");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let d = &errors[0];
    // At the count of the entry: line 5, after `trait-de-braise = `.
    let (line, col) = position_of(src, "5\nforet");
    assert_eq!((line, col), (5, 19));
    assert_eq!(
        (d.location.file.as_str(), d.location.line, d.location.col),
        (FILE, line, col),
        "{d}"
    );
    assert!(d.message.contains("`trait-de-braise`"), "{d}");
    assert!(d.message.contains(&MAX_COPIES.to_string()), "{d}");
}

#[test]
fn an_unknown_card_is_refused_with_the_nearest_ids() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    assert!(catalog.find("trait-de-brasie", Some("duel")).is_none());
    // Forty cards besides the unknown one, so that it is the only problem.
    let src = "name = \"Essai\"\n\n[main]\nmontagne = 20\nforet = 20\ntrait-de-brasie = 2\n";
    let errors = load(catalog, src).expect_err("an unknown card is refused");
    let unknown: Vec<&Diagnostic> = errors
        .iter()
        .filter(|d| d.message.contains("unknown card"))
        .collect();
    assert_eq!(unknown.len(), 1, "{errors:?}");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let d = unknown[0];
    // At the entry's key: line 6, column 1.
    let (line, col) = position_of(src, "trait-de-brasie");
    assert_eq!((line, col), (6, 1));
    assert_eq!(
        (d.location.file.as_str(), d.location.line, d.location.col),
        (FILE, line, col),
        "{d}"
    );
    assert!(d.message.contains("`trait-de-brasie`"), "{d}");
    let help = d.help.as_deref().expect("a help line");
    assert!(
        help.contains("trait-de-braise"),
        "the help names the card meant: {help}"
    );
}

#[test]
fn a_malformed_deck_file_is_refused_at_its_position() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    let src = "name = \"Essai\"\n\n[main]\nmontagne = \"huit\"\n";
    let errors = load(catalog, src).expect_err("a count is a number");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let (line, _) = position_of(src, "montagne");
    assert_eq!(errors[0].location.line, line, "{}", errors[0]);
    let src = "name = \"Essai\"\nsideboard = 3\n[main]\nmontagne = 40\n";
    let errors = load(catalog, src).expect_err("a deck file has no unknown field");
    assert_eq!(errors[0].location.line, 2, "{}", errors[0]);
}
