//! `grimoire import`: the official Riftbound card gallery (JSON) made a pack of TOML cards
//! (docs/IMPORT.md). Each card is mapped to a Riftbound record with its English text as
//! printed (the pack says `lang = "en"`), then read by the loader's own code
//! (`content::load::card_type`: the card-text parser, the field checks) and sorted:
//! - complete without a script (keywords only, or no text): written to `cards/<set>.toml`;
//! - needing a script: written the same way with `script = "cards/<id>.rhai"`, and listed with
//!   the functions the loader requires and those its text suggests (`needs`);
//! - loading, but with text no script function can carry (an activated ability without a
//!   keyword): listed with why, no script asked for;
//! - not loading (a text that does not parse, a type or domain the engine does not know):
//!   written to `unparsed.toml` at the pack's root, which the loader does not read, each with
//!   its reasons at their line and column there.
//!
//! So `grimoire check` passes on the pack once the scripts listed exist. The importer writes no
//! script: a stub would load and play nothing.

pub mod draft;
pub mod gallery;
pub mod needs;
pub mod report;
pub mod text;

use draft::{Draft, slug};
use gallery::{GalleryCard, Skipped};
use grimoire_core::content::FileCtx;
use grimoire_core::content::card_file::CardFile;
use grimoire_core::content::load::card_type;
use grimoire_core::diag::Diagnostic;
use grimoire_core::model::card::Lang;
use grimoire_riftbound::content::card_def::CardDef;
use grimoire_riftbound::model::glossary::Glossary;
use needs::{Needs, needs};
use std::collections::BTreeMap;

/// The first line of every file the importer writes: what it may overwrite on `--force`.
pub const MARK: &str = "# Written by `grimoire import`";

/// A card of the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub id: String,
    pub name: String,
    pub code: String,
    /// What the mapping left out or changed.
    pub notes: Vec<String>,
}

/// What an import made.
#[derive(Clone, Debug, Default)]
pub struct Imported {
    pub pack: String,
    /// The files to write, relative to the pack folder, in order.
    pub files: Vec<(String, String)>,
    pub complete: Vec<Entry>,
    /// Cards needing a script: where it goes, and its functions.
    pub scripted: Vec<(Entry, String, Needs)>,
    /// Cards that load but whose text no script function can carry today, with why.
    pub unsupported: Vec<(Entry, Vec<String>)>,
    /// Cards that do not load, with the reasons (located in `unparsed.toml`).
    pub unparsed: Vec<(Entry, Vec<Diagnostic>)>,
    /// Prints of a card already imported (alternate art…): the print's code, the card's id.
    pub duplicates: Vec<(String, String)>,
    pub skipped: Vec<Skipped>,
}

/// Where the import writes, as messages show it (`packs/origins`), and what it is called.
pub struct Target<'a> {
    pub shown: &'a str,
    pub pack: &'a str,
    /// The gallery file's name, for the files' headers.
    pub source: &'a str,
}

/// Imports `cards` into pack `target`: `glossary` is the base game's, `taken` the card ids of
/// the packs it loads with (an imported card is renamed rather than redefine one).
pub fn import(
    cards: &[GalleryCard],
    skipped: Vec<Skipped>,
    glossary: &Glossary,
    taken: &[String],
    target: &Target,
) -> Imported {
    let mut out = Imported {
        pack: target.pack.to_string(),
        skipped,
        ..Imported::default()
    };
    let mut drafts: Vec<Draft> = Vec::new();
    for c in cards {
        let mut d = Draft::from_gallery(c);
        if d.id.is_empty() {
            d.id = format!("card-{}", c.index);
        }
        if let Some(same) = drafts.iter().find(|o| o.id == d.id && o.body() == d.body()) {
            out.duplicates.push((d.code.clone(), same.id.clone()));
            continue;
        }
        let clash = |id: &str| drafts.iter().any(|o| o.id == id) || taken.iter().any(|t| t == id);
        if clash(&d.id) {
            let first = d.id.clone();
            let mut id = format!("{first}-{}", slug(&d.code));
            let mut n = 2;
            while clash(&id) {
                id = format!("{first}-{n}");
                n += 1;
            }
            d.notes
                .push(format!("id `{id}`: `{first}` is another card's"));
            d.id = id;
        }
        drafts.push(d);
    }
    // First reading: which cards load, and which need a script.
    let mut verdicts: Vec<Result<Needs, Vec<Diagnostic>>> =
        vec![Ok(Needs::default()); drafts.len()];
    for (file, members) in by_set(&drafts) {
        let src = cards_file(target, &drafts, &members);
        let shown = format!("{}/{file}", target.shown);
        for (k, result) in read_cards(&shown, &src, target.pack, glossary)
            .into_iter()
            .enumerate()
        {
            verdicts[members[k]] = result.map(|card| needs(&card, glossary));
        }
    }
    let mut bad = Vec::new();
    for (i, d) in drafts.iter_mut().enumerate() {
        let entry = Entry {
            id: d.id.clone(),
            name: d.name.clone(),
            code: d.code.clone(),
            notes: d.notes.clone(),
        };
        match &verdicts[i] {
            Err(errors) => {
                // Said again above the card in unparsed.toml, for whoever fixes it there.
                for e in errors {
                    d.comment
                        .push_str(&format!("\n# does not load: {}", e.message));
                }
                bad.push(i);
            }
            Ok(n) if n.complete() => out.complete.push(entry),
            Ok(n) if n.required.is_empty() && n.suggested.is_empty() => {
                out.unsupported.push((entry, n.notes.clone()));
            }
            Ok(n) => {
                d.script = true;
                out.scripted.push((entry, d.script_path(), n.clone()));
            }
        }
    }
    out.files.push(("pack.toml".into(), manifest(target)));
    let good: Vec<usize> = (0..drafts.len()).filter(|i| !bad.contains(i)).collect();
    let kept: Vec<Draft> = good.iter().map(|&i| drafts[i].clone()).collect();
    for (file, members) in by_set(&kept) {
        out.files.push((file, cards_file(target, &kept, &members)));
    }
    if !bad.is_empty() {
        let src = unparsed_file(target, &drafts, &bad);
        let shown = format!("{}/unparsed.toml", target.shown);
        for (k, result) in read_cards(&shown, &src, target.pack, glossary)
            .into_iter()
            .enumerate()
        {
            let d = &drafts[bad[k]];
            let entry = Entry {
                id: d.id.clone(),
                name: d.name.clone(),
                code: d.code.clone(),
                notes: d.notes.clone(),
            };
            out.unparsed.push((entry, result.err().unwrap_or_default()));
        }
        out.files.push(("unparsed.toml".into(), src));
    }
    out
}

/// The cards of each set file (`cards/<set>.toml`), in set name order, by index in `drafts`.
fn by_set(drafts: &[Draft]) -> BTreeMap<String, Vec<usize>> {
    let mut sets: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, d) in drafts.iter().enumerate() {
        sets.entry(format!("cards/{}.toml", d.set))
            .or_default()
            .push(i);
    }
    sets
}

fn cards_file(target: &Target, drafts: &[Draft], members: &[usize]) -> String {
    let mut s = format!(
        "{MARK} from {}: English text as printed (docs/IMPORT.md).\n",
        target.source
    );
    for &i in members {
        s.push('\n');
        s.push_str(&drafts[i].render());
    }
    s
}

fn unparsed_file(target: &Target, drafts: &[Draft], members: &[usize]) -> String {
    let mut s = format!(
        "{MARK} from {}: the cards that do not load yet, each with why (`grimoire import` \
         reports where). The loader does not read this file: fix a card, then move it into \
         cards/.\n",
        target.source
    );
    for &i in members {
        s.push('\n');
        s.push_str(&drafts[i].render());
    }
    s
}

fn manifest(target: &Target) -> String {
    format!(
        "{MARK} from {}: English card text as printed (docs/IMPORT.md).\nname = {}\nversion = \
         \"0.1.0\"\ndescription = {}\ndepends = [\"riftbound\"]\nlang = \"en\"\n",
        target.source,
        toml::Value::String(target.pack.to_string()),
        toml::Value::String(format!("Riftbound cards imported from {}", target.source)),
    )
}

/// Each card of a generated file read as the loader reads it: its card type, or its errors.
fn read_cards(
    shown: &str,
    src: &str,
    pack: &str,
    glossary: &Glossary,
) -> Vec<Result<grimoire_riftbound::model::card::CardType, Vec<Diagnostic>>> {
    let parsed: CardFile<CardDef> =
        toml::from_str(src).expect("the importer writes TOML that parses");
    let lines = grimoire_core::diag::LineIndex::new(src);
    let cx = FileCtx {
        file: shown,
        src,
        lines: &lines,
        pack,
        lang: Lang::En,
    };
    parsed
        .card
        .iter()
        .map(|def| {
            let mut errors = Vec::new();
            match card_type::<grimoire_riftbound::Riftbound>(
                &cx,
                def.get_ref(),
                glossary,
                &mut errors,
            ) {
                Some(card) if errors.is_empty() => Ok(card),
                _ => Err(errors),
            }
        })
        .collect()
}
