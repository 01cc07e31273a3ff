//! The rulesets this binary holds, by the name packs and scenarios give (`game = "…"`). Adding
//! a game to the binary is one variant here and one arm in `with_game!`.

use std::fmt;

/// A ruleset of this binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Game {
    Duel,
    Riftbound,
}

impl Game {
    /// Every game, in name order.
    pub const ALL: [Game; 2] = [Game::Duel, Game::Riftbound];

    /// The game of packs and scenarios that do not name one.
    pub const DEFAULT: Game = Game::Riftbound;

    pub fn name(self) -> &'static str {
        match self {
            Game::Duel => <grimoire_duel::Duel as grimoire_core::Ruleset>::NAME,
            Game::Riftbound => <grimoire_riftbound::Riftbound as grimoire_core::Ruleset>::NAME,
        }
    }

    pub fn from_name(name: &str) -> Option<Game> {
        Game::ALL.into_iter().find(|g| g.name() == name)
    }

    /// The names, for messages.
    pub fn names() -> String {
        Game::ALL.map(|g| g.name()).join(", ")
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Runs `$body` with `$R` standing for the ruleset type of `$game`:
/// `with_game!(game, R => check::<R>(…))`.
#[macro_export]
macro_rules! with_game {
    ($game:expr, $R:ident => $body:expr) => {
        match $game {
            $crate::games::Game::Duel => {
                type $R = $crate::duel::Duel;
                $body
            }
            $crate::games::Game::Riftbound => {
                type $R = $crate::riftbound::Riftbound;
                $body
            }
        }
    };
}
