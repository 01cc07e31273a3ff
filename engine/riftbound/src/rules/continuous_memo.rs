//! An evaluation of the continuous abilities (471–475, `rules::continuous`) given again without
//! running a script, when it would give the same: the same functions run (the same sources on
//! the board, the same dependent abilities active, 727), on the same effects, and everything
//! they read — recorded as they ran (`grimoire_core::state::reads`) — as it was. What a function
//! gives is worked out from what it reads alone (a continuous function only reads and gives,
//! `api_support::acts`), and the layers' order from what the functions give (473–475), so the
//! same reads make the same contributions, in the same order, with the same timestamps.
//!
//! Most cleanups of a game with an active continuous ability find what it read as the last one
//! left it (a rune exhausted, a card drawn): those run no script. Builds with debug assertions
//! run the scripts as well and check that both agree.

use crate::model::card::ScriptId;
use crate::state::derived::{Derived, Function, part, same_object};
use crate::state::{Game, ObjId};
use std::rc::Rc;

/// A function `refresh` runs now, as the memo keeps it.
pub fn function(obj: ObjId, script: ScriptId, name: &Rc<str>, since: u32) -> Function {
    (obj, script, name.clone(), since)
}

/// Whether the last evaluation kept in `memo` gives what running `functions` now would: the
/// game's effects are its static ones (contributions taken back).
pub fn reusable(memo: &Derived, game: &Game, functions: &[Function]) -> bool {
    memo.valid
        && memo
            .catalog
            .as_ref()
            .is_some_and(|c| Rc::ptr_eq(c, &game.catalog))
        && memo.functions.len() == functions.len()
        && memo.functions.iter().zip(functions).all(|(a, b)| {
            a.0 == b.0 && a.1 == b.1 && a.3 == b.3 && (Rc::ptr_eq(&a.2, &b.2) || a.2 == b.2)
        })
        && memo.statics == game.effects
        && (memo.seen.parts & part::GEAR == 0 || memo.attached_gear == game.attached_gear)
        && (memo.seen.parts & part::BUFF_BONUS == 0
            || memo
                .buff_bonus
                .iter()
                .copied()
                .eq(game.players.iter().map(|p| p.buff_bonus)))
        && memo.seen.unchanged(game, same_object)
}

/// Gives again what the kept evaluation gave, and takes the timestamps its runs took.
pub fn replay(memo: &Derived, game: &mut Game) {
    game.effects.extend_from_slice(&memo.given);
    game.next_timestamp += memo.stamps;
}

/// What `record` needs of the game as an evaluation begins: its effects (the static ones), its
/// trace, what it printed and its next timestamp.
pub struct Start {
    statics: usize,
    lines: usize,
    printed: u64,
    stamp: u32,
}

impl Start {
    pub fn of(game: &Game) -> Start {
        Start {
            statics: game.effects.len(),
            lines: game.trace.len(),
            printed: game.printed,
            stamp: game.next_timestamp,
        }
    }
}

/// Keeps the evaluation that just ended (its reads are in `memo.seen` already), unless it wrote
/// a line or printed one: a replay would not.
pub fn remember(memo: &mut Derived, game: &Game, start: Start, functions: Vec<Function>) {
    if game.trace.len() != start.lines || game.printed != start.printed {
        return;
    }
    memo.catalog = Some(game.catalog.clone());
    memo.functions = functions;
    memo.statics.clear();
    memo.statics
        .extend_from_slice(&game.effects[..start.statics]);
    memo.given.clear();
    memo.given.extend_from_slice(&game.effects[start.statics..]);
    memo.stamps = game.next_timestamp - start.stamp;
    memo.attached_gear = game.attached_gear;
    memo.buff_bonus.clear();
    memo.buff_bonus
        .extend(game.players.iter().map(|p| p.buff_bonus));
    memo.valid = true;
}
