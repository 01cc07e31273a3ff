//! Playing a game to its end: whoever has priority chooses among the legal actions through
//! their agent, until a player wins or the turn limit is reached (reported as a draw).

use super::decide::ask_ref;
use super::env::Env;
use super::error::RulesError;
use super::journal::Journal;
use crate::ruleset::Ruleset;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{CoreEvent, Game, PlayerId};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    Winner(PlayerId),
    /// The game ended with no winner (every player lost at once).
    Drawn,
    /// Nobody won within the turn limit: a draw, with the turn reached.
    TurnLimit(u32),
}

/// Refused actions in a row before the game is reported as stuck.
const MAX_REFUSED: u32 = 64;

/// Plays until the game ends; `after` sees the game after every action (invariant checks).
/// Actions are applied through a journal (`rules::journal`): each is atomic, as `apply` makes
/// it, without a copy of the game before each.
pub fn play_out<R: Ruleset>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    turn_limit: u32,
    after: &mut dyn FnMut(&Game<R>),
) -> Result<GameEnd, RulesError> {
    let mut journal = Journal::begin(game, env);
    let end = play_journaled(game, env, &mut journal, turn_limit, after);
    journal.finish(env);
    end
}

fn play_journaled<R: Ruleset>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    journal: &mut Journal<R>,
    turn_limit: u32,
    after: &mut dyn FnMut(&Game<R>),
) -> Result<GameEnd, RulesError> {
    let mut refused = 0;
    // The actions and options of one decision after another, in one allocation each.
    let mut actions: Vec<R::Action> = Vec::new();
    let mut options: Vec<DecisionOption<R>> = Vec::new();
    loop {
        if let Some(w) = game.turn.winner {
            return Ok(GameEnd::Winner(w));
        }
        if game.turn.drawn {
            return Ok(GameEnd::Drawn);
        }
        if game.turn.number > turn_limit {
            game.note(|| CoreEvent::TurnLimit(turn_limit));
            return Ok(GameEnd::TurnLimit(turn_limit));
        }
        let Some(p) = actor(game) else {
            return Err(RulesError::illegal(
                "nobody has priority and the game is not over",
            ));
        };
        // The actions go into the decision unnamed: a name is made only if something reads it.
        options.clear();
        R::legal_actions_into(game, env.scripts, &mut actions);
        options.extend(actions.drain(..).map(DecisionOption::action));
        let mut d = Decision::one(
            p,
            DecisionKind::Action,
            crate::en_fr!(en: "acts", fr: "agit"),
            std::mem::take(&mut options),
        );
        let i = ask_ref(game, env.agent, &d)?[0];
        let OptionValue::Action(action) = d.options.swap_remove(i).value else {
            unreachable!("an action decision offers actions");
        };
        options = std::mem::take(&mut d.options);
        match journal.apply(game, env, &action) {
            Ok(()) => {
                refused = 0;
                after(game);
            }
            // A legal action can still end illegal through a later choice of the same player
            // (a target whose extra cost then cannot be paid): the action is undone, as `apply`
            // guarantees, and the player acts again. A player stuck that way is an engine
            // fault, reported.
            Err(RulesError::Illegal(why)) if refused < MAX_REFUSED => {
                refused += 1;
                game.note(|| CoreEvent::Undone { player: p, why });
            }
            Err(e) => return Err(e),
        }
    }
}

/// The player with priority, if the game goes on.
pub fn actor<R: Ruleset>(game: &Game<R>) -> Option<PlayerId> {
    (game.turn.winner.is_none() && !game.turn.drawn)
        .then_some(game.turn.priority)
        .flatten()
}
