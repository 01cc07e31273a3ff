//! What an object could have before its keyword instances are read: which events it could
//! trigger on (asked before its triggered abilities are listed, `rules::triggers::triggered_by`),
//! whether it could be hidden (asked of every hand card at every listing,
//! `query::board::hide_hook`) and whether a keyword could add to its Might in a combat role
//! (asked at every reading of a fighting unit's Might, `query::might`), grant it a timing
//! permission (asked of every hand card at every listing, `query::timing`), let it move
//! between battlefields (asked at every listing of moves) or order the combat damage it is
//! dealt (asked at every assignment): each such question goes through `read_hook`. Most
//! objects asked have nothing (every rune at every Beginning Phase, 315.2.a), and reading every
//! keyword instance an object has is what costs.
//!
//! What a card type may have by itself does not change once the catalog is loaded: its linked
//! abilities whose keyword triggers (808.2), its script's function named after an event, and
//! the keywords its text names (printed, or given by its dependent abilities, 727): scripted
//! ones that trigger on or subscribe to an event, ones with a hide hook (811). It is worked out
//! at the first question and kept with the card type. What the game adds — gear attached to a
//! unit (718.3), a keyword an effect grants (801.3.a) — is looked at each time.

use crate::content::functions::in_trash;
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

/// What a card type may have by itself, worked out at the first question: one bit a keyword
/// hook (`Hook::ALL`'s order), then `CHOOSES`, then one an event (`TriggerEvent::ALL`'s).
#[derive(Clone, Debug, Default)]
pub struct Foreseen(OnceCell<Mask>);

/// A mask of what a card type may do: one bit an event, a hook, and `CHOOSES` (64 in all).
pub type Mask = u64;

/// A keyword hook a question reads an object's keyword instances for, which the mask notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// Adds Might while its unit has a combat role (807.1.c, 814.1.c; `might::role_bonus`).
    RoleMight,
    /// A hide action (811; `board::hide_hook`).
    Hide,
    /// A timing permission (806, 813; `timing::permission`).
    Permission,
    /// A move battlefield to battlefield (810; `board::may_move_between_battlefields`).
    Movement,
    /// An order for the combat damage assigned to its unit (815, 826; `board::damage_orders`).
    DamageOrder,
}

impl Hook {
    /// In declaration order: a hook's bit follows the events' in this order.
    pub const ALL: [Hook; 5] = [
        Hook::RoleMight,
        Hook::Hide,
        Hook::Permission,
        Hook::Movement,
        Hook::DamageOrder,
    ];

    fn bit(self) -> Mask {
        1 << self as usize
    }

    /// Whether a keyword with `hooks` has this one.
    fn on(self, hooks: &Hooks) -> bool {
        match self {
            Hook::RoleMight => hooks.might_while.is_some(),
            Hook::Hide => hooks.hide.is_some(),
            Hook::Permission => hooks.permission.is_some(),
            Hook::Movement => hooks.movement.is_some(),
            Hook::DamageOrder => hooks.damage_order.is_some(),
        }
    }
}

/// The bit of a card whose script defines `choose`: a fact of the card type alone (no effect
/// or gear gives a card a script function).
const CHOOSES: Mask = 1 << Hook::ALL.len();

/// `event`'s bit: after the hooks' and `CHOOSES`, in the order of declaration, which
/// `TriggerEvent::ALL` follows (a test says so).
pub fn bit(event: TriggerEvent) -> Mask {
    1 << (Hook::ALL.len() + 1 + event as usize)
}

/// What an object keeps of its card type's mask: the low half — the hooks, `CHOOSES` and the
/// events declared first, asked of many objects often — so that every copy of the game copies
/// four bytes an object, not eight. The rest is read from the card type (`of_card`).
pub fn kept(mask: Mask) -> u32 {
    mask as u32
}

/// Whether `obj` may have a triggered ability for `event` now: false only when
/// `triggered_by` would list none.
pub fn may_trigger(game: &Game, obj: ObjId, event: TriggerEvent) -> bool {
    may_have(game, obj, bit(event))
}

/// What `read` finds among `obj`'s keyword instances for `hook`: read only when `obj` may
/// have a keyword with that hook now, else the answer of none (`T::default()`) — which every
/// debug build checks by reading anyway. The one way the questions of `Hook` pass objects over.
pub fn read_hook<T: Default + PartialEq + std::fmt::Debug>(
    game: &Game,
    obj: ObjId,
    hook: Hook,
    read: impl Fn() -> T,
) -> T {
    if may_have(game, obj, hook.bit()) {
        return read();
    }
    debug_assert_eq!(
        read(),
        T::default(),
        "{} has a {hook:?} keyword that was not foreseen",
        game.label(obj)
    );
    T::default()
}

/// Whether `obj`'s card script defines `choose` (its play makes choices, 355): the listing
/// asks it of every hand card, and the mask answers it without looking the name up.
pub fn chooses(game: &Game, obj: ObjId) -> bool {
    own(game, obj, CHOOSES)
}

/// Whether `obj`'s card type has `bits` by itself: from what the object keeps
/// (`Ruleset::from_card`) when they are in its half, else from the card type.
fn own(game: &Game, obj: ObjId, bits: Mask) -> bool {
    let low = kept(bits);
    if Mask::from(low) == bits {
        let kept = game.obj(obj).foreseen;
        debug_assert_eq!(kept, self::kept(of_card(&game.catalog, game.card(obj))));
        return kept & low != 0;
    }
    of_card(&game.catalog, game.card(obj)) & bits != 0
}

/// What `card` may do and have by itself, worked out once a card type: what an object keeps of
/// its card (`Ruleset::from_card`).
pub fn of_card(catalog: &Catalog, card: &CardType) -> Mask {
    *card.facts.foreseen.0.get_or_init(|| foresee(catalog, card))
}

/// Whether `obj`'s card type has `bits` by itself, or the game may have added them.
fn may_have(game: &Game, obj: ObjId, bits: Mask) -> bool {
    if own(game, obj, bits) {
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
fn foresee(catalog: &Catalog, card: &CardType) -> Mask {
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
    for hook in Hook::ALL {
        if named.iter().any(|&kw| hook.on(&glossary.get(kw).hooks)) {
            mask |= hook.bit();
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
        // 383.2.c.1: an ability working from the trash is asked there (`rules::trash_abilities`).
        let function = script.is_some_and(|s| {
            s.defines(event.card_function())
                || (event.observed() && s.defines(&in_trash(event.card_function())))
        });
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
    use super::{CHOOSES, Hook, Mask, bit};
    use crate::model::glossary::TriggerEvent;

    #[test]
    fn each_event_and_hook_has_its_own_bit() {
        // The hooks' bits first in `Hook::ALL`'s order, then `CHOOSES`, then the events' in
        // `TriggerEvent::ALL`'s, each its own, within the mask.
        let mut seen: Mask = 0;
        for (i, hook) in Hook::ALL.into_iter().enumerate() {
            assert_eq!(hook as usize, i, "{hook:?} out of order");
            assert_eq!(seen & hook.bit(), 0, "{hook:?} shares a bit");
            seen |= hook.bit();
        }
        assert_eq!(seen & CHOOSES, 0);
        seen |= CHOOSES;
        for (i, &e) in TriggerEvent::ALL.iter().enumerate() {
            assert_eq!(e as usize, i, "{e:?} out of order");
            assert_eq!(seen & bit(e), 0, "{e:?} shares a bit");
            seen |= bit(e);
        }
        assert!(TriggerEvent::ALL.len() + Hook::ALL.len() < Mask::BITS as usize);
    }
}
