//! One declaration per card-API function: its name and parameters, its line of the reference,
//! how it is registered on the engine and, for the few the host may call from Rust, its direct
//! entry (`script::direct`). Each family of functions keeps its table beside their code (the
//! core's in `script::api`, a ruleset's in its `script/` files, put together in
//! `Ruleset::API`); the engine's registration, the direct calls, `grimoire api`, `grimoire
//! defs` and the tests all read those tables, so a function's name is written once and none of
//! them can drift from the others.

use super::api;
use super::direct::{DirectFn, Gives};
use crate::code::lint::docs::ApiDoc;
use crate::ruleset::Ruleset;
use rhai::Engine;
use std::fmt::Write;

/// Registers one function under the name it is given — the declaration's, written once
/// (`|e, name| { e.register_fn(name, kill); }`). It may register several overloads of that
/// name, each taking the declaration's number of parameters (`units_at` of a word or of an id).
pub type Register = fn(&mut Engine, &'static str);

/// One function (or property) of a game's card API.
pub struct ApiFn<R: Ruleset> {
    /// Its name, parameters and line of the reference.
    pub doc: ApiDoc,
    /// How the engine gets it.
    pub register: Register,
    /// How the host calls it from Rust, for the functions it may (`code::direct`).
    pub direct: Option<DirectFn<R>>,
}

// Not derived: `R` itself need not be `Copy` for a table of function pointers to be.
impl<R: Ruleset> Clone for ApiFn<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R: Ruleset> Copy for ApiFn<R> {}

impl<R: Ruleset> ApiFn<R> {
    /// `ctx.function(params…)`.
    pub const fn call(
        function: &'static str,
        params: &'static [&'static str],
        doc: &'static str,
        register: Register,
    ) -> Self {
        ApiFn {
            doc: ApiDoc::call(function, params, doc),
            register,
            direct: None,
        }
    }

    /// `ctx.function`, read without parentheses.
    pub const fn property(function: &'static str, doc: &'static str, register: Register) -> Self {
        ApiFn {
            doc: ApiDoc::property(function, doc),
            register,
            direct: None,
        }
    }

    /// The same function, which the host may also call from Rust.
    pub const fn direct(self, direct: DirectFn<R>) -> Self {
        ApiFn {
            doc: self.doc,
            register: self.register,
            direct: Some(direct),
        }
    }

    /// As scripts write it on `ctx`.
    pub const fn name(&self) -> &'static str {
        self.doc.function
    }

    /// Registers it on `engine` under its name.
    pub fn register_on(&self, engine: &mut Engine) {
        (self.register)(engine, self.doc.function)
    }
}

/// Tables of declarations as one, in order: a ruleset's `API` from the tables of its families
/// (`api_tables!`). `N` is their total length.
pub const fn concat<R: Ruleset, const N: usize>(tables: &[&[ApiFn<R>]]) -> [ApiFn<R>; N] {
    // Every place is filled below; this only gives the array its type.
    let blank = ApiFn::call("", &[], "", |_, _| {});
    let mut out = [blank; N];
    let (mut t, mut k) = (0, 0);
    while t < tables.len() {
        let mut i = 0;
        while i < tables[t].len() {
            out[k] = tables[t][i];
            (i, k) = (i + 1, k + 1);
        }
        t += 1;
    }
    assert!(k == N, "the tables' lengths add up to N");
    out
}

/// `api_tables!(Game; a::API, b::API…)`: the tables of a ruleset's families as one
/// `&'static [ApiFn<Game>]`, in that order (the reference's).
#[macro_export]
macro_rules! api_tables {
    ($r:ty; $($t:expr),+ $(,)?) => {{
        const N: usize = 0 $(+ $t.len())+;
        const ALL: [$crate::script::api_fn::ApiFn<$r>; N] =
            $crate::script::api_fn::concat::<$r, N>(&[$($t),+]);
        &ALL
    }};
}

/// Every declaration of `R`'s `ctx`: the core's, then the ruleset's.
pub fn all<R: Ruleset>() -> impl Iterator<Item = &'static ApiFn<R>> {
    api::Core::<R>::API.iter().chain(R::API)
}

/// Registers the whole card API of `R` on `engine` (the `Ctx` type first).
pub fn register_all<R: Ruleset>(engine: &mut Engine) {
    api::register_type::<R>(engine);
    for f in all::<R>() {
        f.register_on(engine);
    }
}

/// The reference's lines of `R`'s `ctx`, the core's first: what `grimoire defs` names and
/// comments, and what the engine's metadata is checked against (`code::lint::docs`).
pub fn docs<R: Ruleset>() -> Vec<ApiDoc> {
    all::<R>().map(|f| f.doc).collect()
}

/// Everything wrong with `R`'s declarations: against what `engine` (the game's host engine)
/// registers, names declared twice, declarations that do not register their own name. Each
/// game's test asks it once.
pub fn problems<R: Ruleset>(engine: &Engine) -> Vec<String> {
    let mut out = crate::code::lint::docs::disagreements(&docs::<R>(), engine);
    out.extend(duplicates::<R>());
    out.extend(misregistered::<R>());
    out
}

/// The names of the declarations that have a direct entry, in the reference's order.
pub fn direct_names<R: Ruleset>() -> Vec<&'static str> {
    R::API
        .iter()
        .filter(|f| f.direct.is_some())
        .map(|f| f.name())
        .collect()
}

/// Declarations that share a name and a number of parameters (an overload taking more is its
/// own declaration, `give_might(id, n)` and `give_might(id, n, limits)`), or a property's name
/// with a function's: one would replace the other on the engine.
pub fn duplicates<R: Ruleset>() -> Vec<String> {
    let docs = docs::<R>();
    let mut out = Vec::new();
    for (i, a) in docs.iter().enumerate() {
        let same = |b: &ApiDoc| {
            b.function == a.function
                && (a.property || b.property || b.params.len() == a.params.len())
        };
        if docs[..i].iter().any(same) {
            out.push(format!("{} is declared twice", a.show()));
        }
    }
    out
}

/// Declarations whose registration, alone on an engine, does not give exactly their name with
/// their number of parameters (or their property): the name a direct entry and the reference
/// use is then not the one scripts call.
pub fn misregistered<R: Ruleset>() -> Vec<String> {
    let mut out = Vec::new();
    for f in all::<R>() {
        let mut engine = Engine::new_raw();
        api::register_type::<R>(&mut engine);
        f.register_on(&mut engine);
        let api = crate::code::lint::api::CardApi::from_engine(&engine);
        let d = &f.doc;
        let right = if d.property {
            api.methods.is_empty()
                && api.properties.len() == 1
                && api.properties.contains(d.function)
        } else {
            api.properties.is_empty()
                && api.methods.len() == 1
                && api.methods.get(d.function).is_some_and(|os| {
                    !os.is_empty() && os.iter().all(|o| o.params.len() == d.params.len())
                })
        };
        if !right {
            out.push(format!(
                "{} registers {:?} and the properties {:?}",
                d.show(),
                api.methods
                    .iter()
                    .flat_map(|(n, os)| os.iter().map(|o| o.show(n)))
                    .collect::<Vec<_>>(),
                api.properties
            ));
        }
    }
    out
}

/// What a direct entry lets a function be, said in the reference.
fn direct_note(gives: Gives) -> &'static str {
    match gives {
        Gives::Any => " *Direct.*",
        Gives::Reading => " *Direct; also as a direct call's argument.*",
        Gives::Answer => " *Direct; also as an `if` condition.*",
        Gives::List => " *Direct; also as a `for` loop's list.*",
    }
}

/// The reference of `fns` as a Markdown table, one row a declaration, in their order; a
/// function the host may call from Rust says so (docs/CARD-API.md, "Choices that cost nothing
/// to evaluate").
pub fn markdown<R: Ruleset>(title: &str, fns: &[ApiFn<R>]) -> String {
    let mut s = format!("## {title}\n\n| call | does |\n|---|---|\n");
    for f in fns {
        let direct = f.direct.map_or("", |d| direct_note(d.gives));
        let doc = f.doc.doc.replace('|', "\\|");
        let _ = writeln!(s, "| `{}` | {doc}{direct} |", f.doc.show());
    }
    s
}
