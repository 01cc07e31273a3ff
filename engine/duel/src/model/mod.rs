//! The duel game's content records: mana costs (`{2}{R}`), card facts (type, subtypes, power,
//! toughness, colours, activated abilities), the glossary's hooks, the catalogue of events and
//! queries, decks; and the core's records for this ruleset under the same names.

pub mod card;
pub mod catalogue;
pub mod cost;
pub mod hooks;

/// The catalog of a duel game.
pub mod catalog {
    pub use grimoire_core::model::catalog::{PackInfo, ScriptInfo};
    pub type Catalog = grimoire_core::model::catalog::Catalog<crate::Duel>;
    /// A duel deck as loaded.
    pub type DeckDef = grimoire_core::model::catalog::Deck<crate::Duel>;

    /// A deck's cards: each card with its number of copies, in file order.
    #[derive(Clone, Debug)]
    pub struct DeckList {
        pub cards: Vec<(grimoire_core::model::card::CardKey, u32)>,
    }
}

/// The glossary: the core's entries, the duel's hooks.
pub mod glossary {
    pub use super::hooks::*;
    pub use grimoire_core::model::glossary::{
        HookSet, KeywordKind, KwId, Param, Stacking, TemplateShape, edit_distance,
    };
    pub type Glossary = grimoire_core::model::glossary::Glossary<crate::Duel>;
    pub type KeywordDef = grimoire_core::model::glossary::KeywordDef<crate::Duel>;
}

/// Card text records, with the duel's costs.
pub mod records {
    pub use grimoire_core::model::records::Span;
    pub type KeywordUse = grimoire_core::model::records::KeywordUse<crate::Duel>;
    pub type Instruction = grimoire_core::model::records::Instruction<crate::Duel>;
    pub type Ability = grimoire_core::model::records::Ability<crate::Duel>;
    pub type CardText = grimoire_core::model::records::CardText<crate::Duel>;
}

pub use grimoire_core::model::functions;
