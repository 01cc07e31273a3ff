//! Entry points for fuzzing every boundary where a person's input enters: arbitrary bytes in,
//! no panic out. Each function is one fuzz target (`fuzz/fuzz_targets/`, run with cargo-fuzz on a
//! nightly toolchain) and is also driven by the property tests on stable (`tests/fuzz_props.rs`),
//! so the same code is exercised in CI with a bounded number of cases (docs/FUZZING.md).
//!
//! A target returns normally for input that is refused with diagnostics; it panics only on a
//! bug: a panic inside the engine, an error without a position, or a text that parses but does
//! not read back the same once rendered.

mod strangers;

pub use strangers::{effects, gallery, glossary, replay, saved_game};

use crate::embedded::base_game;
use crate::games::Game;
use grimoire_core::content::{PackFiles, load};
use grimoire_core::model::card::Lang;
use grimoire_core::model::glossary::Glossary;
use grimoire_core::scenario::ScenarioRules;
use grimoire_core::script::ScriptHost;
use grimoire_core::text::{parse_card_text, render, same_ignoring_spans};
use grimoire_duel::Duel;
use grimoire_riftbound::Riftbound;
use std::path::Path;

/// Card text, read with each game's base glossary in both languages: what parses must render
/// and parse again to the same records; what does not must say where.
pub fn card_text(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    RIFTBOUND.with(|g| text_round_trip(text, g));
    DUEL.with(|g| text_round_trip(text, g));
}

thread_local! {
    static RIFTBOUND: Glossary<Riftbound> = base_glossary(Game::Riftbound);
    static DUEL: Glossary<Duel> = base_glossary(Game::Duel);
}

fn text_round_trip<R: ScenarioRules>(text: &str, glossary: &Glossary<R>) {
    for lang in [Lang::Fr, Lang::En] {
        match parse_card_text(text, lang, glossary) {
            Ok(records) => {
                let printed = render(&records, glossary, lang);
                let again = parse_card_text(&printed, lang, glossary).unwrap_or_else(|e| {
                    panic!("{text:?} rendered as {printed:?}, which does not parse: {e:?}")
                });
                assert!(
                    same_ignoring_spans(&records, &again),
                    "{text:?} rendered as {printed:?} reads back differently"
                );
            }
            Err(errors) => {
                assert!(!errors.is_empty(), "{text:?}: refused without an error");
                for e in errors {
                    assert!(
                        e.span.start <= e.span.end && e.span.end <= text.len(),
                        "{text:?}: error span {:?} outside the text",
                        e.span
                    );
                }
            }
        }
    }
}

/// The base game's glossary (loaded once a thread).
fn base_glossary<R: ScenarioRules>(game: Game) -> Glossary<R> {
    let host = ScriptHost::<R>::new();
    let loaded = load::<R>(vec![base_game(game)], host.engine())
        .unwrap_or_else(|e| panic!("the base game loads: {e:?}"));
    loaded.catalog.glossary.clone()
}

/// What is shown to a person carries no control character (`grimoire_core::shown`).
fn assert_shown(text: &str) {
    if let Some((_, c)) = grimoire_core::shown::first_unsafe(text) {
        panic!("{c:?} shown as it is: {text:?}");
    }
}

/// A mod pack for `game` made of `files` (path, contents), loaded after the base game: it
/// loads, or is refused with errors shown safely.
fn load_mod<R: ScenarioRules>(game: Game, files: Vec<(String, String)>) {
    let mut files = files;
    files.sort();
    let pack = PackFiles {
        root: "fuzz".into(),
        files,
        ..PackFiles::default()
    };
    let host = ScriptHost::<R>::new();
    if let Err(errors) = load::<R>(vec![base_game(game), pack], host.engine()) {
        assert!(!errors.is_empty(), "refused without an error");
        for e in errors {
            assert_shown(&e.to_string());
        }
    }
}

pub(crate) fn manifest(game: Game) -> String {
    format!(
        "name = \"fuzz\"\nversion = \"0.1.0\"\ngame = \"{}\"\n",
        game.name()
    )
}

/// A card file of a mod pack, for each game.
pub fn card_file(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for game in Game::ALL {
        let files = vec![
            ("pack.toml".to_string(), manifest(game)),
            ("cards/fuzz.toml".to_string(), text.to_string()),
        ];
        match game {
            Game::Riftbound => load_mod::<Riftbound>(game, files),
            Game::Duel => load_mod::<Duel>(game, files),
        }
    }
}

/// A pack manifest, alone in its pack.
pub fn pack_manifest(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let files = vec![("pack.toml".to_string(), text.to_string())];
    load_mod::<Riftbound>(Game::Riftbound, files.clone());
    load_mod::<Duel>(Game::Duel, files);
}

/// A deck file of a mod pack, for each game.
pub fn deck_file(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for game in Game::ALL {
        let files = vec![
            ("pack.toml".to_string(), manifest(game)),
            ("decks/fuzz.toml".to_string(), text.to_string()),
        ];
        match game {
            Game::Riftbound => load_mod::<Riftbound>(game, files),
            Game::Duel => load_mod::<Duel>(game, files),
        }
    }
}

/// A scenario file, for each game: parsed, and when it parses, played on the base game.
pub fn scenario(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    run_scenario::<Riftbound>(text, Game::Riftbound);
    run_scenario::<Duel>(text, Game::Duel);
}

fn run_scenario<R: ScenarioRules>(text: &str, game: Game) {
    let path = Path::new("fuzz.toml");
    let Ok(scn) = grimoire_core::scenario::parse_scenario::<R>(path, text) else {
        return;
    };
    // A scenario naming packs reads folders: out of a fuzzer's reach.
    if !scn.packs.is_empty() {
        return;
    }
    let host = ScriptHost::<R>::new();
    let Ok(loaded) = load::<R>(vec![base_game(game)], host.engine()) else {
        return;
    };
    let _ = grimoire_core::scenario::run::run(&scn, &loaded, &host);
}
