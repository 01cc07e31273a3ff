//! The top cards of a deck: look at them (private), reveal them (424) and put them back in a
//! chosen order. None of these moves a card out of its deck (424.1.a.2).

use crate::state::{Game, ObjId, PlayerId, Zone};

/// The top `n` cards of `deck` (fewer if it is smaller), top first.
pub fn top(game: &Game, deck: Zone, n: usize) -> Vec<ObjId> {
    let mut cards = game.in_zone(deck);
    cards.truncate(n);
    cards
}

fn labels(game: &Game, cards: &[ObjId]) -> String {
    let l: Vec<&str> = cards.iter().map(|&c| game.obj(c).label.as_ref()).collect();
    if l.is_empty() {
        "nothing".into()
    } else {
        l.join(", ")
    }
}

/// `player` looks at cards of a secret zone: only they learn them. The trace, a judge's log,
/// names them all the same.
pub fn look(game: &mut Game, player: PlayerId, deck: Zone, cards: &[ObjId]) {
    let line = format!(
        "  {player} looks at the top {} of {}: {}",
        cards.len(),
        game.zone_name(deck),
        labels(game, cards)
    );
    crate::trace!(game, "{}", line);
}

/// `player` reveals cards to every player (424.1); they stay where they are (424.1.a.2).
pub fn reveal(game: &mut Game, player: PlayerId, deck: Zone, cards: &[ObjId]) {
    let line = format!(
        "  {player} reveals the top {} of {}: {} (424.1)",
        cards.len(),
        game.zone_name(deck),
        labels(game, cards)
    );
    crate::trace!(game, "{}", line);
}

/// Puts `cards`, which must be the top cards of their deck, back on top in the given order
/// (first = new top card).
pub fn reorder_top(game: &mut Game, player: PlayerId, deck: Zone, cards: &[ObjId]) {
    let mut orders: Vec<i64> = cards.iter().map(|&c| game.obj(c).order).collect();
    orders.sort();
    for (&c, o) in cards.iter().zip(orders) {
        game.obj_mut(c).order = o;
    }
    let line = format!(
        "  {player} puts the top {} of {} back in this order: {}",
        cards.len(),
        game.zone_name(deck),
        labels(game, cards)
    );
    crate::trace!(game, "{}", line);
}
