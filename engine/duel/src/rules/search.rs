//! What the core's computer players read of a duel (docs/SIMULATION.md, "Agents"): which cards
//! a player cannot see, how well a player stands, which card an action plays.

use super::Action;
use crate::query::stats::power_toughness;
use crate::state::{Game, ObjId, PlayerId, Zone};

/// The cards `viewer` cannot tell apart, in pools: each opponent's hand and library together
/// (their cards are known from the deck list, not which is where), and `viewer`'s own library
/// (its order).
pub fn hidden_pools(game: &Game, viewer: PlayerId) -> Vec<Vec<Zone>> {
    let mut pools = vec![vec![Zone::Library(viewer)]];
    for p in game.player_ids().filter(|&p| p != viewer) {
        pools.push(vec![Zone::Hand(p), Zone::Library(p)]);
    }
    pools
}

/// The last recomputation of the static abilities is forgotten after a redeal (it compares
/// what it read, cards included, so it would not be used stale; dropped all the same).
pub fn redealt(game: &mut Game) {
    game.ext.derived = Default::default();
}

/// Life first (a player at 0 loses), then the creatures on the battlefield (power and
/// toughness), the lands and the cards in hand, each as `player`'s less the opponent's: about
/// five life of lead is 1.
pub fn evaluate(game: &Game, player: PlayerId) -> f64 {
    let score = |p: PlayerId| -> f64 {
        let life = game.players[p.index()].life.max(0) as f64;
        let mut board = 0.0;
        let mut permanents = 0.0;
        for &o in game.zone_slice(Zone::Battlefield) {
            if game.obj(o).controller != p {
                continue;
            }
            permanents += 1.0;
            if let Some((power, toughness)) = power_toughness(game, o) {
                board += (power.max(0) + toughness.max(0)) as f64;
            }
        }
        let hand = game.count_in_zone(Zone::Hand(p)) as f64;
        0.2 * life + 0.1 * board + 0.1 * permanents + 0.05 * hand
    };
    grimoire_core::search::against_best_opponent(game, player, score)
}

/// The card a play takes from the hand (a land or a spell); `None` for any other action.
pub fn played_card(action: &Action) -> Option<ObjId> {
    match action {
        Action::Play { card, .. } => Some(*card),
        _ => None,
    }
}
