//! Scenario files: the tester-facing format (TOML: a title, the rule clauses checked, a setup,
//! steps with expectations), read into typed records and run through the rules, with a trace
//! and a final-state summary that snapshots pin.
//!
//! The file's shape, the steps every game shares, the scenario agent (answers from the steps),
//! `expect refused` / `expect fails` and the runner are the core's; what a setup has, the
//! other verbs and every assertion are the ruleset's, through [`ScenarioRules`].

pub mod agent;
pub mod check;
pub mod coverage;
pub mod deck_checks;
pub mod examples;
pub mod failure;
pub mod files;
pub mod format;
pub mod phrases;
pub mod rerun;
pub mod run;
pub mod step;

pub use format::{
    CardEntry, DeckCheck, PlayerSetup, Scenario, Setup, load_scenario, parse_scenario,
};
pub use phrases::Aim;
pub use step::{PlayerIdx, Step, StepError, StepLine, StepParser, parse_player, parse_step};

use crate::agent::AgentError;
use crate::diag::{Diagnostic, SourcePos};
use crate::model::catalog::Catalog;
use crate::rules::{Env, RulesError};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision};
use agent::Shared;
use std::fmt::{Debug, Display};
use std::rc::Rc;

/// The words of a card entry after its card id (`"<card-id> as r1 <flag> <word> 2"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryWord {
    /// A word alone (`exhausted`).
    Flag,
    /// A word and a number (`damage 2`).
    Number,
    /// A word and a label (`on sword`); `as` is always one.
    Label,
}

/// What a ruleset's `[setup]` has: the core reads and checks the keys, labels the entries,
/// and hands the result to `ScenarioRules::build`.
#[derive(Clone, Copy, Debug)]
pub struct SetupSchema {
    /// A `[setup]` list of card entries that are places in play, if any.
    pub places: Option<&'static str>,
    /// Per-player keys holding a list of card entries (`hand`, `deck`…), in the order messages
    /// list them.
    pub zones: &'static [&'static str],
    /// Per-player tables keyed by a place of `places` (`<key>.<place>`); `true` when each
    /// key has one entry rather than a list.
    pub keyed: &'static [(&'static str, bool)],
    /// Per-player numbers.
    pub numbers: &'static [&'static str],
    /// The words a card entry may have after its card id, `as` aside, in message order.
    pub entry: &'static [(&'static str, EntryWord)],
}

/// Why a step failed. Refusals are told apart by their type, never by their wording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepFailure {
    /// The rules refused or could not finish an action (the game is as it was).
    Rules(RulesError),
    /// The step does not fit the game: an unknown label, a driver that cannot go on, an
    /// expectation that is false.
    Scenario(String),
}

impl StepFailure {
    /// A refusal as `expect refused` means it: the action is illegal, or an answer names an
    /// option the engine does not offer.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            StepFailure::Rules(RulesError::Illegal(_) | RulesError::NotOffered(_))
        )
    }
}

impl From<RulesError> for StepFailure {
    fn from(e: RulesError) -> Self {
        StepFailure::Rules(e)
    }
}

impl From<String> for StepFailure {
    fn from(e: String) -> Self {
        StepFailure::Scenario(e)
    }
}

impl Display for StepFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StepFailure::Rules(e) => write!(f, "{e}"),
            StepFailure::Scenario(m) => f.write_str(m),
        }
    }
}

/// What the runner hands a ruleset step: the scenario agent's shared state, to pre-answer the
/// decisions an action raises.
pub struct StepCx<'a, R: ScenarioRules> {
    pub shared: &'a Shared<R>,
}

impl<R: ScenarioRules> StepCx<'_, R> {
    /// Hands the agent the answers a step writes for the decisions it is about to raise, in
    /// place of any left from before.
    pub fn pre_answer(&self, pre: Vec<agent::PreAnswer>) {
        let mut sh = self.shared.borrow_mut();
        sh.pre.clear();
        sh.pre.extend(pre);
    }

    /// Takes back the answers no decision asked for: a mistake in the scenario. `NoneOther`
    /// answers every decision of its kind, maybe none, so it is never left over.
    pub fn unused_answers(&self) -> Vec<agent::PreAnswer> {
        self.shared
            .borrow_mut()
            .pre
            .drain(..)
            .filter(|p| !matches!(p, agent::PreAnswer::NoneOther(_)))
            .collect()
    }
}

/// A ruleset's scenario verbs, assertions and setup.
pub trait ScenarioRules: Ruleset {
    /// A step of the ruleset's own.
    type Step: Clone + Debug + PartialEq + Display;
    /// What `expect` checks.
    type Assertion: Clone + Debug + PartialEq + Display;

    /// The keys of `[setup]`.
    const SETUP: SetupSchema;
    /// Every verb after a player, for messages, core ones (`pass`, `choose`) included.
    const VERBS: &'static str;
    /// Words that start a step of the ruleset's without a player (`damage`).
    const COMMANDS: &'static [&'static str];

    /// A step after `pN <verb>`; `None` for a verb the ruleset does not have.
    fn parse_player_step(
        p: &mut StepParser,
        player: PlayerIdx,
        verb: &str,
    ) -> Option<Result<Self::Step, StepError>>;
    /// A step starting with `word` (one of `COMMANDS`, already read); `None` when unknown.
    fn parse_command(p: &mut StepParser, word: &str) -> Option<Result<Self::Step, StepError>>;
    /// The assertion after `expect`.
    fn parse_assertion(p: &mut StepParser) -> Result<Self::Assertion, StepError>;
    fn step_players(step: &Self::Step) -> Vec<PlayerIdx>;
    fn assertion_players(a: &Self::Assertion) -> Vec<PlayerIdx>;

    /// Answers `d` from `step` when it is one of the ruleset's answer steps (`assign`,
    /// `arrange`) by `d`'s player; `None` when it is not an answer to `d`.
    fn answer(
        step: &Self::Step,
        game: &Game<Self>,
        d: &Decision<Self>,
    ) -> Option<Result<Answer, AgentError>>;

    /// Builds the game the setup describes; unknown cards are errors at their entries.
    fn build(
        scn: &Scenario<Self>,
        catalog: Rc<Catalog<Self>>,
    ) -> Result<Game<Self>, Vec<Diagnostic>>;

    /// Makes the built game ready to play, with scripts at hand (what static abilities give
    /// is computed here when the ruleset computes it from scripts). Nothing by default.
    fn prepare(game: &mut Game<Self>, env: &mut Env<Self>) -> Result<(), RulesError> {
        let _ = (game, env);
        Ok(())
    }

    /// Runs one of the ruleset's steps.
    fn run_step(
        game: &mut Game<Self>,
        env: &mut Env<Self>,
        cx: &StepCx<Self>,
        step: &Self::Step,
    ) -> Result<(), StepFailure>;

    /// `end turn`: passes until the next turn's first moment where its player acts.
    fn end_turn(
        game: &mut Game<Self>,
        env: &mut Env<Self>,
        cx: &StepCx<Self>,
    ) -> Result<(), StepFailure>;

    /// The action of passing priority.
    fn pass(player: crate::state::PlayerId) -> Self::Action;

    /// Checks an assertion; `Err` says what was found instead.
    fn check(game: &Game<Self>, a: &Self::Assertion) -> Result<(), String>;

    /// The final-state summary scenario snapshots end with.
    fn summary(game: &Game<Self>) -> String;

    /// The deck of a deck check (`[[deck_check]]`): `table` has its keys, the check's own
    /// taken out, at their positions in `src`, the scenario file. The game reads and judges it
    /// with the code its deck files go through, so that a check and `grimoire check` never
    /// disagree. `Ok` has the deck-building rules' refusals, none for a legal deck; `Err`
    /// says the table is no deck at all — a key a deck does not have, a card nothing defines —
    /// which is bad input. A game whose scenarios have no deck checks refuses every one.
    fn check_deck(
        file: &str,
        src: &str,
        table: toml::Spanned<toml::de::DeTable<'_>>,
        catalog: &Catalog<Self>,
    ) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
        let _ = catalog;
        let at = SourcePos::at(file, src, table.span().start);
        let msg = format!(
            "the scenarios of the game `{}` have no deck checks (`[[deck_check]]`)",
            Self::NAME
        );
        Err(vec![Diagnostic::new(at, msg)])
    }
}
