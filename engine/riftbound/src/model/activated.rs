//! The activated abilities printed on a card (376–381), read from its text once, when the card
//! loads: the rules list a card's abilities at every legal-action listing, so their names,
//! costs and script functions are not worked out again each time.

use super::cost::{Cost, Domain};
use super::glossary::{KwId, Permission};
use std::rc::Rc;

/// One activated ability of a card, as printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activated {
    /// How traces and scenarios name it: the keyword's printed name (`Équiper`), or the cost as
    /// printed for an ability without a keyword (`[1], [E]`).
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
    /// The card-script function that says whether the ability may be used now, for a condition
    /// printed on using it (`Use this ability only while …`, 377.2.b): `activated_condition`.
    /// The script may leave it out; the rules call it only when it is defined.
    pub condition_fn: Option<Rc<str>>,
}

impl Activated {
    /// How a person reading the game in the language they chose reads it: a keyword's ability
    /// by the keyword's name in that language (`Equip`), else its name. Scripts and scenarios
    /// go by `name`.
    pub fn shown(&self, glossary: &crate::model::glossary::Glossary) -> Rc<str> {
        match self.keyword {
            Some(kw) if grimoire_core::words::shown().is_some() => glossary.get(kw).shown().into(),
            _ => self.name.clone(),
        }
    }
}

/// A cost with its resource part and its non-resource part (818.1.c.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AbilityCost {
    pub resources: Cost,
    /// `[E]`: exhaust the card whose ability this is.
    pub exhaust: bool,
}

/// Reads a cost such as `[1][C]` or `[1][E]` (`[T]`, the older exhaust symbol, and the gallery's
/// `:rb_exhaust:` too; parts may be separated by commas). A part in words is no such cost.
pub fn parse_cost(s: &str, domains: &[Domain]) -> Option<AbilityCost> {
    if s.trim().is_empty() {
        return Some(AbilityCost::default());
    }
    let (cost, words) = read_cost(s, domains)?;
    words.is_none().then_some(cost)
}

/// 377.1: the cost and the effect of a line printed `COST : EFFECT` — what stands before its
/// first colon that is not part of a gallery symbol (`:rb_exhaust:`), trimmed.
pub fn split_printed(text: &str) -> Option<(&str, &str)> {
    let mut i = 0;
    while let Some(c) = text[i..].chars().next() {
        match c {
            '[' => match text[i..].find(']') {
                Some(end) => i += end + 1,
                None => return None,
            },
            ':' => match gallery_symbol_len(&text[i..]) {
                Some(len) => i += len,
                None => return Some((text[..i].trim(), text[i + 1..].trim())),
            },
            c => i += c.len_utf8(),
        }
    }
    None
}

/// The length of a gallery symbol (`:rb_energy_1:`) at the start of `s`, as the card-text
/// grammar reads one: lower-case letters, `_`, then letters, digits and `_`, between colons.
fn gallery_symbol_len(s: &str) -> Option<usize> {
    let inner = &s[1..];
    let end = inner.find(':')?;
    let name = &inner[..end];
    let (head, tail) = name.split_once('_')?;
    let ok = !head.is_empty()
        && head.bytes().all(|b| b.is_ascii_lowercase())
        && !tail.is_empty()
        && tail.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    ok.then_some(end + 2)
}

/// The verbs a cost in words opens with (`Kill this`, `Spend a buff`, `Discard 1`, `Recycle 2
/// cards from your trash`; French as printed), so that a line such as `Choose one: …` is not
/// read as a cost.
pub const COST_VERBS: [&str; 18] = [
    "kill",
    "spend",
    "discard",
    "recycle",
    "exhaust",
    "pay",
    "banish",
    "return",
    "reveal",
    "tuez",
    "dépensez",
    "défaussez",
    "recyclez",
    "épuisez",
    "payez",
    "bannissez",
    "renvoyez",
    "révélez",
];

/// 377.1, 818.1.c.3: a printed cost read into its resources, `[E]`, and its parts in words
/// (joined by `, ` as printed), or `None` when it is no cost: a part neither symbols nor words,
/// or words only that open with no verb of paying.
pub fn read_cost(s: &str, domains: &[Domain]) -> Option<(AbilityCost, Option<String>)> {
    let mut cost = AbilityCost::default();
    let mut words: Vec<&str> = Vec::new();
    let mut symbols = false;
    for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let exhaust = ["[E]", "[T]", ":rb_exhaust:"];
        let rest = exhaust
            .iter()
            .fold(part.to_string(), |r, e| r.replace(e, ""));
        let starts_symbol = part.starts_with('[') || part.starts_with(':');
        match Cost::parse(&rest) {
            Ok(c) if starts_symbol => {
                cost.exhaust |= exhaust.iter().any(|e| part.contains(e));
                cost.resources = cost.resources.plus(&c.resolve_own(domains));
                symbols = true;
            }
            _ if starts_symbol => return None,
            _ => words.push(part),
        }
    }
    let verb = |w: &str| {
        // `Tuez-moi`, `Défaussez-en 1`: the verb ends at the first character no letter.
        let first = w.split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
        let first = first.to_lowercase();
        COST_VERBS.contains(&first.as_str())
    };
    if !symbols && !words.first().is_some_and(|w| verb(w)) {
        return None;
    }
    Some((cost, (!words.is_empty()).then(|| words.join(", "))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cost_stands_before_the_first_colon_outside_a_symbol() {
        assert_eq!(
            split_printed(":rb_exhaust:: Deal 2 to a unit."),
            Some((":rb_exhaust:", "Deal 2 to a unit."))
        );
        assert_eq!(
            split_printed(":rb_energy_1: :rb_exhaust:: Draw 1."),
            Some((":rb_energy_1: :rb_exhaust:", "Draw 1."))
        );
        assert_eq!(
            split_printed("[1][R], [E] : Préparez une unité."),
            Some(("[1][R], [E]", "Préparez une unité."))
        );
        assert_eq!(split_printed("Piochez 1."), None);
    }

    #[test]
    fn costs_read_symbols_exhaust_and_words() {
        let (c, words) = read_cost(":rb_energy_1:, :rb_exhaust:", &[]).unwrap();
        assert_eq!((c.resources.energy, c.exhaust, words), (1, true, None));
        let (c, words) = read_cost("[1][C], [T]", &[Domain::Fury]).unwrap();
        assert_eq!(c.resources.power[Domain::Fury.index()], 1);
        assert!(c.exhaust && words.is_none());
        let (c, words) = read_cost("Kill this, :rb_exhaust:", &[]).unwrap();
        assert_eq!((c.exhaust, words.as_deref()), (true, Some("Kill this")));
        let (_, words) = read_cost("Tuez-moi, [E]", &[]).unwrap();
        assert_eq!(words.as_deref(), Some("Tuez-moi"));
        let (_, words) = read_cost("Spend a buff", &[]).unwrap();
        assert_eq!(words.as_deref(), Some("Spend a buff"));
        assert_eq!(read_cost("Choose one", &[]), None);
        assert_eq!(read_cost("[1][X]", &[]), None);
        assert_eq!(parse_cost("Kill this, [E]", &[]), None);
        assert_eq!(parse_cost("", &[]), Some(AbilityCost::default()));
    }
}
