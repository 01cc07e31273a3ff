//! The duel game's facts of one card record: every field checked, every error located; the
//! card's activated abilities read from its parsed text.

use super::card_def::CardDef;
use crate::model::card::{Activated, CardFacts, CardKind, basic_land_color};
use crate::model::cost::Mana;
use crate::model::glossary::{Glossary, KeywordKind, Timing};
use crate::model::records::{Ability, CardText};
use grimoire_core::content::FileCtx;
use grimoire_core::content::spans::value_location;
use grimoire_core::diag::Diagnostic;

/// The function the n-th (from 0) activated ability written as text runs: `ability`,
/// `ability_2`, …
pub fn ability_fn(n: usize) -> String {
    if n == 0 {
        "ability".to_string()
    } else {
        format!("ability_{}", n + 1)
    }
}

pub fn card_facts(
    cx: &FileCtx,
    def: &CardDef,
    text: &CardText,
    glossary: &Glossary,
    errors: &mut Vec<Diagnostic>,
) -> Option<CardFacts> {
    let before = errors.len();
    let kind = CardKind::from_key(def.kind.get_ref());
    if kind.is_none() {
        errors.push(cx.err(
            &def.kind,
            format!(
                "unknown card type `{}`: expected creature, land, artifact, enchantment, instant or sorcery",
                def.kind.get_ref()
            ),
        ));
    }
    let cost = match &def.cost {
        None => Mana::ZERO,
        Some(c) => Mana::parse(c.get_ref()).unwrap_or_else(|e| {
            errors.push(Diagnostic::new(
                value_location(cx.file, cx.src, &c.span(), e.offset),
                format!("bad cost `{}`: {}", c.get_ref(), e.message),
            ));
            Mana::ZERO
        }),
    };
    if let (Some(CardKind::Land), Some(c)) = (kind, &def.cost) {
        errors.push(cx.err(c, "a land has no mana cost"));
    }
    let stat = |v: &Option<toml::Spanned<i64>>| v.as_ref().map(|m| *m.get_ref() as i32);
    let (power, toughness) = (stat(&def.power), stat(&def.toughness));
    match (kind, &def.power, &def.toughness) {
        (Some(CardKind::Creature), None, _) => {
            errors.push(cx.err(&def.kind, "a creature needs `power`"))
        }
        (Some(CardKind::Creature), _, None) => {
            errors.push(cx.err(&def.kind, "a creature needs `toughness`"))
        }
        (Some(k), p, t) if k != CardKind::Creature => {
            for v in [p, t].into_iter().flatten() {
                errors.push(cx.err(v, format!("a {} has no power or toughness", k.key())));
            }
        }
        _ => {}
    }
    let subtypes: Vec<String> = def.subtypes.iter().map(|s| s.get_ref().clone()).collect();
    let is_land = kind == Some(CardKind::Land);
    let mana = subtypes
        .iter()
        .find_map(|s| basic_land_color(s))
        .or_else(|| is_land.then(|| text_mana(text)).flatten());
    let activated = activated_abilities(cx, def, text, glossary, is_land, errors);
    // A permanent's line that is neither a keyword nor an activated ability is the effect
    // language's or its script's: one neither performs is the core's load error at the line
    // (`content::dead_lines`), with the nearest keyword when it looks like a misspelt one.
    if errors.len() > before {
        return None;
    }
    Some(CardFacts {
        kind: kind?,
        subtypes,
        cost,
        power,
        toughness,
        colors: cost.colors(),
        mana: mana.filter(|_| kind == Some(CardKind::Land)),
        activated,
    })
}

/// The activated abilities of a card, top to bottom: each activated keyword (`Équipement {2}`,
/// run by the keyword's script) and each line `cost : effect` (run by the card's `ability`,
/// `ability_2`…). A cost is mana and `{T}`; any other words of it (« Sacrifiez une créature »)
/// are paid by the ability's choice function.
fn activated_abilities(
    cx: &FileCtx,
    def: &CardDef,
    text: &CardText,
    glossary: &Glossary,
    is_land: bool,
    errors: &mut Vec<Diagnostic>,
) -> Vec<Activated> {
    let mut out = Vec::new();
    let mut written = 0;
    for ability in &text.abilities {
        match ability {
            Ability::Keywords { keywords } => {
                for k in keywords {
                    let Some(kw) = glossary.by_id(&k.id) else {
                        continue;
                    };
                    let entry = glossary.get(kw);
                    if entry.kind != KeywordKind::Activated {
                        continue;
                    }
                    let mana = k.cost.unwrap_or(Mana::ZERO);
                    out.push(Activated {
                        name: format!("{} {mana}", entry.fr).into(),
                        mana,
                        tap: false,
                        function: grimoire_core::model::functions::ACTIVATE.into(),
                        chooser: grimoire_core::model::functions::choose_fn(
                            grimoire_core::model::functions::ACTIVATE,
                        )
                        .into(),
                        keyword: Some(kw),
                        sorcery: entry.hooks.timing == Some(Timing::Sorcery),
                    });
                }
            }
            Ability::Instruction { instruction } => {
                let line = instruction.text.trim();
                let Some((cost, effect)) = line.split_once(':') else {
                    continue;
                };
                let cost = cost.trim();
                if cost.is_empty() || effect.trim().is_empty() || cost.contains('.') {
                    continue;
                }
                if is_land && mana_ability(cost, effect) {
                    // A land's mana ability: it does not use the stack; paying a cost taps
                    // the land for its mana.
                    continue;
                }
                let (mana, tap) = cost_symbols(cost);
                let Ok(mana) = mana else {
                    if let Some(t) = &def.text {
                        errors.push(Diagnostic::new(
                            value_location(cx.file, cx.src, &t.span(), instruction.span.start),
                            format!("bad cost `{cost}` in an activated ability"),
                        ));
                    }
                    continue;
                };
                let function = ability_fn(written);
                written += 1;
                out.push(Activated {
                    name: line.into(),
                    mana,
                    tap,
                    chooser: grimoire_core::model::functions::choose_fn(&function).into(),
                    function: function.into(),
                    keyword: None,
                    sorcery: false,
                });
            }
            Ability::Linked { .. } => {}
        }
    }
    out
}

/// The mana and `{T}` of an ability's cost; words are left to the script.
fn cost_symbols(cost: &str) -> (Result<Mana, ()>, bool) {
    let mut mana = String::new();
    let mut tap = false;
    let mut rest = cost;
    while let Some(start) = rest.find('{') {
        let Some(len) = rest[start..].find('}') else {
            return (Err(()), tap);
        };
        let symbol = &rest[start..start + len + 1];
        if symbol == "{T}" {
            tap = true;
        } else {
            mana.push_str(symbol);
        }
        rest = &rest[start + len + 1..];
    }
    (Mana::parse(&mana).map_err(|_| ()), tap)
}

/// `{T} : Ajoutez {G}.` (or `Add {G}.`): a mana ability.
fn mana_ability(cost: &str, effect: &str) -> bool {
    let effect = effect.trim();
    cost.trim() == "{T}" && (effect.starts_with("Ajoutez {") || effect.starts_with("Add {"))
}

/// The colour a land's text says it taps for, when it is not a basic land type.
fn text_mana(text: &CardText) -> Option<crate::model::cost::Color> {
    text.abilities.iter().find_map(|a| match a {
        Ability::Instruction { instruction } => {
            let (cost, effect) = instruction.text.split_once(':')?;
            if !mana_ability(cost, effect) {
                return None;
            }
            let i = effect.find('{')?;
            effect[i + 1..]
                .chars()
                .next()
                .and_then(crate::model::cost::Color::from_letter)
        }
        _ => None,
    })
}
