//! The duel game's state: the core's generic state for this ruleset (aliases under the same
//! names), and the duel's own parts — zones, turn steps, the combat, players' life and mana.
//! Plain data, no rules.

pub mod derived;
pub mod game;
pub mod ids;
pub mod object;
pub mod player;
pub mod zone;

pub use game::{Combat, Game, Step};
pub use ids::{ObjId, PlayerId};
pub use zone::Zone;

pub use grimoire_core::state::Position;

/// The stack of a duel game.
pub mod chain {
    pub use grimoire_core::state::chain::{ChainKind, Chosen};
    pub type ChainItem = grimoire_core::state::chain::ChainItem<crate::Duel>;

    /// What a duel stack item carries beyond objects targeted and modes.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct ItemExt {
        /// The value of X paid.
        pub x: u32,
        /// The spell or ability has targets: when none of them is legal any more as it
        /// resolves, it does not resolve.
        pub targeted: bool,
        /// It can't be countered (`ctx.cannot_be_countered()` while it goes on the stack): a
        /// counter does nothing to it (701.3a).
        pub uncounterable: bool,
    }
}

/// Continuous effects: durations are the core's; what they change is the duel's.
pub mod effects {
    pub use grimoire_core::state::effects::{Duration, WhileCondition};
    pub type Effect = grimoire_core::state::effects::Effect<crate::Duel>;
    pub type EffectKind = grimoire_core::state::effects::EffectKind<crate::Duel>;

    /// What a duel effect changes besides keywords.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Modifier {
        /// +P/+T.
        PowerToughness(i32, i32),
        /// It may block this many more creatures.
        ExtraBlocks(u32),
        /// Each time it would be destroyed, it is regenerated instead (701.5b).
        Regenerates,
        /// It can't be regenerated: neither a shield (701.5a) nor a static regeneration
        /// (701.5b) replaces its destruction.
        NoRegeneration,
    }
}

/// Decisions of a duel game.
pub mod decision {
    pub use grimoire_core::state::decision::{Answer, DecisionKind, Recipient};
    pub type Decision = grimoire_core::state::decision::Decision<crate::Duel>;
    pub type DecisionOption = grimoire_core::state::decision::DecisionOption<crate::Duel>;
    pub type OptionValue = grimoire_core::state::decision::OptionValue<crate::Duel>;
}
