//! Riftbound's trace events: what happened, with its data, rendered one line each by `Display`
//! (the lines scenario snapshots pin). One enum per theme, each wrapped by a variant of
//! `RiftEvent`; a rule records one with `game.emit(|g| BoardEvent::Readied(label(g, o)).into())`,
//! which builds nothing when the game does not trace.

mod battlefields;
mod board;
mod chain;
mod damage_mods;
mod effects;
mod seen;
mod token_replacements;
mod turn;

pub use battlefields::BattlefieldEvent;
pub use board::BoardEvent;
pub use chain::ChainEvent;
pub use damage_mods::DamageEvent;
pub use effects::{Contribution, EffectEvent, Limit};
pub use seen::decision_audience;
pub use token_replacements::TokenEvent;
pub use turn::TurnEvent;

use crate::state::{BfId, Game, ObjId};
use std::fmt;
use std::rc::Rc;

/// An event of a Riftbound game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RiftEvent {
    /// Setup, the turn's steps, its end and victory.
    Turn(TurnEvent),
    /// Plays, activations, triggers, the costs paid for them, and the chain's resolution.
    Chain(ChainEvent),
    /// What happens at battlefields: contest, showdowns, combat, control and scoring.
    Battlefield(BattlefieldEvent),
    /// Objects changing zones or state: draws, moves, recalls, attachments, damage, deaths…
    Board(BoardEvent),
    /// What effects give: Might, keywords, buffs, resources, XP.
    Effect(EffectEvent),
}

impl fmt::Display for RiftEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RiftEvent::Turn(e) => e.fmt(f),
            RiftEvent::Chain(e) => e.fmt(f),
            RiftEvent::Battlefield(e) => e.fmt(f),
            RiftEvent::Board(e) => e.fmt(f),
            RiftEvent::Effect(e) => e.fmt(f),
        }
    }
}

macro_rules! wrap {
    ($($theme:ident => $variant:ident),* $(,)?) => {
        $(impl From<$theme> for RiftEvent {
            fn from(e: $theme) -> Self {
                RiftEvent::$variant(e)
            }
        })*
    };
}

wrap! {
    TurnEvent => Turn,
    ChainEvent => Chain,
    BattlefieldEvent => Battlefield,
    BoardEvent => Board,
    EffectEvent => Effect,
}

/// How traces name an object: its label.
pub(crate) fn label(g: &Game, obj: ObjId) -> Rc<str> {
    g.label(obj).clone()
}

/// How traces name a battlefield: the label of its card.
pub(crate) fn bf_name(g: &Game, b: BfId) -> Rc<str> {
    label(g, g.battlefields[b.index()].obj)
}

/// Names joined by `, `, or `empty` when there are none.
pub(crate) struct List<'a>(pub &'a [Rc<str>], pub &'static str);

impl fmt::Display for List<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str(self.1);
        }
        for (i, name) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::PlayerId;

    /// Lines no scenario nor pinned game reaches, rendered as their rules wrote them.
    #[test]
    fn rare_lines_render_as_written() {
        let lines: Vec<(RiftEvent, &str)> = vec![
            (
                BoardEvent::AlreadyControls {
                    player: PlayerId(0),
                    card: "yordle#2".into(),
                }
                .into(),
                "  p1 already controls yordle#2: nothing happens",
            ),
            (
                BoardEvent::CannotBeRecycled("ruines-englouties".into()).into(),
                "  ruines-englouties cannot be recycled (182.1.e)",
            ),
            (
                ChainEvent::PaymentRefused("p2 cannot pay [E]: it is exhausted".into()).into(),
                "  p2 cannot pay [E]: it is exhausted; nothing happens (821.1.c.5)",
            ),
            (
                EffectEvent::Damage(DamageEvent::ValuePrevented {
                    target: "gardienne".into(),
                    amount: 2,
                    prevented: 2,
                })
                .into(),
                "  the 2 damage gardienne would take is prevented by its Prevent Value: none is \
                 dealt (437.2, 437.4)",
            ),
            (
                BoardEvent::Token(TokenEvent::NotApplied {
                    by: "atelier".into(),
                })
                .into(),
                "  atelier's replacement does not apply: the token is created, unless another \
                 replacement takes its place (371.1)",
            ),
        ];
        for (event, line) in lines {
            assert_eq!(event.to_string(), line);
        }
    }

    /// With `--lang fr`, the engine's words are French; labels, numbers and rules stay.
    #[test]
    fn lines_read_in_french_when_chosen() {
        use grimoire_core::model::card::Lang;
        use grimoire_core::words::show_in;
        let (p1, p2) = (PlayerId(0), PlayerId(1));
        let lines: Vec<(RiftEvent, &str)> = vec![
            (
                BoardEvent::Draws {
                    player: p1,
                    card: "recrue#2".into(),
                }
                .into(),
                "  p1 pioche recrue#2",
            ),
            (
                BoardEvent::Recycled {
                    card: "fendoir".into(),
                    from: "x".into(),
                    owner: p2,
                    rune: true,
                    why: "416.1".into(),
                    secret: false,
                }
                .into(),
                "  fendoir est recyclé(e) depuis x sous le deck de runes de p2 (416.1)",
            ),
            (
                BattlefieldEvent::Scores {
                    player: p1,
                    kind: crate::rules::scoring::ScoreKind::Conquer,
                    battlefield: "pont".into(),
                    total: 3,
                }
                .into(),
                "  p1 conquiert pont : +1 point, 3 au total (464.1)",
            ),
            (
                EffectEvent::AddsPower {
                    player: p2,
                    n: 1,
                    domain: crate::model::cost::Domain::Order,
                }
                .into(),
                "  p2 ajoute 1 puissance du domaine Ordre à sa réserve de runes (429.1)",
            ),
            (
                ChainEvent::Pays {
                    player: p1,
                    cost: crate::model::cost::Cost::default(),
                    what: "x".into(),
                    secret: false,
                    exhausted: vec!["rune-ordre".into()],
                    recycled: Vec::new(),
                }
                .into(),
                "  p1 paie [0] pour x : épuise rune-ordre pour [1]",
            ),
            (
                TurnEvent::TurnBegins {
                    number: 2,
                    player: p2,
                }
                .into(),
                "début du tour 2 : p2",
            ),
        ];
        show_in(Some(Lang::Fr));
        let french: Vec<String> = lines.iter().map(|(e, _)| e.to_string()).collect();
        show_in(None);
        for ((event, line), fr) in lines.iter().zip(french) {
            assert_eq!(fr, *line);
            assert_ne!(event.to_string(), fr);
        }
    }
}
