//! A player's chosen champion during play (103.2.a.3): not only the card put in their Champion
//! Zone at setup (103.2.a.1) but every champion unit of that card's name, wherever it is — the
//! main deck, a hand, a trash, the board. Names, not card ids, decide: two cards of one
//! character with different names are different cards (103.2.b.2).

use crate::model::card::{CardKind, Supertype};
use crate::state::{Game, ObjId};

/// Whether `obj` is its owner's chosen champion: a champion unit (133.7.a) named as the card
/// they chose. A game without a chosen champion (a scenario that sets none) has none.
pub fn is_chosen_champion(game: &Game, obj: ObjId) -> bool {
    let Some(chosen) = game.players[game.obj(obj).owner.index()].chosen_champion else {
        return false;
    };
    let card = game.card(obj);
    card.facts.kind == CardKind::Unit
        && card.facts.is(Supertype::Champion)
        && card.name == game.catalog.card(chosen).name
}
