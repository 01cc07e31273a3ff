//! How much one game may keep, whatever its content does: a pack's scripts may create objects,
//! effects and printed lines in a loop, and each step's budget (`code::budget`) bounds what one
//! step makes, not what a long game piles up. Past a cap, the API call that would go over it
//! is a script error naming the cap; the step is undone. The caps are far above what a game
//! of the base content makes (about 150 objects, a few dozen effects, no printing).

/// Objects in a game's arena, tokens included (objects are never removed: ids stay stable).
pub const MAX_OBJECTS: usize = 4_096;
/// Effects in force at once.
pub const MAX_EFFECTS: usize = 4_096;
/// Bytes a game's scripts may print (`print`, `debug`), over the whole game.
pub const MAX_PRINTED: u64 = 1 << 20;

use super::Game;
use crate::ruleset::Ruleset;

impl<R: Ruleset> Game<R> {
    /// Whether `n` more objects fit in this game; else why not, for a script error.
    pub fn room_for_objects(&self, n: usize) -> Result<(), String> {
        if self.objects.len().saturating_add(n) > MAX_OBJECTS {
            Err(format!(
                "this game has {} objects, tokens included: at most {MAX_OBJECTS}",
                self.objects.len()
            ))
        } else {
            Ok(())
        }
    }

    /// Whether one more effect fits in this game; else why not, for a script error.
    pub fn room_for_effect(&self) -> Result<(), String> {
        if self.effects.len() >= MAX_EFFECTS {
            Err(format!(
                "this game has {} effects in force: at most {MAX_EFFECTS}",
                self.effects.len()
            ))
        } else {
            Ok(())
        }
    }
}
