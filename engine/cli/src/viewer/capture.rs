//! The steps of a game, taken while it is replayed: an agent that passes every decision to the
//! one answering it (the replay's answers) and, at each decision — answered or taken by the
//! engine because it had one legal option —, keeps the board as the viewer sees it (every
//! hand for `Viewer::All`, their own only for a player), how long the trace is by then, and
//! what was chosen, unless the viewer may not see it (`Ruleset::decision_audience`). It changes
//! nothing in the game: the answers, the trace and the fingerprint are those of the replay
//! without it.

use crate::session::board::of_game;
use crate::session::save::Scenes;
use grimoire_core::agent::{Agent, AgentError};
use grimoire_core::en_fr;
use grimoire_core::state::decision::{Answer, Decision};
use grimoire_core::state::{Game, Viewer};
use std::cell::RefCell;
use std::rc::Rc;

/// The game at one decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Trace lines written before the decision: the step shows the lines since the last one,
    /// and the decision's own, written right after it (`viewer::as_seen`).
    pub trace: usize,
    /// The board text (`session::board`: the hands the viewer sees, decks as counts).
    pub board: String,
    /// Who decided (`p1`), empty for the end of the game.
    pub player: String,
    /// What was asked (`acts`, `location for fendoir`).
    pub prompt: String,
    /// The options chosen, as a person reads them; the result for the end of the game.
    pub chose: String,
    /// Taken by the engine: the only legal option.
    pub forced: bool,
}

impl Step {
    /// The step at `game`'s end: its board, and how it ended.
    pub fn end<R: Scenes>(game: &Game<R>, result: String, viewer: Viewer) -> Step {
        Step {
            trace: game.trace.len(),
            board: seen(game, viewer),
            player: String::new(),
            prompt: String::new(),
            chose: result,
            forced: false,
        }
    }
}

/// The hands and face-down cards `viewer` sees (all of them for `Viewer::All`), decks as
/// counts, as `grimoire play` shows them.
fn seen<R: Scenes>(game: &Game<R>, viewer: Viewer) -> String {
    of_game(game, &|p| viewer.sees_as(p))
}

/// Passes decisions to `inner`; keeps a [`Step`] for each.
pub struct Capture<R: Scenes> {
    inner: Box<dyn Agent<R>>,
    /// The steps as each viewer sees them, in the order of `viewers`.
    steps: Rc<RefCell<Vec<Vec<Step>>>>,
    viewers: Vec<Viewer>,
}

impl<R: Scenes> Capture<R> {
    /// The agent, and where its steps are kept for each of `viewers` (shared: the agent is
    /// boxed away in the game's environment while it plays).
    pub fn new(
        inner: Box<dyn Agent<R>>,
        viewers: Vec<Viewer>,
    ) -> (Self, Rc<RefCell<Vec<Vec<Step>>>>) {
        let steps = Rc::new(RefCell::new(vec![Vec::new(); viewers.len()]));
        let capture = Capture {
            inner,
            steps: steps.clone(),
            viewers,
        };
        (capture, steps)
    }

    fn keep(&self, game: &Game<R>, d: &Decision<R>, answer: &[usize], forced: bool) {
        let audience = R::decision_audience(game, d, answer);
        let mut steps = self.steps.borrow_mut();
        for (&viewer, steps) in self.viewers.iter().zip(steps.iter_mut()) {
            let (prompt, chose) = if audience.sees(viewer) {
                (d.prompt_text(game).into_owned(), chosen(game, d, answer))
            } else {
                (
                    en_fr!(en: "makes a hidden choice", fr: "fait un choix secret").to_string(),
                    en_fr!(en: "hidden", fr: "secret").to_string(),
                )
            };
            steps.push(Step {
                trace: game.trace.len(),
                board: seen(game, viewer),
                player: d.player.to_string(),
                prompt,
                chose,
                forced,
            });
        }
    }
}

/// The options chosen, as a person reads them in the language shown (`Decision::shown`: in
/// English their names), `nothing` (`rien`) for none.
fn chosen<R: Scenes>(game: &Game<R>, d: &Decision<R>, answer: &[usize]) -> String {
    let names: Vec<String> = answer
        .iter()
        .filter(|&&i| i < d.options.len())
        .map(|&i| d.shown(game, i).into_owned())
        .collect();
    if names.is_empty() {
        en_fr!(en: "nothing", fr: "rien").to_string()
    } else {
        names.join(", ")
    }
}

impl<R: Scenes> Agent<R> for Capture<R> {
    fn decide(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<Answer, AgentError> {
        let answer = self.inner.decide(game, d)?;
        self.keep(game, d, &answer, false);
        Ok(answer)
    }

    fn take_notes(&mut self) -> Vec<grimoire_core::state::CoreEvent> {
        self.inner.take_notes()
    }

    fn observe_forced(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<(), AgentError> {
        self.inner.observe_forced(game, d)?;
        // The engine takes the single legal option (`rules::decide`).
        self.keep(game, d, &[0], true);
        Ok(())
    }
}
