//! Turning one card record into a `CardType`: every field checked, every error located.

use super::card_file::CardDef;
use super::spans::value_location;
use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::{CardKind, CardSource, CardType, Lang, Supertype};
use crate::model::cost::{Cost, Domain};
use crate::model::glossary::Glossary;
use crate::model::records::CardText;
use crate::text::parse_card_text;
use toml::Spanned;

/// Where the card came from: its file's shown path and source.
pub struct FileCtx<'a> {
    pub file: &'a str,
    pub src: &'a str,
    pub pack: &'a str,
    pub lang: Lang,
}

impl FileCtx<'_> {
    pub fn at<T>(&self, v: &Spanned<T>) -> SourcePos {
        SourcePos::at(self.file, self.src, v.span().start)
    }

    pub fn err<T>(&self, v: &Spanned<T>, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.at(v), msg)
    }
}

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

/// Checks a card definition; the script is attached by the caller.
pub fn card_type(
    cx: &FileCtx,
    def: &CardDef,
    glossary: &Glossary,
    errors: &mut Vec<Diagnostic>,
) -> Option<CardType> {
    let before = errors.len();
    let id = def.id.get_ref();
    if id.is_empty()
        || !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        errors.push(cx.err(
            &def.id,
            format!("card id `{id}` must use only a-z, 0-9 and `-`"),
        ));
    }
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
    let lang = match &def.lang {
        None => cx.lang,
        Some(l) => match l.get_ref().as_str() {
            "fr" => Lang::Fr,
            "en" => Lang::En,
            other => {
                errors.push(cx.err(l, format!("unknown language `{other}`: expected fr or en")));
                cx.lang
            }
        },
    };
    let text = parse_text(cx, def.text.as_ref(), lang, glossary, errors);
    let effect_text = parse_text(cx, def.effect_text.as_ref(), lang, glossary, errors);
    if errors.len() > before {
        return None;
    }
    let keywords = text.keyword_instances(glossary);
    let effect_keywords = effect_text.keyword_instances(glossary);
    Some(CardType {
        id: id.clone(),
        pack: cx.pack.to_string(),
        name: def.name.get_ref().clone(),
        kind: kind?,
        domains,
        cost,
        might,
        tags: def.tags.clone(),
        supertypes,
        lang,
        text_source: def
            .text
            .as_ref()
            .map(|t| t.get_ref().clone())
            .unwrap_or_default(),
        text,
        effect_text,
        keywords,
        effect_keywords,
        script: None,
        source: CardSource {
            file: cx.file.to_string(),
            line: cx.at(&def.id).line,
        },
    })
}

fn parse_text(
    cx: &FileCtx,
    text: Option<&Spanned<String>>,
    lang: Lang,
    glossary: &Glossary,
    errors: &mut Vec<Diagnostic>,
) -> CardText {
    let Some(t) = text else {
        return CardText::default();
    };
    match parse_card_text(t.get_ref(), lang, glossary) {
        Ok(parsed) => parsed,
        Err(errs) => {
            for e in errs {
                let mut d = Diagnostic::new(
                    value_location(cx.file, cx.src, &t.span(), e.span.start),
                    e.message,
                );
                d.help = e.help;
                errors.push(d);
            }
            CardText::default()
        }
    }
}
