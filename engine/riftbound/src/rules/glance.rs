//! One look at the board before a cleanup's board passes (323.4–323.7), telling which of them
//! has anything to do.
//!
//! Each of those passes reads every object at every location — bases full of runes included —
//! and almost every cleanup finds nothing for any of them (a game has about two hundred
//! cleanups and a few dozen deaths, recalls or losses of control). One walk answering all three
//! questions at once costs about what one of the passes did; a pass then runs only when the
//! glance saw work for it, or once a pass before it has changed the game since the glance.
//!
//! Each answer is a superset of what its pass looks for, so skipping a pass the glance found
//! nothing for never skips work: the passes themselves decide what happens, in their order.

use crate::model::card::CardKind;
use crate::state::board::BoardMemo;
use crate::state::{BfId, Game, Zone};

/// What the board looked like to a cleanup, as far as its board passes care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glance {
    /// Some object at a location has damage (323.4–323.5 may kill it).
    pub damaged: bool,
    /// Some controlled battlefield has no unit there (323.6 may take its control away).
    pub unheld: bool,
    /// Some object is where a corrective recall or removal applies (323.7): a permanent or rune
    /// in another player's base, unattached gear at a battlefield, a hidden card at a
    /// battlefield its controller does not control (107.3.d).
    pub misplaced: bool,
}

impl Glance {
    /// The glance a cleanup pass takes: the last one, while nothing it reads has changed since
    /// (`state::board`: the zones' versions and the board's edits), else a new one, kept. Most cleanups come from the steps of a turn, where the locations
    /// seldom change.
    pub fn taken(game: &mut Game) -> Glance {
        let key = key(game);
        if let Some(memo) = game.board_memo
            && memo.key == key
        {
            let kept = Glance::from(memo.seen);
            debug_assert!(check_kept(game).is_ok(), "{:?}", check_kept(game));
            return kept;
        }
        let fresh = Glance::of(game);
        game.board_memo = Some(BoardMemo {
            key,
            seen: [fresh.damaged, fresh.unheld, fresh.misplaced],
        });
        fresh
    }

    /// One walk over the locations and face-down zones: a plain loop over each zone's ids
    /// into the arena, the cheapest read there is (it runs at every cleanup pass).
    pub fn of(game: &Game) -> Glance {
        let objects = &game.objects;
        let (mut damaged, mut unheld, mut misplaced) = (false, false, false);
        for p in game.player_ids() {
            for &id in game.zone_slice(Zone::Base(p)) {
                let o = &objects[id.index()];
                damaged |= o.damage > 0;
                misplaced |= o.controller != p;
            }
        }
        for (i, bf) in game.battlefields.iter().enumerate() {
            let b = BfId(i as u8);
            let mut units = false;
            for &id in game.zone_slice(Zone::Battlefield(b)) {
                let o = &objects[id.index()];
                damaged |= o.damage > 0;
                let kind = o.kind;
                units |= kind == CardKind::Unit;
                misplaced |= kind == CardKind::Gear && o.attached_to.is_none();
            }
            unheld |= bf.controller.is_some() && !units;
            for &id in game.zone_slice(Zone::Facedown(b)) {
                misplaced |= bf.controller != Some(objects[id.index()].controller);
            }
        }
        Glance {
            damaged,
            unheld,
            misplaced,
        }
    }
}

impl From<[bool; 3]> for Glance {
    fn from([damaged, unheld, misplaced]: [bool; 3]) -> Glance {
        Glance {
            damaged,
            unheld,
            misplaced,
        }
    }
}

/// Whether the kept glance, if the counts still say it holds, is what a fresh glance sees: an
/// invariant (`invariants::check`), and checked at every kept glance of a debug build. It fails
/// when a change a glance reads was not counted (`state::board::edited`).
pub fn check_kept(game: &Game) -> Result<(), String> {
    match game.board_memo {
        Some(memo) if memo.key == key(game) && Glance::from(memo.seen) != Glance::of(game) => {
            Err(format!(
                "the cleanup's kept glance {:?} is not what the board shows, {:?}: a change it reads was not counted",
                Glance::from(memo.seen),
                Glance::of(game)
            ))
        }
        _ => Ok(()),
    }
}

/// What a glance depends on, as one count: the board's edits (a battlefield's control among
/// them) and the versions of the bases, battlefields and face-down zones, summed
/// (`state::board`: each only grows, so the sum changes whenever one does).
fn key(game: &Game) -> u64 {
    let mut key = u64::from(game.board_edits);
    for p in game.player_ids() {
        key += u64::from(game.zone_version(Zone::Base(p)));
    }
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        key += u64::from(game.zone_version(Zone::Battlefield(b)));
        key += u64::from(game.zone_version(Zone::Facedown(b)));
    }
    key
}
