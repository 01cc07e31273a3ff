//! Two game actions the official cards name: stun (423) and predict (436). Both only when an
//! effect says so (423.2.a, 436.2.a).

use super::Ctx;
use super::api_actions::change_then;
use super::api_support::{Res, acts, charge_list, err, object};
use crate::model::glossary::TriggerEvent;
use crate::rules::{stun, top_cards};
use crate::state::{GameExt, Zone};
use grimoire_core::script::ApiFn;

/// Stun (423) and predict (436). Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "stun",
        &["id"],
        "stuns a unit at a location until the next Ending Step begins: it adds no Might to its \
         side's combat damage (423.1); whether it was stunned now (not one stunned already, \
         423.1.a.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                change_then(ctx, id, "stun", stun::stun, TriggerEvent::UnitStunned)
            });
        },
    ),
    ApiFn::call(
        "is_stunned",
        &["id"],
        "whether it is stunned; of a unit that has just died, whether it was (808.1.d.3)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                // 808.1.d.3: of a unit that has just died, whether it was.
                Ok(
                    object(&s.game, id)?.is_some_and(|o| match s.game.last_known(o) {
                        Some(lk) => lk.stunned,
                        None => s.game.obj(o).stunned,
                    }),
                )
            });
        },
    ),
    ApiFn::call(
        "predict",
        &["n"],
        "the controller looks at the top n cards of their main deck and recycles any of them \
         (436.1), the rest staying in their order; the ids recycled",
        |e, name| {
            e.register_fn(name, predict);
        },
    ),
];

/// `ctx.predict(n)`: the controller looks at the top `n` cards of their main deck (as many as
/// there are, 436.4) and recycles any number of them (436.1.a); the rest stay in their order.
/// Returns the ids recycled.
fn predict(ctx: &mut Ctx, n: i64) -> Res<rhai::Array> {
    if !(0..=100).contains(&n) {
        return err(format!("predict: the number is from 0 to 100, not {n}"));
    }
    let mut s = ctx.state();
    acts(&s, "predict")?;
    charge_list(&s, n as usize)?;
    let p = s.controller;
    let deck = Zone::Deck(p);
    let cards = top_cards::top(&s.game, deck, n as usize);
    if cards.is_empty() {
        return Ok(rhai::Array::new());
    }
    top_cards::look(&mut s.game, p, deck, &cards);
    let prompt = grimoire_core::en_fr!(
        en: "recycles any of the cards predicted (436.1)",
        fr: "recycle les cartes prédites de son choix (436.1)"
    );
    super::api_looked::recycle_chosen(&mut s, p, &cards, cards.len(), prompt, "436.1")
}
