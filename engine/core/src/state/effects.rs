//! Continuous effects with a duration (DESIGN: computed from state, never cached).

use super::ids::ObjId;
use super::object::Handle;
use crate::model::glossary::KwId;

/// How long an effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duration {
    /// Until the Expiration Step of this turn (317.2.c).
    Turn,
    /// Until the current combat ends.
    Combat,
    /// As long as the object stays in its zone (801.3.a.3).
    WhileInZone,
    /// While a condition holds, checked whenever the effect is read (e.g. "while I'm on the
    /// board"): the effect simply stops applying when the condition is false.
    While(Condition),
    /// Contributed by a continuous ability: recomputed from the state at every cleanup
    /// (rules/continuous.rs), never remembered.
    Derived,
}

/// Conditions a `Duration::While` effect can depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    /// The given object is still the same object on the board.
    OnBoard(Handle),
}

/// What an effect changes on its object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// +N or -N Might.
    Might(i32),
    /// A granted keyword instance with its value (801.3.a).
    GrantKeyword(KwId, i32),
    /// The keyword is removed (801.3.b).
    RemoveKeyword(KwId),
    /// A replacement effect (369), used up when it applies: the next time the object would
    /// die, it is healed, exhausted and recalled instead (so it does not die: 808.1.d.1).
    RecallInsteadOfDying,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    pub target: Handle,
    pub kind: EffectKind,
    pub duration: Duration,
    /// Order of creation: later effects apply after earlier ones in the same layer.
    pub timestamp: u32,
    pub source: Option<ObjId>,
}
