//! Per-player state: rune pool, points, XP.

use crate::model::cost::Domain;

/// Energy and power available to pay costs (164–166). What an ability added "to use only to
/// play spells" is kept apart (`spell_energy`, `spell_power`): only the payment of a spell
/// played spends it (`for_spell`), and it empties with the rest (166).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunePool {
    pub energy: u32,
    pub power: [u32; 6],
    pub spell_energy: u32,
    pub spell_power: [u32; 6],
}

impl RunePool {
    /// Whether the part any cost may spend is empty (what only spells may spend aside).
    pub fn is_empty(&self) -> bool {
        self.energy == 0 && self.power.iter().all(|&p| p == 0)
    }

    /// Whether anything is kept for spells only.
    pub fn has_spell_part(&self) -> bool {
        self.spell_energy > 0 || self.spell_power.iter().any(|&p| p > 0)
    }

    /// The pool as the payment of a spell sees it: what only spells may spend, added to the
    /// rest.
    pub fn for_spell(self) -> RunePool {
        let mut pool = self;
        pool.energy += pool.spell_energy;
        for d in 0..6 {
            pool.power[d] += pool.spell_power[d];
        }
        pool.spell_energy = 0;
        pool.spell_power = [0; 6];
        pool
    }

    pub fn add_power(&mut self, d: Domain, n: u32) {
        self.power[d.index()] += n;
    }
}

#[derive(Debug, Default)]
pub struct Player {
    pub pool: RunePool,
    pub points: u32,
    pub xp: u32,
    /// Cards this player finished playing this turn (812 Légion reads it).
    pub cards_played_this_turn: u32,
    /// Which cards those were, to tell "another card" (812.1.c).
    pub played_this_turn: Vec<super::ObjId>,
    /// Battlefields this player scored this turn (465).
    pub scored: Vec<super::BfId>,
    /// Turns this player has begun (480.7 looks at the first).
    pub turns_taken: u32,
    /// Might each buff on this player's units gives beyond its own +1, this turn: a turn-long
    /// effect of a spell (« les buffs octroient +1 [M] supplémentaire … pendant ce tour »), so it
    /// reaches units buffed after it began; it ends in the Expiration Step (317.2).
    pub buff_bonus: i32,
    /// Turn-long effects of spells and abilities on this player (317.2 ends them): units they
    /// play enter ready (« Units you play this turn enter ready », against 143.4), and they
    /// cannot play cards (« opponents can't play cards this turn »).
    pub units_enter_ready: bool,
    pub cannot_play: bool,
    /// Cards this player discarded this turn (422: « if you've discarded a card this turn »).
    pub discarded_this_turn: u32,
    /// Delayed changes to this player's next play this turn, used up by it (317.2 ends them
    /// unused): the energy the next spell they play costs less (« the next spell you play this
    /// turn costs [5] less », a discount, 356.4), and whether the next unit they play enters
    /// ready (« the next unit you play this turn enters ready », against 143.4).
    pub next_spell_less: u32,
    pub next_unit_ready: bool,
    /// Units this player controlled that died this turn (« if an enemy unit has died this
    /// turn »).
    pub units_died_this_turn: u32,
    /// The card chosen as this player's champion in deck building, put in their Champion Zone
    /// at setup (103.2.a.1): every champion unit of its name is their chosen champion, in any
    /// zone (103.2.a.3, `query::champion`).
    pub chosen_champion: Option<grimoire_core::model::card::CardKey>,
}

impl Clone for Player {
    fn clone(&self) -> Self {
        Player {
            pool: self.pool,
            points: self.points,
            xp: self.xp,
            cards_played_this_turn: self.cards_played_this_turn,
            played_this_turn: self.played_this_turn.clone(),
            scored: self.scored.clone(),
            turns_taken: self.turns_taken,
            buff_bonus: self.buff_bonus,
            units_enter_ready: self.units_enter_ready,
            cannot_play: self.cannot_play,
            discarded_this_turn: self.discarded_this_turn,
            next_spell_less: self.next_spell_less,
            next_unit_ready: self.next_unit_ready,
            units_died_this_turn: self.units_died_this_turn,
            chosen_champion: self.chosen_champion,
        }
    }

    /// Field by field, into the lists there are: a checkpoint's spare copy of the game is
    /// filled this way at every action, without allocating.
    fn clone_from(&mut self, other: &Self) {
        self.pool = other.pool;
        self.points = other.points;
        self.xp = other.xp;
        self.cards_played_this_turn = other.cards_played_this_turn;
        self.played_this_turn.clone_from(&other.played_this_turn);
        self.scored.clone_from(&other.scored);
        self.turns_taken = other.turns_taken;
        self.buff_bonus = other.buff_bonus;
        self.units_enter_ready = other.units_enter_ready;
        self.cannot_play = other.cannot_play;
        self.discarded_this_turn = other.discarded_this_turn;
        self.next_spell_less = other.next_spell_less;
        self.next_unit_ready = other.next_unit_ready;
        self.units_died_this_turn = other.units_died_this_turn;
        self.chosen_champion = other.chosen_champion;
    }
}
