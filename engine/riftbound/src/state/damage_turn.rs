//! The turn-long changes to damage that spells and abilities make (317.2 ends them): damage
//! prevented this turn (437) and the Bonus Damage of a player's next spell (712, 391). Plain
//! data; `rules::damage_mods` reads and writes it.

use super::PlayerId;
use super::object::Handle;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DamageTurn {
    /// « Prevent all damage from spells and abilities this turn » (437, the Prevent Value "All",
    /// 437.3.c): no spell or ability deals damage to any unit until the turn ends.
    pub spell_damage_prevented: bool,
    /// « The next spell you play this turn deals 2 Bonus Damage » (391): each player's waiting
    /// Bonus Damage, handed to the next spell they play.
    pub next_spell_bonus: Vec<(PlayerId, i32)>,
    /// Spells that got it, as they are on the chain: the Bonus Damage each of their damage
    /// deals (715).
    pub spell_bonus: Vec<(Handle, i32)>,
    /// 437.3: the damage each unit's Prevent Values have prevented, this turn (« each turn »)
    /// and this combat (« each combat »): what is left of them is the value less this.
    pub prevented: Vec<(Handle, Prevented)>,
}

/// What a unit's Prevent Values have prevented so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prevented {
    pub turn: i32,
    pub combat: i32,
}

impl DamageTurn {
    /// Into the lists there are (a checkpoint's spare copy).
    pub fn copy_from(&mut self, other: &Self) {
        self.spell_damage_prevented = other.spell_damage_prevented;
        self.next_spell_bonus.clone_from(&other.next_spell_bonus);
        self.spell_bonus.clone_from(&other.spell_bonus);
        self.prevented.clone_from(&other.prevented);
    }

    /// 317.2: the Expiration Step ends them, used or not.
    pub fn clear(&mut self) {
        self.spell_damage_prevented = false;
        self.next_spell_bonus.clear();
        self.spell_bonus.clear();
        self.prevented.clear();
    }

    /// A combat ended (461.7): the « each combat » Prevent Values are whole again for the next.
    pub fn combat_ended(&mut self) {
        for (_, p) in &mut self.prevented {
            p.combat = 0;
        }
        self.prevented.retain(|(_, p)| p.turn != 0);
    }
}
