//! Playing a card: a land (once a turn, in its controller's main phase with an empty stack), or
//! casting a spell — onto the stack, its X chosen, its targets chosen (`choose`), its cost paid;
//! an instant at any time its controller has priority, any other spell only when they could
//! cast a sorcery. The caster keeps priority.

use super::decide::ask;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::pay::{max_x, pay};
use super::zones::move_to;
use crate::events::{DuelEvent, label};
use crate::model::card::CardKind;
use crate::model::catalogue::ENTERS;
use crate::model::functions::CHOOSE;
use crate::query::timing::sorcery_speed;
use crate::state::chain::{ChainItem, ChainKind, ItemExt};
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{Game, ObjId, PlayerId, Position, Zone};

/// `player` plays `card` from their hand.
pub fn play(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
) -> Result<(), RulesError> {
    let label_of = game.label(card).clone();
    if game.obj(card).zone != Zone::Hand(player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {label_of}: it is not in their hand"
        )));
    }
    if game.card(card).kind == CardKind::Land {
        return play_land(game, player, card);
    }
    cast(game, env, player, card)
}

fn play_land(game: &mut Game, player: PlayerId, card: ObjId) -> Result<(), RulesError> {
    let label_of = game.label(card).clone();
    if !sorcery_speed(game, player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {label_of} now: a land is played in its controller's main phase, with an empty stack"
        )));
    }
    if game.players[player.index()].lands_played >= 1 {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {label_of}: one land a turn"
        )));
    }
    game.players[player.index()].lands_played += 1;
    move_to(game, card, Zone::Battlefield, Position::Bottom);
    game.obj_mut(card).controller = player;
    game.emit(|g| DuelEvent::PlaysLand {
        player,
        card: label(g, card),
    });
    super::triggers::fire(game, card, ENTERS);
    game.turn.passes = 0;
    Ok(())
}

fn cast(game: &mut Game, env: &mut Env, player: PlayerId, card: ObjId) -> Result<(), RulesError> {
    let label_of = game.label(card).clone();
    let kind = game.card(card).kind;
    if kind != CardKind::Instant && !sorcery_speed(game, player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot cast {label_of} now: only an instant is cast at any time; a {} is cast in its controller's main phase, with an empty stack",
            kind.key()
        )));
    }
    let cost = game.card(card).cost;
    move_to(game, card, Zone::Stack, Position::Bottom);
    let serial = game.new_serial();
    let name = game.card(card).shown_name().to_string();
    game.emit(|_| DuelEvent::Casts {
        player,
        card: label_of.clone(),
        name,
        serial,
    });
    let mut item = ChainItem::pending(serial, ChainKind::Card { card }, player, ItemExt::default());
    // X, then targets, then the cost.
    let x = if cost.x > 0 {
        let max = max_x(game, player, &cost);
        let options = (0..=max)
            .map(|n| DecisionOption {
                label: n.to_string(),
                value: OptionValue::Index(n),
            })
            .collect();
        let prompt = super::prompt::Prompt::ChooseX { card };
        let d = Decision::one(player, DecisionKind::Number, prompt, options);
        ask(game, env.agent, d)?[0] as u32
    } else {
        0
    };
    item.ext.x = x;
    game.chain.push(item);
    let index = game.chain.len() - 1;
    if let Some(script) = game.card(card).script
        && game.catalog.script(script).defines(CHOOSE)
    {
        let call = ScriptCall {
            value: x as i32,
            ..ScriptCall::new(script, CHOOSE, CallPhase::Choose, card, player)
        };
        let chosen = env.scripts.call(game, env.agent, call)?;
        let it = &mut game.chain[index];
        it.ext.targeted = !chosen.targets.is_empty();
        it.targets = chosen.targets;
        it.modes = chosen.modes;
    }
    pay(game, player, &cost.with_x(x), &label_of)?;
    game.chain[index].pending = false;
    game.turn.passes = 0;
    game.emit(|_| DuelEvent::OnStack { serial });
    Ok(())
}
