//! A duel game: the core's `Game` for this ruleset, with the duel's own state (`ext`, reached
//! directly: `game.combat`) — the combat in progress and triggered abilities waiting to be put
//! on the stack.

use super::ids::{ObjId, PlayerId};
use crate::rules::triggers::Trigger;
use grimoire_core::en_fr;

/// A duel game.
pub type Game = grimoire_core::state::Game<crate::Duel>;
pub type Turn = grimoire_core::state::Turn<crate::Duel>;

/// The steps of a turn, in order (beginning phase, first main phase, combat phase, second main
/// phase, ending phase).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    Untap,
    Upkeep,
    Draw,
    /// Where a scenario starts: the first main phase, with priority.
    #[default]
    Main1,
    BeginCombat,
    DeclareAttackers,
    DeclareBlockers,
    /// The first-strike combat damage step, when a creature in combat has Initiative or Double
    /// initiative as combat damage begins (initiative.1).
    FirstStrikeDamage,
    CombatDamage,
    EndCombat,
    Main2,
    End,
    Cleanup,
}

impl Step {
    /// The step after this one in a turn; `None` after the cleanup step.
    pub fn next(self) -> Option<Step> {
        use Step::*;
        Some(match self {
            Untap => Upkeep,
            Upkeep => Draw,
            Draw => Main1,
            Main1 => BeginCombat,
            BeginCombat => DeclareAttackers,
            DeclareAttackers => DeclareBlockers,
            DeclareBlockers => FirstStrikeDamage,
            FirstStrikeDamage => CombatDamage,
            CombatDamage => EndCombat,
            EndCombat => Main2,
            Main2 => End,
            End => Cleanup,
            Cleanup => return None,
        })
    }

    pub fn is_main(self) -> bool {
        matches!(self, Step::Main1 | Step::Main2)
    }

    /// How traces name it.
    pub fn name(self) -> &'static str {
        match self {
            Step::Untap => en_fr!(en: "untap step", fr: "étape de dégagement"),
            Step::Upkeep => en_fr!(en: "upkeep", fr: "étape d'entretien"),
            Step::Draw => en_fr!(en: "draw step", fr: "étape de pioche"),
            Step::Main1 => en_fr!(en: "first main phase", fr: "première phase principale"),
            Step::BeginCombat => en_fr!(en: "beginning of combat", fr: "étape de début du combat"),
            Step::DeclareAttackers => {
                en_fr!(en: "declare attackers step", fr: "étape de déclaration des attaquants")
            }
            Step::DeclareBlockers => {
                en_fr!(en: "declare blockers step", fr: "étape de déclaration des bloqueurs")
            }
            Step::FirstStrikeDamage => {
                en_fr!(
                    en: "first-strike combat damage step",
                    fr: "étape des blessures de combat de l'initiative",
                )
            }
            Step::CombatDamage => {
                en_fr!(en: "combat damage step", fr: "étape des blessures de combat")
            }
            Step::EndCombat => en_fr!(en: "end of combat", fr: "étape de fin du combat"),
            Step::Main2 => en_fr!(en: "second main phase", fr: "seconde phase principale"),
            Step::End => en_fr!(en: "end step", fr: "étape de fin"),
            Step::Cleanup => en_fr!(en: "cleanup step", fr: "étape de nettoyage"),
        }
    }
}

/// The combat in progress.
#[derive(Clone, Debug)]
pub struct Combat {
    /// The attacking player and the player attacked.
    pub attacker: PlayerId,
    pub defender: PlayerId,
    /// Attacking creatures, in the order they were declared; one removed from combat leaves.
    pub attackers: Vec<ObjId>,
    /// Whether attackers were declared (the declaration happens once, at the step's start).
    pub declared: bool,
    /// Each block: the blocking creature and the attacker it blocks.
    pub blocks: Vec<(ObjId, ObjId)>,
    /// Whether blockers were declared.
    pub blockers_declared: bool,
    /// Attackers that became blocked (they stay blocked when their blockers leave combat).
    pub blocked: Vec<ObjId>,
    /// Whether this combat has a first-strike damage step (decided as combat damage begins).
    pub first_strike: bool,
}

impl Combat {
    pub fn new(attacker: PlayerId, defender: PlayerId) -> Self {
        Combat {
            attacker,
            defender,
            attackers: Vec::new(),
            declared: false,
            blocks: Vec::new(),
            blockers_declared: false,
            blocked: Vec::new(),
            first_strike: false,
        }
    }

    pub fn blockers_of(&self, attacker: ObjId) -> Vec<ObjId> {
        self.blocks
            .iter()
            .filter(|(_, a)| *a == attacker)
            .map(|(b, _)| *b)
            .collect()
    }

    pub fn blocked_by(&self, blocker: ObjId) -> Vec<ObjId> {
        self.blocks
            .iter()
            .filter(|(b, _)| *b == blocker)
            .map(|(_, a)| *a)
            .collect()
    }

    pub fn is_attacking(&self, o: ObjId) -> bool {
        self.attackers.contains(&o)
    }

    pub fn is_blocking(&self, o: ObjId) -> bool {
        self.blocks.iter().any(|(b, _)| *b == o)
    }

    /// Every creature in combat: attackers, then blockers.
    pub fn creatures(&self) -> Vec<ObjId> {
        let mut all = self.attackers.clone();
        for (b, _) in &self.blocks {
            if !all.contains(b) {
                all.push(*b);
            }
        }
        all
    }

    /// Removes `o` from combat (regeneration, leaving the battlefield): no longer attacking or
    /// blocking; an attacker it blocked stays blocked, and a creature that blocked it is still
    /// blocking — it deals and is dealt no combat damage by it (`is_attacking` is asked then).
    pub fn remove(&mut self, o: ObjId) {
        self.attackers.retain(|a| *a != o);
        self.blocked.retain(|a| *a != o);
        self.blocks.retain(|(b, _)| *b != o);
    }

    /// Whether `o` is in this combat: attacking, or blocking.
    pub fn has(&self, o: ObjId) -> bool {
        self.is_attacking(o) || self.is_blocking(o)
    }
}

/// The duel's state of a game beyond the core's.
#[derive(Clone, Debug, Default)]
pub struct DuelState {
    pub combat: Option<Combat>,
    /// Triggered abilities waiting to be put on the stack the next time a player would get
    /// priority.
    pub waiting: Vec<Trigger>,
    /// The last recomputation of continuous effects, to skip the next when it would give the
    /// same (a cache: never copied with the game).
    pub derived: super::derived::Memo,
}
