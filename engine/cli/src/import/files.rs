//! The files an import writes (docs/IMPORT.md), each starting with [`MARK`] so that a later
//! `import --force` knows it may replace them:
//! - `pack.toml`;
//! - `cards/<set>.toml`: the cards that play as printed — complete without a script, or whose
//!   script exists under `scripts/` — the only cards the loader reads;
//! - `pending/<set>.toml`: the cards that load but cannot be played yet — a script still to
//!   write, or text the rules cannot play — in the same format, in a folder the loader does not
//!   read (a pack loads `cards/`, `scripts/` and `decks/` only), so the rest plays at once;
//! - `unparsed.toml`: the cards that do not load, each with why.

use super::Target;
use super::draft::Draft;
use std::collections::BTreeMap;

/// The first line of every file the importer writes: what it may overwrite on `--force`.
pub const MARK: &str = "# Written by `grimoire import`";

/// Where an imported card is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// `cards/<set>.toml`: loaded.
    Cards,
    /// `pending/<set>.toml`: not loaded until its script exists (or the rules can play it).
    Pending,
    /// `unparsed.toml`: does not load.
    Unparsed,
}

impl Place {
    /// The folder of a set's file, for `Cards` and `Pending`.
    pub fn folder(self) -> &'static str {
        match self {
            Place::Cards => "cards",
            Place::Pending => "pending",
            Place::Unparsed => "",
        }
    }
}

/// The file a card goes to, relative to the pack folder.
pub fn file_of(draft: &Draft, place: Place) -> String {
    match place {
        Place::Unparsed => "unparsed.toml".to_string(),
        p => format!("{}/{}.toml", p.folder(), draft.set),
    }
}

/// The cards of each set file of `place`, in set name order, by index in `drafts`.
pub fn by_set(drafts: &[Draft], members: &[usize], place: Place) -> BTreeMap<String, Vec<usize>> {
    let mut sets: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for &i in members {
        sets.entry(file_of(&drafts[i], place)).or_default().push(i);
    }
    sets
}

/// A file of cards: its header, then each card under its comment.
pub fn render(target: &Target, place: Place, drafts: &[Draft], members: &[usize]) -> String {
    let why = match place {
        Place::Cards => "English text as printed (docs/IMPORT.md).",
        Place::Pending => {
            "cards kept out of the pack, each with why above it: the loader does not read \
             pending/. A card waiting for its script: write the script under scripts/ at the \
             path its `script` field gives, then import again with --force, and the card moves \
             to cards/. A card the rules cannot play: move it into a cards file of your own (an \
             import rewrites only the files it wrote) if the rest of it is worth playing; the \
             part named does nothing."
        }
        Place::Unparsed => {
            "the cards that do not load yet, each with why (`grimoire import` reports where). \
             The loader does not read this file: fix a card, then move it into cards/."
        }
    };
    let mut s = wrap(&format!("{MARK} from {}: {why}", target.source));
    s.push('\n');
    for &i in members {
        s.push('\n');
        s.push_str(&drafts[i].render());
    }
    s
}

/// A comment (`# …`) as lines of at most about 100 characters, each a comment.
fn wrap(comment: &str) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in comment.split(' ') {
        if line > 0 && line + 1 + word.chars().count() > 100 {
            out.push_str("\n#");
            line = 1;
        }
        if !out.is_empty() {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.chars().count();
    }
    out
}

pub fn manifest(target: &Target) -> String {
    format!(
        "{MARK} from {}: English card text as printed (docs/IMPORT.md).\nname = {}\nversion = \
         \"0.1.0\"\ndescription = {}\ndepends = [\"riftbound\"]\nlang = \"en\"\n",
        target.source,
        toml::Value::String(target.pack.to_string()),
        toml::Value::String(format!("Riftbound cards imported from {}", target.source)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_header_is_comment_lines_starting_with_the_mark() {
        let header = wrap(&format!(
            "{MARK} from g.json: {}",
            "word ".repeat(60).trim_end()
        ));
        assert!(header.starts_with(MARK), "{header}");
        for line in header.lines() {
            assert!(
                line.starts_with('#') && line.chars().count() <= 100,
                "{line}"
            );
        }
        assert_eq!(
            header.split_whitespace().filter(|w| *w == "word").count(),
            60
        );
    }
}
