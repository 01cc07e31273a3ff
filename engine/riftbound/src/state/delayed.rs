//! Delayed triggered abilities an effect has made (391): what they wait for, and what goes on
//! the chain when it happens (`rules::delayed`).

use super::object::Handle;
use crate::model::glossary::TriggerEvent;
use grimoire_core::state::trigger::Trigger;

/// One delayed triggered ability: « the next time it takes damage this turn, kill it ».
#[derive(Clone, Debug, PartialEq)]
pub struct Delayed {
    /// The event it waits for (an event about anything, with a subject).
    pub event: TriggerEvent,
    /// The object the event must be about, as it was when the ability was made; `None` for any.
    pub subject: Option<Handle>,
    /// What goes on the chain: the made ability's card, controller and function.
    pub trigger: Trigger,
    /// Whether it ends with the turn (317.2, « this turn ») if it has not triggered.
    pub this_turn: bool,
}
