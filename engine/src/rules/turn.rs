//! The end of a turn and the start of the next (315, 317): the parts the skeleton needs.
//! Scoring, showdowns and burn out belong to the full game procedure.

use super::cards::draw;
use super::chain::{pass, settle};
use super::env::Env;
use super::error::RulesError;
use super::scoring::hold_all;
use super::zones::{Position, move_to};
use crate::model::card::CardKind;
use crate::state::effects::Duration;
use crate::state::game::Phase;
use crate::state::player::RunePool;
use crate::state::{Game, Zone};

/// Every player passes whenever they hold priority until the chain is empty, then the turn
/// ends and the next one runs up to its Main Phase (scenarios.md `end turn`).
pub fn end_turn(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    // Guard: a chain or showdown always ends after finitely many passes, but a looping card
    // must not hang the engine.
    let mut guard = 0;
    while let (true, Some(p)) = (
        !game.chain.is_empty() || game.turn.showdown.is_some(),
        game.turn.priority,
    ) {
        pass(game, env, p)?;
        if game.turn.winner.is_some() {
            return Ok(());
        }
        guard += 1;
        if guard > 10_000 {
            return Err(RulesError::NotSupported(
                "a turn that does not end after 10,000 passes".into(),
            ));
        }
    }
    if game.turn.phase != Phase::Main {
        return Err(RulesError::illegal(
            "the turn ends from the Main Phase (316.6)",
        ));
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
    }
    game.log(
        "  expiration step: units healed, \"this turn\" effects end, rune pools empty (317.2)",
    );
    settle(game, env)?;
    start_turn(game, env)
}

/// 315: the next player's turn: Awaken, Beginning, Channel, Draw, then the Main Phase.
fn start_turn(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let p = game.next_player(game.turn.player);
    game.turn.player = p;
    game.turn.number += 1;
    run_start_of_turn(game, env)
}

/// 315 for the current turn player, up to the Main Phase with their priority.
pub fn run_start_of_turn(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let p = game.turn.player;
    game.turn.priority = None;
    for pl in &mut game.players {
        pl.cards_played_this_turn = 0;
        pl.scored.clear();
    }
    let first_turn = game.players[p.index()].turns_taken == 0;
    game.players[p.index()].turns_taken += 1;
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
    // 315.2.b: the Scoring Step.
    hold_all(game);
    settle(game, env)?;
    if game.turn.winner.is_some() {
        return Ok(());
    }
    // 315.3: channel 2 runes; 480.7: one more on the last player's first turn.
    game.turn.phase = Phase::Channel;
    let last =
        game.first_player_of_round() != p && game.next_player(p) == game.first_player_of_round();
    let extra = if first_turn && last {
        game.mode.extra_runes_last_player as usize
    } else {
        0
    };
    for rune in game.in_zone(Zone::RuneDeck(p)).into_iter().take(2 + extra) {
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
    settle(game, env)?;
    game.turn.phase = Phase::Main;
    settle(game, env)
}
