//! The kinds of values a designer meets in scripts, in a designer's words: a number, text, a
//! list, a map, true or false, a card id — never Rust's or Rhai's type names (`i64`,
//! `ImmutableString`, `Ctx`). The load-time checks and the host's runtime errors both speak
//! through this file, so a mistake reads the same whether it is caught before play or during it.

use rhai::{Array, Dynamic, FnPtr, ImmutableString, Map};
use std::any::TypeId;

/// What a value is, as far as a script's author is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Number,
    Decimal,
    Text,
    Character,
    Bool,
    List,
    Map,
    Function,
    Nothing,
    /// `ctx`, the handle every script function receives.
    Ctx,
    /// Anything at all (a parameter that takes every kind).
    Any,
}

impl Kind {
    /// The kind a registered parameter of Rust type `t` takes; `None` for a type this file
    /// does not know (the ruleset's own handle, found by its registered name instead).
    pub fn of_type(t: TypeId) -> Option<Kind> {
        Some(if t == TypeId::of::<i64>() {
            Kind::Number
        } else if t == TypeId::of::<f64>() {
            Kind::Decimal
        } else if t == TypeId::of::<ImmutableString>() || t == TypeId::of::<String>() {
            Kind::Text
        } else if t == TypeId::of::<char>() {
            Kind::Character
        } else if t == TypeId::of::<bool>() {
            Kind::Bool
        } else if t == TypeId::of::<Array>() {
            Kind::List
        } else if t == TypeId::of::<Map>() {
            Kind::Map
        } else if t == TypeId::of::<FnPtr>() {
            Kind::Function
        } else if t == TypeId::of::<()>() {
            Kind::Nothing
        } else if t == TypeId::of::<Dynamic>() {
            Kind::Any
        } else {
            return None;
        })
    }

    /// The kind of a value (a constant the compiler folded, or a runtime value).
    pub fn of_value(v: &Dynamic) -> Kind {
        if v.is_int() {
            Kind::Number
        } else if v.is_float() {
            Kind::Decimal
        } else if v.is_string() {
            Kind::Text
        } else if v.is_char() {
            Kind::Character
        } else if v.is_bool() {
            Kind::Bool
        } else if v.is_array() {
            Kind::List
        } else if v.is_map() {
            Kind::Map
        } else if v.is_fnptr() {
            Kind::Function
        } else if v.is_unit() {
            Kind::Nothing
        } else {
            Kind::Any
        }
    }

    /// The short word, as in a signature: `ctx.draw(number)`.
    pub fn word(self) -> &'static str {
        match self {
            Kind::Number => "number",
            Kind::Decimal => "decimal number",
            Kind::Text => "text",
            Kind::Character => "character",
            Kind::Bool => "true/false",
            Kind::List => "list",
            Kind::Map => "map",
            Kind::Function => "function",
            Kind::Nothing => "nothing",
            Kind::Ctx => "ctx",
            Kind::Any => "anything",
        }
    }

    /// The word in a sentence: "is a number, not text".
    pub fn noun(self) -> &'static str {
        match self {
            Kind::Number => "a number",
            Kind::Decimal => "a decimal number",
            Kind::Text => "text",
            Kind::Character => "a character",
            Kind::Bool => "true or false",
            Kind::List => "a list",
            Kind::Map => "a map",
            Kind::Function => "a function",
            Kind::Nothing => "nothing",
            Kind::Ctx => "ctx",
            Kind::Any => "anything",
        }
    }

    /// Whether a value of kind `given` may be passed where `self` is expected.
    pub fn accepts(self, given: Kind) -> bool {
        self == Kind::Any || given == Kind::Any || self == given
    }
}

/// The kind a Rhai type name stands for (`i64`, `&str | ImmutableString | String`, `array`,
/// `Ctx`…), as Rhai writes them in its errors and signatures.
pub fn kind_of_name(name: &str) -> Option<Kind> {
    let name = name.trim();
    let name = name.strip_prefix("&mut ").unwrap_or(name);
    Some(match name {
        "i64" | "int" | "i32" | "u8" | "u32" | "usize" => Kind::Number,
        "f64" | "float" | "f32" => Kind::Decimal,
        "&str | ImmutableString | String"
        | "&str"
        | "str"
        | "string"
        | "String"
        | "ImmutableString" => Kind::Text,
        "char" => Kind::Character,
        "bool" => Kind::Bool,
        "array" | "Array" => Kind::List,
        "map" | "Map" => Kind::Map,
        "Fn" | "FnPtr" => Kind::Function,
        "()" => Kind::Nothing,
        "Dynamic" | "?" => Kind::Any,
        other if other == "Ctx" || other.ends_with("::Ctx") || other.contains("Ctx<") => Kind::Ctx,
        _ => return None,
    })
}

/// A Rhai type name in a word, as in a signature: `number`, `text`; an unknown name as is.
pub fn type_name_word(name: &str) -> &str {
    kind_of_name(name).map_or(name, |k| k.word())
}

/// A Rhai type name in a sentence: `a number`, `text`; an unknown name as is.
pub fn type_name_noun(name: &str) -> &str {
    kind_of_name(name).map_or(name, |k| k.noun())
}

/// The message of a Rhai error in words, without Rhai's " (line L, position C)" suffix (the
/// location is reported apart).
pub fn runtime_message(e: &rhai::EvalAltResult) -> String {
    use rhai::EvalAltResult as E;
    match e {
        E::ErrorFunctionNotFound(signature, _) => not_found(signature),
        E::ErrorMismatchDataType(expected, found, _) => format!(
            "expected {}, found {}",
            type_name_noun(expected),
            type_name_noun(found)
        ),
        E::ErrorMismatchOutputType(expected, found, _) => format!(
            "the result should be {}, not {}",
            type_name_noun(expected),
            type_name_noun(found)
        ),
        E::ErrorIndexingType(t, _) => {
            format!("{} cannot be indexed with `[…]`", type_name_noun(t))
        }
        E::ErrorPropertyNotFound(p, _) => format!("no property `{p}` here"),
        E::ErrorFor(_) => "`for` goes through a list, a range or text".into(),
        // The sandbox's limits on the size of one value (`code::sandbox`).
        E::ErrorDataTooLarge(what, _) => {
            use crate::code::sandbox::{MAX_ARRAY_SIZE, MAX_MAP_SIZE, MAX_STRING_SIZE};
            if what.starts_with("Length of string") {
                format!("text too long: a script's text is at most {MAX_STRING_SIZE} bytes")
            } else if what.starts_with("Size of array") {
                format!("list too long: a script's list has at most {MAX_ARRAY_SIZE} values")
            } else if what.starts_with("Size of object map") {
                format!("map too large: a script's map has at most {MAX_MAP_SIZE} keys")
            } else {
                format!("{what} too large")
            }
        }
        other => {
            let mut msg = other.to_string();
            if let Some(i) = msg.rfind(" (line ") {
                msg.truncate(i);
            }
            msg
        }
    }
}

/// `draw (Ctx, &str | ImmutableString | String)` → "`ctx.draw` cannot take (text)".
fn not_found(signature: &str) -> String {
    let (name, args) = match signature.split_once(" (") {
        Some((n, rest)) => (n, rest.strip_suffix(')').unwrap_or(rest)),
        None => (signature, ""),
    };
    let words: Vec<&str> = split_types(args).into_iter().map(type_name_word).collect();
    match words.split_first() {
        // `undefined_helper(ctx)`: nothing of that name takes the handle alone.
        Some((&"ctx", [])) => format!(
            "no function `{name}` of this script, its helpers or the card API takes `ctx` alone"
        ),
        Some((&"ctx", rest)) => format!("`ctx.{name}` cannot take ({})", rest.join(", ")),
        _ => format!("no function `{name}` takes ({})", words.join(", ")),
    }
}

/// The argument types of a signature, split at the commas between them (a type such as
/// `&str | ImmutableString | String` has none inside).
fn split_types(args: &str) -> Vec<&str> {
    if args.trim().is_empty() {
        return Vec::new();
    }
    args.split(", ").collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_not_found_reads_in_words() {
        assert_eq!(
            not_found("draw (Ctx, &str | ImmutableString | String)"),
            "`ctx.draw` cannot take (text)"
        );
        assert_eq!(
            not_found("drow (Ctx, i64, array, map)"),
            "`ctx.drow` cannot take (number, list, map)"
        );
        assert_eq!(
            not_found("foo (i64, bool)"),
            "no function `foo` takes (number, true/false)"
        );
        assert_eq!(not_found("bar ()"), "no function `bar` takes ()");
    }

    #[test]
    fn kinds_of_types_and_values_agree() {
        for (t, v) in [
            (TypeId::of::<i64>(), Dynamic::from(1_i64)),
            (TypeId::of::<ImmutableString>(), Dynamic::from("a")),
            (TypeId::of::<Array>(), Dynamic::from(Array::new())),
            (TypeId::of::<Map>(), Dynamic::from(Map::new())),
            (TypeId::of::<bool>(), Dynamic::from(true)),
        ] {
            assert_eq!(Kind::of_type(t), Some(Kind::of_value(&v)));
        }
    }
}
