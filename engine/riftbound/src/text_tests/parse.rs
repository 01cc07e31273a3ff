//! Card-text parsing: every accepted form in French and English, the rules' own examples, and
//! each class of error with the span it points at.

use super::glossary::base;
use crate::model::card::Lang;
use crate::model::cost::Cost;
use crate::model::records::{Ability, CardText, Instruction, KeywordUse, Span};
use grimoire_core::text::parse_card_text;

fn parse(text: &str, lang: Lang) -> CardText {
    parse_card_text(text, lang, &base()).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn fr(text: &str) -> CardText {
    parse(text, Lang::Fr)
}

fn en(text: &str) -> CardText {
    parse(text, Lang::En)
}

/// `(id, value, cost)` of each keyword a one-line text gives its card.
fn kws(t: &CardText) -> Vec<(String, Option<i32>, Option<String>)> {
    t.abilities
        .iter()
        .flat_map(|a| a.keywords())
        .map(|k| (k.id.clone(), k.value, k.cost.map(|c| c.to_string())))
        .collect()
}

fn kw(id: &str, value: Option<i32>) -> (String, Option<i32>, Option<String>) {
    (id.to_string(), value, None)
}

fn only(t: &CardText) -> &Ability {
    assert_eq!(t.abilities.len(), 1, "{t:?}");
    &t.abilities[0]
}

fn linked(t: &CardText) -> (&KeywordUse, &Instruction) {
    match only(t) {
        Ability::Linked { keyword, effect } => (keyword, effect),
        other => panic!("not linked: {other:?}"),
    }
}

fn instruction(t: &CardText) -> &Instruction {
    match only(t) {
        Ability::Instruction { instruction } => instruction,
        other => panic!("not an instruction: {other:?}"),
    }
}

fn mentions(i: &Instruction) -> Vec<(String, Option<i32>)> {
    i.mentions.iter().map(|m| (m.id.clone(), m.value)).collect()
}

#[test]
fn bare_keyword_takes_the_default() {
    assert_eq!(kws(&fr("[Assaut]")), [kw("assault", Some(1))]);
    assert_eq!(kws(&en("[Assault]")), [kw("assault", Some(1))]);
    assert_eq!(kws(&fr("[Tank]")), [kw("tank", None)]);
    assert!(matches!(only(&fr("[Tank]")), Ability::Keywords { .. }));
}

#[test]
fn keyword_with_a_number_and_several_on_a_line() {
    assert_eq!(kws(&fr("[Assaut 2]")), [kw("assault", Some(2))]);
    assert_eq!(
        kws(&en("[Assault 2] [Tank]")),
        [kw("assault", Some(2)), kw("tank", None)]
    );
    let t = fr("[Assaut 2] [Tank]\n[bouclier 3][Arrière-ligne]");
    assert_eq!(t.abilities.len(), 2);
    assert_eq!(
        kws(&t),
        [
            kw("assault", Some(2)),
            kw("tank", None),
            kw("shield", Some(3)),
            kw("backline", None)
        ]
    );
    assert_eq!(kws(&fr("[Expert en armes]")), [kw("weaponmaster", None)]);
    assert_eq!(
        kws(&fr("[Expert\u{a0}en\u{202f}armes]")),
        [kw("weaponmaster", None)]
    );
}

#[test]
fn bare_number_keyword_alone_on_its_line() {
    // 823.1.c prints Chasse X without brackets.
    assert_eq!(kws(&fr("Chasse 2")), [kw("hunt", Some(2))]);
    assert_eq!(kws(&en("Hunt")), [kw("hunt", Some(1))]);
}

#[test]
fn linked_keywords_in_both_languages() {
    let t = fr("[Agonie][>] Piochez 1.");
    let (k, e) = linked(&t);
    assert_eq!(
        (k.id.as_str(), e.text.as_str()),
        ("deathknell", "Piochez 1.")
    );
    for text in [
        "[Deathknell] - Draw 1.",
        "[Deathknell][>] Draw 1.",
        "[Deathknell] — Draw 1.",
    ] {
        let t = en(text);
        let (k, e) = linked(&t);
        assert_eq!(
            (k.id.as_str(), e.text.as_str()),
            ("deathknell", "Draw 1."),
            "{text}"
        );
    }
    let t = fr("[Niveau 6][>] J'ai +1 [M] et [Gank].");
    let (k, e) = linked(&t);
    assert_eq!((k.id.as_str(), k.value), ("level", Some(6)));
    assert_eq!(e.text, "J'ai +1 [M] et [Gank].");
    assert_eq!(mentions(e), [("ganking".to_string(), None)]);
    let t = en("[Level 6][>] I have +1 [M] and [Ganking].");
    assert_eq!(linked(&t).0.value, Some(6));
    let t = fr("[Réaction][>] [E] : Piochez 1.");
    assert_eq!(linked(&t).0.id, "reaction");
    assert_eq!(linked(&fr("[Légion][>] Piochez 1.")).0.id, "legion");
}

#[test]
fn costs_after_keywords() {
    let two = Some("[2]".to_string());
    assert_eq!(
        kws(&fr("[Répétition] [2]")),
        [("repeat".into(), None, two.clone())]
    );
    assert_eq!(kws(&en("[Repeat] [2]")), [("repeat".into(), None, two)]);
    let t = fr("[Répétition] [4][C]");
    let k = only(&t).keywords().next().unwrap();
    assert_eq!(k.cost, Some(Cost::parse("[4][C]").unwrap()));
    assert_eq!(
        kws(&fr("Équiper [1][C]")),
        [("equip".into(), None, Some("[1][C]".into()))]
    );
    assert_eq!(
        kws(&en("Equip [2][R]")),
        [("equip".into(), None, Some("[2][R]".into()))]
    );
}

#[test]
fn rules_examples_807_2_and_814_2() {
    let t = fr("Octroyez [Assaut 3] à une unité pendant ce tour.");
    let i = instruction(&t);
    assert_eq!(i.text, "Octroyez [Assaut 3] à une unité pendant ce tour.");
    assert_eq!(mentions(i), [("assault".to_string(), Some(3))]);
    let t = fr("Octroyez [Bouclier 3] et [Tank] à une unité pendant ce tour.");
    let i = instruction(&t);
    assert_eq!(
        mentions(i),
        [("shield".into(), Some(3)), ("tank".into(), None)]
    );
    assert_eq!(kws(&t), [], "mentions are not the card's keywords");
    let start = "Octroyez ".len();
    assert_eq!(
        i.mentions[0].span,
        Span::new(start, start + "[Bouclier 3]".len())
    );
}

#[test]
fn symbols_and_unknown_brackets_inside_instructions_are_not_keywords() {
    let t = fr("Infligez 3 dégâts. Jouez une unité [2] de [M] [S] [E] [T] [R] [A] [C].");
    assert!(instruction(&t).mentions.is_empty());
    // 820.2.a prints « [ou] » between two choices.
    let t = fr("Choisissez-en un : Infligez 4 dégâts à une unité [ou] éliminez un équipement.");
    assert!(instruction(&t).mentions.is_empty());
    let t = fr("[E] : Piochez 1.");
    assert_eq!(instruction(&t).text, "[E] : Piochez 1.");
    let t = fr("[2], [E] : Piochez 1.");
    assert_eq!(instruction(&t).text, "[2], [E] : Piochez 1.");
}

#[test]
fn numbers_in_text_are_never_keyword_parameters() {
    for text in [
        "Inflige 3 dégâts",
        "Inflige 3 dégâts.",
        "Chasse 2 unités.",
        "Piochez 1",
    ] {
        let t = fr(text);
        assert_eq!(instruction(&t).text, text);
    }
}

#[test]
fn reminder_text_is_dropped_and_french_typography_kept() {
    let t = fr("[Tank] (Les dégâts mortels me sont infligés en premier.)");
    assert_eq!(kws(&t), [kw("tank", None)]);
    let t = fr("(Rappel seul.)\n[Assaut 2] (+2 [M] tant que j’attaque.)");
    assert_eq!(kws(&t), [kw("assault", Some(2))]);
    let text =
        "Octroyez\u{a0}[Assaut\u{a0}2] à l’unité « choisie »\u{202f}; piochez 1 (une carte).";
    let t = fr(text);
    let i = instruction(&t);
    assert_eq!(
        i.text,
        "Octroyez\u{a0}[Assaut\u{a0}2] à l’unité « choisie »\u{202f}; piochez 1."
    );
    assert_eq!(mentions(i), [("assault".to_string(), Some(2))]);
    assert_eq!(kws(&fr("[Accélération]\r\n[ARRIÈRE-LIGNE]")).len(), 2);
}

#[test]
fn spans_point_into_the_original_text() {
    let text = "[Tank]\n  [Agonie][>] Piochez 1.  ";
    let t = fr(text);
    let (k, e) = match &t.abilities[1] {
        Ability::Linked { keyword, effect } => (keyword, effect),
        a => panic!("{a:?}"),
    };
    assert_eq!(&text[k.span.start..k.span.end], "[Agonie]");
    assert_eq!(&text[e.span.start..e.span.end], "Piochez 1.");
}

/// The errors of a text, as `(spanned text, message, help)`.
fn errors(text: &str, lang: Lang) -> Vec<(String, String, String)> {
    let e = parse_card_text(text, lang, &base()).expect_err(text);
    e.into_iter()
        .map(|e| {
            let at = text[e.span.start..e.span.end].to_string();
            (at, e.message, e.help.unwrap_or_default())
        })
        .collect()
}

fn one_error(text: &str) -> (String, String, String) {
    let mut e = errors(text, Lang::Fr);
    assert_eq!(e.len(), 1, "{e:?}");
    e.remove(0)
}

#[test]
fn unknown_keyword_at_line_start_suggests_the_nearest() {
    let (at, msg, help) = one_error("[Asaut]");
    assert_eq!(
        (at.as_str(), msg.as_str()),
        ("[Asaut]", "unknown keyword `[Asaut]`")
    );
    assert!(help.contains("`[Assaut]`"), "{help}");
    let (at, _, help) = one_error("[Tank]\n[Agoni][>] Piochez 1.");
    assert_eq!(at, "[Agoni]");
    assert!(help.contains("[Agonie]"), "{help}");
    let e = errors("[Deathknel] - Draw 1.", Lang::En);
    assert!(e[0].2.contains("[Deathknell]"), "{e:?}");
    let (at, msg, _) = one_error("[Tank] [Tonk]");
    assert_eq!(
        (at.as_str(), msg.as_str()),
        ("[Tonk]", "unknown keyword `[Tonk]`")
    );
    let (at, ..) = one_error("[Zorglub] attaque.");
    assert_eq!(at, "[Zorglub]");
}

#[test]
fn missing_parameter_or_ability_is_an_error() {
    let (at, msg, help) = one_error("Équiper");
    assert_eq!(at, "Équiper");
    assert!(msg.contains("needs a cost"), "{msg}");
    assert!(help.contains("Équiper [Coût]"), "{help}");
    let (at, msg, _) = one_error("[Répétition]");
    assert_eq!(
        (at.as_str(), msg.contains("needs a cost")),
        ("[Répétition]", true)
    );
    let (at, msg, _) = one_error("[Agonie]");
    assert_eq!(at, "[Agonie]");
    assert!(msg.contains("[>]"), "{msg}");
    let (at, msg, _) = one_error("[Agonie] Piochez 1.");
    assert_eq!((at.as_str(), msg.contains("[>]")), ("[Agonie]", true));
    let (at, msg, _) = one_error("[Agonie][>]");
    assert_eq!(
        (at.as_str(), msg.contains("linked to nothing")),
        ("[>]", true)
    );
    let (at, msg, _) = one_error("[Niveau][>] J'ai +1 [M].");
    assert_eq!(
        (at.as_str(), msg.contains("needs a number")),
        ("[Niveau]", true)
    );
}

#[test]
fn a_value_a_keyword_does_not_take_is_an_error() {
    let (at, msg, _) = one_error("[Tank 2]");
    assert_eq!((at.as_str(), msg.as_str()), ("2", "`Tank` takes no value"));
    let (at, msg, _) = one_error("[Tank] [2]");
    assert_eq!((at.as_str(), msg.contains("takes no cost")), ("[2]", true));
    let (at, msg, help) = one_error("[Répétition 2]");
    assert_eq!(
        (at.as_str(), msg.contains("a cost, not a number")),
        ("2", true)
    );
    assert!(help.contains("[Répétition] [2]"), "{help}");
    let (at, msg, _) = one_error("Octroyez [Tank 3] à une unité.");
    assert_eq!((at.as_str(), msg.contains("takes no value")), ("3", true));
    let (at, msg, _) = one_error("[Tank][>] Piochez 1.");
    assert_eq!((at.as_str(), msg.contains("not linked")), ("[>]", true));
    let (at, msg, _) = one_error("[Répétition] [2][X]");
    assert_eq!(at, "[X]");
    assert!(msg.contains("[X]"), "{msg}");
}

#[test]
fn other_errors_text_glued_to_a_keyword_and_unclosed_reminder() {
    let (at, msg, _) = one_error("[Tank] Je suis solide.");
    assert_eq!((at.as_str(), msg.contains("same line")), ("[Tank]", true));
    let (at, msg, _) = one_error("[Assaut 2] [Tank]\n[Gank] (oups");
    assert_eq!((at.as_str(), msg.contains("never closed")), ("(oups", true));
    let (at, msg, _) = one_error("[Assaut 2] [Agonie][>] Piochez 1.");
    assert_eq!(at, "[Assaut 2]");
    assert!(msg.contains("only one keyword"), "{msg}");
    assert_eq!(errors("[Asaut]\n[Tonk]\n[Tank 2]", Lang::Fr).len(), 3);
}

#[test]
fn a_pack_keyword_is_parsed_from_its_template_alone() {
    let mut g = base();
    let src = "[[keyword]]\nid = \"rage\"\nfr = \"Rage\"\nen = \"Rage\"\n\
               template = \"[Rage [N]][>] [Effet]\"\nkind = \"dependent\"\n\
               stacking = \"separate\"\nrule = \"900\"\n";
    grimoire_core::text::load_glossary(src, "mod/glossary.toml", "mod", &mut g).unwrap();
    let t = parse_card_text("[Rage 2][>] Piochez 1.", Lang::Fr, &g).unwrap();
    let (k, e) = linked(&t);
    assert_eq!(
        (k.id.as_str(), k.value, e.text.as_str()),
        ("rage", Some(2), "Piochez 1.")
    );
    let e = parse_card_text("[Rage 2]", Lang::Fr, &g).unwrap_err();
    assert!(e[0].message.contains("[>]"), "{e:?}");
}

#[test]
fn errors_become_diagnostics_at_file_line_column() {
    // Exact for text stored verbatim, as in a TOML multi-line literal string.
    let src = "[[card]]\nid = \"x\"\ntext = '''[Tank]\n  [Asaut]'''\n";
    let text = "[Tank]\n  [Asaut]";
    let start = src.find(text).unwrap();
    let e = parse_card_text(text, Lang::Fr, &base()).unwrap_err();
    let d = e[0].to_diagnostic("cards/x.toml", src, start);
    assert_eq!(d.location.to_string(), "cards/x.toml:4:3");
    assert_eq!(d.message, "unknown keyword `[Asaut]`");
    assert!(d.help.unwrap().contains("[Assaut]"));
}

#[test]
fn rules_examples_820_1_d_1_and_820_2_a() {
    // 820.1.d.1 (Appel du désert): a repeat cost of [2] on its own line, above the spell's text.
    let t = fr("[Répétition] [2]\nJouez une unité.");
    assert_eq!(t.abilities.len(), 2);
    assert_eq!(kws(&t), [("repeat".into(), None, Some("[2]".into()))]);
    // 820.2.a (Barrage de roquettes): the cost includes power of the card's domain.
    let t = fr("[Répétition] [4][C]\nInfligez 2 dégâts.");
    assert_eq!(kws(&t), [("repeat".into(), None, Some("[4][C]".into()))]);
    // The same in English, bracket and gallery notation.
    for text in ["[Repeat] [4][C]", "[Repeat] :rb_energy_4:[C]"] {
        assert_eq!(
            kws(&en(text)),
            [("repeat".into(), None, Some("[4][C]".into()))],
            "{text}"
        );
    }
}
