//! The cards an import keeps in a pack's `pending/` (`files`), found again when a deck names
//! one. The loader does not read `pending/`, so to it such a card is unknown; a player who
//! built a deck from the import's files would read "unknown card" as a typo. This says instead
//! where the card waits and why, from the `# pending:` lines the importer wrote above it.

use super::MARK;
use grimoire_core::content::files::{Layout, PackFiles};
use grimoire_core::diag::Diagnostic;
use std::path::Path;

/// A card kept in `pending/`: its id, its file as messages show it, and why it waits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingCard {
    pub id: String,
    pub file: String,
    pub why: Vec<String>,
}

/// The cards of the `pending/` folder of pack folder `root`, in file then card order: only the
/// files an import wrote (their first line is [`MARK`]).
pub fn pending_cards(root: &Path) -> Vec<PendingCard> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(root.join("pending")) else {
        return found;
    };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        if !text.starts_with(MARK) {
            continue;
        }
        let mut why = Vec::new();
        for line in text.lines() {
            if let Some(reason) = line.strip_prefix("# pending: ") {
                why.push(reason.to_string());
            } else if line.starts_with("id = ") {
                let id = toml::from_str::<toml::Table>(line)
                    .ok()
                    .and_then(|t| t.get("id").and_then(|v| v.as_str()).map(str::to_string));
                if let Some(id) = id {
                    found.push(PendingCard {
                        id,
                        file: path.display().to_string(),
                        why: std::mem::take(&mut why),
                    });
                }
                why.clear();
            }
        }
    }
    found
}

/// Rewrites each "unknown card" error naming a card kept in the `pending/` of one of the pack
/// folders `packs` to say so.
pub fn explain(packs: &[PackFiles], errors: &mut [Diagnostic]) {
    let mut pending: Option<Vec<PendingCard>> = None;
    for d in errors.iter_mut() {
        let Some(id) = d
            .message
            .strip_prefix("unknown card `")
            .and_then(|r| r.strip_suffix('`'))
        else {
            continue;
        };
        let pending = pending.get_or_insert_with(|| {
            packs
                .iter()
                .filter(|p| p.layout == Layout::Pack)
                .flat_map(|p| pending_cards(Path::new(&p.root)))
                .collect()
        });
        let bare = id.rsplit(':').next().unwrap_or(id);
        if let Some(card) = pending.iter().find(|c| c.id == bare) {
            d.message = format!(
                "`{bare}` is not playable yet: the import kept it in {}, which the pack does \
                 not load",
                card.file
            );
            let mut help = card.why.join("; ");
            if !help.is_empty() {
                help.push_str(". ");
            }
            help.push_str(if card.why.iter().any(|w| w.starts_with("its script")) {
                "Write that script, then import again with --force; or take the card out of \
                 this deck"
            } else {
                "Take the card out of this deck, or move it into a cards file of your own: \
                 then the part the rules cannot play does nothing"
            });
            d.help = Some(help);
        }
    }
}
