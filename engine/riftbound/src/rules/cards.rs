//! Card-moving game actions: draw (from the top of the main deck), burn out (431).

use super::decide::ask;
use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::agent::Agent;
use crate::events::{BoardEvent, label};
use crate::model::glossary::TriggerEvent;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{Game, ObjId, PlayerId, Zone};

/// Draws `n` cards for `player`, one at a time, tracing each. Drawing from an empty deck burns
/// the player out first (431.1.a), which may ask them which opponent gains the point (431.2.c).
pub fn draw(
    game: &mut Game,
    agent: &mut Box<Agent>,
    player: PlayerId,
    n: u32,
) -> Result<(), RulesError> {
    for _ in 0..n {
        if game.count_in_zone(Zone::Deck(player)) == 0 {
            burn_out(game, agent, player)?;
        }
        let Some(&top) = game.zone_slice(Zone::Deck(player)).first() else {
            game.emit(|_| BoardEvent::CannotDraw(player).into());
            continue;
        };
        move_to(game, top, Zone::Hand(player), Position::Bottom);
        game.emit(|g| {
            BoardEvent::Draws {
                player,
                card: label(g, top),
            }
            .into()
        });
        super::noted::note(game, TriggerEvent::CardDrawn, top);
    }
    Ok(())
}

/// `player` draws `card`, one of theirs out of their deck (« draw it » of a banished card,
/// 427.3.a): to their hand, as a draw (413).
pub fn draw_card(game: &mut Game, player: PlayerId, card: ObjId) {
    move_to(game, card, Zone::Hand(player), Position::Bottom);
    game.emit(|g| {
        BoardEvent::Draws {
            player,
            card: label(g, card),
        }
        .into()
    });
    super::noted::note(game, TriggerEvent::CardDrawn, card);
}

/// 431.2: the trash is recycled into the main deck in random order (431.2.b), and an opponent
/// of the player's choice gains a point (431.2.c): a decision with two opponents or more; with
/// one there is nothing to choose, and nothing is asked.
pub fn burn_out(
    game: &mut Game,
    agent: &mut Box<Agent>,
    player: PlayerId,
) -> Result<(), RulesError> {
    let mut trash = game.in_zone(Zone::Trash(player));
    game.rng.shuffle(&mut trash);
    for &c in &trash {
        move_to(game, c, Zone::Deck(player), Position::Bottom);
    }
    let opponent = choose_opponent(game, agent, player)?;
    game.players[opponent.index()].points += 1;
    game.emit(|g| {
        BoardEvent::BurnsOut {
            player,
            recycled: trash.len(),
            opponent,
            points: g.players[opponent.index()].points,
        }
        .into()
    });
    Ok(())
}

/// 431.2.c: the opponent `player` chooses to gain the point, offered in turn order from the
/// next player.
fn choose_opponent(
    game: &mut Game,
    agent: &mut Box<Agent>,
    player: PlayerId,
) -> Result<PlayerId, RulesError> {
    let next = game.next_player(player);
    if game.players.len() <= 2 {
        return Ok(next);
    }
    let mut opponents = Vec::with_capacity(game.players.len() - 1);
    let mut p = next;
    while p != player {
        opponents.push(p);
        p = game.next_player(p);
    }
    let options = opponents
        .iter()
        .map(|&p| DecisionOption::player(p))
        .collect();
    let d = Decision::one(
        player,
        DecisionKind::Target,
        super::prompt::Prompt::BurnOut { player },
        options,
    );
    Ok(opponents[ask(game, agent, d)?[0]])
}
