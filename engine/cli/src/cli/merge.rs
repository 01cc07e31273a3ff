//! `grimoire merge FILE… [--json OUT]`: adds the results of shard runs (`simulate --shard I/N
//! --json FILE`) into one, equal in every deterministic field to the unsharded run, and prints
//! its summary. Shards must be of the same simulation and cover a contiguous range.

use super::simulate::{print_summary, write_json};
use super::{BAD_INPUT, FAILED, OK};
use grimoire::core::sim::report::{ReportFile, Results};
use std::path::PathBuf;

pub fn merge(files: &[PathBuf], out: Option<&PathBuf>) -> i32 {
    let mut parts = Vec::new();
    for f in files {
        let parsed = std::fs::read_to_string(f)
            .map_err(|e| e.to_string())
            .and_then(|s| serde_json::from_str::<ReportFile>(&s).map_err(|e| e.to_string()));
        match parsed {
            Ok(r) => parts.push(r.results),
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
    if let Some(path) = out {
        let file = ReportFile {
            results: merged.clone(),
            timing: None,
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
