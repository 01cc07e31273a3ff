//! What the core's computer players read of a Riftbound game (docs/SIMULATION.md, "Agents"):
//! which cards a player cannot see, how well a player stands, which card an action plays.

use super::Action;
use crate::query::board::is_unit;
use crate::query::might::might;
use crate::state::{Game, ObjId, PlayerId, Zone};

/// The cards `viewer` cannot tell apart, in pools: each opponent's hand and main deck together
/// (what is in them is known from the deck list, not which is where), `viewer`'s own main deck
/// (its order), and each rune deck (its order). Cards face down at a battlefield (421) are not
/// redealt: only a card that can be hidden could be there.
pub fn hidden_pools(game: &Game, viewer: PlayerId) -> Vec<Vec<Zone>> {
    let mut pools = vec![vec![Zone::Deck(viewer)], vec![Zone::RuneDeck(viewer)]];
    for p in game.player_ids().filter(|&p| p != viewer) {
        pools.push(vec![Zone::Hand(p), Zone::Deck(p)]);
        pools.push(vec![Zone::RuneDeck(p)]);
    }
    pools
}

/// What the state keeps of objects' cards, forgotten after a redeal: the lists of objects
/// whose card has a continuous or an observing ability or gives discounts, the cleanup's last glance, and the
/// events the arena's cards may trigger on.
pub fn redealt(game: &mut Game) {
    game.continuous_sources = Default::default();
    game.observers = Default::default();
    game.discounters = Default::default();
    game.death_replacers = Default::default();
    game.token_replacers = Default::default();
    game.board_memo = None;
    game.arena_events.forget();
    game.arena_functions.forget();
}

/// Points first (the game is won by them, 467), then battlefields held (they score), Might on
/// the board, and cards in hand, each as `player`'s less the best opponent's: about one point
/// of lead is 1.
pub fn evaluate(game: &Game, player: PlayerId) -> f64 {
    let score = |p: PlayerId| -> f64 {
        let points = game.players[p.index()].points as f64;
        let held = game
            .battlefields
            .iter()
            .filter(|b| b.controller == Some(p))
            .count() as f64;
        let mut board = 0.0;
        let mut zones = vec![Zone::Base(p)];
        zones.extend(
            (0..game.battlefields.len()).map(|b| Zone::Battlefield(crate::state::BfId(b as u8))),
        );
        for z in zones {
            for &o in game.zone_slice(z) {
                if game.obj(o).controller == p && is_unit(game, o) {
                    board += might(game, o).unwrap_or(0).max(0) as f64;
                }
            }
        }
        let hand = game.count_in_zone(Zone::Hand(p)) as f64;
        points + 0.5 * held + 0.15 * board + 0.1 * hand
    };
    grimoire_core::search::against_best_opponent(game, player, score)
}

/// The card a play puts on its way (from hand or from face down); `None` for any other action.
pub fn played_card(action: &Action) -> Option<ObjId> {
    match action {
        Action::Play { card, .. } | Action::PlayHidden { card, .. } => Some(*card),
        _ => None,
    }
}
