//! A person's stops (docs/PLAY.md, "Stops"): with the default stops, a person at the duel is
//! asked fewer questions than when every decision with a choice is asked (`--stop all`, what
//! `play` did before stops), and the games are the same when the person answers the same. The
//! person is scripted: a seeded random player answering where the default stops ask, passing
//! where they would pass for it — so the two sessions give the same answers, and only who is
//! asked differs.
//!
//! The figures (12 sessions, both seats of seeds 1–6): 938 questions with every stop, 680 with
//! the default ones (72 %). A player choosing at random spends what it holds as soon as it may,
//! so nearly all its questions are real choices in its own main phases, which no stop takes
//! away; the saving is in the steps where it holds an ability it could use and does not (the
//! second seat's deck: 593 against 379, 64 %).

use grimoire::base::BaseSource;
use grimoire::core::agent::{Agent, AgentError, RandomAgent};
use grimoire::core::model::catalog::Deck;
use grimoire::core::script::ScriptHost;
use grimoire::core::search::AgentSpec;
use grimoire::core::sim::agent_seed;
use grimoire::core::state::Game;
use grimoire::core::state::decision::{Answer, Decision};
use grimoire::core::state::trace::render;
use grimoire::duel::Duel;
use grimoire::games;
use grimoire::riftbound::Riftbound;
use grimoire::session::input::Plain;
use grimoire::session::save::Scenes;
use grimoire::session::stops::Stops;
use grimoire::session::{Ended, Table, run_counted};
use std::path::Path;

/// The scripted person: random where the default stops ask it, passing where they pass.
struct LikeAnAgent {
    random: RandomAgent,
}

impl<R: Scenes> Agent<R> for LikeAnAgent {
    fn decide(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<Answer, AgentError> {
        match Stops::default().unasked(game, d) {
            Some(pass) => Ok(vec![pass]),
            None => self.random.decide(game, d),
        }
    }
}

fn person<R: Scenes>(seed: u64) -> Box<dyn Agent<R>> {
    Box::new(LikeAnAgent {
        random: RandomAgent::new(agent_seed(seed, 0) ^ 0x5eed),
    })
}

/// The game's trace and the questions asked, for one session of game `seed` with the person at
/// `seat`.
fn session<R: Scenes>(seed: u64, seat: usize, stops: Stops) -> (Vec<String>, u64) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let base = BaseSource::Dir(root.clone());
    let game = games::Game::from_name(R::NAME).expect("a game of this binary");
    let files = base.files(game).expect("the base game");
    let host = ScriptHost::<R>::new();
    let loaded = grimoire::core::content::load::<R>(vec![files.clone()], host.engine())
        .expect("the base game loads");
    let decks: Vec<Deck<R>> = loaded.catalog.decks.iter().take(2).cloned().collect();
    let table = Table {
        host: &host,
        loaded: &loaded,
        base: &files,
        deck_names: decks.iter().map(|d| d.id.clone()).collect(),
        decks,
        seed,
        turn_limit: 200,
        persons: (0..2).map(|p| p == seat).collect(),
        bots: vec![AgentSpec::Random; 2],
        stops,
        scripted: Some(person::<R>),
    };
    let input = Box::new(Plain(std::io::empty()));
    match run_counted(&table, input) {
        (Ended::Played(played, _), asked) => {
            assert!(played.end.is_ok(), "seed {seed}: {:?}", played.end);
            (render(&played.game.trace), asked)
        }
        (Ended::Left, _) => panic!("seed {seed}: the session was left"),
    }
}

#[test]
fn duel_default_stops_ask_fewer_questions_in_the_same_games() {
    let (mut all, mut default) = (0, 0);
    let (mut all_p2, mut default_p2) = (0, 0);
    for (seed, seat) in (1..=6).flat_map(|s| [(s, 0), (s, 1)]) {
        let every = Stops::parse::<Duel>("all").expect("`all` is a stop");
        let (trace_all, asked_all) = session::<Duel>(seed, seat, every);
        let (trace_default, asked_default) = session::<Duel>(seed, seat, Stops::default());
        assert_eq!(
            trace_all, trace_default,
            "seed {seed}: the same answers give the same game, whoever is asked"
        );
        assert!(
            trace_all.iter().any(|l| l.ends_with(" acts: pass")),
            "seed {seed}: the person passed somewhere"
        );
        eprintln!(
            "seed {seed} seat {seat}: {asked_all} questions with every stop, {asked_default} with the default stops"
        );
        assert!(
            asked_default <= asked_all,
            "seed {seed}: more questions with fewer stops"
        );
        all += asked_all;
        default += asked_default;
        if seat == 1 {
            all_p2 += asked_all;
            default_p2 += asked_default;
        }
    }
    eprintln!("{default} questions with the default stops against {all} with every stop");
    assert!(default > 0, "the person is still asked where they act");
    assert!(
        default * 4 <= all * 3,
        "{default} questions with the default stops against {all} with every stop: more than 3/4"
    );
    assert!(
        default_p2 * 3 <= all_p2 * 2,
        "second seat: {default_p2} questions against {all_p2}: more than 2/3"
    );
}

/// Riftbound's stops: the same games, and no more questions. Riftbound's actions happen in the
/// Main phase, where a person is stopped by default; the only pass given for them is on a
/// chain whose last item is their own, where a random player seldom holds a reaction (no
/// question saved in these games: 266 either way).
#[test]
fn riftbound_default_stops_play_the_same_games() {
    let (mut all, mut default) = (0, 0);
    for (seed, seat) in (1..=4).flat_map(|s| [(s, 0), (s, 1)]) {
        let every = Stops::parse::<Riftbound>("all").expect("`all` is a stop");
        let (trace_all, asked_all) = session::<Riftbound>(seed, seat, every);
        let (trace_default, asked_default) = session::<Riftbound>(seed, seat, Stops::default());
        assert_eq!(trace_all, trace_default, "seed {seed}: the same game");
        assert!(
            asked_default <= asked_all,
            "seed {seed}: more questions with fewer stops"
        );
        all += asked_all;
        default += asked_default;
    }
    eprintln!(
        "riftbound: {default} questions with the default stops against {all} with every stop"
    );
    assert!(default > 0, "the person is asked");
}

#[test]
fn a_stop_is_named_by_its_step() {
    let stops = Stops::parse::<Duel>("upkeep, draw").expect("two steps");
    assert_eq!(stops.steps, ["upkeep", "draw"]);
    assert!(!stops.every);
    let e = Stops::parse::<Duel>("upkep").expect_err("no such step");
    assert!(
        e.contains("no step is named `upkep`") && e.contains("upkeep"),
        "{e}"
    );
    let mut s = Stops::parse::<Duel>("all,end").expect("all and a step");
    s.remove::<Duel>("all").expect("removed");
    assert_eq!(s, Stops::parse::<Duel>("end").expect("a step"));
}
