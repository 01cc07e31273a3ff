//! The card-text parser: printed text → [`CardText`], one [`Ability`] per non-empty line (803).
//!
//! The grammar splits a line into tokens; this file decides, with the glossary, which bracketed
//! names are keywords and checks each keyword against the shape of its template (parameter,
//! linked ability). Nothing is silently dropped but reminder text: an unknown keyword, a missing
//! or unexpected parameter, a missing `[>]` ability are all errors with a span.

use super::error::TextError;
use super::grammar::{CardTextParser, Rule};
use super::reminder::{blank_reminders, tidy};
use crate::model::card::Lang;
use crate::model::cost::Cost;
use crate::model::glossary::{Glossary, KeywordDef, KeywordKind, Param};
use crate::model::records::{Ability, CardText, Instruction, KeywordUse, Span};
use pest::Parser;
use pest::iterators::Pair;

/// Parses a card's printed text. `lang` is the language the text is printed in; keyword names
/// are accepted in either language (the glossary has both), `lang` steers "did you mean" help.
pub fn parse_card_text(
    text: &str,
    lang: Lang,
    glossary: &Glossary,
) -> Result<CardText, Vec<TextError>> {
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
/// a mention inside an instruction (« Octroyez [Assaut 3] … »: unknown brackets such as `[ou]`
/// are plain words, and an omitted number is just absent).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Line,
    Mention,
}

struct LineParser<'g> {
    glossary: &'g Glossary,
    lang: Lang,
    /// Byte offset of the current line inside the whole text.
    base: usize,
    errors: Vec<TextError>,
}

impl<'g> LineParser<'g> {
    fn span(&self, pair: &Pair<Rule>) -> Span {
        Span::new(
            self.base + pair.as_span().start(),
            self.base + pair.as_span().end(),
        )
    }

    fn error(&mut self, span: Span, message: String, help: Option<String>) {
        let mut e = TextError::new(span, message);
        e.help = help;
        self.errors.push(e);
    }

    fn line(&mut self, line: &str) -> Option<Ability> {
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
        let parsed = CardTextParser::parse(Rule::line, &blanked);
        // The instruction rule accepts any text, so a failure here is a grammar bug; still report.
        let Some(body) = parsed.ok()?.next()?.into_inner().next() else {
            let span = Span::new(self.base, self.base + line.len());
            self.error(span, "this line could not be read".into(), None);
            return None;
        };
        match body.as_rule() {
            Rule::keyword_line => self.keyword_line(body),
            Rule::bare_line => Some(self.bare_line(body)),
            Rule::instruction => self.instruction_line(body),
            _ => None,
        }
    }

    /// `[Assaut 2] [Tank]`, `[Répétition] [4][C]`, `[Agonie][>] Piochez 1.`
    fn keyword_line(&mut self, body: Pair<Rule>) -> Option<Ability> {
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
        // 806.1.d and 813.1.d: permissive keywords also print as `[Action][>]` on abilities.
        if !def.shape.linked && def.kind != KeywordKind::Permissive {
            self.error(
                link_span,
                format!("`{}` is not linked to an ability", self.name(def)),
                Some(format!(
                    "its template is `{}`; put the ability on its own line",
                    def.template
                )),
            );
        }
        let Some(effect) = effect.filter(|e| !e.text.is_empty()) else {
            self.error(
                link_span,
                format!("`{}` is linked to nothing", self.name(def)),
                Some(format!(
                    "write its ability after `[>]`, as in `{}`",
                    def.template
                )),
            );
            return None;
        };
        Some(Ability::Linked { keyword, effect })
    }

    /// A line that is only a name and maybe a parameter: `Équiper [1][C]`, `Chasse 2`. When the
    /// name is not a keyword the line is ordinary text.
    fn bare_line(&mut self, body: Pair<Rule>) -> Ability {
        let span = self.span(&body);
        let text = tidy(body.as_str());
        let mut inner = body.clone().into_inner();
        let name = inner.next().expect("bare_line has a name");
        let Some(id) = self.glossary.by_name(name.as_str()) else {
            let instruction = Instruction {
                text,
                mentions: Vec::new(),
                span,
            };
            return Ability::Instruction { instruction };
        };
        let def = self.glossary.get(id);
        let param = inner.next();
        let (number, cost) = match param.as_ref().map(|p| p.as_rule()) {
            Some(Rule::number) => (param, None),
            Some(Rule::cost) => (None, param),
            _ => (None, None),
        };
        let kw = self.check(def, span, number, cost, Mode::Line);
        if def.shape.linked {
            self.missing_link(def, span);
        }
        Ability::Keywords {
            keywords: kw.into_iter().collect(),
        }
    }

    /// A line of text. If it opens with a bracketed name, that name must be a keyword, and a
    /// keyword there must stand alone or be linked by `[>]`: text glued to it would be lost.
    fn instruction_line(&mut self, body: Pair<Rule>) -> Option<Ability> {
        if let Some(first) = body.clone().into_inner().next()
            && first.as_rule() == Rule::tag
        {
            let span = self.span(&first);
            if let Some((_, def)) = self.keyword(first, None, Mode::Line) {
                if def.shape.linked || def.kind == KeywordKind::Permissive {
                    self.missing_link(def, span);
                } else {
                    self.error(
                        span,
                        format!("text follows `{}` on the same line", self.name(def)),
                        Some("put each ability on its own line".into()),
                    );
                }
            }
            return None;
        }
        let instruction = self.instruction(body);
        Some(Ability::Instruction { instruction })
    }

    fn instruction(&mut self, body: Pair<Rule>) -> Instruction {
        let raw = body.as_str();
        let lead = raw.len() - raw.trim_start().len();
        let start = self.base + body.as_span().start() + lead;
        let span = Span::new(start, start + raw.trim().len());
        let text = tidy(raw);
        let mut mentions = Vec::new();
        for tag in body.into_inner().filter(|p| p.as_rule() == Rule::tag) {
            if let Some((kw, _)) = self.keyword(tag, None, Mode::Mention) {
                mentions.push(kw);
            }
        }
        Instruction {
            text,
            mentions,
            span,
        }
    }

    /// Reads a `tag` (and the cost printed after it) as a keyword of the glossary.
    fn keyword(
        &mut self,
        tag: Pair<Rule>,
        cost: Option<Pair<Rule>>,
        mode: Mode,
    ) -> Option<(KeywordUse, &'g KeywordDef)> {
        let glossary: &'g Glossary = self.glossary;
        let span = self.span(&tag);
        let mut inner = tag.into_inner();
        let name = inner.next()?.as_str();
        let number = inner.next();
        let Some(id) = glossary.by_name(name) else {
            if mode == Mode::Line {
                let help = self.nearest_help(name);
                self.error(span, format!("unknown keyword `[{name}]`"), Some(help));
            }
            return None;
        };
        let def = glossary.get(id);
        let kw = self.check(def, span, number, cost, mode)?;
        Some((kw, def))
    }

    /// Checks a keyword's parameter against its template's shape and builds the record.
    fn check(
        &mut self,
        def: &KeywordDef,
        span: Span,
        number: Option<Pair<Rule>>,
        cost: Option<Pair<Rule>>,
        mode: Mode,
    ) -> Option<KeywordUse> {
        let name = self.name(def).to_string();
        let mut ok = true;
        let value = match (&number, def.shape.param) {
            (Some(n), Param::Number) => match n.as_str().parse::<i32>() {
                Ok(v) => Some(v),
                Err(_) => {
                    let s = self.span(n);
                    self.error(s, format!("`{}` is too large a number", n.as_str()), None);
                    return None;
                }
            },
            (Some(n), Param::Cost) => {
                let s = self.span(n);
                let help = format!(
                    "write the cost after the keyword: `[{name}] [{}]`",
                    n.as_str()
                );
                self.error(
                    s,
                    format!("`{name}` takes a cost, not a number"),
                    Some(help),
                );
                return None;
            }
            (Some(n), Param::None) => {
                let s = self.span(n);
                let help = format!("its template is `{}`", def.template);
                self.error(s, format!("`{name}` takes no value"), Some(help));
                return None;
            }
            // 807.1.b.3, 809.1.b.3, 814.1.b.3, 823.1.c.2: an omitted X takes the default.
            (None, Param::Number) => match (def.default, mode) {
                (Some(d), _) => Some(d),
                (None, Mode::Mention) => None,
                (None, Mode::Line) => {
                    let help = format!(
                        "write it as `[{name} N]`; its template is `{}`",
                        def.template
                    );
                    self.error(span, format!("`{name}` needs a number"), Some(help));
                    ok = false;
                    None
                }
            },
            (None, _) => None,
        };
        let cost = match (&cost, def.shape.param) {
            (Some(c), Param::Cost) => self.cost(c),
            (Some(c), _) => {
                let s = self.span(c);
                let help = format!("its template is `{}`", def.template);
                self.error(s, format!("`{name}` takes no cost"), Some(help));
                return None;
            }
            (None, Param::Cost) if mode == Mode::Line => {
                let help = format!(
                    "write it as `{name} [1][C]`; its template is `{}`",
                    def.template
                );
                self.error(span, format!("`{name}` needs a cost"), Some(help));
                return None;
            }
            (None, _) => None,
        };
        ok.then(|| KeywordUse {
            id: def.id.clone(),
            value,
            cost,
            span,
        })
    }

    /// A cost such as `[4][C]`, read symbol by symbol by [`Cost::parse`].
    fn cost(&mut self, pair: &Pair<Rule>) -> Option<Cost> {
        match Cost::parse(pair.as_str()) {
            Ok(c) => Some(c),
            Err(e) => {
                let start = self.span(pair).start + e.offset;
                let end = pair.as_str()[e.offset..]
                    .find(']')
                    .map_or(self.span(pair).end, |i| start + i + 1);
                self.error(Span::new(start, end), e.message, None);
                None
            }
        }
    }

    fn missing_link(&mut self, def: &KeywordDef, span: Span) {
        let name = self.name(def).to_string();
        self.error(
            span,
            format!("`{name}` needs an ability linked by `[>]`"),
            Some(format!("write it as `{}`", def.template)),
        );
    }

    /// The keyword's printed name in the text's language.
    fn name<'d>(&self, def: &'d KeywordDef) -> &'d str {
        match self.lang {
            Lang::Fr => &def.fr,
            Lang::En => &def.en,
        }
    }

    fn nearest_help(&self, name: &str) -> String {
        let near = self.glossary.nearest(name);
        let in_lang: Vec<&str> = near
            .iter()
            .copied()
            .filter(|n| self.glossary.entries.iter().any(|e| self.name(e) == *n))
            .collect();
        let shown = if in_lang.is_empty() { near } else { in_lang };
        if shown.is_empty() {
            return "keywords are the entries of the glossary (grammar/glossary.toml)".into();
        }
        let list: Vec<String> = shown.iter().map(|n| format!("`[{n}]`")).collect();
        format!("did you mean {}?", list.join(" or "))
    }
}
