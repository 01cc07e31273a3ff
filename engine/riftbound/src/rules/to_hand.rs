//! Returning a permanent to its owner's hand, and channeling by an effect (430): the two zone
//! changes the effect language needs that no other action makes.

use super::tokens::note_ceased;
use super::zones::{Position, move_to};
use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::state::{Game, ObjId, PlayerId, Zone};

/// Puts `obj` into its owner's hand from wherever it is: a new object there (110), a token
/// ceasing to exist (183.1).
pub fn return_to_hand(game: &mut Game, obj: ObjId) {
    let o = game.obj(obj);
    if matches!(o.zone, Zone::Hand(_) | Zone::Gone) {
        return;
    }
    let (owner, from) = (o.owner, o.zone);
    move_to(game, obj, Zone::Hand(owner), Position::Bottom);
    game.emit(|g| {
        BoardEvent::ReturnedToHand {
            card: label(g, obj),
            from: g.zone_name(from),
            owner,
        }
        .into()
    });
    note_ceased(game, obj);
}

/// 430.1–430.2: `player` puts the top `n` runes of their rune deck on the board, exhausted if
/// the effect says so; fewer if the deck has fewer. Returns how many.
pub fn channel(game: &mut Game, player: PlayerId, n: usize, exhausted: bool) -> usize {
    let top: Vec<ObjId> = game
        .zone_slice(Zone::RuneDeck(player))
        .iter()
        .take(n)
        .copied()
        .collect();
    let mut done = 0;
    for rune in top {
        if game.card(rune).kind != CardKind::Rune {
            continue;
        }
        move_to(game, rune, Zone::Base(player), Position::Bottom);
        game.obj_mut(rune).exhausted = exhausted;
        game.emit(|g| {
            BoardEvent::ChanneledByEffect {
                player,
                rune: label(g, rune),
                exhausted,
            }
            .into()
        });
        super::noted::note(
            game,
            crate::model::glossary::TriggerEvent::RuneChanneled,
            rune,
        );
        done += 1;
    }
    done
}
