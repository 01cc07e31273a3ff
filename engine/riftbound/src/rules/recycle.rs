//! Recycle (416): cards go to the bottom of their owner's deck.

use super::tokens::note_ceased;
use super::zones::{Position, move_to};
use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::state::{Game, ObjId, Zone};

/// Recycles `objs` together (416.1): each to the bottom of its owner's deck (416.1.c) — the rune
/// deck for runes (416.1.b), else the main deck (416.1.a; tokens too, 182.1.e, then they cease
/// to exist, 183.1). Several main-deck cards recycled at once go in a random order from the
/// game's RNG (416.5); runes keep the order given, which the caller chose (416.5.a).
/// Battlefields and legends cannot be recycled (182.1.e) and are left where they are.
pub fn recycle(game: &mut Game, objs: &[ObjId], why: &str) {
    let mut main: Vec<ObjId> = Vec::new();
    let mut runes: Vec<ObjId> = Vec::new();
    for &o in objs {
        match game.card(o).kind {
            CardKind::Rune => runes.push(o),
            CardKind::Battlefield | CardKind::Legend => {
                game.emit(|g| BoardEvent::CannotBeRecycled(label(g, o)).into());
            }
            _ => main.push(o),
        }
    }
    if main.len() > 1 {
        game.rng.shuffle(&mut main);
    }
    for (list, rune) in [(main, false), (runes, true)] {
        for o in list {
            let owner = game.obj(o).owner;
            let zone = if rune {
                Zone::RuneDeck(owner)
            } else {
                Zone::Deck(owner)
            };
            let from = game.obj(o).zone;
            // A card of a hand revealed (424.1) is recycled in everyone's sight.
            let secret = matches!(from, Zone::Hand(_) | Zone::Facedown(_) | Zone::Deck(_))
                && !game.is_revealed(o);
            move_to(game, o, zone, Position::Bottom);
            game.emit(|g| {
                BoardEvent::Recycled {
                    card: label(g, o),
                    from: g.zone_name(from),
                    owner,
                    rune,
                    why: why.to_string(),
                    secret,
                }
                .into()
            });
            note_ceased(game, o);
        }
    }
}
