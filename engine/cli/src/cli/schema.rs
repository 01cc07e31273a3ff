//! `grimoire schema [--game G]`: a JSON Schema (draft 2020-12) of a game's card TOML format,
//! for TOML editors; the ruleset writes it, next to its card format.

use super::OK;
use grimoire::games::Game;
use grimoire::with_game;

pub fn schema(game: Game) -> i32 {
    let schema = with_game!(game, R => <R as grimoire::core::Ruleset>::card_schema());
    let text = serde_json::to_string_pretty(&schema).expect("a JSON value prints");
    println!("{text}");
    OK
}
