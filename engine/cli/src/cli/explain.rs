//! `grimoire explain CARD [PACK…]`: a card's fields and the ability records its printed text
//! parses into, one per line (or as JSON with `--json`), so a designer sees what the engine
//! understood. Without `--game` or packs, the card is looked for in every base game.

use super::{BAD_INPUT, OK, game_for, load_all};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::core::content::card_effects::card_reading;
use grimoire::core::model::card::{CardType, Lang};
use grimoire::explained::describe;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::with_game;
use std::path::PathBuf;

pub fn explain(
    base: BaseSource,
    found: &Found,
    game: Option<Game>,
    id: &str,
    packs: &[PathBuf],
    json: bool,
    rhai: bool,
) -> i32 {
    let games = match game {
        None if packs.is_empty() => base.games(),
        _ => vec![game_for(game, packs)],
    };
    let mut last = BAD_INPUT;
    for (i, g) in games.iter().enumerate() {
        let report = i + 1 == games.len();
        last = with_game!(*g, R => explain_in::<R>(&base, found, id, packs, (json, rhai), report));
        if last != BAD_INPUT {
            return last;
        }
    }
    last
}

/// Explains `id` if game `R` has it; reports an unknown card only when `report`.
fn explain_in<R: Ruleset>(
    base: &BaseSource,
    found: &Found,
    id: &str,
    packs: &[PathBuf],
    (json, rhai): (bool, bool),
    report: bool,
) -> i32 {
    let loaded = match load_all::<R>(base, found, packs) {
        Ok((_, c, _)) => c,
        Err(code) => return code,
    };
    let catalog = &loaded.catalog;
    let Some(key) = catalog.find(id, None) else {
        if report {
            eprintln!("error: unknown card `{id}`");
            let near = catalog.nearest(id.rsplit(':').next().unwrap_or(id));
            if !near.is_empty() {
                let near: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
                eprintln!("  help: did you mean {}?", near.join(", "));
            }
        }
        return BAD_INPUT;
    };
    let card = catalog.card(key);
    if rhai {
        let reading = card_reading(&catalog.effects, &catalog.glossary, card, &|_| false);
        print!("{}", reading.source);
    } else if json {
        println!("{}", to_json(card));
    } else {
        print!("{}", describe(card, catalog));
    }
    OK
}

/// The card's fields and records as JSON (records as the engine serializes them).
fn to_json<R: Ruleset>(card: &CardType<R>) -> String {
    let mut value = serde_json::json!({
        "id": card.id,
        "pack": card.pack,
        "name": card.name,
        "lang": card.lang,
        "text": card.text_source,
        "abilities": card.text.abilities,
    });
    if let Some(map) = value.as_object_mut() {
        if let Some(t) = &card.translated {
            let key = match card.lang {
                Lang::Fr => "name_en",
                Lang::En => "name_fr",
            };
            map.insert(key.into(), t.name.clone().into());
        }
        map.extend(R::card_json(card));
    }
    serde_json::to_string_pretty(&value).unwrap_or_default()
}
