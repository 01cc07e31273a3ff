//! Last known information (808.1.d.3): what a permanent was just before it died — where it
//! was, who controlled it, its Might and keywords — noted before the card moves to the trash,
//! so that its dies-triggers can use it after they are finalized.

use super::ids::PlayerId;
use super::object::Handle;
use super::zone::Zone;
use grimoire_core::model::glossary::KwId;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastKnown {
    /// The object as it was on the board (its incarnation there).
    pub was: Handle,
    pub zone: Zone,
    pub controller: PlayerId,
    pub might: Option<i32>,
    pub keywords: Vec<(KwId, i32)>,
}
