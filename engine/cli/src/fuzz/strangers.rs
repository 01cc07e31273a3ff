//! Fuzz targets for the files people hand each other beyond packs: a replay (`grimoire replay`
//! of a stranger's file), a saved game's answers played back, a gallery export (`grimoire
//! import`), a glossary and an effect language of a mod pack. Each returns normally for input
//! refused with a located error; it panics on a bug: a panic inside the engine, an error
//! outside the file, a message or a written file carrying a control character
//! (`grimoire_core::shown`), a replay that does not read back as written.

use super::{assert_shown, load_mod, manifest};
use crate::embedded::base_game;
use crate::games::Game;
use crate::import::{Target, gallery, import};
use crate::packs::PackId;
use crate::replay::Replay;
use crate::replay::content::select;
use crate::replay::read::parse;
use grimoire_core::content::load;
use grimoire_core::diag::Diagnostic;
use grimoire_core::scenario::ScenarioRules;
use grimoire_core::script::ScriptHost;
use grimoire_core::shown::is_unsafe;
use grimoire_core::sim::replay::Replayer;
use grimoire_core::sim::{Options, play_with};
use grimoire_duel::Duel;
use grimoire_riftbound::Riftbound;

/// The most turns a fuzzed replay is played for, whatever its `turn_limit` says: the answers
/// run out long before.
const TURNS: u32 = 400;

/// A replay file: read, and when it reads and its packs are the base game's, played to its end
/// or its first answer that does not fit.
pub fn replay(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match parse("fuzz.toml", text) {
        Err(d) => located(&d, text),
        Ok((replay, places)) => {
            let Some(game) = Game::from_name(&replay.game) else {
                return;
            };
            if select(vec![base_game(game)], &replay, &places).is_err() {
                return;
            }
            match game {
                Game::Riftbound => play::<Riftbound>(game, &replay),
                Game::Duel => play::<Duel>(game, &replay),
            }
        }
    }
}

/// A saved game's answers: the first byte is the seed, the rest the answers (each byte an
/// option's index, 255 the end of an answer, 254 the largest index there is). Written as a
/// replay of the base game's first two decks, it reads back as written and plays to its end or
/// to the first answer that does not fit.
pub fn saved_game(data: &[u8]) {
    let Some((&seed, rest)) = data.split_first() else {
        return;
    };
    let mut decisions = vec![Vec::new()];
    for &b in rest {
        match b {
            255 => decisions.push(Vec::new()),
            254 => decisions
                .last_mut()
                .into_iter()
                .for_each(|a| a.push(usize::MAX)),
            i => decisions
                .last_mut()
                .into_iter()
                .for_each(|a| a.push(usize::from(i))),
        }
    }
    for game in Game::ALL {
        let base = base_game(game);
        let decks = match game {
            Game::Riftbound => first_decks::<Riftbound>(&base),
            Game::Duel => first_decks::<Duel>(&base),
        };
        let replay = Replay {
            engine: env!("CARGO_PKG_VERSION").into(),
            game: game.name().into(),
            seed: u64::from(seed),
            turn_limit: TURNS,
            lang: None,
            decks,
            agents: Vec::new(),
            packs: vec![PackId::of(&base)],
            fingerprint: 0,
            decisions: decisions.clone(),
        };
        let text = replay.render();
        let (back, _) = parse("fuzz.toml", &text)
            .unwrap_or_else(|e| panic!("a written replay does not read back: {e}\n{text}"));
        assert_eq!(back, replay, "a written replay reads back differently");
        match game {
            Game::Riftbound => play::<Riftbound>(game, &replay),
            Game::Duel => play::<Duel>(game, &replay),
        }
    }
}

fn first_decks<R: ScenarioRules>(base: &grimoire_core::content::PackFiles) -> Vec<String> {
    let host = ScriptHost::<R>::new();
    let loaded = load::<R>(vec![base.clone()], host.engine())
        .unwrap_or_else(|e| panic!("the base game loads: {e:?}"));
    loaded
        .catalog
        .decks
        .iter()
        .take(2)
        .map(|d| d.id.clone())
        .collect()
}

/// `replay` played on base game `game`: its end, or an error; what it printed is shown safely.
fn play<R: ScenarioRules>(game: Game, replay: &Replay) {
    let host = ScriptHost::<R>::new();
    let loaded = load::<R>(vec![base_game(game)], host.engine())
        .unwrap_or_else(|e| panic!("the base game loads: {e:?}"));
    let decks: Vec<_> = replay
        .decks
        .iter()
        .filter_map(|d| loaded.catalog.deck(d).cloned())
        .collect();
    if decks.len() != 2 || replay.decks.len() != 2 {
        return;
    }
    let refs: Vec<&_> = decks.iter().collect();
    let runner = host.runner(&loaded.code);
    let options = Options {
        turn_limit: replay.turn_limit.min(TURNS),
        check: true,
        trace: true,
    };
    let (replayer, _) = Replayer::new(replay.decisions.clone());
    let played = play_with(
        loaded.catalog.clone(),
        &runner,
        &refs,
        replay.seed,
        options,
        Box::new(replayer),
    );
    match played {
        Ok(p) => {
            for line in grimoire_core::state::trace::render(&p.game.trace) {
                assert_shown(&line);
            }
            if let Err(e) = &p.end {
                assert_shown(&e.to_string());
            }
        }
        Err(e) => assert_shown(&e.to_string()),
    }
}

/// A gallery export: read, and when it reads, imported into a pack whose files carry no
/// control character and whose cards, apart from those set aside, load with the base game.
pub fn gallery(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (cards, skipped) = match gallery::read("fuzz.json", text) {
        Ok(x) => x,
        Err(d) => return located(&d, text),
    };
    let host = ScriptHost::<Riftbound>::new();
    let base = base_game(Game::Riftbound);
    let loaded = load::<Riftbound>(vec![base.clone()], host.engine())
        .unwrap_or_else(|e| panic!("the base game loads: {e:?}"));
    let taken: Vec<String> = loaded.catalog.cards.iter().map(|c| c.id.clone()).collect();
    let target = Target {
        shown: "fuzz",
        pack: "fuzz",
        source: "fuzz.json",
        scripts: &[],
        own: &[],
    };
    let catalog = &loaded.catalog;
    let imported = import(
        &cards,
        skipped,
        (&catalog.glossary, &catalog.effects),
        &taken,
        &target,
    );
    for (path, content) in &imported.files {
        assert!(
            !content.chars().any(is_unsafe),
            "{path} carries a control character:\n{content}"
        );
    }
    for s in &imported.skipped {
        assert_shown(&s.name);
        assert_shown(&s.reason);
    }
}

/// A glossary of a mod pack, for each game.
pub fn glossary(data: &[u8]) {
    one_file(data, "glossary.toml");
}

/// An effect language of a mod pack (`effects.toml`), for each game.
pub fn effects(data: &[u8]) {
    one_file(data, "effects.toml");
}

fn one_file(data: &[u8], name: &str) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for game in Game::ALL {
        let files = vec![
            ("pack.toml".to_string(), manifest(game)),
            (name.to_string(), text.to_string()),
        ];
        match game {
            Game::Riftbound => load_mod::<Riftbound>(game, files),
            Game::Duel => load_mod::<Duel>(game, files),
        }
    }
}

/// A refusal of `text`: inside it (a line at most one past its last), and shown safely.
fn located(d: &Diagnostic, text: &str) {
    let lines = text.lines().count() + 1;
    assert!(
        d.location.line >= 1 && d.location.line <= lines,
        "{d}: outside a text of {lines} lines"
    );
    assert_shown(&d.to_string());
}
