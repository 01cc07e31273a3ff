//! Who sees each duel event (`Visibility`). A hand is its player's and a library nobody's
//! (400.2: hidden zones); a card drawn, or looked at on top of a library (Regard 701.8a, Destin
//! 701.9a), is named to the player who sees it, and the others read that it happened. Lands,
//! spells, the graveyard and a clash's revealed card (701.10a) are seen by all.

use crate::Duel;
use crate::events::DuelEvent;
use crate::state::{Game, Zone};
use grimoire_core::state::decision::{Decision, DecisionKind, OptionValue};
use grimoire_core::state::{Audience, Visibility};
use grimoire_core::{en_fr, format_en_fr};

impl Visibility for DuelEvent {
    fn audience(&self) -> Audience {
        match self {
            DuelEvent::Draws { player, .. }
            | DuelEvent::Looks { player, .. }
            | DuelEvent::Arranged { player, .. } => Audience::Player(*player),
            _ => Audience::All,
        }
    }

    fn redacted(&self) -> Option<String> {
        match self {
            DuelEvent::Draws { player, .. } => Some(format_en_fr!(
                en: "{player} draws a card",
                fr: "{player} pioche une carte"
            )),
            DuelEvent::Looks {
                player,
                owner,
                cards,
            } => Some(format_en_fr!(
                en: "{player} looks at the top {}{} of {owner}'s library",
                fr: "{player} regarde {}{} du dessus de la bibliothèque de {owner}",
                cards.len(),
                if cards.len() > 1 {
                    en_fr!(en: "", fr: " cartes")
                } else {
                    en_fr!(en: "", fr: " carte")
                }
            )),
            DuelEvent::Arranged {
                player,
                owner,
                top,
                bottom,
                rule,
            } => Some(format_en_fr!(
                en: "{player} puts back {owner}'s cards: {} on top, {} at the bottom ({rule})",
                fr: "{player} replace les cartes de {owner} : {} au-dessus, {} au-dessous ({rule})",
                top.len(),
                bottom.len()
            )),
            _ => None,
        }
    }
}

/// Who sees a decision and its answer: a choice among cards of a hand or a library (a discard
/// to hand size, an arrangement of the top cards) is its player's; the rest is everyone's.
pub fn decision_audience(game: &Game, d: &Decision<Duel>, chosen: &[usize]) -> Audience {
    let private = matches!(
        d.kind,
        DecisionKind::Mulligan | DecisionKind::Cards | DecisionKind::Arrange
    ) || chosen.iter().any(|&i| {
        matches!(d.options.get(i).map(|o| &o.value),
            Some(OptionValue::Object(o)) if matches!(game.obj(*o).zone, Zone::Hand(_) | Zone::Library(_)))
    });
    if private {
        Audience::Player(d.player)
    } else {
        Audience::All
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::PlayerId;
    use grimoire_core::state::Viewer;

    #[test]
    fn a_draw_is_named_to_its_player_only() {
        let draw = DuelEvent::Draws {
            player: PlayerId(1),
            card: "gobelin-rageur#2".into(),
        };
        let p1 = draw.seen_by(Viewer::Player(PlayerId(0)));
        assert_eq!(p1.as_deref(), Some("p2 draws a card"));
        let p2 = draw.seen_by(Viewer::Player(PlayerId(1)));
        assert_eq!(p2.as_deref(), Some("p2 draws gobelin-rageur#2"));
        let public = DuelEvent::PlaysLand {
            player: PlayerId(1),
            card: "montagne#3".into(),
        };
        assert_eq!(
            public.seen_by(Viewer::Player(PlayerId(0))),
            Some(public.to_string())
        );
    }
}
