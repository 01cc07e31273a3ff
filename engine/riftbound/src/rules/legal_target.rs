//! A spell whose only choice is its targets, answered without a trial (349–359).
//!
//! Most spells with choices choose targets and nothing else: their whole `choose` function is
//! one call such as `ctx.choose_unit("…")` or `ctx.choose_targets(#{…})` with constant
//! arguments, found at load, whose options the script host reads without asking
//! (`ScriptRunner::choice_options`). Playing one completes exactly when enough targets can be
//! chosen and the spell's cost plus the tax on the cheapest of them (Protection, 809.1.c) can
//! be paid: an optional cost offered after the choice may always be declined (355, 357.3), and
//! nothing else in the play can fail once its timing is met. So the legal actions count instead
//! of playing the spell on a fork, the most frequent trial of a listing. A test compares both
//! answers at every priority of seeded games.

use super::pay::Means;
use super::play_options::targeting_tax;
use crate::model::card::CardKind;
use crate::model::cost::Cost;
use crate::model::functions::{CHOOSE, RESOLVE};
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::rules::env::ScriptRunner;
use grimoire_core::state::chain::Target;
use smallvec::SmallVec;

/// Whether `player` can complete playing `card` from their hand now, when it is a spell whose
/// whole `choose` offers options the host can read (its timing met: the listing checks it
/// first); `None` for any other card, which the listing tries on a fork. `means` is what the
/// player can pay with (the listing's, unchanged by the card going to the chain).
pub fn completes(
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
    if options.objects.len() < options.min {
        return Some(false);
    }
    // The tax on each candidate, alone: a choice's tax is the sum of its targets' (809.1.c),
    // so the cheapest choice takes the `min` cheapest.
    let mut taxes: SmallVec<[u32; 16]> = options
        .objects
        .iter()
        .map(|&o| {
            let target = Target::Object(game.obj(o).handle());
            u32::from(targeting_tax(game, player, &[target]).any)
        })
        .collect();
    taxes.sort_unstable();
    let tax: u32 = taxes.iter().take(options.min).sum();
    let cost = def.cost.resolve_own(&def.domains).plus(&Cost {
        any: tax.min(u32::from(u8::MAX)) as u8,
        ..Cost::ZERO
    });
    Some(means.covers(&cost).is_ok())
}
