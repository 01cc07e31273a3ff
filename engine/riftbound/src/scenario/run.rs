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
            if with.is_empty() {
                answered(game, env, cx, pre, &action)
            } else {
                declared(game, env, cx, pre, &action, with)
            }
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
                    let facedown = matches!(game.obj(source).zone, crate::state::Zone::Facedown(_));
                    RulesError::illegal(if facedown {
                        format!("{card} is facedown: it has no activated ability (421.3)")
                    } else {
                        format!("{card} has no activated ability `{ability}` now (376, 718.2)")
                    })
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
                .collect::<Result<_, _>>()?;
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

/// A play that declares optional costs (`with <Keyword>`, 356.2.b.1). The rules offer an
/// optional cost only while it can be paid, once per instance the card has (357.3, 820.1.c.3),
/// so a declaration no offer took is a choice that is not legal at this step: the whole play is
/// cancelled and the game left as it was (358.4) — a refusal, as for a target not offered.
fn declared(
    game: &mut Game,
    env: &mut Env,
    cx: &StepCx<Riftbound>,
    pre: Vec<PreAnswer>,
    action: &Action,
    with: &[String],
) -> Result<(), StepFailure> {
    let before = game.checkpoint();
    cx.pre_answer(pre);
    let result = apply(game, env, action);
    let left = cx.unused_answers();
    if let Err(e) = result {
        // `apply` has undone the play itself.
        game.keep(before);
        return Err(e.into());
    }
    let untaken: Vec<&str> = left
        .iter()
        .filter_map(|p| match p {
            PreAnswer::With(w) => Some(w.as_str()),
            _ => None,
        })
        .collect();
    if !untaken.is_empty() {
        game.restore(before);
        let (Action::Play { card, .. } | Action::PlayHidden { card, .. }) = *action else {
            unreachable!("declared options belong to a play")
        };
        let why = untaken_reason(game, card, with, untaken[0]);
        return Err(RulesError::illegal(why).into());
    }
    game.keep(before);
    if !left.is_empty() {
        return Err(StepFailure::Scenario(format!(
            "these answers were given but no decision asked for them: {left:?}"
        )));
    }
    Ok(())
}

/// Why the declaration `untaken` was not taken: the card has no such optional cost, fewer
/// instances of it than `with` declares (820.1.c.3), or its cost cannot be paid now (357.3).
fn untaken_reason(
    game: &Game,
    card: crate::state::ObjId,
    with: &[String],
    untaken: &str,
) -> String {
    let glossary = &game.catalog.glossary;
    let kw_of = |w: &str| glossary.by_name(w).or_else(|| glossary.by_id(w));
    let kw = kw_of(untaken);
    // An instance payable in several ways (` / `) is one offer a way: count instances.
    let mut instances: Vec<usize> = crate::rules::play_options::offers(game, card)
        .iter()
        .filter(|o| Some(o.kw) == kw)
        .map(|o| o.instance)
        .collect();
    instances.dedup();
    let instances = instances.len();
    let declared = with.iter().filter(|w| kw_of(w) == kw).count();
    let label = game.label(card);
    let why = if instances == 0 {
        format!("{label} offers no optional cost {untaken}")
    } else if declared > instances {
        format!(
            "{untaken} is declared {declared} times, but {label} has {instances} instance(s) of it, each paid once at most (820.1.c.3)"
        )
    } else {
        format!("{untaken} is declared, but its cost cannot be paid now (357.3)")
    };
    format!("{why}: the play is cancelled, nothing happens (356.2.b.1, 358.4)")
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
