//! A duel object's status beyond the core's: tapped, damage marked, when it came under its
//! controller's control (summoning sickness), regeneration shields, and what combat step it
//! dealt damage in.

pub use grimoire_core::state::object::Handle;

/// An object of a duel game.
pub type Object = grimoire_core::state::Object<crate::Duel>;

/// Plain data, `Copy`: so is an object, and a checkpoint copies the arena as one block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Status {
    pub tapped: bool,
    /// Damage marked on it (it wears off in the cleanup step).
    pub damage: i32,
    /// The turn it came under its controller's control; `None`: before the game (or the
    /// scenario) began.
    pub since: Option<u32>,
    /// Regeneration shields for this turn (701.5a).
    pub shields: u32,
    /// It dealt combat damage in the first-strike combat damage step (initiative.1–2).
    pub dealt_first: bool,
    /// When it was last attached to something (701.2c: attaching gives a new timestamp).
    pub attached_at: u32,
    /// Its card is an Aura (`Ruleset::from_card`): what the state-based actions ask of every
    /// unattached permanent (`rules::sba`), read without comparing its card's subtypes.
    pub aura: bool,
}
