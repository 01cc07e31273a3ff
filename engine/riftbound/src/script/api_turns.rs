//! Additional turns (734–738): « Take a turn after this one. »

use super::Ctx;
use super::api_support::{Res, acts};
use crate::events::TurnEvent;
use grimoire_core::script::ApiFn;

/// More additional turns than this waiting at once is a card's loop, not a game.
const MAX_QUEUED: usize = 64;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "take_turn_after_this",
    &[],
    "the controller takes an additional turn right after this one (735): queued before any \
     other additional turn already waiting (738), then the turn order goes on as it was (737)",
    |e, name| {
        e.register_fn(name, take_turn_after_this);
    },
)];

/// `ctx.take_turn_after_this()`.
fn take_turn_after_this(ctx: &mut Ctx) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "take_turn_after_this")?;
    if s.game.additional_turns.len() >= MAX_QUEUED {
        return super::api_support::err(format!(
            "take_turn_after_this: already {MAX_QUEUED} additional turns waiting"
        ));
    }
    let (player, source) = (s.controller, s.source);
    s.game.additional_turns.insert(0, player);
    s.game.emit(|g| {
        TurnEvent::AdditionalTurnQueued {
            player,
            card: g.label(source).clone(),
        }
        .into()
    });
    Ok(())
}
