//! A printed line nothing performs is an error at load, at the line: a trigger or static line of
//! a permanent ("When you play me, …") that the effect language does not read and no function
//! of the card's own script can perform would load clean and never do anything in play.
//!
//! The lines that make a function the card must have (a spell's `resolve`, a keyword's linked
//! ability, an activated ability) are the required functions' check (`cards.rs`); this one is
//! for the lines the ruleset gives the language as a trigger or a static ability
//! (`Goes::Trigger`, `Goes::TriggerOrStatic`), whose function a script may name after its event.

use super::card_file::{CardDefinition, FileCtx};
use super::spans::value_offset;
use crate::diag::{Diagnostic, SourcePos};
use crate::effects::{CardReading, Goes};
use crate::model::card::CardType;
use crate::model::catalog::Catalog;
use crate::model::records::Ability;
use crate::ruleset::Ruleset;

/// Reports each such line of `card` that `reading` left unread while the card's own script
/// defines no function that could perform it (one the ruleset may call and its text does not
/// already require for another line).
pub fn check<R: Ruleset>(
    cx: &FileCtx,
    def: &R::CardDef,
    card: &CardType<R>,
    reading: &CardReading,
    catalog: &Catalog<R>,
    errors: &mut Vec<Diagnostic>,
) {
    let Some(field) = def.text() else { return };
    if reading.unread().next().is_none() {
        return;
    }
    let jobs = R::effect_lines(card, &catalog.glossary);
    if performed_by_script(card, catalog) {
        return;
    }
    for (line, unread) in reading.unread() {
        let free = jobs
            .iter()
            .find(|j| j.line == line.line)
            .is_some_and(|j| !matches!(j.goes, Goes::Function { .. }));
        if !free {
            continue;
        }
        let Some(Ability::Instruction { instruction }) = card.text.abilities.get(line.line) else {
            continue;
        };
        let at = value_offset(cx.src, &field.span(), instruction.span.start);
        let script = match def.script() {
            Some(_) => "its script defines no function that could perform it".to_string(),
            None => "the card has no script".to_string(),
        };
        errors.push(
            Diagnostic::new(
                SourcePos::at_indexed(cx.file, cx.src, cx.lines, at),
                format!(
                    "nothing performs this line of card `{}`: the effect language does not read \
                     « {} », and {script}",
                    card.id, unread.words
                ),
            )
            .with_help(format!(
                "{}write it as docs/EFFECTS.md says (`grimoire explain {}` shows how each line \
                 reads), or perform it in a script: the function named after its event \
                 (`when_played`, …) or `continuous` (docs/CARDS.md)",
                misspelt_keyword(&instruction.text, card, catalog),
                card.id
            )),
        );
    }
}

/// A line whose first word is near a keyword's name is most often a misspelt keyword, or
/// keywords without their comma; not a line opening with a trigger the language reads (« When
/// you play me, … » is no misspelt keyword).
fn misspelt_keyword<R: Ruleset>(line: &str, card: &CardType<R>, catalog: &Catalog<R>) -> String {
    let keyword = super::card_effects::keyword_of(&catalog.glossary, card);
    let reader = crate::effects::read::Reader::new(&catalog.effects, card.lang, &keyword);
    if !reader.opening_functions(line).is_empty() {
        return String::new();
    }
    // A keyword line is short: names, each with its value, separated by commas; a sentence
    // of many words is no misspelt keyword, whatever its first word.
    // Reminder text in parentheses is left out.
    let mut bare = String::new();
    let mut depth = 0usize;
    for c in line.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let shaped_like_keywords = bare
        .trim()
        .trim_end_matches('.')
        .split(',')
        .all(|part| part.split_whitespace().count() <= 3);
    if !shaped_like_keywords {
        return String::new();
    }
    let first = line.trim().split([' ', ',', '.']).next().unwrap_or("");
    let near = catalog.glossary.nearest(first);
    if near.is_empty() {
        return String::new();
    }
    let names: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
    format!(
        "a keyword is written alone on its line, several separated by commas: did you mean {}? \
         Otherwise ",
        names.join(", ")
    )
}

/// Whether the card's own script defines a function the engine may call that its text does
/// not already require for another line: such a function may be the unread line's.
fn performed_by_script<R: Ruleset>(card: &CardType<R>, catalog: &Catalog<R>) -> bool {
    let Some(s) = card.script else { return false };
    let info = catalog.script(s);
    let required = R::required_functions(card, &catalog.glossary);
    let callable = R::callable_functions(card, &catalog.glossary);
    info.functions.iter().any(|f| {
        !info.from_text.contains(f)
            && !info.helpers.contains_key(&**f)
            && !required.iter().any(|r| **r == **f)
            && callable.iter().any(|c| **c == **f)
    })
}
