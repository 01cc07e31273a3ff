//! The hide special action (421, 811): a keyword whose `hide` hook is set lets its card's owner
//! pay the hook's cost to put it face down at a battlefield they control. Hiding is neither
//! playing a card (811.1.c.1) nor a chain (811.1.c.2): nothing goes on the chain and no card
//! counts as played.

use super::env::Env;
use super::error::RulesError;
use super::facedown::put_facedown;

use crate::events::{ChainEvent, bf_name};
use crate::model::cost::{Cost, CostError};
use crate::model::hooks::HideAction;
use crate::query::board::hide_hook;
use crate::state::GameExt;
use crate::state::{BfId, Game, ObjId, PlayerId, Zone};
use std::num::NonZeroU32;

/// Whether `card` is a hidden card that may now be played from its face-down zone: hidden by
/// the special action, or put there before the game, on an earlier turn (811.1.b).
pub fn playable_hidden(game: &Game, card: ObjId) -> Option<BfId> {
    let o = game.obj(card);
    let Zone::Facedown(b) = o.zone else {
        return None;
    };
    hide_hook(game, card)?;
    (o.hidden_turn.map(NonZeroU32::get) != Some(game.turn.number)).then_some(b)
}

/// 811.1.b: the battlefield where `player` may now play `card` from face down, or why not.
pub fn check_playable_hidden(
    game: &Game,
    player: PlayerId,
    card: ObjId,
) -> Result<BfId, RulesError> {
    let o = game.obj(card);
    let label = game.label(o.id).to_string();
    let Zone::Facedown(_) = o.zone else {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {label} from face down: it is in {}, not face down at a battlefield (811.1.b)",
            game.zone_name(o.zone)
        )));
    };
    if o.controller != player {
        return Err(RulesError::illegal(format!(
            "{player} cannot play {label} from face down: {player} does not control it (811.1.b)"
        )));
    }
    if hide_hook(game, card).is_none() {
        return Err(RulesError::illegal(format!(
            "{label} cannot be played from face down: none of its keywords allows the hide action (811.1.b)"
        )));
    }
    playable_hidden(game, card).ok_or_else(|| {
        RulesError::illegal(format!(
            "{player} cannot play {label} from face down yet: it was hidden this turn, it may be played from the next turn on (811.1.b)"
        ))
    })
}

/// Why no card may be hidden at a battlefield now, whichever card it is (811.1.b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HideRefusal {
    /// Not during the player's own turn in an open state, holding priority (338).
    NotNow,
    /// The player does not control the battlefield (107.3.c).
    NotControlled,
    /// A card is already face down there (107.3.b).
    Occupied,
}

/// 811.1.b: whether `player` may hide a card at `bf` now — during their own turn, in an open
/// state, holding priority (an action needs it, 338), at a battlefield they control with no
/// card face down there. The legal actions ask it once a battlefield, for every card in hand.
pub fn check_hide_at(game: &Game, player: PlayerId, bf: BfId) -> Result<(), HideRefusal> {
    if game.turn.player != player || game.is_closed() || game.turn.priority != Some(player) {
        return Err(HideRefusal::NotNow);
    }
    if game.battlefield(bf).controller != Some(player) {
        return Err(HideRefusal::NotControlled);
    }
    if game.count_in_zone(Zone::Facedown(bf)) >= 1 {
        return Err(HideRefusal::Occupied);
    }
    Ok(())
}

/// What hiding `card` costs: its keyword's hide cost, `[C]` resolved against its domains.
pub fn hide_cost(game: &Game, card: ObjId, hook: &HideAction) -> Result<Cost, CostError> {
    Ok(Cost::parse(&hook.cost)?.resolve_own(&game.card(card).domains))
}

/// 811.1.b: `player` hides `card` at `bf`.
pub fn hide(
    game: &mut Game,
    _env: &mut Env,
    player: PlayerId,
    card: ObjId,
    bf: BfId,
) -> Result<(), RulesError> {
    let label = game.label(card).to_string();
    let Some(hook) = hide_hook(game, card) else {
        return Err(RulesError::illegal(format!(
            "{label} cannot be hidden: none of its keywords allows the hide action (811.1)"
        )));
    };
    let from = game.obj(card).zone;
    if from != Zone::Hand(player) && from != Zone::Champion(player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot hide {label}: it is not in {player}'s hand or champion zone (811.1.b)"
        )));
    }
    if let Err(why) = check_hide_at(game, player, bf) {
        let name = game.bf_label(bf);
        return Err(RulesError::illegal(match why {
            HideRefusal::NotNow => format!(
                "{player} cannot hide {label} now: only during {player}'s own turn, in an open state, holding priority (811.1.b)"
            ),
            HideRefusal::NotControlled => format!(
                "{player} cannot hide {label} at {name}: {player} does not control it (811.1.b, 107.3.c)"
            ),
            HideRefusal::Occupied => format!(
                "{player} cannot hide {label} at {name}: a card is already face down there (811.1.b, 107.3.b)"
            ),
        }));
    }
    let cost = hide_cost(game, card, &hook)
        .map_err(|e| RulesError::illegal(format!("hide cost `{}`: {}", hook.cost, e.message)))?;
    game.emit(|g| {
        ChainEvent::Hides {
            player,
            card: g.label(card).clone(),
            battlefield: bf_name(g, bf),
        }
        .into()
    });
    let what = grimoire_core::format_en_fr!(en: "hiding {label}", fr: "cacher {label}");
    crate::rules::pay::pay_hiding(game, player, &cost, &what)?;
    put_facedown(game, card, bf)?;
    // Turns count from 1 (`Game::new`).
    game.obj_mut(card).hidden_turn = NonZeroU32::new(game.turn.number);
    super::noted::note(game, crate::model::glossary::TriggerEvent::CardHidden, card);
    Ok(())
}

/// The battlefield a script call's choices are limited to (811.1.d.2, 811.1.d.3): set when
/// `source` was played from face down and `function` belongs to what that play brings — the
/// spell itself, or a play effect of the permanent (its `when_played` function, or a linked
/// ability whose keyword triggers on being played), with their `choose_` functions.
pub fn hidden_play_at(game: &Game, source: ObjId, function: &str) -> Option<BfId> {
    use crate::model::card::CardKind;
    use crate::model::glossary::TriggerEvent;
    let at = game.obj(source).played_hidden?;
    let card = game.card(source);
    if card.kind == CardKind::Spell {
        return Some(at);
    }
    let f = function.strip_prefix("choose_").unwrap_or(function);
    let glossary = &game.catalog.glossary;
    let play_effect = f == TriggerEvent::Played.card_function()
        || card.abilities.iter().any(|a| {
            *a.name == *f
                && a.keyword
                    .is_some_and(|k| glossary.get(k).hooks.trigger == Some(TriggerEvent::Played))
        });
    play_effect.then_some(at)
}
