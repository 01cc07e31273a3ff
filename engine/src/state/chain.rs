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
    /// Where a permanent being played will enter (355.2).
    pub destination: Option<Location>,
    /// Optional additional costs chosen (356.2.b), as keyword ids.
    pub paid_options: Vec<u16>,
    /// Whether this item closed the state when it was played (358.3).
    pub opened_chain: bool,
}
