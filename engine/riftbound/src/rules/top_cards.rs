//! The top cards of a deck: look at them (private), reveal them (424) and put them back in a
//! chosen order. None of these moves a card out of its deck (424.1.a.2).

use crate::events::{BoardEvent, label};
use crate::state::{Game, ObjId, PlayerId, Zone};
use std::rc::Rc;

/// The top `n` cards of `deck` (fewer if it is smaller), top first.
pub fn top(game: &Game, deck: Zone, n: usize) -> Vec<ObjId> {
    let mut cards = game.in_zone(deck);
    cards.truncate(n);
    cards
}

fn labels(g: &Game, cards: &[ObjId]) -> Vec<Rc<str>> {
    cards.iter().map(|&c| label(g, c)).collect()
}

/// `player` looks at cards of a secret zone: only they learn them. The trace, a judge's log,
/// names them all the same.
pub fn look(game: &mut Game, player: PlayerId, deck: Zone, cards: &[ObjId]) {
    game.emit(|g| {
        BoardEvent::LooksAt {
            player,
            deck: g.zone_name(deck),
            cards: labels(g, cards),
        }
        .into()
    });
}

/// `player` reveals cards to every player (424.1); they stay where they are (424.1.a.2).
pub fn reveal(game: &mut Game, player: PlayerId, deck: Zone, cards: &[ObjId]) {
    game.emit(|g| {
        BoardEvent::Reveals {
            player,
            deck: g.zone_name(deck),
            cards: labels(g, cards),
        }
        .into()
    });
}

/// Puts `cards`, which must be the top cards of their deck, back on top in the given order
/// (first = new top card).
pub fn reorder_top(game: &mut Game, player: PlayerId, deck: Zone, cards: &[ObjId]) {
    let mut orders: Vec<i64> = cards.iter().map(|&c| game.obj(c).order).collect();
    orders.sort();
    for (&c, o) in cards.iter().zip(orders) {
        let zone = game.obj(c).zone;
        game.place(c, zone, o);
    }
    game.emit(|g| {
        BoardEvent::Reorders {
            player,
            deck: g.zone_name(deck),
            cards: labels(g, cards),
        }
        .into()
    });
}
