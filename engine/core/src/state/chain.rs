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

impl ChainItem {
    /// A new item, pending until its play or activation steps are done (329, 352), with nothing
    /// chosen yet.
    pub fn pending(serial: u32, kind: ChainKind, controller: PlayerId, opened_chain: bool) -> Self {
        ChainItem {
            serial,
            kind,
            controller,
            pending: true,
            targets: Vec::new(),
            modes: Vec::new(),
            repeats: Vec::new(),
            destination: None,
            paid_options: Vec::new(),
            opened_chain,
        }
    }
}

/// What a choice function chose while playing: targets and modes, for one execution.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    pub targets: Vec<Handle>,
    pub modes: Vec<i64>,
}
