//! Text shown to people carries no control character. A pack, a replay or a scenario comes from
//! anyone, and a terminal obeys the control sequences in what it prints: `ESC [2J` clears the
//! screen, `ESC ]0;…BEL` rewrites the window's title, others write the clipboard or forge links;
//! a carriage return or a backspace prints over what came before, and the directional
//! formatting characters (U+202A–U+202E, U+2066–U+2069) show text in another order than it is
//! read. One rule for every output (terminal, JSON, HTML, snapshots):
//!
//! - what a pack gives is refused at load, at its position (`content/shown_text.rs`): names,
//!   ids, texts, decks, glossaries, effect phrases;
//! - what is read at run time — a scenario, a replay, a saved game, a script's `print` — is
//!   shown escaped (`\u{1b}`) at the edge: every trace line and every diagnostic passes through
//!   [`escaped`].
//!
//! A line feed and a tab are allowed in texts: they only move the cursor forward.

use std::borrow::Cow;
use std::fmt;

/// Whether `c` may not be shown as it is: a control character (C0, DEL, C1) other than a line
/// feed or a tab, a directional formatting character, or a line or paragraph separator.
pub fn is_unsafe(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || matches!(c, '\u{2028}' | '\u{2029}')
}

/// The first unsafe character of `s` and its byte offset, if any.
pub fn first_unsafe(s: &str) -> Option<(usize, char)> {
    s.char_indices().find(|&(_, c)| is_unsafe(c))
}

/// `c` in words, for an error: `the escape character (U+001B)`.
pub fn describe(c: char) -> String {
    let what = match c {
        '\u{1b}' => "the escape character",
        '\u{7}' => "the bell character",
        '\u{8}' => "a backspace",
        '\r' => "a carriage return",
        '\n' => "a line break",
        '\t' => "a tab",
        '\0' => "a null character",
        '\u{7f}' => "a delete character",
        '\u{9b}' => "a control sequence introducer",
        '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => {
            "a directional formatting character"
        }
        '\u{2028}' | '\u{2029}' => "a line separator",
        _ => "a control character",
    };
    format!("{what} (U+{:04X})", c as u32)
}

/// `s` as it may be shown: each unsafe character written `\u{1b}`. Borrowed when nothing is
/// escaped (almost always).
pub fn escaped(s: &str) -> Cow<'_, str> {
    if first_unsafe(s).is_none() {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        push_char(&mut out, c);
    }
    Cow::Owned(out)
}

fn push_char(out: &mut String, c: char) {
    if is_unsafe(c) {
        out.push_str(&format!("\\u{{{:x}}}", c as u32));
    } else {
        out.push(c);
    }
}

/// A formatter that escapes what is written through it: `write!(Escaping(f), "{line}")`.
pub struct Escaping<'a, W: fmt::Write + ?Sized>(pub &'a mut W);

impl<W: fmt::Write + ?Sized> fmt::Write for Escaping<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(&escaped(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_sequences_are_escaped_and_plain_text_is_not_copied() {
        let hostile = "Bad\u{1b}[2J\u{1b}]0;pwned\u{7}Name";
        let shown = escaped(hostile);
        assert_eq!(shown, "Bad\\u{1b}[2J\\u{1b}]0;pwned\\u{7}Name");
        assert!(first_unsafe(&shown).is_none());
        assert!(matches!(escaped("Épée de l’aube\n\t2"), Cow::Borrowed(_)));
        for c in [
            '\r', '\u{8}', '\u{9b}', '\u{202E}', '\u{2066}', '\u{2028}', '\0',
        ] {
            assert!(is_unsafe(c), "{c:?}");
            assert!(!escaped(&format!("a{c}b")).contains(c));
        }
    }

    #[test]
    fn an_escaping_writer_escapes_every_piece() {
        use std::fmt::Write;
        let mut s = String::new();
        let name = "x\u{1b}";
        write!(Escaping(&mut s), "[{name}] {}", 3).unwrap();
        assert_eq!(s, "[x\\u{1b}] 3");
        assert_eq!(describe('\u{1b}'), "the escape character (U+001B)");
    }
}
