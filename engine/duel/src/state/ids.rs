//! Players and objects are the core's ids.

pub use grimoire_core::state::{ObjId, PlayerId};
