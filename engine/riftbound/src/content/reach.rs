//! Which events can ever reach a card of each type, so that a triggered ability that could
//! never fire — a function `when_played` on a battlefield, `when_attacks` on a spell, a glossary
//! keyword triggering on `played` printed on a spell — is refused at load rather than silently
//! doing nothing in play. It mirrors where the rules ask for triggers (`rules/`): its own events
//! are asked of the object they happen to, observed ones of every object in its zone of function
//! (units and gear at a location, runes in a base, legends, battlefields: 187.6, 383.2).

use crate::model::card::CardKind;
use crate::model::glossary::TriggerEvent;

/// Whether `event` can ever trigger an ability of a card of type `kind`.
pub fn reaches(kind: CardKind, event: TriggerEvent) -> bool {
    use TriggerEvent as E;
    match kind {
        CardKind::Unit => true,
        // 383.2.c.1: a spell is on the chain and never where a trigger is asked; a card
        // discarded is asked in the trash ("when you discard me").
        CardKind::Spell => event == E::CardDiscarded,
        // 149: gear is played onto the board and may be killed (428.1), but it is never an
        // attacker or defender (459.2), never moves by itself and does not score (464).
        CardKind::Gear => !matches!(
            event,
            E::Attacks | E::Defends | E::Conquers | E::Holds | E::ConquerOrHold | E::Moves
        ),
        // 173.2.b: a legend stays in its zone, neither played, killed nor moved; it functions
        // there (turn points, observed events).
        CardKind::Legend => !own_event(event) || turn_point(event),
        // 169.2.a–b, 187.6: a battlefield is never played and stays in place; "when you defend / conquer / hold here"
        // and its turn points are its own, the rest observed.
        CardKind::Battlefield => {
            !own_event(event)
                || turn_point(event)
                || matches!(
                    event,
                    E::Defends | E::Conquers | E::Holds | E::ConquerOrHold
                )
        }
        // 160: a rune is channeled into a base, never played, killed or in a combat; it leaves
        // the board when recycled.
        CardKind::Rune => !own_event(event) || turn_point(event) || event == E::LeavesBoard,
    }
}

/// An event about the object itself (not observed), except discarding, which names its card.
fn own_event(event: TriggerEvent) -> bool {
    !event.observed()
}

/// The points of a turn every board object of the turn player is asked at (316, 317).
fn turn_point(event: TriggerEvent) -> bool {
    matches!(
        event,
        TriggerEvent::BeginningPhase | TriggerEvent::EndOfTurn
    )
}

/// Why `event` never reaches a card of type `kind`, in a designer's words, with the rule.
pub fn why_not(kind: CardKind, event: TriggerEvent) -> String {
    let a = kind.with_article();
    match (kind, event) {
        (CardKind::Spell, _) => {
            format!("{a} is never on the board, where triggered abilities function (383.2.c.1)")
        }
        (CardKind::Battlefield, TriggerEvent::Played) => {
            format!("{a} is never played (169.2.a)")
        }
        (_, TriggerEvent::Played) => {
            format!(
                "{a} is never played onto the board (play effects are units' and gear's, 383.4.a)"
            )
        }
        (_, TriggerEvent::Dies) => {
            format!("{a} never dies (only units and gear are killed, 428.1)")
        }
        (_, TriggerEvent::Attacks | TriggerEvent::Defends) => {
            format!("{a} is never in a combat (only units attack and defend, 459.2)")
        }
        (_, TriggerEvent::Moves) => format!("{a} never moves (only units do, 144)"),
        _ => format!("this event never happens to {a}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_is_reached_by_everything_a_spell_by_its_discard_only() {
        for e in TriggerEvent::ALL {
            assert!(reaches(CardKind::Unit, e));
            assert_eq!(
                reaches(CardKind::Spell, e),
                e == TriggerEvent::CardDiscarded
            );
        }
    }

    #[test]
    fn a_battlefield_defends_and_scores_but_is_never_played() {
        assert!(reaches(CardKind::Battlefield, TriggerEvent::Defends));
        assert!(reaches(CardKind::Battlefield, TriggerEvent::Conquers));
        assert!(reaches(CardKind::Battlefield, TriggerEvent::UnitMoves));
        assert!(!reaches(CardKind::Battlefield, TriggerEvent::Played));
        assert!(!reaches(CardKind::Battlefield, TriggerEvent::Attacks));
        assert!(!reaches(CardKind::Legend, TriggerEvent::Dies));
        assert!(reaches(CardKind::Legend, TriggerEvent::BeginningPhase));
    }
}
