//! What the duel's decisions ask, kept as data and written only when read — a trace, a person,
//! an error (`Ruleset::prompt_text`): a random game blocks, targets and assigns damage at every
//! turn and reads none of the prompts. Fixed prompts stay texts.

use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::{en_fr, format_en_fr};
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
                format_en_fr!(
                    en: "discards {count} card(s) down to {}",
                    fr: "défausse {count} carte(s) pour revenir à {}",
                    super::turn::HAND_SIZE
                )
            }
            Prompt::Blocks { blocker } => {
                format_en_fr!(en: "blocks with {}", fr: "bloque avec {}", game.label(*blocker))
            }
            Prompt::CombatDamage { amount, source } => {
                format_en_fr!(
                    en: "assigns {amount} combat damage of {}",
                    fr: "répartit les {amount} blessures de combat de {}",
                    game.label(*source)
                )
            }
            Prompt::ChooseX { card } => {
                format_en_fr!(en: "chooses X for {}", fr: "choisit X pour {}", game.label(*card))
            }
            Prompt::Arrange { owner, rule } => {
                format_en_fr!(
                    en: "arranges the top of {owner}'s library ({rule})",
                    fr: "réordonne le dessus de la bibliothèque de {owner} ({rule})"
                )
            }
            Prompt::ClashBottom { card } => format_en_fr!(
                en: "puts {} at the bottom of their library? (701.10a)",
                fr: "met {} au-dessous de sa bibliothèque ? (701.10a)",
                game.label(*card)
            ),
            Prompt::Target { source, filter } => {
                format_en_fr!(
                    en: "target of {} ({})",
                    fr: "cible de {} ({})",
                    game.label(*source),
                    filter_words(filter)
                )
            }
            Prompt::Sacrifice { filter } => {
                format_en_fr!(en: "sacrifices {}", fr: "sacrifie {}", filter_words(filter))
            }
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
pub(crate) fn filter_words(filter: &str) -> &str {
    match filter {
        "creature" => en_fr!(en: "a creature", fr: "une créature"),
        "my_creature" => {
            en_fr!(en: "a creature you control", fr: "une créature que vous contrôlez")
        }
        "opponent_creature" => {
            en_fr!(
                en: "a creature an opponent controls",
                fr: "une créature qu'un adversaire contrôle",
            )
        }
        "permanent" => en_fr!(en: "a permanent", fr: "un permanent"),
        "artifact" => en_fr!(en: "an artifact", fr: "un artefact"),
        "enchantment" => en_fr!(en: "an enchantment", fr: "un enchantement"),
        "land" => en_fr!(en: "a land", fr: "un terrain"),
        "artifact_or_enchantment" => {
            en_fr!(en: "an artifact or an enchantment", fr: "un artefact ou un enchantement")
        }
        "my_equipment" => {
            en_fr!(en: "an Équipement you control", fr: "un Équipement que vous contrôlez")
        }
        "player" => en_fr!(en: "a player", fr: "un joueur"),
        "opponent" => en_fr!(en: "an opponent", fr: "un adversaire"),
        "any" => en_fr!(en: "a creature or a player", fr: "une créature ou un joueur"),
        "spell" => en_fr!(en: "a spell", fr: "un sort"),
        "ability" => en_fr!(en: "an ability", fr: "une capacité"),
        "spell_or_ability" => en_fr!(en: "a spell or an ability", fr: "un sort ou une capacité"),
        other => other,
    }
}
