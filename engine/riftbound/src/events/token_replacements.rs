//! The cards' replacements of the making of a token (370, 375): asked, and not applied.

use crate::state::PlayerId;
use grimoire_core::write_en_fr;
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
            TokenEvent::WouldBeMade { player, name, by } => write_en_fr!(
                f,
                en: "  {player} would create a token ({name}); {by}'s replacement may take its place (370)",
                fr: "  {player} créerait un jeton ({name}) ; le remplacement de {by} peut s'y \
                     substituer (370)"
            ),
            TokenEvent::NotApplied { by } => write_en_fr!(
                f,
                en: "  {by}'s replacement does not apply: the token is created, unless another \
                 replacement takes its place (371.1)",
                fr: "  le remplacement de {by} ne s'applique pas : le jeton est créé, sauf si un \
                     autre remplacement s'y substitue (371.1)"
            ),
        }
    }
}
