//! Events noted where they happen and put on the chain at the next cleanup: damage dealt, a card
//! drawn, a rune channeled, a card hidden, a buff spent, a unit becoming Mighty, XP gained or
//! spent, a permanent recalled, a unit healed, a card banished, a combat ended (382–384).
//!
//! These happen deep inside an effect or a step of the turn, where no agent can be asked to
//! order triggers. What triggers is worked out *as the event happens* — the objects then in
//! their zone of function, so a unit dealt lethal damage still sees its own damage (its death
//! waits for the cleanup, 323.4) — and put on the chain by the next cleanup, in the order the
//! events happened (`put_noted`).

use super::env::Env;
use super::error::RulesError;
use super::observed::{about, may_trigger_at_all};
use super::triggers::{put_on_chain, triggered_by};
use crate::model::card::CardKind;
use crate::model::glossary::TriggerEvent;
use crate::query::scan::locations;
use crate::state::{Game, ObjId, PlayerId};

/// The Might from which a unit is Mighty (708).
const MIGHTY: i32 = 5;

/// Notes what triggers on `event` about `subject` now, for the next cleanup (383.3: triggered
/// as it happens). Nothing is looked at when nothing in the game may trigger on `event`.
pub fn note(game: &mut Game, event: TriggerEvent, subject: ObjId) {
    // What triggers is what an event about anything triggers (`observed`), delayed abilities
    // first; only its placing waits.
    let triggers = super::observed::observed(game, event, subject);
    game.ext.noted.extend(triggers);
}

/// Notes what triggers on `event`, an event of `player`'s with no object (XP gained or spent,
/// 730), for the next cleanup: only `player`'s abilities (`observed::observed_for`).
pub fn note_for(game: &mut Game, event: TriggerEvent, player: PlayerId) {
    let triggers = super::observed::observed_for(game, event, player);
    game.ext.noted.extend(triggers);
}

/// Notes what triggers once an effect has done something to `subjects` (moved, discarded,
/// readied, buffed, stunned, recycled, equipped them): first each one's own ability on `own`
/// ("when I move", "when you discard me": asked of the card where it is now, 383.2.c.1), then
/// what observes `seen`. A card's function does these through the card API, in the middle of
/// its effect: what they trigger goes on the chain once it has finished (the next cleanup),
/// each condition asked then (`put_noted`).
pub fn note_after(
    game: &mut Game,
    own: Option<TriggerEvent>,
    seen: TriggerEvent,
    subjects: &[ObjId],
) {
    if let Some(own) = own.filter(|&e| may_trigger_at_all(game, e)) {
        for &s in subjects {
            let triggers = about(triggered_by(game, s, own), s);
            game.ext.noted.extend(triggers);
        }
    }
    for &s in subjects {
        note(game, seen, s);
    }
}

/// Puts on the chain what was noted since the last cleanup (after looking for units that
/// became Mighty); whether anything went on it.
pub fn put_noted(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    if may_trigger_at_all(game, TriggerEvent::UnitBecomesMighty) {
        look_for_mighty(game);
    }
    if game.ext.noted.is_empty() {
        return Ok(false);
    }
    let triggers = std::mem::take(&mut game.ext.noted);
    let any = !triggers.is_empty();
    put_on_chain(game, env, triggers)?;
    Ok(any)
}

/// 709: the units whose Might went from below 5 to 5 or more since the last look, each noted;
/// a unit new on the board is compared with its printed Might (711: Might off the board).
fn look_for_mighty(game: &mut Game) {
    let mut now = Vec::new();
    for zone in locations(game) {
        for &o in game.zone_slice(zone) {
            if game.obj(o).kind == CardKind::Unit {
                now.push(o);
            }
        }
    }
    let mut became = Vec::new();
    let mut seen = Vec::with_capacity(now.len());
    for o in now {
        let handle = game.obj(o).handle();
        let mighty = crate::query::might::might(game, o).unwrap_or(0) >= MIGHTY;
        let was = match game.ext.mighty.iter().find(|(h, _)| *h == handle) {
            Some(&(_, was)) => was,
            None => game.card(o).might.unwrap_or(0) >= MIGHTY,
        };
        if mighty && !was {
            became.push(o);
        }
        seen.push((handle, mighty));
    }
    game.ext.mighty = seen;
    for o in became {
        note(game, TriggerEvent::UnitBecomesMighty, o);
    }
}
