//! Card text: the pest grammar (`grammar/card_text.pest`), the keyword glossary file
//! (`grammar/glossary.toml`) and its loader, the card-text parser and the canonical renderer.
//!
//! The grammar knows the shapes of printed text; the glossary knows which names are keywords and
//! what parameter each takes (its template). No keyword name appears in this module's code, so a
//! pack adds a keyword by adding a glossary entry (DESIGN.md, principle 1).

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
mod tests_glossary;
#[cfg(test)]
mod tests_parse;
#[cfg(test)]
mod tests_render;
