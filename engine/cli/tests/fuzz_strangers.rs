//! The fuzz targets for the files people hand each other (`grimoire::fuzz`: replay, saved
//! game, gallery, glossary, effect language) driven by property tests over mutated inputs: a
//! file the repository holds or the engine writes, with pieces replaced by what hostile or
//! careless input is made of (control characters and their escapes, brackets, quotes, huge and
//! negative numbers, values of the wrong kind). The runs are deterministic (a fixed seed);
//! `PROPTEST_CASES=N` runs more, `PROPTEST_SEED=S` another sequence (docs/FUZZING.md).

use grimoire::embedded::base_game;
use grimoire::fuzz;
use grimoire::games::Game;
use grimoire::packs::PackId;
use grimoire::replay::Replay;
use proptest::prelude::*;
use proptest::test_runner::RngSeed;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// What a piece of a hostile file may be replaced with.
const PIECES: &[&str] = &[
    "",
    "\u{1b}[2J",
    "\\u001b",
    "\\e",
    "\\u0007",
    "\\r",
    "\\U0000009b",
    "\u{202e}",
    "\\u202E",
    "&#27;",
    "&#x9b;",
    "\u{7}",
    "\r",
    "\t",
    "\n",
    "\"",
    "'",
    "\"\"\"",
    "[",
    "]",
    "[[",
    "{",
    "}",
    ",",
    "=",
    "#",
    ".",
    "\\",
    "0",
    "-1",
    "18446744073709551616",
    "9223372036854775807",
    "1e999",
    "1.5",
    "true",
    "null",
    "[]",
    "{}",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    "\"x\"",
    "[3]",
    "[0, 0]",
    "[99999999]",
    "riftbound",
    "duel",
    "format = 2\n",
    "game = \"chess\"\n",
    "name = \"a\"\n",
    "\n[[keyword]]\nid = \"x\"\n",
    "\n[[phrase]]\nis = \"effect\"\n",
    "{object}",
    "{number}",
    "{might}",
    "<b>",
    "</p>",
    "é",
    "\u{0}",
];

/// `base` with up to `edits` of its pieces replaced: each edit a place (a fraction of the
/// text), a length to drop and a piece to put there.
fn mutated(base: String, edits: usize) -> impl Strategy<Value = String> {
    let edit = (any::<u16>(), 0usize..12, prop::sample::select(PIECES));
    prop::collection::vec(edit, 0..edits).prop_map(move |edits| {
        let mut text = base.clone();
        for (at, drop, piece) in edits {
            let mut start = usize::from(at) * text.len() / usize::from(u16::MAX);
            while !text.is_char_boundary(start) {
                start -= 1;
            }
            let mut end = (start + drop).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            text.replace_range(start..end, piece);
        }
        text
    })
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(format!("{ROOT}/{rel}")).expect("a file of the repository")
}

/// A replay of the base game as `play --save` writes it, its answers given.
fn replay_text(game: Game, decks: [&str; 2], decisions: Vec<Vec<usize>>, seed: u64) -> String {
    Replay {
        engine: "0.2.0".into(),
        game: game.name().into(),
        seed,
        turn_limit: 200,
        lang: None,
        decks: decks.map(String::from).to_vec(),
        agents: Vec::new(),
        packs: vec![PackId::of(&base_game(game))],
        fingerprint: 0x0123_4567_89ab_cdef,
        decisions,
    }
    .render()
}

fn replays() -> impl Strategy<Value = String> {
    let answers = prop::collection::vec(prop::collection::vec(0usize..4, 0..3), 0..40);
    (answers, 0u64..50, any::<bool>()).prop_flat_map(|(answers, seed, duel)| {
        let text = if duel {
            replay_text(
                Game::Duel,
                ["horde-des-braises", "conclave-du-crepuscule"],
                answers,
                seed,
            )
        } else {
            replay_text(
                Game::Riftbound,
                ["pirates-de-fureur", "gardiens-des-cimes"],
                answers,
                seed,
            )
        };
        mutated(text, 4)
    })
}

/// JSON values a gallery field may hold, ordinary and odd.
const JSON_VALUES: &[&str] = &[
    "\"Fury\"",
    "\"Unit\"",
    "\"Spell\"",
    "\"Gear\"",
    "\"Legend\"",
    "\"Battlefield\"",
    "\"Rune\"",
    "\"Token\"",
    "\"\"",
    "\"-\"",
    "\"X\"",
    "\"3\"",
    "2",
    "-1",
    "4294967296",
    "1.5",
    "1e400",
    "null",
    "true",
    "[]",
    "{}",
    "[\"Fury\", {\"label\": \"Body\"}]",
    "{\"value\": {\"label\": \"TXP\"}}",
    "\"Bad\\u001b[2JName\"",
    "\"a\\u0007b\"",
    "\"\\u202Eesrever\"",
    "\"&#27;[2J\"",
    "\"&#x9b;&amp;&lt;b&gt;\"",
    "\"[Assault 2] [Tank]<br />Draw 1.\"",
    "\"[Equip] :rb_rune_fury:\"",
    "\":rb_energy_1:, :rb_exhaust:: Draw 1.\"",
    "\"<p>Kill a unit.</p>\"",
    "\"When you play me, draw 1.\\r\\nDraw 1.\"",
    "\"[Deathknell] - \"",
    "\"[\"",
    "\"Spend 1 XP, :rb_rune_calm:: Draw 1.\"",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
];

const FIELDS: &[&str] = &[
    "id",
    "name",
    "publicCode",
    "set",
    "setId",
    "domains",
    "rarity",
    "cardTypes",
    "superTypes",
    "energy",
    "might",
    "power",
    "tags",
    "abilityText",
];

/// A gallery export of a few cards, each field given an ordinary or an odd value.
fn galleries() -> impl Strategy<Value = String> {
    let value = prop::sample::select(JSON_VALUES);
    let card = prop::collection::vec(value, FIELDS.len()).prop_map(|values| {
        let fields: Vec<String> = FIELDS
            .iter()
            .zip(values)
            .map(|(k, v)| format!("\"{k}\": {v}"))
            .collect();
        format!("{{{}}}", fields.join(", "))
    });
    prop::collection::vec(card, 0..5)
        .prop_map(|cards| format!("{{\"cards\": [{}]}}", cards.join(",\n")))
}

fn config(cases: u32) -> ProptestConfig {
    let env = |k: &str| std::env::var(k).ok().and_then(|n| n.parse::<u64>().ok());
    ProptestConfig {
        cases: env("PROPTEST_CASES").map_or(cases, |n| n as u32),
        rng_seed: RngSeed::Fixed(env("PROPTEST_SEED").unwrap_or(38)),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(24))]

    #[test]
    fn replays_never_panic(file in replays()) {
        fuzz::replay(file.as_bytes());
    }

    #[test]
    fn saved_games_never_panic(data in prop::collection::vec(any::<u8>(), 0..120)) {
        fuzz::saved_game(&data);
    }

    #[test]
    fn galleries_never_panic(
        file in mutated(read("engine/cli/tests/fixtures/gallery/cards.json"), 6)
    ) {
        fuzz::gallery(file.as_bytes());
    }

    #[test]
    fn built_galleries_never_panic(file in galleries()) {
        fuzz::gallery(file.as_bytes());
    }

    #[test]
    fn glossaries_never_panic(file in mutated(read("packs/presage-entrave/glossary.toml"), 6)) {
        fuzz::glossary(file.as_bytes());
    }

    #[test]
    fn effect_languages_never_panic(
        file in mutated(read("packs/presage-entrave/effects.toml"), 6)
    ) {
        fuzz::effects(file.as_bytes());
    }
}

/// Inputs the targets once failed on, kept as they were found.
#[test]
fn inputs_found_by_fuzzing_pass() {
    // built_galleries: a count holding an escape sequence was quoted raw in why its card was
    // left out.
    fuzz::gallery(
        br#"{"cards": [{"name": "Fury", "publicCode": "Fury", "energy": "Bad[2JName"}]}"#,
    );
}

/// The unmutated files pass: what the generators start from is accepted, so a mutation is what
/// a case tries.
#[test]
fn the_files_mutated_are_accepted_as_they_are() {
    fuzz::replay(
        replay_text(
            Game::Riftbound,
            ["pirates-de-fureur", "gardiens-des-cimes"],
            vec![],
            1,
        )
        .as_bytes(),
    );
    fuzz::gallery(read("engine/cli/tests/fixtures/gallery/cards.json").as_bytes());
    fuzz::saved_game(&[1, 0, 255, 1]);
}
