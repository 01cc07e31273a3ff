//! Riftbound's facts of one card record (133): every field checked, every error located.

use super::card_def::CardDef;
use crate::model::card::{CardFacts, CardKind, Supertype};
use crate::model::cost::{Cost, Domain};
use crate::model::glossary::Glossary;
use crate::model::records::CardText;
use grimoire_core::content::FileCtx;
use grimoire_core::content::spans::value_location;
use grimoire_core::diag::Diagnostic;

pub fn parse_kind(s: &str) -> Option<CardKind> {
    Some(match s {
        "unit" => CardKind::Unit,
        "spell" => CardKind::Spell,
        "gear" => CardKind::Gear,
        "legend" => CardKind::Legend,
        "battlefield" => CardKind::Battlefield,
        "rune" => CardKind::Rune,
        _ => return None,
    })
}

/// Checks the Riftbound fields of a card definition (the core checks id, name and text).
pub fn card_facts(
    cx: &FileCtx,
    def: &CardDef,
    text: &CardText,
    glossary: &Glossary,
    errors: &mut Vec<Diagnostic>,
) -> Option<CardFacts> {
    let before = errors.len();
    let kind = parse_kind(def.kind.get_ref());
    if kind.is_none() {
        errors.push(cx.err(
            &def.kind,
            format!(
                "unknown card type `{}`: expected unit, spell, gear, legend, battlefield or rune",
                def.kind.get_ref()
            ),
        ));
    }
    let mut domains = Vec::new();
    for d in &def.domains {
        match Domain::from_key(d.get_ref()) {
            Some(x) => domains.push(x),
            None => errors.push(cx.err(
                d,
                format!(
                    "unknown domain `{}`: expected fury, calm, mind, body, chaos or order",
                    d.get_ref()
                ),
            )),
        }
    }
    let cost = match &def.cost {
        None => Cost::ZERO,
        Some(c) => Cost::parse(c.get_ref()).unwrap_or_else(|e| {
            errors.push(Diagnostic::new(
                value_location(cx.file, cx.src, &c.span(), e.offset),
                format!("bad cost `{}`: {}", c.get_ref(), e.message),
            ));
            Cost::ZERO
        }),
    };
    let mut supertypes = Vec::new();
    for s in &def.supertypes {
        match s.get_ref().as_str() {
            "champion" => supertypes.push(Supertype::Champion),
            "signature" => supertypes.push(Supertype::Signature),
            "token" => supertypes.push(Supertype::Token),
            other => errors.push(cx.err(
                s,
                format!("unknown supertype `{other}`: expected champion, signature or token"),
            )),
        }
    }
    let might = def.might.as_ref().map(|m| *m.get_ref() as i32);
    match (kind, &def.might) {
        (Some(CardKind::Unit), None) => errors.push(cx.err(&def.kind, "a unit needs `might`")),
        (
            Some(k @ (CardKind::Spell | CardKind::Rune | CardKind::Battlefield | CardKind::Legend)),
            Some(m),
        ) => {
            errors.push(cx.err(m, format!("a {} card has no Might", def.kind.get_ref())));
            let _ = k;
        }
        _ => {}
    }
    let effect_text = cx.parse_text(def.effect_text.as_ref(), cx.lang, glossary, errors);
    if let (Some(k), Some(t)) = (kind, &def.text) {
        keywords_that_never_fire(cx, t, text, k, glossary, errors);
    }
    if let Some(k) = kind {
        super::effect_text::check(cx, def, k, &effect_text, glossary, errors);
    }
    if errors.len() > before {
        return None;
    }
    let effect_keywords = effect_text.keyword_instances(glossary);
    let activated = match kind {
        Some(k) => super::functions::activated(k, text, glossary, &domains),
        None => Vec::new(),
    };
    Some(CardFacts {
        kind: kind?,
        domains,
        cost,
        might,
        tags: def.tags.clone(),
        supertypes,
        effect_text,
        effect_keywords,
        activated,
        foreseen: Default::default(),
    })
}

/// A keyword of the card's text whose trigger, or an event it subscribes to, never reaches a
/// card of this type (`reach.rs`): a pack keyword triggering on `played`, printed on a spell, would
/// load and never fire.
pub(super) fn keywords_that_never_fire(
    cx: &FileCtx,
    field: &toml::Spanned<String>,
    text: &CardText,
    kind: CardKind,
    glossary: &Glossary,
    errors: &mut Vec<Diagnostic>,
) {
    use crate::model::glossary::TriggerEvent;
    for k in text.abilities.iter().flat_map(|a| a.keywords()) {
        let def = glossary.get(k.kw);
        let events = def.hooks.trigger.into_iter().chain(
            def.on
                .iter()
                .filter_map(|s| TriggerEvent::ALL.into_iter().find(|e| e.name() == s.hook)),
        );
        let mut dead = events
            .filter(|&e| !super::reach::reaches(kind, e))
            .peekable();
        let Some(&first) = dead.peek() else { continue };
        let names: Vec<String> = dead.map(|e| format!("`{}`", e.name())).collect();
        let name = match cx.lang {
            grimoire_core::model::card::Lang::Fr => &def.fr,
            grimoire_core::model::card::Lang::En => &def.en,
        };
        errors.push(
            Diagnostic::new(
                value_location(cx.file, cx.src, &field.span(), k.span.start),
                format!(
                    "`[{name}]` triggers on {}, but {}: on this card it never does anything",
                    names.join(", "),
                    super::reach::why_not(kind, first)
                ),
            )
            .with_help(match kind {
                CardKind::Spell => {
                    "write what it should do as an instruction of the spell, performed by `resolve`"
                        .to_string()
                }
                _ => format!("a card of this type has no use for `[{name}]`: take it out"),
            }),
        );
    }
}
