//! A gear's effect text is appended to the rules text of the unit it is attached to (718.3):
//! the engine gives that unit the keywords it prints (`query::keywords`), and nothing else. A
//! line of effect text that is not keywords — an instruction, a triggered line, a keyword
//! linked to an ability — would load and never do anything, and so would an effect text on a
//! card that is never attached, and a keyword in it whose event never reaches a unit: each is
//! an error at its place.

use super::card_def::CardDef;
use crate::model::card::CardKind;
use crate::model::glossary::Glossary;
use crate::model::records::{Ability, CardText};
use grimoire_core::content::FileCtx;
use grimoire_core::content::spans::value_location;
use grimoire_core::diag::Diagnostic;

/// Reports what of `def`'s effect text (`effect_text`, parsed) nothing performs.
pub fn check(
    cx: &FileCtx,
    def: &CardDef,
    kind: CardKind,
    effect_text: &CardText,
    glossary: &Glossary,
    errors: &mut Vec<Diagnostic>,
) {
    let Some(field) = &def.effect_text else {
        return;
    };
    if kind != CardKind::Gear {
        errors.push(
            cx.err(
                field,
                format!(
                    "a {} card is never attached, so its effect text is given to no unit (718.3): \
                     nothing performs it",
                    def.kind.get_ref()
                ),
            )
            .with_help("print its abilities in `text`; `effect_text` is a gear's (docs/CARDS.md)"),
        );
        return;
    }
    for ability in &effect_text.abilities {
        let (start, what) = match ability {
            Ability::Keywords { .. } => continue,
            Ability::Linked { keyword, .. } => {
                (keyword.span.start, "a keyword linked to an ability")
            }
            Ability::Instruction { instruction } => (instruction.span.start, "a line of words"),
        };
        errors.push(
            Diagnostic::new(
                value_location(cx.file, cx.src, &field.span(), start),
                format!(
                    "nothing performs this line of gear `{}`'s effect text: it is {what}, and \
                     the unit it is attached to gets only the keywords of its gear's effect \
                     text (718.3)",
                    def.id.get_ref()
                ),
            )
            .with_help(
                "print keywords only in `effect_text` (`[Assaut 2]`); what the gear does itself \
                 goes in `text`, performed by the effect language or its script (docs/CARDS.md)",
            ),
        );
    }
    // A keyword the unit gets is the unit's: its events must reach a unit.
    super::validate::keywords_that_never_fire(
        cx,
        field,
        effect_text,
        CardKind::Unit,
        glossary,
        errors,
    );
}
