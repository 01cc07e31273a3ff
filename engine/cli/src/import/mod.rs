//! `grimoire import`: the official Riftbound card gallery (JSON) made a pack of TOML cards
//! (docs/IMPORT.md). Each card is mapped to a Riftbound record with its English text as
//! printed (the pack says `lang = "en"`), then read by the loader's own code
//! (`content::load::card_type`: the card-text parser, the field checks) and sorted:
//! - complete without a script (keywords only, or no text): written to `cards/<set>.toml`;
//! - needing a script: written with `script = "cards/<id>.rhai"` and listed with the functions
//!   the loader requires and those its text suggests (`needs`); to `cards/<set>.toml` once that
//!   script exists under the pack's `scripts/`, else to `pending/<set>.toml`;
//! - loading, but with text no script function can carry (an activated ability without a
//!   keyword): written to `pending/<set>.toml` with why;
//! - not loading (a text that does not parse, a type or domain the engine does not know):
//!   written to `unparsed.toml` at the pack's root, each with its reasons at their line and
//!   column there.
//!
//! Before that, prints that play the same are made one card, and each card its id (`merge`).
//!
//! The loader reads neither `pending/` nor `unparsed.toml` (`files`), so `grimoire check`
//! passes on a fresh import and the cards of `cards/` play at once. The importer writes no
//! script: a stub would load and play nothing.

pub mod draft;
pub mod files;
pub mod gallery;
pub mod merge;
pub mod needs;
pub mod pending;
pub mod report;
pub mod text;

use draft::Draft;
pub use files::MARK;
use files::{Place, by_set, file_of, manifest, render};
use gallery::{GalleryCard, Skipped};
use grimoire_core::content::FileCtx;
use grimoire_core::content::card_file::CardFile;
use grimoire_core::content::load::card_type;
use grimoire_core::diag::Diagnostic;
use grimoire_core::effects::language::EffectLanguage;
use grimoire_core::model::card::Lang;
use grimoire_riftbound::content::card_def::CardDef;
use grimoire_riftbound::model::glossary::Glossary;
use merge::Merged;
use needs::{Needs, needs};

/// A card of the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub id: String,
    pub name: String,
    pub code: String,
    /// The file it is written in, relative to the pack folder (`pending/origins.toml`).
    pub file: String,
    /// The set's file name (`origins`), for the counts a set.
    pub set: String,
    /// A token (supertype `token`).
    pub token: bool,
    /// Its id has a suffix: another card took its name first (`merge::card_id`).
    pub suffixed: bool,
    /// What the mapping left out or changed.
    pub notes: Vec<String>,
}

impl Entry {
    /// Whether the loader reads it: it is in `cards/`.
    pub fn loaded(&self) -> bool {
        self.file.starts_with("cards/")
    }
}

/// A card needing a script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scripted {
    pub entry: Entry,
    /// Where the script goes, relative to the pack's `scripts/`.
    pub script: String,
    pub needs: Needs,
    /// Whether that script exists: the card is then in `cards/` (unless the rules cannot play
    /// part of its text).
    pub found: bool,
}

/// What an import made.
#[derive(Clone, Debug, Default)]
pub struct Imported {
    pub pack: String,
    /// The files to write, relative to the pack folder, in order.
    pub files: Vec<(String, String)>,
    pub complete: Vec<Entry>,
    /// Cards needing a script: where it goes, its functions, whether it exists.
    pub scripted: Vec<Scripted>,
    /// Cards that load but whose text no script function can carry today, with why.
    pub unsupported: Vec<(Entry, Vec<String>)>,
    /// Cards that do not load, with the reasons (located in `unparsed.toml`).
    pub unparsed: Vec<(Entry, Vec<Diagnostic>)>,
    /// Prints of a card already imported (alternate art, reprints, the same token again): the
    /// print's code, the card's id, what differs (`merge`).
    pub duplicates: Vec<Merged>,
    /// The set of each merged print, as `duplicates` lists them.
    pub merged_sets: Vec<String>,
    /// Cards a file of the pack's own defines (a card moved there by hand): the print's code,
    /// the id. Not written again, so that the id is defined once.
    pub own: Vec<(String, String)>,
    pub skipped: Vec<Skipped>,
}

impl Imported {
    /// The cards the loader reads, and those kept in `pending/`.
    pub fn loaded_and_pending(&self) -> (usize, usize) {
        let entries = self
            .complete
            .iter()
            .chain(self.scripted.iter().map(|s| &s.entry))
            .chain(self.unsupported.iter().map(|u| &u.0));
        let (mut loaded, mut pending) = (0, 0);
        for e in entries {
            if e.loaded() {
                loaded += 1;
            } else {
                pending += 1;
            }
        }
        (loaded, pending)
    }
}

/// Where the import writes, as messages show it (`packs/origins`), and what it is called.
pub struct Target<'a> {
    pub shown: &'a str,
    pub pack: &'a str,
    /// The gallery file's name, for the files' headers.
    pub source: &'a str,
    /// The scripts already in the pack's `scripts/`, relative to it (`cards/x.rhai`): a card
    /// whose script is among them goes to `cards/`.
    pub scripts: &'a [String],
    /// The card ids the pack's own files of `cards/` define (files no import wrote): those
    /// cards are the designer's now, and are not written again.
    pub own: &'a [String],
}

/// Imports `cards` into pack `target`: `glossary` is the base game's, `taken` the card ids of
/// the packs it loads with (an imported card is renamed rather than redefine one).
pub fn import(
    cards: &[GalleryCard],
    skipped: Vec<Skipped>,
    (glossary, effects): (&Glossary, &EffectLanguage),
    taken: &[String],
    target: &Target,
) -> Imported {
    let mut out = Imported {
        pack: target.pack.to_string(),
        skipped,
        ..Imported::default()
    };
    let mut drafts: Vec<Draft> = Vec::new();
    // What each draft plays as (`merge::plays`), and whether its id has a suffix.
    let mut keys: Vec<String> = Vec::new();
    let mut suffixed: Vec<bool> = Vec::new();
    for c in cards {
        let mut d = Draft::from_gallery(c);
        if d.id.is_empty() {
            d.id = format!("card-{}", c.index);
        }
        let key = merge::plays(&d);
        if let Some(k) = keys.iter().position(|o| *o == key) {
            out.duplicates.push(Merged {
                code: d.code.clone(),
                id: drafts[k].id.clone(),
                differs: merge::differs(&drafts[k], &d),
            });
            out.merged_sets.push(d.set.clone());
            drafts[k].also.push(d.code.clone());
            continue;
        }
        // Defined by the pack's own files, this print or another of the same name.
        if target.own.contains(&d.id) {
            out.own.push((d.code.clone(), d.id.clone()));
            continue;
        }
        let taken_id =
            |id: &str| drafts.iter().any(|o| o.id == id) || taken.iter().any(|t| t == id);
        let (id, note) = merge::card_id(&d.id, &d.code, taken_id);
        if target.own.contains(&id) {
            out.own.push((d.code.clone(), id));
            continue;
        }
        suffixed.push(note.is_some());
        d.notes.extend(note);
        d.id = id;
        keys.push(key);
        drafts.push(d);
    }
    // The pack's own kinds of card are words of its text, as when it loads (`{kind}`: "another
    // non-Recruit unit" where only the pack's token prints Recruit).
    let mut effects = effects.clone();
    effects.learn_kinds(
        drafts
            .iter()
            .flat_map(|d| d.tags.iter().map(String::as_str)),
    );
    let effects = &effects;
    // First reading: which cards load, and which need a script.
    let mut verdicts: Vec<Result<Needs, Vec<Diagnostic>>> =
        vec![Ok(Needs::default()); drafts.len()];
    let all: Vec<usize> = (0..drafts.len()).collect();
    for (file, members) in by_set(&drafts, &all, Place::Cards) {
        let src = render(target, Place::Cards, &drafts, &members);
        let shown = format!("{}/{file}", target.shown);
        for (k, result) in read_cards(&shown, &src, target.pack, glossary)
            .into_iter()
            .enumerate()
        {
            verdicts[members[k]] = result.map(|card| needs(&card, glossary, effects));
        }
    }
    let mut places = vec![Place::Cards; drafts.len()];
    for (i, d) in drafts.iter_mut().enumerate() {
        let entry = |place: Place| Entry {
            id: d.id.clone(),
            name: d.name.clone(),
            code: d.code.clone(),
            file: file_of(d, place),
            set: d.set.clone(),
            token: d.is_token(),
            suffixed: suffixed[i],
            notes: d.notes.clone(),
        };
        places[i] = match &verdicts[i] {
            Err(_) => Place::Unparsed,
            Ok(n) if n.complete() => {
                out.complete.push(entry(Place::Cards));
                Place::Cards
            }
            Ok(n) if n.required.is_empty() && n.suggested.is_empty() => {
                out.unsupported
                    .push((entry(Place::Pending), n.notes.clone()));
                Place::Pending
            }
            Ok(n) => {
                let script = d.script_path();
                let found = target.scripts.contains(&script);
                // Part of its text the rules cannot play: kept out even with its script.
                let place = if found && n.notes.is_empty() {
                    Place::Cards
                } else {
                    Place::Pending
                };
                out.scripted.push(Scripted {
                    entry: entry(place),
                    script,
                    needs: n.clone(),
                    found,
                });
                d.script = true;
                place
            }
        };
        match (&verdicts[i], places[i]) {
            // Said again above the card in unparsed.toml, for whoever fixes it there.
            (Err(errors), _) => {
                for e in errors {
                    d.comment
                        .push_str(&format!("\n# does not load: {}", e.message));
                }
            }
            (Ok(n), Place::Pending) => {
                if d.script && !target.scripts.contains(&d.script_path()) {
                    d.comment.push_str(&format!(
                        "\n# pending: its script scripts/{} does not exist yet",
                        d.script_path()
                    ));
                }
                for note in &n.notes {
                    d.comment
                        .push_str(&format!("\n# pending: the rules cannot play it: {note}"));
                }
            }
            _ => {}
        }
    }
    out.files.push(("pack.toml".into(), manifest(target)));
    for place in [Place::Cards, Place::Pending] {
        let members: Vec<usize> = (0..drafts.len()).filter(|&i| places[i] == place).collect();
        for (file, members) in by_set(&drafts, &members, place) {
            out.files
                .push((file, render(target, place, &drafts, &members)));
        }
    }
    let bad: Vec<usize> = (0..drafts.len())
        .filter(|&i| places[i] == Place::Unparsed)
        .collect();
    if !bad.is_empty() {
        let src = render(target, Place::Unparsed, &drafts, &bad);
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
                file: file_of(d, Place::Unparsed),
                set: d.set.clone(),
                token: d.is_token(),
                suffixed: suffixed[bad[k]],
                notes: d.notes.clone(),
            };
            out.unparsed.push((entry, result.err().unwrap_or_default()));
        }
        out.files.push(("unparsed.toml".into(), src));
    }
    out
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
