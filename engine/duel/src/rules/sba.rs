//! State-based actions, checked before a player gets priority and repeated until none applies:
//! a player at 0 life or less, or who drew from an empty library, loses; a creature with 0
//! toughness or less goes to its owner's graveyard; a creature with lethal damage is destroyed
//! (it may regenerate, 701.5; an indestructible one is not, and stays with its damage until
//! the damage wears off, so it is not even tried: nothing applies); an Équipement attached to something that is no longer a creature
//! on the battlefield becomes unattached (701.2d); an Aura attached to nothing goes to its
//! owner's graveyard.

use super::destroy::{destroy, to_graveyard};
use super::env::Env;
use super::error::RulesError;
use crate::events::{DuelEvent, label};
use crate::model::card::CardKind;
use crate::query::stats::{indestructible, toughness};
use crate::state::effects::{EffectKind, Modifier};
use crate::state::{Game, ObjId, Zone};
use grimoire_core::en_fr;

/// The subtype of an enchantment that enchants a creature (701.2a: attached as it resolves).
pub const AURA: &str = "Aura";

/// Does every state-based action that applies now, all at once; returns whether any did.
pub fn state_based_actions(game: &mut Game, _env: &mut Env) -> Result<bool, RulesError> {
    if game.turn.winner.is_some() || game.turn.drawn {
        return Ok(false);
    }
    let mut any = false;
    let losers: Vec<_> = game
        .player_ids()
        .filter(|p| {
            let pl = &game.players[p.index()];
            pl.life <= 0 || pl.drew_from_empty
        })
        .collect();
    if !losers.is_empty() {
        for &p in &losers {
            let pl = &game.players[p.index()];
            let why = if pl.life <= 0 {
                en_fr!(en: "0 life or less", fr: "0 point de vie ou moins")
            } else {
                en_fr!(en: "drew from an empty library", fr: "a pioché dans une bibliothèque vide")
            };
            game.emit(|_| DuelEvent::Loses { player: p, why });
        }
        let left: Vec<_> = game.player_ids().filter(|p| !losers.contains(p)).collect();
        if let [w] = left.as_slice() {
            game.turn.winner = Some(*w);
            let w = *w;
            game.emit(|_| DuelEvent::Wins { player: w });
        } else {
            // Every player lost at once: nobody wins; the game stops.
            game.turn.priority = None;
            game.emit(|_| DuelEvent::Draw);
            game.turn.drawn = true;
        }
        return Ok(true);
    }
    // One look at each creature, its toughness worked out once (most checks find nothing).
    // While no effect lowers a toughness, a creature whose card's toughness is above 0 and that
    // has no damage is neither at 0 toughness nor dealt lethal damage: its toughness is not
    // worked out (this runs at every state check, over every creature). A toughness is its
    // card's and the `PowerToughness` modifiers on it (`stats::power_toughness`), nothing else.
    let lowered = game
        .effects
        .iter()
        .any(|e| matches!(e.kind, EffectKind::Rule(Modifier::PowerToughness(_, dt)) if dt < 0));
    let mut zero: Vec<ObjId> = Vec::new();
    let mut lethal: Vec<ObjId> = Vec::new();
    for o in game.objects_in(Zone::Battlefield) {
        let card = game.catalog.card(o.card);
        if card.kind != CardKind::Creature
            || (!lowered && o.damage == 0 && card.toughness.is_some_and(|t| t > 0))
        {
            continue;
        }
        let t = toughness(game, o.id);
        if t <= 0 {
            zero.push(o.id);
        } else if o.damage > 0 && o.damage >= t && !indestructible(game, o.id) {
            // Lethal damage: marked at least its toughness (above 0).
            lethal.push(o.id);
        }
    }
    for o in zero {
        game.emit(|g| DuelEvent::NoToughness { card: label(g, o) });
        to_graveyard(game, o);
        any = true;
    }
    for o in lethal {
        destroy(
            game,
            o,
            en_fr!(en: "lethal damage", fr: "blessures mortelles"),
        );
        any = true;
    }
    let stray: Vec<ObjId> = game
        .objects_in(Zone::Battlefield)
        .filter_map(|o| {
            let to = o.attached_to?;
            let host = game.obj(to);
            let ok = host.zone == Zone::Battlefield
                && game.catalog.card(host.card).kind == CardKind::Creature;
            (!ok).then_some(o.id)
        })
        .collect();
    for o in stray {
        game.obj_mut(o).attached_to = None;
        game.emit(|g| DuelEvent::Unattached { card: label(g, o) });
        any = true;
    }
    // An Aura enchants something or is not on the battlefield: once unattached (what it
    // enchanted left, or stopped being a creature), it falls off, to its owner's graveyard.
    let fallen: Vec<ObjId> = game
        .objects_in(Zone::Battlefield)
        .filter(|o| o.attached_to.is_none() && o.aura)
        .map(|o| o.id)
        .collect();
    for o in fallen {
        game.emit(|g| DuelEvent::AuraFallsOff { card: label(g, o) });
        to_graveyard(game, o);
        any = true;
    }
    Ok(any)
}
