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
use grimoire_core::{en_fr, format_en_fr, words};

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
    /// Its error, about the command line's `--stop`, is in English whatever the language.
    pub fn parse<R: Moments>(list: &str) -> Result<Stops, String> {
        let mut stops = Stops::default();
        stops.add_in::<R>(list, false)?;
        Ok(stops)
    }

    /// Adds the stops of `list` (`all` asks everything, `default` goes back to the default).
    pub fn add<R: Moments>(&mut self, list: &str) -> Result<(), String> {
        self.add_in::<R>(list, words::french())
    }

    /// `add`, its error in French when `french`.
    fn add_in<R: Moments>(&mut self, list: &str, french: bool) -> Result<(), String> {
        for word in list.split([',', ' ']).filter(|w| !w.is_empty()) {
            match word {
                "all" => self.every = true,
                "default" => *self = Stops::default(),
                step => {
                    known::<R>(step, french)?;
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
                known::<R>(word, words::french())?;
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
            en_fr!(
                en: "stops: every decision with a choice",
                fr: "arrêts : chaque décision avec un choix"
            )
            .to_string()
        } else {
            en_fr!(
                en: "stops: where you act (your moments to act, an opponent's spell or ability to \
                     answer)",
                fr: "arrêts : là où vous agissez (vos moments pour agir, un sort ou une capacité \
                     de l'adversaire auquel répondre)"
            )
            .to_string()
        };
        if !self.steps.is_empty() {
            let steps = self.steps.join(", ");
            s.push_str(&format_en_fr!(
                en: "; and every decision in: {steps}",
                fr: " ; et chaque décision dans : {steps}"
            ));
        }
        let french = words::french();
        let steps: Vec<String> = R::STEPS
            .iter()
            .map(|(name, en, fr)| format!("{name} ({})", if french { fr } else { en }))
            .collect();
        let steps = steps.join(", ");
        s.push_str(&format_en_fr!(
            en: "\nsteps: {steps}; `stop STEP…` adds, `unstop STEP…` takes away, `stop all`, \
                 `stop default`",
            fr: "\nétapes : {steps} ; `stop ÉTAPE…` ajoute, `unstop ÉTAPE…` retire, `stop all`, \
                 `stop default`"
        ));
        s
    }
}

/// Whether `step` is one of the game's; else why not, in French when `french`.
fn known<R: Moments>(step: &str, french: bool) -> Result<(), String> {
    if R::STEPS.iter().any(|(name, ..)| *name == step) {
        return Ok(());
    }
    let names: Vec<&str> = R::STEPS.iter().map(|(n, ..)| *n).collect();
    let names = names.join(", ");
    Err(if french {
        format!("aucune étape ne s'appelle `{step}` (étapes : {names} ; ou `all`, `default`)")
    } else {
        format!("no step is named `{step}` (steps: {names}; or `all`, `default`)")
    })
}
