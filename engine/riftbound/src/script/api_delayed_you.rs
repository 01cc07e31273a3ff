//! Delayed abilities on an event of the controller's (« when you conquer this turn, … »): the
//! event is theirs when its subject is theirs as it happens — the battlefield they conquered,
//! the card they played (411.4) — and the ability may speak of a card the same effect acted
//! on (« banish the top card of your deck; when you conquer this turn, draw it », 393, 427.3.a):
//! that card is its `ctx.subject`, each instance its own.

use super::Ctx;
use super::api_delayed::{Waiting, wait};
use super::api_support::{Res, object};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "next_time_you",
    &["event", "function", "duration", "about"],
    "makes a delayed triggered ability (391) on the next `event` of the controller's — its \
     subject theirs as it happens, a battlefield they conquer for `\"battlefield_conquered\"` \
     (« when you conquer this turn », 411.4) —: this card's function `function` goes on the \
     chain once, with `about` as `ctx.subject` (a card this effect acted on: « … draw it », \
     393, 427.3.a), or the event's subject for -1; `duration` as `next_time`'s",
    |e, name| {
        e.register_fn(
            name,
            |ctx: &mut Ctx, event: &str, function: &str, duration: &str, about: i64| -> Res<()> {
                let about = if about == -1 {
                    None
                } else {
                    let s = ctx.state();
                    match object(&s.game, about)? {
                        Some(o) => Some(o),
                        // What it would speak of is gone: nothing waits.
                        None => return Ok(()),
                    }
                };
                let waiting = Waiting {
                    name: "next_time_you",
                    event,
                    subject: None,
                    yours: true,
                    about,
                };
                wait(ctx, waiting, function, duration)
            },
        );
    },
)];
