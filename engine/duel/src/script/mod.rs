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
mod stack;
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
    stack::API,
    statics::API,
);

#[cfg(test)]
mod tests {
    use crate::Duel;
    use grimoire_core::script::api_fn::{direct_names, problems};

    /// Every `ctx` function the engine has is declared once, registered under its own name
    /// with its parameters (`api_fn::problems`); the host calls directly the target choices,
    /// the target reading and `controls`, the effects that run no script (damage where no
    /// replacement can be asked) and what static abilities give.
    #[test]
    fn each_api_function_is_declared_once_and_registered_as_declared() {
        let wrong = problems::<Duel>(super::ScriptHost::new().engine());
        assert!(wrong.is_empty(), "{wrong:#?}");
        assert_eq!(
            direct_names::<Duel>(),
            [
                "target",
                "controls",
                "choose_target",
                "choose_targets",
                "deal_damage",
                "damage_player",
                "damage_target",
                "regenerate",
                "cannot_be_regenerated",
                "pump",
                "grant",
                "tap",
                "untap",
                "attach",
                "detach",
                "draw",
                "gain_life",
                "equipped",
                "give_pt",
                "give_keyword",
                "give_extra_blocks",
                "give_regeneration"
            ]
        );
    }
}
