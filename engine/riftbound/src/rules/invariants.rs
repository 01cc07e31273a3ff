//! Invariants of a game in progress, checked by tests after every step and by simulations on
//! demand: cards never vanish or duplicate, zones hold what they may, resources never go
//! negative, the chain and its cards agree.

use crate::model::card::{CardKind, Supertype};
use crate::state::GameExt;
use crate::state::chain::ChainKind;
use crate::state::{BfId, Game, Zone};

/// Every zone of the game, each player's then the shared ones.
pub fn all_zones(game: &Game) -> Vec<Zone> {
    let mut zones = Vec::new();
    for p in game.player_ids() {
        zones.extend([
            Zone::Base(p),
            Zone::Hand(p),
            Zone::Deck(p),
            Zone::RuneDeck(p),
            Zone::Trash(p),
            Zone::Banishment(p),
            Zone::Champion(p),
            Zone::Legend(p),
        ]);
    }
    for i in 0..game.battlefields.len() {
        zones.push(Zone::Battlefield(BfId(i as u8)));
        zones.push(Zone::Facedown(BfId(i as u8)));
    }
    zones.extend([Zone::BattlefieldCards, Zone::Chain]);
    zones
}

/// `Ok` when every invariant holds; otherwise the first broken one, described.
pub fn check(game: &Game, cards_per_player: &[usize]) -> Result<(), String> {
    // The zone index the queries below read agrees with the objects.
    game.check_zone_index()?;
    // Every card a player owns is in exactly one zone, and none is lost or added.
    let zones = all_zones(game);
    let mut seen = vec![0u32; game.objects.len()];
    for &z in &zones {
        for o in game.in_zone(z) {
            seen[o.index()] += 1;
        }
    }
    for o in &game.objects {
        let token = game.catalog.card(o.card).is(Supertype::Token);
        if seen[o.id.index()] != 1 && !token {
            return Err(format!(
                "{} is in {} zones",
                game.label(o.id),
                seen[o.id.index()]
            ));
        }
    }
    for p in game.player_ids() {
        let owned = game
            .objects
            .iter()
            .filter(|o| o.owner == p && !game.catalog.card(o.card).is(Supertype::Token))
            .count();
        if let Some(&n) = cards_per_player.get(p.index())
            && owned != n
        {
            return Err(format!("{p} owns {owned} cards, started with {n}"));
        }
    }
    for o in &game.objects {
        // Private and personal zones hold only their owner's cards (108).
        let owner_zone = match o.zone {
            Zone::Hand(p)
            | Zone::Deck(p)
            | Zone::RuneDeck(p)
            | Zone::Trash(p)
            | Zone::Banishment(p)
            | Zone::Champion(p)
            | Zone::Legend(p) => Some(p),
            _ => None,
        };
        if owner_zone.is_some_and(|p| p != o.owner) {
            return Err(format!(
                "{} (owned by {}) is in {}",
                game.label(o.id),
                o.owner,
                game.zone_name(o.zone)
            ));
        }
        if o.damage < 0 || o.buffs < 0 {
            return Err(format!("{} has negative damage or buffs", game.label(o.id)));
        }
        let kind = game.catalog.card(o.card).kind;
        if matches!(o.zone, Zone::Battlefield(_))
            && !matches!(kind, CardKind::Unit | CardKind::Gear)
        {
            return Err(format!(
                "{} ({kind:?}) stands at a battlefield",
                game.label(o.id)
            ));
        }
        if let Some(u) = o.attached_to
            && (game.obj(u).zone != o.zone || !o.zone.is_location())
        {
            return Err(format!(
                "{} is attached to {} elsewhere",
                game.label(o.id),
                game.label(u)
            ));
        }
    }
    // The chain and the chain zone agree (328).
    let on_chain: Vec<_> = game
        .chain
        .iter()
        .filter_map(|i| {
            if let ChainKind::Card { card } = i.kind {
                Some(card)
            } else {
                None
            }
        })
        .collect();
    let in_zone = game.in_zone(Zone::Chain);
    if on_chain.len() != in_zone.len() || !in_zone.iter().all(|c| on_chain.contains(c)) {
        return Err("the chain's card items and the chain zone disagree".into());
    }
    for i in 0..game.battlefields.len() {
        if game.count_in_zone(Zone::Facedown(BfId(i as u8))) > 1 {
            return Err(format!(
                "two facedown cards at {} (107.3.b)",
                game.bf_label(BfId(i as u8))
            ));
        }
    }
    if game.turn.winner.is_none() && game.turn.priority.is_none() {
        return Err("nobody holds priority between actions".into());
    }
    Ok(())
}
