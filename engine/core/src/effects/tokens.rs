//! The words of a printed sentence, and of the phrases of an effect language, as tokens: the
//! matcher compares tokens, never raw text, so case, spacing, typographic apostrophes and
//! French non-breaking spaces do not matter.

use std::fmt;

/// One token of a sentence or a phrase pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A word, lowercase, apostrophes straightened (`d'un`, `i'm`).
    Word(String),
    /// A number printed in digits.
    Num(u32),
    /// A notation symbol as printed: `[M]`, `[E]`, `:xx_power:`, `{T}`.
    Sym(String),
    /// A bracketed name with an optional number: `[Name 3]`, `[Other]`.
    Tag(String, Option<i64>),
    /// Punctuation: `,` `.` `:` `;` `+` `-` `—`.
    Punct(char),
    /// A slot of a phrase pattern: `{object}`, `{number_2}` (never in a sentence).
    Slot(String),
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Word(w) => f.write_str(w),
            Tok::Num(n) => write!(f, "{n}"),
            Tok::Sym(s) => f.write_str(s),
            Tok::Tag(n, None) => write!(f, "[{n}]"),
            Tok::Tag(n, Some(v)) => write!(f, "[{n} {v}]"),
            Tok::Punct(c) => write!(f, "{c}"),
            Tok::Slot(s) => write!(f, "{{{s}}}"),
        }
    }
}

/// Tokens as text again, spaced as printed (no space before punctuation).
pub fn show(toks: &[Tok]) -> String {
    let mut out = String::new();
    for t in toks {
        let glue = matches!(t, Tok::Punct(',' | '.' | ':' | ';'))
            || matches!(t, Tok::Word(w) if w == "'s")
            || out.ends_with(['+', '-', '\''])
            || out.is_empty();
        if !glue {
            out.push(' ');
        }
        out.push_str(&t.to_string());
    }
    out
}

/// The French words that elide before a vowel.
const ELIDED: &[&str] = &[
    "l", "d", "j", "qu", "s", "n", "m", "t", "c", "jusqu", "lorsqu", "puisqu", "quoiqu",
];

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '\'' || c == '’' || c == '_'
}

/// Splits `text` into tokens; `slots` reads `{name}` as a slot (phrase patterns only). Text
/// in parentheses (reminder text) is skipped.
pub fn tokenize(text: &str, slots: bool) -> Vec<Tok> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut depth = 0usize;
    while i < chars.len() {
        let c = chars[i];
        if c == '(' {
            depth += 1;
            i += 1;
            continue;
        }
        if depth > 0 {
            if c == ')' {
                depth -= 1;
            }
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        // Brackets and braces only: building it for every character would dominate reading.
        let rest: String = if matches!(c, '{' | '[') {
            chars[i..].iter().take(64).collect()
        } else {
            String::new()
        };
        if c == '{'
            && slots
            && let Some(end) = rest.find('}')
        {
            let name = rest[1..end].trim().to_string();
            i += rest[..=end].chars().count();
            out.push(Tok::Slot(name));
            continue;
        }
        if c == ':' {
            // A gallery symbol `:xx_power:`.
            let body: String = chars[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == '_')
                .collect();
            let end = i + 1 + body.chars().count();
            if body.contains('_') && chars.get(end) == Some(&':') {
                out.push(Tok::Sym(format!(":{body}:")));
                i = end + 1;
                continue;
            }
        }
        if c == '[' || c == '{' {
            let close = if c == '[' { ']' } else { '}' };
            if let Some(end) = rest.find(close) {
                let inner = rest[1..end].trim();
                i += rest[..=end].chars().count();
                let symbol = inner.chars().count() <= 2
                    && inner
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '>');
                if symbol || c == '{' {
                    out.push(Tok::Sym(format!("{c}{inner}{close}")));
                } else {
                    let (name, value) = match inner.rsplit_once(' ') {
                        Some((n, v)) if v.parse::<i64>().is_ok() => {
                            (n.trim(), v.parse::<i64>().ok())
                        }
                        _ => (inner, None),
                    };
                    out.push(Tok::Tag(name.to_string(), value));
                }
                continue;
            }
        }
        if c.is_ascii_digit() {
            let digits: String = chars[i..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            i += digits.len();
            out.push(Tok::Num(digits.parse().unwrap_or(u32::MAX)));
            continue;
        }
        if is_word_char(c) {
            let word: String = chars[i..]
                .iter()
                .take_while(|c| is_word_char(**c) || **c == '-')
                .collect();
            i += word.chars().count();
            let word = word.trim_end_matches('-').to_lowercase().replace('’', "'");
            // French elision: `d'un`, `l'unité`, `qu'elle` are two words; the apostrophe stays
            // on the first. English contractions (`i'm`, `don't`) stay one word.
            // An English possessive is its own word (`a card's name` → `card`, `'s`), so that
            // an object phrase may stand before it (`{object}'s name`).
            // "non-" before a word is a word of its own ("a non-Recruit card" → `non`,
            // `recruit`), so that a phrase may write it before a slot (`non-{kind}`).
            if let Some(rest) = word.strip_prefix("non-").filter(|r| !r.is_empty()) {
                out.push(Tok::Word("non".to_string()));
                out.push(Tok::Word(rest.to_string()));
                continue;
            }
            match word.find('\'') {
                Some(at) if at + 1 < word.len() && ELIDED.contains(&&word[..at]) => {
                    out.push(Tok::Word(word[..=at].to_string()));
                    out.push(Tok::Word(word[at + 1..].to_string()));
                }
                Some(at) if at > 0 && &word[at..] == "'s" => {
                    out.push(Tok::Word(word[..at].to_string()));
                    out.push(Tok::Word("'s".to_string()));
                }
                // A plural's possessive (`your dragons' costs`) is the same possessive word.
                Some(at) if at > 1 && at + 1 == word.len() && word[..at].ends_with('s') => {
                    out.push(Tok::Word(word[..at].to_string()));
                    out.push(Tok::Word("'s".to_string()));
                }
                _ => out.push(Tok::Word(word)),
            }
            continue;
        }
        let c = if matches!(c, '–' | '—') { '-' } else { c };
        out.push(Tok::Punct(c));
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_become_tokens() {
        let t = tokenize(
            "Give a unit +2 :xx_power: and [Name 3] this turn. (Reminder.)",
            false,
        );
        assert_eq!(
            show(&t),
            "give a unit +2 :xx_power: and [Name 3] this turn."
        );
        assert_eq!(t[3], Tok::Punct('+'));
        assert_eq!(t[5], Tok::Sym(":xx_power:".into()));
        let f = tokenize("Infligez 2 dégâts à l’unité [M] {object}.", true);
        assert!(f.contains(&Tok::Word("l'".into())) && f.contains(&Tok::Word("unité".into())));
        assert!(f.contains(&Tok::Sym("[M]".into())) && f.contains(&Tok::Slot("object".into())));
    }

    #[test]
    fn a_plural_possessive_is_the_possessive_word() {
        let words = |text| {
            tokenize(text, false)
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(words("your cats' names"), ["your", "cats", "'s", "names"]);
        assert_eq!(words("a cat's name"), ["a", "cat", "'s", "name"]);
        // Not a plural: the apostrophe stays on the word.
        assert_eq!(words("o' clock"), ["o'", "clock"]);
    }
}
