//! English printed text as the official card gallery writes it: `:rb_energy_2:` for `[2]`,
//! `:rb_rune_fury:` … for domain power, `:rb_rune_rainbow:` for `[A]`, `:rb_might:` for `[M]`,
//! `:rb_exhaust:` for `[E]` — in costs after keywords, in instructions, and in errors.

use super::glossary::base;
use crate::model::card::Lang;
use crate::model::cost::{Cost, Domain};
use crate::model::records::{Ability, CardText, Span};
use grimoire_core::text::{parse_card_text, render, same_ignoring_spans};

fn en(text: &str) -> CardText {
    parse_card_text(text, Lang::En, &base()).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// The one keyword of a one-line text: id and cost in bracket notation.
fn keyword_cost(t: &CardText) -> (String, String) {
    let k = t.abilities[0].keywords().next().expect("a keyword");
    (
        k.id.clone(),
        k.cost.map(|c| c.to_string()).unwrap_or_default(),
    )
}

#[test]
fn gallery_costs_after_keywords() {
    assert_eq!(
        keyword_cost(&en("[Repeat] :rb_energy_2:")),
        ("repeat".into(), "[2]".into())
    );
    // 820.2.a in English: [Répétition] [4][C] with the domain printed by the gallery.
    assert_eq!(
        keyword_cost(&en("[Repeat] :rb_energy_4::rb_rune_fury:")),
        ("repeat".into(), "[4][R]".into())
    );
    assert_eq!(
        keyword_cost(&en("Equip :rb_energy_1: :rb_rune_rainbow:")),
        ("equip".into(), "[1][A]".into())
    );
    assert_eq!(
        keyword_cost(&en("[Accelerate] [Repeat] :rb_energy_1::rb_rune_order:")),
        ("accelerate".into(), String::new())
    );
}

#[test]
fn every_gallery_symbol_means_its_bracket_symbol() {
    for d in Domain::ALL {
        let gallery = format!(":rb_energy_3::rb_rune_{}:", d.key());
        let brackets = format!("[3][{}]", d.letter());
        assert_eq!(Cost::parse(&gallery), Cost::parse(&brackets), "{gallery}");
    }
    assert_eq!(Cost::parse(":rb_rune_rainbow:"), Cost::parse("[A]"));
    assert_eq!(Cost::parse(":rb_energy_12:").unwrap().energy, 12);
    // A card's own cost field reads both notations too.
    assert_eq!(
        Cost::parse(":rb_energy_2::rb_rune_calm:")
            .unwrap()
            .to_string(),
        "[2][G]"
    );
}

#[test]
fn gallery_symbols_inside_instructions_and_linked_abilities() {
    let t = en("[Deathknell] - Draw 1 and give a unit +1 :rb_might: this turn.");
    let Ability::Linked { keyword, effect } = &t.abilities[0] else {
        panic!("{t:?}")
    };
    assert_eq!(keyword.id, "deathknell");
    assert_eq!(
        effect.text,
        "Draw 1 and give a unit +1 :rb_might: this turn."
    );
    let t = en("[Reaction][>] :rb_exhaust:: Give [Shield 2] to a unit this turn.");
    let Ability::Linked { effect, .. } = &t.abilities[0] else {
        panic!("{t:?}")
    };
    assert_eq!(effect.mentions[0].id, "shield");
    assert_eq!(effect.mentions[0].value, Some(2));
    let t = en("[Legion] - Spend :rb_rune_rainbow: to draw 1.");
    assert!(matches!(&t.abilities[0], Ability::Linked { keyword, .. } if keyword.id == "legion"));
}

#[test]
fn gallery_text_renders_back_and_round_trips() {
    let g = base();
    for text in [
        "[Repeat] :rb_energy_2:",
        "Equip :rb_energy_1::rb_rune_body:",
        "[Assault 2]\n[Deathknell] - Deal 2 to a unit. :rb_exhaust:",
    ] {
        let t = en(text);
        let rendered = render(&t, &g, Lang::En);
        let again = en(&rendered);
        assert!(same_ignoring_spans(&t, &again), "{text:?} → {rendered:?}");
    }
    assert_eq!(
        render(&en("[Repeat] [2][R]"), &g, Lang::En),
        "[Repeat] :rb_energy_2::rb_rune_fury:"
    );
}

#[test]
fn misspelt_gallery_symbols_are_errors_where_they_are() {
    let text = "[Repeat] :rb_energy_2::rb_rune_fyry:";
    let e = parse_card_text(text, Lang::En, &base()).unwrap_err();
    assert_eq!(e.len(), 1, "{e:?}");
    let start = text.find(":rb_rune_fyry:").unwrap();
    assert_eq!(e[0].span, Span::new(start, text.len()));
    assert!(
        e[0].message.contains("`:rb_rune_fyry:`"),
        "{}",
        e[0].message
    );

    let text = "Give a unit +2 :rb_migth: this turn.";
    let e = parse_card_text(text, Lang::En, &base()).unwrap_err();
    let start = text.find(":rb_migth:").unwrap();
    assert_eq!(e[0].span, Span::new(start, start + ":rb_migth:".len()));
    assert!(e[0].help.as_deref().unwrap_or("").contains(":rb_might:"));
    // A lone colon is punctuation, not a symbol.
    en("[Reaction][>] Choose one: draw 1.");
}

/// A game action the cards print in brackets (`[[action]]` of the glossary: Stun, 423;
/// Predict, 436) opens an instruction as it may stand inside one, in either language; an
/// unknown bracketed name there is still an unknown keyword.
#[test]
fn a_bracketed_game_action_opens_an_instruction() {
    for text in [
        "[Stun] a unit at a battlefield.",
        "  [Predict].",
        "[Predict 2].",
        "[Étourdissez] une unité.",
    ] {
        let t = en(text);
        let Ability::Instruction { instruction } = &t.abilities[0] else {
            panic!("{text}: {t:?}");
        };
        assert_eq!(instruction.text, text.trim(), "{text}");
        assert_eq!(
            &text[instruction.span.start..instruction.span.end],
            text.trim()
        );
    }
    let e = parse_card_text("[Stunn] a unit.", Lang::En, &base()).unwrap_err();
    assert!(e[0].message.contains("unknown keyword `[Stunn]`"), "{e:?}");
    assert_eq!(base().action("stun").map(|a| a.rule.as_str()), Some("423"));
}

/// `[>>]`, as some exports print the link arrow, links as `[>]` does.
#[test]
fn a_double_arrow_links_a_keyword_to_its_ability() {
    let a = en("[Level 6][>>] I have +1 :rb_might:.");
    let b = en("[Level 6][>] I have +1 :rb_might:.");
    let (Ability::Linked { keyword, effect }, Ability::Linked { effect: other, .. }) =
        (&a.abilities[0], &b.abilities[0])
    else {
        panic!("{a:?}");
    };
    assert_eq!((keyword.id.as_str(), keyword.value), ("level", Some(6)));
    assert_eq!(effect.text, other.text);
}
