//! What the duel's decisions ask, kept as data and written only when read — a trace, a person,
//! an error (`Ruleset::prompt_text`): a random game blocks, targets and assigns damage at every
//! turn and reads none of the prompts. Fixed prompts stay texts.

use crate::state::{Game, ObjId, PlayerId};
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// The cleanup step: `discards 2 card(s) down to 7` (the maximum hand size).
    Discard { count: usize },
    /// `blocks with Creature`: what that blocker blocks.
    Blocks { blocker: ObjId },
    /// `assigns 4 combat damage of Creature`, among what it fights.
    CombatDamage { amount: i32, source: ObjId },
    /// `chooses X for Card`, as it is cast.
    ChooseX { card: ObjId },
    /// `arranges the top of p1's library (rule)`.
    Arrange { owner: PlayerId, rule: &'static str },
    /// 701.10a: `puts Card at the bottom of their library? (701.10a)`.
    ClashBottom { card: ObjId },
    /// `ctx.choose_target(filter)`: `target of Source (filter)`.
    Target { source: ObjId, filter: Rc<str> },
    /// 701.6a: `sacrifices a creature`.
    Sacrifice { filter: Rc<str> },
}

impl Prompt {
    /// The prompt as traces and people read it, in `game`, the game it is asked in.
    pub fn text(&self, game: &Game) -> String {
        match self {
            Prompt::Discard { count } => {
                format!(
                    "discards {count} card(s) down to {}",
                    super::turn::HAND_SIZE
                )
            }
            Prompt::Blocks { blocker } => format!("blocks with {}", game.label(*blocker)),
            Prompt::CombatDamage { amount, source } => {
                format!("assigns {amount} combat damage of {}", game.label(*source))
            }
            Prompt::ChooseX { card } => format!("chooses X for {}", game.label(*card)),
            Prompt::Arrange { owner, rule } => {
                format!("arranges the top of {owner}'s library ({rule})")
            }
            Prompt::ClashBottom { card } => format!(
                "puts {} at the bottom of their library? (701.10a)",
                game.label(*card)
            ),
            Prompt::Target { source, filter } => {
                format!(
                    "target of {} ({})",
                    game.label(*source),
                    filter_words(filter)
                )
            }
            Prompt::Sacrifice { filter } => format!("sacrifices {}", filter_words(filter)),
        }
    }
}

/// A duel prompt as the core's decisions hold it.
impl From<Prompt> for grimoire_core::state::decision::Prompt<crate::Duel> {
    fn from(prompt: Prompt) -> Self {
        grimoire_core::state::decision::Prompt::Rules(prompt)
    }
}

/// What a filter of `choose_target` or `sacrifice_cost` lets through, as a player reads it: the script's
/// word (`my_creature`) is not shown.
fn filter_words(filter: &str) -> &str {
    match filter {
        "creature" => "a creature",
        "my_creature" => "a creature you control",
        "opponent_creature" => "a creature an opponent controls",
        "permanent" => "a permanent",
        "artifact" => "an artifact",
        "enchantment" => "an enchantment",
        "land" => "a land",
        "artifact_or_enchantment" => "an artifact or an enchantment",
        "my_equipment" => "an Équipement you control",
        "player" => "a player",
        "opponent" => "an opponent",
        "any" => "a creature or a player",
        "spell" => "a spell",
        "ability" => "an ability",
        "spell_or_ability" => "a spell or an ability",
        other => other,
    }
}
