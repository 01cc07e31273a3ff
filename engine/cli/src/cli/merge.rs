//! `grimoire merge FILE… [--json OUT] [--report OUT.html]`: adds the results of shard runs (`simulate --shard I/N
//! --json FILE`) into one, equal in every deterministic field to the unsharded run, and prints
//! its summary. Shards must be of the same simulation, played with the same packs (names,
//! versions, content hashes), and cover a contiguous range.

use super::simulate::{SimFile, write_json};
use super::summary::print_summary;
use super::{BAD_INPUT, FAILED, OK};
use grimoire::core::sim::report::{ReportFile, Results};
use grimoire::packs::PackId;
use std::path::PathBuf;

/// `report`: the balance page of the merged results (`grimoire::report`).
pub fn merge(files: &[PathBuf], out: Option<&PathBuf>, report: Option<&PathBuf>) -> i32 {
    let mut parts = Vec::new();
    let mut packs: Option<Vec<PackId>> = None;
    for f in files {
        let parsed = std::fs::read_to_string(f)
            .map_err(|e| e.to_string())
            .and_then(|s| serde_json::from_str::<SimFile>(&s).map_err(|e| e.to_string()));
        match parsed {
            Ok(r) => {
                if let Some(p) = &packs
                    && *p != r.packs
                {
                    eprintln!(
                        "error: {}: played with other packs than the first file ({} against {})",
                        f.display(),
                        shown(&r.packs),
                        shown(p)
                    );
                    return BAD_INPUT;
                }
                packs = Some(r.packs);
                parts.push(r.report.results)
            }
            Err(e) => {
                eprintln!("error: {}: {e}", f.display());
                return BAD_INPUT;
            }
        }
    }
    let merged = match Results::merge(parts) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: {e}");
            return BAD_INPUT;
        }
    };
    if merged.first != 0 || merged.end != merged.games {
        println!(
            "note: games {}..{} of {} (shards missing)",
            merged.first, merged.end, merged.games
        );
    }
    print_summary(&merged, None);
    let packs = packs.unwrap_or_default();
    if let Some(path) = report {
        if let Err(e) = grimoire::report::write(path, &merged, &packs) {
            eprintln!("error: {e}");
            return BAD_INPUT;
        }
        eprintln!("report written to {}", path.display());
    }
    if let Some(path) = out {
        let file = SimFile {
            report: ReportFile {
                results: merged.clone(),
                timing: None,
            },
            packs,
        };
        if let Err(e) = write_json(path, &file) {
            eprintln!("error: {e}");
            return BAD_INPUT;
        }
    }
    if merged.failures.is_empty() {
        OK
    } else {
        FAILED
    }
}

/// Packs as a message lists them.
fn shown(packs: &[PackId]) -> String {
    if packs.is_empty() {
        return "no pack listed".to_string();
    }
    packs
        .iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
