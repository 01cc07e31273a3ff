//! One language per game (`--lang`, docs/PLAY.md): a game played with `--lang en` shows no
//! French word, one with `--lang fr` no English word — engine words, card and deck names,
//! labels and keywords included. A word is French when the repository says it only in French:
//! in the French half of a sentence the engine writes in both languages (`fr: "…"` beside
//! `en: "…"`), in a card's or a deck's French name or id, in a keyword's French name; and
//! English likewise. Words both languages use (`base`, `combat`, `Poro`) are neither.

mod common;

use common::{ROOT, grimoire, grimoire_with_input, stderr, stdout};
use std::collections::BTreeSet;
use std::path::Path;

/// The words of `text`: runs of letters, lowercased (`lame-du-chaos#2` is `lame`, `du`,
/// `chaos`).
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() > 1)
        .map(str::to_lowercase)
}

/// The string literals after `key` (`fr:`, `en:`) in Rust sources under `dir`.
fn literals_after(dir: &Path, key: &str, into: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            literals_after(&path, key, into);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap();
        let mut rest = src.as_str();
        while let Some(at) = rest.find(key) {
            rest = &rest[at + key.len()..];
            let Some(open) = rest.strip_prefix(|c: char| c.is_whitespace()) else {
                continue;
            };
            let Some(body) = open.trim_start().strip_prefix('"') else {
                continue;
            };
            let mut end = 0;
            let mut escaped = false;
            for (i, c) in body.char_indices() {
                match c {
                    '\\' if !escaped => escaped = true,
                    '"' if !escaped => {
                        end = i;
                        break;
                    }
                    _ => escaped = false,
                }
            }
            // `{player}` and `{0}` are arguments, not words.
            let mut text = String::new();
            let mut depth = 0;
            for c in body[..end].chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    c if depth == 0 => text.push(c),
                    _ => {}
                }
            }
            into.extend(words(&text));
        }
    }
}

/// Every TOML file under `dir`, parsed.
fn tomls(dir: &Path, into: &mut Vec<toml::Table>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            tomls(&path, into);
        } else if path.extension().is_some_and(|e| e == "toml")
            && let Ok(t) = std::fs::read_to_string(&path)
                .unwrap()
                .parse::<toml::Table>()
        {
            into.push(t);
        }
    }
}

/// The words the repository says in French only and in English only.
fn vocabularies() -> (BTreeSet<String>, BTreeSet<String>) {
    let root = Path::new(ROOT);
    let (mut fr, mut en) = (BTreeSet::new(), BTreeSet::new());
    literals_after(&root.join("engine"), "fr:", &mut fr);
    literals_after(&root.join("engine"), "en:", &mut en);
    let mut files = Vec::new();
    for dir in ["cards", "decks", "grammar", "packs"] {
        tomls(&root.join(dir), &mut files);
    }
    let s = |v: Option<&toml::Value>| v.and_then(|v| v.as_str()).unwrap_or("").to_string();
    for file in &files {
        let cards = file.get("card").and_then(|c| c.as_array());
        for card in cards.into_iter().flatten() {
            let english = card.get("lang").and_then(|l| l.as_str()) == Some("en");
            let (name, other) = (s(card.get("name")), s(card.get("name_en")));
            if english {
                en.extend(words(&name).chain(words(&s(card.get("id")))));
                fr.extend(words(&s(card.get("name_fr"))));
            } else {
                fr.extend(words(&name).chain(words(&s(card.get("id")))));
                en.extend(words(&other));
            }
        }
        if file.contains_key("main") {
            fr.extend(words(&s(file.get("name"))));
            en.extend(words(&s(file.get("name_en"))));
        }
        let keywords = file.get("keyword").and_then(|c| c.as_array());
        for k in keywords.into_iter().flatten() {
            fr.extend(words(&s(k.get("fr"))));
            en.extend(words(&s(k.get("en"))));
        }
    }
    let both: BTreeSet<String> = fr.intersection(&en).cloned().collect();
    fr.retain(|w| !both.contains(w));
    en.retain(|w| !both.contains(w));
    (fr, en)
}

/// The words of `out` that are in `foreign`, with a line each shows in.
fn foreign_words(out: &str, foreign: &BTreeSet<String>) -> Vec<String> {
    let mut found = BTreeSet::new();
    // A pack is named by its folder, as a file is: an identifier, not a word of the game.
    for line in out.lines().filter(|l| !l.starts_with("# ")) {
        for w in words(line) {
            if foreign.contains(&w) && found.insert(w.clone()) && found.len() <= 20 {
                eprintln!("`{w}` in: {line}");
            }
        }
    }
    found.into_iter().collect()
}

fn played(args: &[&str]) -> String {
    let o = grimoire(args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    stdout(&o)
}

#[test]
fn a_game_in_english_shows_no_french_word_and_one_in_french_no_english_word() {
    let (fr, en) = vocabularies();
    // The vocabularies are real: each language has words the other lacks.
    for (words, some) in [(&fr, ["pioche", "lame"]), (&en, ["draws", "blade"])] {
        for w in some {
            assert!(words.contains(w), "`{w}` is not in its vocabulary");
        }
    }
    for game in ["riftbound", "duel"] {
        let english = played(&[
            "--lang", "en", "--game", game, "play", "--auto", "--seed", "1",
        ]);
        let french = played(&[
            "--lang", "fr", "--game", game, "play", "--auto", "--seed", "1",
        ]);
        assert!(english.lines().count() > 100 && french.lines().count() > 100);
        assert_eq!(
            foreign_words(&english, &fr),
            Vec::<String>::new(),
            "{game} in English"
        );
        assert_eq!(
            foreign_words(&french, &en),
            Vec::<String>::new(),
            "{game} in French"
        );
        // The same game, said twice: as many lines in each language.
        assert_eq!(english.lines().count(), french.lines().count(), "{game}");
    }
}

#[test]
fn scenarios_are_not_run_in_a_chosen_language() {
    let o = grimoire(&["--lang", "en", "test"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--lang is for play"), "{}", stderr(&o));
}

#[test]
fn a_replay_is_shown_in_the_language_it_was_played_in() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.toml");
    let file = file.to_str().unwrap();
    let played = played(&[
        "--lang", "en", "play", "--auto", "--seed", "2", "--save", file,
    ]);
    let saved = std::fs::read_to_string(file).unwrap();
    assert!(saved.contains("\nlang = \"en\"\n"), "{saved}");
    assert_eq!(played, self::played(&["replay", file]));
    // Told another language, the same game in it, line for line.
    let french = self::played(&["--lang", "fr", "replay", file]);
    assert_ne!(french, played);
    assert_eq!(french.lines().count(), played.lines().count());
}

#[test]
fn a_card_answers_to_its_id_and_its_names_in_both_languages() {
    let asks = "look lame-du-chaos\nlook Lame du chaos\nlook Chaos Blade\nlook chaos-blade\nquit\n";
    let o = grimoire_with_input(&["--lang", "en", "play", "--seed", "1"], asks);
    let out = stdout(&o);
    // Each names the card, by its English name.
    assert_eq!(
        out.matches(": Chaos Blade\n").count(),
        4,
        "{out}{}",
        stderr(&o)
    );
}

/// A person playing p1 in French is told p2's hidden draws (`p2 pioche une carte`), never
/// shown what they are: the board built in French hides what the English board hides.
#[test]
fn hidden_cards_stay_hidden_in_french() {
    for game in ["riftbound", "duel"] {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("game.toml");
        let file = file.to_str().unwrap();
        let args = ["--lang", "fr", "--game", game, "play", "--seed", "3"];
        let args = [&args[..], &["--turns", "6", "--save", file]].concat();
        let o = grimoire_with_input(&args, &"1\n1 2\n".repeat(400));
        let shown = stdout(&o);
        assert_eq!(o.status.code(), Some(0), "{shown}{}", stderr(&o));
        let full = played(&["replay", file, "--as", "all"]);
        // Labels as written: `lame-du-chaos#2`, `p2.foret`.
        let labels = |l: &str| -> Vec<String> {
            l.split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '#' | '.')))
                .map(|w| w.trim_end_matches('.').to_string())
                .filter(|w| !w.is_empty())
                .collect()
        };
        let own = |l: &str| {
            let l = l.trim_start();
            l.starts_with("p2 pioche ") || l.starts_with("p2 met de côté")
        };
        let hidden: Vec<String> = full
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("p2 pioche "))
            .filter(|card| {
                full.lines()
                    .filter(|l| labels(l).iter().any(|w| w == card))
                    .all(own)
            })
            .map(str::to_string)
            .collect();
        assert!(
            hidden.len() >= 3,
            "{game}: too few hidden cards: {hidden:?}"
        );
        let seen: Vec<String> = shown.lines().flat_map(labels).collect();
        let leaked: Vec<&String> = hidden.iter().filter(|c| seen.contains(c)).collect();
        assert!(leaked.is_empty(), "{game}: p1 was shown {leaked:?}");
        assert!(shown.contains("p2 pioche une carte"), "{game}");
    }
}
