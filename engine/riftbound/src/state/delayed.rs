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
    /// Whether the event must be its controller's (« when you conquer this turn », 411.4): its
    /// subject is controlled by the ability's controller as it happens (a battlefield: by the
    /// player who controls it, 187.6).
    pub yours: bool,
    /// What the ability speaks of, given it as `ctx.subject` instead of the event's subject: a
    /// card the same effect banished (« … draw it », 393, 427.3.a).
    pub about: Option<super::ObjId>,
}
