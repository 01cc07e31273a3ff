//! The cards' replacements of the making of a token (370, 375): asked, and not applied.

use crate::state::PlayerId;
use std::fmt;
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenEvent {
    /// 370.1: `player` would make a `name` token; `by`'s replacement may take its place.
    WouldBeMade {
        player: PlayerId,
        name: String,
        by: Rc<str>,
    },
    /// 371.1: the replacement asked did not apply (declined, or an "if" that failed).
    NotApplied { by: Rc<str> },
}

impl fmt::Display for TokenEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TokenEvent::WouldBeMade { player, name, by } => write!(
                f,
                "  {player} would create a token ({name}); {by}'s replacement may take its place (370)"
            ),
            TokenEvent::NotApplied { by } => write!(
                f,
                "  {by}'s replacement does not apply: the token is created, unless another \
                 replacement takes its place (371.1)"
            ),
        }
    }
}
