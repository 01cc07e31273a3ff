//! `save FILE` in a session: the game so far as a scenario file (docs/SCENARIOS.md), the
//! tester's fastest way to write one. A scenario starts in a turn player's Main Phase with an
//! empty chain, so the file's `[setup]` is the game at the first such moment of the session (the
//! first turn's, after the opening hands), every object under its label in the game; then each
//! decision answered since is a step: an action is its name in the scenario language after its
//! player (`p1 play fendoir`, `p2 pass`, `end turn`), a decision an action raised is `pN choose
//! …` (or `pN assign …` for a damage split); last, `expect` lines pin where the game stands.
//! Decisions the engine took by itself (one option) are taken again by the scenario, but for an
//! action with one option, which a scenario step must still take.
//!
//! What a file cannot say is refused with why, rather than written wrong: an action taken while
//! `end turn` passes (the turn ending, the next one beginning), a save in the middle of an action.
//! The game's random number generator is not in a scenario: an effect that draws from it after
//! the setup may play another way, which running the saved file shows.

use grimoire_core::scenario::ScenarioRules;
use grimoire_core::state::decision::{Answer, Decision, DecisionKind, OptionValue};
use grimoire_core::state::{Game, PlayerId};
use grimoire_core::{en_fr, format_en_fr};

/// What a game adds to be saved: where a scenario can start, its setup, the checks of the end.
pub trait Scenes: ScenarioRules + super::moments::Moments {
    /// Whether a scenario can start here: `player` acts in their own turn's Main Phase with an
    /// empty chain (the first turn: the setup's players then have taken no turn but this one).
    fn clean_start(game: &Game<Self>, player: PlayerId) -> bool;
    /// Whether the game is back in a turn player's open Main Phase after `end turn` from turn
    /// `from`.
    fn turn_ended(game: &Game<Self>, from: u32) -> bool;
    /// The `[setup]` tables (and the top-level keys before them) of the game now.
    fn setup(game: &Game<Self>) -> Result<String, String>;
    /// `expect` assertions (without `expect`) that hold now.
    fn expectations(game: &Game<Self>) -> Vec<String>;
    /// The board's first line when the summary's (`turn 6 (p1), Main phase, …`) does not say
    /// the moment a person is at: a combat or a showdown under way in the phase.
    fn moment(game: &Game<Self>) -> Option<String> {
        let _ = game;
        None
    }
}

/// The steps of the game so far, kept as it is played.
#[derive(Clone, Debug, Default)]
pub struct StepLog {
    /// The `[setup]`, from the first moment a scenario can start at; none before it.
    pub setup: Option<String>,
    pub steps: Vec<String>,
    /// Why the game cannot be written as steps from some point on.
    pub problem: Option<String>,
    /// `end turn` taken in this turn: the passes up to the next turn's Main Phase are the step's.
    ending: Option<u32>,
}

impl StepLog {
    /// Notes `answer` to `d` (for a decision taken by itself, `[0]`).
    pub fn answered<R: Scenes>(&mut self, game: &Game<R>, d: &Decision<R>, answer: &Answer) {
        if self.setup.is_none() {
            if d.kind != DecisionKind::Action || !R::clean_start(game, d.player) {
                return;
            }
            match R::setup(game) {
                Ok(s) => self.setup = Some(s),
                Err(e) => {
                    self.setup = Some(String::new());
                    self.problem = Some(e);
                }
            }
        }
        if self.problem.is_some() {
            return;
        }
        if d.kind != DecisionKind::Action {
            let forced = d.options.len() == 1 && d.picks == 1 && d.min_picks == 1;
            if !forced {
                self.steps.push(choose_step(game, d, answer));
            }
            return;
        }
        let name = d.name(game, answer[0]).into_owned();
        if let Some(from) = self.ending {
            if !R::turn_ended(game, from) {
                if name != "pass" {
                    let (turn, player) = (game.turn.number, d.player);
                    self.problem = Some(format_en_fr!(
                        en: "in turn {turn}, {player} took `{name}` while the turn was ending: a \
                             scenario's `end turn` passes there",
                        fr: "au tour {turn}, {player} a pris `{name}` pendant la fin du tour : le \
                             `end turn` d'un scénario y passe"
                    ));
                }
                return;
            }
            self.ending = None;
        }
        if name == "end turn" {
            self.ending = Some(game.turn.number);
            self.steps.push(name);
        } else {
            self.steps.push(format!("{} {name}", d.player));
        }
    }

    /// The scenario file of the game so far; `game` is where it stands, with `d` waiting.
    pub fn scenario<R: Scenes>(
        &self,
        game: &Game<R>,
        d: &Decision<R>,
        title: &str,
        seed: u64,
    ) -> Result<String, String> {
        let Some(setup) = &self.setup else {
            return Err(en_fr!(
                en: "the game has not reached a turn's Main Phase yet",
                fr: "la partie n'a pas encore atteint la phase principale d'un tour"
            )
            .into());
        };
        if let Some(p) = &self.problem {
            return Err(p.clone());
        }
        if d.kind != DecisionKind::Action {
            return Err(en_fr!(
                en: "save between actions: answer this decision first",
                fr: "enregistrez entre deux actions : répondez d'abord à cette décision"
            )
            .into());
        }
        if let Some(from) = self.ending
            && !R::turn_ended(game, from)
        {
            return Err(en_fr!(
                en: "save once the next turn's Main Phase has begun",
                fr: "enregistrez une fois la phase principale du tour suivant commencée"
            )
            .into());
        }
        let quote = |s: &str| toml::Value::String(s.to_string()).to_string();
        let mut out = format!(
            "# Saved by `grimoire play` (docs/PLAY.md): the game from its first Main Phase, as \
             steps.\ngame = {}\ntitle = {}\n# Name the rule clauses this scenario checks.\nrules \
             = [\"todo\"]\nseed = {seed}\n\n{setup}\n[run]\nsteps = [\n",
            quote(R::NAME),
            quote(title),
        );
        let expects = R::expectations(game)
            .into_iter()
            .map(|e| format!("expect {e}"));
        for s in self.steps.iter().cloned().chain(expects) {
            out.push_str(&format!("  {},\n", quote(&s)));
        }
        out.push_str("]\n");
        Ok(out)
    }
}

/// `pN choose …` for a decision an action raised: the options' names when each names one
/// option only, else their numbers; `pN assign …` for a damage split.
fn choose_step<R: ScenarioRules>(game: &Game<R>, d: &Decision<R>, answer: &Answer) -> String {
    let p = d.player;
    if answer.is_empty() {
        return format!("{p} choose none");
    }
    if let [i] = answer.as_slice()
        && matches!(d.options[*i].value, OptionValue::Split(_))
    {
        return format!("{p} assign {}", d.name(game, *i));
    }
    let names: Vec<String> = (0..d.options.len())
        .map(|i| d.name(game, i).into_owned())
        .collect();
    let plain = |i: usize| {
        let n = &names[i];
        !n.is_empty() && !n.contains(',') && names.iter().filter(|m| *m == n).count() == 1
    };
    let parts: Vec<String> = if answer.iter().all(|&i| plain(i)) {
        answer.iter().map(|&i| names[i].clone()).collect()
    } else {
        answer.iter().map(|&i| (i + 1).to_string()).collect()
    };
    format!("{p} choose {}", parts.join(", "))
}

/// `"<card-id> as <label>[ <word>…]"`, the entry of an object in a setup.
pub fn entry(card: &str, label: &str, words: &[String]) -> String {
    let mut s = if card == label {
        card.to_string()
    } else {
        format!("{card} as {label}")
    };
    for w in words {
        s.push(' ');
        s.push_str(w);
    }
    toml::Value::String(s).to_string()
}

/// `key = [entries]`, or nothing for no entry.
pub fn list(key: &str, entries: &[String]) -> String {
    if entries.is_empty() {
        return String::new();
    }
    format!("{key} = [{}]\n", entries.join(", "))
}
