//! Card text of the duel game: every base card's printed text parses into the records the
//! loader kept, and renders back (in French and in English) to text that parses into the same
//! records; the decks print the keywords the glossary defines; every line that is not a keyword
//! or a basic land's mana ability has a script to run it. A faulty card text, loaded through the
//! real loader as a pack of its own, is refused with a diagnostic at the file, line and column of
//! the fault inside the card's TOML.

mod common;

use grimoire_core::content::{PackFiles, load};
use grimoire_core::diag::{Diagnostic, line_col};
use grimoire_core::text::{parse_card_text, render, same_ignoring_spans};
use grimoire_duel::Duel;
use grimoire_duel::model::card::{CardKind, Lang};
use grimoire_duel::model::records::Ability;
use grimoire_duel::script::ScriptHost;
use std::collections::BTreeSet;

#[test]
fn every_base_card_text_parses_into_what_the_loader_kept_and_round_trips() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    let g = &catalog.glossary;
    assert!(catalog.cards.len() >= 40, "{} cards", catalog.cards.len());
    let mut with_text = 0;
    for card in &catalog.cards {
        let what = format!("{} ({})", card.id, card.source.file);
        let text = parse_card_text(&card.text_source, card.lang, g)
            .unwrap_or_else(|e| panic!("{what}: {:?} does not parse: {e:?}", card.text_source));
        assert_eq!(text, card.text, "{what}");
        // One ability a non-empty line.
        let lines = card
            .text_source
            .lines()
            .filter(|l| !l.trim().is_empty())
            .count();
        assert_eq!(text.abilities.len(), lines, "{what}");
        with_text += usize::from(lines > 0);
        for lang in [Lang::Fr, Lang::En] {
            let rendered = render(&text, g, lang);
            let again = parse_card_text(&rendered, lang, g).unwrap_or_else(|e| {
                panic!("{what} ({lang:?}): {rendered:?} does not parse: {e:?}")
            });
            assert!(
                same_ignoring_spans(&text, &again),
                "{what} ({lang:?}): {rendered:?}\nbefore: {text:?}\nafter:  {again:?}"
            );
        }
        // The keyword instances the rules read are those of the text, with their values.
        assert_eq!(card.keywords, text.keyword_instances(g), "{what}");
    }
    assert!(with_text > 20, "most cards print text: {with_text}");
}

#[test]
fn the_two_decks_together_print_every_keyword_of_the_glossary() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    let all: BTreeSet<&str> = catalog
        .glossary
        .entries
        .iter()
        .map(|e| e.id.as_str())
        .collect();
    let mut used = BTreeSet::new();
    let mut report = String::new();
    for id in common::DECKS {
        let deck = catalog.deck(id).expect("a base deck");
        let mine: BTreeSet<&str> = deck
            .list
            .cards
            .iter()
            .flat_map(|&(k, _)| &catalog.card(k).text.abilities)
            .flat_map(|a| a.keywords())
            .map(|k| k.id.as_str())
            .collect();
        report += &format!("{id}: {mine:?}\n");
        used.extend(mine);
    }
    let missing: Vec<&&str> = all.difference(&used).collect();
    assert!(missing.is_empty(), "no deck prints {missing:?}\n{report}");
}

#[test]
fn every_base_card_with_a_line_of_instruction_has_a_script() {
    // The loader requires a script for an instant's or sorcery's text and for a `cost : effect`
    // ability, but a permanent's static or triggered line is read by no one else: without a
    // script it would do nothing. Basic lands are the exception: their one line is their mana
    // ability, read by the rules.
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = &loaded.catalog;
    let mut silent = Vec::new();
    for card in &catalog.cards {
        let instructions = card
            .text
            .abilities
            .iter()
            .filter(|a| matches!(a, Ability::Instruction { .. }))
            .count();
        let mana_only = card.facts.kind == CardKind::Land
            && card.facts.mana.is_some()
            && card.text.abilities.len() == 1;
        if instructions > 0 && card.script.is_none() && !mana_only {
            silent.push(format!("{}: {:?}", card.id, card.text_source.trim()));
        }
    }
    assert!(
        silent.is_empty(),
        "cards whose text nothing runs:\n{}",
        silent.join("\n")
    );
}

/// Loads the base game and a pack holding one card file.
fn load_card(card_toml: &str) -> Result<(), Vec<Diagnostic>> {
    let host = ScriptHost::new();
    let pack = PackFiles {
        root: "essai".into(),
        files: vec![
            ("cards/fautive.toml".into(), card_toml.into()),
            (
                "pack.toml".into(),
                "name = \"essai\"\nversion = \"0.1.0\"\ndescription = \"One faulty card.\"\n\
                 depends = [\"duel\"]\n"
                    .into(),
            ),
        ],
        ..PackFiles::default()
    };
    load::<Duel>(vec![common::base_files(), pack], host.engine()).map(|_| ())
}

/// The diagnostics of a faulty card file, all in that file.
fn faulty(card_toml: &str) -> Vec<Diagnostic> {
    let errors = load_card(card_toml).expect_err(card_toml);
    for d in &errors {
        assert_eq!(d.location.file, "essai/cards/fautive.toml", "{d}");
    }
    errors
}

/// A creature card of the duel game whose text is `text` (a one-line basic string).
fn creature(text: &str) -> String {
    format!(
        "[[card]]\nid = \"fautive\"\nname = \"Carte fautive\"\ntype = \"creature\"\n\
         subtypes = [\"Humain\"]\ncost = \"{{1}}{{R}}\"\npower = 2\ntoughness = 2\n\
         text = \"{text}\"\n"
    )
}

#[test]
fn a_faulty_card_text_is_refused_at_the_line_and_column_of_the_fault() {
    // The same card with sound text loads: only the text is at fault below.
    load_card(&creature("Vol, courage 1")).unwrap_or_else(|e| panic!("{e:?}"));
    // (text, what the message says, the word the diagnostic points at)
    let cases = [
        ("Courage", "needs a number", "Courage"),
        ("Vol, sauvagerie", "needs a number", "sauvagerie"),
        ("Vol 2", "takes no value", "2"),
        ("Piétinement, initiative 1", "takes no value", "1"),
    ];
    for (text, says, at) in cases {
        let src = creature(text);
        let errors = faulty(&src);
        let hit: Vec<&Diagnostic> = errors.iter().filter(|d| d.message.contains(says)).collect();
        assert_eq!(hit.len(), 1, "{text:?}: {errors:?}");
        let d = hit[0];
        // The fault's place in the file: inside the `text = "…"` line, at `at`.
        let line_start = src.find("text = \"").expect("a text line") + "text = \"".len();
        let offset = line_start + text.rfind(at).expect("the word is in the text");
        let (line, col) = line_col(&src, offset);
        assert_eq!(line, 9, "the text is on the card's ninth line");
        assert_eq!(
            (d.location.line, d.location.col),
            (line, col),
            "{text:?}: {d}"
        );
    }
}

#[test]
fn an_equip_ability_without_its_cost_is_refused_at_the_keyword() {
    // A multi-line text: the fault is on the text's second line, the file's tenth.
    let src = "[[card]]\nid = \"fautive\"\nname = \"Lame fautive\"\ntype = \"artifact\"\n\
               subtypes = [\"Équipement\"]\ncost = \"{1}\"\ntext = \"\"\"\n\
               La créature équipée gagne +1/+0.\n  Équipement\n\"\"\"\n";
    let errors = faulty(src);
    let hit: Vec<&Diagnostic> = errors
        .iter()
        .filter(|d| d.message.contains("needs a cost"))
        .collect();
    assert_eq!(hit.len(), 1, "{errors:?}");
    let (line, col) = line_col(src, src.find("Équipement\n").expect("the keyword"));
    assert_eq!((line, col), (9, 3));
    assert_eq!(
        (hit[0].location.line, hit[0].location.col),
        (line, col),
        "{}",
        hit[0]
    );
}
