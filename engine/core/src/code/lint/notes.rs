//! What a ruleset says about its card API beyond the types the engine knows: which text
//! parameters name a keyword, which map parameters are options with a fixed set of keys, which
//! text parameters take one of a few words. The checks read these notes with the engine's
//! metadata (`Ruleset::SCRIPT_NOTES`); a test of each ruleset checks that every note names a
//! registered function and a parameter of the right kind.

/// A note on one parameter of a card API function.
#[derive(Clone, Copy, Debug)]
pub struct ApiNote {
    /// The function, as scripts call it on `ctx`.
    pub function: &'static str,
    /// The parameter, counted from 0 after `ctx`.
    pub arg: usize,
    pub kind: NoteKind,
}

/// What the parameter is.
#[derive(Clone, Copy, Debug)]
pub enum NoteKind {
    /// The name of a keyword of the glossary, printed name (either language) or id.
    Keyword,
    /// A keyword's name, optionally followed by its number (`"Name 2"`).
    KeywordAndNumber,
    /// A map of options: these keys and no other.
    Keys(&'static [&'static str]),
    /// One of these words.
    OneOf(&'static [&'static str]),
}

impl ApiNote {
    pub const fn keyword(function: &'static str, arg: usize) -> ApiNote {
        ApiNote {
            function,
            arg,
            kind: NoteKind::Keyword,
        }
    }

    pub const fn keyword_and_number(function: &'static str, arg: usize) -> ApiNote {
        ApiNote {
            function,
            arg,
            kind: NoteKind::KeywordAndNumber,
        }
    }

    pub const fn keys(
        function: &'static str,
        arg: usize,
        keys: &'static [&'static str],
    ) -> ApiNote {
        ApiNote {
            function,
            arg,
            kind: NoteKind::Keys(keys),
        }
    }

    pub const fn one_of(
        function: &'static str,
        arg: usize,
        words: &'static [&'static str],
    ) -> ApiNote {
        ApiNote {
            function,
            arg,
            kind: NoteKind::OneOf(words),
        }
    }
}

/// `name` without a trailing number (`"Name 2"` → `"Name"`), as the API reads it.
pub fn without_number(name: &str) -> &str {
    match name.trim().rsplit_once(' ') {
        Some((head, n)) if n.parse::<i32>().is_ok() => head,
        _ => name.trim(),
    }
}

/// The notes that do not sit on a parameter of a function registered on `engine`, of the kind
/// they describe (a map for keys, text otherwise), as messages: each ruleset's test asserts none.
pub fn misplaced(notes: &[ApiNote], engine: &rhai::Engine) -> Vec<String> {
    use super::words::Kind;
    let api = super::api::CardApi::from_engine(engine);
    notes
        .iter()
        .filter_map(|note| {
            let Some(overloads) = api.methods.get(note.function) else {
                return Some(format!("`{}` is not registered", note.function));
            };
            let want = match note.kind {
                NoteKind::Keys(_) => Kind::Map,
                _ => Kind::Text,
            };
            let fits = overloads
                .iter()
                .any(|o| o.params.get(note.arg).is_some_and(|p| p.kind == want));
            (!fits).then(|| format!("{note:?}"))
        })
        .collect()
}
