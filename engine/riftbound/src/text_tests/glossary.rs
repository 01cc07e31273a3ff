//! The real glossary file loads, has the 22 keywords of 805–826 with the expected shapes, and
//! every kind of mistake in a glossary file is reported at its line and column.

use crate::model::glossary::{Glossary, KeywordKind, Param, Permission, Stacking, TriggerEvent};
use grimoire_core::text::load_glossary;

pub(crate) const GLOSSARY: &str = include_str!("../../../../grammar/riftbound/glossary.toml");

pub(crate) fn base() -> Glossary {
    let mut g = Glossary::default();
    load_glossary(
        GLOSSARY,
        "grammar/riftbound/glossary.toml",
        "riftbound",
        &mut g,
    )
    .unwrap_or_else(|e| {
        panic!(
            "{}",
            e.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    });
    g
}

fn def<'g>(g: &'g Glossary, id: &str) -> &'g crate::model::glossary::KeywordDef {
    g.get(g.by_id(id).unwrap_or_else(|| panic!("no keyword {id}")))
}

#[test]
fn the_22_keywords_load_in_rule_order() {
    let g = base();
    let ids: Vec<&str> = g.entries.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "accelerate",
            "action",
            "assault",
            "deathknell",
            "deflect",
            "ganking",
            "hidden",
            "legion",
            "reaction",
            "shield",
            "tank",
            "temporary",
            "vision",
            "equip",
            "quick-draw",
            "repeat",
            "weaponmaster",
            "ambush",
            "hunt",
            "level",
            "unique",
            "backline"
        ]
    );
    for (i, e) in g.entries.iter().enumerate() {
        assert_eq!(e.rule, (805 + i).to_string(), "{}", e.id);
        assert_eq!(e.pack, "riftbound");
    }
}

#[test]
fn templates_have_the_expected_shapes() {
    let g = base();
    let shape = |id: &str| {
        let d = def(&g, id);
        (d.shape.param, d.shape.linked, d.default)
    };
    for id in ["assault", "deflect", "shield", "hunt"] {
        assert_eq!(shape(id), (Param::Number, false, Some(1)), "{id}");
    }
    assert_eq!(shape("level"), (Param::Number, true, None));
    assert_eq!(shape("deathknell"), (Param::None, true, None));
    assert_eq!(shape("legion"), (Param::None, true, None));
    assert_eq!(shape("equip"), (Param::Cost, false, None));
    assert_eq!(shape("repeat"), (Param::Cost, false, None));
    for id in [
        "action",
        "reaction",
        "tank",
        "ganking",
        "backline",
        "weaponmaster",
        "unique",
    ] {
        assert_eq!(shape(id), (Param::None, false, None), "{id}");
    }
    assert_eq!(def(&g, "assault").template, "Assaut [X]");
    assert_eq!(def(&g, "level").template, "[Niveau [N]][>] [Texte]");
}

#[test]
fn kinds_stacking_and_hooks_follow_the_rules() {
    let g = base();
    assert_eq!(
        def(&g, "hidden").kind,
        KeywordKind::SpecialActionPrerequisite
    );
    assert_eq!(def(&g, "unique").kind, KeywordKind::DeckConstraint);
    assert_eq!(
        def(&g, "accelerate").kind,
        KeywordKind::OptionalAdditionalCost
    );
    assert_eq!(def(&g, "assault").stacking, Stacking::Added);
    assert_eq!(def(&g, "tank").stacking, Stacking::Redundant);
    assert_eq!(def(&g, "weaponmaster").stacking, Stacking::Separate);
    assert_eq!(def(&g, "quick-draw").stacking, Stacking::FirstOnly);
    assert_eq!(
        def(&g, "deathknell").hooks.trigger,
        Some(TriggerEvent::Dies)
    );
    assert_eq!(def(&g, "vision").hooks.trigger, Some(TriggerEvent::Played));
    assert_eq!(
        def(&g, "action").hooks.permission,
        Some(Permission::Showdown)
    );
    let closed: Vec<&str> = g
        .entries
        .iter()
        .filter(|e| e.hooks.permission == Some(Permission::Closed))
        .map(|e| e.id.as_str())
        .collect();
    assert_eq!(closed, ["reaction", "quick-draw"]);
}

/// Loads `src` into a copy of the base glossary and returns the rendered diagnostics.
fn errors(src: &str) -> Vec<String> {
    let mut g = base();
    let before = g.entries.len();
    let e = load_glossary(src, "mod/glossary.toml", "mod", &mut g).unwrap_err();
    assert_eq!(g.entries.len(), before, "a failed load must add nothing");
    e.iter().map(|d| d.to_string()).collect()
}

const OK: &str = "[[keyword]]\nid = \"frenzy\"\nfr = \"Frénésie\"\nen = \"Frenzy\"\n\
template = \"Frénésie [X]\"\nkind = \"passive\"\ndefault = 2\nstacking = \"added\"\nrule = \"900\"\n";

#[test]
fn a_pack_adds_a_keyword_without_rust_changes() {
    let mut g = base();
    load_glossary(OK, "mod/glossary.toml", "mod", &mut g).unwrap();
    let d = def(&g, "frenzy");
    assert_eq!(
        (d.shape.param, d.default, d.pack.as_str()),
        (Param::Number, Some(2), "mod")
    );
}

#[test]
fn toml_syntax_error_names_line_and_column() {
    let e = errors("[[keyword]]\nid = \"x\nfr = 1\n");
    assert!(e[0].starts_with("mod/glossary.toml:2:"), "{e:?}");
}

#[test]
fn unknown_key_and_bad_enum_are_errors() {
    let e = errors(&OK.replace("rule =", "rul ="));
    assert!(e[0].contains("rul"), "{e:?}");
    let e = errors(&OK.replace("\"passive\"", "\"pasive\""));
    assert!(e[0].starts_with("mod/glossary.toml:6:"), "{e:?}");
    assert!(e[0].contains("pasive"), "{e:?}");
    let e = errors(&format!("{OK}[keyword.hooks]\nsound = \"boom\"\n"));
    assert!(e[0].contains("sound"), "{e:?}");
}

#[test]
fn duplicate_ids_and_names_are_errors() {
    let e = errors(&OK.replace("\"frenzy\"", "\"tank\""));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].starts_with("mod/glossary.toml:2:6: error: duplicate keyword id `tank`"),
        "{e:?}"
    );
    let e = errors(&OK.replace("\"Frenzy\"", "\"assault\""));
    assert!(
        e[0].starts_with("mod/glossary.toml:4:6: error: duplicate keyword name"),
        "{e:?}"
    );
    let e = errors(&format!("{OK}{}", OK.replace("Frénésie", "Furie")));
    assert!(
        e.iter()
            .any(|m| m.contains("duplicate keyword id `frenzy`")),
        "{e:?}"
    );
}

/// An `[[action]]` (a game action printed in brackets) has a name no keyword or action has, a
/// slug id and a rule number, each mistake at its place.
#[test]
fn action_words_are_checked() {
    let action = "\n[[action]]\nid = \"soak\"\nfr = \"Trempez\"\nen = \"Soak\"\nrule = \"901\"\n";
    let mut g = base();
    load_glossary(&format!("{OK}{action}"), "mod/glossary.toml", "mod", &mut g).unwrap();
    assert_eq!(g.action("trempez").map(|a| a.id.as_str()), Some("soak"));
    let e = errors(&format!("{OK}{}", action.replace("\"Soak\"", "\"Tank\"")));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("action name `Tank`"), "{e:?}");
    let e = errors(&format!("{OK}{}", action.replace("\"soak\"", "\"So ak\"")));
    assert!(e[0].contains("action id `So ak` is not a slug"), "{e:?}");
    let e = errors(&format!("{OK}{}", action.replace("\"901\"", "\"soon\"")));
    assert!(e[0].contains("`rule` should be a rule number"), "{e:?}");
}

#[test]
fn bad_templates_are_errors_at_the_template() {
    let e = errors(&OK.replace("Frénésie [X]", "Frénésie [Y]"));
    assert!(e[0].starts_with("mod/glossary.toml:5:"), "{e:?}");
    let e = errors(&OK.replace("template = \"Frénésie", "template = \"Furie"));
    assert!(e[0].starts_with("mod/glossary.toml:5:13:"), "{e:?}");
    assert!(e[0].contains("names `Furie`"), "{e:?}");
    let e = errors(&OK.replace("Frénésie [X]", "[Frénésie]"));
    assert!(e[0].contains("`default`"), "{e:?}");
    let e = errors(&OK.replace("\"frenzy\"", "\"Frenzy!\""));
    assert!(e[0].contains("not a slug"), "{e:?}");
}
