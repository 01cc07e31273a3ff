//! Keywords checked against their glossary entry: a name must be known where a keyword is
//! expected, and the parameter printed must match the template's shape (a number where the
//! template has `[X]`, a cost where it has `[Coût]`, nothing otherwise).

use super::grammar::Rule;
use super::parse::{LineParser, Mode};
use crate::model::card::Lang;
use crate::model::glossary::{Glossary, KeywordDef, KwId, Param};
use crate::model::notation::Notation;
use crate::model::records::{KeywordUse, Span};
use crate::ruleset::Ruleset;
use pest::iterators::Pair;

impl<'g, R: Ruleset> LineParser<'g, R> {
    /// Reads a `tag` (and the cost printed after it) as a keyword of the glossary.
    pub(super) fn keyword(
        &mut self,
        tag: Pair<Rule>,
        cost: Option<Pair<Rule>>,
        mode: Mode,
    ) -> Option<(KeywordUse<R>, &'g KeywordDef<R>)> {
        let glossary: &'g Glossary<R> = self.glossary;
        let span = self.span(&tag);
        let mut inner = tag.into_inner();
        let name = one_spaced(inner.next()?.as_str());
        let name = name.as_str();
        let number = inner.next();
        let Some(id) = glossary.by_name(name) else {
            if mode == Mode::Line {
                let help = self.nearest_help(name);
                self.error(span, format!("unknown keyword `[{name}]`"), Some(help));
            }
            return None;
        };
        let def = glossary.get(id);
        let kw = self.check(id, def, span, number, cost, mode)?;
        Some((kw, def))
    }

    /// Checks a keyword's parameter against its template's shape and builds the record of entry
    /// `id` (`def`).
    pub(super) fn check(
        &mut self,
        id: KwId,
        def: &KeywordDef<R>,
        span: Span,
        number: Option<Pair<Rule>>,
        cost: Option<Pair<Rule>>,
        mode: Mode,
    ) -> Option<KeywordUse<R>> {
        let name = self.name(def).to_string();
        let mut ok = true;
        let value = match (&number, def.shape.param) {
            (Some(n), Param::Number) => match n.as_str().parse::<i32>() {
                Ok(v) if v < 0 => {
                    let s = self.span(n);
                    let help = format!("its template is `{}`", def.template_in(self.lang));
                    self.error(
                        s,
                        format!("`{name}` takes a number of 0 or more, not {v}"),
                        Some(help),
                    );
                    return None;
                }
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
                let help = format!("its template is `{}`", def.template_in(self.lang));
                self.error(s, format!("`{name}` takes no value"), Some(help));
                return None;
            }
            // An omitted number takes the template's default, where the game's rules give one.
            (None, Param::Number) => match (def.default, mode) {
                (Some(d), _) => Some(d),
                (None, Mode::Mention) => None,
                (None, Mode::Line) => {
                    let written = if R::BARE_KEYWORDS {
                        format!("{name} N")
                    } else {
                        format!("[{name} N]")
                    };
                    let help = format!(
                        "write it as `{written}`; its template is `{}`",
                        def.template_in(self.lang)
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
                let help = format!("its template is `{}`", def.template_in(self.lang));
                self.error(s, format!("`{name}` takes no cost"), Some(help));
                return None;
            }
            (None, Param::Cost) if mode == Mode::Line => {
                let help = format!(
                    "write it as `{name} {}`; its template is `{}`",
                    <R::Cost as crate::model::notation::Notation>::EXAMPLE,
                    def.template_in(self.lang)
                );
                self.error(span, format!("`{name}` needs a cost"), Some(help));
                return None;
            }
            (None, _) => None,
        };
        ok.then(|| KeywordUse {
            id: def.id.clone(),
            kw: id,
            value,
            cost,
            cost_words: None,
            alternatives: Vec::new(),
            cost_note: None,
            span,
        })
    }

    /// A cost such as `[4][C]`, read symbol by symbol by the ruleset's notation.
    pub(super) fn cost(&mut self, pair: &Pair<Rule>) -> Option<R::Cost> {
        match R::Cost::parse(pair.as_str()) {
            Ok(c) => Some(c),
            Err(e) => {
                let start = self.span(pair).start + e.offset;
                self.error(Span::new(start, start + e.len), e.message, None);
                None
            }
        }
    }

    pub(super) fn missing_link(&mut self, def: &KeywordDef<R>, span: Span) {
        let name = self.name(def).to_string();
        self.error(
            span,
            format!("`{name}` needs an ability linked by `[>]`"),
            Some(format!("write it as `{}`", def.template_in(self.lang))),
        );
    }

    /// The keyword's printed name in the text's language.
    pub(super) fn name<'d>(&self, def: &'d KeywordDef<R>) -> &'d str {
        match self.lang {
            Lang::Fr => &def.fr,
            Lang::En => &def.en,
        }
    }

    pub(super) fn nearest_help(&self, name: &str) -> String {
        let near = self.glossary.nearest(name);
        let in_lang: Vec<&str> = near
            .iter()
            .copied()
            .filter(|n| self.glossary.entries.iter().any(|e| self.name(e) == *n))
            .collect();
        let shown = if in_lang.is_empty() { near } else { in_lang };
        if shown.is_empty() {
            return "keywords are the entries of the game's glossary (grammar/<game>/glossary.toml)"
                .into();
        }
        let list: Vec<String> = shown.iter().map(|n| format!("`[{n}]`")).collect();
        format!("did you mean {}?", list.join(" or "))
    }
}

/// A printed name with its spaces made single: French typography may put a non-breaking space
/// inside a name of several words, and a doubled space is a typing slip, not another name.
pub(super) fn one_spaced(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl<R: Ruleset> LineParser<'_, R> {
    /// A bracket that opens or closes nothing (`[`, `]`, `[]`): brackets enclose a keyword or a
    /// symbol, so text around a stray one would otherwise pass for instruction words.
    pub(super) fn stray(&mut self, pair: &Pair<Rule>, next: Option<&str>) {
        let span = self.span(pair);
        let s = pair.as_str();
        let (message, span) = match (s, next) {
            ("[", Some(n)) if n.starts_with(']') => (
                "empty brackets `[]`".to_string(),
                Span::new(span.start, span.end + 1),
            ),
            ("[" | "{", _) => (format!("`{s}` is never closed"), span),
            _ => (format!("`{s}` closes nothing"), span),
        };
        let help = format!(
            "brackets enclose a keyword or a symbol (`[Name 2]`, `{}`); remove the stray one",
            <R::Cost as Notation>::EXAMPLE
        );
        self.error(span, message, Some(help));
    }

    /// A gallery symbol inside an instruction must be one the notation knows: a misspelt one
    /// would otherwise pass as plain words. Bracket symbols are left as printed.
    pub(super) fn check_symbol(&mut self, pair: &Pair<Rule>) {
        let s = pair.as_str();
        if !s.starts_with(':') || R::Cost::known_symbol(s) {
            return;
        }
        let span = self.span(pair);
        self.error(
            span,
            format!("unknown symbol `{s}`"),
            Some(R::Cost::SYMBOL_HELP.into()),
        );
    }
}
