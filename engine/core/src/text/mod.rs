//! Card text: the pest grammar (`grammar/card_text.pest`), a game's keyword glossary file
//! (`grammar/<game>/glossary.toml`) and its loader, the card-text parser and the canonical
//! renderer.
//!
//! The grammar knows the shapes of printed text; the glossary knows which names are keywords and
//! what parameter each takes (its template); the ruleset's notation knows which symbols are
//! costs. No keyword name appears in this module's code, so a pack adds a keyword by adding a
//! glossary entry.
//!
//! Forms read, one ability per line:
//! - keywords: `[Name]` (the template's default), `[Name 2] [Other]`, `Name 2`;
//! - costs after a keyword whose template has `[Coût]`: `[Name] [4][C]`, `Name [1][C]`, and in
//!   words, several ways or with a sentence changing them: `[Name] - Kill a friendly unit`,
//!   `[Name] [2] / Discard 2`, `[Name] [1]. …` (`cost_phrase.rs`);
//! - a keyword linked to its ability: `[Name][>] Draw 1.`, `[Name 6][>] …`, English
//!   `[Name] - Draw 1.`; permissive keywords may be linked too;
//! - anything else is an instruction, whose bracketed keywords are recorded as mentions
//!   (« Give [Name 3] … »). Notation symbols (`[2]`, `[C]` …) are not keywords.
//!
//! Symbols read as the game's notation says, bracketed or in a card gallery's form
//! (`:xx_name:`), wherever brackets are (costs after keywords, instructions); a misspelt
//! gallery symbol is an error.
//!
//! Reminder text in parentheses is dropped. Errors carry byte spans into the text
//! ([`TextError::to_diagnostic`] turns them into `file:line:col`).

mod cost_phrase;
mod error;
mod glossary_file;
mod grammar;
mod keyword;
mod parse;
mod reminder;
mod render;
mod template;

pub use error::TextError;
pub use glossary_file::load_glossary;
pub use parse::parse_card_text;
pub use render::{render, same_ignoring_spans};
pub use template::parse_template;

#[cfg(test)]
mod tests_template;
