//! An instruction to make a token while the cards' replacements of it are asked and run
//! (370, 375): what it would make, and what was made in its place so far. Plain data;
//! `rules::token_replacements` reads and writes it.

use super::{Location, ObjId, PlayerId};
use grimoire_core::model::card::CardKey;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenMaking {
    /// The token card the instruction names; for a token that is a copy, the copiable card of
    /// what it copies (472.1.b.3).
    pub card: CardKey,
    /// The object the token is a copy of, when it is one (472.1.b): « an additional copy » of
    /// it is a copy of the same (375).
    pub copy_of: Option<ObjId>,
    /// Who makes it: its owner and controller (439.4.a).
    pub player: PlayerId,
    /// Where it enters (439.2.b).
    pub at: Location,
    /// Whether the instruction makes it ready, else exhausted: what a replacement inherits
    /// (375).
    pub ready: bool,
    /// The tokens made for this instruction so far: its own, or those a replacement made in
    /// its place.
    pub made: Vec<ObjId>,
}
