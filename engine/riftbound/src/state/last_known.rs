//! Last known information (808.1.d.3): what a permanent was just before it died — where it
//! was, who controlled it, its Might and keywords — noted before the card moves to the trash,
//! so that its dies-triggers can use it after they are finalized.

use super::ids::PlayerId;
use super::object::Handle;
use super::zone::Zone;
use grimoire_core::model::glossary::KwId;

#[derive(Debug, PartialEq, Eq)]
pub struct LastKnown {
    /// The object as it was on the board (its incarnation there).
    pub was: Handle,
    pub zone: Zone,
    pub controller: PlayerId,
    pub might: Option<i32>,
    pub keywords: Vec<(KwId, i32)>,
}

impl Clone for LastKnown {
    fn clone(&self) -> Self {
        LastKnown {
            was: self.was,
            zone: self.zone,
            controller: self.controller,
            might: self.might,
            keywords: self.keywords.clone(),
        }
    }

    /// Into the keyword list there is (a checkpoint's spare copy of the game).
    fn clone_from(&mut self, other: &Self) {
        self.was = other.was;
        self.zone = other.zone;
        self.controller = other.controller;
        self.might = other.might;
        self.keywords.clone_from(&other.keywords);
    }
}
