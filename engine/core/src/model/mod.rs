//! Content records: immutable descriptions produced by loading and parsing. They never touch a
//! game and keep no compiled script; the rules read them.

pub mod ability_names;
pub mod card;
pub mod card_names;
pub mod catalog;
pub mod function_set;
pub mod functions;
pub mod glossary;
pub mod notation;
pub mod records;
