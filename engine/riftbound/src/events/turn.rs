//! Setup (103, 111–119, 480), the turn's steps (314–317) and victory (323.1, 467).

use crate::state::PlayerId;
use grimoire_core::{en_fr, write_en_fr};
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
            } => write_en_fr!(
                f,
                en: "{player} plays « {deck} », battlefield {battlefield} (480.5)",
                fr: "{player} joue « {deck} », champ de bataille {battlefield} (480.5)"
            ),
            TurnEvent::GoesFirst(p) => {
                write_en_fr!(f, en: "{p} goes first (116)", fr: "{p} commence (116)")
            }
            TurnEvent::KeepsHand(p) => {
                write_en_fr!(f, en: "  {p} keeps their hand", fr: "  {p} garde sa main")
            }
            TurnEvent::Mulligans { player, count } => write_en_fr!(
                f,
                en: "  {player} recycles {count} card(s) to the bottom of their deck (118.3)",
                fr: "  {player} recycle {count} carte(s) sous son deck (118.3)"
            ),
            TurnEvent::TurnBegins { number, player } => write_en_fr!(
                f,
                en: "turn {number} begins: {player}",
                fr: "début du tour {number} : {player}"
            ),
            TurnEvent::Awakens(p) => write_en_fr!(
                f,
                en: "  awaken: {p} readies everything they control (315.1)",
                fr: "  réveil : {p} prépare tout ce qu'il contrôle (315.1)"
            ),
            TurnEvent::Channels {
                player,
                rune,
                extra,
            } => {
                let why = if *extra { " (315.3, 480.7)" } else { "" };
                write_en_fr!(
                    f,
                    en: "  {player} channels {rune}{why}",
                    fr: "  {player} canalise {rune}{why}"
                )
            }
            TurnEvent::EndsTurn { player, number } => write_en_fr!(
                f,
                en: "{player} ends turn {number}",
                fr: "{player} termine le tour {number}"
            ),
            TurnEvent::Expiration => f.write_str(en_fr!(
                en: "  expiration step: units healed, \"this turn\" effects end, rune pools empty (317.2)",
                fr: "  étape d'expiration : unités soignées, fin des effets « ce tour-ci », réserves de runes vidées (317.2)"
            )),
            TurnEvent::Wins { player, points } => write_en_fr!(
                f,
                en: "{player} wins with {points} points (323.1, 467)",
                fr: "{player} remporte la partie avec {points} points (323.1, 467)"
            ),
            TurnEvent::AdditionalTurnQueued { player, card } => write_en_fr!(
                f,
                en: "  {player} will take a turn after this one: {card} (735, 738)",
                fr: "  {player} jouera un tour après celui-ci : {card} (735, 738)"
            ),
            TurnEvent::AdditionalTurn(p) => write_en_fr!(
                f,
                en: "  an additional turn for {p}; the turn order is unchanged (737)",
                fr: "  un tour supplémentaire pour {p} ; l'ordre des tours est inchangé (737)"
            ),
            TurnEvent::WinsByEffect { player, card } => write_en_fr!(
                f,
                en: "  {player} wins the game: {card} says so (302)",
                fr: "  {player} remporte la partie : {card} le dit (302)"
            ),
        }
    }
}
