//! Which script functions a Riftbound card's text needs, and which the rules may call (the
//! naming convention of the README): a spell's instructions run `resolve` (choices in
//! `choose`); a keyword-linked ability runs the keyword's id (`deathknell`, then
//! `deathknell_2`…); a triggered ability written as an instruction runs the function named after
//! its event (`when_played`…); a continuous ability `continuous` / `<ability>_continuous`; an
//! activated keyword's cost, timing and choices `<keyword>_cost`, `<keyword>_timing`,
//! `choose_<keyword>` (818.1.c.4–5); a keyword cost printed in words `<keyword>_pay`
//! (`<keyword>_pay_2`… for further ways of paying, 818.1.c.3); an ability printed `COST :
//! EFFECT` without a keyword `activated`, `activated_2`… (377.1, `printed.rs`).

use super::printed::printed_abilities;
use crate::model::activated::{AbilityCost, Activated, parse_cost, split_printed};
use crate::model::card::{CardKind, CardType};
use crate::model::cost::{Cost, Domain};
use crate::model::functions::{
    ACTIVATE, ADDITIONAL_COST, CHOOSE, CONTINUOUS, COST_LESS, ENTERS_READY, RESOLVE,
    ability_functions, choose_fn, condition_fn,
};
use crate::model::glossary::{Glossary, KeywordKind, TriggerEvent};
use crate::model::records::{Ability, CardText};
use std::rc::Rc;

/// The functions a card's text needs: each keyword-linked ability of a keyword with a trigger
/// hook, `resolve` for a spell with instructions, a spell's ability linked to a keyword with a
/// condition (`level`, run as it resolves), and each ability printed with a cost without
/// a keyword (`activated`, with `activated_pay` for a cost in words, 377.1, 818.1.c.3). A
/// missing one is a load error.
pub fn required(card: &CardType, glossary: &Glossary) -> Vec<Rc<str>> {
    let mut needed: Vec<Rc<str>> = card
        .abilities
        .iter()
        .filter(|f| {
            f.keyword
                .is_some_and(|k| glossary.get(k).hooks.trigger.is_some())
        })
        .map(|f| f.name.clone())
        .collect();
    let has_instructions = card
        .text
        .abilities
        .iter()
        .any(|a| matches!(a, Ability::Instruction { .. }));
    if card.kind == CardKind::Spell && has_instructions {
        needed.push(RESOLVE.into());
    }
    // 727, 340.1: a spell's dependent ability whose keyword has a condition (`[Level 6][>] …`)
    // runs its function as the spell resolves, once the condition holds (`chain::spell_effects`).
    if card.kind == CardKind::Spell {
        needed.extend(
            card.abilities
                .iter()
                .filter(|f| {
                    f.keyword
                        .is_some_and(|k| glossary.get(k).hooks.condition.is_some())
                })
                .map(|f| f.name.clone()),
        );
    }
    for p in printed_abilities(card.kind, &card.text, glossary, &card.domains) {
        needed.extend(p.required().into_iter().map(Rc::from));
    }
    // 818.1.c.3–4: a cost in words is paid, a sentence changing a cost computed, by the card's
    // script.
    for k in card.text.abilities.iter().flat_map(|a| a.keywords()) {
        for (way, printed) in k.ways().iter().enumerate() {
            if printed.words.is_some() {
                needed.push(pay_function(&k.id, way).into());
            }
        }
        if k.cost_note.is_some() {
            needed.push(keyword_card_functions(&k.id)[0].as_str().into());
        }
    }
    needed
}

/// The card-script function paying the words of way `way` (0-based) of keyword `id`'s printed
/// cost: `equip_pay`, then `equip_pay_2`… It makes the choices the words ask for, pays, and
/// returns whether it could.
pub fn pay_function(id: &str, way: usize) -> String {
    let key = id.replace('-', "_");
    match way {
        0 => format!("{key}_pay"),
        n => format!("{key}_pay_{}", n + 1),
    }
}

/// A unit whose script has this function may also be played to an open battlefield (a text
/// like « I may be played to an open battlefield », 169.10.c): the rules read that it is
/// there, as a mark, and never call it.
pub const PLAY_TO_OPEN: &str = "play_to_open_battlefield";

/// The units its controller plays, other than itself, enter ready while it is on the board
/// (a text like « your other units enter ready »): a mark the rules read as a unit enters,
/// never called.
pub const OTHERS_READY: &str = "others_enter_ready";

/// What a permanent takes off the cost of a card its controller plays (356.4.a, « Your Dragons
/// cost [1] less »): asked with that card as `ctx.subject` and its energy cost so far as
/// `ctx.value` (`rules::discounts`).
pub const DISCOUNT: &str = "discount";

/// A battlefield whose script has this function keeps units from moving from it to a base,
/// by any move (a text saying no unit may go from this battlefield to a base: a "can't" of
/// its text, which wins over any permission): a mark the rules read as a unit would move,
/// never called.
pub const NO_MOVES_TO_BASE: &str = "no_moves_to_base";

/// A unit whose script has this function may have any number of buffs (« I may have any number
/// of buffs », against 426.1.b.1's one): a mark the rules read as it is buffed, never called.
pub const MANY_BUFFS: &str = "any_number_of_buffs";
/// A unit whose script has this function must be assigned combat damage first, or last (its
/// own text, as Tank's keyword, 815; 460.2.c.5): marks the rules read as damage is assigned,
/// never called.
pub const DAMAGE_FIRST: &str = "damage_first";
pub const DAMAGE_LAST: &str = "damage_last";
/// The units its controller plays may also be played to an open battlefield while it is on the
/// board (« Your units may be played to open battlefields », 169.10.c): a mark the rules
/// read where a unit may be played, never called.
pub const OTHERS_TO_OPEN: &str = "others_play_to_open_battlefield";
/// A replacement of the card's own death (« If I would die, … instead », 369.1): run as it
/// would die, in place of its death (`rules::death_replacements`).
pub const WOULD_DIE: &str = "would_die";
/// A replacement of the death of any unit or gear on the board (« If a friendly unit would
/// die, … instead », 369.1), the one that would die `ctx.subject`; its condition
/// (`unit_would_die_condition`) says which deaths it applies to (370.1).
pub const UNIT_WOULD_DIE: &str = "unit_would_die";
/// A replacement of the making of a token (« If you would play a token, … instead », 370.1):
/// run in place of it, the token it would make read with `ctx.token_to_make()`; its condition
/// (`token_would_be_made_condition`) says which tokens it applies to (`rules::token_replacements`).
pub const TOKEN_WOULD_BE_MADE: &str = "token_would_be_made";

/// What opens the name of an ability that works from its owner's trash (366.1: its text says
/// where it works, « … return this from your trash to your hand »): `in_trash_` before the
/// function the same ability has on the board (`in_trash_when_unit_dies`,
/// `in_trash_unit_would_die`), asked only while the card is in a trash (383.2.c.1, 370.3).
pub const IN_TRASH: &str = "in_trash_";

/// The replacement of a death working from the trash (370.3).
pub const IN_TRASH_UNIT_WOULD_DIE: &str = "in_trash_unit_would_die";

/// The name of `function` working from the trash.
pub fn in_trash(function: &str) -> String {
    format!("{IN_TRASH}{function}")
}

/// A limit the card's own text puts on when it may be played (« Play me only during an
/// opponent's turn », 366.1): asked as the card is played, from wherever it is played, whether
/// the play may go on (`rules::play_limit`).
pub const MAY_BE_PLAYED: &str = "may_be_played";

/// The functions the rules may call for `card`: `resolve`, `choose`, `continuous`, each ability
/// function of its text with its `choose_` and `_continuous` companions, the event functions,
/// and the activated keywords' `_cost`, `_timing` and `choose_` functions.
pub fn callable(card: &CardType, glossary: &Glossary) -> Vec<String> {
    let mut names: Vec<String> = [
        RESOLVE,
        CHOOSE,
        CONTINUOUS,
        ENTERS_READY,
        COST_LESS,
        ADDITIONAL_COST,
        PLAY_TO_OPEN,
        OTHERS_READY,
        DISCOUNT,
        NO_MOVES_TO_BASE,
        MANY_BUFFS,
        OTHERS_TO_OPEN,
        DAMAGE_FIRST,
        DAMAGE_LAST,
        WOULD_DIE,
        UNIT_WOULD_DIE,
        TOKEN_WOULD_BE_MADE,
        MAY_BE_PLAYED,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    names.extend([WOULD_DIE, UNIT_WOULD_DIE, TOKEN_WOULD_BE_MADE].map(condition_fn));
    // 366.1, 383.2.c.1, 370.3: any card may be in a trash, a spell too.
    names.extend(trash_functions().iter().cloned());
    for f in &card.abilities {
        names.push(f.chooser.to_string());
        names.push(f.continuous.to_string());
        names.push(f.name.to_string());
    }
    // Triggered abilities written as instructions (« Lorsque j'attaque, … ») are functions
    // named after their event: those of the events that can reach a card of its type.
    names.extend(
        TriggerEvent::ALL
            .iter()
            .filter(|&&e| super::reach::reaches(card.kind, e))
            .flat_map(|e| event_names(*e).iter().cloned()),
    );
    // 818.1.c.4–5: an activated keyword the card has may have its cost, timing or targeting
    // changed by the card script (rules/activate.rs).
    for k in card.text.abilities.iter().flat_map(|a| a.keywords()) {
        if glossary.get(k.kw).kind == KeywordKind::Activated || k.cost_note.is_some() {
            names.extend(keyword_card_functions(&k.id));
        }
        for way in 0..k.ways().len() {
            names.push(pay_function(&k.id, way));
        }
    }
    for p in printed_abilities(card.kind, &card.text, glossary, &card.domains) {
        names.extend(p.callable());
    }
    names
}

/// The card-script functions that change an activated keyword with glossary id `id`: its cost
/// (`<keyword>_cost`, 818.1.c.4), its timing (`<keyword>_timing`) and its targeting
/// (`choose_<keyword>`, 818.1.c.5).
fn keyword_card_functions(id: &str) -> [String; 3] {
    let key = id.replace('-', "_");
    [
        format!("{key}_cost"),
        format!("{key}_timing"),
        format!("choose_{key}"),
    ]
}

/// The activated abilities of a card of `kind`, top to bottom (803), named once when the card
/// loads. Three kinds of printed text make one, the first two read from the glossary, never by
/// keyword name:
/// - a keyword whose kind is `activated`, with its cost parameter (`Équiper [1][C]`, 818.1.c):
///   its behaviour is the keyword script's `activate`;
/// - a keyword with a timing permission linked to a cost and an effect
///   (`[Réaction][>] [E] : Piochez 1.`, 806.1.d, 813.1.d): its behaviour is the card script's
///   function for that ability, its timing the keyword's permission (806.1.c.2, 813.1.c.2);
/// - on a permanent, a line `COST : EFFECT` without a keyword (377.1): its behaviour is the
///   card script's `activated` (`activated_2`…), its cost in words paid by `activated_pay`
///   (`printed.rs`).
pub fn activated(
    kind: CardKind,
    text: &CardText,
    glossary: &Glossary,
    domains: &[Domain],
) -> Vec<Activated> {
    let functions = ability_functions(text, glossary);
    let mut printed = printed_abilities(kind, text, glossary, domains)
        .into_iter()
        .peekable();
    let mut out = Vec::new();
    for (i, ability) in text.abilities.iter().enumerate() {
        match ability {
            Ability::Keywords { keywords } => {
                for k in keywords {
                    let def = glossary.get(k.kw);
                    if def.kind != KeywordKind::Activated {
                        continue;
                    }
                    // 818.4: each instance is an ability of its own; each way of paying its
                    // printed cost too, so the player picks one by picking the ability.
                    let [cost_fn, timing_fn, chooser_fn] =
                        keyword_card_functions(&def.id).map(|f| Some(Rc::from(f)));
                    let mut ways = k.ways();
                    if ways.is_empty() {
                        ways.push(grimoire_core::model::records::PrintedCost {
                            resources: None,
                            words: None,
                        });
                    }
                    for (way, printed) in ways.iter().enumerate() {
                        out.push(Activated {
                            name: def.fr.as_str().into(),
                            cost: AbilityCost {
                                resources: printed
                                    .resources
                                    .unwrap_or(Cost::ZERO)
                                    .resolve_own(domains),
                                exhaust: false,
                            },
                            function: ACTIVATE.into(),
                            keyword: Some(k.kw),
                            permission: None,
                            cost_fn: cost_fn.clone(),
                            timing_fn: timing_fn.clone(),
                            chooser_fn: chooser_fn.clone(),
                            pay_fn: printed
                                .words
                                .as_ref()
                                .map(|_| Rc::from(pay_function(&def.id, way))),
                            condition_fn: None,
                        });
                    }
                }
            }
            Ability::Linked { keyword, effect } => {
                let def = glossary.get(keyword.kw);
                let Some(permission) = def.hooks.permission else {
                    continue;
                };
                // 377.1: a cost, a colon, an effect.
                let Some((cost, _)) = split_printed(&effect.text) else {
                    continue;
                };
                let Some(cost) = parse_cost(cost.trim(), domains) else {
                    continue;
                };
                let Some(f) = functions.iter().find(|f| f.ability == i) else {
                    continue;
                };
                out.push(Activated {
                    name: def.fr.as_str().into(),
                    cost,
                    function: f.name.clone(),
                    keyword: None,
                    permission: Some(permission),
                    cost_fn: None,
                    timing_fn: None,
                    chooser_fn: None,
                    pay_fn: None,
                    condition_fn: None,
                });
            }
            Ability::Instruction { .. } => {
                let Some(p) = printed.next_if(|p| p.line == i) else {
                    continue;
                };
                out.push(Activated {
                    name: p.name.as_str().into(),
                    cost: p.cost,
                    function: p.function.as_str().into(),
                    keyword: None,
                    permission: p.permission,
                    cost_fn: None,
                    timing_fn: None,
                    chooser_fn: None,
                    pay_fn: p.words.as_ref().map(|_| Rc::from(p.pay_fn())),
                    condition_fn: Some(p.condition_fn().into()),
                });
            }
        }
    }
    out
}

/// The functions named after an event, each with its choice and condition functions: the same
/// for every card, named once (every card's callable names hold them), three an event in
/// `TriggerEvent::ALL`'s order (`event_names`).
fn event_functions() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        TriggerEvent::ALL
            .iter()
            .flat_map(|e| {
                let f = e.card_function();
                [choose_fn(f), f.to_string(), condition_fn(f)]
            })
            .collect()
    })
}

/// The functions working from a trash: a triggered ability on each event asked of every
/// card (the observed ones) with its choice and condition, and the replacement of a death.
fn trash_functions() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let events = TriggerEvent::ALL.iter().filter(|e| e.observed());
        let mut names: Vec<String> = events
            .flat_map(|e| {
                let f = in_trash(e.card_function());
                [choose_fn(&f), condition_fn(&f), f]
            })
            .collect();
        names.push(condition_fn(IN_TRASH_UNIT_WOULD_DIE));
        names.push(IN_TRASH_UNIT_WOULD_DIE.to_string());
        names
    })
}

/// The function of a triggered ability on `event`, its choice and its condition functions
/// (`event_functions`' three for it).
fn event_names(event: TriggerEvent) -> &'static [String] {
    let at = TriggerEvent::ALL.iter().position(|e| *e == event);
    let at = at.expect("every event is in TriggerEvent::ALL");
    &event_functions()[3 * at..3 * at + 3]
}

/// Why the engine never calls `name` on `card`: a triggered ability's function (or its choice
/// or condition) for an event that never reaches a card of its type (`reach.rs`).
pub fn never_called(card: &CardType, name: &str) -> Option<String> {
    let at = event_functions()
        .chunks(3)
        .position(|names| names.iter().any(|n| n == name))?;
    let event = TriggerEvent::ALL[at];
    (!super::reach::reaches(card.kind, event)).then(|| super::reach::why_not(card.kind, event))
}

/// The callable names, the event functions every card may define summed up in one phrase.
pub fn help(names: &[String]) -> String {
    let events = event_functions();
    let continuous = |n: &str| n == CONTINUOUS || n.ends_with("_continuous");
    let mut v: Vec<String> = names
        .iter()
        .filter(|n| !events.contains(n) && !continuous(n) && !trash_functions().contains(n))
        .map(|n| format!("`{n}`"))
        .collect();
    let mut reached: Vec<&String> = names
        .iter()
        .filter(|n| events.contains(n) && !n.ends_with("_condition") && !n.starts_with("choose_"))
        .collect();
    reached.sort_by_key(|n| (n.as_str() != "when_played", n.as_str() != "when_dies"));
    match reached.as_slice() {
        [] => {}
        [one] => v.push(format!("`{one}` and its condition (`{one}_condition`)")),
        [a, b, ..] => v.push(format!(
            "a triggered ability named after its event (`{a}`, `{b}`, …) and its condition \
             (`{a}_condition`, …)"
        )),
    }
    v.push("a continuous ability (`continuous`, `<ability>_continuous`)".into());
    if names.iter().any(|n| trash_functions().contains(n)) {
        v.push(format!(
            "an ability working from the trash (`{IN_TRASH}` before its name: \
             `{IN_TRASH}when_unit_dies`, `{IN_TRASH_UNIT_WOULD_DIE}`, 366.1)"
        ));
    }
    v.join(", ")
}
