//! What Riftbound's decisions ask, kept as data and written only when read — a trace, a person,
//! an error (`Ruleset::prompt_text`). A random game asks at every play, and at every probe of
//! one the legal actions run, where a unit goes (355.2), what a spell targets (355.5), which
//! optional costs are paid (356.2.b), and reads none of the prompts. Fixed prompts stay texts.

use crate::model::cost::Cost;
use crate::model::glossary::KwId;
use crate::state::targets::{Restriction, Side};
use crate::state::{BfId, Game, ObjId, PlayerId};
use grimoire_core::{en_fr, format_en_fr};
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// `ctx.choose_unit`: `target of Source (friendly unit)` (355.5).
    Unit { source: ObjId, side: Side },
    /// `ctx.choose_targets`: `target of Source (2 friendly unit at …)` (355.5), under
    /// `restriction`, limited to where the card was played from face down (`hidden`, 811.1.d.2).
    Targets {
        source: ObjId,
        restriction: Restriction,
        min: usize,
        max: usize,
        hidden: Option<BfId>,
    },
    /// 355.2: `location for Unit`.
    Location { card: ObjId },
    /// 444.1: `destination of Unit, moved by Source`.
    Destination { unit: ObjId, source: ObjId },
    /// 356.2.b: `pays Kw [1] for Card? (356.2.b)`, or without the cost, for an instance paid in
    /// one of several ways, `pays Kw for Card, and how? (356.2.b)`.
    OptionalCost {
        card: ObjId,
        kw: KwId,
        cost: Option<Cost>,
    },
    /// 460.2.c: `assigns 5 combat damage (460.2.c)`.
    CombatDamage { total: i32 },
    /// 460.2.c.3–5, among too many units to list every split: the next unit to take lethal
    /// damage, `left` damage to go.
    NextLethal { total: i32, left: i32 },
    /// 431.2.c: which opponent gains the point of `player`'s burn out.
    BurnOut { player: PlayerId },
    /// `ctx.choose_mode`: `mode of Source` (355.3).
    Mode { source: ObjId },
    /// `ctx.you_may(text)`: `Source: you may text`.
    YouMay { source: ObjId, text: Rc<str> },
    /// `ctx.unless_lets(seat, text)`: `Source: let p1 text instead?` — the effect before
    /// "unless" happens when the player says no.
    Unless {
        source: ObjId,
        controller: PlayerId,
        text: Rc<str>,
    },
    /// `ctx.split_damage(n)`: `split of 3 damage from Source (355.14)`.
    SplitDamage { source: ObjId, amount: i64 },
    /// `ctx.choose_tagged(tag)`: `Source: may choose a card with the tag t (up to 1)`.
    Tagged { source: ObjId, tag: Rc<str> },
    /// `ctx.discard(n)`: `cards to discard (2)` (422.1.a).
    Discard { count: usize },
    /// `ctx.recycle_from_trash(n)`: `cards of the trash to recycle (3)` (416).
    RecycleFromTrash { count: usize },
    /// `ctx.take_from_top(…)`: `cards to put into the hand (1)`.
    IntoHand { count: usize },
    /// `ctx.ready_runes(n, up_to)`: `runes to ready (up to 2) (415)`.
    ReadyRunes { count: usize, up_to: bool },
    /// `ctx.recycle_runes(n)`: `runes to recycle (1) (416.1.b)`.
    RecycleRunes { count: usize },
    /// `ctx.recycle_from_trashes(n)`: `cards of the trashes to recycle (up to 4) (416)`.
    RecycleFromTrashes { count: usize },
    /// 372: `which replacement of Unit's death applies first (372)`.
    DeathReplacement { unit: ObjId },
    /// 373: `which death Source's replacement applies to first (373)`.
    DeathOrder { source: ObjId },
    /// 372.1: `which replacement of the making of a Name token applies first (372)`.
    TokenReplacement { card: crate::model::card::CardKey },
}

impl Prompt {
    /// The prompt as traces and people read it, in `game`, the game it is asked in.
    pub fn text(&self, game: &Game) -> String {
        match self {
            Prompt::Unit { source, side } => {
                let side = match side {
                    Side::Any => en_fr!(en: "any", fr: "quelconque"),
                    Side::Friendly => en_fr!(en: "friendly", fr: "alliée"),
                    Side::Enemy => en_fr!(en: "enemy", fr: "ennemie"),
                };
                format_en_fr!(
                    en: "target of {} ({side} unit)",
                    fr: "cible de {} (unité {side})",
                    game.label(*source)
                )
            }
            Prompt::Targets {
                source,
                restriction,
                min,
                max,
                hidden,
            } => {
                crate::script::api_targets::prompt(game, *source, restriction, *min, *max, *hidden)
            }
            Prompt::Location { card } => format_en_fr!(
                en: "location for {}",
                fr: "emplacement de {}",
                game.label(*card)
            ),
            Prompt::Destination { unit, source } => format_en_fr!(
                en: "destination of {}, moved by {} (444.1)",
                fr: "destination de {}, déplacée par {} (444.1)",
                game.label(*unit),
                game.label(*source)
            ),
            Prompt::OptionalCost { card, kw, cost } => {
                let name = game.catalog.glossary.get(*kw).shown();
                let card = game.label(*card);
                match cost {
                    None => format_en_fr!(
                        en: "pays {name} for {card}, and how? (356.2.b)",
                        fr: "paie {name} pour {card}, et comment ? (356.2.b)"
                    ),
                    Some(cost) => format_en_fr!(
                        en: "pays {name} {cost} for {card}? (356.2.b)",
                        fr: "paie {name} {cost} pour {card} ? (356.2.b)"
                    ),
                }
            }
            Prompt::CombatDamage { total } => {
                let damage = degats(i64::from(*total));
                format_en_fr!(
                    en: "assigns {total} combat damage (460.2.c)",
                    fr: "attribue {total} {damage} de combat (460.2.c)"
                )
            }
            Prompt::NextLethal { total, left } => {
                let damage = degats(i64::from(*total));
                let left_fr = if *left > 1 { "restants" } else { "restant" };
                format_en_fr!(
                    en: "assigns {total} combat damage (460.2.c): the next unit to take lethal damage, {left} left",
                    fr: "attribue {total} {damage} de combat (460.2.c) : la prochaine unité à subir des dégâts mortels, {left} {left_fr}"
                )
            }
            Prompt::BurnOut { player } => format_en_fr!(
                en: "opponent to gain 1 point from {player}'s burn out (431.2.c)",
                fr: "adversaire qui gagne 1 point par l'épuisement du deck de {player} (431.2.c)"
            ),
            Prompt::Mode { source } => {
                format_en_fr!(en: "mode of {}", fr: "mode de {}", game.label(*source))
            }
            Prompt::YouMay { source, text } => format_en_fr!(
                en: "{}: you may {text}",
                fr: "{} : vous pouvez {text}",
                game.label(*source)
            ),
            Prompt::Unless {
                source,
                controller,
                text,
            } => format_en_fr!(
                en: "{}: let {controller} {text} instead",
                fr: "{} : laisser {controller} {text} à la place",
                game.label(*source)
            ),
            Prompt::SplitDamage { source, amount } => {
                let damage = degats(*amount);
                format_en_fr!(
                    en: "split of {amount} damage from {} (355.14)",
                    fr: "répartition de {amount} {damage} de {} (355.14)",
                    game.label(*source)
                )
            }
            Prompt::Tagged { source, tag } => format_en_fr!(
                en: "{}: may choose a card with the tag {tag} (up to 1)",
                fr: "{} : peut choisir une carte avec l'étiquette {tag} (1 au plus)",
                game.label(*source)
            ),
            Prompt::Discard { count } => format_en_fr!(
                en: "cards to discard ({count})",
                fr: "cartes à défausser ({count})"
            ),
            Prompt::RecycleFromTrash { count } => format_en_fr!(
                en: "cards of the trash to recycle ({count}) (416)",
                fr: "cartes de la défausse à recycler ({count}) (416)"
            ),
            Prompt::IntoHand { count } => format_en_fr!(
                en: "cards to put into the hand ({count})",
                fr: "cartes à mettre dans la main ({count})"
            ),
            Prompt::ReadyRunes { count, up_to } => {
                let up_to = if *up_to {
                    en_fr!(en: "up to ", fr: "jusqu'à ")
                } else {
                    ""
                };
                format_en_fr!(
                    en: "runes to ready ({up_to}{count}) (415)",
                    fr: "runes à redresser ({up_to}{count}) (415)"
                )
            }
            Prompt::DeathReplacement { unit } => format_en_fr!(
                en: "which replacement of {}'s death applies first (372)",
                fr: "quel remplacement de la mort de {} s'applique en premier (372)",
                game.label(*unit)
            ),
            Prompt::DeathOrder { source } => format_en_fr!(
                en: "which death {}'s replacement applies to first (373)",
                fr: "à quelle mort le remplacement de {} s'applique en premier (373)",
                game.label(*source)
            ),
            Prompt::TokenReplacement { card } => format_en_fr!(
                en: "which replacement of the creation of a {} token applies first (372)",
                fr: "quel remplacement de la création d'un jeton {} s'applique en premier (372)",
                game.catalog.card(*card).shown_name()
            ),
            Prompt::RecycleRunes { count } => format_en_fr!(
                en: "runes to recycle ({count}) (416.1.b)",
                fr: "runes à recycler ({count}) (416.1.b)"
            ),
            Prompt::RecycleFromTrashes { count } => format_en_fr!(
                en: "cards of the trashes to recycle (up to {count}) (416)",
                fr: "cartes des défausses à recycler (jusqu'à {count}) (416)"
            ),
        }
    }
}

/// « dégât » or « dégâts », as French says `n` of them.
fn degats(n: i64) -> &'static str {
    if n > 1 { "dégâts" } else { "dégât" }
}

/// A Riftbound prompt as the core's decisions hold it.
impl From<Prompt> for grimoire_core::state::decision::Prompt<crate::Riftbound> {
    fn from(prompt: Prompt) -> Self {
        grimoire_core::state::decision::Prompt::Rules(prompt)
    }
}
