//! `grimoire explain CARD` for every card of every base game, one snapshot each under
//! snapshots/cards/<game>/: what the engine read from each printed text, pinned so that a
//! change to the grammar, a glossary or a card shows up as a reviewed diff.

use grimoire::base::BaseSource;
use grimoire::games::Game;
use grimoire::with_game;
use std::path::Path;
use std::process::Command;

/// The ids of base game `R`'s cards.
fn card_ids<R: grimoire::core::Ruleset>(base: &BaseSource) -> Vec<String> {
    let game = Game::from_name(R::NAME).expect("a game of this binary");
    let files = base.files(game).expect("base game");
    let host = grimoire::core::script::ScriptHost::<R>::new();
    let loaded = grimoire::core::content::load::<R>(vec![files], host.engine())
        .expect("the base game loads");
    loaded.catalog.cards.iter().map(|c| c.id.clone()).collect()
}

#[test]
fn every_base_card_has_a_pinned_explanation() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::env::set_current_dir(&root).expect("repository root");
    let base = BaseSource::Dir(".".into());
    for game in Game::ALL {
        let ids = with_game!(game, R => card_ids::<R>(&base));
        assert!(!ids.is_empty(), "{game} has cards");
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(root.join("snapshots/cards").join(game.name()));
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        for id in &ids {
            let out = Command::new(env!("CARGO_BIN_EXE_grimoire"))
                .args(["explain", "--game", game.name(), id])
                .output()
                .expect("the grimoire binary runs");
            let text = String::from_utf8(out.stdout).expect("utf-8 stdout");
            assert_eq!(out.status.code(), Some(0), "{id}: {text}");
            settings.set_description(format!("grimoire explain {id}"));
            settings.bind(|| insta::assert_snapshot!(id.clone(), text));
        }
    }
}
