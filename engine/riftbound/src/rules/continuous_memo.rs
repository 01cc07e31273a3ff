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

#[cfg(test)]
mod tests {
    use crate::model::card::{CardKey, CardKind, CardType, ScriptId};
    use crate::model::catalog::{Catalog, ScriptInfo};
    use crate::rules::RulesError;
    use crate::rules::continuous::refresh;
    use crate::rules::env::{CallPhase, Env, ScriptRunner};
    use crate::state::chain::Chosen;
    use crate::state::effects::{Duration, EffectKind, Modifier};
    use crate::state::{Game, ObjId, PlayerId, Zone};
    use std::cell::Cell;
    use std::rc::Rc;

    /// A continuous function as the card API runs one: « I have +1 [M] while I am undamaged »,
    /// reading its own object (as `support::object` records it), or — `tracked` false — read
    /// through a function that records nothing. Counts the runs on the game itself (a debug
    /// build's check runs it on an untraced copy too).
    struct Guard {
        tracked: bool,
        runs: Cell<u32>,
    }

    impl ScriptRunner<crate::Riftbound> for Guard {
        fn call(
            &self,
            game: &mut Game,
            _: &mut Box<crate::agent::Agent>,
            call: crate::rules::env::ScriptCall,
        ) -> Result<Chosen, RulesError> {
            assert_eq!(call.phase, CallPhase::Continuous);
            if game.tracing {
                self.runs.set(self.runs.get() + 1);
            }
            if self.tracked {
                game.reads.object(call.source);
            } else {
                game.reads.untracked();
            }
            if game.obj(call.source).damage == 0 {
                let kind = EffectKind::Rule(Modifier::Might(1));
                game.add_effect(call.source, kind, Duration::Derived);
            }
            Ok(Chosen::default())
        }
    }

    /// A board of one guard and one other unit, both in the first player's base.
    fn board() -> (Game, ObjId, ObjId) {
        let mut catalog = Catalog::default();
        catalog.scripts.push(ScriptInfo {
            path: "scripts/cards/garde.rhai".into(),
            functions: ["continuous".into()].into_iter().collect(),
            ..ScriptInfo::default()
        });
        catalog.cards.push(CardType {
            script: Some(ScriptId(0)),
            ..crate::model::card::bare("garde", CardKind::Unit, Some(2))
        });
        catalog
            .cards
            .push(crate::model::card::bare("autre", CardKind::Unit, Some(3)));
        let mut game = Game::new(Rc::new(catalog), 2, 0);
        let p1 = PlayerId(0);
        let guard = game.spawn(CardKey(0), p1, Zone::Base(p1), None);
        let other = game.spawn(CardKey(1), p1, Zone::Base(p1), None);
        (game, guard, other)
    }

    /// Refreshes `game` with `runner`, returning whether a contribution changed.
    fn refreshed(game: &mut Game, runner: &Guard) -> bool {
        let mut agent: Box<crate::agent::Agent> = Box::new(crate::agent::NoAgent);
        let mut env = Env {
            agent: &mut agent,
            scripts: runner,
        };
        refresh(game, &mut env).expect("refreshes")
    }

    /// The guard's contributions, as the game has them.
    fn given(game: &Game) -> Vec<(ObjId, EffectKind, u32)> {
        game.effects
            .iter()
            .filter(|e| e.duration == Duration::Derived)
            .map(|e| (e.target.obj, e.kind, e.timestamp))
            .collect()
    }

    /// What the function read unchanged (another unit changed), it is not run again, and the
    /// game is left as a run would leave it, timestamps taken included; what it read changed
    /// (its own object damaged), it runs.
    #[test]
    fn a_function_runs_again_only_when_what_it_read_changed() {
        let (mut game, guard, other) = board();
        let runner = Guard {
            tracked: true,
            runs: Cell::new(0),
        };
        assert!(refreshed(&mut game, &runner));
        assert_eq!(runner.runs.get(), 1);
        let first = given(&game);
        assert_eq!(first, [(guard, EffectKind::Rule(Modifier::Might(1)), 0)]);
        let stamp = game.next_timestamp;
        game.obj_mut(other).damage = 1;
        assert!(!refreshed(&mut game, &runner));
        assert_eq!(runner.runs.get(), 1, "nothing it read changed: not run");
        assert_eq!(given(&game), first);
        assert_eq!(game.next_timestamp, stamp + 1, "a run takes one timestamp");
        game.obj_mut(guard).damage = 1;
        assert!(refreshed(&mut game, &runner));
        assert_eq!(runner.runs.get(), 2, "its own object changed: run");
        assert!(given(&game).is_empty());
    }

    /// A function that read something no one itemised runs at every refresh.
    #[test]
    fn a_function_that_read_something_untracked_always_runs() {
        let (mut game, _, _) = board();
        let runner = Guard {
            tracked: false,
            runs: Cell::new(0),
        };
        refreshed(&mut game, &runner);
        refreshed(&mut game, &runner);
        refreshed(&mut game, &runner);
        assert_eq!(runner.runs.get(), 3);
    }
}
