//! The stack in the card API: countering a spell or an ability (701.3a), and a spell or
//! ability saying, as it goes on the stack, that it can't be countered. An ability on the
//! stack is no object: a script reaches it as a target (`choose_target("ability")`), which
//! scenarios and traces name by its number, `#5`.

use super::Ctx;
use super::support::{Res, act_plain, err, in_phase, object};
use crate::events::DuelEvent;
use crate::rules::counter;
use crate::rules::env::CallPhase;
use crate::state::Zone;
use crate::state::chain::ChainKind;
use grimoire_core::script::ApiFn;
use grimoire_core::state::chain::Target;

/// Countering, and what can't be countered. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Duel>] = &[
    ApiFn::call(
        "counter",
        &["id"],
        "counters a spell on the stack: to its owner's graveyard, none of its effects (701.3a); \
         whether it was countered (not when it can't be)",
        |e, name| {
            e.register_fn(name, counter_spell);
        },
    ),
    ApiFn::call(
        "counter_target",
        &["i"],
        "counters the i-th target, a spell or an ability on the stack (701.3a): an ability \
         leaves the stack and does nothing; nothing if it has left the stack; whether it was \
         countered (not when it can't be)",
        |e, name| {
            e.register_fn(name, counter_target);
        },
    ),
    ApiFn::call(
        "cannot_be_countered",
        &[],
        "while it goes on the stack (in `choose` or `choose_<function>`): this spell or ability \
         can't be countered — a counter does nothing to it",
        |e, name| {
            e.register_fn(name, cannot_be_countered);
        },
    ),
];

/// `ctx.counter(id)`: counters a spell on the stack (701.3a).
fn counter_spell(ctx: &mut Ctx, id: i64) -> Res<bool> {
    let obj = object(&ctx.state().game, id)?;
    // Only a spell on the stack can be countered by its id (701.3a): anything else is the
    // script's mistake, refused at the call, as an id that names nothing is.
    if let Some(o) = obj
        && !counter::on_stack(&ctx.state().game, o)
    {
        let label = ctx.state().game.label(o).clone();
        return err(format!("{label} is not a spell on the stack (701.3a)"));
    }
    act_plain(ctx, "counter", |game| match obj {
        Some(o) => counter::counter(game, o),
        None => Ok(false),
    })
}

/// `ctx.counter_target(i)`: counters the i-th target, spell or ability, while it is on the
/// stack (701.3a).
fn counter_target(ctx: &mut Ctx, i: i64) -> Res<bool> {
    let serial = {
        let s = ctx.state();
        let t = grimoire_core::script::support::nth_target(&s, i)?;
        match t {
            Target::Item(serial) => Some(serial),
            // A spell targeted as the object it was on the stack.
            Target::Object(h) => {
                let o = s.game.obj(h.obj);
                (o.incarnation == h.incarnation && o.zone == Zone::Stack)
                    .then(|| {
                        let spell = ChainKind::Card { card: h.obj };
                        s.game.chain.iter().find(|it| it.kind == spell)
                    })
                    .flatten()
                    .map(|it| it.serial)
            }
            Target::Player(_) => None,
        }
    };
    act_plain(ctx, "counter_target", |game| {
        Ok(serial.is_some_and(|n| counter::counter_item(game, n)))
    })
}

/// `ctx.cannot_be_countered()`: the spell or ability going on the stack can't be countered.
fn cannot_be_countered(ctx: &mut Ctx) -> Res<()> {
    let mut s = ctx.state();
    in_phase(&s, CallPhase::Choose, "cannot_be_countered")?;
    let Some(item) = s.game.chain.iter_mut().rev().find(|it| it.pending) else {
        return err("`cannot_be_countered` is called while a spell or ability goes on the stack");
    };
    item.ext.uncounterable = true;
    let serial = item.serial;
    s.game.emit(|_| DuelEvent::Uncounterable { serial });
    Ok(())
}
