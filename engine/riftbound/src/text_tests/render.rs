//! Rendering gives canonical text, and rendering then parsing gives back the same records.

use super::glossary::base;
use crate::model::card::Lang;
use grimoire_core::text::{parse_card_text, render, same_ignoring_spans};

fn round_trip(text: &str, lang: Lang) -> String {
    let g = base();
    let parsed = parse_card_text(text, lang, &g).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let rendered = render(&parsed, &g, lang);
    let again =
        parse_card_text(&rendered, lang, &g).unwrap_or_else(|e| panic!("{rendered}: {e:?}"));
    assert!(
        same_ignoring_spans(&parsed, &again),
        "{text:?} → {rendered:?}\n{parsed:?}\n{again:?}"
    );
    rendered
}

#[test]
fn canonical_french_forms() {
    let cases = [
        ("[Assaut 1]", "[Assaut]"),
        ("[assaut 2]   [TANK]", "[Assaut 2] [Tank]"),
        (
            "[Agonie] [>]  Piochez 1 (une carte).",
            "[Agonie][>] Piochez 1.",
        ),
        (
            "[Niveau 6][>] J'ai +1 [M] et [Gank].",
            "[Niveau 6][>] J'ai +1 [M] et [Gank].",
        ),
        ("[Répétition] [2]", "[Répétition] [2]"),
        ("[Répétition] [C] [4]", "[Répétition] [4][C]"),
        ("Équiper [1][C]", "Équiper [1][C]"),
        ("Chasse 3", "[Chasse 3]"),
        (
            "[Réaction][>] [E] : Piochez 1.",
            "[Réaction][>] [E] : Piochez 1.",
        ),
        (
            "Octroyez [Bouclier 3] et [Tank] à une unité pendant ce tour.",
            "Octroyez [Bouclier 3] et [Tank] à une unité pendant ce tour.",
        ),
    ];
    for (text, canonical) in cases {
        assert_eq!(round_trip(text, Lang::Fr), canonical);
    }
}

#[test]
fn canonical_english_forms_and_several_lines() {
    assert_eq!(
        round_trip("[Deathknell] - Draw 1.", Lang::En),
        "[Deathknell][>] Draw 1."
    );
    assert_eq!(round_trip("Equip [2]", Lang::En), "Equip :rb_energy_2:");
    assert_eq!(
        round_trip(
            "[Assault 2] [Tank]\n\n(reminder)\n[Repeat] [4][C]",
            Lang::En
        ),
        "[Assault 2] [Tank]\n[Repeat] :rb_energy_4:[C]"
    );
}

#[test]
fn french_text_renders_in_english_keywords() {
    let g = base();
    let t = parse_card_text(
        "[Assaut 2] [Arrière-ligne]\n[Agonie][>] Piochez 1.",
        Lang::Fr,
        &g,
    )
    .unwrap();
    assert_eq!(
        render(&t, &g, Lang::En),
        "[Assault 2] [Backline]\n[Deathknell][>] Piochez 1."
    );
}

#[test]
fn spans_do_not_count_in_equality_but_values_do() {
    let g = base();
    let a = parse_card_text("[Tank]", Lang::Fr, &g).unwrap();
    let b = parse_card_text("   [Tank]", Lang::Fr, &g).unwrap();
    let c = parse_card_text("[Assaut 2]", Lang::Fr, &g).unwrap();
    let d = parse_card_text("[Assaut 3]", Lang::Fr, &g).unwrap();
    assert_ne!(a, b, "spans differ");
    assert!(same_ignoring_spans(&a, &b));
    assert!(!same_ignoring_spans(&c, &d));
}
