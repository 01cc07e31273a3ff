//! Showdowns and combats in progress (341–348, 454–461).

use super::ids::{BfId, PlayerId};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Showdown {
    pub bf: BfId,
    /// A combat showdown (459) rather than a non-combat one (348.2).
    pub combat: bool,
    /// Who may act in the open state (313).
    pub focus: PlayerId,
    /// Consecutive passes of focus without a play (347.3.a).
    pub passes: u8,
    /// Attacker and defender of a combat (459.2.b).
    pub attacker: Option<PlayerId>,
    pub defender: Option<PlayerId>,
}

/// A mode of play's numbers (478): what the rules need to know, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayMode {
    /// Points needed to win (478.3; 8 in 1v1, 480.3).
    pub victory_score: u32,
    /// Extra runes channelled by the last player on their first turn (480.7).
    pub extra_runes_last_player: u32,
    /// Battlefields each player brings and how many of them are used (480.4).
    pub battlefields_brought: usize,
    pub opening_hand: u32,
    pub mulligan_max: usize,
}

impl PlayMode {
    /// 1v1 (Duel), rule 480.
    pub const DUEL: PlayMode = PlayMode {
        victory_score: 8,
        extra_runes_last_player: 1,
        battlefields_brought: 3,
        opening_hand: 4,
        mulligan_max: 2,
    };
}
