//! Activated abilities printed without a keyword (377.1): a line of a permanent's text written
//! `COST : EFFECT` (`[E] : Piochez 1.`, `:rb_energy_1:, :rb_exhaust:: Draw 1.`, `Kill this,
//! [E]: …`). Its effect is the card script's: the first such line of a card runs `activated`,
//! the next `activated_2`, … top to bottom; each has its choices in `choose_activated`
//! (`choose_activated_2`), its cost in words paid by `activated_pay` (818.1.c.3, as an activated
//! keyword's `equip_pay`), and may be limited by `activated_condition` (377.2.b).

use crate::model::activated::{AbilityCost, read_cost, split_printed};
use crate::model::card::CardKind;
use crate::model::cost::Domain;
use crate::model::functions::choose_fn;
use crate::model::glossary::{Glossary, Permission};
use crate::model::records::{Ability, CardText};

/// The base name of the functions of a card's printed abilities.
pub const ACTIVATED: &str = "activated";

/// One ability printed `COST : EFFECT` on a permanent, read when its card loads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// Its line among the card's abilities (0-based).
    pub line: usize,
    /// The cost as printed, spaces collapsed: how traces and scenarios name it.
    pub name: String,
    pub cost: AbilityCost,
    /// The part of the cost in words (`Kill this`), paid by `pay_fn`.
    pub words: Option<String>,
    /// The card-script function that resolves it: `activated`, `activated_2`, …
    pub function: String,
    /// A timing permission its effect opens with (`[Réaction]`, `[Action]`: 806.1.c.2,
    /// 813.1.c.2); none: the ability is used as 381 says.
    pub permission: Option<Permission>,
}

impl Printed {
    /// The card-script function paying the cost in words: `activated_pay`, `activated_2_pay`.
    pub fn pay_fn(&self) -> String {
        format!("{}_pay", self.function)
    }

    /// The card-script function saying whether it may be used now (377.2.b):
    /// `activated_condition`, `activated_2_condition`.
    pub fn condition_fn(&self) -> String {
        crate::model::functions::condition_fn(&self.function)
    }

    /// The functions the card's script must define for it: the effect, and the payment of a
    /// cost in words.
    pub fn required(&self) -> Vec<String> {
        let mut v = vec![self.function.clone()];
        if self.words.is_some() {
            v.push(self.pay_fn());
        }
        v
    }

    /// Every function the rules may call for it.
    pub fn callable(&self) -> [String; 4] {
        [
            self.function.clone(),
            choose_fn(&self.function),
            self.pay_fn(),
            self.condition_fn(),
        ]
    }
}

/// The function of the `n`th (0-based) printed ability of a card: `activated`, `activated_2`…
pub fn function_name(n: usize) -> String {
    match n {
        0 => ACTIVATED.to_string(),
        n => format!("{ACTIVATED}_{}", n + 1),
    }
}

/// Whether cards of `kind` are permanents, whose abilities may be activated on the board (379,
/// 380): a spell's instructions are its effect, run by `resolve`.
pub fn is_permanent(kind: CardKind) -> bool {
    matches!(
        kind,
        CardKind::Unit | CardKind::Gear | CardKind::Legend | CardKind::Battlefield
    )
}

/// The abilities printed `COST : EFFECT` in `text`, top to bottom, for a card of `kind`.
pub fn printed_abilities(
    kind: CardKind,
    text: &CardText,
    glossary: &Glossary,
    domains: &[Domain],
) -> Vec<Printed> {
    if !is_permanent(kind) {
        return Vec::new();
    }
    let mut out: Vec<Printed> = Vec::new();
    for (line, ability) in text.abilities.iter().enumerate() {
        let Ability::Instruction { instruction } = ability else {
            continue;
        };
        let Some((cost, effect)) = split_printed(&instruction.text) else {
            continue;
        };
        if cost.is_empty() {
            continue;
        }
        let Some((resources, words)) = read_cost(cost, domains) else {
            continue;
        };
        out.push(Printed {
            line,
            name: cost.split_whitespace().collect::<Vec<_>>().join(" "),
            cost: resources,
            words,
            function: function_name(out.len()),
            permission: opening_permission(effect, glossary),
        });
    }
    out
}

/// The timing permission of the keyword an effect opens with (`[Réaction] Piochez 1.`), if any.
fn opening_permission(effect: &str, glossary: &Glossary) -> Option<Permission> {
    let inner = effect.strip_prefix('[')?;
    let name = &inner[..inner.find(']')?];
    let kw = glossary.by_name(name).or_else(|| glossary.by_id(name))?;
    glossary.get(kw).hooks.permission
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn functions_are_numbered_top_to_bottom_with_their_companions() {
        assert_eq!(function_name(0), "activated");
        assert_eq!(function_name(1), "activated_2");
        let p = Printed {
            line: 3,
            name: "Dépensez 1 XP, [E]".into(),
            cost: AbilityCost {
                exhaust: true,
                ..AbilityCost::default()
            },
            words: Some("Dépensez 1 XP".into()),
            function: function_name(1),
            permission: None,
        };
        assert_eq!(p.required(), ["activated_2", "activated_2_pay"]);
        assert_eq!(
            p.callable(),
            [
                "activated_2",
                "choose_activated_2",
                "activated_2_pay",
                "activated_2_condition"
            ]
        );
        assert!(is_permanent(CardKind::Legend) && !is_permanent(CardKind::Spell));
    }
}
