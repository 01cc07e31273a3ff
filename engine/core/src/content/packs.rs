//! Packs as the loader orders them: their manifests, the game each is content for, and the
//! order their dependencies give (a pack loads after those it depends on, then by name).

use super::card_file::PackManifest;
use super::files::PackFiles;
use super::spans::{parse_toml, toml_error};
use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::Lang;
use crate::model::catalog::PackInfo;
use crate::ruleset::Ruleset;

/// A pack being loaded: its files, what its manifest says, the language of its cards.
pub(super) struct Pack {
    pub(super) files: PackFiles,
    pub(super) info: PackInfo,
    pub(super) lang: Lang,
}

/// The game a pack says it is content for (`game = "…"`), if it says; a pack that does not
/// takes its dependencies' game.
pub fn pack_game(files: &PackFiles) -> Result<Option<String>, Diagnostic> {
    let file = files.display("pack.toml");
    let src = files.get("pack.toml").ok_or_else(|| {
        Diagnostic::new(
            SourcePos::new(&file, 1, 1),
            "not a pack: pack.toml is missing",
        )
    })?;
    let m: PackManifest = toml::from_str(src).map_err(|e| toml_error(&file, src, &e))?;
    Ok(m.game.map(|g| g.into_inner()))
}

/// Every pack must be content for `R`: a pack says its game, or takes the game of the packs it
/// depends on (already resolved, in dependency order).
pub(super) fn check_games<R: Ruleset>(packs: &mut [Pack], errors: &mut Vec<Diagnostic>) {
    for i in 0..packs.len() {
        if packs[i].info.game.is_empty() {
            let inherited = packs[..i]
                .iter()
                .find(|q| packs[i].info.depends.contains(&q.info.name))
                .map(|q| q.info.game.clone());
            packs[i].info.game = inherited.unwrap_or_else(|| R::NAME.to_string());
        }
        let p = &packs[i];
        if p.info.game != R::NAME {
            errors.push(Diagnostic::new(
                SourcePos::new(p.files.display("pack.toml"), 1, 1),
                format!(
                    "pack `{}` is content for the game `{}`, but `{}` is being loaded",
                    p.info.name,
                    p.info.game,
                    R::NAME
                ),
            ));
        }
    }
}

pub(super) fn manifest(files: PackFiles, errors: &mut Vec<Diagnostic>) -> Option<Pack> {
    let file = files.display("pack.toml");
    let Some(src) = files.get("pack.toml") else {
        errors.push(Diagnostic::new(
            SourcePos::new(file, 1, 1),
            "not a pack: pack.toml is missing",
        ));
        return None;
    };
    let m: PackManifest = parse_toml(&file, src, errors)?;
    let lang = match m.lang.as_ref().map(|l| l.get_ref().as_str()) {
        None | Some("fr") => Lang::Fr,
        Some("en") => Lang::En,
        Some(other) => {
            let at = SourcePos::at(&file, src, m.lang.as_ref().map_or(0, |l| l.span().start));
            errors.push(Diagnostic::new(
                at,
                format!("unknown language `{other}`: expected fr or en"),
            ));
            Lang::Fr
        }
    };
    let info = PackInfo {
        name: m.name.get_ref().clone(),
        game: m.game.map(|g| g.into_inner()).unwrap_or_default(),
        version: m.version,
        description: m.description,
        depends: m.depends.iter().map(|d| d.get_ref().clone()).collect(),
        root: files.root.clone(),
    };
    Some(Pack { files, info, lang })
}

/// Base games first (every pack of a game sits on it, declared or not), then dependency order,
/// then name order (docs/CARDS.md); never file-system order.
pub(super) fn dependency_order(mut packs: Vec<Pack>, errors: &mut Vec<Diagnostic>) -> Vec<Pack> {
    packs.sort_by(|a, b| {
        let base = |p: &Pack| !matches!(p.files.layout, super::files::Layout::Base(_));
        (base(a), &a.info.name).cmp(&(base(b), &b.info.name))
    });
    for p in &packs {
        for d in &p.info.depends {
            if !packs.iter().any(|q| &q.info.name == d) {
                let file = p.files.display("pack.toml");
                errors.push(Diagnostic::new(
                    SourcePos::new(file, 1, 1),
                    format!(
                        "pack `{}` depends on `{d}`, which is not loaded",
                        p.info.name
                    ),
                ));
            }
        }
    }
    let mut out: Vec<Pack> = Vec::new();
    while !packs.is_empty() {
        let ready = packs.iter().position(|p| {
            p.info.depends.iter().all(|d| {
                out.iter().any(|q| &q.info.name == d) || !packs.iter().any(|q| &q.info.name == d)
            })
        });
        match ready {
            Some(i) => out.push(packs.remove(i)),
            None => {
                let names: Vec<&str> = packs.iter().map(|p| p.info.name.as_str()).collect();
                let file = packs[0].files.display("pack.toml");
                errors.push(Diagnostic::new(
                    SourcePos::new(file, 1, 1),
                    format!(
                        "packs depend on each other in a circle: {}",
                        names.join(", ")
                    ),
                ));
                break;
            }
        }
    }
    out
}
