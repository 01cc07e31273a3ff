//! The chain (a stack): items pending while they are being put on it, then finalized; the
//! newest resolves first. What an item carries beyond the core's is the ruleset's (`ext`).

use super::ids::{ObjId, PlayerId};
use super::object::Handle;
use crate::model::card::ScriptId;
use crate::ruleset::Ruleset;
use std::rc::Rc;

/// A target chosen while playing: an object as it was then (a new object after a zone change
/// is not the target any more), a player, or an item of the chain that is no object (an
/// ability waiting there), by its serial number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Object(Handle),
    Player(PlayerId),
    /// The chain item with this serial, while it is on the chain.
    Item(u32),
}

impl Target {
    /// The object targeted, if the target is one.
    pub fn object(self) -> Option<Handle> {
        match self {
            Target::Object(h) => Some(h),
            Target::Player(_) | Target::Item(_) => None,
        }
    }

    /// The player targeted, if the target is one.
    pub fn player(self) -> Option<PlayerId> {
        match self {
            Target::Player(p) => Some(p),
            Target::Object(_) | Target::Item(_) => None,
        }
    }

    /// The serial of the chain item targeted, if the target is one.
    pub fn item(self) -> Option<u32> {
        match self {
            Target::Item(serial) => Some(serial),
            Target::Object(_) | Target::Player(_) => None,
        }
    }

    /// How scenarios and summaries name it: the object's label, `p1`…, or `#<serial>` for a
    /// chain item, as traces number them.
    pub fn label<R: Ruleset>(self, game: &super::Game<R>) -> String {
        match self {
            Target::Object(h) => game.label(h.obj).to_string(),
            Target::Player(p) => p.to_string(),
            Target::Item(serial) => format!("#{serial}"),
        }
    }
}

impl From<Handle> for Target {
    fn from(h: Handle) -> Self {
        Target::Object(h)
    }
}

/// What a chain item is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainKind {
    /// A card being played; the card itself is in the ruleset's chain zone.
    Card { card: ObjId },
    /// A triggered or activated ability of `source`; `function` names its script function.
    /// `source_label` is kept for when the source has left (last known information).
    Ability {
        source: ObjId,
        function: Rc<str>,
        source_label: Rc<str>,
        /// The script holding `function`: the card's, or the keyword's.
        script: Option<ScriptId>,
        /// The choice function `script` defines for `function` (`choose_<function>`), if any:
        /// taken from the script's pairing as the item is made, so a pending item makes its
        /// choices without naming the function again.
        chooser: Option<Rc<str>>,
        /// The keyword's value for keyword abilities, else 0.
        value: i32,
        /// How traces name it.
        name: Rc<str>,
        /// What the triggering event was about (`ctx.subject`), if another object.
        subject: Option<ObjId>,
    },
}

#[derive(Debug, PartialEq, Eq)]
pub struct ChainItem<R: Ruleset> {
    /// Serial number, for the trace.
    pub serial: u32,
    pub kind: ChainKind,
    pub controller: PlayerId,
    /// Pending until its play or activation steps are complete.
    pub pending: bool,
    /// Chosen targets: checked again on resolution.
    pub targets: Vec<Target>,
    /// Chosen modes, from 1.
    pub modes: Vec<i64>,
    /// The ruleset's part of the item.
    pub ext: R::ItemExt,
}

impl<R: Ruleset> Clone for ChainItem<R> {
    fn clone(&self) -> Self {
        ChainItem {
            serial: self.serial,
            kind: self.kind.clone(),
            controller: self.controller,
            pending: self.pending,
            targets: self.targets.clone(),
            modes: self.modes.clone(),
            ext: self.ext.clone(),
        }
    }

    /// Into the lists there are: a checkpoint's spare copy of the game is filled this way at
    /// every action, over the items it saved before (often the same ones).
    fn clone_from(&mut self, other: &Self) {
        self.serial = other.serial;
        if self.kind != other.kind {
            self.kind.clone_from(&other.kind);
        }
        self.controller = other.controller;
        self.pending = other.pending;
        self.targets.clone_from(&other.targets);
        self.modes.clone_from(&other.modes);
        self.ext.clone_from(&other.ext);
    }
}

impl<R: Ruleset> ChainItem<R> {
    /// A new item, pending until its steps are done, with nothing chosen yet.
    pub fn pending(serial: u32, kind: ChainKind, controller: PlayerId, ext: R::ItemExt) -> Self {
        ChainItem {
            serial,
            kind,
            controller,
            pending: true,
            targets: Vec::new(),
            modes: Vec::new(),
            ext,
        }
    }

    /// How summaries and traces name the item: the card's label, or `<ability> of <source>`
    /// (the source as it was when the ability was made, should it have left since).
    pub fn name(&self, game: &super::Game<R>) -> String {
        match &self.kind {
            ChainKind::Card { card } => game.label(*card).to_string(),
            ChainKind::Ability {
                name, source_label, ..
            } => {
                crate::format_en_fr!(en: "{name} of {source_label}", fr: "{name} de {source_label}")
            }
        }
    }

    /// Its targets as scenarios name them.
    pub fn target_labels(&self, game: &super::Game<R>) -> Vec<String> {
        self.targets.iter().map(|t| t.label(game)).collect()
    }
}

/// What a choice function chose while playing: targets and modes, for one execution.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    pub targets: Vec<Target>,
    pub modes: Vec<i64>,
}
