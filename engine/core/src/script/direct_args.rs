//! The shapes of a direct call's constant arguments, and reading them (`script::direct`): what
//! a game's direct entries accept at load (`DirectFn::new`'s first function) and take apart
//! when called. The loader settled each call's shape, so a reading that finds another type
//! gives a neutral value no call receives.

use rhai::{Dynamic, ImmutableString};

/// Whether a call's one argument is a text.
pub fn one_text(args: &[Dynamic]) -> bool {
    matches!(args, [a] if a.is_string())
}

/// Whether a call's arguments are two texts (a text in English and in French).
pub fn two_texts(args: &[Dynamic]) -> bool {
    matches!(args, [a, b] if a.is_string() && b.is_string())
}

/// Whether a call's arguments are `N` numbers.
pub fn ints<const N: usize>(args: &[Dynamic]) -> bool {
    args.len() == N && args.iter().all(Dynamic::is_int)
}

/// Whether a call's arguments are a number and a text (an object and a keyword's name).
pub fn int_text(args: &[Dynamic]) -> bool {
    matches!(args, [a, b] if a.is_int() && b.is_string())
}

/// The text at `i` among a direct call's arguments (empty when it is none).
pub fn text_at(args: &[Dynamic], i: usize) -> ImmutableString {
    args.get(i)
        .and_then(|a| a.read_lock::<ImmutableString>().map(|t| t.clone()))
        .unwrap_or_default()
}

/// The number at `i` among a direct call's arguments (0 when it is none).
pub fn int_at(args: &[Dynamic], i: usize) -> i64 {
    args.get(i)
        .and_then(|a| a.as_int().ok())
        .unwrap_or_default()
}
