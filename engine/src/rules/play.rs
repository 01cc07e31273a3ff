//! Playing a card (349–359): onto the chain as a pending item, choices, total cost, payment,
//! legality, then finalize — a permanent leaves the chain for the board, a spell stays to be
//! resolved.

use super::decide::ask;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::pay::pay;
use super::zones::{Position, move_to};
use crate::model::card::CardKind;
use crate::model::functions::{CHOOSE, RESOLVE};
use crate::query::timing::check_play_timing;
use crate::state::chain::{ChainItem, ChainKind};
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{Game, Location, ObjId, PlayerId, Zone};

pub fn play_card(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
) -> Result<(), RulesError> {
    let label = game.obj(card).label.clone();
    if game.turn.priority != Some(player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {label}: {player} does not hold priority (338)"
        )));
    }
    let from = game.obj(card).zone;
    if from != Zone::Hand(player) && from != Zone::Champion(player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {label}: it is in {}, not in {player}'s hand",
            game.zone_name(from)
        )));
    }
    let kind = game.card(card).kind;
    if !matches!(kind, CardKind::Unit | CardKind::Spell | CardKind::Gear) {
        return Err(RulesError::illegal(format!(
            "{label} is a {kind:?} card: only main-deck cards are played (349)"
        )));
    }
    let closed = game.is_closed();
    // 358.3, checked first: the choices below cannot change a card's timing.
    check_play_timing(game, player, card, closed)
        .map_err(|why| RulesError::illegal(format!("{player} cannot play {label} now: {why}")))?;

    // 354: onto the chain, pending.
    move_to(game, card, Zone::Chain, Position::Bottom);
    let serial = game.next_serial;
    game.next_serial += 1;
    let name = game.card(card).name.clone();
    game.log(format!(
        "{player} plays {label} ({name}) #{serial} (pending)"
    ));
    game.chain.push(ChainItem {
        serial,
        kind: ChainKind::Card { card },
        controller: player,
        pending: true,
        targets: Vec::new(),
        destination: None,
        paid_options: Vec::new(),
        opened_chain: !closed,
    });
    let index = game.chain.len() - 1;

    // 355: choices.
    match kind {
        CardKind::Unit => {
            let dest = choose_location(game, env, player, &label)?;
            game.chain[index].destination = Some(dest);
        }
        CardKind::Gear => game.chain[index].destination = Some(Location::Base(player)),
        _ => {}
    }
    if let Some(script) = game.card(card).script {
        if game.catalog.script(script).functions.contains(CHOOSE) {
            let call = ScriptCall {
                script,
                function: CHOOSE,
                phase: CallPhase::Choose,
                source: card,
                controller: player,
                targets: &[],
            };
            let targets = env.scripts.call(game, env.agent, call)?;
            game.chain[index].targets = targets;
        }
    } else if kind == CardKind::Spell && !game.card(card).text.abilities.is_empty() {
        return Err(RulesError::NotSupported(format!(
            "spell {label} has text but no script to resolve it"
        )));
    }

    // 356–357: total cost, then payment.
    let def = game.card(card);
    let cost = def.cost.resolve_own(&def.domains);
    pay(game, player, &cost, &label)?;

    // 359: finalize.
    game.chain[index].pending = false;
    game.players[player.index()].cards_played_this_turn += 1;
    if kind.is_permanent() {
        let item = game.chain.remove(index);
        let dest = item.destination.unwrap_or(Location::Base(player));
        move_to(game, card, dest.zone(), Position::Bottom);
        let o = game.obj_mut(card);
        o.controller = player;
        // 143.4: units enter exhausted; 149.1: gear enters ready.
        o.exhausted = kind == CardKind::Unit;
        let state = if kind == CardKind::Unit {
            "exhausted"
        } else {
            "ready"
        };
        let at = game.zone_name(dest.zone());
        game.log(format!(
            "  #{serial} {label} enters the board at {at}, {state} (359.2)"
        ));
    } else {
        let script = game.card(card).script;
        if script.is_none_or(|s| !game.catalog.script(s).functions.contains(RESOLVE)) {
            return Err(RulesError::NotSupported(format!(
                "spell {label} has no `{RESOLVE}` function"
            )));
        }
        game.log(format!(
            "  #{serial} {label} finalized on the chain (359.3)"
        ));
    }
    game.turn.passes = 0;
    if let Some(sd) = game.turn.showdown.as_mut() {
        // 348: a play during a showdown restarts the round of passes.
        sd.passes = 0;
    }
    Ok(())
}

/// 355.2: a unit goes to its controller's base or a battlefield they control.
fn choose_location(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    label: &str,
) -> Result<Location, RulesError> {
    let mut options = vec![DecisionOption {
        label: "base".into(),
        value: OptionValue::Location(Location::Base(player)),
    }];
    for (i, bf) in game.battlefields.iter().enumerate() {
        if bf.controller == Some(player) {
            let loc = Location::Battlefield(crate::state::BfId(i as u8));
            options.push(DecisionOption {
                label: game.obj(bf.obj).label.clone(),
                value: OptionValue::Location(loc),
            });
        }
    }
    let decision = Decision::one(
        player,
        DecisionKind::Location,
        format!("location for {label}"),
        options,
    );
    let options = decision.options.clone();
    let answer = ask(game, env.agent, decision)?;
    match options[answer[0]].value {
        OptionValue::Location(l) => Ok(l),
        _ => unreachable!("location options are locations"),
    }
}
