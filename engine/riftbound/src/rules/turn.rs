//! The turn procedure (314–317) as steps the engine advances through by itself whenever no
//! chain, showdown or decision holds it (335.3): a trigger at the start of the Beginning Phase
//! goes on the chain and the procedure waits for it to resolve.

use super::cards::draw;
use super::damage::heal_locations;
use super::env::Env;
use super::error::RulesError;
use super::scoring::hold_all;
use super::triggers::{put_on_chain, triggered_by};
use super::zones::{Position, move_to};
use crate::events::{TurnEvent, label};
use crate::model::card::CardKind;
use crate::model::glossary::TriggerEvent;
use crate::query::scan::locations;
use crate::state::effects::Duration;
use crate::state::game::Phase;
use crate::state::player::RunePool;
use crate::state::{Game, ObjId, Zone};

/// Moves the procedure on while nothing holds it: no winner, no chain, no showdown, not the
/// Main Phase. Each step's own work happens as the step begins.
pub fn advance(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    if game.turn.winner.is_some() || !game.chain.is_empty() || game.showdown.is_some() {
        return Ok(false);
    }
    let p = game.turn.player;
    match game.turn.phase {
        Phase::Main | Phase::Setup => return Ok(false),
        Phase::EndingStep => {
            // 317.2: Expiration Step — heal, "this turn" effects expire, rune pools empty.
            game.turn.phase = Phase::Expiration;
            heal_locations(game);
            game.effects.retain(|e| e.duration != Duration::Turn);
            super::delayed::end_turn(game);
            game.ext.damage_turn.clear();
            for pl in &mut game.players {
                pl.pool = RunePool::default();
                pl.buff_bonus = 0;
                pl.units_enter_ready = false;
                pl.cannot_play = false;
                pl.next_spell_less = 0;
                pl.next_unit_ready = false;
                pl.units_died_this_turn = 0;
            }
            game.emit(|_| TurnEvent::Expiration.into());
        }
        Phase::Expiration => {
            // 317.3: the next player in turn order, after any additional turn queued (737).
            game.turn.player = next_turn(game, p);
            game.turn.number += 1;
            begin_turn(game);
        }
        Phase::Awaken => {
            // 315.2.a: the Beginning Step; 816.1.b: what triggers at its start goes first.
            game.turn.phase = Phase::BeginningStep;
            // In arena order, the order triggers are listed in. Plain loops: most objects
            // asked (runes) trigger nothing, and a chain of iterator adapters over each one's
            // empty list cost more than the question.
            turn_point(game, env, TriggerEvent::BeginningPhase)?;
        }
        Phase::BeginningStep => {
            // 315.2.b: the Scoring Step.
            game.turn.phase = Phase::ScoringStep;
            hold_all(game, env)?;
        }
        Phase::ScoringStep => {
            game.turn.phase = Phase::Channel;
            channel(game);
        }
        Phase::Channel => {
            // 315.4: draw 1, then rune pools empty (166).
            game.turn.phase = Phase::Draw;
            draw(game, env.agent, p, 1)?;
            for pl in &mut game.players {
                pl.pool = RunePool::default();
            }
        }
        Phase::Draw => game.turn.phase = Phase::Main,
    }
    Ok(true)
}

/// What triggers at a point of `p`'s turn (315.2.a, 317.1): the turn player's permanents at a
/// location and their legend, and every battlefield, whose abilities are the turn player's
/// while it has no controller (187.6.b). In arena order, the order triggers are listed in.
/// Plain loops: most objects asked (runes) trigger nothing, and a chain of iterator adapters
/// over each one's empty list cost more than the question.
pub fn turn_point(game: &mut Game, env: &mut Env, event: TriggerEvent) -> Result<(), RulesError> {
    // 391: the delayed abilities waiting for this point of the turn first.
    let waiting = super::delayed::fire_at(game, event);
    if !super::observed::may_trigger_at_all(game, event) {
        if waiting.is_empty() {
            return Ok(());
        }
        return put_on_chain(game, env, waiting);
    }
    let p = game.turn.player;
    let mut mine: smallvec::SmallVec<[ObjId; 32]> = smallvec::SmallVec::new();
    for zone in locations(game).chain([Zone::Legend(p)]) {
        for &o in game.zone_slice(zone) {
            if game.obj(o).controller == p {
                mine.push(o);
            }
        }
    }
    // A battlefield's "at the start of each player's Beginning Phase" (its function reads
    // whose turn it is) triggers at every turn.
    for b in 0..game.battlefields.len() {
        mine.push(game.battlefields[b].obj);
    }
    mine.sort_unstable();
    let mut triggers = waiting;
    for o in mine {
        if crate::query::foreseen::may_trigger(game, o, event) {
            triggers.extend(triggered_by(game, o, event));
        }
    }
    put_on_chain(game, env, triggers)
}

/// 315.1: a turn begins with the Awaken Phase: the turn player readies what they control.
pub fn begin_turn(game: &mut Game) {
    let p = game.turn.player;
    game.ext.firsts.clear();
    game.ext.origins.clear();
    for pl in &mut game.players {
        pl.cards_played_this_turn = 0;
        pl.discarded_this_turn = 0;
        pl.played_this_turn.clear();
        pl.scored.clear();
    }
    game.players[p.index()].turns_taken += 1;
    game.emit(|g| {
        TurnEvent::TurnBegins {
            number: g.turn.number,
            player: p,
        }
        .into()
    });
    game.turn.phase = Phase::Awaken;
    for zone in locations(game) {
        for i in 0..game.zone_slice(zone).len() {
            let o = game.obj_mut(game.zone_slice(zone)[i]);
            if o.controller == p {
                o.exhausted = false;
            }
        }
    }
    // 315.1.b: every game object they control — their legend, which an ability's [E] may have
    // exhausted, and the battlefields they control (187.6.a).
    for i in 0..game.zone_slice(Zone::Legend(p)).len() {
        let legend = game.zone_slice(Zone::Legend(p))[i];
        game.obj_mut(legend).exhausted = false;
    }
    for b in 0..game.battlefields.len() {
        let bf = &game.battlefields[b];
        if bf.controller == Some(p) {
            let obj = bf.obj;
            game.obj_mut(obj).exhausted = false;
        }
    }
    game.emit(|_| TurnEvent::Awakens(p).into());
}

/// 315.3: channel 2 runes; 480.7: one more on the last player's first turn.
fn channel(game: &mut Game) {
    let p = game.turn.player;
    let first = game.turn.first_player;
    let last = first != p && game.next_player(p) == first;
    let extra = if game.players[p.index()].turns_taken == 1 && last {
        game.mode.extra_runes_last_player as usize
    } else {
        0
    };
    let top: smallvec::SmallVec<[ObjId; 4]> = game
        .zone_slice(Zone::RuneDeck(p))
        .iter()
        .take(2 + extra)
        .copied()
        .collect();
    for rune in top {
        if game.card(rune).kind == CardKind::Rune {
            move_to(game, rune, Zone::Base(p), Position::Bottom);
            game.emit(|g| {
                TurnEvent::Channels {
                    player: p,
                    rune: label(g, rune),
                    extra: extra > 0,
                }
                .into()
            });
            super::noted::note(game, TriggerEvent::RuneChanneled, rune);
        }
    }
}

/// Whose turn follows `p`'s: the first additional turn queued (735), the queue returning then
/// to the turn that was due when it began (737); else the next player in turn order (317.3).
fn next_turn(game: &mut Game, p: crate::state::PlayerId) -> crate::state::PlayerId {
    if game.additional_turns.is_empty() {
        return game
            .resume_turns_with
            .take()
            .unwrap_or_else(|| game.next_player(p));
    }
    if game.resume_turns_with.is_none() {
        game.resume_turns_with = Some(game.next_player(p));
    }
    let q = game.additional_turns.remove(0);
    game.emit(|_| TurnEvent::AdditionalTurn(q).into());
    q
}
