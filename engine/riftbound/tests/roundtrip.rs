//! Round trip: every card in the repository and every glossary template renders to canonical
//! text that parses back into the same records (issue 4). Rendering is tried in French and in
//! English, since one glossary serves both languages and a card may be read in either.

mod common;

use grimoire_core::content::{PackFiles, load};
use grimoire_core::text::{parse_card_text, render, same_ignoring_spans};
use grimoire_riftbound::model::card::Lang;
use grimoire_riftbound::model::catalog::Catalog;
use grimoire_riftbound::model::cost::Cost;
use grimoire_riftbound::model::glossary::{Glossary, KeywordDef, KwId, Param};
use grimoire_riftbound::model::records::{Ability, CardText, Instruction, KeywordUse, Span};
use grimoire_riftbound::script::ScriptHost;
use std::path::Path;

/// Every pack of the repository that is meant to load: the base game, and the packs used by
/// scenarios and CLI tests (fixtures that exist to fail loading are left out).
const PACKS: [&str; 2] = [
    "scenarios/riftbound/skeleton/packs/fautifs",
    "engine/cli/tests/fixtures/explain",
];

fn catalog(extra: &[&str]) -> Catalog {
    let root = common::root();
    std::env::set_current_dir(&root).expect("repository root");
    let mut packs = vec![PackFiles::read_base(Path::new("."), "riftbound").expect("base game")];
    for p in extra {
        packs.push(PackFiles::read_dir(Path::new(p)).expect("pack folder"));
    }
    let host = ScriptHost::new();
    let loaded = load(packs, host.engine()).unwrap_or_else(|e| {
        let all: Vec<String> = e.iter().map(|d| d.to_string()).collect();
        panic!("{}", all.join("\n"))
    });
    std::rc::Rc::try_unwrap(loaded.catalog).unwrap_or_else(|_| panic!("one catalog owner"))
}

/// Renders `text` in `lang`, parses it back, and checks the records are the same.
fn round_trip(what: &str, text: &CardText, g: &Glossary, lang: Lang) {
    let rendered = render(text, g, lang);
    let again = parse_card_text(&rendered, lang, g)
        .unwrap_or_else(|e| panic!("{what} ({lang:?}): {rendered:?} does not parse: {e:?}"));
    assert!(
        same_ignoring_spans(text, &again),
        "{what} ({lang:?}): {rendered:?}\nbefore: {text:?}\nafter:  {again:?}"
    );
}

#[test]
fn every_card_in_the_repository_round_trips() {
    let catalog = catalog(&PACKS);
    assert!(catalog.cards.len() >= 17, "the base game and packs load");
    let mut texts = 0;
    for card in &catalog.cards {
        for (part, text) in [("text", &card.text), ("effect text", &card.effect_text)] {
            let what = format!("{}:{} {part}", card.pack, card.id);
            for lang in [Lang::Fr, Lang::En] {
                round_trip(&what, text, &catalog.glossary, lang);
            }
            texts += usize::from(!text.abilities.is_empty());
        }
    }
    assert!(texts > 0, "some cards have text");
}

/// A record that fills the keyword's template: a number where it takes one (not the default,
/// so the value is printed), a cost where it takes one, an ability where it is linked.
fn sample(kw: KwId, def: &KeywordDef) -> CardText {
    let keyword = KeywordUse {
        id: def.id.clone(),
        kw,
        value: (def.shape.param == Param::Number).then_some(3),
        cost: (def.shape.param == Param::Cost).then(|| Cost::parse("[2][C]").expect("a cost")),
        cost_words: None,
        alternatives: Vec::new(),
        cost_note: None,
        span: Span::default(),
    };
    let ability = if def.shape.linked {
        let effect = Instruction {
            text: "Piochez 1.".into(),
            mentions: Vec::new(),
            span: Span::default(),
        };
        Ability::Linked { keyword, effect }
    } else {
        Ability::Keywords {
            keywords: vec![keyword],
        }
    };
    CardText {
        abilities: vec![ability],
    }
}

#[test]
fn every_glossary_template_round_trips() {
    let catalog = catalog(&[]);
    let g = &catalog.glossary;
    assert_eq!(g.entries.len(), 22);
    for (i, def) in g.entries.iter().enumerate() {
        let text = sample(KwId(i as u16), def);
        for lang in [Lang::Fr, Lang::En] {
            round_trip(&def.template, &text, g, lang);
        }
        // With the value omitted where the rules give a default (807.1.b.3 …).
        if let (Some(d), Ability::Keywords { keywords }) = (def.default, &text.abilities[0]) {
            let mut k = keywords[0].clone();
            k.value = Some(d);
            let text = CardText {
                abilities: vec![Ability::Keywords { keywords: vec![k] }],
            };
            round_trip(&def.template, &text, g, Lang::Fr);
        }
    }
}
