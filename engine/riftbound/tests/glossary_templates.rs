//! The 22 keyword templates of the base glossary (rules 805–826), each parsed by the grammar into
//! its template record — the name it prints and its shape (parameter and link) — pinned in one
//! snapshot, so a change to the grammar or the glossary that alters how a keyword reads shows up.

mod common;

use grimoire_core::text::{load_glossary, parse_template};
use grimoire_riftbound::model::glossary::{Glossary, Param};
use std::fmt::Write;

#[test]
fn the_22_templates_parse_into_template_records() {
    let root = common::root();
    std::env::set_current_dir(&root).expect("repository root");
    let file = "grammar/riftbound/glossary.toml";
    let src = std::fs::read_to_string(file).expect("the base glossary");
    let mut g = Glossary::default();
    load_glossary(&src, file, "riftbound", &mut g).expect("the base glossary loads");
    assert_eq!(g.entries.len(), 22);

    let mut out = String::new();
    for def in &g.entries {
        let t = parse_template(&def.template).expect("every base template parses");
        // The loader already reduced the template; the record read here must agree with it.
        assert_eq!(t.shape, def.shape, "{}", def.template);
        let param = match t.shape.param {
            Param::None => "none",
            Param::Number => "number",
            Param::Cost => "cost",
        };
        let default = def.default.map_or("-".into(), |d| d.to_string());
        let _ = writeln!(
            out,
            "{} {:<13} {:<28} name {:?} (bytes {}..{}), param {param}, linked {}, default {default}",
            def.rule,
            def.id,
            format!("{:?}", def.template),
            t.name,
            t.name_span.start,
            t.name_span.end,
            t.shape.linked,
        );
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(root.join("snapshots/glossary/riftbound"));
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("templates", out));
}
