//! Riftbound's content rules: its card format and fields (133), its deck files and deck-building
//! rules (103, 825), and which script functions its cards' text needs. The core loads packs.

pub mod card_def;
pub mod deck;
pub mod deck_check;
pub mod deck_slots;
pub mod effect_lines;
mod effect_text;
pub mod explain;
pub mod functions;
pub mod printed;
pub mod reach;
pub mod schema;
pub mod validate;
