//! Who sees each Riftbound event (`Visibility`). A hand is its player's, a main deck nobody's,
//! a face-down card its controller's (the zones' privacy: 120s–130s, hidden cards 107.3, 811);
//! a line naming such a card is theirs, and the others read what they may know of it — that a
//! card was drawn, looked at, put face down. What goes to a public zone (played, discarded,
//! revealed, banished, trashed) is seen by all.

use super::board::recycle_deck;
use super::{BoardEvent, ChainEvent, RiftEvent};
use crate::Riftbound;
use crate::rules::Action;
use crate::state::{Game, Zone};
use grimoire_core::state::decision::{Decision, DecisionKind, OptionValue};
use grimoire_core::state::{Audience, Visibility};
use grimoire_core::{en_fr, format_en_fr};

/// Who sees a decision and its answer: a choice among cards only its player sees (a mulligan,
/// cards of a hand or the top of a deck, 118, 422, 817) or the hide action (811.1.c) is theirs;
/// a play, a target, a place, a move, a choice among cards revealed (424.1) are everyone's.
pub fn decision_audience(game: &Game, d: &Decision<Riftbound>, chosen: &[usize]) -> Audience {
    let private = match d.kind {
        DecisionKind::Mulligan | DecisionKind::Arrange => true,
        // A choice among the cards of a hand revealed (424.1) is made in everyone's sight.
        DecisionKind::Cards => !d
            .options
            .iter()
            .all(|o| matches!(o.value, OptionValue::Object(c) if game.is_revealed(c))),
        _ => chosen
            .iter()
            .any(|&i| match d.options.get(i).map(|o| &o.value) {
                Some(OptionValue::Action(a)) => matches!(a, Action::Hide { .. }),
                // A card of a hand revealed (424.1) is known to every player.
                Some(OptionValue::Object(o)) => {
                    matches!(
                        game.obj(*o).zone,
                        Zone::Hand(_) | Zone::Deck(_) | Zone::Facedown(_)
                    ) && !game.is_revealed(*o)
                }
                _ => false,
            }),
    };
    if private {
        Audience::Player(d.player)
    } else {
        Audience::All
    }
}

impl Visibility for RiftEvent {
    fn audience(&self) -> Audience {
        match self {
            RiftEvent::Board(e) => match e {
                BoardEvent::Draws { player, .. }
                | BoardEvent::TakenIntoHand { player, .. }
                | BoardEvent::LooksAt { player, .. }
                | BoardEvent::Reorders { player, .. }
                | BoardEvent::PutsFaceDown { player, .. } => Audience::Player(*player),
                BoardEvent::Recycled {
                    owner,
                    secret: true,
                    ..
                } => Audience::Player(*owner),
                _ => Audience::All,
            },
            RiftEvent::Chain(
                ChainEvent::Hides { player, .. }
                | ChainEvent::Pays {
                    player,
                    secret: true,
                    ..
                },
            ) => Audience::Player(*player),
            _ => Audience::All,
        }
    }

    fn redacted(&self) -> Option<String> {
        Some(match self {
            RiftEvent::Board(e) => match e {
                BoardEvent::Draws { player, .. } => format_en_fr!(
                    en: "  {player} draws a card",
                    fr: "  {player} pioche une carte"
                ),
                BoardEvent::TakenIntoHand { player, .. } => format_en_fr!(
                    en: "  {player} puts a card into their hand from their main deck",
                    fr: "  {player} met une carte dans sa main depuis son deck principal"
                ),
                BoardEvent::LooksAt {
                    player,
                    deck,
                    cards,
                } => {
                    let of_deck = grimoire_core::words::of_fr(deck);
                    format_en_fr!(
                        en: "  {player} looks at the top {} of {deck}",
                        fr: "  {player} regarde {} carte(s) du dessus {of_deck}",
                        cards.len()
                    )
                }
                BoardEvent::Reorders {
                    player,
                    deck,
                    cards,
                } => {
                    let of_deck = grimoire_core::words::of_fr(deck);
                    format_en_fr!(
                        en: "  {player} puts the top {} of {deck} back in an order of their choice",
                        fr: "  {player} remet {} carte(s) sur le dessus {of_deck} dans l'ordre de son \
                             choix",
                        cards.len()
                    )
                }
                BoardEvent::PutsFaceDown {
                    player,
                    battlefield,
                    ..
                } => format_en_fr!(
                    en: "  {player} puts a card face down at {battlefield} (107.3)",
                    fr: "  {player} place une carte face cachée à {battlefield} (107.3)"
                ),
                BoardEvent::Recycled {
                    from,
                    owner,
                    rune,
                    why,
                    ..
                } => {
                    let deck = recycle_deck(*rune);
                    format_en_fr!(
                        en: "  a card is recycled from {from} to the bottom of {owner}'s {deck} ({why})",
                        fr: "  une carte est recyclée depuis {from} sous le {deck} de {owner} ({why})"
                    )
                }
                _ => return None,
            },
            RiftEvent::Chain(ChainEvent::Hides {
                player,
                battlefield,
                ..
            }) => format_en_fr!(
                en: "{player} hides a card at {battlefield} (special action, not a play, no chain: 811.1.c)",
                fr: "{player} cache une carte à {battlefield} (action spéciale, pas un jeu, pas de \
                     pile : 811.1.c)"
            ),
            RiftEvent::Chain(pays @ ChainEvent::Pays { secret: true, .. }) => {
                let ChainEvent::Pays {
                    player,
                    cost,
                    exhausted,
                    recycled,
                    ..
                } = pays.clone()
                else {
                    return None;
                };
                ChainEvent::Pays {
                    player,
                    cost,
                    what: en_fr!(en: "hiding a card", fr: "cacher une carte").into(),
                    secret: false,
                    exhausted,
                    recycled,
                }
                .to_string()
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::PlayerId;
    use grimoire_core::state::Viewer;

    /// The drawer reads the card; the opponent reads that a card was drawn; a public line is
    /// everyone's.
    #[test]
    fn a_draw_is_named_to_its_player_only() {
        let (p1, p2) = (PlayerId(0), PlayerId(1));
        let draw: RiftEvent = BoardEvent::Draws {
            player: p2,
            card: "officier-pirate#3".into(),
        }
        .into();
        assert_eq!(
            draw.seen_by(Viewer::Player(p2)).as_deref(),
            Some("  p2 draws officier-pirate#3")
        );
        assert_eq!(draw.seen_by(Viewer::All), draw.seen_by(Viewer::Player(p2)));
        assert_eq!(
            draw.seen_by(Viewer::Player(p1)).as_deref(),
            Some("  p2 draws a card")
        );
        let hidden: RiftEvent = ChainEvent::Hides {
            player: p1,
            card: "guetteur#2".into(),
            battlefield: "pont-du-vide".into(),
        }
        .into();
        let seen = hidden.seen_by(Viewer::Player(p2)).unwrap();
        assert!(
            seen.starts_with("p1 hides a card at pont-du-vide"),
            "{seen}"
        );
        // 811.1.c: what hiding cost is public, the card it paid for is not.
        let paid: RiftEvent = ChainEvent::Pays {
            player: p1,
            cost: crate::model::cost::Cost::default(),
            what: "hiding guetteur#2".into(),
            secret: true,
            exhausted: vec!["rune-ordre".into()],
            recycled: Vec::new(),
        }
        .into();
        let seen = paid.seen_by(Viewer::Player(p2)).unwrap();
        assert!(
            seen.contains("for hiding a card: exhausts rune-ordre"),
            "{seen}"
        );
        assert!(
            paid.seen_by(Viewer::Player(p1))
                .unwrap()
                .contains("guetteur#2")
        );
        let public: RiftEvent = BoardEvent::Discards {
            player: p2,
            card: "fendoir".into(),
        }
        .into();
        assert_eq!(public.seen_by(Viewer::Player(p1)), Some(public.to_string()));
    }

    /// A hand revealed (424.1) is named to every player, and so is a card of it recycled.
    #[test]
    fn a_hand_revealed_is_named_to_everyone() {
        let (p1, p2) = (PlayerId(0), PlayerId(1));
        let revealed: RiftEvent = BoardEvent::RevealsHand {
            player: p2,
            cards: vec!["fendoir".into(), "recrue".into()],
        }
        .into();
        let seen = revealed.seen_by(Viewer::Player(p1)).unwrap();
        assert!(seen.contains("fendoir, recrue"), "{seen}");
        let recycled: RiftEvent = BoardEvent::Recycled {
            card: "fendoir".into(),
            from: "p2 hand".into(),
            owner: p2,
            rune: false,
            why: "416.1".into(),
            secret: false,
        }
        .into();
        assert_eq!(
            recycled.seen_by(Viewer::Player(p1)),
            Some(recycled.to_string())
        );
    }
}
