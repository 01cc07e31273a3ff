//! Playing a card (349–359): onto the chain as a pending item, choices, total cost, payment,
//! legality, then finalize — a permanent leaves the chain for the board, a spell stays to be
//! resolved.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::hide::check_playable_hidden;
use super::movement::contest;
use super::play_options::{
    Places, choose_location, decide_offers, has_mark, targeting_tax, unit_locations,
};
use super::triggers::{put_on_chain, triggered_by};
use super::zones::{Position, move_to};
use crate::events::{ChainEvent, bf_name};
use crate::model::card::CardKind;
use crate::model::functions::{ADDITIONAL_COST, CHOOSE, COST_LESS, ENTERS_READY, RESOLVE};
use crate::model::glossary::{PaidEffect, Permission, TriggerEvent};
use crate::query::board::units_at;
use crate::query::timing::{check_play_timing, check_timing_with, conditional_permission};
use crate::state::chain::{ChainItem, ChainKind, Chosen, ItemExt};
use crate::state::{Game, Location, ObjId, PlayerId, Zone};
use smallvec::SmallVec;

pub fn play_card(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
) -> Result<(), RulesError> {
    play_card_from(game, env, player, card, false)
}

/// Plays `card`; with `hidden`, from its face-down zone, as a keyword's hide action allows
/// (811.1.b): a play on the chain (811.1.c.3), at that battlefield (811.1.d.1), ignoring the
/// base cost (356.1.b), with the action's timing permission (811.6).
pub fn play_card_from(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
    hidden: bool,
) -> Result<(), RulesError> {
    let from = game.obj(card).zone;
    let hidden_at = if hidden {
        Some(check_playable_hidden(game, player, card)?)
    } else {
        None
    };
    // 811.3: played normally, nothing of the hidden play applies.
    game.obj_mut(card).played_hidden = hidden_at;
    if hidden_at.is_none() && from != Zone::Hand(player) && from != Zone::Champion(player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {}: it is in {}, not in {player}'s hand",
            game.label(card),
            game.zone_name(from)
        )));
    }
    if game.players[player.index()].cannot_play {
        return Err(RulesError::illegal(format!(
            "{player} cannot play cards this turn (an effect of a spell or ability)"
        )));
    }
    let kind = game.card(card).kind;
    if !matches!(kind, CardKind::Unit | CardKind::Spell | CardKind::Gear) {
        return Err(RulesError::illegal(format!(
            "{} is a {kind:?} card: only main-deck cards are played (349)",
            game.label(card)
        )));
    }
    let closed = game.is_closed();
    // 358.3, checked first when the choices cannot change it; a unit whose keyword gives it a
    // permission at some places is checked once its place is chosen (822.1.b).
    let locations: Places = if let Some(b) = hidden_at {
        smallvec::smallvec![(Location::Battlefield(b), None)]
    } else if kind == CardKind::Unit {
        unit_locations(game, player, card)
    } else {
        Places::new()
    };
    let mut timing = check_play_timing(game, player, card, closed);
    let provisional = timing.is_err() && provisionally_timed(game, player, card, closed);
    if provisional {
        timing = Ok(());
    }
    let places_with_permission: Vec<(Location, Permission)> = locations
        .iter()
        .filter_map(|(l, p)| p.map(|p| (*l, p)))
        .collect();
    if let Err(why) = &timing
        && places_with_permission.is_empty()
    {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {} now: {why}",
            game.label(card)
        )));
    }

    // 354: onto the chain, pending.
    move_to(game, card, Zone::Chain, Position::Bottom);
    let serial = game.next_serial;
    game.next_serial += 1;
    game.emit(|g| {
        ChainEvent::Plays {
            player,
            card: g.label(card).clone(),
            name: g.card(card).shown_name().to_string(),
            serial,
        }
        .into()
    });
    if let Some(b) = hidden_at {
        game.emit(|g| {
            ChainEvent::PlayedFromFaceDown {
                battlefield: bf_name(g, b),
            }
            .into()
        });
    }
    game.chain.push(ChainItem::pending(
        serial,
        ChainKind::Card { card },
        player,
        ItemExt {
            opened_chain: !closed,
            ..ItemExt::default()
        },
    ));
    let index = game.chain.len() - 1;
    finalize_play(
        game,
        env,
        Start {
            card,
            player,
            index,
            serial,
            hidden_at,
            timed: timing.is_ok(),
            provisional,
            closed,
            locations,
            places_with_permission,
            by_effect: None,
        },
    )
}

/// A card on the chain, pending (354), and what its play needs for the steps after: played
/// from the hand or champion zone (an action), from face down, or by an effect (419.3).
pub(super) struct Start {
    pub card: ObjId,
    pub player: PlayerId,
    pub index: usize,
    pub serial: u32,
    pub hidden_at: Option<crate::state::BfId>,
    /// Whether the play is timed by default (358.3); an effect's play is (419.3).
    pub timed: bool,
    pub provisional: bool,
    pub closed: bool,
    pub locations: Places,
    pub places_with_permission: Vec<(Location, Permission)>,
    pub by_effect: Option<crate::state::effect_play::PlayCost>,
}

/// Steps 355–359 of a play whose card is pending on the chain at `start.index`: choices, total
/// cost, payment, legality, then finalize.
pub(super) fn finalize_play(
    game: &mut Game,
    env: &mut Env,
    start: Start,
) -> Result<(), RulesError> {
    let Start {
        card,
        player,
        index,
        serial,
        hidden_at,
        timed,
        provisional,
        closed,
        locations,
        places_with_permission,
        by_effect,
    } = start;
    let hidden = hidden_at.is_some();
    let kind = game.card(card).kind;
    // 366.1: a limit the card's own text puts on its play, wherever it is played from.
    super::play_limit::check_play_limit(game, env, player, card)?;
    // 355: choices — where it goes, its targets and modes, which optional costs to pay.
    match kind {
        _ if kind.is_permanent() && hidden_at.is_some() => {
            let b = hidden_at.unwrap_or(crate::state::BfId(0));
            let rule = if kind == CardKind::Gear {
                "811.1.d.1, 811.1.d.1.a"
            } else {
                "811.1.d.1"
            };
            game.emit(|g| {
                ChainEvent::MustBePlayedWhereHidden {
                    card: g.label(card).clone(),
                    battlefield: bf_name(g, b),
                    rule,
                }
                .into()
            });
            game.chain[index].ext.destination = Some(Location::Battlefield(b));
        }
        CardKind::Unit => {
            // Without the timing by default, only the places that bring a permission remain.
            let allowed: SmallVec<[Location; 4]> = if timed {
                locations.iter().map(|l| l.0).collect()
            } else {
                places_with_permission.iter().map(|l| l.0).collect()
            };
            let dest = choose_location(game, env, player, card, &allowed)?;
            game.chain[index].ext.destination = Some(dest);
        }
        CardKind::Gear => game.chain[index].ext.destination = Some(Location::Base(player)),
        _ => {}
    }
    let first = choose(game, env, player, card, 0)?;
    super::targets::keep_restrictions(game, index);
    game.chain[index].targets = first.targets;
    game.chain[index].modes = first.modes;
    // What must be paid anyway, so that no optional cost is offered that could not be paid with
    // it (357.3): the base cost (none when played hidden) and the taxes on the targets so far.
    let base = {
        let def = game.card(card);
        let printed = if hidden {
            crate::model::cost::Cost::ZERO
        } else {
            super::play_by_effect::base_cost(def.cost.resolve_own(&def.domains), by_effect)
        };
        printed.plus(&targeting_tax(game, player, &game.chain[index].targets))
    };
    let paid = decide_offers(game, env, player, card, &base)?;
    for (k, offer) in paid.iter().enumerate() {
        game.chain[index].ext.paid_options.push(offer.kw.0);
        if offer.effect == PaidEffect::Repeat {
            // 820.2: each extra execution makes its own choices now.
            let more = choose(game, env, player, card, k as u32 + 1)?;
            super::targets::keep_restrictions(game, index);
            game.chain[index].ext.repeats.push(more);
        }
    }
    // 356.2.b: an additional cost the card's own text offers, once the keywords' are decided:
    // what it adds in resources must be paid with the rest (357.3).
    game.chain[index].ext.cost_so_far = paid.iter().fold(base, |c, o| c.plus(&o.cost));
    game.chain[index].ext.paid_additional = additional_by_text(game, env, card, player)?;
    if kind == CardKind::Spell
        && game.card(card).script.is_none()
        && !game.card(card).text.abilities.is_empty()
    {
        return Err(RulesError::NotSupported(format!(
            "spell {} has text but no script to resolve it",
            game.label(card)
        )));
    }

    // 356: total cost — the base cost and what an effect playing it ignores (356.1), the
    // additional costs: optional costs paid, what the card's text added, taxes on what was
    // chosen (356.2, 809), then the discounts, which may reduce those too (356.4, 356.4.f).
    let def = game.card(card);
    let mut cost = def.cost.resolve_own(&def.domains);
    if hidden_at.is_some() {
        game.emit(|g| {
            ChainEvent::IgnoresBaseCost {
                card: g.label(card).clone(),
                cost,
            }
            .into()
        });
        cost = crate::model::cost::Cost::ZERO;
    } else {
        cost = super::play_by_effect::ignored(game, card, cost, by_effect);
    }
    let base = cost;
    for offer in &paid {
        cost = cost.plus(&offer.cost);
    }
    cost = cost.plus(&game.chain[index].ext.added_cost);
    let chosen: Vec<_> = game.chain[index]
        .targets
        .iter()
        .chain(
            game.chain[index]
                .ext
                .repeats
                .iter()
                .flat_map(|r| r.targets.iter()),
        )
        .copied()
        .collect();
    cost = cost.plus(&targeting_tax(game, player, &chosen));
    if hidden_at.is_none() {
        cost = super::discounts::by_others(game, env, card, player, cost)?;
        cost = less_by_text(game, env, card, player, cost, base)?;
        cost = super::play_by_effect::discounts(game, card, player, kind, cost, by_effect);
    }
    // 357: payment.
    // Shared, not copied: the trace names what is paid for only when it traces.
    let label = game.label(card).clone();
    let kind_played = game.card(card).kind;
    super::pay::pay_play(game, player, kind_played, &cost, &label)?;
    super::play_options::pay_offer_words(game, env, player, card, &paid)?;

    // 358: legality — a permission granted under a condition must now be held (806.4.b,
    // 813.4.b); failing, the whole play is undone and the card returns where it was (the
    // action rolls back).
    if provisional && let Err(why) = check_play_timing(game, player, card, closed) {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {} now: the condition granting its timing permission is not met on the chain (806.4.b, 813.4.b): {why}",
            game.label(card)
        )));
    }
    // 358: legality — the place chosen must still allow the play (358.3, 822.3).
    let dest = game.chain[index].ext.destination;
    // A unit played to an open battlefield by its own text (169.10.c) needs no unit there.
    let to_open = super::play_options::may_play_to_open(game, player, card);
    let by_keyword_only = hidden_at.is_none()
        && by_effect.is_none()
        && !to_open
        && matches!(dest, Some(Location::Battlefield(b)) if game.battlefields[b.index()].controller != Some(player));
    let permitted = timed || places_with_permission.iter().any(|(l, _)| Some(*l) == dest);
    if !permitted || (by_keyword_only && !still_has_own_units(game, player, dest)) {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {} there now: that place needs {player}'s units to remain there (822.3)",
            game.label(card)
        )));
    }

    // 358.2: the outcome of its effect must not create an illegal state.
    if kind == CardKind::Spell {
        super::foresee::outcome(game, env, index)?;
    }

    // 359: finalize. The card remembers whether its additional cost was paid (356.2.b), what
    // its resolution or its play trigger reads.
    game.chain[index].pending = false;
    game.obj_mut(card).paid_additional = game.chain[index].ext.paid_additional;
    game.players[player.index()].cards_played_this_turn += 1;
    game.players[player.index()].played_this_turn.push(card);
    super::damage_mods::spell_played(game, player, card);
    if kind.is_permanent() {
        let item = game.chain.remove(index);
        let dest = item.ext.destination.unwrap_or(Location::Base(player));
        move_to(game, card, dest.zone(), Position::Bottom);
        let paid_ready = paid.iter().any(|o| o.effect == PaidEffect::EntersReady);
        // 143.4: units enter exhausted, 805.6 unless paid to enter ready; 149.1: gear, ready;
        // the card's own text may say otherwise (« I enter ready », « This enters exhausted »).
        // This turn's « units you play enter ready », another permanent's « other units you
        // play enter ready ».
        // « The next unit you play this turn enters ready »: used up by this one.
        let next_ready =
            kind == CardKind::Unit && super::play_by_effect::next_unit_ready(game, player);
        let made_ready = kind == CardKind::Unit
            && (next_ready
                || game.players[player.index()].units_enter_ready
                || others_make_ready(game, player, card));
        let ready = match enters_ready_by_text(game, env, card, player)? {
            Some(ready) => ready || paid_ready || made_ready,
            None => kind != CardKind::Unit || paid_ready || made_ready,
        };
        let o = game.obj_mut(card);
        o.controller = player;
        o.exhausted = !ready;
        o.paid_additional = item.ext.paid_additional;
        game.emit(|g| {
            ChainEvent::EntersBoard {
                serial,
                card: g.label(card).clone(),
                at: g.zone_name(dest.zone()),
                ready: !g.obj(card).exhausted,
            }
            .into()
        });
        if let Location::Battlefield(b) = dest {
            // 187.3.a.1: a unit played where its controller lacks control contests it.
            contest(game, b, player);
        }
        // 383.4.a.2: play effects go on the chain once it is on the board.
        let triggers = triggered_by(game, card, TriggerEvent::Played);
        put_on_chain(game, env, triggers)?;
    } else {
        let script = game.card(card).script;
        if script.is_none_or(|s| !game.catalog.script(s).functions.contains(RESOLVE)) {
            return Err(RulesError::NotSupported(format!(
                "spell {} has no `{RESOLVE}` function",
                game.label(card)
            )));
        }
        game.emit(|g| {
            ChainEvent::SpellFinalized {
                serial,
                card: g.label(card).clone(),
            }
            .into()
        });
    }
    // "When you play a unit / a gear / a card": observed once the permanent is played (349),
    // the card the subject (the function reads its kind, cost and controller). A spell's play is
    // complete only as it resolves (419.4.a, `chain::resolve_newest`): one countered was not
    // played and triggers nothing (419.4.b).
    let mut observed = if kind.is_permanent() {
        super::observed::observed(game, TriggerEvent::CardPlayed, card)
    } else {
        Vec::new()
    };
    if !kind.is_permanent() {
        // 355.5: each object the spell chose, once.
        let mut seen: smallvec::SmallVec<[ObjId; 4]> = smallvec::SmallVec::new();
        for h in chosen.iter().filter_map(|t| t.object()) {
            if !seen.contains(&h.obj) {
                seen.push(h.obj);
                observed.extend(super::observed::observed(
                    game,
                    TriggerEvent::ChosenBySpell,
                    h.obj,
                ));
            }
        }
    }
    if !observed.is_empty() {
        put_on_chain(game, env, observed)?;
    }
    game.turn.passes = 0;
    if let Some(sd) = game.showdown.as_mut() {
        // 348: a play during a showdown restarts the round of passes.
        sd.passes = 0;
    }
    Ok(())
}

/// 806.4.a, 813.4.a: whether a permission `card`'s own text may grant it on the chain lets
/// `player` play it now, provided the legality step finds the condition met (806.4.b, 813.4.b).
/// Asked when the card is not timed by what it has: a play, and the legal actions, which
/// offer an untimed card only when this or a place with a permission (822.1.b) may time it.
pub fn provisionally_timed(game: &Game, player: PlayerId, card: ObjId, closed: bool) -> bool {
    conditional_permission(game, card)
        .is_some_and(|p| check_timing_with(game, player, closed, Some(p)).is_ok())
}

/// Runs the card's `choose` function for one execution, if it has one.
fn choose(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    card: ObjId,
    execution: u32,
) -> Result<Chosen, RulesError> {
    let Some(script) = game.card(card).script else {
        return Ok(Chosen::default());
    };
    if !game.catalog.script(script).functions.contains(CHOOSE) {
        return Ok(Chosen::default());
    }
    let call = ScriptCall {
        execution,
        ..ScriptCall::new(script, CHOOSE, CallPhase::Choose, card, player)
    };
    env.scripts.call(game, env.agent, call)
}

fn still_has_own_units(game: &Game, player: PlayerId, dest: Option<Location>) -> bool {
    match dest {
        Some(Location::Battlefield(b)) => units_at(game, b)
            .iter()
            .any(|&u| game.obj(u).controller == player),
        _ => false,
    }
}

/// What a permanent's own text says of how it enters (« I enter ready. », « If …, I enter
/// ready. », « This enters exhausted. »): its card script's `fn enters_ready(ctx)`, true or
/// false, asked as it enters; `None` when it has none. It only reads the game.
fn enters_ready_by_text(
    game: &mut Game,
    env: &mut Env,
    card: ObjId,
    player: PlayerId,
) -> Result<Option<bool>, RulesError> {
    let Some((script, name)) = super::activate::card_fn(game, card, Some(ENTERS_READY)) else {
        return Ok(None);
    };
    let call = ScriptCall::new(script, &name, CallPhase::Replace, card, player);
    match env.scripts.call_flag(game, env.agent, call)? {
        Some(ready) => Ok(Some(ready)),
        None => Err(RulesError::illegal(format!(
            "{}: `fn {name}` must return true (it enters ready) or false",
            game.label(card)
        ))),
    }
}

/// Whether another permanent `player` controls says « Other units you play enter ready »: its
/// script has the mark function `others_enter_ready` (never called).
fn others_make_ready(game: &Game, player: PlayerId, card: ObjId) -> bool {
    use crate::content::functions::OTHERS_READY;
    crate::query::scan::arena_may_define(game, OTHERS_READY)
        && crate::query::scan::locations(game)
            .flat_map(|z| game.zone_slice(z).iter().copied())
            .filter(|&o| o != card && game.obj(o).controller == player)
            .filter(|&o| matches!(game.obj(o).kind, CardKind::Unit | CardKind::Gear))
            .any(|o| has_mark(game, o, OTHERS_READY))
}

/// 356.2.b: the additional cost the card's own text offers (`fn additional_cost`): the
/// function asks, pays what is in words and adds what is in resources (`ctx.add_cost`);
/// whether it was paid. A card without one has none.
fn additional_by_text(
    game: &mut Game,
    env: &mut Env,
    card: ObjId,
    player: PlayerId,
) -> Result<bool, RulesError> {
    let Some((script, name)) = super::activate::card_fn(game, card, Some(ADDITIONAL_COST)) else {
        return Ok(false);
    };
    let call = ScriptCall::new(script, &name, CallPhase::Resolve, card, player);
    match env.scripts.call_flag(game, env.agent, call)? {
        Some(paid) => Ok(paid),
        None => Err(RulesError::illegal(format!(
            "{}: `fn {name}` must return true (the additional cost was paid) or false",
            game.label(card)
        ))),
    }
}

/// The cost so far less what the card's own text takes off (`fn cost_less`, « I cost [2]
/// less »): energy and power it holds, never below nothing; « ignore this spell's cost » takes
/// off `base`, its own cost, and leaves its additional costs (356.1.b).
fn less_by_text(
    game: &mut Game,
    env: &mut Env,
    card: ObjId,
    player: PlayerId,
    cost: crate::model::cost::Cost,
    base: crate::model::cost::Cost,
) -> Result<crate::model::cost::Cost, RulesError> {
    let Some((script, name)) = super::activate::card_fn(game, card, Some(COST_LESS)) else {
        return Ok(cost);
    };
    let call = ScriptCall::new(script, &name, CallPhase::Replace, card, player);
    let text = env.scripts.call_text(game, env.agent, call)?;
    // « Ignore this spell's cost »: all of its own cost, not the additional costs (356.1.b).
    let text = match text.as_deref() {
        Some("all") => Some(format!("{base}")),
        _ => text,
    };
    let less = super::discounts::returned_cost(game, card, &name, text.as_deref())?;
    if less == crate::model::cost::Cost::ZERO {
        return Ok(cost);
    }
    let now = super::play_by_effect::minus(cost, &less);
    game.emit(|g| {
        ChainEvent::CostLessByText {
            card: g.label(card).clone(),
            less,
            cost: now,
        }
        .into()
    });
    Ok(now)
}
