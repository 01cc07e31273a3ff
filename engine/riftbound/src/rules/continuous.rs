//! Continuous abilities (727 for dependent ones): what a passive ability
//! gives while it is active — « [Niveau 6][>] J'ai +1 [M]… », « Les autres unités alliées ont
//! +1 [M]. » — written as a card-script function (`fn continuous(ctx)` for the card's own passive
//! text, `fn <ability>_continuous(ctx)` for a keyword-linked one) that grants Might or keywords.
//! Their contributions are recomputed from the state at every cleanup, in this one place, so no
//! rule has to remember to switch one off. Only the objects whose card has such a function are
//! looked at (`RiftState::continuous_sources`, read from content as objects are made): a game
//! without any pays next to nothing for it.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::events::{Contribution, EffectEvent, label};
use crate::model::card::CardKey;
use crate::model::catalog::Catalog;
use crate::model::functions::CONTINUOUS;
use crate::query::conditions::active_dependents_iter;
use crate::state::effects::{Duration, Effect, EffectKind};
use crate::state::{Game, ObjId};
use std::rc::Rc;

/// Recomputes every continuous contribution; returns whether any changed (322).
pub fn refresh(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    // Sources on the board, in arena order, among the objects whose card has a continuous
    // ability at all: most have none, so there is usually nothing to look at.
    let candidates = candidates(game);
    // No source on the board and no contribution to take back: nothing can change (most
    // cleanups of most games), so nothing is listed or compared.
    if !candidates.iter().any(|&o| is_source(game, o))
        && !game.effects.iter().any(|e| e.duration == Duration::Derived)
    {
        return Ok(false);
    }
    let before = contributions(game);
    game.effects.retain(|e| e.duration != Duration::Derived);
    let sources: Vec<ObjId> = candidates
        .iter()
        .copied()
        .filter(|&o| is_source(game, o))
        .collect();
    for obj in sources {
        let Some(script) = game.card(obj).script else {
            continue;
        };
        // The card's own passive text, then its active dependent abilities' (named at load).
        let info = game.catalog.script(script);
        let mut functions: Vec<Rc<str>> = info.function(CONTINUOUS).cloned().into_iter().collect();
        for f in active_dependents_iter(game, obj) {
            functions.extend(info.function(&f.continuous).cloned());
        }
        let controller = game.obj(obj).controller;
        for function in &functions {
            let call = ScriptCall::new(script, function, CallPhase::Continuous, obj, controller);
            env.scripts.call(game, env.agent, call)?;
        }
    }
    let after = contributions(game);
    if after == before {
        return Ok(false);
    }
    for (gained, (target, kind)) in after
        .iter()
        .filter(|c| !before.contains(c))
        .map(|c| (true, c))
        .chain(
            before
                .iter()
                .filter(|c| !after.contains(c))
                .map(|c| (false, c)),
        )
    {
        game.emit(|g| {
            let keyword = |kw| g.catalog.glossary.get(kw).fr.clone();
            let what = match kind {
                EffectKind::Rule(crate::state::effects::Modifier::Might(n)) => {
                    Contribution::Might(*n)
                }
                EffectKind::GrantKeyword(kw, _) => Contribution::Keyword(keyword(*kw)),
                EffectKind::RemoveKeyword(kw) => Contribution::NoKeyword(keyword(*kw)),
                other => Contribution::Other(format!("{other:?}")),
            };
            EffectEvent::ContinuousChanged {
                target: label(g, *target),
                gained,
                what,
            }
            .into()
        });
    }
    Ok(true)
}

/// The objects whose card has a continuous ability, in arena order, wherever they are.
fn candidates(game: &mut Game) -> Rc<Vec<ObjId>> {
    let catalog = game.catalog.clone();
    game.ext
        .continuous_sources
        .update(&catalog, &game.objects, |o| {
            may_contribute(&catalog, o.card)
        })
}

/// Whether `o` contributes now: on the board, not attached (an attached card's text is
/// inactive, 718).
fn is_source(game: &Game, o: ObjId) -> bool {
    let o = game.obj(o);
    o.zone.is_board() && o.attached_to.is_none()
}

/// The objects whose continuous abilities `refresh` runs now, in arena order: what a cleanup
/// that never settles names.
pub fn sources(game: &mut Game) -> Vec<ObjId> {
    let candidates = candidates(game);
    candidates
        .iter()
        .copied()
        .filter(|&o| is_source(game, o))
        .collect()
}

/// Whether `card`'s script defines a function `refresh` may call, whatever the state: its
/// passive text's, or that of a linked ability whose keyword has a condition (727) — the only
/// ones `active_dependents` can give. Content only: asked once an object (`ObjectList`).
fn may_contribute(catalog: &Catalog, card: CardKey) -> bool {
    let card = catalog.card(card);
    let Some(script) = card.script else {
        return false;
    };
    let info = catalog.script(script);
    info.defines(CONTINUOUS)
        || card.abilities.iter().any(|f| {
            f.keyword
                .is_some_and(|kw| catalog.glossary.get(kw).hooks.condition.is_some())
                && info.defines(&f.continuous)
        })
}

/// The derived contributions, without their timestamps (they are renewed at each refresh).
fn contributions(game: &Game) -> Vec<(ObjId, EffectKind)> {
    let derived = |e: &&Effect| e.duration == Duration::Derived;
    game.effects
        .iter()
        .filter(derived)
        .map(|e| (e.target.obj, e.kind))
        .collect()
}
