//! The agent of a session at the keyboard: a person's seat asks its decisions at the prompt,
//! a random seat answers from its seeded agent. Every choice stays a decision answered by an
//! agent; what a session adds — undo, saving, the board — lives around it (`session`).
//!
//! Undo plays the game again from its seed with the person's answers but the last one: the
//! engine being deterministic, the same game comes back to that decision (computer seats are
//! fresh agents with the same seeds, so they answer as before).

use super::answer::{clause, read};
use super::board::of_game;
use super::fold::fold;
use super::input::Input;
use super::look::look;
use super::save::{Scenes, StepLog};
use super::stops::Stops;
use grimoire_core::agent::{Agent, AgentError};
use grimoire_core::state::decision::{Answer, Decision, DecisionKind};
use grimoire_core::state::{Game, Viewer};
use grimoire_core::{en_fr, format_en_fr};
use std::cell::RefCell;
use std::rc::Rc;

/// Writes the scenario of the game so far to a file: what `save FILE` does.
pub type Saver<R> = Rc<dyn Fn(&str, &StepLog, &Game<R>, &Decision<R>) -> Result<String, String>>;

/// Why a run of the game stopped before its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    Undo,
    Quit,
}

/// What outlives one run of the game: the persons' answers and where each was asked.
#[derive(Default)]
pub struct State {
    /// Every answer a person gave, in order.
    pub history: Vec<Answer>,
    /// The trace's length when each of them was asked: where undo takes the display back to.
    pub asked_at: Vec<usize>,
    /// Where each line the person typed starts in `history`: a line answering several
    /// decisions (`play fendoir target colosse`) is one answer for undo.
    pub lines: Vec<usize>,
    /// The answer being given comes from the clauses of the last line, not a new line.
    pub from_line: bool,
    /// How many of `history` this run has given back.
    pub replayed: usize,
    /// Trace lines shown so far.
    pub shown: usize,
    /// Clauses of the last line, for the decisions that follow it.
    pub later: Vec<String>,
    pub stop: Option<Stop>,
    /// The steps of the game so far, for `save`.
    pub log: StepLog,
    /// Whose view the trace is shown in: the person's, or every line when two people share
    /// the keyboard (both hands are on the board then too).
    pub viewer: Viewer,
    /// Where the person is asked (`--stop`, `stop`): kept across undo.
    pub stops: Stops,
    /// Decisions the person was shown and asked to answer (or to go on from, at a stop with
    /// one option), undone ones included: what stops save a person.
    pub questions: u64,
}

pub struct Driver<R: Scenes> {
    /// Per seat: a person at the keyboard, or a computer player.
    pub persons: Vec<bool>,
    pub bots: Vec<Box<dyn Agent<R>>>,
    pub state: Rc<RefCell<State>>,
    pub input: Rc<RefCell<Box<dyn Input>>>,
    /// Writes the scenario of the game so far: `save FILE`.
    pub save: Saver<R>,
    /// A person scripted rather than at the keyboard (a test counting questions): answers
    /// what the person is asked.
    pub scripted: Option<Box<dyn Agent<R>>>,
    pub _ruleset: std::marker::PhantomData<R>,
}

impl<R: Scenes> Driver<R> {
    /// `bots`: the computer player of each seat, seeded `agent_seed(seed, seat)` (a person's
    /// seat keeps one too, unused but told of the game as the others are).
    pub fn new(
        persons: Vec<bool>,
        bots: Vec<Box<dyn Agent<R>>>,
        state: Rc<RefCell<State>>,
        input: Rc<RefCell<Box<dyn Input>>>,
        save: Saver<R>,
    ) -> Self {
        Driver {
            persons,
            bots,
            state,
            input,
            save,
            scripted: None,
            _ruleset: std::marker::PhantomData,
        }
    }

    /// Asks a person, until an answer fits.
    fn ask(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<Answer, AgentError> {
        show_trace(game, &mut self.state.borrow_mut());
        if let Some(person) = &mut self.scripted {
            self.state.borrow_mut().questions += 1;
            return person.decide(game, d);
        }
        let later = std::mem::take(&mut self.state.borrow_mut().later);
        if let Some((first, rest)) = later.split_first()
            && let Some(i) = clause(first, d, game)
        {
            let (player, prompt, name) = (d.player, d.prompt_text(game), d.shown(game, i));
            println!(
                "{}",
                format_en_fr!(
                    en: "{player} {prompt}: {name} (from your line)",
                    fr: "{player} {prompt} : {name} (d'après votre ligne)"
                )
            );
            let mut s = self.state.borrow_mut();
            s.later = rest.to_vec();
            s.from_line = true;
            return Ok(vec![i]);
        }
        self.state.borrow_mut().questions += 1;
        if d.kind == DecisionKind::Action {
            print!("{}", self.board(game));
        }
        print_options(game, d);
        loop {
            let prompt = format!("{}> ", d.player);
            let line = self.input.borrow_mut().line(&prompt);
            let Some(line) = line else {
                return self.stop(Stop::Quit);
            };
            let words: Vec<&str> = line.split_whitespace().collect();
            if self.stop_command(&words) {
                continue;
            }
            match words.as_slice() {
                [] => continue,
                ["help"] | ["?"] => help(),
                ["board"] => print!("{}", self.board(game)),
                ["look", what @ ..] if !what.is_empty() => {
                    match look(game, d, &self.board(game), &what.join(" ")) {
                        Ok(card) => print!("{card}"),
                        Err(e) => println!("? {e}"),
                    }
                }
                ["look"] => println!(
                    "{}",
                    en_fr!(
                        en: "? look at what: `look colosse#3`, `look 2`",
                        fr: "? regarder quoi : `look colosse#3`, `look 2`"
                    )
                ),
                ["options"] => print_options(game, d),
                ["quit"] | ["exit"] => return self.stop(Stop::Quit),
                ["undo"] if self.state.borrow().history.is_empty() => nothing_to_undo(),
                ["undo"] => return self.stop(Stop::Undo),
                ["save", file] => {
                    let log = self.state.borrow().log.clone();
                    match (self.save)(file, &log, game, d) {
                        Ok(m) => println!("{m}"),
                        Err(e) => println!(
                            "{}",
                            format_en_fr!(en: "not saved: {e}", fr: "non enregistré : {e}")
                        ),
                    }
                }
                _ => match read(&line, d, game) {
                    Ok(r) => {
                        self.state.borrow_mut().later = r.later;
                        return Ok(r.answer);
                    }
                    Err(e) => println!("? {e}"),
                },
            }
        }
    }

    /// At a stop of the person's where they have one option: the trace and the board, then
    /// Enter goes on (the engine takes the option, as ever); the commands work as at a question.
    fn pause(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<(), AgentError> {
        show_trace(game, &mut self.state.borrow_mut());
        self.state.borrow_mut().questions += 1;
        if self.scripted.is_some() {
            return Ok(());
        }
        print!("{}", self.board(game));
        let (player, prompt, name) = (d.player, d.prompt_text(game), d.shown(game, 0));
        println!(
            "{}",
            format_en_fr!(
                en: "{player} {prompt} (only option): {name} — Enter goes on",
                fr: "{player} {prompt} (seule option) : {name} — Entrée pour continuer"
            )
        );
        loop {
            let Some(line) = self.input.borrow_mut().line(&format!("{}> ", d.player)) else {
                return self.stop(Stop::Quit).map(|_| ());
            };
            let words: Vec<&str> = line.split_whitespace().collect();
            if self.stop_command(&words) {
                continue;
            }
            match words.as_slice() {
                [] | ["1"] => return Ok(()),
                ["help"] | ["?"] => help(),
                ["board"] => print!("{}", self.board(game)),
                ["look", what @ ..] if !what.is_empty() => {
                    match look(game, d, &self.board(game), &what.join(" ")) {
                        Ok(card) => print!("{card}"),
                        Err(e) => println!("? {e}"),
                    }
                }
                ["quit"] | ["exit"] => return self.stop(Stop::Quit).map(|_| ()),
                ["undo"] if self.state.borrow().history.is_empty() => nothing_to_undo(),
                ["undo"] => return self.stop(Stop::Undo).map(|_| ()),
                _ => println!(
                    "{}",
                    en_fr!(
                        en: "? one option here: Enter takes it (`help` for the commands)",
                        fr: "? une seule option ici : Entrée la prend (`help` pour les commandes)"
                    )
                ),
            }
        }
    }

    /// `stop`, `stop STEP…`, `unstop STEP…`: the stops shown or changed. Whether the words
    /// were such a command.
    fn stop_command(&mut self, words: &[&str]) -> bool {
        let (add, list) = match words {
            ["stop"] | ["stops"] => (true, String::new()),
            ["stop", rest @ ..] => (true, rest.join(" ")),
            ["unstop", rest @ ..] => (false, rest.join(" ")),
            _ => return false,
        };
        let mut s = self.state.borrow_mut();
        let changed = if add {
            s.stops.add::<R>(&list)
        } else {
            s.stops.remove::<R>(&list)
        };
        match changed {
            Ok(()) => println!("{}", s.stops.describe::<R>()),
            Err(e) => println!("? {e}"),
        }
        true
    }

    fn stop(&mut self, why: Stop) -> Result<Answer, AgentError> {
        self.state.borrow_mut().stop = Some(why.clone());
        Err(AgentError::Unanswered(format!("{why:?}").to_lowercase()))
    }

    fn board(&self, game: &Game<R>) -> String {
        let seen = |p: usize| self.persons.get(p).copied().unwrap_or(false);
        of_game(game, &seen)
    }
}

impl<R: Scenes> Agent<R> for Driver<R> {
    fn decide(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<Answer, AgentError> {
        let seat = d.player.index();
        let answer = if !self.persons.get(seat).copied().unwrap_or(false) {
            self.bots[seat].decide(game, d)?
        } else {
            let replay = {
                let mut s = self.state.borrow_mut();
                let n = s.replayed;
                let again = s.history.get(n).cloned();
                if again.is_some() {
                    s.replayed += 1;
                }
                again
            };
            let unasked = self.state.borrow().stops.unasked(game, d);
            match (replay, unasked) {
                (Some(a), _) => a,
                // No stop here: passed for the person, kept with their answers so that undo
                // plays it again whatever the stops are by then.
                (None, Some(pass)) => {
                    let mut s = self.state.borrow_mut();
                    s.history.push(vec![pass]);
                    s.asked_at.push(game.trace.len());
                    s.replayed += 1;
                    vec![pass]
                }
                (None, None) => {
                    let at = game.trace.len();
                    let a = self.ask(game, d)?;
                    let mut s = self.state.borrow_mut();
                    if !std::mem::take(&mut s.from_line) {
                        let start = s.history.len();
                        s.lines.push(start);
                    }
                    s.history.push(a.clone());
                    s.asked_at.push(at);
                    s.replayed += 1;
                    a
                }
            }
        };
        self.state.borrow_mut().log.answered(game, d, &answer);
        for bot in &mut self.bots {
            bot.observe(game, d, Some(&answer));
        }
        Ok(answer)
    }

    fn observe_forced(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<(), AgentError> {
        let paused = {
            let s = self.state.borrow();
            // Not while the game is played again after undo, nor before what was shown.
            self.persons.get(d.player.index()).copied().unwrap_or(false)
                && s.stops.at(game)
                && s.replayed >= s.history.len()
                && game.trace.len() >= s.shown
        };
        if paused {
            self.pause(game, d)?;
        }
        self.state.borrow_mut().log.answered(game, d, &vec![0]);
        for bot in &mut self.bots {
            bot.observe(game, d, None);
        }
        Ok(())
    }
}

/// The trace lines not shown yet, as the person sees them: another player's hidden cards
/// told, not named (`p2 draws a card`), runs of passes folded (`fold`).
pub fn show_trace<R: Scenes>(game: &Game<R>, s: &mut State) {
    let total = game.trace.len();
    let new = game.trace.iter().enumerate().skip(s.shown);
    for (_, text) in fold(new, s.viewer) {
        println!("{text}");
    }
    s.shown = s.shown.max(total);
}

fn nothing_to_undo() {
    println!(
        "{}",
        en_fr!(
            en: "nothing to undo: no decision answered yet",
            fr: "rien à annuler : aucune décision prise pour l'instant"
        )
    );
}

fn print_options<R: Scenes>(game: &Game<R>, d: &Decision<R>) {
    let how = match (d.min_picks, d.picks) {
        (1, 1) => String::new(),
        (a, b) if a == b => {
            format_en_fr!(en: " (pick {a}, in order)", fr: " (choisissez-en {a}, dans l'ordre)")
        }
        (a, b) => format_en_fr!(
            en: " (pick {a} to {b}; `none` for none)",
            fr: " (choisissez-en de {a} à {b} ; `none` pour aucune)"
        ),
    };
    let (player, prompt) = (d.player, d.prompt_text(game));
    println!(
        "{}",
        format_en_fr!(en: "{player} {prompt}{how}:", fr: "{player} {prompt}{how} :")
    );
    for i in 0..d.options.len() {
        println!("  {}. {}", i + 1, d.shown(game, i));
    }
}

fn help() {
    println!(
        "{}",
        en_fr!(
            en: "answer with an option's number (`2`; several: `1 3`; none: `none`) or its name \
                 as shown (`play fendoir`, `p1 move a, b to base`); a name may be followed by the \
                 answers to the decisions it raises (`play fendoir target officier-pirate`, `play \
                 x at base`).\n\
                 commands: `board` (the board again), `options`, `look CARD` (a card as printed \
                 and as it is now: `look colosse#3`, `look 2` for the card of option 2), `undo` \
                 (back to your last decision), `save FILE` (the game so far as a scenario file), \
                 `stop` (where you are asked; `stop upkeep` stops you there too, `unstop upkeep`, \
                 `stop all`), `quit`.",
            fr: "répondez par le numéro d'une option (`2` ; plusieurs : `1 3` ; aucune : `none`) \
                 ou par son nom tel qu'affiché (`play fendoir`, `p1 move a, b to base`) ; un nom \
                 peut être suivi des réponses aux décisions qu'il soulève (`play fendoir target \
                 officier-pirate`, `play x at base`).\n\
                 commandes : `board` (le plateau à nouveau), `options`, `look CARTE` (une carte \
                 telle qu'imprimée et telle qu'elle est maintenant : `look colosse#3`, `look 2` \
                 pour la carte de l'option 2), `undo` (retour à votre dernière décision), `save \
                 FICHIER` (la partie jusqu'ici en fichier de scénario), `stop` (là où l'on vous \
                 demande d'agir ; `stop upkeep` vous y arrête aussi, `unstop upkeep`, `stop \
                 all`), `quit`."
        )
    );
}
