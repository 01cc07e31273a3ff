//! Replay files (docs/REPLAYS.md): what it takes to play a game again, byte for byte. The
//! engine is deterministic given its content, the game seed and every answer to the decisions
//! the players were asked (`grimoire_core::sim::replay`), so a replay holds the content's
//! identity (each pack's name, version and content hash, `packs::PackId`), the seed, the decks,
//! the turn limit and the answers — and a fingerprint of the decisions met, so that a replay
//! that went another way is caught even when every answer happened to fit.
//!
//! The file is TOML, written by [`Replay::render`] with the answers sixteen a line, and read by
//! [`read::parse`] with every error at its line and column.

pub mod content;
pub mod read;

use crate::packs::PackId;
use grimoire_core::state::decision::Answer;
use std::fmt::Write;

/// The replay format this binary writes and reads.
pub const FORMAT: u32 = 1;

/// Answers written on one line of the file.
const PER_LINE: usize = 16;

/// One recorded game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The version of the `grimoire` that recorded it (a note, not a check: the fingerprint
    /// tells whether another engine plays the game the same way).
    pub engine: String,
    /// The ruleset's name (`riftbound`, `duel`).
    pub game: String,
    pub seed: u64,
    pub turn_limit: u32,
    /// The language the game was shown in (`--lang`: `fr`, `en`), when one was chosen:
    /// `replay` shows it in the same, unless told another.
    pub lang: Option<String>,
    /// Deck ids in seat order, as the command was given them.
    pub decks: Vec<String>,
    /// Who answered at each seat (`random`, `mcts:200`, `person`…), in seat order: a note for
    /// the reader, since the answers alone replay the game; empty when not said.
    pub agents: Vec<String>,
    /// The packs loaded, in load order.
    pub packs: Vec<PackId>,
    /// `sim::Played::choices`: the decisions met and answered, hashed.
    pub fingerprint: u64,
    /// Every answer given, in order: the indices (from 0) of the options chosen.
    pub decisions: Vec<Answer>,
}

/// The language chosen for this game (`--lang`), as a replay writes it.
pub fn lang_chosen() -> Option<String> {
    grimoire_core::words::shown().map(|l| {
        match l {
            grimoire_core::model::card::Lang::Fr => "fr",
            grimoire_core::model::card::Lang::En => "en",
        }
        .to_string()
    })
}

impl Replay {
    /// The file's text.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let quoted = |v: &str| toml::Value::String(v.to_string()).to_string();
        let _ = writeln!(
            s,
            "# A Grimoire replay: `grimoire replay FILE` plays this game again (docs/REPLAYS.md)."
        );
        let _ = writeln!(s, "format = {FORMAT}");
        let _ = writeln!(s, "engine = {}", quoted(&self.engine));
        let _ = writeln!(s, "game = {}", quoted(&self.game));
        let _ = writeln!(s, "seed = {}", self.seed);
        let _ = writeln!(s, "turn_limit = {}", self.turn_limit);
        if let Some(lang) = &self.lang {
            let _ = writeln!(s, "lang = {}", quoted(lang));
        }
        let decks: Vec<String> = self.decks.iter().map(|d| quoted(d)).collect();
        let _ = writeln!(s, "decks = [{}]", decks.join(", "));
        if !self.agents.is_empty() {
            let agents: Vec<String> = self.agents.iter().map(|a| quoted(a)).collect();
            let _ = writeln!(
                s,
                "# Who answered at each seat (a note: the decisions below replay the game)."
            );
            let _ = writeln!(s, "agents = [{}]", agents.join(", "));
        }
        let _ = writeln!(
            s,
            "# The content played with, in load order: a pack whose files differ is refused."
        );
        let _ = writeln!(s, "packs = [");
        for p in &self.packs {
            let _ = writeln!(
                s,
                "  {{ name = {}, version = {}, hash = {} }},",
                quoted(&p.name),
                quoted(&p.version),
                quoted(&p.hash)
            );
        }
        let _ = writeln!(s, "]");
        let _ = writeln!(
            s,
            "# The decisions met and answered, hashed: checked once the game is replayed."
        );
        let _ = writeln!(s, "fingerprint = \"{:016x}\"", self.fingerprint);
        let _ = writeln!(
            s,
            "# Every decision a player answered, in order: the indices (from 0) of the options \
             chosen. {} in all.",
            self.decisions.len()
        );
        let _ = writeln!(s, "decisions = [");
        for line in self.decisions.chunks(PER_LINE) {
            let cells: Vec<String> = line.iter().map(|a| format!("{a:?}")).collect();
            let _ = writeln!(s, "  {},", cells.join(", "));
        }
        let _ = writeln!(s, "]");
        s
    }
}

/// A file name for the replay of game `seed` of a simulation.
pub fn file_name(seed: u64) -> String {
    format!("seed-{seed}.toml")
}
