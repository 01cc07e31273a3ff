//! The inside of one card entry string, and the map from a word inside a TOML string back to
//! its column in the file: both serve errors that show the exact word at fault.

use super::CardEntry;
use crate::diag::SourcePos;
use crate::scenario::EntryWord;
use crate::scenario::step::{self, StepError, parse_player};
use std::ops::Range;

/// `as <label>, <flag>, <word> <n>, …`: the words an entry may have, for messages.
fn entry_words(schema: &[(&str, EntryWord)]) -> String {
    let mut v = vec!["as <label>".to_string()];
    v.extend(schema.iter().map(|(w, k)| match k {
        EntryWord::Flag => w.to_string(),
        EntryWord::Number => format!("{w} <n>"),
        EntryWord::Label => format!("{w} <label>"),
    }));
    v.join(", ")
}

/// Parses one card entry. Also returns the offset of the `on` label, to report it if unknown.
pub(super) fn parse_entry(
    text: &str,
    loc: SourcePos,
    schema: &[(&str, EntryWord)],
) -> Result<(CardEntry, Option<usize>), StepError> {
    let words = step::words(text);
    let err = |at, message: String| Err(StepError { at, message });
    let entry_words = entry_words(schema);
    let Some(&(_, card)) = words.first() else {
        return err(
            0,
            format!("empty card entry; expected `<card-id>[ {entry_words}]`"),
        );
    };
    let mut e = CardEntry {
        card: card.into(),
        label: String::new(),
        flags: Vec::new(),
        numbers: Vec::new(),
        on: None,
        loc,
    };
    let (mut seen, mut on_at) = (vec![], None);
    let mut rest = words[1..].iter();
    while let Some(&(at, w)) = rest.next() {
        if seen.contains(&w) {
            return err(at, format!("`{w}` given twice in this card entry"));
        }
        seen.push(w);
        let kind = match w {
            "as" => Some(EntryWord::Label),
            _ => schema.iter().find(|(s, _)| *s == w).map(|(_, k)| *k),
        };
        let needs = match kind {
            Some(EntryWord::Label) => "a label",
            Some(EntryWord::Number) => "a number",
            Some(EntryWord::Flag) => "",
            None => {
                return err(
                    at,
                    format!("unknown word `{w}` in card entry; expected one of: {entry_words}"),
                );
            }
        };
        let value = if needs.is_empty() {
            None
        } else {
            match rest.next() {
                Some(&v) => Some(v),
                None => return err(text.len(), format!("expected {needs} after `{w}`")),
            }
        };
        match (kind, value) {
            (Some(EntryWord::Flag), _) => e.flags.push(w.to_string()),
            (Some(EntryWord::Number), Some((vat, v))) => match v.parse() {
                Ok(n) => e.numbers.push((w.to_string(), n)),
                Err(_) => {
                    return err(vat, format!("expected a number after `{w}`, found `{v}`"));
                }
            },
            (_, Some((vat, v))) => {
                if v.contains(',') || parse_player(v).is_some() {
                    return err(
                        vat,
                        format!("`{v}` cannot be a label (no commas, not `pN`)"),
                    );
                }
                if w == "as" {
                    e.label = v.into();
                } else {
                    // The only label word a schema has is `on`: the object it is attached to.
                    (e.on, on_at) = (Some(v.into()), Some(vat));
                }
            }
            _ => unreachable!("every word needing a value got one"),
        }
    }
    Ok((e, on_at))
}

/// Maps a byte offset inside a decoded TOML string back to the source, so that an error in
/// a word marks that word's column. Plain strings map directly (past the opening quote);
/// escapes in basic strings are walked; anything else marks the string's start.
pub(super) struct StrPos {
    start: usize,
    direct: Option<usize>,
    /// (decoded byte, source byte) for each char, then one for the end.
    map: Vec<(usize, usize)>,
}

impl StrPos {
    pub(super) fn new(src: &str, span: Range<usize>, text: &str) -> Self {
        let raw = src.get(span.clone()).unwrap_or("");
        let (open, basic) = match raw {
            _ if raw.starts_with("\"\"\"") => (3, true),
            _ if raw.starts_with("'''") => (3, false),
            _ if raw.starts_with('"') => (1, true),
            _ if raw.starts_with('\'') => (1, false),
            _ => (0, false),
        };
        let rest = |at: usize| src.get(at..).unwrap_or("");
        let mut body = span.start + open;
        if open == 3 {
            body += [("\r\n", 2), ("\n", 1)]
                .iter()
                .find(|(nl, _)| rest(body).starts_with(nl))
                .map_or(0, |&(_, n)| n);
        }
        let mut pos = StrPos {
            start: span.start,
            direct: None,
            map: vec![],
        };
        if src.get(body..body + text.len()) == Some(text) {
            pos.direct = Some(body);
            return pos;
        }
        if !basic {
            return pos;
        }
        let mut r = body;
        for (d, ch) in text.char_indices() {
            // A line-ending backslash produces no character: skip it and the whitespace after.
            while rest(r).starts_with('\\') && rest(r + 1).starts_with([' ', '\t', '\n', '\r']) {
                r += 1 + rest(r + 1).len() - rest(r + 1).trim_start().len();
            }
            pos.map.push((d, r));
            r += match rest(r).strip_prefix('\\').and_then(|e| e.chars().next()) {
                Some('u') => 6,
                Some('U') => 10,
                Some('x') => 4,
                Some(c) => 1 + c.len_utf8(),
                None => ch.len_utf8(),
            };
        }
        pos.map.push((text.len(), r));
        pos
    }

    pub(super) fn source(&self, off: usize) -> usize {
        match self.direct {
            Some(body) => body + off,
            None => self
                .map
                .iter()
                .find(|(d, _)| *d >= off)
                .map_or(self.start, |&(_, s)| s),
        }
    }
}
