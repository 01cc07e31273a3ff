//! Card text: the pest grammar (`grammar/card_text.pest`), the keyword glossary file
//! (`grammar/glossary.toml`) and its loader, the card-text parser and the canonical renderer.
//!
//! The grammar knows the shapes of printed text; the glossary knows which names are keywords and
//! what parameter each takes (its template). No keyword name appears in this module's code, so a
//! pack adds a keyword by adding a glossary entry (DESIGN.md, principle 1).
//!
//! Forms read, one ability per line (803):
//! - keywords: `[Assaut]` (the template's default, 807.1.b.3), `[Assaut 2] [Tank]`, `Chasse 2`;
//! - costs after a keyword whose template has `[Coût]`: `[Répétition] [4][C]`, `Équiper [1][C]`;
//! - a keyword linked to its ability (808.1.b, 824.1.a): `[Agonie][>] Piochez 1.`,
//!   `[Niveau 6][>] …`, English `[Deathknell] - Draw 1.`; permissive keywords may be linked too
//!   (806.1.d, 813.1.d);
//! - anything else is an instruction, whose bracketed keywords are recorded as mentions
//!   (« Octroyez [Assaut 3] … », 807.2). Notation symbols (`[2]`, `[M]`, `[C]` …) are not keywords.
//!
//! Symbols read in either notation: `[2] [R] [A] [M] [E]` or the English card gallery's
//! `:rb_energy_2: :rb_rune_fury: :rb_rune_rainbow: :rb_might: :rb_exhaust:`, wherever brackets
//! are (costs after keywords, instructions); a misspelt gallery symbol is an error.
//!
//! Reminder text in parentheses is dropped. Errors carry byte spans into the text
//! ([`TextError::to_diagnostic`] turns them into `file:line:col`).

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
