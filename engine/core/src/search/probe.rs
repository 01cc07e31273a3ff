//! Positions to put a search agent to the test, for any ruleset: the game as it stands at a
//! player's n-th choice of an action in a seeded random game, and a copy of a game that differs
//! from it only in what a player cannot see. A search agent must weigh both the same
//! (`tests/search_agents.rs` of each game). And the games a search agent wins against the
//! random one, for the tests that keep it playing to win.

use crate::agent::{Agent, AgentError, RandomAgent, Seats};
use crate::code::Code;
use crate::model::card::CardKey;
use crate::model::catalog::Deck;
use crate::rules::ScriptRunner;
use crate::rules::autoplay::GameEnd;
use crate::ruleset::Ruleset;
use crate::script::ScriptHost;
use crate::sim::{Options, play_from, random_seats};
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::{Game, ObjId, PlayerId};
use std::cell::RefCell;
use std::rc::Rc;

type Found<R> = Rc<RefCell<Option<(Game<R>, Decision<R>)>>>;

/// Random seats that stop the game at `player`'s `nth` (from 0) action decision with more
/// than one option, keeping the game and the decision.
struct Stop<R: Ruleset> {
    seats: Box<dyn Agent<R>>,
    player: PlayerId,
    left: usize,
    found: Found<R>,
}

impl<R: Ruleset> Agent<R> for Stop<R> {
    fn decide(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<Answer, AgentError> {
        if d.kind == DecisionKind::Action && d.player == self.player {
            if self.left == 0 {
                *self.found.borrow_mut() = Some((game.clone(), d.clone()));
                return Err(AgentError::Unanswered("the position is found".into()));
            }
            self.left -= 1;
        }
        self.seats.decide(game, d)
    }
}

/// The game of `seed` between random seats, as it stands when `player` chooses an action for
/// the `nth` time (from 0) among several; `None` if the game ends first.
pub fn position_at<R: Ruleset>(
    template: &Game<R>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    player: PlayerId,
    nth: usize,
) -> Option<(Game<R>, Decision<R>)> {
    let found: Found<R> = Rc::new(RefCell::new(None));
    let stop = Stop {
        seats: random_seats(seed, decks.len()),
        player,
        left: nth,
        found: found.clone(),
    };
    let options = Options {
        turn_limit: 200,
        check: false,
        trace: false,
    };
    let _ = play_from(template, scripts, decks, seed, options, Box::new(stop));
    found.take()
}

/// A copy of `game` in which, for `viewer`, an opponent's card in hand and a different card
/// of that opponent's deck have changed places, and two different cards of `viewer`'s own
/// deck too: the same game as far as `viewer` can see. `None` when no such cards are there.
pub fn unseen_swapped<R: Ruleset>(game: &Game<R>, viewer: PlayerId) -> Option<Game<R>> {
    let pools = R::hidden_pools(game, viewer);
    let mut copy = game.clone();
    let mut swapped = false;
    for pool in &pools {
        let objects: Vec<ObjId> = pool
            .iter()
            .flat_map(|&z| game.zone_slice(z).iter().copied())
            .collect();
        let first = objects.first().copied();
        let other = objects
            .iter()
            .rev()
            .copied()
            .find(|&o| Some(game.obj(o).card) != first.map(|f| game.obj(f).card));
        if let (Some(a), Some(b)) = (first, other) {
            let (ca, cb): (CardKey, CardKey) = (game.obj(a).card, game.obj(b).card);
            copy.recast(a, cb, None);
            copy.recast(b, ca, None);
            swapped = true;
        }
    }
    if swapped {
        R::redealt(&mut copy);
    }
    swapped.then_some(copy)
}

/// Games `0..games` of `decks` from `template` between the search agent with `budget`
/// continuations a decision and the random agent, the search agent in seat 0 in even games and
/// in seat 1 in odd ones: how many the search agent won.
pub fn mcts_wins_against_random<R: Ruleset>(
    template: &Game<R>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    tools: (Rc<ScriptHost<R>>, Rc<Code>),
    budget: u32,
    games: u64,
) -> u64 {
    let mut wins = 0;
    for seed in 0..games {
        let searcher = (seed % 2) as usize;
        let seats: Vec<Box<dyn Agent<R>>> = (0..2)
            .map(|seat| -> Box<dyn Agent<R>> {
                if seat == searcher {
                    Box::new(super::mcts::MctsAgent {
                        search: super::Searcher::new(tools.0.clone(), tools.1.clone(), 100 + seed),
                        budget,
                    })
                } else {
                    Box::new(RandomAgent::new(200 + seed))
                }
            })
            .collect();
        let options = Options {
            turn_limit: 200,
            check: false,
            trace: false,
        };
        let played = play_from(
            template,
            scripts,
            decks,
            seed,
            options,
            Box::new(Seats(seats)),
        );
        if let Ok(p) = played
            && matches!(p.end, Ok(GameEnd::Winner(w)) if w.index() == searcher)
        {
            wins += 1;
        }
    }
    wins
}
