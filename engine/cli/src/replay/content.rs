//! The content a replay is played with: exactly the packs it names, each with the content hash
//! it was recorded with. Another pack's files would play another game from the same answers, so
//! a missing or changed pack is refused, by name, rather than replayed.

use super::Replay;
use super::read::Places;
use crate::packs::PackId;
use grimoire_core::content::PackFiles;
use grimoire_core::diag::Diagnostic;

/// The packs of `available` (what a command of the replay's game reads: its base game, the
/// packs found beside it and named with `--pack`) that the replay names, or the first pack it
/// names that is missing or whose files differ.
pub fn select(
    available: Vec<PackFiles>,
    replay: &Replay,
    places: &Places,
) -> Result<Vec<PackFiles>, Diagnostic> {
    let ids: Vec<PackId> = available.iter().map(PackId::of).collect();
    for (i, recorded) in replay.packs.iter().enumerate() {
        let Some(found) = ids.iter().position(|id| id.name == recorded.name) else {
            return Err(Diagnostic::new(
                places.pack(i),
                format!(
                    "pack `{}` {} is not loaded here, and the game was played with it",
                    recorded.name, recorded.version
                ),
            )
            .with_help("name its folder with `--pack DIR`"));
        };
        let id = &ids[found];
        if id.hash != recorded.hash {
            let root = match available[found].root.as_str() {
                "" => "<embedded>",
                r => r,
            };
            return Err(Diagnostic::new(
                places.pack(i),
                format!(
                    "pack `{}` has changed since the game was recorded (recorded {} {}, found {} \
                     {} in {root}): replaying would play another game",
                    recorded.name, recorded.version, recorded.hash, id.version, id.hash
                ),
            )
            .with_help(
                "replay it with the content it was recorded with (that checkout, or that version \
                 of the pack)",
            ));
        }
    }
    Ok(available
        .into_iter()
        .zip(&ids)
        .filter(|(_, id)| replay.packs.iter().any(|p| p.name == id.name))
        .map(|(f, _)| f)
        .collect())
}
