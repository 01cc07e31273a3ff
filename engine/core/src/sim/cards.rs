//! What one game did with each card, for balance reports (docs/SIMULATION.md, "Balance
//! reports"): the cards each seat played (`Ruleset::played_card`, one entry a play) and the
//! cards each seat held in hand during the game, its opening hand included (`Ruleset::hand`).
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
    /// Each seat's cards held in hand during the game, as a set of card keys (bit `k` of word
    /// `k / 64`): a card seen again costs one bit set.
    drawn: Vec<Vec<u64>>,
    /// The version of each seat's hand when it was last read (`Game::zone_version`): a hand
    /// whose version is the same has the same cards, and is not read again.
    seen: Vec<Option<u32>>,
}

impl CardTally {
    /// Notes the card `card` played by `seat`.
    pub fn play(&mut self, seat: u8, card: CardKey) {
        self.played.push((seat, card));
    }

    /// Reads every player's hand (`look_at`): at the end of a game.
    pub fn look<R: Ruleset>(&mut self, game: &Game<R>) {
        for p in game.player_ids() {
            self.look_at(game, p);
        }
    }

    /// Reads `player`'s hand (`Ruleset::hand`) when it changed since the last look, keeping
    /// the cards not seen there before: at each of their action decisions, so that what they
    /// drew since their last one is seen before they can play it. A ruleset without hands
    /// leaves nothing drawn.
    pub fn look_at<R: Ruleset>(&mut self, game: &Game<R>, player: PlayerId) {
        let Some(zone) = R::hand(player) else {
            return;
        };
        let p = player.index();
        if self.seen.len() <= p {
            self.drawn.resize(p + 1, Vec::new());
            self.seen.resize(p + 1, None);
        }
        let version = game.zone_version(zone);
        if self.seen[p] == Some(version) {
            return;
        }
        self.seen[p] = Some(version);
        let held = &mut self.drawn[p];
        for &o in game.zone_slice(zone) {
            let k = game.obj(o).card.0 as usize;
            if held.len() <= k / 64 {
                held.resize(k / 64 + 1, 0);
            }
            held[k / 64] |= 1 << (k % 64);
        }
    }

    /// Every seat's cards held in hand, as (seat, card), seat by seat, each card once, in the
    /// order of their keys.
    pub fn drawn(&self) -> Vec<(u8, CardKey)> {
        let mut out = Vec::new();
        for (s, words) in self.drawn.iter().enumerate() {
            for (w, &bits) in words.iter().enumerate() {
                let mut rest = bits;
                while rest != 0 {
                    let b = rest.trailing_zeros() as usize;
                    out.push((s as u8, CardKey((w * 64 + b) as u32)));
                    rest &= rest - 1;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The set of cards seen keeps each once, in key order, whatever the order they came in.
    #[test]
    fn drawn_cards_are_a_set() {
        let mut t = CardTally {
            drawn: vec![vec![0; 1], vec![0; 3]],
            ..Default::default()
        };
        for (s, k) in [(1usize, 130usize), (0, 3), (1, 2), (1, 130), (0, 63)] {
            t.drawn[s][k / 64] |= 1 << (k % 64);
        }
        let keys: Vec<(u8, u32)> = t.drawn().iter().map(|&(s, c)| (s, c.0)).collect();
        assert_eq!(keys, vec![(0, 3), (0, 63), (1, 2), (1, 130)]);
    }
}
