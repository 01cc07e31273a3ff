//! Running the duel's own steps (docs/SCENARIOS.md, duel table): actions with the decisions
//! their steps pre-answer, the combat drivers `attack with`, `block`, `damage`, and `end turn`.
//! A driver passes priority for every player until it reaches its point; it stands or falls
//! as a whole (a refused `attack with` leaves the game as before it, its passes included).

use super::steps::DuelStep;
use crate::Duel;
use crate::query::combat::{why_not_attack, why_not_block};
use crate::rules::{Action, Env, RulesError, apply};
use crate::state::decision::DecisionKind;
use crate::state::{Game, Step};
use grimoire_core::scenario::agent::PreAnswer;
use grimoire_core::scenario::run::{answered, label, pid};
use grimoire_core::scenario::{StepCx, StepFailure};

/// Passes at most this many times in one driver step.
const MAX_PASSES: u32 = 10_000;

pub fn run_step(
    game: &mut Game,
    env: &mut Env,
    cx: &StepCx<Duel>,
    s: &DuelStep,
) -> Result<(), StepFailure> {
    match s {
        DuelStep::Play {
            player,
            card,
            targets,
            mode,
            x,
        } => {
            let card = label(game, card)?;
            let mut pre: Vec<PreAnswer> = x.iter().map(|x| PreAnswer::X(*x)).collect();
            pre.extend(targets.iter().map(|t| PreAnswer::Target(t.clone())));
            pre.extend(mode.iter().map(|m| PreAnswer::Mode(*m)));
            let action = Action::Play {
                player: pid(*player),
                card,
            };
            answered(game, env, cx, pre, &action)
        }
        DuelStep::Activate {
            player,
            card,
            ability,
            targets,
        } => {
            let source = label(game, card)?;
            let index =
                crate::rules::activate::find_ability(game, source, ability).ok_or_else(|| {
                    RulesError::illegal(format!("{card} has no activated ability `{ability}`"))
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
        DuelStep::Attack { player, attackers } => {
            let player = pid(*player);
            if game.turn.player != player {
                return Err(StepFailure::Scenario(format!(
                    "{player} declares attackers only in their own turn"
                )));
            }
            if game.turn.phase > Step::DeclareAttackers {
                return Err(StepFailure::Scenario(
                    "attackers were already declared this turn".into(),
                ));
            }
            let pre = if attackers.is_empty() {
                PreAnswer::NoneOther(DecisionKind::Attackers)
            } else {
                PreAnswer::Pick {
                    kind: DecisionKind::Attackers,
                    about: None,
                    labels: attackers.clone(),
                }
            };
            drive(game, env, cx, vec![pre], Within::ThisTurn, |g| {
                g.turn.phase == Step::DeclareAttackers
                    && g.combat.as_ref().is_some_and(|c| c.declared)
                    || g.turn.phase > Step::DeclareAttackers
            })
        }
        DuelStep::Block { player, blocks } => {
            let player = pid(*player);
            let defender = game.combat.as_ref().map(|c| c.defender);
            if defender.is_some_and(|d| d != player) || game.turn.player == player {
                return Err(StepFailure::Scenario(format!(
                    "{player} is not the defending player"
                )));
            }
            if game.turn.phase >= Step::DeclareBlockers {
                return Err(StepFailure::Scenario(
                    "blockers were already declared this combat".into(),
                ));
            }
            // One pick per blocker: the attackers it blocks.
            let mut by_blocker: Vec<(String, Vec<String>)> = Vec::new();
            for (attacker, blockers) in blocks {
                for b in blockers {
                    match by_blocker.iter_mut().find(|(x, _)| x == b) {
                        Some((_, attacked)) => attacked.push(attacker.clone()),
                        None => by_blocker.push((b.clone(), vec![attacker.clone()])),
                    }
                }
            }
            for (b, _) in &by_blocker {
                label(game, b)?;
            }
            let mut pre: Vec<PreAnswer> = by_blocker
                .into_iter()
                .map(|(b, attacked)| PreAnswer::Pick {
                    kind: DecisionKind::Blockers,
                    about: Some(b),
                    labels: attacked,
                })
                .collect();
            pre.push(PreAnswer::NoneOther(DecisionKind::Blockers));
            drive(game, env, cx, pre, Within::ThisTurn, |g| {
                g.turn.phase == Step::DeclareBlockers
                    && g.combat.as_ref().is_some_and(|c| c.blockers_declared)
                    || g.turn.phase > Step::DeclareBlockers
            })
        }
        DuelStep::Damage => {
            let start = game.turn.phase;
            let active = game.turn.player;
            drive(game, env, cx, vec![], Within::ThisTurn, move |g| {
                let dealing = match g.turn.phase {
                    Step::FirstStrikeDamage => g.combat.as_ref().is_some_and(|c| c.first_strike),
                    Step::CombatDamage => true,
                    _ => false,
                };
                (dealing && g.turn.phase != start && g.chain.is_empty())
                    && g.turn.priority == Some(active)
                    || g.turn.phase > Step::CombatDamage
            })
        }
        DuelStep::Assign { .. } | DuelStep::Arrange { .. } => Err(StepFailure::Scenario(
            "no decision is waiting for this answer".into(),
        )),
    }
}

/// Whether a driver may cross into another turn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Within {
    ThisTurn,
    AnyTurn,
}

/// Every player passes in turn until `reached` holds (or the game ends), with `pre` answering
/// the decisions on the way; all or nothing.
fn drive(
    game: &mut Game,
    env: &mut Env,
    cx: &StepCx<Duel>,
    pre: Vec<PreAnswer>,
    within: Within,
    reached: impl Fn(&Game) -> bool,
) -> Result<(), StepFailure> {
    let checkpoint = game.checkpoint();
    cx.pre_answer(pre);
    let turn = (within == Within::ThisTurn).then_some(game.turn.number);
    let result = passes(game, env, turn, &reached);
    let left = cx.unused_answers();
    // A creature named to attack or block that was never offered the choice cannot do it
    // now: the step is refused like any illegal declaration, saying why.
    let result = result.and_then(|()| match left.first() {
        None => Ok(()),
        Some(PreAnswer::Pick {
            kind,
            about,
            labels,
            ..
        }) => Err(RulesError::illegal(why_not(game, *kind, about.as_deref(), labels)).into()),
        Some(_) => Err(StepFailure::Scenario(format!(
            "these answers were given but no decision asked for them: {left:?}"
        ))),
    });
    if result.is_err() {
        game.restore(checkpoint);
    }
    result
}

/// Why the creatures of a pick nobody asked for may not attack or block.
fn why_not(game: &Game, kind: DecisionKind, about: Option<&str>, labels: &[String]) -> String {
    let attackers = game
        .combat
        .as_ref()
        .map_or(Vec::new(), |c| c.attackers.clone());
    let names = match (kind, about) {
        (DecisionKind::Blockers, Some(b)) => vec![b.to_string()],
        _ => labels.to_vec(),
    };
    names
        .iter()
        .map(|l| match game.find_label(l) {
            None => format!("no object is labelled `{l}`"),
            Some(o) if kind == DecisionKind::Blockers => why_not_block(game, o, &attackers),
            Some(o) => why_not_attack(game, o),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn passes(
    game: &mut Game,
    env: &mut Env,
    turn: Option<u32>,
    reached: &impl Fn(&Game) -> bool,
) -> Result<(), StepFailure> {
    for _ in 0..MAX_PASSES {
        if game.turn.winner.is_some() || game.turn.drawn {
            return Ok(());
        }
        if turn.is_some_and(|t| t != game.turn.number) {
            return Err(StepFailure::Scenario(
                "the turn ended before the step's point was reached".into(),
            ));
        }
        if reached(game) {
            return Ok(());
        }
        let Some(p) = game.turn.priority else {
            return Err(StepFailure::Scenario("nobody holds priority".into()));
        };
        apply(game, env, &Action::Pass { player: p })?;
    }
    Err(StepFailure::Scenario(format!(
        "the step's point is not reached after {MAX_PASSES} passes"
    )))
}

/// `end turn`: every player passes, declaring no attackers and no blockers, until the next
/// player's first main phase (after their untap and draw steps) or the end of the game.
pub fn end_turn(game: &mut Game, env: &mut Env, cx: &StepCx<Duel>) -> Result<(), StepFailure> {
    let turn = game.turn.number;
    let pre = vec![
        PreAnswer::NoneOther(DecisionKind::Attackers),
        PreAnswer::NoneOther(DecisionKind::Blockers),
    ];
    drive(game, env, cx, pre, Within::AnyTurn, |g| {
        g.turn.number > turn && g.turn.phase == Step::Main1 && g.turn.priority.is_some()
    })
}
