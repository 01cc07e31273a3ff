//! Last known information (808.1.d.3): what a permanent was just before it died — where it
//! was, who controlled it, its Might, keywords, buff and stun — noted before the card moves to
//! the trash, so that its dies-triggers, and the triggers of what saw it die (its subject), can
//! use it after they are finalized.

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
    /// Whether it had a buff, and was stunned ("when a buffed friendly unit dies").
    pub buffed: bool,
    pub stunned: bool,
    /// The card whose spell or ability killed it, or dealt it its lethal damage; `None` for
    /// combat damage.
    pub killed_by: Option<super::ids::ObjId>,
}

impl Clone for LastKnown {
    fn clone(&self) -> Self {
        LastKnown {
            was: self.was,
            zone: self.zone,
            controller: self.controller,
            might: self.might,
            keywords: self.keywords.clone(),
            buffed: self.buffed,
            stunned: self.stunned,
            killed_by: self.killed_by,
        }
    }

    /// Into the keyword list there is (a checkpoint's spare copy of the game).
    fn clone_from(&mut self, other: &Self) {
        self.was = other.was;
        self.zone = other.zone;
        self.controller = other.controller;
        self.might = other.might;
        self.keywords.clone_from(&other.keywords);
        self.buffed = other.buffed;
        self.stunned = other.stunned;
        self.killed_by = other.killed_by;
    }
}
