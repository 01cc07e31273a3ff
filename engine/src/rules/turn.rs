//! The end of a turn and the start of the next (315, 317): the parts the skeleton needs.
//! Scoring, showdowns and burn out belong to the full game procedure.

use super::cards::draw;
use super::chain::{pass, settle};
use super::env::Env;
use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::model::card::CardKind;
use crate::state::effects::Duration;
use crate::state::game::Phase;
use crate::state::player::RunePool;
use crate::state::{Game, Zone};

/// Every player passes whenever they hold priority until the chain is empty, then the turn
/// ends and the next one runs up to its Main Phase (scenarios.md `end turn`).
pub fn end_turn(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    while let (false, Some(p)) = (game.chain.is_empty(), game.turn.priority) {
        pass(game, env, p)?;
        if game.turn.winner.is_some() {
            return Ok(());
        }
    }
    let ending = game.turn.player;
    game.log(format!("{ending} ends turn {}", game.turn.number));
    // 317.2: Expiration Step — heal, "this turn" effects expire, rune pools empty.
    game.turn.phase = Phase::Ending;
    for o in game.objects.iter_mut().filter(|o| o.zone.is_location()) {
        o.damage = 0;
    }
    game.effects.retain(|e| e.duration != Duration::Turn);
    for p in &mut game.players {
        p.pool = RunePool::default();
        p.cards_played_this_turn = 0;
    }
    game.log(
        "  expiration step: units healed, \"this turn\" effects end, rune pools empty (317.2)",
    );
    settle(game, env)?;
    start_turn(game, env)
}

/// 315: Awaken, Beginning, Channel, Draw, then the Main Phase with the turn player's priority.
fn start_turn(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let p = game.next_player(game.turn.player);
    game.turn.player = p;
    game.turn.number += 1;
    game.turn.priority = None;
    game.log(format!("turn {} begins: {p}", game.turn.number));
    // 315.1: ready everything the turn player controls.
    game.turn.phase = Phase::Awaken;
    for o in game
        .objects
        .iter_mut()
        .filter(|o| o.controller == p && o.zone.is_location())
    {
        o.exhausted = false;
    }
    game.log(format!(
        "  awaken: {p} readies everything they control (315.1)"
    ));
    game.turn.phase = Phase::Beginning;
    settle(game, env)?;
    // 315.3: channel 2 runes.
    game.turn.phase = Phase::Channel;
    for rune in game.in_zone(Zone::RuneDeck(p)).into_iter().take(2) {
        if game.card(rune).kind == CardKind::Rune {
            move_to(game, rune, Zone::Base(p), Position::Bottom);
            let label = game.obj(rune).label.clone();
            game.log(format!("  {p} channels {label}"));
        }
    }
    // 315.4: draw 1, then rune pools empty.
    game.turn.phase = Phase::Draw;
    draw(game, p, 1);
    for pl in &mut game.players {
        pl.pool = RunePool::default();
    }
    game.turn.phase = Phase::Main;
    settle(game, env)
}
