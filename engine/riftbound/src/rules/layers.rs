//! Riftbound's layers (468–475): the three categories continuous effects apply in (472), and the
//! aspects of an object an effect may read or change, from which dependencies are read (473).
//! The core's `rules::layers` orders and drives the evaluation; this file says what is what.
//!
//! Where each effect falls:
//! - trait-altering (472.1): the Might becomes N (`Modifier::SetMight`, 472.1.a.1), a tag
//!   given (`Modifier::GrantTag`, 472.1.c);
//! - ability-altering (472.2): keywords granted or removed (`GrantKeyword`, `RemoveKeyword`),
//!   the effect text of attached gear (472.2.c), the keywords a dependent ability names;
//! - arithmetic (472.3): +N or −N Might (`Modifier::Might`), buffs (426), attached gear's
//!   Might Bonus (472.3.c), what a keyword adds while its unit attacks or defends.
//!
//! Effects with a fixed object and no condition (a spell's "this turn", a buff, gear) are in
//! force at every point of an evaluation, and the queries read them in layer order
//! (`query::might`, `query::keywords`); the evaluation sequences the continuous abilities,
//! whose application depends on the state (`rules::continuous`).

use crate::model::glossary::KwId;
use crate::state::Game;
use crate::state::effects::{EffectKind, Modifier};
use grimoire_core::rules::layers::Aspects;

/// The layers, in the order they apply (472).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Layer {
    /// 472.1: name, types, tags, controller, the Might assigned.
    Trait = 0,
    /// 472.2: keywords and other abilities, appended text.
    Ability = 1,
    /// 472.3: increases, then decreases (472.3.d).
    Arithmetic = 2,
}

impl Layer {
    pub const ALL: [Layer; 3] = [Layer::Trait, Layer::Ability, Layer::Arithmetic];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// The layer of what an effect changes; `None` for what no layer holds (a replacement, 369).
pub fn layer_of(kind: &EffectKind) -> Option<Layer> {
    match kind {
        EffectKind::Rule(Modifier::SetMight(_) | Modifier::GrantTag(..)) => Some(Layer::Trait),
        EffectKind::GrantKeyword(..) | EffectKind::RemoveKeyword(_) => Some(Layer::Ability),
        EffectKind::Rule(Modifier::Might(_)) => Some(Layer::Arithmetic),
        EffectKind::Rule(Modifier::RecallInsteadOfDying) => None,
        // No characteristic: kept with the arithmetic contributions so that it is given again
        // at each evaluation like them.
        EffectKind::Rule(Modifier::VictoryScore(_)) => Some(Layer::Arithmetic),
        // Abilities a continuous ability gives about damage (437, 712): with the keywords.
        EffectKind::Rule(
            Modifier::BonusDamage { .. } | Modifier::NoDamage | Modifier::PreventFirst { .. },
        ) => Some(Layer::Ability),
    }
}

/// The aspects of an object the card API lets a continuous ability read, numbered for the core.
pub mod aspect {
    use crate::model::glossary::KwId;

    /// Its Might (143.2), whatever changes it.
    pub const MIGHT: u32 = 0;
    /// The list of keywords: what a script reading it whole (`ctx.keywords`) reads, and what
    /// every grant or removal changes.
    pub const ANY_KEYWORD: u32 = 1;
    /// The game's own numbers no object has: the points needed to win (478.3).
    pub const GAME_NUMBERS: u32 = 2;
    /// The tags (133.6), given in the trait layer (472.1.c).
    pub const TAGS: u32 = 3;
    /// What an ability about damage gives (437, 712): no continuous ability reads it; the
    /// last aspect, shared with keywords past it, so that it is never empty.
    pub const DAMAGE: u32 = 127;
    /// Keyword `kw`.
    pub fn keyword(kw: KwId) -> u32 {
        4 + kw.0 as u32
    }
}

/// What reading keyword `kw` reads.
pub fn reads_keyword(kw: KwId) -> Aspects {
    Aspects::one(aspect::keyword(kw))
}

/// What reading every keyword (the list) reads: any grant or removal changes it.
pub fn reads_every_keyword() -> Aspects {
    Aspects::one(aspect::ANY_KEYWORD)
}

/// What an effect changes: the Might for a Might effect; a keyword (and the list) for a grant
/// or a removal, and the Might as well when the keyword adds Might while its unit attacks or
/// defends (Bouclier, Assaut: 814.1.c, 807.1.c), so that what reads the Might depends on it.
pub fn changes(game: &Game, kind: &EffectKind) -> Aspects {
    match kind {
        EffectKind::Rule(Modifier::SetMight(_) | Modifier::Might(_)) => Aspects::one(aspect::MIGHT),
        EffectKind::GrantKeyword(kw, _) | EffectKind::RemoveKeyword(kw) => {
            let a = reads_keyword(*kw).union(reads_every_keyword());
            if game.catalog.glossary.get(*kw).hooks.might_while.is_some() {
                a.with(aspect::MIGHT)
            } else {
                a
            }
        }
        EffectKind::Rule(Modifier::RecallInsteadOfDying) => Aspects::NONE,
        EffectKind::Rule(Modifier::GrantTag(..)) => Aspects::one(aspect::TAGS),
        EffectKind::Rule(Modifier::VictoryScore(_)) => Aspects::one(aspect::GAME_NUMBERS),
        EffectKind::Rule(
            Modifier::BonusDamage { .. } | Modifier::NoDamage | Modifier::PreventFirst { .. },
        ) => Aspects::one(aspect::DAMAGE),
    }
}
