//! Mapping positions inside a TOML string value back to the file, so an error found later in a
//! card's `text` or `cost` shows the right line and column of the TOML file.

use crate::diag::SourcePos;
use std::ops::Range;

/// The byte offset in `src` of byte `offset` inside the string value whose literal spans `span`.
/// Exact for literal strings and for basic strings up to the first escape; past an escape the
/// value and the source no longer line up, so the position falls back to the literal's start.
pub fn value_offset(src: &str, span: &Range<usize>, offset: usize) -> usize {
    let Some(raw) = src.get(span.clone()) else {
        return span.start;
    };
    let (delim, literal) = if raw.starts_with("\"\"\"") {
        (3, false)
    } else if raw.starts_with("'''") {
        (3, true)
    } else if raw.starts_with('"') {
        (1, false)
    } else if raw.starts_with('\'') {
        (1, true)
    } else {
        return span.start;
    };
    let mut start = delim;
    // A newline right after a multi-line opening delimiter is not part of the value.
    if delim == 3 {
        if raw[start..].starts_with("\r\n") {
            start += 2;
        } else if raw[start..].starts_with('\n') {
            start += 1;
        }
    }
    let inner = &raw[start..];
    if !literal
        && inner
            .get(..offset)
            .is_none_or(|before| before.contains('\\'))
    {
        return span.start + start;
    }
    span.start + start + offset.min(inner.len())
}

/// The location of byte `offset` inside the string value spanning `span` in `src`.
pub fn value_location(file: &str, src: &str, span: &Range<usize>, offset: usize) -> SourcePos {
    SourcePos::at(file, src, value_offset(src, span, offset))
}

/// A TOML syntax or shape error as a diagnostic at its position in the file, a value of the
/// wrong kind or an unknown one said in words (`toml_words.rs`); a misspelt key gets the nearest
/// expected one as help.
pub fn toml_error(file: &str, src: &str, e: &toml::de::Error) -> crate::diag::Diagnostic {
    let at = e.span().map_or(0, |s| s.start);
    let message = e.message().trim_end();
    let pos = SourcePos::at(file, src, at);
    if let Some((said, help)) =
        super::toml_words::in_words(message, super::toml_words::key_before(src, at))
    {
        let d = crate::diag::Diagnostic::new(pos, said);
        return match help {
            Some(h) => d.with_help(h),
            None => d,
        };
    }
    let d = crate::diag::Diagnostic::new(pos, in_words(message));
    match unknown_field_help(message) {
        Some(help) => d.with_help(help),
        None => d,
    }
}

/// A reading library's message about a value of the wrong kind, in the words of the person who
/// wrote the file: `invalid type: integer `3`, expected a sequence` → `expected a list `[…]`,
/// found the number 3`. Other messages are kept as they are.
pub fn in_words(message: &str) -> String {
    let (found, expected) = if let Some(rest) = message.strip_prefix("invalid type: ") {
        match rest.split_once(", expected ") {
            Some(p) => p,
            None => return message.to_string(),
        }
    } else if let Some(rest) = message.strip_prefix("invalid value: ") {
        match rest.split_once(", expected ") {
            Some((found, expected)) => {
                return format!("{} is not {}", value_words(found), kind_words(expected));
            }
            None => return message.to_string(),
        }
    } else if let Some(rest) = message.strip_prefix("invalid length ") {
        match rest.split_once(", expected ") {
            Some((n, expected)) => {
                return format!("{n} values where {} is expected", kind_words(expected));
            }
            None => return message.to_string(),
        }
    } else if let Some(field) = message
        .strip_prefix("missing field `")
        .and_then(|r| r.strip_suffix('`'))
    {
        return format!("`{field}` is missing");
    } else {
        return message.to_string();
    };
    format!(
        "expected {}, found {}",
        kind_words(expected),
        value_words(found)
    )
}

/// What serde calls a value it found: `integer `3`` → `the number 3`.
fn value_words(found: &str) -> String {
    let quoted = |prefix: &str| {
        found
            .strip_prefix(prefix)
            .map(|r| r.trim_matches('`').to_string())
    };
    // serde's two words for a decimal number: the second skipped.
    let decimal = || {
        let (_, n) = found.strip_prefix("floating ")?.split_once(' ')?;
        Some(n.trim_matches('`').to_string())
    };
    if let Some(n) = quoted("integer ").or_else(decimal) {
        format!("the number {n}")
    } else if let Some(s) = found.strip_prefix("string ") {
        format!("the text {s}")
    } else if let Some(b) = quoted("boolean ") {
        b
    } else {
        match found {
            "sequence" => "a list".to_string(),
            "map" => "a table".to_string(),
            "unit value" | "unit" => "nothing".to_string(),
            "character" | "char" => "a character".to_string(),
            other => other.to_string(),
        }
    }
}

/// What serde says it expected, in a file's words.
fn kind_words(expected: &str) -> String {
    let whole = |max: &str| format!("a whole number from 0 to {max}");
    match expected {
        "a sequence" | "a seq" => "a list `[…]`".to_string(),
        "a string" | "a borrowed string" => "a text in quotes".to_string(),
        "a boolean" => "`true` or `false`".to_string(),
        "a map" => "a table `{ … }`".to_string(),
        "u8" => whole("255"),
        "u16" => whole("65535"),
        "u32" => whole(&u32::MAX.to_string()),
        "u64" | "usize" => whole(&u64::MAX.to_string()),
        "i8" | "i16" | "i32" | "i64" | "isize" | "an integer" => "a whole number".to_string(),
        "f32" | "f64" | "a float" => "a number".to_string(),
        other if other.starts_with("struct ") => "a table `{ … }`".to_string(),
        other if other.starts_with("tuple") || other.starts_with("an array") => {
            "a list `[…]`".to_string()
        }
        other => other.to_string(),
    }
}

/// "did you mean `cost`?" for serde's "unknown field `cots`, expected one of `id`, `cost`…".
fn unknown_field_help(message: &str) -> Option<String> {
    let rest = message.strip_prefix("unknown field `")?;
    let (field, rest) = rest.split_once('`')?;
    let expected: Vec<&str> = rest.split('`').skip(1).step_by(2).collect();
    crate::code::lint::suggest::did_you_mean(&crate::code::lint::suggest::nearest(field, expected))
}

/// `src` read as a `T`, or `None` with its TOML error pushed to `errors`: a file that does not
/// parse is one diagnostic and nothing more to check.
pub fn parse_toml<T: serde::de::DeserializeOwned>(
    file: &str,
    src: &str,
    errors: &mut Vec<crate::diag::Diagnostic>,
) -> Option<T> {
    toml::from_str(src)
        .map_err(|e| errors.push(toml_error(file, src, &e)))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misspelt_key_gets_the_nearest_as_help() {
        let m = "unknown field `cots`, expected one of `id`, `name`, `cost`, `strength`";
        assert_eq!(
            unknown_field_help(m).as_deref(),
            Some("did you mean `cost`?")
        );
        assert_eq!(
            unknown_field_help("unknown field `zzzzzz`, expected `id`"),
            None
        );
        assert_eq!(unknown_field_help("invalid type: integer"), None);
    }

    #[test]
    fn a_value_of_the_wrong_kind_is_told_in_a_file_s_words() {
        for (serde, words) in [
            (
                "invalid type: integer `3`, expected a sequence",
                "expected a list `[…]`, found the number 3",
            ),
            (
                "invalid type: string \"x\", expected usize",
                "expected a whole number from 0 to 18446744073709551615, found the text \"x\"",
            ),
            (
                "invalid value: integer `-4`, expected usize",
                "the number -4 is not a whole number from 0 to 18446744073709551615",
            ),
            (
                "invalid type: sequence, expected struct RawPack",
                "expected a table `{ … }`, found a list",
            ),
            ("missing field `seed`", "`seed` is missing"),
            (
                "unknown field `x`, expected `y`",
                "unknown field `x`, expected `y`",
            ),
        ] {
            assert_eq!(in_words(serde), words);
        }
    }

    #[test]
    fn offsets_inside_basic_and_multiline_strings() {
        let src = "text = \"[Asaut 2]\"\n";
        let span = 7..18;
        assert_eq!(
            value_location("f", src, &span, 1),
            SourcePos::new("f", 1, 10)
        );
        let src = "text = \"\"\"\nLigne 1\n[Asaut]\"\"\"\n";
        let span = 7..src.len() - 1;
        let value = "Ligne 1\n[Asaut]";
        let off = value.find("Asaut").unwrap();
        assert_eq!(
            value_location("f", src, &span, off),
            SourcePos::new("f", 3, 2)
        );
    }
}
