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
    let d = crate::diag::Diagnostic::new(pos, message.to_string());
    match unknown_field_help(message) {
        Some(help) => d.with_help(help),
        None => d,
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
