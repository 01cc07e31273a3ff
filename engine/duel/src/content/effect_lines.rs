//! Which lines of a duel card the effect language reads (grammar/duel/effects.toml), and the
//! function each makes: an instant's or a sorcery's instructions are its effect, `resolve`, their
//! choices in `choose`; an activated ability's effect (`{T} : Engagez la créature ciblée.`) its
//! function, `ability`, `ability_2`…, when its cost is mana and `{T}` only; any other line of a
//! permanent is a triggered ability, named after its event, or a static one, `continuous`.
//!
//! A card's text names the card itself by its name (« Trait de braise inflige 3 blessures … »):
//! the language reads that name as « cette carte », so one phrase serves every card.

use crate::model::card::CardType;
use crate::model::functions::{CHOOSE, CONTINUOUS, RESOLVE};
use crate::model::glossary::Glossary;
use crate::model::records::Ability;
use grimoire_core::effects::{Goes, LineJob};

/// How the language reads the card's own name in its text.
pub const SELF: &str = "cette carte";

pub fn effect_lines(card: &CardType, _: &Glossary) -> Vec<LineJob> {
    let mut out = Vec::new();
    let permanent = card.kind.is_permanent();
    for (line, ability) in card.text.abilities.iter().enumerate() {
        let Ability::Instruction { instruction } = ability else {
            continue;
        };
        let mut text = instruction.text.as_str();
        let goes = if !permanent {
            Goes::Function {
                name: RESOLVE.into(),
                chooser: CHOOSE.into(),
            }
        } else if is_activated(text) {
            // `cost : effect`: the effect is its function's (`ability`, `ability_2`…); a cost
            // in words beyond mana and {T} is paid by its choice function, a script's.
            let Some((cost, effect)) = text.split_once(':') else {
                continue;
            };
            let Some(a) = card
                .activated
                .iter()
                .find(|a| a.keyword.is_none() && *a.name == *text.trim())
            else {
                continue;
            };
            if !symbols_only(cost) {
                continue;
            }
            text = effect;
            Goes::Function {
                name: a.function.to_string(),
                chooser: a.chooser.to_string(),
            }
        } else {
            Goes::TriggerOrStatic {
                name: CONTINUOUS.into(),
            }
        };
        out.push(LineJob {
            line,
            text: own_name(text, &card.name),
            goes,
            condition: None,
            cost: None,
        });
    }
    out
}

/// An activated ability is written `cost : effect` (its function is the script's, `ability`).
fn is_activated(text: &str) -> bool {
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ':' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// A cost of mana symbols and `{T}` only (« {T} », « {2}{G} »), nothing in words.
fn symbols_only(cost: &str) -> bool {
    let mut depth = 0usize;
    cost.chars().all(|c| match c {
        '{' => {
            depth += 1;
            true
        }
        '}' => {
            depth = depth.saturating_sub(1);
            true
        }
        _ => depth > 0 || c.is_whitespace() || c == ',',
    })
}

/// `text` with each mention of the card's own `name` read as « cette carte », whatever its case.
fn own_name(text: &str, name: &str) -> String {
    if name.is_empty() {
        return text.to_string();
    }
    let lower = text.to_lowercase();
    let needle = name.to_lowercase();
    // Lowercasing keeps these names' byte lengths (French letters included), so offsets agree.
    if lower.len() != text.len() {
        return text.to_string();
    }
    let mut out = String::new();
    let mut at = 0;
    while let Some(i) = lower[at..].find(&needle) {
        out.push_str(&text[at..at + i]);
        out.push_str(SELF);
        at += i + needle.len();
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cards_own_name_reads_as_this_card() {
        assert_eq!(
            own_name("Trait de braise inflige 3 blessures.", "Trait de braise"),
            "cette carte inflige 3 blessures."
        );
        assert_eq!(
            own_name("Piochez une carte.", "Afflux"),
            "Piochez une carte."
        );
        assert!(is_activated("{T} : Engagez la créature ciblée."));
        assert!(!is_activated("La créature équipée gagne +2/+0."));
        assert!(symbols_only("{2}{G}, {T} ") && !symbols_only("Sacrifiez une créature "));
    }
}
