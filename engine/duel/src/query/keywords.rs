//! Which keywords an object has: printed ones, then granted ones (effects, continuous
//! abilities), minus removed ones; and whether one of them has a hook.

use crate::model::glossary::{Hooks, KwId, Stacking};
use crate::state::effects::EffectKind;
use crate::state::{Game, ObjId};

/// Every keyword instance of `obj` now, printed first then granted in timestamp order.
pub fn instances(game: &Game, obj: ObjId) -> Vec<(KwId, i32)> {
    let o = game.obj(obj);
    let handle = o.handle();
    let mut out = game.catalog.card(o.card).keywords.clone();
    let effects = game.effects.iter().filter(|e| e.target == handle);
    let mut removed = Vec::new();
    for e in effects {
        match e.kind {
            EffectKind::GrantKeyword(kw, v) => out.push((kw, v)),
            EffectKind::RemoveKeyword(kw) => removed.push(kw),
            EffectKind::Rule(_) => {}
        }
    }
    out.retain(|(kw, _)| !removed.contains(kw));
    out
}

/// Whether `obj` has a keyword whose hooks satisfy `f` (`|h| h.blocked_only_by_same`).
pub fn has_hook(game: &Game, obj: ObjId, f: impl Fn(&Hooks) -> bool) -> bool {
    let g = &game.catalog.glossary;
    instances(game, obj)
        .iter()
        .any(|(kw, _)| f(&g.get(*kw).hooks))
}

/// The first keyword of `obj` whose hooks satisfy `f`, to name it (`|h| h.not_destroyed`).
pub fn hook_keyword(game: &Game, obj: ObjId, f: impl Fn(&Hooks) -> bool) -> Option<KwId> {
    let g = &game.catalog.glossary;
    instances(game, obj)
        .iter()
        .find(|(kw, _)| f(&g.get(*kw).hooks))
        .map(|(kw, _)| *kw)
}

/// Whether `obj` has keyword `kw`.
pub fn has(game: &Game, obj: ObjId, kw: KwId) -> bool {
    instances(game, obj).iter().any(|(k, _)| *k == kw)
}

/// How traces and summaries name an object's keywords: `Vol, Piétinement, Courage 1 ×2`.
pub fn describe(game: &Game, obj: ObjId) -> String {
    let all = instances(game, obj);
    let g = &game.catalog.glossary;
    let mut seen: Vec<(KwId, i32)> = Vec::new();
    let mut parts = Vec::new();
    for &(kw, v) in &all {
        if seen.contains(&(kw, v)) {
            continue;
        }
        seen.push((kw, v));
        let def = g.get(kw);
        let count = all.iter().filter(|x| **x == (kw, v)).count();
        let mut s = def.shown().to_string();
        if def.shape.param == crate::model::glossary::Param::Number {
            s.push_str(&format!(" {v}"));
        }
        if count > 1 && def.stacking == Stacking::Separate {
            s.push_str(&format!(" ×{count}"));
        }
        parts.push(s);
    }
    parts.join(", ")
}
