//! The trace: what happened in a game, one typed event a line, rendered to text only where a
//! person or a snapshot reads it. The core records its own events (decisions, script prints,
//! scenario steps); the ruleset records its game's (`Ruleset::Event`). A game that does not
//! trace (probes, simulations) builds no event at all.

use super::audience::{Audience, Viewer, Visibility};
use super::ids::PlayerId;
use crate::ruleset::Ruleset;
use crate::{en_fr, format_en_fr, write_en_fr};
use std::fmt;
use std::rc::Rc;

/// One line of a trace.
#[derive(Clone, Debug, PartialEq)]
pub enum TraceLine<R: Ruleset> {
    /// What the core records.
    Core(CoreEvent),
    /// What the ruleset records.
    Rules(R::Event),
}

/// The events the core itself records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoreEvent {
    /// A decision with one legal option, taken by the engine: `p1 <prompt> (only option): x`.
    /// `audience`: who may see it (`Ruleset::decision_audience`).
    Forced {
        player: PlayerId,
        prompt: String,
        option: String,
        audience: Audience,
    },
    /// A decision an agent answered: `p1 <prompt>: a, b` (`nothing` for no option); `audience`:
    /// who may see the question and the answer (`Ruleset::decision_audience`).
    Decided {
        player: PlayerId,
        prompt: String,
        chosen: Vec<String>,
        audience: Audience,
    },
    /// A line a script printed (`print`, `debug`), with the card whose script it was.
    Printed { card: Rc<str>, line: String },
    /// A scenario step about to run, as written: `> p1 pass`.
    Step(String),
    /// Why a scenario step failed.
    StepFailed(String),
    /// An `expect refused` step, refused as expected, and why.
    RefusedAsExpected(String),
    /// An `expect fails` step, failed as expected with the state unchanged, and why.
    FailedAsExpected(String),
    /// An answer step the scenario agent took while a decision waited: `> p1 choose x`.
    Answered(String),
    /// An `expect refused` answer step, while a decision waited: not among the legal answers.
    AnswerRefused,
    /// In a game played out, an action a later choice made illegal, undone.
    Undone { player: PlayerId, why: String },
    /// A game played out stopped at the turn limit.
    TurnLimit(u32),
}

impl fmt::Display for CoreEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoreEvent::Forced {
                player,
                prompt,
                option,
                ..
            } => write_en_fr!(
                f,
                en: "  {player} {prompt} (only option): {option}",
                fr: "  {player} {prompt} (seule option) : {option}"
            ),
            CoreEvent::Decided {
                player,
                prompt,
                chosen,
                ..
            } => {
                let chosen = if chosen.is_empty() {
                    en_fr!(en: "nothing", fr: "rien").to_string()
                } else {
                    chosen.join(", ")
                };
                write_en_fr!(
                    f,
                    en: "  {player} {prompt}: {chosen}",
                    fr: "  {player} {prompt} : {chosen}"
                )
            }
            CoreEvent::Printed { card, line } => write!(f, "  [{card}] {line}"),
            CoreEvent::Step(text) | CoreEvent::Answered(text) => write!(f, "> {text}"),
            CoreEvent::StepFailed(why) => {
                write_en_fr!(f, en: "  step failed: {why}", fr: "  étape échouée : {why}")
            }
            CoreEvent::RefusedAsExpected(why) => write_en_fr!(
                f,
                en: "  refused as expected: {why}",
                fr: "  refusé comme prévu : {why}"
            ),
            CoreEvent::FailedAsExpected(why) => write_en_fr!(
                f,
                en: "  failed as expected, state unchanged: {why}",
                fr: "  échec comme prévu, état inchangé : {why}"
            ),
            CoreEvent::AnswerRefused => f.write_str(en_fr!(
                en: "  refused as expected: not among the legal answers",
                fr: "  refusé comme prévu : absent des réponses légales"
            )),
            CoreEvent::Undone { player, why } => write_en_fr!(
                f,
                en: "  {player}'s action was refused and undone: {why}",
                fr: "  l'action de {player} a été refusée et annulée : {why}"
            ),
            CoreEvent::TurnLimit(turns) => write_en_fr!(
                f,
                en: "draw: no winner after {turns} turns",
                fr: "partie nulle : aucun vainqueur après {turns} tours"
            ),
        }
    }
}

/// A decision answered out of sight is told as a choice; a script's print is the engine's; an
/// action undone in a game played out is its player's (why names what they tried).
impl Visibility for CoreEvent {
    fn audience(&self) -> Audience {
        match self {
            CoreEvent::Forced { audience, .. } | CoreEvent::Decided { audience, .. } => *audience,
            CoreEvent::Printed { .. } => Audience::Engine,
            CoreEvent::Undone { player, .. } => Audience::Player(*player),
            _ => Audience::All,
        }
    }

    fn redacted(&self) -> Option<String> {
        match self {
            CoreEvent::Forced { player, .. } | CoreEvent::Decided { player, .. } => {
                Some(format_en_fr!(
                    en: "  {player} makes a hidden choice",
                    fr: "  {player} fait un choix secret"
                ))
            }
            CoreEvent::Undone { player, .. } => Some(format_en_fr!(
                en: "  {player}'s action was refused and undone",
                fr: "  l'action de {player} a été refusée et annulée"
            )),
            _ => None,
        }
    }
}

impl<R: Ruleset> TraceLine<R> {
    /// The line as `viewer` reads it: as written, redacted (`p2 draws a card`), or nothing.
    /// Escaped as every trace line is (`Display`).
    pub fn seen_by(&self, viewer: Viewer) -> Option<String> {
        let line = match self {
            TraceLine::Core(e) => e.seen_by(viewer),
            TraceLine::Rules(e) => e.seen_by(viewer),
        }?;
        Some(match crate::shown::escaped(&line) {
            std::borrow::Cow::Borrowed(_) => line,
            std::borrow::Cow::Owned(e) => e,
        })
    }
}

/// A trace line is shown escaped: a script's print, a scenario's step or a label read at run
/// time may carry a terminal's control sequences (`shown.rs`), and every output of a trace —
/// terminal, JSON, the replay page, snapshots — is made from this.
impl<R: Ruleset> fmt::Display for TraceLine<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        match self {
            TraceLine::Core(e) => write!(crate::shown::Escaping(f), "{e}"),
            TraceLine::Rules(e) => write!(crate::shown::Escaping(f), "{e}"),
        }
    }
}

/// A trace as text, one line an event.
pub fn render<R: Ruleset>(trace: &Trace<R>) -> Vec<String> {
    trace.iter().map(|l| l.to_string()).collect()
}

/// A trace as `viewer` reads it: the lines they may not see redacted or left out.
pub fn render_for<R: Ruleset>(trace: &Trace<R>, viewer: Viewer) -> Vec<String> {
    trace.iter().filter_map(|l| l.seen_by(viewer)).collect()
}

/// Lines in a chunk: a copy of a game copies one pointer a chunk, and the first line it
/// then writes copies at most one chunk's lines.
const CHUNK: usize = 32;

/// The lines of `Lines`, in order.
pub type LinesIter<'a, T> = std::iter::Chain<
    std::iter::FlatMap<
        std::slice::Iter<'a, Rc<[T]>>,
        std::slice::Iter<'a, T>,
        fn(&'a Rc<[T]>) -> std::slice::Iter<'a, T>,
    >,
    std::slice::Iter<'a, T>,
>;

/// A game's trace (`Lines` of trace lines).
pub type Trace<R> = Lines<TraceLine<R>>;

/// Lines kept in chunks shared between a trace and its copies (`Game::clone`, searches), so
/// that a copy does not copy every line. Lines are only ever added, or cut back to an earlier
/// length (`Game::restore`); a chunk shared with another copy is copied before it changes.
pub struct Lines<T> {
    /// Full chunks, never changed again.
    full: Vec<Rc<[T]>>,
    /// The lines after them (fewer than `CHUNK`).
    tail: Rc<Vec<T>>,
}

impl<T: Clone> Default for Lines<T> {
    fn default() -> Self {
        Lines {
            full: Vec::new(),
            tail: Rc::default(),
        }
    }
}

impl<T: Clone> Clone for Lines<T> {
    fn clone(&self) -> Self {
        Lines {
            full: self.full.clone(),
            tail: self.tail.clone(),
        }
    }
}

impl<T: Clone> Lines<T> {
    pub fn len(&self) -> usize {
        self.full.len() * CHUNK + self.tail.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The lines in order.
    pub fn iter(&self) -> LinesIter<'_, T> {
        let chunk: fn(&Rc<[T]>) -> std::slice::Iter<'_, T> = |c| c.iter();
        self.full.iter().flat_map(chunk).chain(self.tail.iter())
    }

    pub fn last(&self) -> Option<&T> {
        match self.tail.last() {
            Some(l) => Some(l),
            None => self.full.last().and_then(|c| c.last()),
        }
    }

    pub fn push(&mut self, line: T) {
        let tail = Rc::make_mut(&mut self.tail);
        tail.push(line);
        if tail.len() == CHUNK {
            let full = std::mem::replace(tail, Vec::with_capacity(CHUNK));
            self.full.push(full.into());
        }
    }

    /// Cuts the trace back to its first `len` lines.
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len() {
            return;
        }
        let chunks = len / CHUNK;
        if chunks < self.full.len() {
            // The tail starts inside a full chunk: its lines before `len` become the tail.
            let kept = self.full[chunks][..len % CHUNK].to_vec();
            self.full.truncate(chunks);
            self.tail = Rc::new(kept);
        } else {
            Rc::make_mut(&mut self.tail).truncate(len % CHUNK);
        }
    }

    /// Empties the trace.
    pub fn clear(&mut self) {
        self.full.clear();
        if !self.tail.is_empty() {
            self.tail = Rc::default();
        }
    }
}

impl<'a, T: Clone> IntoIterator for &'a Lines<T> {
    type Item = &'a T;
    type IntoIter = LinesIter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Clone + PartialEq> PartialEq for Lines<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<T: Clone + fmt::Debug> fmt::Debug for Lines<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod lines_tests {
    use super::Lines;

    fn text(t: &Lines<usize>) -> Vec<usize> {
        t.iter().copied().collect()
    }

    /// Copies share lines but not what is added or cut afterwards.
    #[test]
    fn copies_keep_their_own_lines() {
        let mut a = Lines::default();
        (0..70).for_each(|n| a.push(n));
        let b = a.clone();
        (70..100).for_each(|n| a.push(n));
        assert_eq!((a.len(), b.len()), (100, 70));
        assert_eq!(text(&a), (0..100).collect::<Vec<_>>());
        assert_eq!(text(&b), (0..70).collect::<Vec<_>>());
        let mut c = a.clone();
        c.truncate(40);
        assert_eq!(text(&c), (0..40).collect::<Vec<_>>());
        c.push(999);
        assert_eq!((c.len(), a.len()), (41, 100));
        assert_eq!(b.last(), Some(&69));
        let mut d = b.clone();
        d.truncate(64);
        assert_eq!(d.last(), Some(&63));
        assert_eq!(text(&d), (0..64).collect::<Vec<_>>());
        d.clear();
        assert!(d.is_empty() && b.len() == 70 && b != d);
        assert_eq!(format!("{:?}", c).len(), format!("{:?}", text(&c)).len());
    }
}
