//! Costs printed after a keyword whose template takes one, beyond plain symbols: a cost in words
//! (`[Name] - Kill a friendly unit`, 818.1.c.3), several ways of paying separated by ` / `
//! (`[Name] [2] / Discard 2`), symbols and words together (`[Name] [1], Discard 1`)
//! and a sentence after the cost that changes it (`[Name] [1]. …`, 818.1.c.4).
//!
//! The grammar leaves such a line as an instruction (or a dash-linked ability); this file reads
//! what follows the keyword's tag into the record's ways of paying and note. Symbols are read by
//! the game's notation, so a misspelt one is still an error at its column.

use super::grammar::{CardTextParser, Rule};
use super::parse::LineParser;
use crate::model::glossary::{KeywordDef, KwId};
use crate::model::notation::Notation;
use crate::model::records::{KeywordUse, PrintedCost, Span};
use crate::ruleset::Ruleset;
use pest::Parser;

/// The characters that may join a cost's symbols to its words, or open a cost printed after a
/// dash.
const JOINERS: &[char] = &[',', '+', '-', '–', '—'];

impl<R: Ruleset> LineParser<'_, R> {
    /// Reads `line[at..]`, the text after the tag of keyword `id` (`def`) at `tag`, as its cost.
    /// `line` is the line with reminders blanked; offsets are relative to the line.
    pub(super) fn cost_phrase(
        &mut self,
        id: KwId,
        def: &KeywordDef<R>,
        tag: Span,
        line: &str,
        at: usize,
    ) -> Option<KeywordUse<R>> {
        let name = self.name(def).to_string();
        let rest = &line[at..];
        let lead = rest.len() - rest.trim_start_matches(is_blank).len();
        let mut start = at + lead;
        if let Some(c) = line[start..].chars().next().filter(|c| "-–—".contains(*c)) {
            start += c.len_utf8();
            start += line[start..].len() - line[start..].trim_start_matches(is_blank).len();
        }
        // The cost ends at the first full stop followed by a space or the end of the line.
        let end_of_cost = line[start..]
            .char_indices()
            .find(|&(i, c)| c == '.' && line[start + i + 1..].chars().next().is_none_or(is_blank))
            .map(|(i, _)| start + i);
        let cost_end = end_of_cost.unwrap_or(line.len());
        let mut ways = Vec::new();
        let mut from = start;
        for part in line[start..cost_end].split('/') {
            let way = self.way(&name, def, line, from, from + part.len());
            from += part.len() + 1;
            ways.push(way?);
        }
        let note = match end_of_cost {
            Some(dot) => self.note(line, dot + 1),
            None => None,
        };
        let mut ways = ways.into_iter();
        let first = ways.next()?;
        Some(KeywordUse {
            id: def.id.clone(),
            kw: id,
            value: None,
            cost: first.resources,
            cost_words: first.words,
            alternatives: ways.collect(),
            cost_note: note,
            span: Span::new(tag.start, self.base + cost_end),
        })
    }

    /// One way of paying, `line[from..to]`: symbols first, then words.
    fn way(
        &mut self,
        name: &str,
        def: &KeywordDef<R>,
        line: &str,
        from: usize,
        to: usize,
    ) -> Option<PrintedCost<R>> {
        let part = &line[from..to];
        let lead = part.len() - part.trim_start_matches(is_blank).len();
        let body = part.trim_matches(is_blank);
        let at = from + lead;
        let mut resources = None;
        let mut words_at = 0;
        if let Ok(mut pairs) = CardTextParser::parse(Rule::cost, body)
            && let Some(symbols) = pairs.next()
        {
            let printed = symbols.as_str();
            match R::Cost::parse(printed) {
                Ok(c) => resources = Some(c),
                Err(e) => {
                    let s = self.base + at + e.offset;
                    self.error(Span::new(s, s + e.len), e.message, None);
                    return None;
                }
            }
            words_at = printed.len();
        }
        let words = body[words_at..]
            .trim_start_matches(|c: char| is_blank(c) || JOINERS.contains(&c))
            .trim_start_matches("and ")
            .trim_end_matches('.')
            .trim();
        let way = PrintedCost {
            resources,
            words: (!words.is_empty()).then(|| words.to_string()),
        };
        if way.is_empty() {
            let span = Span::new(self.base + at, self.base + at + body.len());
            let help = format!(
                "write it as `{name} {}`; its template is `{}`",
                <R::Cost as Notation>::EXAMPLE,
                def.template_in(self.lang)
            );
            self.error(span, format!("`{name}` needs a cost"), Some(help));
            return None;
        }
        Some(way)
    }

    /// The sentence after the cost, `line[from..]`, as an instruction (its mentions and symbols
    /// checked like any other).
    fn note(&mut self, line: &str, from: usize) -> Option<crate::model::records::Instruction<R>> {
        let text = &line[from..];
        if text.trim_matches(is_blank).is_empty() {
            return None;
        }
        let pair = CardTextParser::parse(Rule::instruction, text)
            .ok()?
            .next()?;
        let base = self.base;
        self.base += from;
        let note = self.instruction(pair);
        self.base = base;
        Some(note)
    }
}

fn is_blank(c: char) -> bool {
    c.is_whitespace() || c == '\u{00A0}' || c == '\u{202F}'
}
