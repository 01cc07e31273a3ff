//! The core's card-text grammar read with Riftbound's glossary and cost notation: keywords,
//! costs, gallery symbols, linked abilities, the canonical renderer.

mod costs_in_words;
mod gallery;
mod glossary;
mod parse;
mod render;
