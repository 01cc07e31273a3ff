//! The chain (327–340): items pending, then finalized, resolved newest first.

use super::ids::{ObjId, PlayerId};
use super::object::Handle;
use super::zone::Location;

/// What a chain item is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainKind {
    /// A card being played; the card itself is in the chain zone.
    Card { card: ObjId },
    /// A triggered or activated ability of `source`; `function` names its script function.
    /// `source_label` and `source_card` are the last known information of 808.1.d.3.
    Ability {
        source: ObjId,
        function: String,
        source_label: String,
        /// The script holding `function`: the card's, or the keyword's (scripts/keywords/).
        script: Option<crate::model::card::ScriptId>,
        /// The keyword's value for keyword abilities (Chasse X), else 0.
        value: i32,
        /// How traces name it (`deathknell`, `Chasse 2`).
        name: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainItem {
    /// Serial number, for the trace.
    pub serial: u32,
    pub kind: ChainKind,
    pub controller: PlayerId,
    /// Pending until its play steps are complete (329, 352).
    pub pending: bool,
    /// Chosen targets (355): checked again on resolution (359.3.e).
    pub targets: Vec<Handle>,
    /// Chosen modes (355.3), from 1.
    pub modes: Vec<i64>,
    /// Each extra execution paid for (820 Répétition), with its own choices (820.2).
    pub repeats: Vec<Chosen>,
    /// Where a permanent being played will enter (355.2).
    pub destination: Option<Location>,
    /// Optional additional costs chosen (356.2.b), as keyword ids.
    pub paid_options: Vec<u16>,
    /// Whether this item closed the state when it was played (358.3).
    pub opened_chain: bool,
}

/// What a choice function chose while playing: targets and modes, for one execution.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    pub targets: Vec<Handle>,
    pub modes: Vec<i64>,
}
