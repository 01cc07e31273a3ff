//! The context handle a card script receives: ids in, ids out, never references into the
//! state. During a call the game and the agent are moved into the handle and moved back
//! afterwards, so no borrow is held across the script.

use crate::agent::Agent;
use crate::rules::RulesError;
use crate::rules::env::CallPhase;
use crate::ruleset::Ruleset;
use crate::state::chain::Target;
use crate::state::{Game, ObjId, PlayerId};
use std::cell::{RefCell, RefMut};
use std::rc::Rc;

/// Where an API call keeps the rules error that stops its script (`support::fault`), and
/// whether anyone will read why: not on a trial's copy of the game (`Game::trial`), which
/// asks only whether an action completes.
#[derive(Debug, Default)]
pub struct Fault {
    error: Option<RulesError>,
    /// The game is a trial's: the error the script sees is not written out.
    pub(crate) quiet: bool,
}

impl Fault {
    /// Empty, for a call on `game`.
    pub fn clear<R: Ruleset>(&mut self, game: &Game<R>) {
        self.error = None;
        self.quiet = game.trial;
    }

    pub fn is_some(&self) -> bool {
        self.error.is_some()
    }

    pub fn set(&mut self, e: RulesError) {
        self.error = Some(e);
    }

    pub fn take(&mut self) -> Option<RulesError> {
        self.error.take()
    }
}

pub struct CallState<R: Ruleset> {
    pub game: Game<R>,
    pub agent: Box<dyn Agent<R>>,
    pub source: ObjId,
    pub controller: PlayerId,
    pub phase: CallPhase,
    /// The script function running (the rules may limit choices by it): a buffer the host
    /// refills for each call, so naming the function allocates nothing.
    pub function: String,
    /// Targets chosen while playing, read on resolution.
    pub targets: Vec<Target>,
    /// `ctx.value`: the keyword's value when a keyword script runs.
    pub value: i32,
    /// Modes chosen while playing, read on resolution.
    pub modes: Vec<i64>,
    /// Modes chosen by this call (choose phase).
    pub chosen_modes: Vec<i64>,
    /// `ctx.execution`: 0, then 1… for each extra execution paid for.
    pub execution: u32,
    /// `ctx.subject`: what the triggering event was about (`ScriptCall::subject`).
    pub subject: Option<ObjId>,
    /// Targets chosen by this call (choose phase).
    pub chosen: Vec<Target>,
    /// A rules error raised inside an API call: reported as is, not as a script fault.
    pub fault: Fault,
    /// The compiled scripts of this game, for an API function that asks a card's script a
    /// question (the cost of one of its abilities).
    pub code: Rc<crate::code::Code>,
    /// The step's budget, which API functions charge with the work they do (`charge`).
    pub budget: Rc<crate::code::budget::Budget>,
    /// Where `print` lines go, for a call this one makes through the host.
    pub prints: crate::code::prints::Prints,
    /// A line printed past the game's limit (`state::limits::MAX_PRINTED`): the call fails.
    pub printed_too_much: bool,
}

/// `ctx` in scripts.
pub struct Ctx<R: Ruleset>(Rc<RefCell<CallState<R>>>);

impl<R: Ruleset> Clone for Ctx<R> {
    fn clone(&self) -> Self {
        Ctx(self.0.clone())
    }
}

impl<R: Ruleset> Ctx<R> {
    pub fn new(state: CallState<R>) -> Self {
        Ctx(Rc::new(RefCell::new(state)))
    }

    /// The call's state, for an API function: while the rules record what a call reads
    /// (`state::reads`), taking it this way notes a read no one itemised, so that the call is
    /// never taken as unchanged. A function that records what it reads takes `reading`.
    pub fn state(&self) -> RefMut<'_, CallState<R>> {
        let state = self.0.borrow_mut();
        state.game.reads.untracked();
        state
    }

    /// The call's state, for an API function that records what it reads of the game itself
    /// (an object through `script::support::object` or `Reads::object`, a zone or a part of
    /// the ruleset's through `Reads`), or reads only what the call was given (`ctx.me`).
    pub fn reading(&self) -> RefMut<'_, CallState<R>> {
        self.0.borrow_mut()
    }

    /// The call's state for the host, which moves the game in and out.
    pub(super) fn held(&self) -> RefMut<'_, CallState<R>> {
        self.0.borrow_mut()
    }

    /// This call as the print callback sees it while it runs (`code::prints`).
    pub fn print_target(&self) -> Rc<dyn crate::code::prints::PrintTarget> {
        self.0.clone()
    }

    /// Whether this handle is the only one: no script value kept a copy of `ctx`, so the host
    /// may refill it for the next call.
    pub fn is_unique(&self) -> bool {
        Rc::strong_count(&self.0) == 1
    }
}
