//! Riftbound's game state: the core's generic state for this ruleset (aliases under the same
//! names), and Riftbound's own parts — zones and locations (105–110), battlefields, showdowns
//! (308), players' rune pools, points and XP, last known information. Plain data, no rules.

pub mod board;
pub mod damage_turn;
pub mod delayed;
pub mod derived;
pub mod effect_play;
pub mod game;
pub mod ids;
pub mod last_known;
pub mod memo;
pub mod object;
pub mod player;
pub mod showdown;
pub mod targets;
pub mod token_making;
pub mod zone;

pub use game::{Game, GameExt};
pub use ids::{BfId, ObjId, PlayerId};
pub use zone::{Location, Zone};

pub use grimoire_core::state::rng;

/// The chain of a Riftbound game (327–340).
pub mod chain {
    pub use grimoire_core::state::chain::{ChainKind, Chosen};
    pub type ChainItem = grimoire_core::state::chain::ChainItem<crate::Riftbound>;

    /// What a Riftbound chain item carries beyond targets and modes.
    #[derive(Debug, Default, PartialEq, Eq)]
    pub struct ItemExt {
        /// Each extra execution paid for (820 Répétition), with its own choices (820.2).
        pub repeats: Vec<Chosen>,
        /// Where a permanent being played will enter (355.2).
        pub destination: Option<super::Location>,
        /// Optional additional costs chosen (356.2.b), as keyword ids.
        pub paid_options: Vec<u16>,
        /// The additional cost the card's own text offers (`fn additional_cost`, 356.2.b):
        /// whether it was paid, the resources it adds to the total (`ctx.add_cost`), and what
        /// the play costs before them, which they must be paid with (357.3).
        pub paid_additional: bool,
        pub added_cost: crate::model::cost::Cost,
        pub cost_so_far: crate::model::cost::Cost,
        /// Whether this item closed the state when it was played (358.3).
        pub opened_chain: bool,
        /// What its targets were chosen under, checked again as it resolves (359.3.e.2).
        pub restrictions: Vec<super::targets::Restricted>,
        /// A card an effect plays as it resolves (419.3): where it was, and what it is played
        /// ignoring or less; finalized once that effect has resolved (354.3).
        pub by_effect: Option<super::effect_play::EffectPlay>,
        /// A triggered ability whose condition was asked as it triggered (383.3.e,
        /// `rules::noted`): not asked again as it is finalized (a condition may count what it
        /// is asked: « the second time I move in a turn »).
        pub condition_asked: bool,
    }

    impl Clone for ItemExt {
        fn clone(&self) -> Self {
            ItemExt {
                repeats: self.repeats.clone(),
                destination: self.destination,
                paid_options: self.paid_options.clone(),
                paid_additional: self.paid_additional,
                added_cost: self.added_cost,
                cost_so_far: self.cost_so_far,
                opened_chain: self.opened_chain,
                restrictions: self.restrictions.clone(),
                by_effect: self.by_effect,
                condition_asked: self.condition_asked,
            }
        }

        /// Into the lists there are (a checkpoint's spare copy of the game).
        fn clone_from(&mut self, other: &Self) {
            self.repeats.clone_from(&other.repeats);
            self.destination = other.destination;
            self.paid_options.clone_from(&other.paid_options);
            self.paid_additional = other.paid_additional;
            self.added_cost = other.added_cost;
            self.cost_so_far = other.cost_so_far;
            self.opened_chain = other.opened_chain;
            self.restrictions.clone_from(&other.restrictions);
            self.by_effect = other.by_effect;
            self.condition_asked = other.condition_asked;
        }
    }
}

/// Continuous effects (durations are the core's; what they change is Riftbound's).
pub mod effects {
    pub use grimoire_core::state::effects::{Duration, WhileCondition};
    pub type Effect = grimoire_core::state::effects::Effect<crate::Riftbound>;
    pub type EffectKind = grimoire_core::state::effects::EffectKind<crate::Riftbound>;

    /// What a Riftbound effect changes besides keywords.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Modifier {
        /// +N or -N Might, in the arithmetic layer (472.3): an increase or a decrease. A limit
        /// ("to a min of 1") was applied as the effect began, and N is what it left (472.3.b).
        Might(i32),
        /// The Might becomes N, in the trait layer (472.1.a.1): before every increase and
        /// decrease, the latest such effect last (475.3).
        SetMight(i32),
        /// A replacement effect (369), used up when it applies: the next time the object would
        /// die, it is healed, exhausted and recalled instead (so it does not die: 808.1.d.1).
        RecallInsteadOfDying,
        /// The points a player needs to win are raised by N while its source's continuous
        /// ability applies (478.3: the Victory Score; « Increase the points needed to win the
        /// game by 1 »). Put on the source itself; it changes no characteristic.
        VictoryScore(i32),
        /// 712–715: Bonus Damage a continuous ability gives — to every damage its object's
        /// controller's spells and abilities deal (`here: false`), or to the damage spells and
        /// abilities deal to units at its object's location (`here: true`).
        BonusDamage { n: i32, here: bool },
        /// 437: every damage the object would take is prevented (437.4: none is dealt).
        NoDamage,
        /// 437.1.b, 437.5.a: the first N damage the object would take each combat
        /// (`each_combat`), or each turn, is prevented: a Prevent Value given again each combat
        /// or turn, reduced by what it prevents (437.3; what it has prevented is kept in
        /// `damage_turn`).
        PreventFirst { n: i32, each_combat: bool },
        /// The object has a tag its card does not print, in the trait layer (472.1.c: « Other
        /// friendly units are Yordles »): the tag named by the first card of the catalogue
        /// printing it, its place among that card's tags (`query::tags`).
        GrantTag(grimoire_core::model::card::CardKey, u8),
    }
}

/// Decisions of a Riftbound game.
pub mod decision {
    pub use grimoire_core::state::decision::{Answer, DecisionKind, Recipient};
    pub type Decision = grimoire_core::state::decision::Decision<crate::Riftbound>;
    pub type DecisionOption = grimoire_core::state::decision::DecisionOption<crate::Riftbound>;
    pub type OptionValue = grimoire_core::state::decision::OptionValue<crate::Riftbound>;
}
