//! A spell whose only choice is one unit, answered without a trial (349–359).
//!
//! Most spells with choices choose one unit and nothing else: their whole `choose` function is
//! `ctx.choose_unit("…")`, found at load (`ScriptRunner::direct_call`). Playing one completes
//! exactly when some unit on the side the filter names can be chosen and the spell's cost plus
//! the tax on that unit (Protection, 809.1.c) can be paid: an optional cost offered after the
//! choice may always be declined (355, 357.3), and nothing else in the play can fail once its
//! timing is met. So the legal actions count instead of playing the spell on a fork, the most
//! frequent trial of a listing. A test compares both answers at every priority of seeded games.

use super::pay::Means;
use super::play_options::targeting_tax;
use crate::model::card::CardKind;
use crate::model::functions::{CHOOSE, RESOLVE};
use crate::query::scan::units_on_board;
use crate::state::targets::Side;
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::rules::env::ScriptRunner;
use grimoire_core::state::chain::Target;

/// The API function whose call, as a spell's whole `choose`, is answered here.
const CHOOSE_UNIT: &str = "choose_unit";

/// Whether `player` can complete playing `card` from their hand now, when it is a spell whose
/// whole `choose` is `ctx.choose_unit(filter)` and its timing is met (the listing checks it
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
    let call = scripts.direct_call(script, CHOOSE)?;
    // A filter the API refuses is a script error: the trial reports it the same way.
    let side = call
        .text
        .filter(|_| call.method == CHOOSE_UNIT)
        .and_then(Side::named)?;
    let cost = def.cost.resolve_own(&def.domains);
    let candidates = units_on_board(game, |o| side.accepts(o.controller == player));
    Some(candidates.iter().any(|&unit| {
        let target = Target::Object(game.obj(unit).handle());
        let tax = targeting_tax(game, player, &[target]);
        means.covers(&cost.plus(&tax)).is_ok()
    }))
}
