//! `grimoire explain CARD` for every card of every base game, one snapshot each under
//! snapshots/cards/<game>/: what the engine read from each printed text, pinned so that a
//! change to the grammar, a glossary or a card shows up as a reviewed diff.
//!
//! The content is loaded once a game, as the command loads it (the base game and the packs
//! found beside it), and each card explained from it (`grimoire::explained`): the command
//! itself is run for the first and last card of each game, and must print the same.

use grimoire::base::{BaseSource, read_pack};
use grimoire::core::Ruleset;
use grimoire::core::script::ScriptHost;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::with_game;
use std::path::Path;
use std::process::Command;

/// Each card of base game `R` as `grimoire explain --game R ID` prints it, in the base game's
/// card order: the id and the text.
fn explained<R: Ruleset>(base: &BaseSource) -> Vec<(String, String)> {
    let game = Game::from_name(R::NAME).expect("a game of this binary");
    // What the command loads: the base game and the packs found beside it.
    let found = Found::new(base, &[]);
    let mut files = vec![base.files(game).expect("base game")];
    for dir in found.to_load(game, &[]) {
        files.push(read_pack(&dir).expect("a pack beside the base game reads"));
    }
    let host = ScriptHost::<R>::new();
    let loaded =
        grimoire::core::content::load::<R>(files, host.engine()).expect("the content loads");
    let catalog = &loaded.catalog;
    // The base game is the first pack loaded; its cards come first, in its own order.
    let base_pack = &catalog.packs.first().expect("the base game is loaded").name;
    catalog
        .cards
        .iter()
        .filter(|c| &c.pack == base_pack)
        .map(|c| (c.id.clone(), grimoire::explained::describe(c, catalog)))
        .collect()
}

/// What the command prints for `id`.
fn command(game: Game, id: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(["explain", "--game", game.name(), id])
        .output()
        .expect("the grimoire binary runs");
    let text = String::from_utf8(out.stdout).expect("utf-8 stdout");
    assert_eq!(out.status.code(), Some(0), "{id}: {text}");
    text
}

#[test]
fn every_base_card_has_a_pinned_explanation() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::env::set_current_dir(&root).expect("repository root");
    let base = BaseSource::Dir(".".into());
    for game in Game::ALL {
        let cards = with_game!(game, R => explained::<R>(&base));
        assert!(!cards.is_empty(), "{game} has cards");
        for (id, text) in [cards.first(), cards.last()].into_iter().flatten() {
            assert_eq!(
                &command(game, id),
                text,
                "`grimoire explain {id}` prints the same"
            );
        }
        let folder = root.join("snapshots/cards").join(game.name());
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(folder.clone());
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        let ids: Vec<String> = cards.iter().map(|(id, _)| id.clone()).collect();
        for (id, text) in cards {
            settings.set_description(format!("grimoire explain {id}"));
            settings.bind(|| insta::assert_snapshot!(id.clone(), text));
        }
        // No pinned explanation is left for a card not explained (one the game no longer
        // has, or one this list missed); a new card's is written by insta above.
        let orphans: Vec<String> = std::fs::read_dir(&folder)
            .expect("the game's folder of pinned explanations")
            .filter_map(|e| {
                let name = e.ok()?.file_name().into_string().ok()?;
                name.strip_suffix(".snap").map(str::to_string)
            })
            .filter(|pinned| !ids.contains(pinned))
            .collect();
        assert!(
            orphans.is_empty(),
            "{game}: pinned but not explained: {orphans:?}"
        );
    }
}
