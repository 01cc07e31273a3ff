//! The `grimoire` command's library: which rulesets this binary holds, where their base games
//! are read from (the repository's folders or the copy built into the binary), and how a pack,
//! a scenario or a deck names its game. The commands themselves are in `src/cli/`.

pub mod base;
mod base_files;
pub mod diff;
pub mod embedded;
pub mod explained;
pub mod fuzz;
pub mod games;
pub mod import;
pub mod packs;
pub mod render;
pub mod replay;
pub mod report;
pub mod session;
pub mod snapfile;
pub mod suite;
pub mod targets;
pub mod viewer;

pub use grimoire_core as core;
pub use grimoire_duel as duel;
pub use grimoire_riftbound as riftbound;

/// The allocator of every program built on this crate (the command, its tests and benchmarks):
/// games allocate and free small buffers at every step, which mimalloc serves in a fraction of
/// the system allocator's instructions (BENCHMARKS.md, step 9).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
