//! Which continuous effects apply now. The one place durations and conditions are read, so
//! that no rule has to remember to switch an effect off.

use crate::state::Game;
use crate::state::effects::{Duration, Effect, WhileCondition};
use crate::state::object::Handle;

/// Whether `e` applies in the current state.
pub fn is_active(game: &Game, e: &Effect) -> bool {
    match e.duration {
        Duration::While(WhileCondition::InPlay(h)) => still_on_board(game, h),
        Duration::Turn | Duration::Combat | Duration::WhileInZone | Duration::Derived => true,
    }
}

/// The effects that apply to `target` now, in the order they were given: effects of spells
/// and abilities as they happened, then what continuous abilities give (whose timestamps are
/// their sources', `rules::continuous`); a question that depends on timestamps reads them.
pub fn on(game: &Game, target: Handle) -> impl Iterator<Item = &Effect> {
    game.effects
        .iter()
        .filter(move |e| e.target == target && is_active(game, e))
}

fn still_on_board(game: &Game, h: Handle) -> bool {
    let o = game.obj(h.obj);
    o.incarnation == h.incarnation && o.zone.is_board()
}

#[cfg(test)]
mod tests {
    use crate::model::card::{CardKey, CardKind, CardType};
    use crate::model::catalog::Catalog;

    use crate::query::might::might;
    use crate::rules::zones::{Position, move_to};
    use crate::state::effects::{Duration, Effect, EffectKind, WhileCondition};
    use crate::state::{Game, ObjId, PlayerId, Zone};
    use std::rc::Rc;

    fn unit(might: i32) -> CardType {
        crate::model::card::bare("u", CardKind::Unit, Some(might))
    }

    fn put(game: &mut Game, label: &str) -> ObjId {
        game.spawn(
            CardKey(0),
            PlayerId(0),
            Zone::Base(PlayerId(0)),
            Some(label.into()),
        )
    }

    #[test]
    fn a_while_effect_stops_when_its_condition_fails() {
        let mut catalog = Catalog::default();
        catalog.cards.push(unit(1));
        let mut game = Game::new(Rc::new(catalog), 2, 0);
        let (a, b) = (put(&mut game, "a"), put(&mut game, "b"));
        let source = game.obj(b).handle();
        let target = game.obj(a).handle();
        let kind = EffectKind::Rule(crate::state::effects::Modifier::Might(2));
        let duration = Duration::While(WhileCondition::InPlay(source));
        game.effects.push(Effect {
            target,
            kind,
            duration,
            timestamp: 1,
            source: Some(b),
        });
        assert_eq!(might(&game, a), Some(3));
        move_to(&mut game, b, Zone::Trash(PlayerId(0)), Position::Bottom);
        assert_eq!(
            might(&game, a),
            Some(1),
            "the source left the board: the bonus ends"
        );
    }
}
