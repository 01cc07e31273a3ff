//! Game actions for `ctx`: banish, recycle, discard, buff and spend buffs, ready, exhaust, move,
//! recall, remove a keyword, XP, adding to the rune pool. Each calls the rules' action of the
//! same name; ids of `-1` (targets no longer legal) do nothing.

use super::Ctx;
use super::api_choose::location;
use super::api_guard::{banishable, guarded, recallable, recyclable, unit_in_play};
use super::api_support::{
    Res, acts, err, fault, keyword_change, object, parse_duration, room_for_effect, within,
};
use crate::events::EffectEvent;
use crate::model::cost::Domain;
use crate::model::glossary::TriggerEvent;
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::rules::prompt::Prompt;
use crate::rules::{
    add, banish, buff, counter, discard, effect_move, movement, ready, recycle, to_hand, xp,
};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::effects::{Duration, EffectKind};
use crate::state::{Location, ObjId, Zone};
use grimoire_core::script::ApiFn;

fn amount(n: i64, what: &str) -> Res<u32> {
    within(n, 0..=100, what).map(|n| n as u32)
}

/// Energy, or power of one domain, a rune pool may hold: far above any cost, and far below
/// where its count would wrap, however many steps of a turn add to it.
const MAX_POOL: u32 = 100_000;

/// Whether `n` more on top of `have` fits in a rune pool; else a script error.
fn room_in_pool(have: u32, n: u32, what: &str) -> Res<()> {
    if have.saturating_add(n) > MAX_POOL {
        err(format!(
            "{what}: a rune pool holds at most {MAX_POOL} of each resource, this one {have}"
        ))
    } else {
        Ok(())
    }
}

/// Actions on units and gear, and the controller's cards, XP and rune pool. Declared once
/// each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "banish",
        &["id"],
        "to its owner's banishment, not a kill (427); not a battlefield or legend (169.2.b, \
         173.2.b), nor a card on the chain",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "banish")?;
                if let Some(o) = guarded(&s.game, id, banishable)? {
                    banish::banish(
                        &mut s.game,
                        o,
                        grimoire_core::en_fr!(
                            en: "banish instruction, 427.1",
                            fr: "instruction de bannir, 427.1"
                        ),
                    );
                }
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "counter",
        &["id"],
        "counters a card on the chain (425): it does nothing and goes to its owner's trash, \
         nothing paid for it given back; a card no longer on the chain is left alone",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "counter")?;
                if let Some(o) = object(&s.game, id)? {
                    if o == s.source {
                        return err("counter: a spell does not counter itself (355.9.c)");
                    }
                    counter::counter(&mut s.game, o);
                }
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "return_to_hand",
        &["id"],
        "to its owner's hand from the board or a trash, a new object there (110); not a \
         battlefield or legend, nor a card on the chain",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "return_to_hand")?;
                if let Some(o) = guarded(&s.game, id, banishable)? {
                    to_hand::return_to_hand(&mut s.game, o);
                }
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "channel",
        &["n", "exhausted"],
        "the controller channels the top n runes of their rune deck, exhausted if `exhausted` \
         (430.1–430.2); how many, fewer if the deck has fewer",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64, exhausted: bool| -> Res<i64> {
                let n = within(n, 0..=12, "channel")?;
                let mut s = ctx.state();
                acts(&s, "channel")?;
                let p = s.controller;
                Ok(to_hand::channel(&mut s.game, p, n as usize, exhausted) as i64)
            });
        },
    ),
    ApiFn::call(
        "recycle",
        &["id"],
        "to the bottom of its owner's main deck, the rune deck for a rune (416); not a card on the \
         chain",
        |e, name| {
            e.register_fn(name, recycle);
        },
    )
    .direct(super::direct::RECYCLE),
    ApiFn::call(
        "discard",
        &["n"],
        "the controller chooses n cards of their hand to discard, all if fewer (422.1.a, 422.4); how \
         many were discarded",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<i64> {
                let n = amount(n, "discard")? as usize;
                discards(ctx, None, Some(n), "discard")
            });
        },
    ),
    ApiFn::call(
        "discard_hand",
        &["seat"],
        "a player discards their whole hand (« each player discards their hand », 422.1); how \
         many cards",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, seat: i64| -> Res<i64> {
                discards(ctx, Some(seat), None, "discard_hand")
            });
        },
    ),
    ApiFn::call(
        "buff",
        &["id"],
        "places a buff on a unit; whether one was placed (426.1.b.1, 426.1.c)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                change_then(ctx, id, "buff", buff::buff, TriggerEvent::UnitBuffed)
            });
        },
    ),
    ApiFn::call(
        "spend_buff",
        &["id"],
        "spends the buff of a buffed unit the controller controls (702.2.b); true once spent",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let mut s = ctx.state();
                acts(&s, "spend_buff")?;
                let Some(o) = object(&s.game, id)? else {
                    return Ok(false);
                };
                let p = s.controller;
                let result = buff::spend_buff(&mut s.game, p, o);
                fault(&mut s.fault, result).map(|()| true)
            });
        },
    ),
    ApiFn::call(
        "ready",
        &["id"],
        "readies it; whether its state changed (414.1.c)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                change_then(ctx, id, "ready", ready::ready, TriggerEvent::UnitReadied)
            });
        },
    ),
    ApiFn::call(
        "exhaust",
        &["id"],
        "exhausts it; whether its state changed (415.1.c)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let mut s = ctx.state();
                acts(&s, "exhaust")?;
                Ok(object(&s.game, id)?.is_some_and(|o| ready::exhaust(&mut s.game, o)))
            });
        },
    ),
    ApiFn::call(
        "move_unit",
        &["id", "location"],
        "a move by an effect (444) of the unit `id` to `location`: `\"base\"` (the controller's), \
         `\"own_base\"` (the unit's own controller's), `\"here\"` (where this card is) or a battlefield's label or card id (text, not a number: \
         `ctx.label(bf)` names a battlefield id); no exhaustion; to a battlefield where units of two \
         other players are, it recalls instead (444.2, 442.2.c); the destination is contested as in \
         445",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, to: &str| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "move_unit")?;
                let Some(o) = object(&s.game, id)? else {
                    return Ok(());
                };
                // "Move it to its base": the unit's own controller's base (107.1).
                let to = match to {
                    "own_base" => Location::Base(s.game.obj(o).controller),
                    _ => location(&s, to)?,
                };
                let s = &mut *s;
                let result = move_by_effect(s, o, to, s.controller);
                fault(&mut s.fault, result)
            });
        },
    ),
    ApiFn::call(
        "recall",
        &["id"],
        "a unit or gear to its controller's base, not a move (450–453)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "recall")?;
                if let Some(o) = guarded(&s.game, id, recallable)? {
                    movement::recall(
                        &mut s.game,
                        o,
                        grimoire_core::en_fr!(
                            en: "recall instruction, 450",
                            fr: "instruction de rappeler, 450"
                        ),
                    );
                }
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "remove_keyword",
        &["id", "name", "duration"],
        "the keyword is removed for the duration (801.3.b): the instances that apply before it in \
         the ability layer — printed ones, and those given or appended (attached gear, 472.2.c) no \
         later than it — not one given after it (475.3)",
        |e, name| {
            e.register_fn(
                name,
                |ctx: &mut Ctx, id: i64, name: &str, duration: &str| -> Res<()> {
                    let mut s = ctx.reading();
                    let change =
                        keyword_change(&s.game, s.source, id, name, duration, "remove_keyword")?;
                    let Some((kw, duration, obj)) = change else {
                        return Ok(());
                    };
                    room_for_effect(&s.game)?;
                    if s.phase == CallPhase::Continuous {
                        // A contribution (« … perd [Tank] »), traced by the refresh when it changes.
                        s.game
                            .add_effect(obj, EffectKind::RemoveKeyword(kw), Duration::Derived);
                        return Ok(());
                    }
                    s.game
                        .add_effect(obj, EffectKind::RemoveKeyword(kw), duration);
                    s.game.emit(|g| {
                        EffectEvent::LosesKeyword {
                            unit: g.label(obj).clone(),
                            keyword: g.catalog.glossary.get(kw).shown().to_string(),
                            duration,
                        }
                        .into()
                    });
                    Ok(())
                },
            );
        },
    ),
    ApiFn::call(
        "recall_instead_of_dying",
        &["id", "duration"],
        "a replacement effect used up once applied (369): the next time the unit would die within \
         the duration it is healed, exhausted and recalled instead, so nothing \"when it dies\" \
         triggers (808.1.d.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, duration: &str| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "recall_instead_of_dying")?;
                let source = s.game.obj(s.source).handle();
                let duration = parse_duration(duration, source)?;
                let Some(obj) = object(&s.game, id)? else {
                    return Ok(());
                };
                let obj = unit_in_play(&s.game, obj, "recall_instead_of_dying")?;
                room_for_effect(&s.game)?;
                s.game.add_effect(
                    obj,
                    EffectKind::Rule(crate::state::effects::Modifier::RecallInsteadOfDying),
                    duration,
                );
                s.game.emit(|g| {
                    EffectEvent::WillRecallInsteadOfDying {
                        unit: g.label(obj).clone(),
                        duration,
                    }
                    .into()
                });
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "gain_xp",
        &["n"],
        "the controller gains n XP (730.1)",
        |e, name| {
            e.register_fn(name, gain_xp);
        },
    )
    .direct(super::direct::GAIN_XP),
    ApiFn::call(
        "spend_xp",
        &["n"],
        "the controller spends n XP (730.2); more than they have is a script error",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "spend_xp")?;
                let (p, n) = (s.controller, amount(n, "spend_xp")?);
                let result = xp::spend_xp(&mut s.game, p, n);
                fault(&mut s.fault, result)
            });
        },
    ),
    ApiFn::call(
        "add_energy",
        &["n"],
        "n energy into the controller's rune pool (429)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "add_energy")?;
                let (p, n) = (s.controller, amount(n, "add_energy")?);
                room_in_pool(s.game.players[p.index()].pool.energy, n, "add_energy")?;
                add::add_energy(&mut s.game, p, n);
                let source = s.source;
                add::note_added(&mut s.game, source, p, n, None);
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "only_for_spells",
        &[],
        "what this card's ability has just added to the controller's rune pool (`add_energy`, \
         `add_power`, `add_any_power`) may be spent only to play spells (« Use only to play \
         spells. »; the pool, 164–166, spent to play cards, 165.2): only a spell's payment \
         spends it, first; it empties with the pool (166)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "only_for_spells")?;
                let source = s.source;
                add::only_for_spells(&mut s.game, source);
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "add_power",
        &["domain", "n"],
        "n power of a domain into the controller's rune pool (429)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, domain: &str, n: i64| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "add_power")?;
                let Some(d) = Domain::from_key(domain) else {
                    return err(format!(
                        "unknown domain `{domain}`: expected fury, calm, mind, body, chaos or order"
                    ));
                };
                let (p, n) = (s.controller, amount(n, "add_power")?);
                room_in_pool(
                    s.game.players[p.index()].pool.power[d.index()],
                    n,
                    "add_power",
                )?;
                add::add_power(&mut s.game, p, d, n);
                let source = s.source;
                add::note_added(&mut s.game, source, p, 0, Some((d, n)));
                Ok(())
            });
        },
    ),
];

/// `ctx.recycle(id)`: puts a card at the bottom of its owner's main deck (416.1); nothing for
/// -1 (359.3.e.6) or a card whose guard keeps it where it is.
pub(super) fn recycle(ctx: &mut Ctx, id: i64) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "recycle")?;
    if let Some(o) = guarded(&s.game, id, recyclable)? {
        recycle::recycle(&mut s.game, &[o], "416.1");
        let s = &mut *s;
        let result = then(s, None, TriggerEvent::CardsRecycled, &[o]);
        return fault(&mut s.fault, result);
    }
    Ok(())
}

/// `ctx.discard(n)`: the controller chooses `n` cards of their hand and discards them (422.1.a);
/// with fewer in hand, all of them (422.4). How many were discarded: « you may discard 1 to … »
/// pays only when it is the number asked.
/// The controller (or the player at `seat`) discards `n` cards of their choice, or their whole
/// hand (`None`); how many.
fn discards(ctx: &mut Ctx, seat: Option<i64>, n: Option<usize>, name: &str) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, name)?;
    let p = match seat {
        Some(seat) => super::api_queries::seat(&s.game, seat)?,
        None => s.controller,
    };
    let hand: Vec<ObjId> = s.game.in_zone(Zone::Hand(p));
    let k = n.unwrap_or(hand.len()).min(hand.len());
    if k == 0 {
        return Ok(0);
    }
    let chosen: Vec<ObjId> = if k == hand.len() {
        hand
    } else {
        let options = DecisionOption::objects(&hand);
        let prompt = Prompt::Discard { count: k };
        let d = Decision::some(p, DecisionKind::Cards, prompt, options, k, k);
        let s = &mut *s;
        match ask(&mut s.game, &mut s.agent, d) {
            Ok(a) => a.into_iter().map(|i| hand[i]).collect(),
            Err(e) => return fault(&mut s.fault, Err(e)).map(|()| 0),
        }
    };
    let s = &mut *s;
    let result = discard_then(s, p, &chosen);
    fault(&mut s.fault, result).map(|()| k as i64)
}

/// `player` discards `cards` (422.1), then each card's own and observed « when you discard (me
/// / a card) », then once for them all (« when you discard one or more cards »), on the first
/// (422.1.b).
pub(super) fn discard_then(
    s: &mut grimoire_core::script::CallState<crate::Riftbound>,
    player: crate::state::PlayerId,
    cards: &[ObjId],
) -> Result<(), crate::rules::RulesError> {
    discard::discard(&mut s.game, player, cards)?;
    let discarded = TriggerEvent::CardDiscarded;
    then(s, Some(discarded), discarded, cards)?;
    then(s, None, TriggerEvent::CardsDiscarded, &cards[..1])
}

/// The API function `name` doing `change` to the object `id` names (nothing for -1), then what
/// triggers on `event` when it changed something; whether it did (`ready`, `buff`, `stun`).
pub(super) fn change_then(
    ctx: &mut Ctx,
    id: i64,
    name: &str,
    change: fn(&mut crate::state::Game, ObjId) -> bool,
    event: TriggerEvent,
) -> Res<bool> {
    let mut s = ctx.state();
    acts(&s, name)?;
    let Some(o) = object(&s.game, id)? else {
        return Ok(false);
    };
    let s = &mut *s;
    if !change(&mut s.game, o) {
        return Ok(false);
    }
    let result = then(s, None, event, &[o]);
    fault(&mut s.fault, result).map(|()| true)
}

/// What triggers once this call has done something to `subjects`: their own abilities on
/// `own`, then what observes `seen`, noted for the next cleanup (`rules::noted::note_after`).
/// A move of `unit` to `to` by an effect (444), `by` the player responsible for it (411.4), and
/// what its move triggers once it is done; a unit that recalled instead did not move (442.2.c).
pub(super) fn move_by_effect(
    s: &mut grimoire_core::script::CallState<crate::Riftbound>,
    unit: ObjId,
    to: crate::state::Location,
    by: crate::state::PlayerId,
) -> Result<(), crate::rules::RulesError> {
    if effect_move::effect_move(&mut s.game, &[unit], to, by)? {
        then(
            s,
            Some(TriggerEvent::Moves),
            TriggerEvent::UnitMoves,
            &[unit],
        )?;
    }
    Ok(())
}

pub(super) fn then(
    s: &mut grimoire_core::script::CallState<crate::Riftbound>,
    own: Option<TriggerEvent>,
    seen: TriggerEvent,
    subjects: &[ObjId],
) -> Result<(), crate::rules::RulesError> {
    crate::rules::noted::note_after(&mut s.game, own, seen, subjects);
    Ok(())
}

/// `ctx.gain_xp(n)`: the controller gains `n` XP (730.1).
pub(super) fn gain_xp(ctx: &mut Ctx, n: i64) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "gain_xp")?;
    let (p, n) = (s.controller, amount(n, "gain_xp")?);
    xp::gain_xp(&mut s.game, p, n);
    Ok(())
}
