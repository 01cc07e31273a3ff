//! A person's stops (docs/PLAY.md, "Stops"): where the session asks them. By default a person
//! is asked only where they act — a decision of theirs with a choice, in their own moments to
//! act or with something of the opponent's to answer; elsewhere an action decision whose
//! options they could only pass on with is answered for them by its pass, the rules' default
//! (and written in the trace as it would be had they answered it: the same game either way).
//! `--stop upkeep,draw` (or `stop upkeep` during play) stops them at every decision of theirs
//! in those steps, one with a single option included; `--stop all` asks every decision with a
//! choice. A decision with one option is never a choice: the engine takes it (`rules::decide`).

use super::moments::{Moments, pass_option};
use grimoire_core::state::Game;
use grimoire_core::state::decision::Decision;

/// Where a person is stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stops {
    /// Every decision with a choice is asked (`all`).
    pub every: bool,
    /// Steps where every decision of the person is asked, one with one option included.
    pub steps: Vec<String>,
}

impl Stops {
    /// `all`, `default`, or step names separated by commas or spaces (`upkeep,draw`).
    pub fn parse<R: Moments>(list: &str) -> Result<Stops, String> {
        let mut stops = Stops::default();
        stops.add::<R>(list)?;
        Ok(stops)
    }

    /// Adds the stops of `list` (`all` asks everything, `default` goes back to the default).
    pub fn add<R: Moments>(&mut self, list: &str) -> Result<(), String> {
        for word in list.split([',', ' ']).filter(|w| !w.is_empty()) {
            match word {
                "all" => self.every = true,
                "default" => *self = Stops::default(),
                step => {
                    known::<R>(step)?;
                    if !self.steps.iter().any(|s| s == step) {
                        self.steps.push(step.to_string());
                    }
                }
            }
        }
        Ok(())
    }

    /// Takes the stops of `list` away (`all`: back to stopping where one acts).
    pub fn remove<R: Moments>(&mut self, list: &str) -> Result<(), String> {
        for word in list.split([',', ' ']).filter(|w| !w.is_empty()) {
            if word == "all" {
                self.every = false;
            } else {
                known::<R>(word)?;
                self.steps.retain(|s| s != word);
            }
        }
        Ok(())
    }

    /// The option a person is answered with, unasked: the pass of an action decision where they
    /// have no stop. `None`: they are asked.
    pub fn unasked<R: Moments>(&self, game: &Game<R>, d: &Decision<R>) -> Option<usize> {
        if self.every || self.at(game) || R::stops_by_default(game, d) {
            return None;
        }
        pass_option(d)
    }

    /// Whether a stop is set at the step the game is in: a decision there with one option
    /// is shown to the person too.
    pub fn at<R: Moments>(&self, game: &Game<R>) -> bool {
        let step = R::step(game);
        self.steps.iter().any(|s| s == step)
    }

    /// The stops in words, with the steps a stop can be set at.
    pub fn describe<R: Moments>(&self) -> String {
        let mut s = if self.every {
            "stops: every decision with a choice".to_string()
        } else {
            "stops: where you act (your moments to act, an opponent's spell or ability to answer)"
                .to_string()
        };
        if !self.steps.is_empty() {
            s.push_str(&format!(
                "; and every decision in: {}",
                self.steps.join(", ")
            ));
        }
        let steps: Vec<String> = R::STEPS
            .iter()
            .map(|(name, words)| format!("{name} ({words})"))
            .collect();
        s.push_str(&format!(
            "\nsteps: {}; `stop STEP…` adds, `unstop STEP…` takes away, `stop all`, `stop default`",
            steps.join(", ")
        ));
        s
    }
}

fn known<R: Moments>(step: &str) -> Result<(), String> {
    if R::STEPS.iter().any(|(name, _)| *name == step) {
        return Ok(());
    }
    let names: Vec<&str> = R::STEPS.iter().map(|(n, _)| *n).collect();
    Err(format!(
        "no step is named `{step}` (steps: {}; or `all`, `default`)",
        names.join(", ")
    ))
}
