//! The base games, embedded at build time (see build.rs), so `grimoire` runs with no checkout.

use crate::games::Game;
use grimoire_core::content::PackFiles;

include!(concat!(env!("OUT_DIR"), "/embedded_files.rs"));

/// Base game `game`'s files.
pub fn base_game(game: Game) -> PackFiles {
    PackFiles::embedded(EMBEDDED, game.name())
}
