//! Reflexive triggered abilities a card's effect makes (« Do this twice: deal 3 to a unit »,
//! 428.5.d): the ability is a function of the card's own script, put on the chain at once as a
//! triggered ability of the card, controlled by its controller. It resolves on its own, with a
//! cleanup after it, and what it kills is killed by the card too (428.5.d: a spell's ability
//! kills "with a spell").

use super::Ctx;
use super::api_support::{Res, acts, err, fault};
use grimoire_core::script::ApiFn;
use rhai::NativeCallContext;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "do_this",
    &["function"],
    "makes a reflexive triggered ability (« do this: … », 428.5.d): this card's function \
     `function` (a private helper, `\"_deal_3\"`) goes on the chain now as a triggered ability \
     of this card, controlled by its controller, its choices made as it goes there \
     (`choose__deal_3`); it resolves on its own, and what it kills is killed by this card too. \
     « Do this twice »: two calls",
    |e, name| {
        e.register_fn(
            name,
            |nc: NativeCallContext, ctx: &mut Ctx, function: &str| do_this(&nc, ctx, function),
        );
    },
)];

/// `ctx.do_this(function)`.
fn do_this(nc: &NativeCallContext, ctx: &mut Ctx, function: &str) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "do_this")?;
    let Some(trigger) = super::api_delayed::own_ability(
        &s.game,
        s.source,
        s.controller,
        function,
        grimoire_core::en_fr!(en: "reflexive ability", fr: "capacité réflexe"),
    ) else {
        return err(format!(
            "do_this: this card's script defines no `fn {function}(ctx)` to put on the chain"
        ));
    };
    let s = &mut *s;
    let result = super::api_support::with_nested(nc, s, |game, env| {
        crate::rules::triggers::put_on_chain(game, env, vec![trigger])
    });
    fault(&mut s.fault, result)
}
