//! Official English texts whose keyword costs are more than symbols (818.1.c.3–4, 820.1.c):
//! costs in words, several ways of paying, symbols and words together, a sentence changing the
//! cost; and keywords separated by commas. Each reads into its records and renders back to a
//! text that reads into the same records, in both languages.

use super::glossary::base;
use crate::model::card::Lang;
use crate::model::records::{Ability, CardText, KeywordUse};
use grimoire_core::text::{parse_card_text, render, same_ignoring_spans};

fn read(text: &str, lang: Lang) -> CardText {
    parse_card_text(text, lang, &base()).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// The keywords of a one-line text.
fn keywords(t: &CardText) -> Vec<&KeywordUse> {
    assert_eq!(t.abilities.len(), 1, "{t:?}");
    match &t.abilities[0] {
        Ability::Keywords { keywords } => keywords.iter().collect(),
        other => panic!("not a keyword line: {other:?}"),
    }
}

/// Each way of paying as `resources + words`.
fn ways(k: &KeywordUse) -> Vec<String> {
    k.ways()
        .iter()
        .map(|w| {
            let r = w.resources.map(|c| c.to_string());
            [r, w.words.clone()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" + ")
        })
        .collect()
}

fn round_trips(t: &CardText) {
    for lang in [Lang::En, Lang::Fr] {
        let printed = render(t, &base(), lang);
        let again = read(&printed, lang);
        assert!(same_ignoring_spans(t, &again), "{t:?} → {printed:?}");
    }
}

#[test]
fn keywords_separated_by_commas() {
    for text in ["[Assault 2], [Shield 2]", "[Assaut 2], [Bouclier 2]"] {
        let t = read(text, Lang::En);
        let k = keywords(&t);
        assert_eq!((k[0].id.as_str(), k[0].value), ("assault", Some(2)));
        assert_eq!((k[1].id.as_str(), k[1].value), ("shield", Some(2)));
        round_trips(&t);
    }
}

#[test]
fn costs_that_are_not_resources() {
    for (text, id, way) in [
        (
            "[Equip] - Kill a friendly unit",
            "equip",
            "Kill a friendly unit",
        ),
        (
            "[Repeat] - Recycle 2 cards from your trash (reminder.)",
            "repeat",
            "Recycle 2 cards from your trash",
        ),
        ("[Repeat] — Spend 1 XP", "repeat", "Spend 1 XP"),
        ("[Equip] - Discard 1", "equip", "Discard 1"),
        (
            "[Equip] :rb_energy_1:, Discard 1",
            "equip",
            "[1] + Discard 1",
        ),
        ("[Équiper] - Défaussez 1", "equip", "Défaussez 1"),
    ] {
        let t = read(text, Lang::En);
        let k = keywords(&t);
        assert_eq!(k.len(), 1, "{text}");
        assert_eq!(k[0].id, id, "{text}");
        assert_eq!(ways(k[0]), [way], "{text}");
        round_trips(&t);
    }
}

#[test]
fn several_ways_of_paying() {
    let t = read("[Repeat] :rb_energy_2: / Spend 1 XP", Lang::En);
    assert_eq!(ways(keywords(&t)[0]), ["[2]", "Spend 1 XP"]);
    round_trips(&t);
    let t = read(
        "[Repeat] - Discard 1 / :rb_energy_1::rb_rune_fury: / Spend 2 XP",
        Lang::En,
    );
    assert_eq!(ways(keywords(&t)[0]), ["Discard 1", "[1][R]", "Spend 2 XP"]);
    round_trips(&t);
}

#[test]
fn a_sentence_that_changes_the_cost() {
    let t = read(
        "[Equip] :rb_energy_3::rb_rune_fury:. This costs :rb_energy_1: less for each [Tank] unit you control.",
        Lang::En,
    );
    let k = keywords(&t)[0];
    assert_eq!(ways(k), ["[3][R]"]);
    let note = k.cost_note.as_ref().expect("the sentence is kept");
    assert!(note.text.starts_with("This costs"), "{note:?}");
    assert_eq!(note.mentions[0].id, "tank");
    round_trips(&t);
}

#[test]
fn keywords_before_a_cost_in_words() {
    let t = read("[Tank], [Equip] - Spend 1 XP", Lang::En);
    let k = keywords(&t);
    assert_eq!(k[0].id, "tank");
    assert_eq!(ways(k[1]), ["Spend 1 XP"]);
}

#[test]
fn mistakes_in_such_costs_are_located_and_in_english() {
    let text = "[Equip] - ";
    let e = parse_card_text(text, Lang::En, &base()).unwrap_err();
    assert!(e[0].message.contains("`Equip` needs a cost"), "{e:?}");
    assert!(
        e[0].help
            .as_deref()
            .unwrap_or("")
            .contains("`Equip [Cost]`"),
        "help in English: {e:?}"
    );
    let text = "[Repeat] :rb_energy_2: / :rb_rune_fyry:";
    let e = parse_card_text(text, Lang::En, &base()).unwrap_err();
    assert_eq!(e[0].span.start, text.find(":rb_rune_fyry:").unwrap());
    let e = parse_card_text("[Assault 2] hello", Lang::En, &base()).unwrap_err();
    assert!(e[0].message.contains("text follows `Assault`"), "{e:?}");
    // In French the help keeps the French template.
    let e = parse_card_text("[Équiper] - ", Lang::Fr, &base()).unwrap_err();
    assert!(
        e[0].help
            .as_deref()
            .unwrap_or("")
            .contains("`Équiper [Coût]`")
    );
}

#[test]
fn stray_brackets_and_signed_values_are_errors_where_they_are() {
    let err = |text: &str| {
        parse_card_text(text, Lang::Fr, &base())
            .map(|t| panic!("{text:?} read as {t:?}"))
            .unwrap_err()
    };
    for (text, at, what) in [
        ("Infligez 2 [ dégâts.", 11, "`[` is never closed"),
        ("Infligez 2 ] dégâts.", 11, "`]` closes nothing"),
        ("Piochez {.", 8, "`{` is never closed"),
        ("[][]", 0, "empty brackets `[]`"),
        (
            "[Assaut -5]",
            8,
            "`Assaut` takes a number of 0 or more, not -5",
        ),
        ("Donnez [Assaut -5] à une unité.", 15, "not -5"),
    ] {
        let e = err(text);
        assert_eq!(e[0].span.start, at, "{text}: {e:?}");
        assert!(e[0].message.contains(what), "{text}: {e:?}");
    }
    assert_eq!(err("[][]").len(), 2, "one error for each `[]`");
    // A doubled space inside a keyword's name is still that keyword, and renders back single.
    let t = read("[Assaut  2]", Lang::Fr);
    assert_eq!(keywords(&t)[0].value, Some(2));
    round_trips(&t);
}
