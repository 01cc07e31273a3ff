//! Dependent keywords (727, 812 Légion, 824 Niveau): whether a linked ability is active now,
//! from the glossary's `condition` hook and the state.

use crate::model::functions::AbilityFunction;
use crate::model::glossary::{DependentCondition, KwId};
use crate::model::records::{Ability, KeywordUse};
use crate::state::{Game, ObjId};

/// Whether the dependent ability behind `kw` (with printed value `value`) is active on `obj`.
pub fn active(game: &Game, obj: ObjId, kw: KwId, value: i32) -> bool {
    let o = game.obj(obj);
    let player = &game.players[o.controller.index()];
    match game.catalog.glossary.get(kw).hooks.condition {
        None => true,
        // 812.1.c: a card other than this one was played (finalized) this turn.
        Some(DependentCondition::OtherCardPlayedThisTurn) => {
            player.played_this_turn.iter().any(|&c| c != obj)
        }
        // 824.1.c, 824.1.c.1: the current controller has at least N XP.
        Some(DependentCondition::XpAtLeastValue) => player.xp as i32 >= value,
    }
}

/// The linked abilities of `obj`'s card gated by a condition that holds now, top to bottom.
pub fn active_dependents(game: &Game, obj: ObjId) -> Vec<AbilityFunction> {
    active_dependents_iter(game, obj).cloned().collect()
}

/// `active_dependents` borrowed from the catalog: for readers that keep nothing, so that
/// asking costs no copy (most cards have no dependent ability at all).
pub fn active_dependents_iter(game: &Game, obj: ObjId) -> impl Iterator<Item = &AbilityFunction> {
    let glossary = &game.catalog.glossary;
    let card = game.card(obj);
    card.abilities.iter().filter(move |f| {
        f.keyword.is_some_and(|kw| {
            glossary.get(kw).hooks.condition.is_some() && {
                let value = linked_keyword(card, f.ability)
                    .and_then(|k| k.value)
                    .or(glossary.get(kw).default)
                    .unwrap_or(0);
                active(game, obj, kw, value)
            }
        })
    })
}

fn linked_keyword(card: &crate::model::card::CardType, ability: usize) -> Option<&KeywordUse> {
    match card.text.abilities.get(ability)? {
        Ability::Linked { keyword, .. } => Some(keyword),
        _ => None,
    }
}

/// Keywords granted by `obj`'s active dependent abilities: those their text names
/// (« [Niveau 6][>] J'ai +1 [M] et [Gank]. » gives Gank at 6 XP), top to bottom.
pub fn granted_keywords(game: &Game, obj: ObjId) -> impl Iterator<Item = (KwId, i32)> {
    let glossary = &game.catalog.glossary;
    let card = game.card(obj);
    active_dependents_iter(game, obj)
        .flat_map(move |f| match card.text.abilities.get(f.ability) {
            Some(Ability::Linked { effect, .. }) => effect.mentions.as_slice(),
            _ => &[],
        })
        .map(move |m| (m.kw, m.value.or(glossary.get(m.kw).default).unwrap_or(0)))
}
