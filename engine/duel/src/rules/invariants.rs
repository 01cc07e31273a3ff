//! What must hold after every action of a legal game (checked by random games): every card is
//! in exactly one zone and none is lost; the stack's cards and the stack agree; no creature
//! with lethal damage (but an indestructible one) or no toughness stays on the battlefield;
//! combat exists only during the combat phase; an attached object is attached to a creature on
//! the battlefield; every effect points at its object as it is, on the battlefield or the
//! stack.

use crate::model::card::CardKind;
use crate::query::stats::{has_lethal_damage, indestructible, toughness};
use crate::state::chain::ChainKind;
use crate::state::{Game, Step, Zone};

pub fn check(game: &Game, cards_in_play: &[usize]) -> Result<(), String> {
    // The zone index the queries below read agrees with the objects.
    game.check_zone_index()?;
    for (i, &n) in cards_in_play.iter().enumerate() {
        let have = game.objects.iter().filter(|o| o.owner.index() == i).count();
        if have != n {
            return Err(format!("p{} owns {have} cards, not {n}", i + 1));
        }
    }
    let on_stack: Vec<_> = game.in_zone(Zone::Stack);
    let items: Vec<_> = game
        .chain
        .iter()
        .filter_map(|it| match it.kind {
            ChainKind::Card { card } => Some(card),
            ChainKind::Ability { .. } => None,
        })
        .collect();
    for c in &on_stack {
        if !items.contains(c) {
            return Err(format!("{} is on the stack with no item", game.label(*c)));
        }
    }
    for c in &items {
        if game.obj(*c).zone != Zone::Stack {
            return Err(format!(
                "a stack item's card {} is not on the stack",
                game.label(*c)
            ));
        }
    }
    if game.turn.winner.is_none() && !game.turn.drawn {
        for o in game.objects.iter().filter(|o| o.zone == Zone::Battlefield) {
            if game.catalog.card(o.card).kind != CardKind::Creature {
                continue;
            }
            // An indestructible creature stays with lethal damage: destroying it does nothing.
            let lethal = has_lethal_damage(game, o.id) && !indestructible(game, o.id);
            if toughness(game, o.id) <= 0 || lethal {
                return Err(format!(
                    "{} should have left the battlefield",
                    game.label(o.id)
                ));
            }
        }
    }
    let in_combat = matches!(
        game.turn.phase,
        Step::BeginCombat
            | Step::DeclareAttackers
            | Step::DeclareBlockers
            | Step::FirstStrikeDamage
            | Step::CombatDamage
            | Step::EndCombat
    );
    if !in_combat && game.combat.is_some() {
        return Err(format!("combat remains in the {}", game.turn.phase.name()));
    }
    for o in game.objects.iter() {
        // What the status keeps of its card (`Ruleset::from_card`) is its card's.
        if o.aura != game.card(o.id).has_subtype(super::sba::AURA) {
            return Err(format!("{}'s status says Aura wrongly", game.label(o.id)));
        }
        if let Some(to) = o.attached_to {
            let host = game.obj(to);
            if o.zone != Zone::Battlefield || host.zone != Zone::Battlefield {
                return Err(format!(
                    "{} is attached off the battlefield",
                    game.label(o.id)
                ));
            }
        }
    }
    // An effect on an object that changed zones ended with it (every move makes a new object):
    // one left behind would apply to nothing a rule reads, or to the new object by mistake.
    for e in &game.effects {
        let o = game.obj(e.target.obj);
        if o.incarnation != e.target.incarnation
            || !matches!(o.zone, Zone::Battlefield | Zone::Stack)
        {
            return Err(format!(
                "an effect ({:?}) points at {} in {:?}, incarnation {} (the effect's is {})",
                e.kind,
                game.label(o.id),
                o.zone,
                o.incarnation,
                e.target.incarnation
            ));
        }
    }
    Ok(())
}
