//! What an object could have before its keyword instances are read: which events it could
//! trigger on (asked before its triggered abilities are listed, `rules::triggers::triggered_by`)
//! whether it could be hidden (asked of every hand card at every listing,
//! `query::board::hide_hook`) and whether a keyword could add to its Might in a combat role
//! (asked at every reading of a fighting unit's Might, `query::might`), grant it a timing
//! permission (asked of every hand card at every listing, `query::timing`), let it move
//! between battlefields (asked at every listing of moves) or order the combat damage it is
//! dealt (asked at every assignment). Most objects asked have nothing (every rune at every Beginning
//! Phase, 315.2.a), and reading every keyword instance an object has is what costs.
//!
//! What a card type may have by itself does not change once the catalog is loaded: its linked
//! abilities whose keyword triggers (808.2), its script's function named after an event, and
//! the keywords its text names (printed, or given by its dependent abilities, 727): scripted
//! ones that trigger on or subscribe to an event, ones with a hide hook (811). It is worked out
//! at the first question and kept with the card type. What the game adds — gear attached to a
//! unit (718.3), a keyword an effect grants (801.3.a) — is looked at each time.

use crate::model::card::CardType;
use crate::model::catalog::Catalog;
use crate::model::functions::CHOOSE;
use crate::model::glossary::{KwId, TriggerEvent};
use crate::model::hooks::Hooks;
use crate::model::records::Ability;
use crate::query::scan::gear_on;
use crate::state::effects::EffectKind;
use crate::state::{Game, ObjId};
use std::cell::OnceCell;

/// What a card type may have by itself, worked out at the first question: one bit an event
/// (`TriggerEvent::ALL`'s order), then one a keyword hook (`HOOK_BITS`), then `CHOOSES`.
#[derive(Clone, Debug, Default)]
pub struct Foreseen(OnceCell<u16>);

/// The bit of a keyword with a hide hook.
const HIDE: u16 = 1 << 7;

/// The bit of a keyword whose value adds Might while its unit has a combat role (807.1.c,
/// 814.1.c).
const ROLE_MIGHT: u16 = 1 << 6;

/// The bit of a keyword that grants a timing permission (806, 813).
const PERMISSION: u16 = 1 << 8;

/// The bit of a keyword that lets a unit move battlefield to battlefield (810).
const MOVEMENT: u16 = 1 << 9;

/// The bit of a keyword that orders how combat damage is assigned to its unit (815, 826).
const DAMAGE_ORDER: u16 = 1 << 10;

/// The bit of a card whose script defines `choose`: a fact of the card type alone (no effect
/// or gear gives a card a script function).
const CHOOSES: u16 = 1 << 11;

/// Whether a keyword's hooks include one a mask bit stands for.
type HasHook = fn(&Hooks) -> bool;

/// The keyword hooks a card type's mask notes, each with its bit (bits 0–5 are the events').
const HOOK_BITS: [(u16, HasHook); 5] = [
    (ROLE_MIGHT, |h| h.might_while.is_some()),
    (HIDE, |h| h.hide.is_some()),
    (PERMISSION, |h| h.permission.is_some()),
    (MOVEMENT, |h| h.movement.is_some()),
    (DAMAGE_ORDER, |h| h.damage_order.is_some()),
];

/// `event`'s bit: its place in the declaration, which `TriggerEvent::ALL` follows (a test
/// says so).
fn bit(event: TriggerEvent) -> u16 {
    1 << event as u8
}

/// Whether `obj` may have a triggered ability for `event` now: false only when
/// `triggered_by` would list none.
pub fn may_trigger(game: &Game, obj: ObjId, event: TriggerEvent) -> bool {
    may_have(game, obj, bit(event))
}

/// Whether `obj` may have a keyword with a hide hook now: false only when `hide_hook` finds
/// none.
pub fn may_hide(game: &Game, obj: ObjId) -> bool {
    may_have(game, obj, HIDE)
}

/// Whether `obj` may have a keyword granting a timing permission now: false only when
/// `timing::permission` finds none among its keyword instances.
pub fn may_have_permission(game: &Game, obj: ObjId) -> bool {
    may_have(game, obj, PERMISSION)
}

/// Whether `obj` may have a keyword that lets it move battlefield to battlefield now: false
/// only when `board::may_move_between_battlefields` finds none.
pub fn may_have_movement(game: &Game, obj: ObjId) -> bool {
    may_have(game, obj, MOVEMENT)
}

/// Whether `obj` may have a keyword that orders combat damage to it now: false only when
/// `board::damage_orders` finds none.
pub fn may_have_damage_order(game: &Game, obj: ObjId) -> bool {
    may_have(game, obj, DAMAGE_ORDER)
}

/// Whether `obj` may have a keyword that adds Might in a combat role now: false only when
/// `might::role_bonus` finds none.
pub fn may_gain_in_role(game: &Game, obj: ObjId) -> bool {
    may_have(game, obj, ROLE_MIGHT)
}

/// Whether `obj`'s card script defines `choose` (its play makes choices, 355): the listing
/// asks it of every hand card, and the mask answers it without looking the name up.
pub fn chooses(game: &Game, obj: ObjId) -> bool {
    own(game, obj) & CHOOSES != 0
}

/// The mask of `obj`'s card type, worked out at the first question.
fn own(game: &Game, obj: ObjId) -> u16 {
    let card = game.card(obj);
    *card
        .facts
        .foreseen
        .0
        .get_or_init(|| foresee(&game.catalog, card))
}

/// Whether `obj`'s card type has `bits` by itself, or the game may have added them.
fn may_have(game: &Game, obj: ObjId, bits: u16) -> bool {
    if own(game, obj) & bits != 0 {
        return true;
    }
    // 801.3.a: a granted keyword (a few effects to look through)…
    let o = game.obj(obj);
    let handle = o.handle();
    if game
        .effects
        .iter()
        .any(|e| e.target == handle && matches!(e.kind, EffectKind::GrantKeyword(..)))
    {
        return true;
    }
    // …or attached gear, which lends its effect text, keywords included (718.3; `gear_on`
    // looks only at units at a location).
    gear_on(game, obj).next().is_some()
}

/// Whether an instance of `kw` may trigger on `event`: the keyword has a behaviour script,
/// and its trigger hook is the event or it subscribes to it (`[keyword.on]`). The one
/// definition `foresee` and `rules::triggers::triggered_by` read.
pub fn keyword_may_trigger(catalog: &Catalog, kw: KwId, event: TriggerEvent) -> bool {
    let glossary = &catalog.glossary;
    catalog.keyword_script(kw).is_some()
        && (glossary.get(kw).hooks.trigger == Some(event)
            || glossary.subscription(kw, event.name()).is_some())
}

/// What `card` may have by itself.
fn foresee(catalog: &Catalog, card: &CardType) -> u16 {
    let glossary = &catalog.glossary;
    let script = card.script.map(|s| catalog.script(s));
    // The keywords its text names: printed, or named by a dependent ability's effect.
    let named = card.keywords.iter().map(|&(kw, _)| kw).chain(
        card.text
            .abilities
            .iter()
            .filter_map(|a| match a {
                Ability::Linked { effect, .. } => Some(effect.mentions.iter().map(|m| m.kw)),
                _ => None,
            })
            .flatten(),
    );
    let named: Vec<KwId> = named.collect();
    let mut mask = 0;
    for (bit, has) in HOOK_BITS {
        if named.iter().any(|&kw| has(&glossary.get(kw).hooks)) {
            mask |= bit;
        }
    }
    if script.is_some_and(|s| s.defines(CHOOSE)) {
        mask |= CHOOSES;
    }
    for event in TriggerEvent::ALL {
        let linked = card.abilities.iter().any(|f| {
            f.keyword
                .is_some_and(|kw| glossary.get(kw).hooks.trigger == Some(event))
        });
        let function = script.is_some_and(|s| s.function(event.card_function()).is_some());
        let keyword = named
            .iter()
            .any(|&kw| keyword_may_trigger(catalog, kw, event));
        if linked || function || keyword {
            mask |= bit(event);
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::{HOOK_BITS, bit};
    use crate::model::glossary::TriggerEvent;

    #[test]
    fn each_event_and_hook_has_its_own_bit() {
        for (i, &e) in TriggerEvent::ALL.iter().enumerate() {
            assert_eq!(bit(e), 1 << i, "{e:?}");
        }
        // The hooks' bits come after the events' and are each their own.
        let mut seen = 0u16;
        for b in HOOK_BITS
            .map(|(b, _)| b)
            .into_iter()
            .chain([super::CHOOSES])
        {
            assert!(
                b >= 1 << TriggerEvent::ALL.len(),
                "{b:#b} is an event's bit"
            );
            assert_eq!(b.count_ones(), 1);
            assert_eq!(seen & b, 0, "{b:#b} twice");
            seen |= b;
        }
    }
}
