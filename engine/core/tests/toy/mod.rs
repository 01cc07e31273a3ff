//! The toy game's ruleset: its types, its procedure and its four cards, on the core's public
//! interface only (the game itself is told in tests/toy_game.rs).

use grimoire_core::Ruleset;
use grimoire_core::content::{CardDefinition, FileCtx};
use grimoire_core::diag::Diagnostic;
use grimoire_core::model::card::{CardKey, CardSource, CardType, Lang};
use grimoire_core::model::catalog::{Catalog, Deck};
use grimoire_core::model::glossary::{Glossary, HookSet, KeywordKind};
use grimoire_core::model::notation::{Notation, NotationError};
use grimoire_core::model::records::CardText;
use grimoire_core::rules::autoplay::actor;
use grimoire_core::rules::{self, Env, RulesError, ScriptRunner};
use grimoire_core::state::chain::{ChainItem, ChainKind};
use grimoire_core::state::decision::{Decision, DecisionKind, DecisionOption};
use grimoire_core::state::{Audience, Game, ObjId, PlayerId, Position, Visibility, ZoneKind};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::rc::Rc;
use toml::Spanned;

mod model;
mod procedure;
mod ruleset;

pub use model::*;
pub use procedure::*;
pub use ruleset::*;
