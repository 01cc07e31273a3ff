//! The activated abilities printed on a card (376–381), read from its text once, when the card
//! loads: the rules list a card's abilities at every legal-action listing, so their names,
//! costs and script functions are not worked out again each time.

use super::cost::{Cost, Domain};
use super::glossary::{KwId, Permission};
use std::rc::Rc;

/// One activated ability of a card, as printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activated {
    /// How traces and scenarios name it: the keyword's printed name (`Équiper`).
    pub name: Rc<str>,
    /// The printed cost, `[C]` resolved against the card's domains (135.2.e.6).
    pub cost: AbilityCost,
    /// The function that resolves it.
    pub function: Rc<str>,
    /// The activated keyword whose behaviour script holds `function`; `None` when the card's
    /// own script does (`[Réaction][>]` abilities).
    pub keyword: Option<KwId>,
    /// Timing permission of `[Action][>]` / `[Réaction][>]` abilities.
    pub permission: Option<Permission>,
    /// The card-script function that may modify the cost (818.1.c.4), for activated keywords.
    pub cost_fn: Option<Rc<str>>,
    /// Card-script functions that may alter the timing and the targeting (818.1.c.5), for
    /// activated keywords.
    pub timing_fn: Option<Rc<str>>,
    pub chooser_fn: Option<Rc<str>>,
    /// The card-script function paying the part of the cost printed in words
    /// (`[Equip] - Kill a friendly unit`, 818.1.c.3): `equip_pay`, `equip_pay_2` for a second
    /// way of paying.
    pub pay_fn: Option<Rc<str>>,
}

/// A cost with its resource part and its non-resource part (818.1.c.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AbilityCost {
    pub resources: Cost,
    /// `[E]`: exhaust the card whose ability this is.
    pub exhaust: bool,
}

/// Reads a cost such as `[1][C]` or `[1][E]` (`[T]`, the older exhaust symbol, too).
pub fn parse_cost(s: &str, domains: &[Domain]) -> Option<AbilityCost> {
    let exhaust = s.contains("[E]") || s.contains("[T]");
    let rest = s.replace("[E]", "").replace("[T]", "");
    let resources = Cost::parse(&rest).ok()?.resolve_own(domains);
    Some(AbilityCost { resources, exhaust })
}
