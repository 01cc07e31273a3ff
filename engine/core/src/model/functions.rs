//! The naming convention between a card's ability records and its script's functions
//! (documented in the README): a spell's instructions run `resolve` (choices in `choose`); a
//! keyword-linked ability runs the keyword's id with `-` as `_` (`my_keyword`), then
//! `my_keyword_2`, … for further instances on the same card; its choices run `choose_<name>`.

use super::glossary::{Glossary, KwId};
use super::records::{Ability, CardText};
use crate::ruleset::Ruleset;
use std::rc::Rc;

/// A script function a card's text needs, named once when the card is loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbilityFunction {
    /// Index of the ability in the card text (its line among abilities).
    pub ability: usize,
    pub keyword: Option<KwId>,
    pub name: Rc<str>,
    /// Its choice function, `choose_<name>`.
    pub chooser: Rc<str>,
    /// Its continuous function, `<name>_continuous`.
    pub continuous: Rc<str>,
}

/// The functions behind a card's keyword-linked abilities, top to bottom.
pub fn ability_functions<R: Ruleset>(
    text: &CardText<R>,
    glossary: &Glossary<R>,
) -> Vec<AbilityFunction> {
    let mut out: Vec<AbilityFunction> = Vec::new();
    for (i, ability) in text.abilities.iter().enumerate() {
        if let Ability::Linked { keyword, .. } = ability {
            let base = keyword.id.replace('-', "_");
            let n = out
                .iter()
                .filter(|f| *f.name == *base || f.name.starts_with(&format!("{base}_")))
                .count();
            let name = if n == 0 {
                base
            } else {
                format!("{base}_{}", n + 1)
            };
            out.push(AbilityFunction {
                ability: i,
                keyword: glossary.by_id(&keyword.id),
                chooser: choose_fn(&name).into(),
                continuous: continuous_fn(&name).into(),
                name: name.into(),
            });
        }
    }
    out
}

/// The function a keyword's behaviour script runs when the keyword triggers.
pub const TRIGGER: &str = "trigger";
/// The function a keyword's behaviour script runs when its activated ability resolves.
pub const ACTIVATE: &str = "activate";

/// The card-script function of a card's own continuous (passive) text.
pub const CONTINUOUS: &str = "continuous";
/// How a permanent enters, by its own text (« I enter ready. »): true for ready.
pub const ENTERS_READY: &str = "enters_ready";
/// How much less a card costs as it is played, by its own text (« I cost [2] less. », « If …,
/// this costs [2] less. »): a cost as text (`"[2]"`), `""` for nothing less.
pub const COST_LESS: &str = "cost_less";
/// An additional cost a card's own text offers as it is played (« As you play me, you may
/// discard 1 as an additional cost. »): asked once its choices are made, it asks, pays what is
/// in words and adds what is in resources to the total; true when paid.
pub const ADDITIONAL_COST: &str = "additional_cost";

/// The continuous function of a keyword-linked (dependent) ability: `level_continuous`.
pub fn continuous_fn(name: &str) -> String {
    format!("{name}_continuous")
}

/// The function that resolves a spell.
pub const RESOLVE: &str = "resolve";
/// The function that makes a spell's choices while it is played.
pub const CHOOSE: &str = "choose";

/// The function telling whether a triggered ability's condition is met as it goes on the chain
/// (`when_card_played_condition` for `when_card_played`): a condition printed after the
/// trigger's own, which decides whether it is placed at all.
pub fn condition_fn(function: &str) -> String {
    format!("{function}_condition")
}

/// The choice function of an ability function.
pub fn choose_fn(name: &str) -> String {
    format!("choose_{name}")
}
