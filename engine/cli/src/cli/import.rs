//! `grimoire import FILE.json --out PACK [--name NAME] [--json] [--force]`: the official
//! Riftbound card gallery made a pack of TOML cards, and a report of what each card needs
//! (docs/IMPORT.md, `grimoire::import`): the cards that cannot be played yet wait in
//! `pending/`, a card whose script exists under `scripts/` goes to `cards/`. Texts are parsed
//! with the base game's glossary: the pack depends on `riftbound` only. Exit 0 once the pack is written, whatever its cards need;
//! 2 for a gallery file that cannot be read, or a folder that cannot be written.

use super::{BAD_INPUT, OK, report_errors};
use grimoire::base::BaseSource;
use grimoire::core::content::load;
use grimoire::core::diag::{Diagnostic, SourcePos};
use grimoire::core::script::ScriptHost;
use grimoire::games::Game;
use grimoire::import::draft::slug;
use grimoire::import::{MARK, Target, gallery, import, report};
use grimoire::packs::{Found, same};
use grimoire::riftbound::Riftbound;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct ImportArgs {
    /// The gallery's JSON: `{"cards": [ … ]}`.
    #[arg(value_name = "FILE.json")]
    pub file: PathBuf,
    /// The pack folder to write (made if missing).
    #[arg(long, value_name = "PACK")]
    pub out: PathBuf,
    /// The pack's name (default: the folder's name).
    #[arg(long)]
    pub name: Option<String>,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Import into a folder that is not empty: files a previous import wrote are replaced,
    /// scripts/ is kept.
    #[arg(long)]
    pub force: bool,
}

pub fn import_cmd(base: BaseSource, found: &Found, args: ImportArgs) -> i32 {
    let shown = args.file.display().to_string();
    let read = grimoire_core::content::files::read_at_most(&args.file, 64 << 20, "a gallery");
    let src = match read {
        Ok(s) => s,
        Err(e) => {
            let at = SourcePos::new(&shown, 1, 1);
            eprintln!(
                "{}",
                Diagnostic::new(at, format!("cannot read the gallery: {e}"))
            );
            return BAD_INPUT;
        }
    };
    let (cards, skipped) = match gallery::read(&shown, &src) {
        Ok(x) => x,
        Err(d) => {
            eprintln!("{d}");
            return BAD_INPUT;
        }
    };
    let host = ScriptHost::<Riftbound>::new();
    let base_files = match base.files(Game::Riftbound) {
        Ok(f) => f,
        Err(d) => {
            report_errors(vec![d]);
            return BAD_INPUT;
        }
    };
    let (glossary, effects) = match load::<Riftbound>(vec![base_files.clone()], host.engine()) {
        Ok(l) => (l.catalog.glossary.clone(), l.catalog.effects.clone()),
        Err(errors) => {
            report_errors(errors);
            return BAD_INPUT;
        }
    };
    let taken = taken_ids(&base, found, &args.out, &host);
    let pack = args.name.clone().unwrap_or_else(|| {
        let folder = args
            .out
            .file_name()
            .map(|n| n.to_string_lossy().into_owned());
        Some(slug(&folder.unwrap_or_default()))
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "imported".to_string())
    });
    let out_shown = args.out.display().to_string();
    let source = args
        .file
        .file_name()
        .map_or(shown.clone(), |n| n.to_string_lossy().into_owned());
    let scripts = scripts_in(&args.out.join("scripts"));
    let own = own_ids(&args.out.join("cards"));
    let target = Target {
        shown: &out_shown,
        pack: &pack,
        source: &source,
        scripts: &scripts,
        own: &own,
    };
    let imported = import(&cards, skipped, (&glossary, &effects), &taken, &target);
    if let Err(e) = write(&args.out, &imported.files, args.force) {
        eprintln!("error: {e}");
        return BAD_INPUT;
    }
    if args.json {
        println!("{}", report::json(&imported, &out_shown));
    } else {
        print!("{}", report::text(&imported, &out_shown));
    }
    OK
}

/// The card ids of the packs loaded with the imported one (the base game, the packs found
/// beside it), but for the folder being written: an imported card may not redefine them.
fn taken_ids(
    base: &BaseSource,
    found: &Found,
    out: &Path,
    host: &ScriptHost<Riftbound>,
) -> Vec<String> {
    let mut files = vec![];
    if let Ok(f) = base.files(Game::Riftbound) {
        files.push(f);
    }
    for dir in found.to_load(Game::Riftbound, &[]) {
        if !same(&dir, out)
            && let Ok(f) = grimoire::base::read_pack(&dir)
        {
            files.push(f);
        }
    }
    match load::<Riftbound>(files, host.engine()) {
        Ok(l) => l.catalog.cards.iter().map(|c| c.id.clone()).collect(),
        Err(_) => Vec::new(),
    }
}

/// The scripts under `dir` (the pack's `scripts/`), relative to it: `cards/x.rhai`. A card
/// whose script is among them is written to `cards/`, no longer to `pending/`.
fn scripts_in(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let path = e.path();
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                walk(root, &path, out);
            } else if path.extension().is_some_and(|x| x == "rhai")
                && let Ok(rel) = path.strip_prefix(root)
            {
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// The card ids the files of `dir` (the pack's `cards/`) that no import wrote define: cards a
/// designer moved there (from pending/ or unparsed.toml) are theirs, and not written again.
fn own_ids(dir: &Path) -> Vec<String> {
    let mut ids = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return ids;
    };
    for e in entries.flatten() {
        let Ok(text) = std::fs::read_to_string(e.path()) else {
            continue;
        };
        if text.starts_with(MARK) {
            continue;
        }
        let Ok(table) = toml::from_str::<toml::Table>(&text) else {
            continue;
        };
        let cards = table.get("card").and_then(|c| c.as_array());
        for card in cards.into_iter().flatten() {
            if let Some(id) = card.get("id").and_then(|i| i.as_str()) {
                ids.push(id.to_string());
            }
        }
    }
    ids.sort();
    ids
}

/// Writes the pack's files. A folder that holds anything is written only with `force`, and
/// then only the files a previous import wrote (their first line is [`MARK`]) are removed.
fn write(out: &Path, files: &[(String, String)], force: bool) -> Result<(), String> {
    let busy = std::fs::read_dir(out).is_ok_and(|mut d| d.next().is_some());
    if busy && !force {
        return Err(format!(
            "{} is not empty: import into a new folder, or add --force to replace what a \
             previous import wrote there (scripts/ is kept)",
            out.display()
        ));
    }
    if busy {
        let mut old = vec![out.join("pack.toml"), out.join("unparsed.toml")];
        for dir in ["cards", "pending"] {
            if let Ok(entries) = std::fs::read_dir(out.join(dir)) {
                old.extend(entries.flatten().map(|e| e.path()));
            }
        }
        for p in old {
            let ours = std::fs::read_to_string(&p).is_ok_and(|t| t.starts_with(MARK));
            if ours {
                std::fs::remove_file(&p)
                    .map_err(|e| format!("cannot remove {}: {e}", p.display()))?;
            }
        }
    }
    let conflict = files
        .iter()
        .map(|(rel, _)| out.join(rel))
        .find(|p| p.exists());
    if let Some(p) = conflict {
        return Err(format!(
            "{} exists and was not written by `grimoire import`: nothing written",
            p.display()
        ));
    }
    for (rel, text) in files {
        let path = out.join(rel);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}
