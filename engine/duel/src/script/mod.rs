//! The duel game's card API: what `ctx` offers card and keyword scripts. Choices (targets,
//! costs such as a creature to sacrifice) are made in `choose` functions while a spell or
//! ability goes on the stack; actions (damage, destroy, counter, regenerate, attach, tap,
//! Regard, Destin, Confrontation…) on resolution; static abilities give what they give from
//! `continuous`; replacements and queries only read. Every function checks its arguments and
//! reports misuse as a script error at the caller's line. Players are numbers: 1, 2 (as
//! `ctx.controller`); objects are ids, -1 for none. Each function is declared once, beside its
//! code, in its family's table (`API` of each file): its name, parameters and line of the
//! reference, its registration and, for `choose_target`, its direct entry (`direct.rs`).

mod actions;
mod choose;
pub mod direct;
pub mod notes;
mod queries;
mod statics;
mod support;

use grimoire_core::script::ApiFn;

/// `ctx` in duel scripts.
pub type Ctx = grimoire_core::script::Ctx<crate::Duel>;
/// The script host of duel games.
pub type ScriptHost = grimoire_core::script::ScriptHost<crate::Duel>;

/// The duel's card API (`Ruleset::API`), its families in the order of the reference
/// (docs/api/duel.md).
pub const API: &[ApiFn<crate::Duel>] = grimoire_core::api_tables!(crate::Duel;
    queries::API,
    choose::API,
    actions::API,
    statics::API,
);

#[cfg(test)]
mod tests {
    use crate::Duel;
    use grimoire_core::code::lint::docs::disagreements;
    use grimoire_core::script::api_fn::{docs, duplicates, misregistered};

    /// Every `ctx` function and property the engine has is declared, and every declaration
    /// is on the engine with its number of parameters.
    #[test]
    fn the_declarations_and_the_registered_api_agree() {
        let host = super::ScriptHost::new();
        let wrong = disagreements(&docs::<Duel>(), host.engine());
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// No two declarations share a name (and number of parameters), the core's included.
    #[test]
    fn no_two_declarations_share_a_name() {
        let twice = duplicates::<Duel>();
        assert!(twice.is_empty(), "{twice:#?}");
    }

    /// Each declaration, registered alone, gives scripts exactly its name and parameters: the
    /// direct entry of `choose_target` runs the function scripts call by that name.
    #[test]
    fn each_declaration_registers_its_own_name() {
        let wrong = misregistered::<Duel>();
        assert!(wrong.is_empty(), "{wrong:#?}");
        let direct: Vec<&str> = super::API
            .iter()
            .filter(|f| f.direct.is_some())
            .map(|f| f.name())
            .collect();
        assert_eq!(direct, ["choose_target"]);
    }
}
