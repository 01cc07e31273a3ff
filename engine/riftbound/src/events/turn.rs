//! Setup (103, 111–119, 480), the turn's steps (314–317) and victory (323.1, 467).

use crate::state::PlayerId;
use std::fmt;
use std::rc::Rc;

/// An event of the game's setup or of the turn procedure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnEvent {
    /// 480.5: a player's deck, and the battlefield chosen at random among its three.
    PlaysDeck {
        player: PlayerId,
        deck: String,
        battlefield: Rc<str>,
    },
    /// 116: the first player, chosen at random.
    GoesFirst(PlayerId),
    /// 118: a player sets nothing aside.
    KeepsHand(PlayerId),
    /// 118.3: the cards a player set aside, recycled once as many were drawn.
    Mulligans { player: PlayerId, count: usize },
    /// 315: a turn begins.
    TurnBegins { number: u32, player: PlayerId },
    /// 315.1: the Awaken Phase.
    Awakens(PlayerId),
    /// 315.3: a rune channeled; `extra` when the last player's first turn gives one more
    /// (480.7).
    Channels {
        player: PlayerId,
        rune: Rc<str>,
        extra: bool,
    },
    /// 316.6: the turn player ends their turn.
    EndsTurn { player: PlayerId, number: u32 },
    /// 317.2: the Expiration Step.
    Expiration,
    /// 323.1, 467: a player wins.
    Wins { player: PlayerId, points: u32 },
    /// 302: a player wins because a card's effect says so (« you win the game »).
    WinsByEffect { player: PlayerId, card: Rc<str> },
    /// 735, 738: an additional turn queued right after this one.
    AdditionalTurnQueued { player: PlayerId, card: Rc<str> },
    /// 737: the turn about to begin is an additional one.
    AdditionalTurn(PlayerId),
}

impl fmt::Display for TurnEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnEvent::PlaysDeck {
                player,
                deck,
                battlefield,
            } => write!(f, "{player} plays « {deck} », battlefield {battlefield} (480.5)"),
            TurnEvent::GoesFirst(p) => write!(f, "{p} goes first (116)"),
            TurnEvent::KeepsHand(p) => write!(f, "  {p} keeps their hand"),
            TurnEvent::Mulligans { player, count } => write!(
                f,
                "  {player} recycles {count} card(s) to the bottom of their deck (118.3)"
            ),
            TurnEvent::TurnBegins { number, player } => {
                write!(f, "turn {number} begins: {player}")
            }
            TurnEvent::Awakens(p) => {
                write!(f, "  awaken: {p} readies everything they control (315.1)")
            }
            TurnEvent::Channels {
                player,
                rune,
                extra,
            } => {
                let why = if *extra { " (315.3, 480.7)" } else { "" };
                write!(f, "  {player} channels {rune}{why}")
            }
            TurnEvent::EndsTurn { player, number } => write!(f, "{player} ends turn {number}"),
            TurnEvent::Expiration => f.write_str(
                "  expiration step: units healed, \"this turn\" effects end, rune pools empty (317.2)",
            ),
            TurnEvent::Wins { player, points } => {
                write!(f, "{player} wins with {points} points (323.1, 467)")
            }
            TurnEvent::AdditionalTurnQueued { player, card } => write!(
                f,
                "  {player} will take a turn after this one: {card} (735, 738)"
            ),
            TurnEvent::AdditionalTurn(p) => {
                write!(f, "  an additional turn for {p}; the turn order is unchanged (737)")
            }
            TurnEvent::WinsByEffect { player, card } => {
                write!(f, "  {player} wins the game: {card} says so (302)")
            }
        }
    }
}
