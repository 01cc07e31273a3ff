//! Which lines of a Riftbound card the effect language reads (grammar/riftbound/effects.toml),
//! and the function each makes: a spell's instructions are its effect, `resolve`, their choices
//! in `choose` (355); a permanent's line opening with a trigger makes the function of its event
//! (375), any other a passive ability, `continuous` (363, 365.1); an ability printed `COST : EFFECT`
//! its `activated` function (377.1), the effect only; a keyword's linked ability (`[Agonie][>] …`) the keyword's ability function.

use super::printed::{is_permanent, printed_abilities};
use crate::model::activated::split_printed;
use crate::model::card::{CardKind, CardType};
use crate::model::functions::{CHOOSE, CONTINUOUS, RESOLVE, choose_fn};
use crate::model::glossary::Glossary;
use crate::model::records::Ability;
use grimoire_core::effects::{Goes, LineJob};

pub fn effect_lines(card: &CardType, glossary: &Glossary) -> Vec<LineJob> {
    let mut out = Vec::new();
    let printed = printed_abilities(card.kind, &card.text, glossary, &card.domains);
    let permanent = is_permanent(card.kind);
    for (line, ability) in card.text.abilities.iter().enumerate() {
        let job = |text: &str, goes: Goes| LineJob {
            line,
            text: text.to_string(),
            goes,
            condition: None,
            cost: None,
        };
        match ability {
            Ability::Keywords { .. } => {}
            Ability::Instruction { instruction } if card.kind == CardKind::Spell => {
                out.push(job(
                    &instruction.text,
                    Goes::Function {
                        name: RESOLVE.into(),
                        chooser: CHOOSE.into(),
                    },
                ));
            }
            Ability::Instruction { instruction } if permanent => {
                let mut cost = None;
                let goes = match printed.iter().find(|p| p.line == line) {
                    Some(p) => {
                        // A cost in words is paid by its `_pay` function (818.1.c.3).
                        cost = p.words.clone().map(|w| (w, p.pay_fn()));
                        Goes::Function {
                            name: p.function.clone(),
                            chooser: choose_fn(&p.function),
                        }
                    }
                    None => Goes::TriggerOrStatic {
                        name: CONTINUOUS.into(),
                    },
                };
                let text = match &goes {
                    Goes::Function { .. } => split_printed(&instruction.text)
                        .map_or(instruction.text.as_str(), |(_, effect)| {
                            after_permissions(effect, glossary)
                        }),
                    _ => instruction.text.as_str(),
                };
                out.push(LineJob {
                    cost,
                    ..job(text, goes)
                });
            }
            Ability::Instruction { .. } => {}
            Ability::Linked { keyword, effect } => {
                let Some(f) = card.abilities.iter().find(|f| f.ability == line) else {
                    continue;
                };
                let hooks = &glossary.get(keyword.kw).hooks;
                // 727: a dependent ability of a permanent is a triggered ability whose
                // condition includes the keyword's, or a passive one applying while it holds.
                if hooks.condition.is_some() && permanent {
                    out.push(LineJob {
                        condition: Some(format!("ctx.ability_active(\"{}\")", f.name)),
                        ..job(
                            &effect.text,
                            Goes::TriggerOrStatic {
                                name: f.continuous.to_string(),
                            },
                        )
                    });
                    continue;
                }
                if hooks.trigger.is_none() {
                    continue;
                }
                out.push(job(
                    &effect.text,
                    Goes::Function {
                        name: f.name.to_string(),
                        chooser: f.chooser.to_string(),
                    },
                ));
            }
        }
    }
    out
}

/// An effect without the timing keywords it opens with (`[Reaction] - [Add] …`, 806.1.c.2,
/// 813.1.c.2): its timing is the ability's (`printed.rs`), its effect the rest. A keyword that
/// is not a timing (`[Legion]`, a condition) stays, so the line is read whole or not at all.
fn after_permissions<'t>(effect: &'t str, glossary: &Glossary) -> &'t str {
    let mut rest = effect.trim_start();
    while let Some(inner) = rest.strip_prefix('[') {
        let Some(end) = inner.find(']') else { break };
        let kw = glossary
            .by_name(&inner[..end])
            .or_else(|| glossary.by_id(&inner[..end]));
        if kw.is_none_or(|k| glossary.get(k).hooks.permission.is_none()) {
            break;
        }
        rest = inner[end + 1..].trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
    }
    if rest.len() == effect.trim_start().len() {
        return effect;
    }
    rest.trim_start_matches(['-', '–', '—', '>']).trim_start()
}
