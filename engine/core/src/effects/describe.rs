//! A reading in words, for `grimoire explain`: each phrase as the language writes it, with what
//! fills its slots, nested as the sentence is.

use super::language::EffectLanguage;
use super::reading::{Bound, Clause, LineReading, ObjectKind, Step};
use super::tokens::show;
use crate::model::card::Lang;

/// The lines describing `reading`, indented by nesting.
pub fn describe(language: &EffectLanguage, lang: Lang, reading: &LineReading) -> Vec<String> {
    let mut out = Vec::new();
    for t in reading.trigger.iter().chain(&reading.also) {
        out.push(format!("trigger {}", clause(language, lang, t)));
    }
    steps(language, lang, &reading.steps, 0, &mut out);
    out
}

fn steps(
    language: &EffectLanguage,
    lang: Lang,
    list: &[Step],
    depth: usize,
    out: &mut Vec<String>,
) {
    let pad = "  ".repeat(depth);
    for s in list {
        match s {
            Step::Do(c) => out.push(format!("{pad}{}", clause(language, lang, c))),
            Step::May {
                text,
                steps: inner,
                otherwise,
            } => {
                out.push(format!("{pad}you may «{text}»: the controller decides"));
                steps(language, lang, inner, depth + 1, out);
                if !otherwise.is_empty() {
                    out.push(format!("{pad}otherwise"));
                    steps(language, lang, otherwise, depth + 1, out);
                }
            }
            Step::Short { done, steps: inner } => {
                out.push(format!("{pad}{}", clause(language, lang, done)));
                out.push(format!("{pad}if it fell short"));
                steps(language, lang, inner, depth + 1, out);
            }
            Step::Later { when, steps: inner } => {
                out.push(format!(
                    "{pad}later, once: {} (391)",
                    clause(language, lang, when)
                ));
                steps(language, lang, inner, depth + 1, out);
            }
            Step::Either { texts, branches } => {
                out.push(format!("{pad}one of, the controller chooses (355.3):"));
                for (text, inner) in texts.iter().zip(branches) {
                    out.push(format!("{pad}  «{text}»"));
                    steps(language, lang, inner, depth + 2, out);
                }
            }
            Step::If {
                condition,
                steps: inner,
                otherwise,
            } => {
                out.push(format!("{pad}if {}", clause(language, lang, condition)));
                steps(language, lang, inner, depth + 1, out);
                if !otherwise.is_empty() {
                    out.push(format!("{pad}otherwise"));
                    steps(language, lang, otherwise, depth + 1, out);
                }
            }
        }
    }
}

/// `«deal {number} to {object}» number = 3, object = an enemy unit here (chosen: …)`.
fn clause(language: &EffectLanguage, lang: Lang, c: &Clause) -> String {
    let p = &language.phrases[c.phrase];
    let pattern = p
        .patterns
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(String::new(), |(_, t)| show(t));
    let slots: Vec<String> = c
        .slots
        .iter()
        .map(|(name, b)| format!("{name} = {}", bound(b)))
        .collect();
    // The file only: a line number would change every reading shown when a phrase is added.
    let origin = p.at.file.clone();
    if slots.is_empty() {
        format!("«{pattern}» ({origin})")
    } else {
        format!("«{pattern}» {} ({origin})", slots.join(", "))
    }
}

fn bound(b: &Bound) -> String {
    match b {
        Bound::Number(n) => n.to_string(),
        Bound::Value { text, rhai } => format!("{text} ({rhai})"),
        Bound::Keywords(list) => list
            .iter()
            .map(|(k, v)| v.map_or(k.clone(), |v| format!("{k} {v}")))
            .collect::<Vec<_>>()
            .join(" and "),
        Bound::Object(o) => {
            let options: Vec<String> = o.set.iter().map(|(k, v)| format!("{k} {v}")).collect();
            let how = match &o.kind {
                ObjectKind::Chosen { count, up_to: true } => format!("chosen, up to {count}"),
                ObjectKind::Chosen { count, .. } => format!("chosen, {count}"),
                ObjectKind::All => "every one".to_string(),
                ObjectKind::Reference(r) => return format!("{} ({r})", o.text),
                ObjectKind::Antecedent => return format!("{} (the one before)", o.text),
                ObjectKind::Both(a, b) => {
                    return format!(
                        "{}, {}",
                        bound(&Bound::Object((**a).clone())),
                        bound(&Bound::Object((**b).clone()))
                    );
                }
            };
            if options.is_empty() {
                format!("{} ({how})", o.text)
            } else {
                format!("{} ({how}: {})", o.text, options.join(", "))
            }
        }
    }
}
