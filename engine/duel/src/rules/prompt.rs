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
                format!("target of {} ({filter})", game.label(*source))
            }
            Prompt::Sacrifice { filter } => format!("sacrifices a {filter}"),
        }
    }
}

/// A duel prompt as the core's decisions hold it.
impl From<Prompt> for grimoire_core::state::decision::Prompt<crate::Duel> {
    fn from(prompt: Prompt) -> Self {
        grimoire_core::state::decision::Prompt::Rules(prompt)
    }
}
