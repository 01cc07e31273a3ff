//! A ruleset's cost notation: how printed costs read (`[2][R]`, `{2}{R}`), so that the grammar
//! and the loader can check costs without knowing any game's resources.

use serde::Serialize;
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// Where a cost string stopped making sense: byte offset inside the string and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub offset: usize,
    /// Byte length of the offending symbol (or word), so the error can underline it.
    pub len: usize,
    pub message: String,
}

/// A cost as a ruleset prints and reads it.
pub trait Notation:
    Copy + Debug + Default + PartialEq + Eq + Hash + Serialize + Display + 'static
{
    /// Reads a printed cost, symbol by symbol.
    fn parse(s: &str) -> Result<Self, NotationError>;
    /// Whether `symbol` (as printed, delimiters included: `[M]`, `:rb_might:`) is a symbol of
    /// the notation, cost or not: a misspelt one in card text is an error, not words.
    fn known_symbol(symbol: &str) -> bool;
    /// The cost as English card galleries print it (the printed form when they print the same).
    fn gallery(&self) -> String {
        self.to_string()
    }
    /// What to tell a designer who wrote an unknown symbol.
    const SYMBOL_HELP: &'static str;
    /// A cost as designers write one, for messages (`[1][C]`, `{2}`).
    const EXAMPLE: &'static str;
}
