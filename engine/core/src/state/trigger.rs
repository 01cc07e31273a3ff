//! A triggered ability waiting to go on the chain. What triggers on which event is the
//! ruleset's; what a waiting ability carries, and the chain item it becomes, are every game's.

use super::chain::ChainKind;
use super::ids::{ObjId, PlayerId};
use crate::model::card::ScriptId;
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trigger {
    pub source: ObjId,
    pub controller: PlayerId,
    pub function: Rc<str>,
    pub script: Option<ScriptId>,
    /// The choice function `script` defines for `function`, if any: its choices are made as
    /// it goes on the chain.
    pub chooser: Option<Rc<str>>,
    /// The keyword's value for a keyword's ability, else 0.
    pub value: i32,
    /// How traces name it: the card's function, or the keyword.
    pub name: Rc<str>,
    /// What the event was about, for an event that is about another object than the source
    /// (`ctx.subject`).
    pub subject: Option<ObjId>,
}

impl Trigger {
    /// The same ability of the same source: such triggers go on the chain in any order with
    /// the same result, so ordering them is no choice.
    pub fn alike(&self, other: &Trigger) -> bool {
        (
            self.source,
            &self.function,
            self.script,
            self.value,
            self.subject,
        ) == (
            other.source,
            &other.function,
            other.script,
            other.value,
            other.subject,
        )
    }

    /// Whether every trigger of `all` is alike the first.
    pub fn all_alike(all: &[Trigger]) -> bool {
        all.iter().all(|t| t.alike(&all[0]))
    }

    /// What it is on the chain; `source_label` is its source's label now, kept for when the
    /// source has left.
    pub fn into_ability(self, source_label: Rc<str>) -> ChainKind {
        ChainKind::Ability {
            source: self.source,
            function: self.function,
            source_label,
            script: self.script,
            chooser: self.chooser,
            value: self.value,
            name: self.name,
            subject: self.subject,
        }
    }
}
