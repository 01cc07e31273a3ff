//! The duel game's content rules: its card format and fields, its deck files and deck rules,
//! which script functions its cards' text needs, and how `grimoire explain` and `schema` show
//! its cards. The core loads packs.

pub mod card_def;
pub mod deck;
pub mod effect_lines;
pub mod explain;
pub mod functions;
pub mod schema;
pub mod validate;
