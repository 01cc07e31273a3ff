//! How a computer player's continuations play a duel (`Ruleset::playout`, docs/SIMULATION.md,
//! "Agents"): a cheap policy instead of uniformly random answers, so that a continuation plays
//! like a game — lands played, spells cast, attacks where no blocker waits to win the
//! exchange, blocks that a blocker survives or that save the game — and judges the answer
//! weighed before it better. Random play passes most of its turns and throws its creatures
//! into blocks at random, and then one answer's continuations say little of it. Each rule
//! leaves a share to chance (`rng`), so continuations differ. It reads the continuation's copy,
//! already redealt from the searching player's view (`grimoire_core::search::hidden`).

use super::Action;
use crate::query::combat::{can_block, creatures_of};
use crate::query::stats::power_toughness;
use crate::state::decision::{Answer, Decision, DecisionKind, OptionValue};
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::state::rng::GameRng;

/// One chance in `n`.
fn one_in(rng: &mut GameRng, n: u64) -> bool {
    rng.below(n) == 0
}

/// The policy's answer, or `None` where uniformly random answers are left to play.
pub fn playout(game: &Game, d: &Decision, rng: &mut GameRng) -> Option<Answer> {
    match d.kind {
        DecisionKind::Action => act(game, d, rng),
        DecisionKind::Attackers => attack(game, d, rng),
        DecisionKind::Blockers => block(game, d, rng),
        _ => None,
    }
}

/// With priority: a land if one may be played, otherwise mostly
/// something rather than a pass (one pass in four, so that a loop of free activations ends).
fn act(game: &Game, d: &Decision, rng: &mut GameRng) -> Option<Answer> {
    let mut doing = Vec::new();
    for (i, o) in d.options.iter().enumerate() {
        match &o.value {
            OptionValue::Action(Action::Play { card, .. })
                if game.card(*card).kind == crate::model::card::CardKind::Land =>
            {
                return Some(vec![i]);
            }
            OptionValue::Action(Action::Pass { .. }) => {}
            OptionValue::Action(_) => doing.push(i),
            _ => return None,
        }
    }
    let pass = d
        .options
        .iter()
        .position(|o| matches!(o.value, OptionValue::Action(Action::Pass { .. })))?;
    if doing.is_empty() || one_in(rng, 4) {
        return Some(vec![pass]);
    }
    Some(vec![doing[rng.below(doing.len() as u64) as usize]])
}

fn stats(game: &Game, o: ObjId) -> (i32, i32) {
    power_toughness(game, o).unwrap_or((0, 0))
}

/// Whether `blocker` may block `attacker` and kill it in the exchange without dying.
fn wins_exchange(game: &Game, blocker: ObjId, attacker: ObjId) -> bool {
    let (ap, at) = stats(game, attacker);
    let (bp, bt) = stats(game, blocker);
    can_block(game, blocker, attacker) && bp >= at && bt > ap
}

/// Attackers: each creature with power that no untapped creature of the defender may block
/// and win the exchange against, one choice in eight the other way.
fn attack(game: &Game, d: &Decision, rng: &mut GameRng) -> Option<Answer> {
    let defender = defender_of(game, d.player);
    let blockers = creatures_of(game, defender);
    let mut out = Vec::new();
    for (i, o) in d.options.iter().enumerate() {
        let OptionValue::Object(a) = o.value else {
            return None;
        };
        let safe = stats(game, a).0 > 0 && !blockers.iter().any(|&b| wins_exchange(game, b, a));
        if safe != one_in(rng, 8) {
            out.push(i);
        }
    }
    (out.len() >= d.min_picks && out.len() <= d.picks).then_some(out)
}

fn defender_of(game: &Game, attacker: PlayerId) -> PlayerId {
    game.player_ids()
        .find(|&p| p != attacker)
        .unwrap_or(attacker)
}

/// One blocker's blocks: the attacker it kills and survives, else one it survives, else —
/// when the unblocked attackers would take the rest of the defender's life — the strongest
/// (a chump block); otherwise a trade one time in two, and no block.
fn block(game: &Game, d: &Decision, rng: &mut GameRng) -> Option<Answer> {
    let blocker = d.about?;
    if d.picks == 0 {
        return None;
    }
    let (bp, bt) = stats(game, blocker);
    let mut attackers = Vec::new();
    for o in &d.options {
        let OptionValue::Object(a) = o.value else {
            return None;
        };
        attackers.push(a);
    }
    let pick = |f: &dyn Fn(i32, i32) -> bool| {
        attackers
            .iter()
            .enumerate()
            .filter(|&(_, &a)| {
                let (ap, at) = stats(game, a);
                f(ap, at)
            })
            .max_by_key(|&(_, &a)| stats(game, a).0)
            .map(|(i, _)| vec![i])
    };
    if let Some(a) = pick(&|ap, at| bp >= at && bt > ap) {
        return Some(a);
    }
    if let Some(a) = pick(&|ap, _| bt > ap) {
        return Some(a);
    }
    let incoming: i32 = game
        .combat
        .as_ref()
        .map(|c| c.attackers.iter().map(|&a| stats(game, a).0.max(0)).sum())
        .unwrap_or(0);
    if incoming >= game.players[d.player.index()].life {
        return pick(&|_, _| true);
    }
    if one_in(rng, 2)
        && let Some(a) = pick(&|_, at| bp >= at)
    {
        return Some(a);
    }
    Some(Vec::new()).filter(|_| d.min_picks == 0)
}
