//! Random games where a player refuses some of the choices an action asks (a target, a unit to
//! move, an order of triggers), so that actions fail after they changed the game: applied
//! through the journal (`rules::journal`, what random games use), every failed action leaves
//! the game exactly as it was, and the games are the same as with a checkpoint an action.

mod common;

use grimoire_core::agent::{Agent, AgentError};
use grimoire_core::rules::decide::ask_ref;
use grimoire_core::rules::journal::Journal;
use grimoire_core::state::decision::{Answer, Decision, DecisionKind, DecisionOption, OptionValue};
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::rules::autoplay::actor;
use grimoire_riftbound::rules::legal::legal_actions;
use grimoire_riftbound::rules::setup::new_game;
use grimoire_riftbound::rules::{Env, RulesError, apply};
use grimoire_riftbound::script::ScriptHost;
use grimoire_riftbound::state::Game;

const SEEDS: u64 = 12;
const ACTIONS: usize = 400;

/// The seats of `common::random_seats`, refusing every `every`-th decision asked inside an
/// action.
struct Refusing {
    seats: Box<dyn Agent<Riftbound>>,
    asked: u32,
    every: u32,
}

impl Agent<Riftbound> for Refusing {
    fn decide(&mut self, game: &Game, d: &Decision<Riftbound>) -> Result<Answer, AgentError> {
        if d.kind != DecisionKind::Action {
            self.asked += 1;
            if self.asked.is_multiple_of(self.every) {
                return Err(AgentError::Unanswered("refused".into()));
            }
        }
        self.seats.decide(game, d)
    }
}

/// Plays `ACTIONS` actions of seed `seed` (or to the end), through a journal copying the game
/// every `span` actions or, with `None`, through `apply`'s checkpoints. The trace, and how many
/// actions failed.
fn play(seed: u64, span: Option<usize>) -> (Vec<String>, u32) {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let runner = host.runner(&loaded.code);
    let pairs = common::deck_pairs(&loaded.catalog);
    let pair = &pairs[(seed % pairs.len() as u64) as usize];
    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(Refusing {
        seats: common::random_seats(seed),
        asked: 0,
        every: 5,
    });
    let mut env = Env {
        agent: &mut agent,
        scripts: &runner,
    };
    let mut game = new_game(loaded.catalog.clone(), &pair[..], seed, &mut env).expect("setup");
    let mut journal = span.map(|s| Journal::with_span(&game, &mut env, s));
    let mut failed = 0;
    for _ in 0..ACTIONS {
        let Some(p) = actor(&game) else {
            break;
        };
        let options = legal_actions(&game, env.scripts)
            .into_iter()
            .map(DecisionOption::action)
            .collect();
        let d = Decision::one(p, DecisionKind::Action, "acts", options);
        let i = ask_ref(&mut game, env.agent, &d).expect("an action is chosen")[0];
        let OptionValue::Action(action) = &d.options[i].value else {
            unreachable!()
        };
        let before = game.dump();
        let done = match journal.as_mut() {
            Some(j) => j.apply(&mut game, &mut env, action),
            None => apply(&mut game, &mut env, action),
        };
        match done {
            Ok(()) => {}
            Err(RulesError::Unanswered(_) | RulesError::Illegal(_)) => {
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
    if let Some(j) = journal {
        j.finish(&mut env);
    }
    (game.trace_text(), failed)
}

#[test]
fn a_journal_undoes_failed_actions_as_checkpoints_do() {
    let mut failures = 0;
    for seed in 0..SEEDS {
        let (trace, failed) = play(seed, None);
        failures += failed;
        for span in [1, 32] {
            let (journaled, failed_too) = play(seed, Some(span));
            assert_eq!(failed_too, failed, "seed {seed}, span {span}");
            assert!(journaled == trace, "seed {seed}, span {span}: another game");
        }
    }
    assert!(failures > SEEDS as u32, "actions fail part-way: {failures}");
}
