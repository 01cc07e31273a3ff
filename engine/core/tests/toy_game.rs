//! A second game on the core, to prove that `grimoire_core` runs a card game it was not written
//! for, through its public interface only.
//!
//! The toy game. Two players, each with a deck, draw two cards, then take turns; a turn starts
//! by drawing a card. The player with priority plays a card from hand onto the stack (and the
//! other player may answer), or passes. When both players pass in a row, the newest item on the
//! stack resolves (last in, first out) — or, with the stack empty, the turn ends. A resolving
//! card scores its points and stays on the table. Two cards do more: when an *echo* resolves, it
//! triggers (an ability on the stack: its controller draws a card); when a *trade* resolves, its
//! controller chooses a card of their hand to discard and scores that card's points. The first
//! player to reach the goal wins; a player who must draw from an empty deck loses.

mod toy;

use toy::*;

use grimoire_core::Ruleset;
use grimoire_core::agent::{Agent, AgentError, NoAgent, RandomAgent};
use grimoire_core::model::catalog::{Catalog, Deck};
use grimoire_core::rules::autoplay::GameEnd;
use grimoire_core::rules::{self, Env, RulesError};
use grimoire_core::sim::{self, Options};
use grimoire_core::state::chain::ChainKind;
use grimoire_core::state::decision::{Answer, Decision, DecisionKind, DecisionOption, OptionValue};
use grimoire_core::state::trace::render_for;
use grimoire_core::state::{Game, PlayerId, Viewer};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

// --- Test helpers -----------------------------------------------------------------------------

/// Answers decisions from a list of option labels, in order, as a scenario's `choose` steps do;
/// what it was asked is kept for the test to read.
struct Scripted {
    answers: VecDeque<&'static str>,
    asked: Asked,
}

/// The decisions a scripted agent was asked, shared with the test: the agent itself is boxed
/// away in the `Env`.
type Asked = Rc<RefCell<Vec<String>>>;

impl Scripted {
    fn boxed(answers: &[&'static str]) -> (Box<dyn Agent<Toy>>, Asked) {
        let asked = Asked::default();
        let agent = Scripted {
            answers: answers.iter().copied().collect(),
            asked: asked.clone(),
        };
        (Box::new(agent), asked)
    }
}

impl Agent<Toy> for Scripted {
    fn decide(&mut self, game: &Game<Toy>, d: &Decision<Toy>) -> Result<Answer, AgentError> {
        self.asked.borrow_mut().push(d.describe(game));
        let Some(label) = self.answers.pop_front() else {
            return Err(AgentError::Unanswered(d.describe(game)));
        };
        match d.options.iter().position(|o| o.name(game) == label) {
            Some(i) => Ok(vec![i]),
            None => Err(AgentError::NotOffered(format!(
                "{label}: {}",
                d.describe(game)
            ))),
        }
    }
}

/// The game the scripted tests play: decks in a known order, top first.
fn fixed_game() -> Game<Toy> {
    let catalog = catalog();
    let one = deck(
        &catalog,
        "one",
        &["trade", "spark", "blaze", "echo", "blaze", "spark"],
    );
    let two = deck(
        &catalog,
        "two",
        &["blaze", "spark", "spark", "echo", "blaze", "spark"],
    );
    deal(catalog, &[&one, &two], 0, false)
}

/// Applies the legal action labelled `label` (a scenario step); panics if none is.
fn step(game: &mut Game<Toy>, env: &mut Env<Toy>, label: &str) -> Result<(), RulesError> {
    let actions = Toy::legal_actions(game, env.scripts);
    let labels: Vec<String> = actions.iter().map(|a| Toy::action_label(game, a)).collect();
    let Some(i) = labels.iter().position(|l| l == label) else {
        panic!("`{label}` is not a legal action: {labels:?}");
    };
    rules::apply(game, env, &actions[i])
}

fn steps(game: &mut Game<Toy>, env: &mut Env<Toy>, labels: &[&str]) {
    for label in labels {
        step(game, env, label).unwrap_or_else(|e| panic!("`{label}`: {e}"));
    }
}

fn labels(game: &Game<Toy>, zone: Zone) -> Vec<String> {
    game.in_zone(zone)
        .iter()
        .map(|&o| game.label(o).to_string())
        .collect()
}

/// Turn 1 up to the moment both players' cards wait on the stack.
const TWO_ON_THE_STACK: &[&str] = &["p1 play p1.trade", "p2 play p2.blaze"];

/// The rest of the scripted game: p2's answer resolves first, then the trade (p1 trades
/// p1.blaze), a spark; p2 passes turn 2; in turn 3 the echo triggers a draw and p1 wins.
const TO_THE_END: &[&str] = &[
    "p1 pass",
    "p2 pass",
    "p1 pass",
    "p2 pass",
    "p1 play p1.spark",
    "p2 pass",
    "p1 pass",
    "p1 pass",
    "p2 pass",
    "p2 pass",
    "p1 pass",
    "p1 play p1.echo",
    "p2 pass",
    "p1 pass",
    "p1 pass",
    "p2 pass",
    "p1 play p1.blaze#2",
    "p2 pass",
    "p1 pass",
];

// --- Tests ------------------------------------------------------------------------------------

/// A whole game, step by step, through `rules::apply`: the stack resolves newest first, the
/// echo's trigger goes on the stack and resolves, the trade's decision is the agent's, p1 wins.
#[test]
fn a_scripted_game_resolves_last_in_first_out_and_ends_with_a_winner() {
    let mut game = fixed_game();
    let (mut agent, asked) = Scripted::boxed(&["p1.blaze"]);
    let mut env = Env {
        agent: &mut agent,
        scripts: &NoScripts,
    };
    assert_eq!(
        labels(&game, Zone::Hand(PlayerId(0))),
        ["p1.trade", "p1.spark", "p1.blaze"]
    );

    steps(&mut game, &mut env, TWO_ON_THE_STACK);
    // Newest on top: the stack zone lists it first, the chain last.
    assert_eq!(labels(&game, Zone::Stack), ["p2.blaze", "p1.trade"]);
    let controllers: Vec<PlayerId> = game.chain.iter().map(|i| i.controller).collect();
    assert_eq!(controllers, [PlayerId(0), PlayerId(1)]);
    assert_eq!(game.turn.priority, Some(PlayerId(0)));

    steps(&mut game, &mut env, &TO_THE_END[..2]);
    assert_eq!(
        labels(&game, Zone::Stack),
        ["p1.trade"],
        "the newest item resolved first"
    );
    assert_eq!(game.players[1].points, 2);

    steps(&mut game, &mut env, &TO_THE_END[2..14]);
    // The echo resolved and its trigger waits on the stack, an ability with no card under it.
    assert_eq!(game.chain.len(), 1);
    assert!(matches!(&game.chain[0].kind, ChainKind::Ability { name, .. } if &**name == "echo"));
    assert!(game.in_zone(Zone::Stack).is_empty());
    let echo = game.find_label("p1.echo").unwrap();
    assert_eq!(game.obj(echo).zone, Zone::Table);
    assert_eq!(game.obj(echo).scored, 1);

    steps(&mut game, &mut env, &TO_THE_END[14..]);
    assert_eq!(game.turn.winner, Some(PlayerId(0)));
    assert_eq!((game.players[0].points, game.players[1].points), (6, 2));
    assert_eq!(labels(&game, Zone::Discard), ["p1.trade", "p1.blaze"]);
    assert_eq!(
        *asked.borrow(),
        ["p1 decides the card to trade: [p1.spark, p1.blaze]"]
    );
    assert!(Toy::legal_actions(&game, &NoScripts).is_empty());
    let late = rules::apply(
        &mut game,
        &mut env,
        &Action::Pass {
            player: PlayerId(1),
        },
    );
    assert_eq!(late, Err(RulesError::illegal("the game is over: p1 won")));

    let expected = [
        "  p1 draws p1.trade",
        "  p1 draws p1.spark",
        "  p2 draws p2.blaze",
        "  p2 draws p2.spark",
        "turn 1: p1",
        "  p1 draws p1.blaze",
        "p1 plays p1.trade",
        "p2 plays p2.blaze",
        "p1 passes",
        "p2 passes",
        "resolve p2.blaze (p2)",
        "  p2 scores 2 (2 in all)",
        "p1 passes",
        "p2 passes",
        "resolve p1.trade (p1)",
        "  p1 the card to trade: p1.blaze",
        "  p1 scores 2 (2 in all)",
        "p1 plays p1.spark",
        "p2 passes",
        "p1 passes",
        "resolve p1.spark (p1)",
        "  p1 scores 1 (3 in all)",
        "p1 passes",
        "p2 passes",
        "turn 2: p2",
        "  p2 draws p2.spark#2",
        "p2 passes",
        "p1 passes",
        "turn 3: p1",
        "  p1 draws p1.echo",
        "p1 plays p1.echo",
        "p2 passes",
        "p1 passes",
        "resolve p1.echo (p1)",
        "  p1 scores 1 (4 in all)",
        "trigger echo of p1.echo (p1): draw a card",
        "p1 passes",
        "p2 passes",
        "resolve echo of p1.echo (p1)",
        "  p1 draws p1.blaze#2",
        "p1 plays p1.blaze#2",
        "p2 passes",
        "p1 passes",
        "resolve p1.blaze#2 (p1)",
        "  p1 scores 2 (6 in all)",
        "p1 wins: 6 points",
    ];
    assert_eq!(game.trace_text(), expected);

    // Each player's view: the other's draws are told, not named; the full view names them.
    let view = |p: u8| render_for(&game.trace, Viewer::Player(PlayerId(p)));
    let (p1, p2) = (view(0), view(1));
    assert_eq!(render_for(&game.trace, Viewer::All), expected);
    assert_eq!((p1.len(), p2.len()), (expected.len(), expected.len()));
    assert_eq!(
        p2[..3],
        [
            "  p1 draws a card",
            "  p1 draws a card",
            "  p2 draws p2.blaze"
        ]
    );
    assert_eq!(p1[2..4], ["  p2 draws a card", "  p2 draws a card"]);
    assert!(p1.iter().all(|l| !l.contains("p2.spark")), "{p1:?}");
    assert!(p2.iter().all(|l| !l.contains("draws p1.")), "{p2:?}");
    assert_eq!(p1[29], "  p1 draws p1.echo");
}

/// A refused action changes nothing, trace included: refused before anything happens (no
/// priority), refused by the ruleset (not in hand), or failing halfway through (a decision
/// nobody answers, after the pass has been traced and the card moved).
#[test]
fn a_refused_action_leaves_the_game_unchanged() {
    let mut game = fixed_game();
    let mut nobody: Box<dyn Agent<Toy>> = Box::new(NoAgent);
    let mut env = Env {
        agent: &mut nobody,
        scripts: &NoScripts,
    };
    let before = game.dump();

    let out_of_turn = Action::Pass {
        player: PlayerId(1),
    };
    match rules::apply(&mut game, &mut env, &out_of_turn) {
        Err(RulesError::Illegal(why)) => assert!(why.contains(Toy::NO_PRIORITY), "{why}"),
        other => panic!("p2 acted without priority: {other:?}"),
    }
    assert_eq!(game.dump(), before);

    let theirs = game.find_label("p2.blaze").unwrap();
    let not_mine = Action::Play {
        player: PlayerId(0),
        card: theirs,
    };
    assert!(matches!(
        rules::apply(&mut game, &mut env, &not_mine),
        Err(RulesError::Illegal(_))
    ));
    assert_eq!(game.dump(), before);

    steps(&mut game, &mut env, &["p1 play p1.trade", "p2 pass"]);
    let before = game.dump();
    let resolving = step(&mut game, &mut env, "p1 pass");
    assert!(
        matches!(resolving, Err(RulesError::Unanswered(_))),
        "{resolving:?}"
    );
    assert_eq!(game.dump(), before);
    assert_eq!(
        game.trace.last().map(|l| l.to_string()).as_deref(),
        Some("p2 passes")
    );

    // The same pass goes through once someone answers.
    let (mut agent, _) = Scripted::boxed(&["p1.spark"]);
    let mut env = Env {
        agent: &mut agent,
        scripts: &NoScripts,
    };
    step(&mut game, &mut env, "p1 pass").unwrap();
    assert_eq!(game.players[0].points, 1);
}

/// `restore` puts the game back exactly as at `checkpoint`, trace cut back to its length, and
/// the game then replays the same way.
#[test]
fn checkpoint_and_restore_round_trip() {
    let mut game = fixed_game();
    let play_rest = |game: &mut Game<Toy>| {
        let (mut agent, _) = Scripted::boxed(&["p1.blaze"]);
        let mut env = Env {
            agent: &mut agent,
            scripts: &NoScripts,
        };
        steps(game, &mut env, TO_THE_END);
    };
    let (mut agent, _) = Scripted::boxed(&[]);
    let mut env = Env {
        agent: &mut agent,
        scripts: &NoScripts,
    };
    steps(&mut game, &mut env, TWO_ON_THE_STACK);

    let at_checkpoint = game.dump();
    let checkpoint = game.checkpoint();
    assert_eq!(checkpoint.trace_len(), game.trace.len());
    play_rest(&mut game);
    assert_eq!(game.turn.winner, Some(PlayerId(0)));
    let first_end = game.dump();

    game.restore(checkpoint);
    assert_eq!(game.dump(), at_checkpoint);
    game.check_zone_index().unwrap();
    assert_eq!(game.turn.winner, None);
    play_rest(&mut game);
    assert_eq!(game.dump(), first_end);
}

fn random_decks() -> (Rc<Catalog<Toy>>, Deck<Toy>, Deck<Toy>) {
    let catalog = catalog();
    let list = [
        "spark", "spark", "spark", "blaze", "blaze", "echo", "echo", "echo", "trade", "trade",
    ];
    let one = deck(&catalog, "one", &list);
    let two = deck(&catalog, "two", &list);
    (catalog, one, two)
}

/// Random agents play the toy game through the core's simulation (`R::new_game`,
/// `R::legal_actions`, `play_out`, the invariants): every game ends with a winner, no offered
/// action is refused, and a seed always plays the same game.
#[test]
fn random_agents_play_to_a_winner_and_a_seed_replays_the_same_game() {
    let (catalog, one, two) = random_decks();
    let options = Options {
        turn_limit: 100,
        check: true,
        trace: true,
    };
    let play = |seed| sim::play(catalog.clone(), &NoScripts, &[&one, &two], seed, options).unwrap();
    let mut winners = [0; 2];
    let mut traces = Vec::new();
    for seed in 0..40 {
        let played = play(seed);
        let Ok(GameEnd::Winner(w)) = played.end else {
            panic!("seed {seed}: {:?}", played.end);
        };
        assert_eq!(played.violation, None, "seed {seed}");
        assert!(played.decisions > 0);
        assert!(
            played
                .game
                .trace
                .last()
                .unwrap()
                .to_string()
                .starts_with(&format!("{w} wins"))
        );
        assert!(
            !played
                .game
                .trace_text()
                .iter()
                .any(|l| l.contains("refused")),
            "seed {seed}"
        );
        winners[w.index()] += 1;

        let again = play(seed);
        assert_eq!(
            again.game.trace, played.game.trace,
            "seed {seed} replayed differently"
        );
        assert_eq!(again.choices, played.choices);
        traces.push(played.game.trace_text());
    }
    assert!(winners[0] > 0 && winners[1] > 0, "{winners:?}");
    traces.sort();
    traces.dedup();
    assert!(traces.len() > 30, "seeds play different games");
}

/// `RandomAgent` answers every decision legally, reproducibly from its seed, and puts every
/// option of an ordering exactly once; the core's `ask` accepts its answers.
#[test]
fn random_agent_answers_legally_and_reproducibly() {
    let mut game = Game::<Toy>::new(catalog(), 2, 0);
    let options = |n: u32| {
        (0..n)
            .map(|i| DecisionOption {
                label: format!("o{i}"),
                value: OptionValue::Index(i),
            })
            .collect::<Vec<DecisionOption<Toy>>>()
    };
    let (p1, p2) = (PlayerId(0), PlayerId(1));
    let decisions = [
        Decision::one(p1, DecisionKind::Target, "a target", options(5)),
        Decision::some(
            p2,
            DecisionKind::Cards,
            "up to three cards",
            options(6),
            0,
            3,
        ),
        Decision::some(
            p1,
            DecisionKind::Cards,
            "two to four cards",
            options(4),
            2,
            4,
        ),
        Decision::ordering(p2, DecisionKind::TriggerOrder, "the order", options(4)),
    ];
    let answers = |seed| {
        let mut agent = RandomAgent::new(seed);
        let mut out = Vec::new();
        for _ in 0..50 {
            for d in &decisions {
                out.push(Agent::<Toy>::decide(&mut agent, &game, d).unwrap());
            }
        }
        out
    };
    let seven = answers(7);
    assert_eq!(seven, answers(7), "same seed, same answers");
    assert_ne!(seven, answers(8), "another seed, other answers");

    for (answer, d) in seven.iter().zip(decisions.iter().cycle()) {
        assert!(
            (d.min_picks..=d.picks).contains(&answer.len()),
            "{answer:?} to {d:?}"
        );
        let mut sorted = answer.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(
            sorted.len(),
            answer.len(),
            "an option picked twice: {answer:?}"
        );
        assert!(sorted.iter().all(|&i| i < d.options.len()));
        if d.kind == DecisionKind::TriggerOrder {
            assert_eq!(sorted, [0, 1, 2, 3], "an ordering puts every option once");
        }
    }
    let firsts: Vec<usize> = seven
        .iter()
        .step_by(decisions.len())
        .map(|a| a[0])
        .collect();
    assert!(
        firsts.iter().any(|&i| i != firsts[0]),
        "a random choice varies"
    );
    let orders: Vec<&Answer> = seven.iter().skip(3).step_by(decisions.len()).collect();
    assert!(
        orders.iter().any(|o| *o != orders[0]),
        "a random order varies"
    );

    let mut agent: Box<dyn Agent<Toy>> = Box::new(RandomAgent::new(7));
    for (i, d) in decisions.iter().enumerate() {
        let answer = rules::ask(&mut game, &mut agent, d.clone()).unwrap();
        assert_eq!(answer, seven[i]);
    }
    assert_eq!(game.trace.len(), decisions.len(), "each answer is traced");
}
