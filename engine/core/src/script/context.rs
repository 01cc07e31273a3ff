//! The context handle a card script receives: ids in, ids out, never references into the
//! state (DESIGN 4). During a call the game and the agent are moved into the handle and moved
//! back afterwards, so no borrow is held across the script.

use crate::agent::Agent;
use crate::rules::RulesError;
use crate::rules::env::CallPhase;
use crate::state::object::Handle;
use crate::state::{Game, ObjId, PlayerId};
use std::cell::{RefCell, RefMut};
use std::rc::Rc;

pub struct CallState {
    pub game: Game,
    pub agent: Box<dyn Agent>,
    pub source: ObjId,
    pub controller: PlayerId,
    pub phase: CallPhase,
    /// Targets chosen while playing, read on resolution.
    pub targets: Vec<Handle>,
    /// `ctx.value`: the keyword's value when a keyword script runs (Chasse X).
    pub value: i32,
    /// Modes chosen while playing, read on resolution.
    pub modes: Vec<i64>,
    /// Modes chosen by this call (choose phase).
    pub chosen_modes: Vec<i64>,
    /// `ctx.execution`: 0, then 1… for each paid repeat (820).
    pub execution: u32,
    /// Targets chosen by this call (choose phase).
    pub chosen: Vec<Handle>,
    /// The battlefield this call's choices are limited to, when it belongs to a card played
    /// from face down there (811.1.d.2, 811.1.d.3; `rules::hide::hidden_play_at`).
    pub hidden_at: Option<crate::state::BfId>,
    /// A rules error raised inside an API call: reported as is, not as a script fault.
    pub fault: Option<RulesError>,
}

/// `ctx` in scripts.
#[derive(Clone)]
pub struct Ctx(Rc<RefCell<CallState>>);

impl Ctx {
    pub fn new(state: CallState) -> Self {
        Ctx(Rc::new(RefCell::new(state)))
    }

    pub fn state(&self) -> RefMut<'_, CallState> {
        self.0.borrow_mut()
    }
}
