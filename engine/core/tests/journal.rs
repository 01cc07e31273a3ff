//! The journal (`rules::journal`) against the checkpoint it stands in for: an action that fails
//! part-way leaves the game exactly as it was, trace included, however many actions were done
//! since the journal's copy; and a game played through a journal is the game played through
//! `rules::apply`.

mod toy;

use toy::*;

use grimoire_core::Ruleset;
use grimoire_core::agent::{Agent, AgentError, RandomAgent};
use grimoire_core::code::budget::STEP_OPERATIONS;
use grimoire_core::rules::decide::ask_ref;
use grimoire_core::rules::journal::Journal;
use grimoire_core::rules::{self, Env, RulesError, ScriptCall, ScriptRunner};
use grimoire_core::state::Game;
use grimoire_core::state::chain::Chosen;
use grimoire_core::state::decision::{Answer, Decision, DecisionKind, DecisionOption, OptionValue};

/// A random player that refuses every `every`-th decision asked inside an action (a trade's
/// discard), so that actions fail after they changed the game; it passes two times in three,
/// so that hands fill up and trades have something to choose from.
struct Refusing {
    inner: RandomAgent,
    asked: u32,
    acted: u32,
    every: u32,
}

impl Agent<Toy> for Refusing {
    fn decide(&mut self, game: &Game<Toy>, d: &Decision<Toy>) -> Result<Answer, AgentError> {
        if d.kind == DecisionKind::Action {
            self.acted += 1;
            if !self.acted.is_multiple_of(3) {
                // The toy lists passing last.
                return Ok(vec![d.options.len() - 1]);
            }
        } else {
            self.asked += 1;
            if self.asked.is_multiple_of(self.every) {
                return Err(AgentError::Unanswered("refused".into()));
            }
        }
        Agent::<Toy>::decide(&mut self.inner, game, d)
    }
}

/// How a game applies its actions.
#[derive(Clone, Copy)]
enum Way {
    Checkpoints,
    Journal(usize),
}

/// Plays seed `seed` with refusals to its end, applying each action `way`; every failed action
/// must leave the game as it was. The trace, and how many actions failed.
fn play(seed: u64, way: Way) -> (Vec<String>, u32) {
    play_with(seed, way, &NoScripts).0
}

/// `play` with `scripts` as the runner, and the most actions a failure would have done again.
fn play_with(seed: u64, way: Way, scripts: &dyn ScriptRunner<Toy>) -> ((Vec<String>, u32), usize) {
    let (catalog, one, two) = {
        let catalog = catalog();
        let list = [
            "trade", "trade", "trade", "spark", "blaze", "echo", "trade", "spark", "blaze", "echo",
        ];
        let one = deck(&catalog, "one", &list);
        let two = deck(&catalog, "two", &list);
        (catalog, one, two)
    };
    let mut game = deal(catalog, &[&one, &two], seed, true);
    let mut agent: Box<dyn Agent<Toy>> = Box::new(Refusing {
        inner: RandomAgent::new(seed),
        asked: 0,
        acted: 0,
        every: 2,
    });
    let mut env = Env {
        agent: &mut agent,
        scripts,
    };
    let mut journal = match way {
        Way::Journal(span) => Some(Journal::with_span(&game, &mut env, span)),
        Way::Checkpoints => None,
    };
    let mut failed = 0;
    let mut longest = 0;
    for _ in 0..500 {
        let Some(p) = rules::autoplay::actor(&game) else {
            break;
        };
        let options = Toy::legal_actions(&game, env.scripts)
            .into_iter()
            .map(DecisionOption::action)
            .collect();
        let d = Decision::one(p, DecisionKind::Action, "acts", options);
        let i = ask_ref(&mut game, env.agent, &d).expect("an action is chosen")[0];
        let OptionValue::Action(action) = &d.options[i].value else {
            unreachable!()
        };
        let before = game.dump();
        longest = longest.max(journal.as_ref().map_or(0, Journal::since_copy));
        let done = match journal.as_mut() {
            Some(j) => j.apply(&mut game, &mut env, action),
            None => rules::apply(&mut game, &mut env, action),
        };
        match done {
            Ok(()) => {}
            Err(RulesError::Unanswered(_)) => {
                failed += 1;
                assert_eq!(
                    game.dump(),
                    before,
                    "seed {seed}: a failed action left changes"
                );
            }
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
    assert!(game.turn.winner.is_some(), "seed {seed}: the game ends");
    if let Some(j) = journal {
        j.finish(&mut env);
    }
    ((game.trace_text(), failed), longest)
}

/// Failed actions are undone exactly, whether the journal copies the game before every action,
/// every few, or seldom; each way plays the same game as checkpoints do.
#[test]
fn a_journal_undoes_failed_actions_as_a_checkpoint_does() {
    let mut failures = 0;
    for seed in 0..30 {
        let (trace, failed) = play(seed, Way::Checkpoints);
        failures += failed;
        for span in [1, 3, 16, 1000] {
            let (journaled, failed_too) = play(seed, Way::Journal(span));
            assert_eq!(failed_too, failed, "seed {seed}, span {span}");
            assert_eq!(journaled, trace, "seed {seed}, span {span}");
        }
    }
    assert!(failures > 10, "actions fail part-way: {failures}");
}

/// A runner whose every step spends a whole step's budget (as a pack's heavy scripts may).
struct Heavy;

impl ScriptRunner<Toy> for Heavy {
    fn call(
        &self,
        game: &mut Game<Toy>,
        agent: &mut Box<dyn Agent<Toy>>,
        call: ScriptCall,
    ) -> Result<Chosen, RulesError> {
        NoScripts.call(game, agent, call)
    }

    fn step_spent(&self) -> u64 {
        STEP_OPERATIONS
    }
}

/// Undoing a failed action never does again more script work than one step may: after steps
/// that spent a whole budget the journal copies the game before the next action, so a failure
/// does nothing again; with steps that spend nothing, up to the span. The games are the same.
#[test]
fn a_journal_copies_sooner_after_costly_steps() {
    for seed in 0..5 {
        let (light, light_longest) = play_with(seed, Way::Journal(16), &NoScripts);
        let (heavy, heavy_longest) = play_with(seed, Way::Journal(16), &Heavy);
        assert_eq!(heavy, light, "seed {seed}");
        assert_eq!(
            heavy_longest, 1,
            "seed {seed}: one costly action since the copy at most"
        );
        assert!(light_longest > 1, "seed {seed}: {light_longest}");
    }
}
