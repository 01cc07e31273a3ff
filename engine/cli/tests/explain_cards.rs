//! `grimoire explain CARD` for every card of the base game, one snapshot each under
//! snapshots/cards/: what the engine read from each printed text, pinned so that a change to the
//! grammar, the glossary or a card shows up as a reviewed diff.

use grimoire::content::{PackFiles, load};
use grimoire::script::ScriptHost;
use std::path::Path;
use std::process::Command;

#[test]
fn every_base_card_has_a_pinned_explanation() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::env::set_current_dir(&root).expect("repository root");
    let base = PackFiles::read_dir(Path::new(".")).expect("base game");
    let host = ScriptHost::new();
    let catalog = load(vec![base], host.engine()).expect("the base game loads");
    assert!(!catalog.cards.is_empty());

    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(root.join("snapshots/cards"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    for card in &catalog.cards {
        let out = Command::new(env!("CARGO_BIN_EXE_grimoire"))
            .args(["explain", &card.id])
            .output()
            .expect("the grimoire binary runs");
        let text = String::from_utf8(out.stdout).expect("utf-8 stdout");
        assert_eq!(out.status.code(), Some(0), "{}: {text}", card.id);
        settings.set_description(format!("grimoire explain {}", card.id));
        settings.bind(|| insta::assert_snapshot!(card.id.clone(), text));
    }
}
