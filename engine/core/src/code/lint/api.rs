//! The card API as the checks see it: every function registered on the engine whose first
//! parameter is `ctx`, with its overloads' parameters in words, and `ctx`'s properties. Read from
//! the engine's own metadata — what `grimoire defs` exports — so it cannot drift from what
//! scripts can call.

use super::words::Kind;
use rhai::Engine;
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};

/// The name the core's host registers the `ctx` handle under (`Engine::register_type_with_name`).
pub const CTX_TYPE: &str = "Ctx";

/// One parameter of an API function, after `ctx`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// Its name, when the registration gives one (`n`, `id`).
    pub name: Option<String>,
    pub kind: Kind,
}

/// One way of calling an API function: its parameters after `ctx`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overload {
    pub params: Vec<Param>,
}

impl Overload {
    /// `ctx.draw(number)`, `ctx.deal_damage(id: number, n: number)`.
    pub fn show(&self, name: &str) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|p| match &p.name {
                Some(n) => format!("{n}: {}", p.kind.word()),
                None => p.kind.word().to_string(),
            })
            .collect();
        format!("ctx.{name}({})", params.join(", "))
    }
}

/// What scripts may call on `ctx`, and the other functions of the engine.
pub struct CardApi<'e> {
    /// `ctx.name(…)`: the overloads of each method, by number and kinds of parameters.
    pub methods: BTreeMap<String, Vec<Overload>>,
    /// `ctx.name`: the properties (getters).
    pub properties: BTreeSet<String>,
    /// The other functions registered outside the standard library.
    other: BTreeSet<String>,
    engine: &'e Engine,
    /// The standard library's function names, read only when a call names no API function
    /// (reading them costs more than the rest of the checks).
    standard: OnceCell<BTreeSet<String>>,
}

impl<'e> CardApi<'e> {
    /// The API registered on `engine`.
    pub fn from_engine(engine: &'e Engine) -> CardApi<'e> {
        let mut api = CardApi {
            methods: BTreeMap::new(),
            properties: BTreeSet::new(),
            other: BTreeSet::new(),
            engine,
            standard: OnceCell::new(),
        };
        let all = engine.collect_fn_metadata(
            None,
            |info| {
                let m = info.metadata;
                // The variants taking null information (`script::null`) are not ways of
                // calling the API a designer writes.
                if m.param_types.contains(&std::any::TypeId::of::<()>()) {
                    return None;
                }
                let params: Vec<(Option<String>, Option<Kind>, String)> = m
                    .params_info
                    .iter()
                    .zip(m.param_types.iter())
                    .map(|(info, t)| {
                        let (name, ty) = info.split_once(':').unwrap_or(("_", info));
                        let name = name.trim();
                        let name = (!matches!(name, "" | "_" | "?")).then(|| name.to_string());
                        (name, Kind::of_type(*t), ty.trim().to_string())
                    })
                    .collect();
                Some((m.name.to_string(), m.num_params, params))
            },
            false,
        );
        for (name, num_params, params) in all {
            let is_ctx = params.first().is_some_and(|(_, kind, ty)| {
                kind.is_none() && ty.trim_start_matches("&mut ").trim() == CTX_TYPE
            });
            if !is_ctx || params.len() != num_params {
                api.other.insert(name);
                continue;
            }
            if let Some(prop) = name.strip_prefix("get$") {
                api.properties.insert(prop.to_string());
                continue;
            }
            if name.contains('$') {
                continue;
            }
            let overload = Overload {
                params: params[1..]
                    .iter()
                    .map(|(name, kind, _)| Param {
                        name: name.clone(),
                        kind: kind.unwrap_or(Kind::Any),
                    })
                    .collect(),
            };
            let list = api.methods.entry(name).or_default();
            if !list.contains(&overload) {
                list.push(overload);
            }
        }
        // Rhai keeps functions in a hash map: an order of its own, not the registration's.
        for list in api.methods.values_mut() {
            list.sort_by_cached_key(|o| {
                let words: Vec<&str> = o.params.iter().map(|p| p.kind.word()).collect();
                (o.params.len(), words)
            });
        }
        api
    }

    /// Whether `name` is a function of the engine that is not the card API's: a method call on
    /// `ctx` naming one (`ctx.type_of()`) is Rhai's, not a misspelt API call.
    pub fn is_other(&self, name: &str) -> bool {
        self.other.contains(name)
            || RHAI_BUILT_INS.contains(&name)
            || self
                .standard
                .get_or_init(|| {
                    self.engine
                        .collect_fn_metadata(None, |i| Some(i.metadata.name.to_string()), true)
                        .into_iter()
                        .collect()
                })
                .contains(name)
    }
}

/// Functions Rhai provides without registering them.
const RHAI_BUILT_INS: &[&str] = &[
    "type_of",
    "print",
    "debug",
    "Fn",
    "call",
    "curry",
    "is_shared",
    "is_def_fn",
    "is_def_var",
];
