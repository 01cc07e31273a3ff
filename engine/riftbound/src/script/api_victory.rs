//! What a continuous ability changes in the game's own numbers: the points needed to win
//! (478.3, « Increase the points needed to win the game by 1 »).

use super::Ctx;
use super::api_support::{Res, err, room_for_effect, within};
use crate::rules::env::CallPhase;
use crate::state::effects::{Duration, EffectKind, Modifier};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "raise_victory_score",
    &["n"],
    "in `continuous` only: the points a player needs to win are n more (0 to 100: the score is \
     only raised) while the ability applies (478.3; `ctx.victory_score()` reads them)",
    |e, name| {
        e.register_fn(name, raise_victory_score);
    },
)];

/// `ctx.raise_victory_score(n)`.
fn raise_victory_score(ctx: &mut Ctx, n: i64) -> Res<()> {
    let mut s = ctx.reading();
    if s.phase != CallPhase::Continuous {
        return err("raise_victory_score is called from a `continuous` function (478.3)");
    }
    // Raised only: the cleanup reads the effects only once a player reaches the mode's score.
    let n = within(n, 0..=100, "raise_victory_score")?;
    room_for_effect(&s.game)?;
    let me = s.source;
    s.game.add_effect(
        me,
        EffectKind::Rule(Modifier::VictoryScore(n)),
        Duration::Derived,
    );
    Ok(())
}
