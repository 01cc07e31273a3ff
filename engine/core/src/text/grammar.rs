//! The pest parser generated from `grammar/card_text.pest` (path relative to the crate root).

use pest_derive::Parser;

#[derive(Parser)]
#[grammar = "../../grammar/card_text.pest"]
pub(crate) struct CardTextParser;
