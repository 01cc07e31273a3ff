//! Running Riftbound's own steps: each action with the decisions its step pre-answers, and
//! `end turn` (docs/SCENARIOS.md).

use super::steps::RiftStep;
use crate::Riftbound;
use crate::rules::{Action, Env, RulesError, apply};
use crate::state::game::Phase;
use crate::state::{BfId, Game, Location, PlayerId};
use grimoire_core::scenario::StepCx;
use grimoire_core::scenario::StepFailure;
use grimoire_core::scenario::agent::PreAnswer;
use grimoire_core::scenario::run::{answered, label, pid};

pub fn run_step(
    game: &mut Game,
    env: &mut Env,
    cx: &StepCx<Riftbound>,
    s: &RiftStep,
) -> Result<(), StepFailure> {
    match s {
        RiftStep::Play {
            player,
            card,
            at,
            targets,
            mode,
            with,
            hidden,
        } => {
            let card = label(game, card)?;
            let mut pre: Vec<PreAnswer> = at.iter().map(|a| PreAnswer::At(a.clone())).collect();
            pre.extend(targets.iter().map(|t| PreAnswer::Target(t.clone())));
            pre.extend(mode.iter().map(|m| PreAnswer::Mode(*m)));
            pre.extend(with.iter().map(|w| PreAnswer::With(w.clone())));
            let player = pid(*player);
            let action = if *hidden {
                Action::PlayHidden { player, card }
            } else {
                Action::Play { player, card }
            };
            answered(game, env, cx, pre, &action)
        }
        RiftStep::Assign { .. } => Err(StepFailure::Scenario(
            "no decision is waiting for this answer".into(),
        )),
        RiftStep::Activate {
            player,
            card,
            ability,
            targets,
        } => {
            let source = label(game, card)?;
            let index =
                crate::rules::activate::find_ability(game, source, ability).ok_or_else(|| {
                    RulesError::illegal(format!(
                        "{card} has no activated ability `{ability}` now (376, 718.2)"
                    ))
                })?;
            let pre = targets
                .iter()
                .map(|t| PreAnswer::Target(t.clone()))
                .collect();
            let action = Action::Activate {
                player: pid(*player),
                source,
                ability: index,
            };
            answered(game, env, cx, pre, &action)
        }
        RiftStep::Move { player, units, to } => {
            let units = units
                .iter()
                .map(|u| label(game, u))
                .collect::<Result<Vec<_>, _>>()?;
            let to = location(game, pid(*player), to)?;
            let action = Action::Move {
                player: pid(*player),
                units,
                to,
            };
            Ok(apply(game, env, &action)?)
        }
        RiftStep::Hide { player, card, at } => {
            let card = label(game, card)?;
            let Location::Battlefield(at) = location(game, pid(*player), at)? else {
                return Err(
                    RulesError::illegal("a card is hidden at a battlefield (811.1.b)").into(),
                );
            };
            let action = Action::Hide {
                player: pid(*player),
                card,
                at,
            };
            Ok(apply(game, env, &action)?)
        }
    }
}

/// `end turn`: every player passes whenever they hold priority or focus, the turn player ends
/// the turn, and so on until the next turn's Main Phase begins or the game ends.
pub fn end_turn(game: &mut Game, env: &mut Env) -> Result<(), StepFailure> {
    let turn = game.turn.number;
    let mut guard = 0;
    loop {
        if game.turn.winner.is_some() {
            return Ok(());
        }
        let settled = game.chain.is_empty() && game.showdown.is_none();
        if settled && game.turn.phase == Phase::Main {
            if game.turn.number > turn {
                return Ok(());
            }
            apply(game, env, &Action::EndTurn)?;
        } else {
            let Some(p) = game.turn.priority else {
                return Err(StepFailure::Scenario("nobody holds priority".into()));
            };
            apply(game, env, &Action::Pass { player: p })?;
        }
        guard += 1;
        if guard > 10_000 {
            return Err(StepFailure::Scenario(
                "the turn does not end after 10,000 passes".into(),
            ));
        }
    }
}

/// `base` (the acting player's) or a battlefield's label or card id.
fn location(game: &Game, player: PlayerId, name: &str) -> Result<Location, StepFailure> {
    if name == "base" {
        return Ok(Location::Base(player));
    }
    game.battlefields
        .iter()
        .position(|b| **game.label(b.obj) == *name || game.card(b.obj).id == name)
        .map(|i| Location::Battlefield(BfId(i as u8)))
        .ok_or_else(|| StepFailure::Scenario(format!("no battlefield `{name}` in play")))
}
