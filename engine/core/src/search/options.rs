//! The answers a search weighs for one decision. A decision picking one option is weighed
//! option by option; one picking several (attackers, an order of triggers, cards to set aside)
//! has too many answers to try them all, so a few distinct ones are drawn as a random player
//! would give them, with none and all of them (when allowed) among them.

use crate::agent::{Agent, RandomAgent};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind};

/// The most answers weighed for a decision picking several options.
pub const MAX_SAMPLED: usize = 8;

/// The answers to weigh for `decision`, in a fixed order for the same draws of `random`.
pub fn candidates<R: Ruleset>(
    game: &Game<R>,
    decision: &Decision<R>,
    random: &mut RandomAgent,
) -> Vec<Answer> {
    let n = decision.options.len();
    if decision.picks == 1 && decision.min_picks == 1 {
        return (0..n).map(|i| vec![i]).collect();
    }
    let mut out: Vec<Answer> = Vec::new();
    if decision.kind != DecisionKind::TriggerOrder {
        if decision.min_picks == 0 {
            out.push(Vec::new());
        }
        let most = decision.picks.min(n);
        if most >= decision.min_picks && most > 0 {
            out.push((0..most).collect());
        }
    }
    // Draws that keep giving answers already there end the sampling.
    for _ in 0..MAX_SAMPLED * 4 {
        if out.len() >= MAX_SAMPLED {
            break;
        }
        let Ok(mut a) = random.decide(game, decision) else {
            break;
        };
        if decision.kind != DecisionKind::TriggerOrder {
            a.sort_unstable();
        }
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out
}
