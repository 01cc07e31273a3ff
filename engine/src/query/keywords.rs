//! Which keywords an object has, and their values: printed instances, then granted ones, minus
//! removed ones (801.3), combined as the glossary says (807.2 added, 810.2 redundant, …).

use super::effects;
use crate::model::glossary::{KwId, Stacking};
use crate::state::effects::EffectKind;
use crate::state::{Game, ObjId};

/// Every keyword instance on `obj` now, printed first then granted in timestamp order.
pub fn instances(game: &Game, obj: ObjId) -> Vec<(KwId, i32)> {
    let o = game.obj(obj);
    let handle = o.handle();
    // 718.2: an attached card's rules text is inactive.
    let mut out: Vec<(KwId, i32)> = if o.attached_to.is_some() {
        Vec::new()
    } else {
        let mut printed = game.catalog.card(o.card).keywords.clone();
        // 727: keywords named by dependent abilities whose condition holds (824, 812).
        printed.extend(super::conditions::granted_keywords(game, obj));
        printed
    };
    // 718.3, 719.1: the effect text of attached gear is appended to the top-most card.
    for g in game.objects.iter().filter(|g| g.attached_to == Some(obj)) {
        out.extend(effect_keywords(game, g.card));
    }
    for e in effects::on(game, handle) {
        if let EffectKind::GrantKeyword(kw, v) = e.kind {
            out.push((kw, v));
        }
    }
    let removed: Vec<KwId> = effects::on(game, handle)
        .filter_map(|e| match e.kind {
            EffectKind::RemoveKeyword(kw) => Some(kw),
            _ => None,
        })
        .collect();
    out.retain(|(kw, _)| !removed.contains(kw));
    out
}

/// Keyword instances of a card's effect text, with their default values.
fn effect_keywords(game: &Game, card: crate::model::card::CardKey) -> Vec<(KwId, i32)> {
    let glossary = &game.catalog.glossary;
    game.catalog
        .card(card)
        .effect_text
        .abilities
        .iter()
        .flat_map(|a| a.keywords())
        .filter_map(|k| {
            let kw = glossary.by_id(&k.id)?;
            Some((kw, k.value.or(glossary.get(kw).default).unwrap_or(0)))
        })
        .collect()
}

/// The combined value of `kw` on `obj`, or `None` if it lacks the keyword.
pub fn value(game: &Game, obj: ObjId, kw: KwId) -> Option<i32> {
    let all = instances(game, obj);
    let mut values = all.iter().filter(|(k, _)| *k == kw).map(|(_, v)| *v);
    let first = values.next()?;
    Some(match game.catalog.glossary.get(kw).stacking {
        Stacking::Added => first + values.sum::<i32>(),
        Stacking::Separate => 1 + values.count() as i32,
        Stacking::Redundant | Stacking::FirstOnly => first,
    })
}

pub fn has(game: &Game, obj: ObjId, kw: KwId) -> bool {
    instances(game, obj).iter().any(|(k, _)| *k == kw)
}

/// Human form for traces: `Assaut 4, Tank`.
pub fn describe(game: &Game, obj: ObjId) -> String {
    let mut seen: Vec<KwId> = Vec::new();
    let mut parts = Vec::new();
    for (kw, _) in instances(game, obj) {
        if seen.contains(&kw) {
            continue;
        }
        seen.push(kw);
        let def = game.catalog.glossary.get(kw);
        match (def.stacking, value(game, obj, kw)) {
            (Stacking::Added, Some(v)) => parts.push(format!("{} {v}", def.fr)),
            _ => parts.push(def.fr.clone()),
        }
    }
    parts.join(", ")
}
