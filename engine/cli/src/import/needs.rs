//! What an imported card needs from a script. Two lists (docs/IMPORT.md):
//! - `required`: the functions the loader requires of the card's script
//!   (`Ruleset::required_functions`, the same logic `grimoire check` applies): a spell's
//!   `resolve`, a triggered keyword's linked ability (`deathknell`), a keyword cost in words
//!   (`equip_pay`), a sentence changing a cost (`equip_cost`), an ability printed `COST: EFFECT`
//!   without a keyword (`activated`, `activated_2`…, with `activated_pay` for a cost part in
//!   words, 377.1);
//! - `suggested`: the functions the rules call for the rest of its text, read from the shape of
//!   the English wording: a triggered ability is named after its event ("When you play me" →
//!   `when_played`, "When I attack" → `when_attacks`…), a keyword-linked ability after its
//!   keyword (`legion`; `level_continuous` for a static one), any other line of a permanent is
//!   `continuous`; a condition on using an activated ability ("Use this ability only while …")
//!   is `activated_condition` (377.2.b).
//!
//! What no function can carry (a trigger on an event the rules publish no function for) is a
//! note, so the report does not promise a script can do it.

use grimoire_core::Ruleset;
use grimoire_core::content::card_effects::card_reading;
use grimoire_core::effects::language::EffectLanguage;
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::content::printed::printed_abilities;
use grimoire_riftbound::model::activated::{COST_VERBS, read_cost, split_printed};
use grimoire_riftbound::model::card::{CardKind, CardType};
use grimoire_riftbound::model::glossary::{Glossary, KeywordKind};
use grimoire_riftbound::model::records::Ability;

/// The functions a card's script needs, and what no function covers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    pub required: Vec<String>,
    pub suggested: Vec<String>,
    pub notes: Vec<String>,
    /// The lines the effect language could not read (0-based), with the words it stopped at.
    pub unread: Vec<(usize, String)>,
}

impl Needs {
    /// Whether the card plays as printed without a script: keywords only, or no text.
    pub fn complete(&self) -> bool {
        self.required.is_empty() && self.suggested.is_empty() && self.notes.is_empty()
    }
}

pub fn needs(card: &CardType, glossary: &Glossary, effects: &EffectLanguage) -> Needs {
    let mut n = Needs {
        required: Riftbound::required_functions(card, glossary)
            .iter()
            .map(|f| f.to_string())
            .collect(),
        ..Needs::default()
    };
    let spell = card.kind == CardKind::Spell;
    let printed = printed_abilities(card.kind, &card.text, glossary, &card.domains);
    // What the effect language reads needs no script; what it could not read is named.
    let reading = card_reading(effects, glossary, card, &|_| false);
    let read: Vec<usize> = reading
        .lines
        .iter()
        .filter(|l| l.reading.is_ok())
        .map(|l| l.line)
        .collect();
    for (i, ability) in card.text.abilities.iter().enumerate() {
        if read.contains(&i) && !matches!(ability, Ability::Keywords { .. }) {
            continue;
        }
        match ability {
            Ability::Keywords { .. } => {}
            Ability::Linked { keyword, effect } => {
                let Some(f) = card.abilities.iter().find(|f| f.ability == i) else {
                    continue;
                };
                if let Some(why) = unactivated(card, &keyword.id, &effect.text, glossary) {
                    n.notes.push(format!("line {}: {why}", i + 1));
                    continue;
                }
                let kind = glossary.by_id(&keyword.id).map(|k| glossary.get(k).kind);
                let name = if kind == Some(KeywordKind::Dependent) && is_static(&effect.text) {
                    f.continuous.to_string()
                } else {
                    f.name.to_string()
                };
                n.suggested.push(name);
            }
            Ability::Instruction { instruction } if spell => {
                let _ = instruction; // `resolve` performs every instruction of a spell.
            }
            Ability::Instruction { instruction } => {
                let text = instruction.text.as_str();
                if let Some(p) = printed.iter().find(|p| p.line == i) {
                    // 377.1: its functions are required (`required_functions`); a condition on
                    // using it is the script's to tell (377.2.b).
                    let lower = text.to_lowercase();
                    if ["only while", "only if"].iter().any(|w| lower.contains(w)) {
                        n.suggested.push(p.condition_fn());
                    }
                } else if let Some(f) = death_replacement(text) {
                    // 369: « If a friendly unit would die, … instead » (`rules::death_replacements`).
                    n.suggested.push(f.to_string());
                } else if is_trigger(text) {
                    match event_function(text) {
                        Some(f) => n.suggested.push(f.to_string()),
                        None => n.notes.push(format!(
                            "line {}: a triggered ability on an event the rules publish no card \
                             function for: `{}`",
                            i + 1,
                            first_clause(text)
                        )),
                    }
                } else if let Some(cost) = cost_shaped(text) {
                    // 377.1: a cost the rules do not read is no ability they can activate; no
                    // `continuous` function would make it one.
                    n.notes.push(format!(
                        "line {}: an ability activated for `{cost}`, a cost the rules do not \
                         read yet",
                        i + 1
                    ));
                } else {
                    n.suggested.push("continuous".to_string());
                }
            }
        }
    }
    for (line, unread) in reading.unread() {
        n.unread.push((line.line, unread.words.clone()));
    }
    let made = &reading.functions;
    n.required.retain(|f| !made.contains(f));
    n.suggested.retain(|f| !made.contains(f));
    for list in [&mut n.required, &mut n.suggested] {
        let mut seen = Vec::new();
        list.retain(|f| {
            let new = !seen.contains(f);
            seen.push(f.clone());
            new
        });
    }
    let required = n.required.clone();
    n.suggested.retain(|f| !required.contains(f));
    n
}

/// Why the rules cannot activate an ability a keyword links to `COST : EFFECT` (377.1), if
/// they cannot: a timing keyword's cost holding words (`[Reaction][>] Kill this, …: …`:
/// only symbols are read there), or a keyword with no timing permission, which makes no
/// activated ability (`functions::activated`).
fn unactivated(
    card: &CardType,
    keyword: &str,
    effect: &str,
    glossary: &Glossary,
) -> Option<String> {
    let (cost, _) = split_printed(effect)?;
    if cost.is_empty() {
        return None;
    }
    let (_, words) = read_cost(cost, &card.domains)?;
    let def = glossary.get(glossary.by_id(keyword)?);
    let why = match (def.hooks.permission.is_some(), words) {
        (true, None) => return None,
        (true, Some(words)) => format!("a cost in words (`{words}`) after a timing keyword"),
        (false, _) => format!("`{}` gives it no timing to be activated with", def.en),
    };
    Some(format!(
        "an ability activated for `{cost}` after `[{}]`, which the rules do not make an ability \
         of yet: {why}",
        def.en
    ))
}

/// The cost of a line shaped `COST : EFFECT` that the rules do not read as one (377.1): its
/// cost holds a symbol, or opens with a verb of paying (`Spend`, `Kill`…).
fn cost_shaped(text: &str) -> Option<&str> {
    let (cost, _) = split_printed(text)?;
    let first = cost
        .split(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("")
        .to_lowercase();
    let symbol = cost.contains(":rb_") || cost.contains('[');
    (!cost.is_empty() && (symbol || COST_VERBS.contains(&first.as_str()))).then_some(cost)
}

/// "When …", "Whenever …", "At the start of …": a triggered ability (375) — unless its event
/// "would" happen: "When a unit you control would die, … instead" is a replacement effect
/// (369.1), a passive ability of the card.
fn is_trigger(text: &str) -> bool {
    let t = text.to_lowercase();
    if first_clause(&t).contains(" would ") {
        return false;
    }
    [
        "when ",
        "whenever ",
        "at the start of ",
        "at start of ",
        "at the beginning of ",
        "at the end of ",
    ]
    .iter()
    .any(|p| t.starts_with(p))
}

/// The card function of a replacement of a death (369.1): « If I would die, … » is the card's
/// own (`would_die`), « If a friendly unit would die, … » any unit's or gear's
/// (`unit_would_die`, its condition saying which).
fn death_replacement(text: &str) -> Option<&'static str> {
    let c = first_clause(text).to_lowercase();
    let opening = ["if ", "when ", "whenever "]
        .iter()
        .find_map(|w| c.strip_prefix(w))?;
    let at = [" would die", " would be killed"]
        .iter()
        .find_map(|w| opening.find(w))?;
    Some(if ["i", "this", "me"].contains(&opening[..at].trim()) {
        "would_die"
    } else {
        "unit_would_die"
    })
}

fn first_clause(text: &str) -> &str {
    text.split(',').next().unwrap_or(text).trim()
}

/// The card function of a triggered ability, from its condition's English wording (the event
/// functions of docs/CARDS.md): the event the trigger names; what it says beyond the event
/// ("a spell that costs 5 or more", "another friendly unit") is the function's condition
/// (`<function>_condition`, 383.3.e).
fn event_function(text: &str) -> Option<&'static str> {
    let c = first_clause(text).to_lowercase();
    let names = |phrase: &&str| match phrase.strip_prefix('^') {
        Some(start) => c.starts_with(start),
        None => c.contains(phrase),
    };
    EVENT_PHRASES
        .iter()
        .find(|(phrases, _)| phrases.iter().any(names))
        .map(|&(_, function)| function)
}

/// The wordings of each event function, the first match winning: the card's own events before
/// those about anything, the narrower before the broader ("conquer here" before "conquer").
/// A phrase opening with `^` must open the condition.
const EVENT_PHRASES: &[(&[&str], &str)] = &[
    (
        &[
            "play me",
            "i'm played",
            "i am played",
            "play this",
            "this is played",
        ],
        "when_played",
    ),
    (&["i die", "this dies"], "when_dies"),
    (
        &["leaves the board", "leave the board"],
        "when_leaves_board",
    ),
    (
        &[
            "^at the end of your turn",
            "^at the end of each turn",
            "^at the end of the turn",
            "^at the end of each player's turn",
            "^at the end of a turn",
            "^at end of turn",
        ],
        "at_end_of_turn",
    ),
    (
        &[
            "beginning phase",
            "start of your turn",
            "start of each turn",
        ],
        "at_beginning_phase",
    ),
    (
        &["conquer or hold", "hold or conquer"],
        "when_conquers_or_holds",
    ),
    (&["conquer here", "i conquer"], "when_conquers"),
    (&["hold here", "i hold"], "when_holds"),
    (
        &["conquer", "you score", " scores"],
        "when_battlefield_conquered",
    ),
    (&[" hold"], "when_battlefield_held"),
    (&["defend here", "i defend"], "when_defends"),
    (&["i attack"], "when_attacks"),
    (&["i move"], "when_moves"),
    (
        &[
            "showdown begin",
            "showdown start",
            "showdown open",
            // 459.2: a combat opens with its showdown; whether it is one is the script's to ask.
            "combat begin",
            "combat start",
            "start of combat",
            "start of a combat",
        ],
        "when_showdown_begins",
    ),
    (
        &[
            "win a combat",
            "wins a combat",
            "win combat",
            "win the combat",
        ],
        "when_combat_won",
    ),
    (
        &[
            "becomes [mighty]",
            "become [mighty]",
            "becomes mighty",
            "become mighty",
        ],
        "when_unit_becomes_mighty",
    ),
    (
        &["take damage", "takes damage", "dealt damage", " damaged"],
        "when_unit_damaged",
    ),
    (&["you draw", " draws"], "when_card_drawn"),
    (&[" channel"], "when_rune_channeled"),
    (&[" hide ", " hides "], "when_card_hidden"),
    (
        &[
            "spend a buff",
            "spend my buff",
            "buff is spent",
            "spend its buff",
        ],
        "when_buff_spent",
    ),
    (
        &["gain xp", "gains xp", "gain any xp", "gain experience"],
        "when_xp_gained",
    ),
    (&["spend xp", "spends xp", "spend any xp"], "when_xp_spent"),
    (&["recall", "recalled"], "when_permanent_recalled"),
    (&[" healed", " heal ", " heals"], "when_unit_healed"),
    (&["banish"], "when_card_banished"),
    (
        &[
            "end of combat",
            "end of a combat",
            "combat ends",
            "combat here ends",
        ],
        "at_end_of_combat",
    ),
    (
        &[
            "activated ability",
            "activate an ability",
            "use an ability",
            "my ability",
        ],
        "when_ability_activated",
    ),
    (&[" play ", " plays "], "when_card_played"),
    (&[" dies", " die ", "you kill"], "when_unit_dies"),
    (&[" moves", " move "], "when_unit_moves"),
    (&[" attacks", " attack "], "when_unit_attacks"),
    (&[" defends", " defend "], "when_unit_defends"),
    (
        &["discard one or more", "discard a card or more"],
        "when_cards_discarded",
    ),
    (&["discard"], "when_card_discarded"),
    (&[" ready "], "when_unit_readied"),
    (&[" buff "], "when_unit_buffed"),
    (
        &["you stun", " is stunned", " becomes stunned"],
        "when_unit_stunned",
    ),
    (
        &[
            "you equip",
            "become equipped",
            "becomes equipped",
            "attach an equipment",
            "i'm equipped",
        ],
        "when_unit_equipped",
    ),
    (&["recycle"], "when_cards_recycled"),
    (&["chooses", " choose "], "when_chosen_by_spell"),
];

/// A static effect of a dependent keyword (`[Level 6][>] I have +2 :rb_might:.`): it says what
/// is, not what to do.
fn is_static(text: &str) -> bool {
    let t = text.to_lowercase();
    [
        "i have ",
        "i get ",
        "i gain ",
        "i'm ",
        "i am ",
        "i can ",
        "i don't ",
        "other ",
        "your ",
        "friendly ",
    ]
    .iter()
    .any(|p| t.starts_with(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every function the wordings name is one the rules call for an event (a misspelt one
    /// would be suggested to designers and never run).
    #[test]
    fn each_wording_names_an_event_function() {
        use grimoire_riftbound::model::glossary::TriggerEvent;
        for (_, function) in EVENT_PHRASES {
            assert!(
                TriggerEvent::ALL
                    .iter()
                    .any(|e| e.card_function() == *function),
                "{function}"
            );
        }
    }

    /// 369.1: a replacement of a death goes to the card's own or to any unit's function.
    #[test]
    fn a_death_replacement_names_its_function() {
        assert_eq!(
            death_replacement("If a unit you control would die, banish this instead."),
            Some("unit_would_die")
        );
        assert_eq!(
            death_replacement("If I would die, you may pay [1] to recall me instead."),
            Some("would_die")
        );
        assert_eq!(death_replacement("When a unit dies, draw 1."), None);
        assert_eq!(
            death_replacement("If you would play a token, play two instead."),
            None
        );
    }

    /// 377.1: a line shaped `COST : EFFECT` whose cost holds a symbol or opens with a verb of
    /// paying is an activated ability, never a `continuous` one; "Choose one: …" is no cost.
    #[test]
    fn a_cost_shape_is_told_from_a_colon_in_a_sentence() {
        assert_eq!(
            cost_shaped("Spend 2 XP, :rb_foo:: Draw 1."),
            Some("Spend 2 XP, :rb_foo:")
        );
        assert_eq!(cost_shaped("Kill this: Draw 1."), Some("Kill this"));
        assert_eq!(cost_shaped("Choose one: draw 1 or deal 1."), None);
        assert_eq!(
            cost_shaped("Other friendly units have +1 :rb_might:."),
            None
        );
    }

    #[test]
    fn triggers_are_named_after_their_event() {
        assert_eq!(
            event_function("When you play me, draw 1."),
            Some("when_played")
        );
        assert_eq!(
            event_function("When I attack, deal 1 to a unit."),
            Some("when_attacks")
        );
        assert_eq!(
            event_function("When you conquer here, draw 1."),
            Some("when_conquers")
        );
        assert_eq!(
            event_function("When you hold here, draw 1."),
            Some("when_holds")
        );
        assert_eq!(
            event_function("When you conquer, ready me."),
            Some("when_battlefield_conquered")
        );
        assert_eq!(
            event_function("When you play a spell that costs 4 or more, draw 1."),
            Some("when_card_played")
        );
        assert_eq!(
            event_function("When another friendly unit dies, draw 1."),
            Some("when_unit_dies")
        );
        assert_eq!(
            event_function("At the end of your turn, ready 2 runes."),
            Some("at_end_of_turn")
        );
        assert_eq!(
            event_function("When a unit moves from here, give it +1."),
            Some("when_unit_moves")
        );
        assert_eq!(
            event_function("When you stun a unit, draw 1."),
            Some("when_unit_stunned")
        );
        assert_eq!(
            event_function("When you kill a stunned unit, draw 1."),
            Some("when_unit_dies")
        );
        assert_eq!(
            event_function("When a player chooses a friendly unit here, draw 1."),
            Some("when_chosen_by_spell")
        );
        assert_eq!(
            event_function("When you heal a unit, draw 1."),
            Some("when_unit_healed")
        );
        assert_eq!(
            event_function("When you banish a card, draw 1."),
            Some("when_card_banished")
        );
        assert_eq!(event_function("When you level up, draw 1."), None);
        assert_eq!(
            event_function("At the start of combat, draw 1."),
            Some("when_showdown_begins")
        );
        assert_eq!(
            event_function("When this leaves the board, draw 1."),
            Some("when_leaves_board")
        );
        assert_eq!(
            event_function("At the end of combat, draw 1."),
            Some("at_end_of_combat")
        );
        assert_eq!(
            event_function("When you gain XP, draw 1."),
            Some("when_xp_gained")
        );
        assert_eq!(
            event_function("When you score, draw 1."),
            Some("when_battlefield_conquered")
        );
        assert!(is_trigger("Whenever you draw, …"));
        assert!(!is_trigger(
            "When a friendly unit would die, you may exhaust me to recall it instead."
        ));
        assert_eq!(
            event_function("When you win a combat, draw 1."),
            Some("when_combat_won")
        );
        assert_eq!(
            event_function("When a showdown begins here, draw 1."),
            Some("when_showdown_begins")
        );
        assert_eq!(
            event_function("When a unit becomes [Mighty], draw 1."),
            Some("when_unit_becomes_mighty")
        );
        assert_eq!(
            event_function("When you use an activated ability of a gear, draw 1."),
            Some("when_ability_activated")
        );
        assert_eq!(
            event_function("When I take damage, draw 1."),
            Some("when_unit_damaged")
        );
        assert!(!is_trigger("Other friendly units have +1 :rb_might:."));
    }
}
