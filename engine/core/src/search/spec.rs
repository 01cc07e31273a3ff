//! Agents named as the command line names them: `random`, `greedy` or `greedy:N` (N redealt
//! copies a weighed answer), `mcts` or `mcts:N` (N continuations a decision).

use super::Searcher;
use super::greedy::GreedyAgent;
use super::mcts::MctsAgent;
use crate::agent::{Agent, RandomAgent};
use crate::code::Code;
use crate::ruleset::Ruleset;
use crate::script::ScriptHost;
use std::fmt;
use std::rc::Rc;

/// The search agent's continuations a decision when `mcts` names no number.
pub const MCTS_BUDGET: u32 = 200;
/// The greedy agent's redealt copies an answer when `greedy` names no number.
pub const GREEDY_SAMPLES: u32 = 4;
/// The largest budget a name may ask for.
const MAX_BUDGET: u32 = 1_000_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AgentSpec {
    Random,
    Greedy(u32),
    Mcts(u32),
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Greedy(n) => write!(f, "greedy:{n}"),
            AgentSpec::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

impl std::str::FromStr for AgentSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        let (name, number) = match s.split_once(':') {
            Some((n, k)) => (n, Some(k)),
            None => (s, None),
        };
        let budget = |default: u32| -> Result<u32, String> {
            let Some(k) = number else {
                return Ok(default);
            };
            match k.trim().parse::<u32>() {
                Ok(n) if (1..=MAX_BUDGET).contains(&n) => Ok(n),
                _ => Err(format!(
                    "agent `{s}`: the number after `{name}:` must be a whole number from 1 to {MAX_BUDGET}"
                )),
            }
        };
        match name {
            "random" if number.is_none() => Ok(AgentSpec::Random),
            "random" => Err(format!("agent `{s}`: `random` takes no number")),
            "greedy" => Ok(AgentSpec::Greedy(budget(GREEDY_SAMPLES)?)),
            "mcts" => Ok(AgentSpec::Mcts(budget(MCTS_BUDGET)?)),
            _ => Err(format!(
                "unknown agent `{s}` (known: random, greedy, greedy:N, mcts, mcts:N)"
            )),
        }
    }
}

impl AgentSpec {
    /// A comma-separated list, one agent a seat: `mcts:500,random`.
    pub fn parse_list(s: &str) -> Result<Vec<AgentSpec>, String> {
        s.split(',').map(str::parse).collect()
    }

    /// Whether the agent searches (needs a script engine of its own).
    pub fn searches(self) -> bool {
        self != AgentSpec::Random
    }

    /// The agent, seeded by `seed`; `tools` gives a searching agent its script engine and the
    /// content's scripts (made once and shared by every agent of a thread).
    pub fn build<R: Ruleset>(
        self,
        seed: u64,
        tools: &mut dyn FnMut() -> (Rc<ScriptHost<R>>, Rc<Code>),
    ) -> Box<dyn Agent<R>> {
        match self {
            AgentSpec::Random => Box::new(RandomAgent::new(seed)),
            AgentSpec::Greedy(samples) => {
                let (host, code) = tools();
                Box::new(GreedyAgent {
                    search: Searcher::new(host, code, seed),
                    samples,
                })
            }
            AgentSpec::Mcts(budget) => {
                let (host, code) = tools();
                Box::new(MctsAgent {
                    search: Searcher::new(host, code, seed),
                    budget,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agents_are_read_as_the_command_line_names_them() {
        assert_eq!(
            AgentSpec::parse_list("mcts:500,random"),
            Ok(vec![AgentSpec::Mcts(500), AgentSpec::Random])
        );
        assert_eq!(
            AgentSpec::parse_list(" greedy , mcts"),
            Ok(vec![
                AgentSpec::Greedy(GREEDY_SAMPLES),
                AgentSpec::Mcts(MCTS_BUDGET)
            ])
        );
        // Named back as read, with the number said.
        assert_eq!(AgentSpec::Mcts(MCTS_BUDGET).to_string(), "mcts:200");
        assert_eq!(
            "greedy:2".parse::<AgentSpec>().unwrap().to_string(),
            "greedy:2"
        );
        for bad in ["mcts:0", "mcts:x", "mcts:", "random:3", "minimax", ""] {
            let e = bad.parse::<AgentSpec>().unwrap_err();
            assert!(e.contains("agent"), "{bad}: {e}");
        }
        assert!(
            "alpha"
                .parse::<AgentSpec>()
                .unwrap_err()
                .contains("known: random, greedy")
        );
    }
}
