//! Read-only questions about a game. Nothing here changes state.

pub mod keywords;
pub mod might;
pub mod timing;
