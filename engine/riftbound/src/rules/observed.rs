//! Events about anything (382–384): "when you play a spell", "when a friendly unit dies", "when
//! you conquer", "when a unit moves from here". Such an event is asked of every object in its
//! zone of function — units and gear at a location, legends in their zone, battlefields
//! (187.6) — and what the event was about is the ability's subject (`ctx.subject`), whose side,
//! kind or place the card's function reads to say whether its condition holds (383.3.e).
//!
//! An object that left the board in the same event is no longer asked (383.2.c.2). Only the
//! objects whose card defines a function for an observed event, or any board object while a
//! keyword of the glossary subscribes to one, are looked at (`RiftState::observers`, read
//! from content as objects are made): games without such cards pay next to nothing.

use super::triggers::{Trigger, triggered_by};
use crate::model::catalog::Catalog;
use crate::model::glossary::TriggerEvent;
use crate::query::foreseen::{Mask, bit, keyword_may_trigger, of_card};
use crate::query::scan::board_zones;
use crate::state::{Game, ObjId, PlayerId, Zone};

/// The mask bits of the observed events (`TriggerEvent::ALL`'s order, as `query::foreseen`).
fn observed_bits() -> Mask {
    TriggerEvent::ALL
        .iter()
        .enumerate()
        .filter(|(_, e)| e.observed())
        .fold(0, |m, (_, &e)| m | bit(e))
}

/// Whether an object is in its zone of function for triggered abilities (and the cards'
/// replacements, `death_replacements`): on the board, at a location, in a legend zone or a
/// battlefield itself, and not attached (718.2).
pub(super) fn functions(game: &Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    o.attached_to.is_none()
        && matches!(
            o.zone,
            Zone::Base(_) | Zone::Battlefield(_) | Zone::Legend(_) | Zone::BattlefieldCards
        )
}

/// Whether a keyword of the glossary may trigger on `event`: then any object may, once granted
/// it (801.3.a), and every board object is asked. Read from content once a game.
fn keyword_observes(game: &mut Game, event: TriggerEvent) -> bool {
    let mask = *game
        .ext
        .keyword_observed
        .get_or_insert_with(|| keyword_mask(&game.catalog));
    mask & bit(event) != 0
}

/// The events some keyword of `catalog` may trigger on, a bit each: each keyword read once, its
/// trigger hook and its subscriptions (the one rule `keyword_may_trigger` states).
fn keyword_mask(catalog: &Catalog) -> Mask {
    let mut mask = 0;
    for (k, def) in catalog.glossary.entries.iter().enumerate() {
        let kw = crate::model::glossary::KwId(k as u16);
        if catalog.keyword_script(kw).is_none() {
            continue;
        }
        for &event in TriggerEvent::ALL.iter() {
            if def.hooks.trigger == Some(event) || def.on.iter().any(|s| s.hook == event.name()) {
                debug_assert!(keyword_may_trigger(catalog, kw, event));
                mask |= bit(event);
            }
        }
    }
    mask
}

/// Whether anything in this game may trigger on `event`: the card type of an object of the
/// arena by itself (its printed keywords included, `query::foreseen`), or a keyword of the
/// glossary while an effect grants keywords or gear is attached (801.3.a, 718.3). Most games
/// have nothing for most events (no starter deck has an end-of-turn ability), and then no
/// object is asked.
pub fn may_trigger_at_all(game: &mut Game, event: TriggerEvent) -> bool {
    let catalog = &game.catalog;
    let mask =
        (game.ext.arena_events).of(&game.objects, |o| of_card(catalog, catalog.card(o.card)));
    mask & bit(event) != 0 || (keyword_observes(game, event) && lent(game))
}

/// Whether an object may have a keyword its card does not print: one an effect grants
/// (801.3.a), or attached gear lends (718.3).
fn lent(game: &Game) -> bool {
    game.ext.attached_gear > 0
        || game
            .effects
            .iter()
            .any(|e| matches!(e.kind, crate::state::effects::EffectKind::GrantKeyword(..)))
}

/// The objects to ask about `event`, in arena order: those whose card may trigger on an
/// observed event, or every board object while a keyword able to is lent.
fn candidates(game: &mut Game, event: TriggerEvent) -> Vec<ObjId> {
    let bits = observed_bits();
    let (catalog, objects) = (&game.catalog, &game.objects);
    let list = game.ext.observers.update(catalog, objects, |o| {
        of_card(catalog, catalog.card(o.card)) & bits != 0
    });
    if lent(game) && keyword_observes(game, event) {
        // Every board object, and the observers in a trash (`trash_abilities`).
        let trash = list.iter().copied().filter(|&o| !functions(game, o));
        let mut all: Vec<ObjId> = board_zones(game)
            .flat_map(|z| game.zone_slice(z).to_vec())
            .chain(trash)
            .collect();
        all.sort_unstable();
        all.dedup();
        return all;
    }
    list.to_vec()
}

/// What triggers on `event`, about `subject`, among the objects in their zone of function,
/// in arena order (383.3.d orders them next).
pub fn observed(game: &mut Game, event: TriggerEvent, subject: ObjId) -> Vec<Trigger> {
    debug_assert!(event.observed());
    // 391: the delayed abilities waiting for it first, then the objects' own.
    let mut out = super::delayed::fire(game, event, subject);
    if !may_trigger_at_all(game, event) {
        return out;
    }
    for o in candidates(game, event) {
        if functions(game, o) {
            out.extend(about(triggered_by(game, o, event), subject));
        } else if let Some(t) = super::trash_abilities::triggered_in_trash(game, o, event) {
            out.extend(about(vec![t], subject));
        }
    }
    out
}

/// What triggers on `event`, an event of `player`'s with no object (XP gained or spent, 730;
/// XP is no object, 731): only the abilities `player` controls, "when you gain XP", in arena
/// order and with no subject.
pub fn observed_for(game: &mut Game, event: TriggerEvent, player: PlayerId) -> Vec<Trigger> {
    debug_assert!(event.observed());
    // 391: the player's delayed abilities waiting for it first, as `observed` does.
    let mut out = super::delayed::fire_for(game, event, player);
    if !may_trigger_at_all(game, event) {
        return out;
    }
    for o in candidates(game, event) {
        let triggers = if functions(game, o) {
            triggered_by(game, o, event)
        } else {
            super::trash_abilities::triggered_in_trash(game, o, event)
                .into_iter()
                .collect()
        };
        out.extend(triggers.into_iter().filter(|t| t.controller == player));
    }
    out
}

/// `triggers`, each about `subject`.
pub fn about(triggers: Vec<Trigger>, subject: ObjId) -> Vec<Trigger> {
    triggers
        .into_iter()
        .map(|t| Trigger {
            subject: Some(subject),
            ..t
        })
        .collect()
}

/// What triggers once `subjects` have moved together (144, 444), or an effect has done
/// something to them (discarded, readied, buffed, stunned, recycled, chosen): first each one's
/// own ability on `own` ("when I move", "when you discard me": asked of the card where it is
/// now, 383.2.c.1), then what observes `seen`. From a card's function too, through the API (its
/// runner has no scripts: the abilities' conditions and choices are asked as they are placed,
/// by the rules' own).
pub fn after(
    game: &mut Game,
    env: &mut super::env::Env,
    own: Option<TriggerEvent>,
    seen: TriggerEvent,
    subjects: &[ObjId],
) -> Result<(), super::error::RulesError> {
    let own = own.filter(|&e| may_trigger_at_all(game, e));
    if own.is_none() && !may_trigger_at_all(game, seen) && game.ext.delayed.is_empty() {
        return Ok(());
    }
    let mut triggers = Vec::new();
    if let Some(own) = own {
        for &s in subjects {
            triggers.extend(about(triggered_by(game, s, own), s));
        }
    }
    for &s in subjects {
        triggers.extend(observed(game, seen, s));
    }
    if triggers.is_empty() {
        return Ok(());
    }
    super::triggers::put_on_chain(game, env, triggers)
}

/// The "when this leaves the board" abilities of what left it since the last cleanup, in the
/// order they left; whether any went on the chain.
pub fn left_board(
    game: &mut Game,
    env: &mut super::env::Env,
) -> Result<bool, super::error::RulesError> {
    if game.ext.left_board.is_empty() {
        return Ok(false);
    }
    let left = std::mem::take(&mut game.ext.left_board);
    let mut triggers = Vec::new();
    for o in left {
        triggers.extend(triggered_by(game, o, TriggerEvent::LeavesBoard));
    }
    let any = !triggers.is_empty();
    super::triggers::put_on_chain(game, env, triggers)?;
    Ok(any)
}
