//! A spell or an activated ability whose only choice is its targets, answered without a trial
//! (349–359, 377.3, 398).
//!
//! Most spells with choices choose targets and nothing else: their whole `choose` function is
//! one call such as `ctx.choose_unit("…")` or `ctx.choose_targets(#{…})` with constant
//! arguments, found at load, whose options the script host reads without asking
//! (`ScriptRunner::choice_options`). Playing one completes exactly when enough targets can be
//! chosen and the spell's cost plus the targeting tax on the cheapest of them (809.1.c) can
//! be paid: an optional cost offered after the choice may always be declined (355, 357.3), and
//! nothing else in the play can fail once its timing is met. So the legal actions count instead
//! of playing the spell on a fork, the most frequent trial of a listing. An activated ability
//! with a printed cost and such a choice (a unit to attach gear to, 818.1.b.1) is answered alike: its
//! cost and the cheapest taxes payable, `[E]` on a ready card (818.1.c.3). A test compares both
//! answers at every priority of seeded games.

use super::activate::{
    Activated, ability_chooser, ability_script, card_fn, check_timing, cost_function,
};
use super::pay::Means;
use super::play_options::targeting_tax;
use crate::model::card::CardKind;
use crate::model::cost::Cost;
use crate::model::functions::{CHOOSE, RESOLVE};
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::rules::env::{ChoiceOptions, ScriptRunner};
use smallvec::SmallVec;

/// Whether `player` can complete playing `card` from their hand now, when it is a spell whose
/// whole `choose` offers options the host can read (its timing met: the listing checks it
/// first); `None` for any other card, which the listing tries on a fork. `means` is what the
/// player can pay with (the listing's, unchanged by the card going to the chain).
pub fn spell_answer(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
    player: PlayerId,
    card: ObjId,
    means: &Means,
) -> Option<bool> {
    let def = game.card(card);
    if def.kind != CardKind::Spell {
        return None;
    }
    let script = def.script?;
    // A spell without `resolve` is refused by the play itself: the trial says so.
    if !game.catalog.script(script).functions.contains(RESOLVE) {
        return None;
    }
    let options = scripts.choice_options(game, script, CHOOSE, card, player)?;
    let Some(tax) = cheapest_tax(game, player, &options) else {
        return Some(false);
    };
    let cost = def.cost.resolve_own(&def.domains).plus(&tax);
    Some(means.for_spell().covers(&cost).is_ok())
}

/// Whether `player` can complete activating `ab` of `source` (on the board, theirs) now, when
/// nothing but its choice runs a script before it is paid: no timing or cost function and no
/// cost in words (818.1.c.3–818.1.c.5), no condition on using it (377.2.b), and a choice function whose options the host reads
/// (`activate::activate` goes through the same steps). `None` for any other ability.
pub fn activation_answer(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
    player: PlayerId,
    source: ObjId,
    ab: &Activated,
    means: &Means,
) -> Option<bool> {
    let timing_fn = card_fn(game, source, ab.timing_fn.as_deref());
    if timing_fn.is_some()
        || cost_function(game, source, ab).is_some()
        || ab.pay_fn.is_some()
        || super::ability_use::has_condition(game, source, ab)
    {
        return None;
    }
    if check_timing(game, player, ab.permission).is_err() {
        return Some(false);
    }
    let script = ability_script(game, source, ab)?;
    let tax = match ability_chooser(game, source, ab, script) {
        Some((s, f)) => {
            let options = scripts.choice_options(game, s, &f, source, player)?;
            let Some(tax) = cheapest_tax(game, player, &options) else {
                return Some(false);
            };
            tax
        }
        None => Cost::ZERO,
    };
    let exhausted = ab.cost.exhaust && game.obj(source).exhausted;
    Some(!exhausted && means.covers(&ab.cost.resources.plus(&tax)).is_ok())
}

/// The least tax a choice among `options` costs `player` (809.1.c), or `None` when there are
/// too few options: a choice's tax is the sum of its targets', so the cheapest choice takes the
/// `min` cheapest candidates. As soon as `min` candidates cost nothing (the player's own, those
/// without a taxing keyword, players), nothing is taxed.
fn cheapest_tax(game: &Game, player: PlayerId, options: &ChoiceOptions) -> Option<Cost> {
    if options.targets.len() < options.min {
        return None;
    }
    let (mut free, mut taxes) = (0, SmallVec::<[u32; 16]>::new());
    for &target in &options.targets {
        if free >= options.min {
            return Some(Cost::ZERO);
        }
        match targeting_tax(game, player, &[target]).any {
            0 => free += 1,
            tax => taxes.push(u32::from(tax)),
        }
    }
    taxes.sort_unstable();
    let tax: u32 = taxes.iter().take(options.min.saturating_sub(free)).sum();
    Some(Cost {
        any: tax.min(u32::from(u8::MAX)) as u8,
        ..Cost::ZERO
    })
}
