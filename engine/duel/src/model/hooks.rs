//! The duel game's glossary hooks: the data a keyword entry gives the rules
//! (grammar/duel/glossary.toml, `[keyword.hooks]`), each a query the rules read, named after
//! the keyword paragraph it implements.

use grimoire_core::model::glossary::{HookSet, KeywordKind};
use serde::{Deserialize, Serialize};

/// When an activated keyword's ability may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Only when its controller could cast a sorcery (equipement.1).
    Sorcery,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hooks {
    /// Blocked only by creatures with this hook (vol.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub blocked_only_by_same: bool,
    /// Assigns its combat damage beyond lethal to the player it attacks (pietinement.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub excess_to_player: bool,
    /// Does not tap to attack (vigilance.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attacks_untapped: bool,
    /// Attacks and uses `{T}` abilities without having been controlled since the start of its
    /// controller's turn (celerite.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_summoning_sickness: bool,
    /// Deals combat damage in the first-strike step (initiative.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub early_damage: bool,
    /// Deals combat damage in both steps (initiative.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub damage_in_both_steps: bool,
    /// Destroying it does nothing: neither an effect nor lethal damage puts it into the
    /// graveyard (701.4a); sacrifice, which is not destruction, still does (701.6a).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_destroyed: bool,
    /// An activated keyword's timing (equipement.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing: Option<Timing>,
    /// Deck building: at most this many copies of a card with the keyword.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_copies: Option<u32>,
}

impl HookSet for Hooks {
    /// An activated keyword runs its script's `activate` (choices in `choose_activate`).
    fn script_functions(&self, kind: KeywordKind) -> Vec<&'static str> {
        if kind == KeywordKind::Activated {
            vec![grimoire_core::model::functions::ACTIVATE]
        } else {
            Vec::new()
        }
    }
}
