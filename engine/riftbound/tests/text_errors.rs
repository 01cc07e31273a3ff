//! Every class of card-text diagnostic, rendered as a designer sees it: `file:line:col: error:`,
//! the help line, and the source line with a caret under the column. Data-driven: each file of
//! engine/riftbound/tests/text_errors/cards/ holds one faulty card and is loaded through the real loader as
//! its own pack (the folder's pack.toml with that one card file); one snapshot per file under
//! snapshots/text-errors/. Adding a class is adding a file.

mod common;

use grimoire_core::content::{PackFiles, load};
use grimoire_core::diag::Diagnostic;
use grimoire_riftbound::script::ScriptHost;
use std::fmt::Write;
use std::path::Path;

const PACK: &str = "engine/riftbound/tests/text_errors";

/// The diagnostics, each followed by its source line and a caret at its column.
fn render(diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        let _ = writeln!(out, "{d}");
        let src = std::fs::read_to_string(&d.location.file).expect("the file named exists");
        let line = src
            .lines()
            .nth(d.location.line - 1)
            .expect("the line exists");
        let _ = writeln!(out, "  | {line}");
        let _ = writeln!(out, "  | {}^", " ".repeat(d.location.col - 1));
    }
    out
}

#[test]
fn each_diagnostic_class_points_at_file_line_and_column() {
    let root = common::root();
    std::env::set_current_dir(&root).expect("repository root");
    let base = PackFiles::read_base(Path::new("."), "riftbound").expect("base game");
    let all = PackFiles::read_dir(Path::new(PACK)).expect("the fixture pack");
    let host = ScriptHost::new();

    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(root.join("snapshots/text-errors/riftbound"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let cards: Vec<&(String, String)> = all
        .files
        .iter()
        .filter(|(p, _)| p.starts_with("cards/"))
        .collect();
    assert!(cards.len() >= 10, "one file per diagnostic class");
    for (rel, src) in cards {
        // The pack as the loader would read it if this were its only card file.
        let mut one = all.clone();
        one.files
            .retain(|(p, _)| !p.starts_with("cards/") || p == rel);
        let errors =
            match load::<grimoire_riftbound::Riftbound>(vec![base.clone(), one], host.engine()) {
                Ok(_) => panic!("{rel} loads without error"),
                Err(e) => e,
            };
        let file = all.display(rel);
        for d in &errors {
            assert_eq!(d.location.file, file, "{d}");
        }
        let name = rel.trim_start_matches("cards/").trim_end_matches(".toml");
        let what = src.lines().next().unwrap_or("").trim_start_matches("# ");
        settings.set_description(format!("{file}: {what}"));
        settings.bind(|| insta::assert_snapshot!(name.to_string(), render(&errors)));
    }
}
