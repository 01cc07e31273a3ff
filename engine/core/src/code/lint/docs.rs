//! The card API reference: a line of doc and the parameters' names of every `ctx` function
//! and property, kept beside the code that registers them (the core's shared part here, each
//! ruleset's in `Ruleset::SCRIPT_DOCS`). The same table makes the reference in docs/ (`grimoire
//! api`) and the names and comments of `grimoire defs`; a test of each ruleset checks that it
//! and the engine's metadata agree, so neither can drift from the API.

use super::api::CardApi;
use std::fmt::Write;

/// One function (or property, with no parameters and `property`) of the card API.
#[derive(Clone, Copy, Debug)]
pub struct ApiDoc {
    /// As scripts write it on `ctx`.
    pub function: &'static str,
    /// The parameters after `ctx`, named.
    pub params: &'static [&'static str],
    /// What it does, in a designer's words, with the rule numbers it follows.
    pub doc: &'static str,
    /// `ctx.name`, read without parentheses.
    pub property: bool,
}

impl ApiDoc {
    pub const fn call(
        function: &'static str,
        params: &'static [&'static str],
        doc: &'static str,
    ) -> ApiDoc {
        ApiDoc {
            function,
            params,
            doc,
            property: false,
        }
    }

    pub const fn property(function: &'static str, doc: &'static str) -> ApiDoc {
        ApiDoc {
            function,
            params: &[],
            doc,
            property: true,
        }
    }

    /// `ctx.deal_damage(id, n)`, or `ctx.me` for a property.
    pub fn show(&self) -> String {
        if self.property {
            format!("ctx.{}", self.function)
        } else {
            format!("ctx.{}({})", self.function, self.params.join(", "))
        }
    }
}

/// What every game's `ctx` has: registered by the core (`script::api`).
pub const CORE_DOCS: &[ApiDoc] = &[
    ApiDoc::property("me", "the id of the card or permanent whose script runs"),
    ApiDoc::property(
        "controller",
        "the seat (1, 2…) of the player who controls it",
    ),
    ApiDoc::property(
        "value",
        "the keyword's number when a keyword's script runs (`Name 2` → 2)",
    ),
    ApiDoc::property(
        "execution",
        "0, then 1, 2… for each extra execution of the effect paid for",
    ),
    ApiDoc::property(
        "subject",
        "in a triggered ability, the id of what its event was about (the card played, the object \
         that moved or left play…); -1 for none",
    ),
    ApiDoc::call(
        "target_player",
        &["i"],
        "the seat of the player who is the i-th target, 0 when that target is an object",
    ),
];

/// Where `docs` and the API registered on `engine` disagree, as messages: a function or
/// property without a line, a line naming nothing registered, or a number of parameters no
/// overload takes. `docs` is the core's and the ruleset's lines together.
pub fn disagreements(docs: &[ApiDoc], engine: &rhai::Engine) -> Vec<String> {
    let api = CardApi::from_engine(engine);
    let mut out = Vec::new();
    for (name, overloads) in &api.methods {
        for o in overloads {
            let documented = docs
                .iter()
                .any(|d| !d.property && d.function == name && d.params.len() == o.params.len());
            if !documented {
                out.push(format!("no doc for {}", o.show(name)));
            }
        }
    }
    for name in &api.properties {
        if !docs.iter().any(|d| d.property && d.function == name) {
            out.push(format!("no doc for the property ctx.{name}"));
        }
    }
    for d in docs {
        let registered = if d.property {
            api.properties.contains(d.function)
        } else {
            api.methods
                .get(d.function)
                .is_some_and(|os| os.iter().any(|o| o.params.len() == d.params.len()))
        };
        if !registered {
            out.push(format!("{} is documented but not registered", d.show()));
        }
    }
    out
}

/// The reference as a Markdown table, one row a line of `docs`, in their order.
pub fn markdown(title: &str, docs: &[ApiDoc]) -> String {
    let mut s = format!("## {title}\n\n| call | does |\n|---|---|\n");
    for d in docs {
        let _ = writeln!(s, "| `{}` | {} |", d.show(), d.doc.replace('|', "\\|"));
    }
    s
}
