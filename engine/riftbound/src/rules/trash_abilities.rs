//! Abilities that work from a trash (366.1): a card's text says where such an ability works
//! (« When you conquer, you may discard 1 to return this from your trash to your hand »,
//! « If a unit you control would die, you may banish me from your trash instead »). A card
//! script names them `in_trash_` before the function the ability would have on the board
//! (`content::functions::IN_TRASH`); they are asked only while the card is in its owner's trash,
//! and the board's are not asked there.
//!
//! 383.2.c.1: a card is asked where it is just after the event, so a unit killed by a spell
//! that lands in the trash triggers on its own death there; a card that leaves the trash in
//! that event is not (383.2.c.2). 370.3: a replacement of a death is asked of what is in the
//! trash before the death happens; deaths at once are settled before any of them goes to the
//! trash (`damage::kill_all`), so a card dying with them never replaces theirs.

use super::triggers::Trigger;
use crate::content::functions::in_trash;
use crate::model::glossary::TriggerEvent;
use crate::state::{Game, ObjId, Zone};

/// Whether `obj` is in a trash, where its trash abilities work.
pub fn in_a_trash(game: &Game, obj: ObjId) -> bool {
    matches!(game.obj(obj).zone, Zone::Trash(_))
}

/// The trash ability `obj` has on `event`, if it is in a trash and its card defines one: its
/// owner's to put on the chain (each trash is a player's own, 108.2.a; its cards theirs, 127).
pub fn triggered_in_trash(game: &Game, obj: ObjId, event: TriggerEvent) -> Option<Trigger> {
    if !event.observed() || !in_a_trash(game, obj) {
        return None;
    }
    let card = game.card(obj);
    let script = game.catalog.script(card.script?);
    let function = script.function(&in_trash(event.card_function()))?;
    Some(Trigger {
        source: obj,
        controller: game.obj(obj).owner,
        name: card.ability_name(function),
        function: function.clone(),
        script: card.script,
        chooser: script.chooser(function).cloned(),
        value: 0,
        subject: None,
    })
}
