//! Template shapes: what each glossary formulation takes after the keyword's name.

use super::template::*;
use crate::model::glossary::Param;

fn shape(src: &str) -> (String, Param, bool) {
    let t = parse_template(src).unwrap_or_else(|e| panic!("{src}: {e}"));
    (t.name, t.shape.param, t.shape.linked)
}

#[test]
fn reads_the_shapes_the_rules_print() {
    assert_eq!(shape("Assaut [X]"), ("Assaut".into(), Param::Number, false));
    assert_eq!(shape("Chasse X"), ("Chasse".into(), Param::Number, false));
    assert_eq!(
        shape("Équiper [Coût]"),
        ("Équiper".into(), Param::Cost, false)
    );
    assert_eq!(
        shape("[Agonie][>] [Effet]"),
        ("Agonie".into(), Param::None, true)
    );
    assert_eq!(
        shape("[Niveau [N]][>] [Texte]"),
        ("Niveau".into(), Param::Number, true)
    );
    assert_eq!(
        shape("[Expert en armes]"),
        ("Expert en armes".into(), Param::None, false)
    );
    assert_eq!(shape("[Répétition] [Coût]").1, Param::Cost);
}

#[test]
fn rejects_what_it_cannot_read() {
    assert!(parse_template("Assaut [Y]").is_err());
    assert!(parse_template("[Agonie][>]").is_err());
    assert!(parse_template("").is_err());
    let e = parse_template("[Niveau [N]] [X]").unwrap_err();
    assert_eq!(e.span.start, 13);
}
