//! Every string and key of a pack's TOML files — cards, decks, the manifest, a glossary, an
//! effect language — is shown to people somewhere (`explain`, traces, prompts, the replay page),
//! so none may carry a control character (`crate::shown`): refused at load, at the character.
//! Names (keys, and the values of `id`, `name`, `fr`, `en`, `game`, `version`, `title`) carry
//! neither a line break nor a tab either: a name with a line break prints a line of its own in a
//! trace, which could pass for the engine's.

use crate::diag::{Diagnostic, SourcePos};
use crate::shown::{describe, is_unsafe};
use std::ops::Range;
use toml::de::{DeTable, DeValue};

/// Keys whose string values are names, shown on one line.
const NAME_KEYS: &[&str] = &["id", "name", "fr", "en", "game", "version", "title"];

/// Pushes an error for each string or key of `src` (the TOML file `file`) that carries a
/// character not shown as it is. A file that does not parse is left to its own parser.
pub fn check_toml(file: &str, src: &str, errors: &mut Vec<Diagnostic>) {
    check(file, src, false, errors);
}

/// As [`check_toml`], every string a name: a file whose strings are each one line — a
/// scenario's steps and labels, a replay's decks and packs — carries no line break or tab either.
pub fn check_toml_lines(file: &str, src: &str, errors: &mut Vec<Diagnostic>) {
    check(file, src, true, errors);
}

fn check(file: &str, src: &str, all_names: bool, errors: &mut Vec<Diagnostic>) {
    if !may_contain_unsafe(src) {
        return;
    }
    let Ok(root) = DeTable::parse(src) else {
        return;
    };
    let mut found = Vec::new();
    table(root.get_ref(), &mut found);
    for (span, name) in found {
        let name = name || all_names;
        let raw = src.get(span.clone()).unwrap_or("");
        if let Some((at, c)) = first_bad_in_literal(raw, name) {
            let what = if name { "a name" } else { "a text" };
            errors.push(
                Diagnostic::new(
                    SourcePos::at(file, src, span.start + at),
                    format!("{what} has {}, which is not shown as it is", describe(c)),
                )
                .with_help(if name {
                    "names are shown on one line to players and in traces: no control character, line break or tab"
                } else {
                    "texts are shown to players and printed on terminals: no control character (a line break or a tab is fine)"
                }),
            );
        }
    }
}

/// A file of a pack whose name (`rel`, shown as `file`) has a control character, a line break
/// or a tab: an error at the file.
pub fn check_file_name(file: &str, rel: &str, errors: &mut Vec<Diagnostic>) {
    if let Some(c) = rel
        .chars()
        .find(|&c| is_unsafe(c) || c == '\n' || c == '\t')
    {
        errors.push(Diagnostic::new(
            SourcePos::new(file, 1, 1),
            format!(
                "a file's name has {}, which is not shown as it is: rename the file",
                describe(c)
            ),
        ));
    }
}

/// A quick look before parsing: an escape that can make a control character, or such a
/// character written as it is (a tab, a directional mark). Most files have none.
fn may_contain_unsafe(src: &str) -> bool {
    let mut chars = src.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if matches!(
                    chars.peek(),
                    Some('u' | 'U' | 'x' | 'e' | 'b' | 'f' | 'r' | 'n' | 't')
                ) {
                    return true;
                }
                chars.next();
            }
            '\r' if chars.peek() == Some(&'\n') => {}
            '\t' => return true,
            c if is_unsafe(c) => return true,
            _ => {}
        }
    }
    false
}

/// Spans of every key and string value, with whether each is a name.
fn table(t: &DeTable<'_>, found: &mut Vec<(Range<usize>, bool)>) {
    for (k, v) in t.iter() {
        found.push((k.span(), true));
        let name = NAME_KEYS.contains(&k.get_ref().as_ref());
        value(v.get_ref(), v.span(), name, found);
    }
}

fn value(v: &DeValue<'_>, span: Range<usize>, name: bool, found: &mut Vec<(Range<usize>, bool)>) {
    match v {
        DeValue::String(_) => found.push((span, name)),
        DeValue::Array(a) => {
            for item in a.iter() {
                value(item.get_ref(), item.span(), name, found);
            }
        }
        DeValue::Table(t) => table(t, found),
        _ => {}
    }
}

/// The first character of a key or string literal (as written, quotes included) that may not be
/// shown, and the byte offset in `raw` where it is written (its escape's backslash).
fn first_bad_in_literal(raw: &str, name: bool) -> Option<(usize, char)> {
    let bad = |c: char| is_unsafe(c) || (name && (c == '\n' || c == '\t'));
    let literal = raw.starts_with('\'');
    let multi = raw.starts_with("\"\"\"") || raw.starts_with("'''");
    let mut it = raw.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if c == '\\' && !literal {
            let Some((_, e)) = it.next() else { break };
            let decoded = match e {
                'n' => Some('\n'),
                't' => Some('\t'),
                'r' => Some('\r'),
                'b' => Some('\u{8}'),
                'f' => Some('\u{c}'),
                'e' => Some('\u{1b}'),
                'x' | 'u' | 'U' => {
                    let n = match e {
                        'x' => 2,
                        'u' => 4,
                        _ => 8,
                    };
                    let hex: String = (0..n).filter_map(|_| it.next().map(|(_, h)| h)).collect();
                    u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32)
                }
                _ => None,
            };
            if let Some(d) = decoded.filter(|&d| bad(d)) {
                return Some((i, d));
            }
            continue;
        }
        // A line break written as it is inside a multi-line string is part of the text; a
        // line-ending backslash's line break is not part of it at all.
        if multi && (c == '\n' || c == '\r') && !name {
            continue;
        }
        if c == '\r' && it.peek().is_some_and(|&(_, n)| n == '\n') {
            continue;
        }
        if bad(c) && !(multi && c == '\n') {
            return Some((i, c));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(src: &str) -> Vec<Diagnostic> {
        let mut e = Vec::new();
        check_toml("f.toml", src, &mut e);
        e
    }

    #[test]
    fn an_escape_sequence_in_a_name_is_refused_at_its_backslash() {
        let src = "[[card]]\nid = \"a\"\nname = \"Bad\\u001b[2JName\"\n";
        let e = errors(src);
        assert_eq!(e.len(), 1, "{e:?}");
        assert_eq!(e[0].location, SourcePos::new("f.toml", 3, 12));
        assert!(e[0].message.contains("escape character (U+001B)"), "{e:?}");
    }

    #[test]
    fn every_way_of_writing_a_control_character_is_caught() {
        for v in [
            "\"\\e\"",
            "\"\\x07\"",
            "\"\\U0000009b\"",
            "\"a\\rb\"",
            "\"\\b\"",
            "\"\u{202E}x\"",
            "'\u{2066}'",
            "\"\"\"\nok\n\\u0007\"\"\"",
        ] {
            assert_eq!(errors(&format!("text = {v}\n")).len(), 1, "{v}");
        }
        assert_eq!(errors("[main]\n\"a\\u001bb\" = 1\n").len(), 1);
        assert_eq!(errors("name = \"a\\tb\"\n").len(), 1);
        assert_eq!(errors("text = [\"a\", \"b\\nc\"]\n").len(), 0);
        assert_eq!(errors("fr = [\"a\", \"b\\nc\"]\n").len(), 1);
    }

    #[test]
    fn line_breaks_and_tabs_in_texts_are_fine() {
        for v in [
            "\"a\\nb\\tc\"",
            "\"\"\"\nLigne 1\r\nLigne 2\"\"\"",
            "\"\"\"a \\\n   b\"\"\"",
            "'C:\\e\\x'",
            "\"é ’ — «»\"",
        ] {
            assert!(errors(&format!("text = {v}\n")).is_empty(), "{v}");
        }
    }
}
