//! The duel glossary and how card text reads it. Keyword abilities are bare words opening a
//! line, several separated by commas, matched case-insensitively in French or in English; a
//! number follows Courage and Sauvagerie (courage.1, sauvagerie.1), a mana cost follows
//! Équipement (equipement.1). Each template parses into the shape the loader recorded; each
//! keyword, printed in either language, parses into its glossary entry with its value or cost;
//! a keyword printed without its parameter, or with one it does not take, is an error at the
//! keyword.

mod common;

use grimoire_core::text::{load_glossary, parse_card_text, parse_template};
use grimoire_duel::model::card::Lang;
use grimoire_duel::model::cost::{Color, Mana};
use grimoire_duel::model::glossary::{Glossary, KeywordKind, Param, Stacking};
use grimoire_duel::model::records::{Ability, KeywordUse};

const FILE: &str = "grammar/duel/glossary.toml";

fn glossary() -> Glossary {
    let src = std::fs::read_to_string(common::root().join(FILE)).expect("the duel glossary");
    let mut g = Glossary::default();
    load_glossary(&src, FILE, "duel", &mut g).unwrap_or_else(|e| panic!("{e:?}"));
    g
}

/// The keywords of a text of one line of keywords, or why it is not one.
fn keywords(g: &Glossary, text: &str, lang: Lang) -> Vec<KeywordUse> {
    let parsed = parse_card_text(text, lang, g).unwrap_or_else(|e| panic!("{text:?}: {e:?}"));
    match parsed.abilities.as_slice() {
        [Ability::Keywords { keywords }] => keywords.clone(),
        other => panic!("{text:?} is one line of keywords, not {other:?}"),
    }
}

fn generic(n: u8) -> Mana {
    Mana {
        generic: n,
        ..Mana::ZERO
    }
}

#[test]
fn every_template_parses_into_the_shape_the_loader_recorded() {
    let g = glossary();
    // Courage, Célérité, Piétinement, Vigilance, Sauvagerie, Équipement, Initiative, Double
    // initiative, Vol, Indestructible.
    assert_eq!(g.entries.len(), 10, "the duel glossary has ten keywords");
    for def in &g.entries {
        let t = parse_template(&def.template).unwrap_or_else(|e| panic!("{}: {e:?}", def.template));
        assert_eq!(t.shape, def.shape, "{}", def.template);
        assert_eq!(t.name, def.fr, "the template prints the French name");
        assert!(!t.shape.linked, "{}: duel keywords link nothing", def.id);
        // The rule cited is a clause of the keyword it defines.
        assert!(
            def.rule.contains('.') && !def.rule.ends_with('.'),
            "{}: {}",
            def.id,
            def.rule
        );
    }
    let shape = |id: &str| {
        let def = &g.entries[g.by_id(id).expect(id).0 as usize];
        (def.shape.param, def.kind, def.stacking)
    };
    // courage.1 and sauvagerie.1: X, triggered, each instance on its own (courage.3,
    // sauvagerie.3); equipement.1: a cost, activated, each ability its own (equipement.2).
    assert_eq!(
        shape("bushido"),
        (Param::Number, KeywordKind::Triggered, Stacking::Separate)
    );
    assert_eq!(
        shape("rampage"),
        (Param::Number, KeywordKind::Triggered, Stacking::Separate)
    );
    assert_eq!(
        shape("equip"),
        (Param::Cost, KeywordKind::Activated, Stacking::Separate)
    );
    // The static ones are redundant (celerite.3, pietinement.8, vigilance.3, initiative.3,
    // vol.3).
    for id in [
        "haste",
        "trample",
        "vigilance",
        "first-strike",
        "double-strike",
        "flying",
    ] {
        assert_eq!(
            shape(id),
            (Param::None, KeywordKind::Passive, Stacking::Redundant),
            "{id}"
        );
    }
}

#[test]
fn keywords_parse_to_their_entries_in_french_and_in_english() {
    let g = glossary();
    // (text, [(id, value, cost)]) for one line of keywords.
    #[allow(clippy::type_complexity)]
    let cases: &[(&str, &[(&str, Option<i32>, Option<Mana>)])] = &[
        ("Vol", &[("flying", None, None)]),
        ("Flying", &[("flying", None, None)]),
        (
            "Piétinement, vigilance",
            &[("trample", None, None), ("vigilance", None, None)],
        ),
        (
            "Trample, vigilance",
            &[("trample", None, None), ("vigilance", None, None)],
        ),
        ("Courage 2", &[("bushido", Some(2), None)]),
        ("Bushido 2", &[("bushido", Some(2), None)]),
        ("Sauvagerie 1", &[("rampage", Some(1), None)]),
        ("Rampage 1", &[("rampage", Some(1), None)]),
        ("Double initiative", &[("double-strike", None, None)]),
        ("Double strike", &[("double-strike", None, None)]),
        ("Initiative", &[("first-strike", None, None)]),
        ("First strike", &[("first-strike", None, None)]),
        ("Célérité", &[("haste", None, None)]),
        ("Haste", &[("haste", None, None)]),
        ("Équipement {2}", &[("equip", None, Some(generic(2)))]),
        ("Equip {2}", &[("equip", None, Some(generic(2)))]),
        (
            "Équipement {1}{R}",
            &[(
                "equip",
                None,
                Some(Mana {
                    colors: {
                        let mut c = [0; 5];
                        c[Color::Red.index()] = 1;
                        c
                    },
                    ..generic(1)
                }),
            )],
        ),
        // Case does not matter, and reminder text is not part of the keyword.
        ("vol", &[("flying", None, None)]),
        ("COURAGE 3", &[("bushido", Some(3), None)]),
        (
            "Courage 2 (Quand elle bloque ou devient bloquée, elle gagne +2/+2.)",
            &[("bushido", Some(2), None)],
        ),
        (
            "Vol, initiative, courage 1",
            &[
                ("flying", None, None),
                ("first-strike", None, None),
                ("bushido", Some(1), None),
            ],
        ),
    ];
    for (text, want) in cases {
        for lang in [Lang::Fr, Lang::En] {
            let got: Vec<(&str, Option<i32>, Option<Mana>)> = keywords(&g, text, lang)
                .iter()
                .map(|k| {
                    // The id is the glossary's, so the rules find the entry by it.
                    assert!(g.by_id(&k.id).is_some(), "{text:?}: {}", k.id);
                    (
                        g.entries[g.by_id(&k.id).unwrap().0 as usize].id.as_str(),
                        k.value,
                        k.cost,
                    )
                })
                .collect();
            assert_eq!(&got, want, "{text:?} read as {lang:?}");
        }
    }
}

#[test]
fn each_keyword_reads_the_same_by_either_name() {
    let g = glossary();
    for def in &g.entries {
        let param = match def.shape.param {
            Param::None => "",
            Param::Number => " 3",
            Param::Cost => " {2}{W}",
        };
        let fr = keywords(&g, &format!("{}{param}", def.fr), Lang::Fr);
        let en = keywords(&g, &format!("{}{param}", def.en), Lang::En);
        assert_eq!(fr.len(), 1, "{}", def.fr);
        assert_eq!(fr[0].id, def.id, "{}", def.fr);
        assert_eq!(
            (&en[0].id, en[0].value, en[0].cost),
            (&fr[0].id, fr[0].value, fr[0].cost),
            "{} and {} read the same",
            def.fr,
            def.en
        );
        // The keyword's span covers its name and parameter, from the line's start.
        assert_eq!(fr[0].span.start, 0, "{}", def.fr);
        assert_eq!(
            fr[0].span.end,
            format!("{}{param}", def.fr).trim_end().len(),
            "{}",
            def.fr
        );
    }
}

#[test]
fn a_keyword_without_its_parameter_or_with_one_it_does_not_take_is_an_error_at_it() {
    let g = glossary();
    // (text, what the message says, the text the error's span covers)
    let cases = [
        ("Courage", "needs a number", "Courage"),
        ("Vol, sauvagerie", "needs a number", "sauvagerie"),
        ("Équipement", "needs a cost", "Équipement"),
        ("Equip", "needs a cost", "Equip"),
        ("Vol 2", "takes no value", "2"),
        ("Vigilance\nPiétinement 1", "takes no value", "1"),
    ];
    for (text, says, at) in cases {
        let errors = match parse_card_text(text, Lang::Fr, &g) {
            Ok(t) => panic!("{text:?} parses: {t:?}"),
            Err(e) => e,
        };
        assert_eq!(errors.len(), 1, "{text:?}: {errors:?}");
        let e = &errors[0];
        assert!(e.message.contains(says), "{text:?}: {}", e.message);
        assert_eq!(
            &text[e.span.start..e.span.end],
            at,
            "{text:?}: the error covers {at:?}"
        );
        assert!(e.help.is_some(), "{text:?}: a help line");
    }
}
