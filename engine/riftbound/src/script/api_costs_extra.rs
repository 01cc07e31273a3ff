//! Costs of the card text beyond a fixed price: a mandatory additional cost (356.2.a.1, « As an
//! additional cost to play me, kill a unit you control »), a cost paid any number of times whose
//! count the rest of the text reads (« spend any number of buffs … for each buff you spend »,
//! « pay any amount of [A] to deal that much damage »), and power of any domain added (429,
//! « [Add] [A] »).

use super::Ctx;
use super::api_additional::card_cost;
use super::api_support::{Res, acts, err, fault, within};
use crate::events::ChainEvent;
use crate::model::cost::{Cost, Domain};
use crate::rules::decide::ask;
use crate::rules::pay::Means;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use grimoire_core::script::ApiFn;

/// The most times one cost is paid over (« any amount »): far above any rune pool of a game.
const MAX_TIMES: u32 = 20;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "must_pay",
        &["paid"],
        "in `fn additional_cost`: a mandatory additional cost (356.2.a.1, « as an additional cost \
         to play me, kill a unit you control »): the card cannot be played when `paid` is false, and \
         the play is undone; true otherwise",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, paid: bool| -> Res<bool> {
                if paid {
                    return Ok(true);
                }
                let s = ctx.state();
                err(format!(
                    "{} cannot be played: its mandatory additional cost cannot be paid (356.2.a.1)",
                    s.game.label(s.source)
                ))
            });
        },
    ),
    ApiFn::call(
        "set_times_paid",
        &["n"],
        "how many times a cost of this card's text was paid, kept on the card for what its text \
         says next (« for each buff you spend », « for each killed this way »); returns `n`",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<i64> {
                let mut s = ctx.state();
                let n = within(n, 0..=MAX_TIMES as i64, "set_times_paid")?;
                let me = s.source;
                s.game.obj_mut(me).times_paid = n as u8;
                Ok(n as i64)
            });
        },
    ),
    ApiFn::call(
        "times_paid",
        &[],
        "how many times this card's cost counted by `set_times_paid` or `pay_any_amount` was paid \
         (« reduce my cost by [O] for each buff you spend », « deal that much damage »); 0 for a \
         new object (110)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<i64> {
                let s = ctx.state();
                Ok(s.game.obj(s.source).times_paid as i64)
            });
        },
    ),
    ApiFn::call(
        "pay_any_amount",
        &["cost"],
        "the controller chooses how many times to pay `cost` (`\"[A]\"`), from none to as many as \
         they can pay, and pays it that many times (« pay any amount of [A] to … »); how many, kept \
         for `times_paid`",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, cost: &str| -> Res<i64> {
                pay_any_amount(ctx, cost)
            });
        },
    ),
    ApiFn::call(
        "pay_from_anywhere",
        &["cost"],
        "the controller pays `cost` (`\"[1][R]\"`, energy and power only) for this card wherever \
         it is — a trash, a hand (« when you discard me, you may pay [2] to play me »); false, \
         nothing paid, when they cannot pay it all (357.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, cost: &str| -> Res<bool> {
                pay_from_anywhere(ctx, cost)
            });
        },
    ),
    ApiFn::call(
        "add_any_power",
        &["n"],
        "n power into the controller's rune pool, each of a domain they choose (« [Add] [A] », \
         429.5: [A] is power of any domain)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                add_any_power(ctx, n)
            });
        },
    ),
];

/// `ctx.pay_any_amount(cost)`: a number chosen, then that many times `cost` paid at once.
fn pay_any_amount(ctx: &mut Ctx, cost: &str) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "pay_any_amount")?;
    let me = s.source;
    let (_, once) = card_cost(&s.game, me, cost)?;
    if once == Cost::ZERO {
        return err("pay_any_amount: the cost paid each time is not nothing");
    }
    let p = s.controller;
    let times = |k: u32| (0..k).fold(Cost::ZERO, |c, _| c.plus(&once));
    let mut most = 0;
    while most < MAX_TIMES && Means::of(&s.game, p).covers(&times(most + 1)).is_ok() {
        most += 1;
    }
    let options: Vec<DecisionOption> = (0..=most)
        .map(|k| DecisionOption {
            label: k.to_string(),
            value: OptionValue::Index(k),
        })
        .collect();
    let prompt = grimoire_core::format_en_fr!(
        en: "how many times to pay {cost} for {}",
        fr: "combien de fois payer {cost} pour {}",
        s.game.label(me)
    );
    let d = Decision::one(p, DecisionKind::Number, prompt, options);
    let s = &mut *s;
    let k = match ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => a[0] as u32,
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
    };
    if k > 0 {
        let what = format!("{}", s.game.label(me));
        fault(
            &mut s.fault,
            crate::rules::pay::pay(&mut s.game, p, &times(k), &what),
        )?;
    }
    s.game.obj_mut(me).times_paid = k as u8;
    Ok(k as i64)
}

/// `ctx.pay_from_anywhere(cost)`: resources only, all or nothing (357.1).
fn pay_from_anywhere(ctx: &mut Ctx, cost: &str) -> Res<bool> {
    let mut s = ctx.state();
    acts(&s, "pay_from_anywhere")?;
    let me = s.source;
    let (printed, c) = card_cost(&s.game, me, cost)?;
    let shown = crate::model::activated::AbilityCost {
        resources: printed,
        exhaust: false,
    };
    let p = s.controller;
    if let Err(why) = Means::of(&s.game, p).covers(&c) {
        s.game.emit(|_| {
            ChainEvent::CannotPayAbility {
                player: p,
                cost: shown,
                why: why.to_string(),
            }
            .into()
        });
        return Ok(false);
    }
    let s = &mut *s;
    let what = format!("{}", s.game.label(me));
    fault(
        &mut s.fault,
        crate::rules::pay::pay(&mut s.game, p, &c, &what),
    )
    .map(|()| true)
}

/// `ctx.add_any_power(n)`: for each power, the controller chooses its domain (429.5).
fn add_any_power(ctx: &mut Ctx, n: i64) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "add_any_power")?;
    let n = within(n, 1..=12, "add_any_power")?;
    let p = s.controller;
    for _ in 0..n {
        let options: Vec<DecisionOption> = Domain::ALL
            .iter()
            .enumerate()
            .map(|(i, d)| DecisionOption {
                label: d.key().to_string(),
                value: OptionValue::Index(i as u32),
            })
            .collect();
        let prompt = grimoire_core::en_fr!(
            en: "domain of the power added",
            fr: "domaine de la puissance ajoutée"
        );
        let d = Decision::one(p, DecisionKind::Mode, prompt, options);
        let s = &mut *s;
        let i = match ask(&mut s.game, &mut s.agent, d) {
            Ok(a) => a[0],
            Err(e) => return fault(&mut s.fault, Err(e)),
        };
        crate::rules::add::add_power(&mut s.game, p, Domain::ALL[i], 1);
        let source = s.source;
        crate::rules::add::note_added(&mut s.game, source, p, 0, Some((Domain::ALL[i], 1)));
    }
    Ok(())
}
