//! The card-text parser: printed text → [`CardText`], one [`Ability`] per non-empty line.
//!
//! The grammar splits a line into tokens; this file decides, with the glossary, which bracketed
//! names are keywords and checks each keyword against the shape of its template (parameter,
//! linked ability). Nothing is silently dropped but reminder text: an unknown keyword, a missing
//! or unexpected parameter, a missing `[>]` ability are all errors with a span.

use super::error::TextError;
use super::grammar::{CardTextParser, Rule};
use super::reminder::{blank_reminders, tidy};
use crate::model::card::Lang;
use crate::model::glossary::{Glossary, KeywordDef, KeywordKind, KwId, Param};
use crate::model::records::KeywordUse;
use crate::model::records::{Ability, CardText, Instruction, Span};
use crate::ruleset::Ruleset;
use pest::Parser;
use pest::iterators::Pair;

/// Parses a card's printed text. `lang` is the language the text is printed in; keyword names
/// are accepted in either language (the glossary has both), `lang` steers "did you mean" help.
pub fn parse_card_text<R: Ruleset>(
    text: &str,
    lang: Lang,
    glossary: &Glossary<R>,
) -> Result<CardText<R>, Vec<TextError>> {
    let mut p = LineParser {
        glossary,
        lang,
        base: 0,
        errors: Vec::new(),
    };
    let mut abilities = Vec::new();
    let mut start = 0;
    for raw in text.split('\n') {
        p.base = start;
        start += raw.len() + 1;
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        if let Some(a) = p.line(line) {
            abilities.push(a);
        }
    }
    if p.errors.is_empty() {
        Ok(CardText { abilities })
    } else {
        Err(p.errors)
    }
}

/// Whether a keyword is read as the subject of a line (strict: must be known and complete) or as
/// a mention inside an instruction (« Give [Name 3] … »: unknown brackets such as `[ou]`
/// are plain words, and an omitted number is just absent).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    Line,
    Mention,
}

pub(super) struct LineParser<'g, R: Ruleset> {
    pub(super) glossary: &'g Glossary<R>,
    pub(super) lang: Lang,
    /// Byte offset of the current line inside the whole text.
    pub(super) base: usize,
    pub(super) errors: Vec<TextError>,
}

impl<'g, R: Ruleset> LineParser<'g, R> {
    pub(super) fn span(&self, pair: &Pair<Rule>) -> Span {
        Span::new(
            self.base + pair.as_span().start(),
            self.base + pair.as_span().end(),
        )
    }

    pub(super) fn error(&mut self, span: Span, message: String, help: Option<String>) {
        let mut e = TextError::new(span, message);
        e.help = help;
        self.errors.push(e);
    }

    fn line(&mut self, line: &str) -> Option<Ability<R>> {
        let blanked = match blank_reminders(line, self.base) {
            Ok(b) => b,
            Err(e) => {
                self.errors.push(e);
                return None;
            }
        };
        if blanked.trim().is_empty() {
            return None;
        }
        // The instruction rule accepts any text, so a failure here is a grammar bug; still report.
        let body = CardTextParser::parse(Rule::line, &blanked)
            .ok()
            .and_then(|mut p| p.next())
            .and_then(|l| l.into_inner().next());
        let Some(body) = body else {
            let span = Span::new(self.base, self.base + line.len());
            self.error(span, "this line could not be read".into(), None);
            return None;
        };
        match body.as_rule() {
            // `[Action] a unit.`: a game action printed in brackets opens an instruction, as it
            // may stand inside one (the glossary's `[[action]]`).
            Rule::keyword_line | Rule::instruction if self.opens_with_action(&blanked) => {
                let body = CardTextParser::parse(Rule::instruction, blanked.trim())
                    .ok()?
                    .next()?;
                let lead = blanked.len() - blanked.trim_start().len();
                self.base += lead;
                let instruction = self.instruction(body);
                self.base -= lead;
                Some(Ability::Instruction { instruction })
            }
            // `[Name] - Kill a friendly unit`: the dash opens a cost, not a linked ability.
            Rule::keyword_line if self.dash_opens_cost(&body) => {
                let body = CardTextParser::parse(Rule::instruction, &blanked)
                    .ok()?
                    .next()?;
                self.instruction_line(body, &blanked)
            }
            Rule::keyword_line => self.keyword_line(body),
            Rule::bare_line => Some(self.bare_line(body)),
            Rule::instruction => self.instruction_line(body, &blanked),
            _ => None,
        }
    }

    /// Whether the line opens with a bracketed name (and maybe a number) that is a game action
    /// of the glossary and no keyword: `[Stun] a unit.`, `[Predict 2].`
    fn opens_with_action(&self, line: &str) -> bool {
        let Some(inner) = line.trim_start().strip_prefix('[') else {
            return false;
        };
        let Some(end) = inner.find(']') else {
            return false;
        };
        let name = inner[..end].trim();
        let name = name
            .rsplit_once(' ')
            .filter(|(_, n)| n.chars().all(|c| c.is_ascii_digit()))
            .map_or(name, |(n, _)| n.trim_end());
        self.glossary.by_name(name).is_none() && self.glossary.action(name).is_some()
    }

    /// The keyword `tag` names, if the glossary knows it.
    fn entry(&self, tag: &Pair<Rule>) -> Option<(KwId, &'g KeywordDef<R>)> {
        let name = super::keyword::one_spaced(tag.clone().into_inner().next()?.as_str());
        let id = self.glossary.by_name(&name)?;
        Some((id, self.glossary.get(id)))
    }

    /// Whether a keyword takes its cost from the text after it (818.1.c.3): its template has a
    /// cost and no linked ability.
    fn takes_cost_phrase(def: &KeywordDef<R>) -> bool {
        def.shape.param == Param::Cost && !def.shape.linked
    }

    /// A keyword line whose last keyword takes a cost and is followed by a dash: English cards
    /// print a cost in words that way.
    fn dash_opens_cost(&self, body: &Pair<Rule>) -> bool {
        let parts: Vec<Pair<Rule>> = body.clone().into_inner().collect();
        let Some(linked) = parts.iter().find(|p| p.as_rule() == Rule::linked) else {
            return false;
        };
        let by_dash = linked
            .clone()
            .into_inner()
            .next()
            .is_some_and(|l| l.as_rule() == Rule::dash);
        let last = parts.iter().rev().find(|p| p.as_rule() == Rule::head);
        let tag = last.and_then(|h| h.clone().into_inner().next());
        by_dash
            && tag
                .and_then(|t| self.entry(&t))
                .is_some_and(|(_, def)| Self::takes_cost_phrase(def))
    }

    /// `[Name 2] [Other]`, `[Name] [4][C]`, `[Name][>] Draw 1.`
    fn keyword_line(&mut self, body: Pair<Rule>) -> Option<Ability<R>> {
        let mut heads = Vec::new();
        let mut linked = None;
        for pair in body.into_inner() {
            match pair.as_rule() {
                Rule::head => heads.push(pair),
                Rule::linked => linked = Some(pair),
                _ => {}
            }
        }
        let count = heads.len();
        let others = match (heads.first(), heads.iter().rev().nth(1)) {
            (Some(a), Some(b)) => Span::new(self.span(a).start, self.span(b).end),
            _ => Span::default(),
        };
        let mut keywords = Vec::new();
        for head in heads {
            let head_span = self.span(&head);
            let mut inner = head.into_inner();
            let tag = inner.next()?;
            if let Some((kw, def)) = self.keyword(tag, inner.next(), Mode::Line) {
                keywords.push((kw, def, head_span));
            }
        }
        let Some(linked) = linked else {
            for (_, def, span) in &keywords {
                if def.shape.linked {
                    self.missing_link(def, *span);
                }
            }
            return Some(Ability::Keywords {
                keywords: keywords.into_iter().map(|k| k.0).collect(),
            });
        };
        let mut inner = linked.into_inner();
        let link = inner.next()?;
        let link_span = self.span(&link);
        let effect = inner.next().map(|p| self.instruction(p));
        if count > 1 {
            self.error(
                others,
                "only one keyword can be linked to an ability by `[>]`".into(),
                Some("put the other keywords on a line of their own".into()),
            );
        }
        let (keyword, def, _) = keywords.pop()?;
        // A permissive keyword may also print linked, `[Name][>]`, on an ability it permits.
        if !def.shape.linked && def.kind != KeywordKind::Permissive {
            self.error(
                link_span,
                format!("`{}` is not linked to an ability", self.name(def)),
                Some(format!(
                    "its template is `{}`; put the ability on its own line",
                    def.template_in(self.lang)
                )),
            );
        }
        let Some(effect) = effect.filter(|e| !e.text.is_empty()) else {
            self.error(
                link_span,
                format!("`{}` is linked to nothing", self.name(def)),
                Some(format!(
                    "write its ability after `[>]`, as in `{}`",
                    def.template_in(self.lang)
                )),
            );
            return None;
        };
        Some(Ability::Linked { keyword, effect })
    }

    /// A line of bare keywords, each maybe with a parameter: `Name [1][C]`, `Name 2`,
    /// `Name, other name`. When a name is not a keyword the line is ordinary text.
    fn bare_line(&mut self, body: Pair<Rule>) -> Ability<R> {
        let span = self.span(&body);
        let text = tidy(body.as_str());
        let parts: Vec<Pair<Rule>> = body.clone().into_inner().collect();
        let known = parts.iter().all(|p| {
            let name = p
                .clone()
                .into_inner()
                .next()
                .expect("a bare keyword has a name");
            self.glossary.by_name(name.as_str()).is_some()
        });
        if !known {
            let instruction = Instruction {
                text,
                mentions: Vec::new(),
                span,
            };
            return Ability::Instruction { instruction };
        }
        let mut keywords = Vec::new();
        for part in parts {
            let kw_span = self.span(&part);
            let mut inner = part.into_inner();
            let name = inner.next().expect("a bare keyword has a name");
            let Some(id) = self.glossary.by_name(name.as_str()) else {
                continue;
            };
            let def = self.glossary.get(id);
            let param = inner.next();
            let (number, cost) = match param.as_ref().map(|p| p.as_rule()) {
                Some(Rule::number) => (param, None),
                Some(Rule::cost) => (None, param),
                _ => (None, None),
            };
            // A single keyword keeps the whole line as its span, as it always did.
            let at = if keywords.is_empty() && span.end == kw_span.end {
                span
            } else {
                kw_span
            };
            keywords.extend(self.check(id, def, at, number, cost, Mode::Line));
            if def.shape.linked {
                self.missing_link(def, at);
            }
        }
        Ability::Keywords { keywords }
    }

    /// A line of text. If it opens with a bracketed name, that name must be a keyword; keywords
    /// there must stand alone, be linked by `[>]`, or be followed by their cost
    /// (`[Name] - Kill a friendly unit`): other text glued to them would be lost.
    fn instruction_line(&mut self, body: Pair<Rule>, line: &str) -> Option<Ability<R>> {
        let tokens: Vec<Pair<Rule>> = body.clone().into_inner().collect();
        let first = tokens
            .iter()
            .find(|t| t.as_rule() != Rule::text || !t.as_str().trim().is_empty());
        if first.is_some_and(|t| t.as_rule() == Rule::tag) {
            return self.keywords_before_text(&tokens, line);
        }
        let instruction = self.instruction(body);
        Some(Ability::Instruction { instruction })
    }

    /// Keywords that open a line the grammar left as text: each stands alone (separated by
    /// spaces or commas) until one that takes its cost from the rest of the line.
    fn keywords_before_text(&mut self, tokens: &[Pair<Rule>], line: &str) -> Option<Ability<R>> {
        let mut keywords = Vec::new();
        let mut failed = false;
        for (i, token) in tokens.iter().enumerate() {
            let blank = |t: &Pair<Rule>| {
                t.as_rule() == Rule::text
                    && t.as_str().chars().all(|c| c == ',' || c.is_whitespace())
            };
            // A keyword line printed with a full stop (`[Name].`) ends there: nothing follows.
            let full_stop = |t: &Pair<Rule>| t.as_rule() == Rule::text && t.as_str().trim() == ".";
            if blank(token)
                || (full_stop(token) && !keywords.is_empty() && tokens[i + 1..].iter().all(blank))
            {
                continue;
            }
            let span = self.span(token);
            let entry = (token.as_rule() == Rule::tag)
                .then(|| self.entry(token))
                .flatten();
            if let Some((id, def)) = entry
                && Self::takes_cost_phrase(def)
                && token.clone().into_inner().nth(1).is_none()
            {
                let end = token.as_span().end();
                let kw = self.cost_phrase(id, def, span, line, end);
                return match (kw, failed) {
                    (Some(kw), false) => {
                        keywords.push(kw);
                        Some(Ability::Keywords { keywords })
                    }
                    _ => None,
                };
            }
            if token.as_rule() != Rule::tag {
                let def = keywords
                    .last()
                    .map(|k: &KeywordUse<R>| self.glossary.get(k.kw))?;
                self.error(
                    self.span(&tokens[i - 1]),
                    format!("text follows `{}` on the same line", self.name(def)),
                    Some("put each ability on its own line".into()),
                );
                return None;
            }
            let Some((kw, def)) = self.keyword(token.clone(), None, Mode::Line) else {
                failed = true;
                continue;
            };
            if def.shape.linked || def.kind == KeywordKind::Permissive {
                self.missing_link(def, span);
                return None;
            }
            keywords.push(kw);
        }
        (!failed).then_some(Ability::Keywords { keywords })
    }

    pub(super) fn instruction(&mut self, body: Pair<Rule>) -> Instruction<R> {
        let raw = body.as_str();
        let lead = raw.len() - raw.trim_start().len();
        let start = self.base + body.as_span().start() + lead;
        let span = Span::new(start, start + raw.trim().len());
        let text = tidy(raw);
        let mut mentions = Vec::new();
        let mut empty_closed = false;
        for token in body.into_inner() {
            match token.as_rule() {
                Rule::tag => {
                    if let Some((kw, _)) = self.keyword(token, None, Mode::Mention) {
                        mentions.push(kw);
                    }
                }
                Rule::symbol => self.check_symbol(&token),
                // `[]` is one mistake, reported at its `[`.
                Rule::stray if std::mem::take(&mut empty_closed) => {}
                Rule::stray => {
                    let end = token.as_span().end();
                    let next = token.get_input().get(end..);
                    empty_closed =
                        next.is_some_and(|n| n.starts_with(']')) && token.as_str() == "[";
                    self.stray(&token, next);
                }
                _ => {}
            }
        }
        Instruction {
            text,
            mentions,
            span,
        }
    }
}
