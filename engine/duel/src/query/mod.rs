//! Read-only questions about a duel game: keywords, power and toughness, what a creature may do
//! in combat, when spells may be cast. Nothing here changes state.

pub mod combat;
pub mod keywords;
pub mod stats;
pub mod timing;
