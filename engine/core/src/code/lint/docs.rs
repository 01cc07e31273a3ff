//! The card API reference's line of a `ctx` function or property: its parameters' names and a
//! line of doc, part of its one declaration beside the code (`script::ApiFn`), which also
//! registers it. The lines make the reference in docs/ (`grimoire api`) and the names and
//! comments of `grimoire defs`; `disagreements` checks them against the engine's metadata.

use super::api::CardApi;

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
