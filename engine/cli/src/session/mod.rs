//! `grimoire play` for people at the terminal (docs/PLAY.md): one person against a seeded random
//! agent (`--vs random`), or two at one keyboard (`--vs person`). Before each of a person's
//! decisions the new trace lines are shown, then (for an action) the board, then the options,
//! numbered; the answer is a number or the option's name in the scenario language. `undo`
//! plays the game again from its seed up to the person's last decision; `save FILE` writes the
//! game so far as a scenario file (`save`). Works for every game the binary holds.

pub mod answer;
pub mod board;
pub mod fold;
pub mod input;
pub mod look;
pub mod moments;
pub mod person;
pub mod save;
pub mod scenes;
pub mod stops;

use grimoire_core::agent::Agent;
use grimoire_core::content::{Loaded, PackFiles};
use grimoire_core::model::catalog::Deck;
use grimoire_core::rules::autoplay::GameEnd;
use grimoire_core::rules::{RulesError, ScriptRunner};
use grimoire_core::scenario::run::run_file;
use grimoire_core::script::ScriptHost;
use grimoire_core::search::AgentSpec;
use grimoire_core::sim::agent_seed;
use grimoire_core::sim::replay::Recorder;
use grimoire_core::sim::seats::Tools;
use grimoire_core::sim::{Options, Played, play_with};
use grimoire_core::state::decision::Answer;
use grimoire_core::state::{Game, PlayerId, Viewer};
use grimoire_core::{en_fr, format_en_fr};
use input::Input;
use person::{Driver, State, Stop, show_trace};
use save::{Scenes, StepLog};
use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;
use stops::Stops;

/// A session's game: what it is played with and who sits where.
pub struct Table<'a, R: Scenes> {
    pub host: &'a ScriptHost<R>,
    pub loaded: &'a Loaded<R>,
    /// The base game's files: a saved scenario is run against them to check it.
    pub base: &'a PackFiles,
    pub decks: Vec<Deck<R>>,
    pub deck_names: Vec<String>,
    pub seed: u64,
    pub turn_limit: u32,
    /// Per seat: a person, or a computer player.
    pub persons: Vec<bool>,
    /// Per seat: the computer player sitting there when no person does (`--vs`).
    pub bots: Vec<AgentSpec>,
    /// Where the persons are asked (`--stop`; docs/PLAY.md, "Stops").
    pub stops: Stops,
    /// A person scripted rather than at the keyboard, made afresh for each run of the game
    /// (given the game's seed): what a test counting questions answers with.
    pub scripted: Option<Scripted<R>>,
}

/// Makes a scripted person for game `seed` (`Table::scripted`).
pub type Scripted<R> = fn(u64) -> Box<dyn Agent<R>>;

/// How a session ended: the game played to its end (with every answer, for a replay), or left.
pub enum Ended<R: Scenes> {
    Played(Box<Played<R>>, Vec<Answer>),
    Left,
}

/// Plays the session; the game is restarted from its seed whenever a person undoes a decision.
pub fn run<R: Scenes>(table: &Table<R>, input: Box<dyn Input>) -> Ended<R> {
    run_counted(table, input).0
}

/// `run`, and how many questions the persons were asked (undone ones included).
pub fn run_counted<R: Scenes>(table: &Table<R>, input: Box<dyn Input>) -> (Ended<R>, u64) {
    let state = Rc::new(RefCell::new(State {
        viewer: viewer(&table.persons),
        stops: table.stops.clone(),
        ..State::default()
    }));
    let ended = run_with(table, input, &state);
    let asked = state.borrow().questions;
    (ended, asked)
}

fn run_with<R: Scenes>(
    table: &Table<R>,
    input: Box<dyn Input>,
    state: &Rc<RefCell<State>>,
) -> Ended<R> {
    let input = Rc::new(RefCell::new(input));
    let runner = table.host.runner(&table.loaded.code);
    loop {
        {
            let mut s = state.borrow_mut();
            s.replayed = 0;
            s.stop = None;
            s.later.clear();
            s.log = StepLog::default();
        }
        let (played, answers) = play_once(table, &runner, state, &input);
        let stop = state.borrow().stop.clone();
        match (stop, played) {
            (Some(Stop::Quit), _) => return Ended::Left,
            (Some(Stop::Undo), _) => undo(state),
            (None, Err(e)) => {
                println!(
                    "{}",
                    format_en_fr!(
                        en: "error: the game cannot be set up: {e}",
                        fr: "erreur : la partie ne peut pas être mise en place : {e}"
                    )
                );
                return Ended::Left;
            }
            (None, Ok(played)) => {
                show_trace(&played.game, &mut state.borrow_mut());
                match after_the_end(&played, state, &input) {
                    Some(Stop::Undo) => undo(state),
                    _ => return Ended::Played(Box::new(played), answers),
                }
            }
        }
    }
}

/// Whose view a session shows: the one person's, or the whole trace when every seat at the
/// keyboard is a person (they share the screen).
pub fn viewer(persons: &[bool]) -> Viewer {
    let seated: Vec<usize> = (0..persons.len()).filter(|&p| persons[p]).collect();
    match seated.as_slice() {
        [one] => Viewer::Player(PlayerId(*one as u8)),
        _ => Viewer::All,
    }
}

/// One run of the game, from its seed, with the persons' answers so far given back first.
fn play_once<R: Scenes>(
    table: &Table<R>,
    runner: &dyn ScriptRunner<R>,
    state: &Rc<RefCell<State>>,
    input: &Rc<RefCell<Box<dyn Input>>>,
) -> (Result<Played<R>, RulesError>, Vec<Answer>) {
    let title = format!(
        "Saved game: {} (seed {})",
        table.deck_names.join(" vs "),
        table.seed
    );
    let (seed, base) = (table.seed, table.base.clone());
    let save_to = move |file: &str, log: &StepLog, game: &Game<R>, d: &_| {
        let text = log.scenario(game, d, &title, seed)?;
        save_scenario::<R>(file, &text, &base)
    };
    // Fresh agents with the same seeds each run: undo plays the game again as it went.
    let mut tools = Tools::<R>::new(table.loaded.code.clone());
    let bots = (0..table.persons.len())
        .map(|i| {
            let spec = table.bots.get(i).copied().unwrap_or(AgentSpec::Random);
            spec.build(agent_seed(table.seed, i as u64), &mut || tools.get())
        })
        .collect();
    let mut driver = Driver::<R>::new(
        table.persons.clone(),
        bots,
        state.clone(),
        input.clone(),
        Rc::new(save_to),
    );
    driver.scripted = table.scripted.map(|make| make(table.seed));
    let (recorder, answers) = Recorder::new(Box::new(driver));
    let refs: Vec<&Deck<R>> = table.decks.iter().collect();
    let options = Options {
        turn_limit: table.turn_limit,
        check: false,
        trace: true,
    };
    let played = play_with(
        table.loaded.catalog.clone(),
        runner,
        &refs,
        table.seed,
        options,
        Box::new(recorder),
    );
    let answers = answers.take();
    (played, answers)
}

/// Back to the person's last decision: forget its answer — every decision the line they typed
/// answered —, show the trace from there.
fn undo(state: &Rc<RefCell<State>>) {
    let mut s = state.borrow_mut();
    let start = s.lines.pop().unwrap_or(s.history.len().saturating_sub(1));
    if let Some(&at) = s.asked_at.get(start) {
        s.shown = at;
    }
    s.history.truncate(start);
    s.asked_at.truncate(start);
    s.later.clear();
    s.from_line = false;
    println!(
        "{}",
        en_fr!(
            en: "-- undone: back to your last decision",
            fr: "-- annulé : retour à votre dernière décision"
        )
    );
}

/// The game is over: its result, then `undo`, `save` or `quit`.
fn after_the_end<R: Scenes>(
    played: &Played<R>,
    state: &Rc<RefCell<State>>,
    input: &Rc<RefCell<Box<dyn Input>>>,
) -> Option<Stop> {
    println!("{}", result_line(played));
    println!(
        "{}",
        en_fr!(
            en: "game over: `undo` to take your last decision back, or `quit`",
            fr: "partie terminée : `undo` pour reprendre votre dernière décision, ou `quit`"
        )
    );
    loop {
        let line = input.borrow_mut().line("> ")?;
        match line.trim() {
            "undo" if !state.borrow().history.is_empty() => return Some(Stop::Undo),
            "undo" => println!("{}", en_fr!(en: "nothing to undo", fr: "rien à annuler")),
            "quit" | "exit" | "" => return None,
            other => println!(
                "{}",
                format_en_fr!(
                    en: "? `{other}`: `undo` or `quit`",
                    fr: "? `{other}` : `undo` ou `quit`"
                )
            ),
        }
    }
}

/// `winner: p1 after 12 turns`, as `play --auto` ends.
pub fn result_line<R: grimoire_core::Ruleset>(played: &Played<R>) -> String {
    let g = &played.game;
    match &played.end {
        Ok(GameEnd::Winner(p)) => winner_line(*p, g.turn.number),
        Ok(GameEnd::TurnLimit(t)) => turn_limit_line(*t),
        Ok(GameEnd::Drawn) => drawn_line(g.turn.number),
        Err(e) => format_en_fr!(en: "error: {e}", fr: "erreur : {e}"),
    }
}

/// `winner: p1 after 12 turns`.
pub fn winner_line(p: PlayerId, turns: u32) -> String {
    format_en_fr!(
        en: "winner: {p} after {turns} turns",
        fr: "vainqueur : {p} en {turns} tours"
    )
}

/// `draw: no winner after 200 turns`.
pub fn turn_limit_line(turns: u32) -> String {
    format_en_fr!(
        en: "draw: no winner after {turns} turns",
        fr: "partie nulle : aucun vainqueur après {turns} tours"
    )
}

/// `draw: every player lost at once, turn 9`.
pub fn drawn_line(turn: u32) -> String {
    format_en_fr!(
        en: "draw: every player lost at once, turn {turn}",
        fr: "partie nulle : tous les joueurs ont perdu en même temps, tour {turn}"
    )
}

/// Writes a saved scenario and runs it, to say whether it passes.
fn save_scenario<R: Scenes>(file: &str, text: &str, base: &PackFiles) -> Result<String, String> {
    std::fs::write(file, text).map_err(
        |e| format_en_fr!(en: "cannot write {file}: {e}", fr: "impossible d'écrire {file} : {e}"),
    )?;
    let host = ScriptHost::<R>::new();
    match run_file::<R>(Path::new(file), base, &host) {
        Ok((_, outcome)) => match outcome.failure {
            None => Ok(format_en_fr!(
                en: "saved to {file}: it runs and passes",
                fr: "enregistré dans {file} : il se joue et réussit"
            )),
            Some(f) => Ok(format_en_fr!(
                en: "saved to {file}, but it does not replay the game: {f}",
                fr: "enregistré dans {file}, mais il ne rejoue pas la partie : {f}"
            )),
        },
        Err(errors) => {
            let shown: Vec<String> = errors.iter().map(|d| d.to_string()).collect();
            let shown = shown.join("; ");
            Ok(format_en_fr!(
                en: "saved to {file}, but it does not load: {shown}",
                fr: "enregistré dans {file}, mais il ne se charge pas : {shown}"
            ))
        }
    }
}
