//! The chosen champion during play (103.2.a.3): every champion unit named as the card a player
//! put in their Champion Zone at setup is their chosen champion, in any zone, so that a card
//! may care (« when you play your chosen champion », « return your chosen champion from your
//! trash »). The rules decide it (`query::champion`); scripts only ask.

use super::Ctx;
use super::api_support::{Res, object};
use crate::query::champion::is_chosen_champion;
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "is_chosen_champion",
    &["id"],
    "whether the card is its owner's chosen champion: a champion unit named as the card they \
     put in their Champion Zone, wherever it is — deck, hand, trash, board, the chain \
     (103.2.a.3); false for -1",
    |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
            let s = ctx.reading();
            Ok(object(&s.game, id)?.is_some_and(|o| is_chosen_champion(&s.game, o)))
        });
    },
)];
