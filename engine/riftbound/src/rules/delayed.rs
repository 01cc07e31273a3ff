//! Delayed triggered abilities (391, 157.2): an effect makes one — « the next time it takes
//! damage this turn, kill it », « when you conquer this turn, draw 1 » — which triggers once,
//! on the next event of its kind about what it names, and is then gone; one made for « this
//! turn » ends with the turn if it has not triggered (317.2).

use super::triggers::Trigger;
use crate::model::glossary::TriggerEvent;
use crate::state::delayed::Delayed;
use crate::state::{Game, ObjId, PlayerId};

/// The delayed abilities `event` about `subject` triggers, each taken off the waiting list (it
/// triggers once) and about `subject`.
pub fn fire(game: &mut Game, event: TriggerEvent, subject: ObjId) -> Vec<Trigger> {
    if game.ext.delayed.is_empty() {
        return Vec::new();
    }
    let o = game.obj(subject);
    let now = o.handle();
    // An object that has just left the board ("the next time it dies") is a new object in its
    // new zone (110): the event is about the one the ability named.
    let left = matches!(
        event,
        TriggerEvent::UnitDies | TriggerEvent::LeavesBoard | TriggerEvent::CardDiscarded
    );
    // 411.4: « when you … »: the subject is the ability's controller's as the event happens.
    let whose = super::ability_use::ability_controller(game, subject);
    let about = |d: &Delayed| {
        d.event == event
            && d.subject
                .is_none_or(|h| h.obj == subject && (h.incarnation == now.incarnation || left))
            && (!d.yours || whose == Some(d.trigger.controller))
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < game.ext.delayed.len() {
        if about(&game.ext.delayed[i]) {
            let d = game.ext.delayed.remove(i);
            out.push(Trigger {
                subject: Some(d.about.unwrap_or(subject)),
                ..d.trigger
            });
        } else {
            i += 1;
        }
    }
    out
}

/// The delayed abilities `event`, an event of `player`'s with no object (XP gained or spent,
/// 730), triggers: those `player` controls that name no object, each taken off the list.
pub fn fire_for(game: &mut Game, event: TriggerEvent, player: PlayerId) -> Vec<Trigger> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < game.ext.delayed.len() {
        let d = &game.ext.delayed[i];
        if d.event == event && d.subject.is_none() && d.trigger.controller == player {
            out.push(game.ext.delayed.remove(i).trigger);
        } else {
            i += 1;
        }
    }
    out
}

/// The delayed abilities waiting for a point of the turn (`event`: « at the end of this turn »,
/// 391), whoever controls them, each taken off the list.
pub fn fire_at(game: &mut Game, event: TriggerEvent) -> Vec<Trigger> {
    if game.ext.delayed.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < game.ext.delayed.len() {
        if game.ext.delayed[i].event == event {
            out.push(game.ext.delayed.remove(i).trigger);
        } else {
            i += 1;
        }
    }
    out
}

/// 317.2: the « this turn » delayed abilities that have not triggered end.
pub fn end_turn(game: &mut Game) {
    game.ext.delayed.retain(|d| !d.this_turn);
}
