//! Who sits where in a simulation: one agent named a seat (`--agents mcts:500,random`), turned
//! round by one seat each game, so that over two games each deck is played by each agent and
//! a deck's strength is not taken for an agent's. Seat `i`'s agent is seeded
//! `agent_seed(seed, i)` whatever it is: with random agents at both seats (the default),
//! every game is the game it always was.

use super::agent_seed;
use crate::agent::{Agent, Seats};
use crate::code::Code;
use crate::ruleset::Ruleset;
use crate::script::ScriptHost;
use crate::search::AgentSpec;
use std::rc::Rc;

/// The agent of `seat` in the game of index `k`: the list turned round by `k` seats.
pub fn agent_at(agents: usize, k: u64, seat: usize) -> usize {
    let n = agents.max(1);
    (seat + (k % n as u64) as usize) % n
}

/// The agents of the game of index `k` and `seed`, one a seat, as `Seats`. `tools` gives the
/// searching agents a script engine of their own and the content's scripts.
pub fn seats_for<R: Ruleset>(
    agents: &[AgentSpec],
    k: u64,
    seed: u64,
    tools: &mut dyn FnMut() -> (Rc<ScriptHost<R>>, Rc<Code>),
) -> Box<dyn Agent<R>> {
    let seats: Vec<Box<dyn Agent<R>>> = (0..agents.len())
        .map(|i| agents[agent_at(agents.len(), k, i)].build(agent_seed(seed, i as u64), tools))
        .collect();
    Box::new(Seats(seats))
}

/// Made once a thread, when a searching agent first needs them: a script engine for the
/// agents' continuations (apart from the game's, whose step budget a continuation run from
/// inside a script's choice would otherwise spend) and the content's scripts.
pub struct Tools<R: Ruleset> {
    code: Rc<Code>,
    host: Option<Rc<ScriptHost<R>>>,
}

impl<R: Ruleset> Tools<R> {
    pub fn new(code: Rc<Code>) -> Self {
        Tools { code, host: None }
    }

    pub fn get(&mut self) -> (Rc<ScriptHost<R>>, Rc<Code>) {
        let host = self
            .host
            .get_or_insert_with(|| Rc::new(ScriptHost::new()))
            .clone();
        (host, self.code.clone())
    }
}
