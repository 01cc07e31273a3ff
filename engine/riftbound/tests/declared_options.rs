//! Optional costs as agents meet them (356.2.b.1, 357.3): a play raises one decision per
//! instance of an optional cost only while that cost can be paid, so an agent can never declare
//! one it cannot pay, nor one more than the card has; the scenario steps that try are refused
//! (scenarios/riftbound/fidelite/options-declarees.toml).

mod common;

use grimoire_core::agent::{Agent, AgentError};
use grimoire_core::scenario::parse_scenario;
use grimoire_core::state::decision::{Answer, DecisionKind};
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::rules::{Action, Env, apply};
use grimoire_riftbound::scenario::setup::build;
use grimoire_riftbound::script::ScriptHost;
use grimoire_riftbound::state::Game;
use grimoire_riftbound::state::decision::Decision;
use std::cell::RefCell;
use std::rc::Rc;

/// Answers every decision with its first options (an optional cost: pay it) and keeps the
/// prompts of the optional-cost decisions it was asked.
struct Payer(Rc<RefCell<Vec<String>>>);

impl Agent<Riftbound> for Payer {
    fn decide(&mut self, game: &Game, d: &Decision) -> Result<Answer, AgentError> {
        if d.kind == DecisionKind::OptionalCost {
            self.0.borrow_mut().push(d.prompt_text(game).into_owned());
        }
        Ok((0..d.min_picks.max(1).min(d.options.len())).collect())
    }
}

/// Plays `card` in a game set up with `base` for p1; returns the optional-cost prompts raised
/// and whether the card's unit entered ready.
fn play(base: &str, card: &str) -> (Vec<String>, Game) {
    let src = format!(
        "title = \"t\"\nrules = [\"357.3\"]\n[setup]\nturn = \"p1\"\n[setup.p1]\nhand = [\"{card}\"]\nbase = [{base}]\n[run]\nsteps = []\n"
    );
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let runner = host.runner(&loaded.code);
    let scn = parse_scenario::<Riftbound>(&common::root().join("scenarios/t.toml"), &src)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let mut game = build(&scn, loaded.catalog.clone()).unwrap_or_else(|e| panic!("{e:?}"));
    let asked = Rc::new(RefCell::new(Vec::new()));
    let mut agent: Box<dyn Agent<Riftbound>> = Box::new(Payer(asked.clone()));
    let mut env = Env {
        agent: &mut agent,
        scripts: &runner,
    };
    let card = game
        .objects
        .iter()
        .find(|o| **game.label(o.id) == *card)
        .map(|o| o.id)
        .expect("the card is set up");
    let player = game.turn.player;
    apply(&mut game, &mut env, &Action::Play { player, card }).expect("the play is legal");
    let asked = asked.borrow().clone();
    (asked, game)
}

#[test]
fn an_optional_cost_that_cannot_be_paid_is_not_offered() {
    // Accélération needs a Fury power: Calm runes only cannot pay it.
    let (asked, game) = play(
        "\"rune-calme\", \"rune-calme\", \"rune-calme\"",
        "coursier-ardent",
    );
    assert!(asked.is_empty(), "offered: {asked:?}");
    let unit = game
        .objects
        .iter()
        .find(|o| **game.label(o.id) == *"coursier-ardent");
    assert!(
        unit.is_some_and(|o| o.exhausted),
        "enters exhausted, unpaid"
    );
    // With a Fury rune it is offered, and paid by this agent.
    let (asked, game) = play(
        "\"rune-calme\", \"rune-calme\", \"rune-fureur\"",
        "coursier-ardent",
    );
    assert_eq!(asked.len(), 1, "offered once: {asked:?}");
    let unit = game
        .objects
        .iter()
        .find(|o| **game.label(o.id) == *"coursier-ardent");
    assert!(unit.is_some_and(|o| !o.exhausted), "enters ready, paid");
}

#[test]
fn an_optional_cost_is_offered_once_per_instance() {
    // Appel du désert has one Répétition: one offer, though four runes could pay it twice.
    let runes = ["\"rune-ordre\""; 6].join(", ");
    let (asked, _) = play(&runes, "appel-du-desert");
    assert_eq!(asked.len(), 1, "{asked:?}");
    // Salve en écho has two: two offers (a unit to target).
    let runes = ["\"rune-fureur\""; 6].join(", ") + ", \"recrue\"";
    let (asked, _) = play(&runes, "salve-en-echo");
    assert_eq!(asked.len(), 2, "{asked:?}");
    // Too few runes for Répétition on top of the card's cost: not offered.
    let (asked, _) = play("\"rune-ordre\", \"rune-ordre\"", "appel-du-desert");
    assert!(asked.is_empty(), "{asked:?}");
}
