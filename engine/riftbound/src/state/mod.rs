//! Game state: plain data, no rules. Queries read it; rules change it.

pub mod chain;
pub mod decision;
pub mod effects;
pub mod game;
pub mod ids;
pub mod last_known;
pub mod object;
pub mod player;
pub mod rng;
pub mod showdown;
pub mod zone;

pub use game::Game;
pub use ids::{BfId, ObjId, PlayerId};
pub use zone::{Location, Zone};
