//! A TOML file's shape errors in a designer's words. The reader's messages name Rust's types
//! and serde's vocabulary (`invalid type: string "two", expected i64`, `unknown variant
//! `trigered``): a designer wrote `size = "two"` or `kind = "trigered"` and should read what the
//! key takes, with an example, or the values it takes and the nearest one.

use crate::code::lint::suggest::{did_you_mean, nearest};

/// `message` (the reader's) said in words, with help, for the value written after `key`
/// (`None` when the key could not be read from the file).
pub fn in_words(message: &str, key: Option<&str>) -> Option<(String, Option<String>)> {
    if let Some(rest) = message.strip_prefix("invalid type: ") {
        let (found, expected) = rest.split_once(", expected ")?;
        return Some((wrong_kind(key, found, expected), None));
    }
    if let Some(rest) = message.strip_prefix("invalid value: ") {
        let (found, expected) = rest.split_once(", expected ")?;
        return Some((wrong_kind(key, found, expected), None));
    }
    if let Some(rest) = message.strip_prefix("unknown variant `") {
        let (value, rest) = rest.split_once('`')?;
        let values: Vec<&str> = rest.split('`').skip(1).step_by(2).collect();
        let of = key.map(|k| format!(" for `{k}`")).unwrap_or_default();
        let shown: Vec<String> = values.iter().map(|v| format!("`{v}`")).collect();
        let text = format!("unknown value `{value}`{of}: it takes {}", or_list(&shown));
        return Some((text, did_you_mean(&nearest(value, values))));
    }
    if let Some(rest) = message.strip_prefix("missing field `") {
        let (field, _) = rest.split_once('`')?;
        return Some((format!("`{field}` is missing: this entry needs it"), None));
    }
    None
}

/// "`size` is a whole number, like `size = 2`, not text (\"two\")".
fn wrong_kind(key: Option<&str>, found: &str, expected: &str) -> String {
    let (what, example) = expected_in_words(expected);
    let found = found_in_words(found);
    match key {
        Some(k) => {
            let example = example
                .map(|e| format!(", like `{k} = {e}`"))
                .unwrap_or_default();
            format!("`{k}` is {what}{example}, not {found}")
        }
        None => format!("this value is {what}, not {found}"),
    }
}

/// What the reader expected, in words, with a value to show.
fn expected_in_words(expected: &str) -> (String, Option<&'static str>) {
    let e = expected.trim();
    let whole = |lo: &str, hi: &str| format!("a whole number from {lo} to {hi}");
    match e {
        "i64" | "i32" | "isize" | "an integer" => ("a whole number".into(), Some("2")),
        "u8" => (whole("0", "255"), Some("2")),
        "u16" => (whole("0", "65535"), Some("2")),
        "u32" | "u64" | "usize" => ("a whole number, 0 or more".into(), Some("2")),
        "i8" => (whole("-128", "127"), Some("2")),
        "i16" => (whole("-32768", "32767"), Some("2")),
        "f32" | "f64" | "a float" => ("a number".into(), Some("1.5")),
        "a boolean" | "bool" => ("`true` or `false`".into(), Some("true")),
        "a string" | "a borrowed string" | "a character" | "char" => {
            ("text in quotes".into(), Some("\"…\""))
        }
        e if e.starts_with("a sequence") || e.starts_with("an array") => {
            ("a list in brackets".into(), Some("[\"…\"]"))
        }
        e if e.starts_with("struct ") || e.starts_with("a map") || e.starts_with("a table") => {
            ("a table of keys".into(), None)
        }
        e if e.starts_with("enum ") || e.starts_with("variant ") => {
            ("one of its names".into(), None)
        }
        _ => ("of another kind".into(), None),
    }
}

/// What was written, in words: `string "two"` is text ("two").
fn found_in_words(found: &str) -> String {
    let f = found.trim();
    if let Some(s) = f.strip_prefix("string ") {
        return format!("text ({s})");
    }
    // A decimal number: the reader names its kind in two words before the value.
    if f.starts_with("floating") {
        return format!(
            "the number {}",
            f.rsplit(' ').next().unwrap_or(f).trim_matches('`')
        );
    }
    for (prefix, word) in [("integer ", "the number "), ("boolean ", "")] {
        if let Some(v) = f.strip_prefix(prefix) {
            return format!("{word}{}", v.trim_matches('`'));
        }
    }
    match f {
        "sequence" => "a list".into(),
        "map" => "a table".into(),
        _ => "what is written".into(),
    }
}

/// "`a`, `b` or `c`".
fn or_list(items: &[String]) -> String {
    match items {
        [] => "no value".into(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The key whose value starts at byte `at` of `src`: the name before the `=` that precedes it
/// on its line (`size = "two"`, `{ effect = "x" }`), or `None`.
pub fn key_before(src: &str, at: usize) -> Option<&str> {
    let before = src.get(..at)?;
    let line = before.rsplit('\n').next()?;
    let lhs = line.trim_end().strip_suffix('=')?.trim_end();
    let start = lhs
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_alphanumeric() || c == '_' || c == '-' || c == '.'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let key = &lhs[start..];
    let key = key.rsplit('.').next().unwrap_or(key);
    (!key.is_empty()).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_written_as_text_is_said_in_words() {
        let src = "size = \"two\"\n";
        let key = key_before(src, 7);
        assert_eq!(key, Some("size"));
        let (m, help) = in_words("invalid type: string \"two\", expected i64", key).unwrap();
        assert_eq!(
            m,
            "`size` is a whole number, like `size = 2`, not text (\"two\")"
        );
        assert_eq!(help, None);
    }

    #[test]
    fn an_unknown_value_names_the_values_and_the_nearest() {
        let (m, help) = in_words(
            "unknown variant `trigered`, expected one of `passive`, `triggered`, `activated`",
            Some("kind"),
        )
        .unwrap();
        assert_eq!(
            m,
            "unknown value `trigered` for `kind`: it takes `passive`, `triggered` or `activated`"
        );
        assert_eq!(help.as_deref(), Some("did you mean `triggered`?"));
    }

    #[test]
    fn a_key_inside_an_inline_table_is_found() {
        let src = "hooks = { optional_cost = { effect = \"x\" } }";
        let at = src.find("\"x\"").unwrap();
        assert_eq!(key_before(src, at), Some("effect"));
        assert_eq!(key_before("\"x\"", 0), None);
        // A key after a character of several bytes (found by fuzzing).
        assert_eq!(key_before("\u{202e}k = 1", 6), Some("k"));
    }

    #[test]
    fn other_messages_are_left_alone() {
        assert_eq!(in_words("expected `=`", None), None);
    }
}
