//! Continuous effects with a duration. Keyword grants and removals are the core's (keywords are
//! the glossary's); every other change is the ruleset's `Modifier` (a stat change, a
//! replacement…). Which effects apply is computed from the state, never cached.

use super::game::Game;
use super::ids::ObjId;
use super::object::Handle;
use crate::model::glossary::KwId;
use crate::ruleset::Ruleset;

/// How long an effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duration {
    /// Until the end of this turn.
    Turn,
    /// Until the current combat ends.
    Combat,
    /// As long as the object stays in its zone.
    WhileInZone,
    /// While a condition is true, checked whenever the effect is read: the effect simply stops
    /// applying when the condition is false.
    While(WhileCondition),
    /// Contributed by a continuous ability: recomputed from the state, never remembered.
    Derived,
}

impl Duration {
    /// How long it lasts, as traces and `look` say it, in the reader's language.
    pub fn said(self) -> &'static str {
        use crate::en_fr;
        match self {
            Duration::Turn => en_fr!(en: "this turn", fr: "ce tour-ci"),
            Duration::Combat => en_fr!(en: "this combat", fr: "ce combat-ci"),
            Duration::WhileInZone => en_fr!(
                en: "while it stays in its zone",
                fr: "tant qu'il reste dans sa zone"
            ),
            Duration::While(_) => en_fr!(
                en: "while its source stays on the board",
                fr: "tant que sa source reste sur le plateau"
            ),
            Duration::Derived => en_fr!(
                en: "while its continuous ability applies",
                fr: "tant que sa capacité continue s'applique"
            ),
        }
    }
}

/// Conditions a `Duration::While` effect can depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhileCondition {
    /// The given object is still the same object, in play.
    InPlay(Handle),
}

/// What an effect changes on its object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind<R: Ruleset> {
    /// A granted keyword instance with its value.
    GrantKeyword(KwId, i32),
    /// The keyword is removed, printed or granted.
    RemoveKeyword(KwId),
    /// A change the ruleset defines.
    Rule(R::Modifier),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect<R: Ruleset> {
    pub target: Handle,
    pub kind: EffectKind<R>,
    pub duration: Duration,
    /// When it began to apply: later effects apply after earlier ones in the same layer. A
    /// ruleset may give what a continuous ability contributes its source's timestamp.
    pub timestamp: u32,
    pub source: Option<ObjId>,
}

impl<R: Ruleset> Game<R> {
    /// Puts an effect on `obj` as it is now (it ends with the object, should the object change
    /// zones and become a new one), timestamped after every effect so far.
    pub fn add_effect(&mut self, obj: ObjId, kind: EffectKind<R>, duration: Duration) {
        let timestamp = self.new_timestamp();
        let target = self.obj(obj).handle();
        self.effects.push(Effect {
            target,
            kind,
            duration,
            timestamp,
            source: None,
        });
    }
}
