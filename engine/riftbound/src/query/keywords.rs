//! Which keywords an object has, and their values: printed instances, then granted ones, minus
//! removed ones (801.3), combined as the glossary says (807.2 added, 810.2 redundant, …).
//!
//! Two views. `instances` and `value` are the keywords that *work* now: an attached card's
//! printed text is inactive (718.2, 135.4), so its printed keywords do nothing. `characteristics`,
//! `has` and `characteristic_value` are the keywords an object *has* as a characteristic, which
//! effects may check or reference (805.5, 807.3, … 826.6): inactive text still counts there
//! (722.1, 722.2, 135.4.a).

use super::{conditions, effects, scan};
use crate::model::glossary::{KwId, Stacking};
use crate::state::effects::EffectKind;
use crate::state::{Game, ObjId};
use std::ops::ControlFlow;

/// An object's keyword instances: a few, kept inline (they are listed at every trigger check,
/// Might and replacement).
pub type Instances = smallvec::SmallVec<[(KwId, i32); 4]>;

/// Every keyword instance that works on `obj` now, printed first then granted in timestamp
/// order (803: printed ones top to bottom).
pub fn instances(game: &Game, obj: ObjId) -> Instances {
    collect(game, obj, false)
}

/// Every keyword instance `obj` has as a characteristic (722.1): the working ones, and the
/// printed keywords of an attached card's inactive text (135.4.a).
pub fn characteristics(game: &Game, obj: ObjId) -> Instances {
    collect(game, obj, true)
}

/// Calls `f` on every keyword instance that works on `obj` now, in the order of `instances`,
/// without building the list: for questions that only look through it (a hook, a permission).
pub fn each_instance(game: &Game, obj: ObjId, mut f: impl FnMut(KwId, i32)) {
    let _ = visit::<()>(game, obj, false, |kw, v| {
        f(kw, v);
        ControlFlow::Continue(())
    });
}

/// The first `Some` that `f` gives for an instance working on `obj` now, in the order of
/// `instances`; the instances after it are not computed.
pub fn find_instance<T>(
    game: &Game,
    obj: ObjId,
    mut f: impl FnMut(KwId, i32) -> Option<T>,
) -> Option<T> {
    match visit(game, obj, false, |kw, v| match f(kw, v) {
        Some(t) => ControlFlow::Break(t),
        None => ControlFlow::Continue(()),
    }) {
        ControlFlow::Break(t) => Some(t),
        ControlFlow::Continue(()) => None,
    }
}

fn collect(game: &Game, obj: ObjId, inactive_too: bool) -> Instances {
    let mut out = Instances::new();
    let _ = visit::<()>(game, obj, inactive_too, |kw, v| {
        out.push((kw, v));
        ControlFlow::Continue(())
    });
    out
}

/// Goes through `obj`'s keyword instances in order, `inactive_too` as in `characteristics`,
/// until `f` breaks. The one place that says which instances an object has; the lists and the
/// questions above are read from it, so none of them can disagree.
fn visit<B>(
    game: &Game,
    obj: ObjId,
    inactive_too: bool,
    mut f: impl FnMut(KwId, i32) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let o = game.obj(obj);
    let handle = o.handle();
    // 801.3.b, 472.2, 475.3: a removal takes away the instances of its keyword that apply
    // before it in the ability layer — printed ones (timestamp 0), and those given no later
    // than it — not one given after it. Removals are rare: look for one once, and instance by
    // instance only when there is one.
    let removals =
        effects::on(game, handle).any(|e| matches!(e.kind, EffectKind::RemoveKeyword(_)));
    let mut keep = |kw: KwId, v: i32, since: u32| {
        let removed = removals
            && effects::on(game, handle)
                .any(|e| e.kind == EffectKind::RemoveKeyword(kw) && e.timestamp >= since);
        if removed {
            ControlFlow::Continue(())
        } else {
            f(kw, v)
        }
    };
    let printed = &game.catalog.card(o.card).keywords;
    // 718.2: an attached card's rules text is inactive; 722.1: its keywords are still there.
    if o.attached_to.is_none() {
        for &(kw, v) in printed {
            keep(kw, v, 0)?;
        }
        // 727: keywords named by dependent abilities whose condition holds (824, 812), with
        // the timestamp of the card's text.
        for (kw, v) in conditions::granted_keywords(game, obj) {
            keep(kw, v, o.since)?;
        }
    } else if inactive_too {
        for &(kw, v) in printed {
            keep(kw, v, 0)?;
        }
    }
    // 718.3, 719.1, 472.2.c: the effect text of attached gear is appended to the top-most card,
    // from the time it was attached.
    for g in scan::gear_on(game, obj) {
        for &(kw, v) in &game.catalog.card(g.card).effect_keywords {
            keep(kw, v, g.since)?;
        }
    }
    // 801.3.a, 135.4.b: granted keywords work even on a card whose printed text is inactive.
    for e in effects::on(game, handle) {
        if let EffectKind::GrantKeyword(kw, v) = e.kind {
            keep(kw, v, e.timestamp)?;
        }
    }
    ControlFlow::Continue(())
}

/// The combined value of `kw` working on `obj`, or `None` if no instance works.
pub fn value(game: &Game, obj: ObjId, kw: KwId) -> Option<i32> {
    game.catalog.glossary.combine(&instances(game, obj), kw)
}

/// The combined value of `kw` as a characteristic of `obj` (722.1), inactive text included.
pub fn characteristic_value(game: &Game, obj: ObjId, kw: KwId) -> Option<i32> {
    game.catalog
        .glossary
        .combine(&characteristics(game, obj), kw)
}

/// Whether `obj` has `kw` as a characteristic (805.5, 807.3, …, 826.6; 722.1: inactive text
/// included). What scripts (`ctx.has_keyword`) and scenarios (`expect … has`) ask.
pub fn has(game: &Game, obj: ObjId, kw: KwId) -> bool {
    visit(game, obj, true, |k, _| {
        if k == kw {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .is_break()
}

/// Whether an instance of `kw` works on `obj` now (inactive text excluded).
pub fn has_active(game: &Game, obj: ObjId, kw: KwId) -> bool {
    find_instance(game, obj, |k, _| (k == kw).then_some(())).is_some()
}

/// Human form for traces: `Assaut 4, Tank` — the keywords that work.
pub fn describe(game: &Game, obj: ObjId) -> String {
    describe_list(game, &instances(game, obj))
}

/// Human form of the characteristics: the working keywords, then those of inactive text marked
/// as such (`Assaut 1; inactive: Tank`).
pub fn describe_characteristics(game: &Game, obj: ObjId) -> String {
    let active = instances(game, obj);
    let inactive: Vec<(KwId, i32)> = characteristics(game, obj)
        .into_iter()
        .filter(|(k, _)| !active.iter().any(|(a, _)| a == k))
        .collect();
    let mut out = describe_list(game, &active);
    if !inactive.is_empty() {
        if !out.is_empty() {
            out.push_str("; ");
        }
        out.push_str("inactive: ");
        out.push_str(&describe_list(game, &inactive));
    }
    out
}

fn describe_list(game: &Game, all: &[(KwId, i32)]) -> String {
    let mut seen: Vec<KwId> = Vec::new();
    let mut parts = Vec::new();
    for &(kw, _) in all {
        if seen.contains(&kw) {
            continue;
        }
        seen.push(kw);
        let def = game.catalog.glossary.get(kw);
        match (def.stacking, game.catalog.glossary.combine(all, kw)) {
            (Stacking::Added, Some(v)) => parts.push(format!("{} {v}", def.shown())),
            _ => parts.push(def.shown().to_string()),
        }
    }
    parts.join(", ")
}
