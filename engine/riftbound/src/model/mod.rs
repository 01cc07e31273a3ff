//! Riftbound's content records: costs in its notation (131, 134–135), card facts (type,
//! domains, Might…), the glossary's hooks, decks; and the core's records for this ruleset
//! under the same names.

pub mod activated;
pub mod card;
pub mod catalogue;
pub mod cost;
pub mod hooks;

/// The catalog of a Riftbound game.
pub mod catalog {
    pub use grimoire_core::model::catalog::{PackInfo, ScriptInfo};
    pub type Catalog = grimoire_core::model::catalog::Catalog<crate::Riftbound>;
    /// A Riftbound deck as loaded.
    pub type DeckDef = grimoire_core::model::catalog::Deck<crate::Riftbound>;

    /// A deck's cards as the deck rules read them (103).
    #[derive(Clone, Debug)]
    pub struct DeckList {
        pub legend: grimoire_core::model::card::CardKey,
        pub champion: grimoire_core::model::card::CardKey,
        pub battlefields: Vec<grimoire_core::model::card::CardKey>,
        /// Main deck besides the chosen champion, in file order.
        pub main: Vec<(grimoire_core::model::card::CardKey, u32)>,
        pub runes: Vec<(grimoire_core::model::card::CardKey, u32)>,
    }
}

/// The glossary: the core's entries, Riftbound's hooks.
pub mod glossary {
    pub use super::hooks::*;
    pub use grimoire_core::model::glossary::{
        HookSet, KeywordKind, KwId, Param, Stacking, TemplateShape, edit_distance,
    };
    pub type Glossary = grimoire_core::model::glossary::Glossary<crate::Riftbound>;
    pub type KeywordDef = grimoire_core::model::glossary::KeywordDef<crate::Riftbound>;
}

/// Card text records, with Riftbound's costs.
pub mod records {
    pub use grimoire_core::model::records::Span;
    pub type KeywordUse = grimoire_core::model::records::KeywordUse<crate::Riftbound>;
    pub type Instruction = grimoire_core::model::records::Instruction<crate::Riftbound>;
    pub type Ability = grimoire_core::model::records::Ability<crate::Riftbound>;
    pub type CardText = grimoire_core::model::records::CardText<crate::Riftbound>;
}

pub use grimoire_core::model::functions;
