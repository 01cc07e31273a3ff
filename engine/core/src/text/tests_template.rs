//! Template shapes: what each glossary formulation takes after the keyword's name.

use super::template::*;
use crate::model::glossary::Param;

fn shape(src: &str) -> (String, Param, bool) {
    let t = parse_template(src).unwrap_or_else(|e| panic!("{src}: {e}"));
    (t.name, t.shape.param, t.shape.linked)
}

#[test]
fn reads_the_shapes_templates_print() {
    assert_eq!(shape("Élan [X]"), ("Élan".into(), Param::Number, false));
    assert_eq!(shape("Traque X"), ("Traque".into(), Param::Number, false));
    assert_eq!(
        shape("Parure [Coût]"),
        ("Parure".into(), Param::Cost, false)
    );
    assert_eq!(
        shape("[Adieu][>] [Effet]"),
        ("Adieu".into(), Param::None, true)
    );
    assert_eq!(
        shape("[Palier [N]][>] [Texte]"),
        ("Palier".into(), Param::Number, true)
    );
    assert_eq!(
        shape("[Porteur de lames]"),
        ("Porteur de lames".into(), Param::None, false)
    );
    assert_eq!(shape("[Écho] [Coût]").1, Param::Cost);
}

#[test]
fn rejects_what_it_cannot_read() {
    assert!(parse_template("Élan [Y]").is_err());
    assert!(parse_template("[Adieu][>]").is_err());
    assert!(parse_template("").is_err());
    let e = parse_template("[Palier [N]] [X]").unwrap_err();
    assert_eq!(e.span.start, 13);
}
