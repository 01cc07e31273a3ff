//! Drawing a card out of banishment (« … when you conquer this turn, draw it », 427.3.a): the
//! card an effect banished goes to its owner's hand as a draw (413), which what observes a draw
//! sees. Only that card: a card banished by another effect is not drawn (427.3.a).

use super::Ctx;
use super::api_support::{Res, acts, err, object};
use crate::state::Zone;
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "draw_from_banishment",
    &["id"],
    "the controller draws the card `id` from their banishment into their hand (« draw it », \
     427.3.a), a draw as any other (413); whether it was drawn — not a card that has left \
     their banishment since; another player's card is a script error",
    |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
            let mut s = ctx.state();
            acts(&s, "draw_from_banishment")?;
            let Some(card) = object(&s.game, id)? else {
                return Ok(false);
            };
            let player = s.controller;
            let o = s.game.obj(card);
            if o.owner != player {
                return err(format!(
                    "draw_from_banishment: {} is not a card of the controller's: a player draws \
                     only their own cards",
                    s.game.label(card)
                ));
            }
            if o.zone != Zone::Banishment(player) {
                return Ok(false);
            }
            crate::rules::cards::draw_card(&mut s.game, player, card);
            Ok(true)
        });
    },
)];
