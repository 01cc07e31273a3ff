//! Game state: plain data, no rules. A ruleset's own state hangs off each part (`ext`).

pub mod audience;
pub mod chain;
pub mod checkpoint;
pub mod decision;
mod dump;
pub mod effects;
pub mod game;
pub mod ids;
mod index;
pub mod limits;
pub mod object;
pub mod reads;
pub mod rng;
mod template;
pub mod trace;
pub mod trigger;
pub mod zone;
mod zone_index;

pub use audience::{Audience, Viewer, Visibility};
pub use game::{Game, Turn};
pub use ids::{ObjId, PlayerId};
pub use object::{Handle, Object};
pub use trace::{CoreEvent, TraceLine};
pub use zone::{Position, ZoneKind};
