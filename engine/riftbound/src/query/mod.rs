//! Read-only questions about a game. Nothing here changes state.

pub mod board;
pub mod champion;
pub mod conditions;
pub mod effects;
pub mod foreseen;
pub mod keywords;
pub mod might;
pub mod scan;
pub mod tags;
pub mod targets;
pub mod timing;
pub mod victory;
