//! What one game did with each card, for balance reports (docs/SIMULATION.md, "Balance
//! reports"): the cards each seat played (`Ruleset::played_card`, one entry a play) and the
//! cards each seat held in hand at some point, its opening hand included (`Ruleset::hand`).
//! Read from the game as the counting agent meets each action, so that a game played without a
//! trace is seen as well as a traced one; reading changes nothing in the game.

use crate::model::card::CardKey;
use crate::ruleset::Ruleset;
use crate::state::{Game, PlayerId};

/// The cards one game played and drew, seat by seat.
#[derive(Clone, Debug, Default)]
pub struct CardTally {
    /// Each play, in order: the seat and the card.
    pub played: Vec<(u8, CardKey)>,
    /// Each seat's cards held in hand at some point, each card once (sorted).
    drawn: Vec<Vec<CardKey>>,
    /// The version of each seat's hand when it was last read (`Game::zone_version`): a hand
    /// whose version is the same holds the same cards, and is not read again.
    seen: Vec<Option<u32>>,
}

impl CardTally {
    /// Notes the card `card` played by `seat`.
    pub fn play(&mut self, seat: u8, card: CardKey) {
        self.played.push((seat, card));
    }

    /// Reads each player's hand (`Ruleset::hand`) when it changed since the last look, keeping
    /// the cards not seen there before. A ruleset without hands leaves nothing drawn.
    pub fn look<R: Ruleset>(&mut self, game: &Game<R>) {
        let players = game.players.len();
        if self.drawn.len() < players {
            self.drawn.resize(players, Vec::new());
            self.seen.resize(players, None);
        }
        for p in 0..players {
            let Some(zone) = R::hand(PlayerId(p as u8)) else {
                continue;
            };
            let version = game.zone_version(zone);
            if self.seen[p] == Some(version) {
                continue;
            }
            self.seen[p] = Some(version);
            let held = &mut self.drawn[p];
            for o in game.objects_in(zone) {
                if let Err(at) = held.binary_search(&o.card) {
                    held.insert(at, o.card);
                }
            }
        }
    }

    /// Every seat's cards held in hand, as (seat, card), seat by seat, each card once.
    pub fn drawn(&self) -> Vec<(u8, CardKey)> {
        self.drawn
            .iter()
            .enumerate()
            .flat_map(|(s, cards)| cards.iter().map(move |&c| (s as u8, c)))
            .collect()
    }
}
