//! The command-line interface: `grimoire check`, `explain`, `parse` and `run`. Each command lives in its
//! own file and returns the process exit code: 0 success, 1 a scenario failed, 2 bad input.

pub mod check;
pub mod coverage;
pub mod defs;
pub mod explain;
pub mod merge;
pub mod parse;
pub mod play;
mod records;
pub mod run;
pub mod schema;
pub mod simulate;
pub mod watch;

use clap::{Parser, Subcommand, ValueEnum};
use grimoire::content::{BASE_PACK, PackFiles, embedded};
use grimoire::diag::{Diagnostic, SourcePos};
use grimoire::model::card::Lang;
use std::path::{Path, PathBuf};

/// Exit code: everything went well.
pub const OK: i32 = 0;
/// Exit code: a scenario failed.
pub const FAILED: i32 = 1;
/// Exit code: bad input (a file that does not load, an unknown card, a missing path).
pub const BAD_INPUT: i32 = 2;

/// Grimoire: a data-driven card engine (first game: Riftbound).
#[derive(Parser, Debug)]
#[command(name = "grimoire", version, about)]
pub struct Cli {
    /// Where the base game is read from. Default: the current directory when it is the
    /// Riftbound repository (its pack.toml names `riftbound`), else the game built into the binary.
    #[arg(long, global = true, value_name = "DIR")]
    pub base: Option<PathBuf>,
    /// Use the base game built into the binary, even inside the repository.
    #[arg(long, global = true, conflicts_with = "base")]
    pub embedded: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Load the base game and the given packs, and report every problem found.
    Check {
        /// Extra pack folders to load on top of the base game.
        #[arg(value_name = "PACK")]
        packs: Vec<PathBuf>,
    },
    /// Show a card's fields and the ability records its text parses into.
    Explain {
        /// Card id, bare (`officier-pirate`) or qualified (`riftbound:officier-pirate`).
        card: String,
        /// Extra pack folders to load on top of the base game.
        #[arg(value_name = "PACK")]
        packs: Vec<PathBuf>,
        /// Print the records as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Parse card texts read from stdin (cards separated by a line `---`) and print their records.
    Parse {
        /// The language the texts are printed in (keyword names are read in both; this picks
        /// the names suggested for a misspelt one).
        #[arg(long, value_enum, default_value_t = LangArg::Fr)]
        lang: LangArg,
        /// Print one JSON object a card, one a line.
        #[arg(long)]
        json: bool,
        /// Extra pack folders whose glossaries add keywords.
        #[arg(value_name = "PACK")]
        packs: Vec<PathBuf>,
    },
    /// Run scenario files, or every `*.toml` under the given folders.
    Run {
        /// Scenario files or folders.
        #[arg(value_name = "SCENARIO|DIR", required = true)]
        paths: Vec<PathBuf>,
        /// Print only the PASS/FAIL lines and the totals, not the traces.
        #[arg(long)]
        quiet: bool,
    },
    /// Print a JSON Schema of the card TOML format, for TOML editors.
    Schema,
    /// Write Rhai definition files (`*.d.rhai`) of the card API into DIR, for editors.
    Defs {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
    /// List the keyword-glossary clauses (801–826) that no scenario checks (run at the root).
    Coverage,
    /// Play a whole game: with `--auto`, two seeded random agents from the opening hands.
    Play(play::PlayArgs),
    /// Play many seeded games between random agents and summarise the results (game k uses
    /// seed S + k; results do not depend on --jobs).
    Simulate(simulate::SimArgs),
    /// Add the JSON results of `simulate --shard` runs into the result of the whole simulation.
    Merge {
        /// Shard result files.
        #[arg(value_name = "FILE", required = true)]
        files: Vec<PathBuf>,
        /// Write the merged results to OUT as JSON.
        #[arg(long, value_name = "OUT")]
        json: Option<PathBuf>,
    },
    /// Watch cards and scripts; on each change, rerun the scenarios and show trace changes.
    Watch {
        /// Scenario files or folders.
        #[arg(value_name = "SCENARIO|DIR", required = true)]
        paths: Vec<PathBuf>,
    },
}

/// Runs the parsed command and returns the process exit code.
pub fn dispatch(cli: Cli) -> i32 {
    let base = BaseSource::choose(cli.base.as_deref(), cli.embedded);
    match cli.command {
        Command::Check { packs } => check::check(base, &packs),
        Command::Explain { card, packs, json } => explain::explain(base, &card, &packs, json),
        Command::Parse { lang, json, packs } => parse::parse(base, &packs, lang.into(), json),
        Command::Run { paths, quiet } => run::run(base, &paths, quiet),
        Command::Schema => schema::schema(),
        Command::Coverage => coverage::coverage(),
        Command::Defs { dir } => defs::defs(&dir),
        Command::Watch { paths } => watch::watch(base, &paths),
        Command::Simulate(args) => simulate::simulate(base, args),
        Command::Merge { files, json } => merge::merge(&files, json.as_ref()),
        Command::Play(args) => play::play(base, args),
    }
}

/// `--lang`: the language of printed card text.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum LangArg {
    Fr,
    En,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::Fr => Lang::Fr,
            LangArg::En => Lang::En,
        }
    }
}

/// Where the base game comes from.
pub enum BaseSource {
    Dir(PathBuf),
    Embedded,
}

impl BaseSource {
    /// `--base DIR` if given; else the current directory if it is the Riftbound repository;
    /// else the embedded game.
    pub fn choose(option: Option<&Path>, embedded: bool) -> BaseSource {
        match option {
            _ if embedded => BaseSource::Embedded,
            Some(dir) => BaseSource::Dir(dir.to_path_buf()),
            None if is_base_repository(Path::new(".")) => BaseSource::Dir(PathBuf::from(".")),
            None => BaseSource::Embedded,
        }
    }

    /// How the base game is named in `check`'s report.
    pub fn shown(&self) -> String {
        match self {
            BaseSource::Dir(d) => d.display().to_string(),
            BaseSource::Embedded => "<embedded>".to_string(),
        }
    }

    pub fn files(&self) -> Result<PackFiles, Diagnostic> {
        match self {
            BaseSource::Dir(d) => PackFiles::read_dir(d),
            BaseSource::Embedded => Ok(embedded::base_game()),
        }
    }
}

/// Whether `dir` holds a `pack.toml` naming the base game. A manifest that does not parse but
/// names `riftbound` still counts, so a designer sees the error in their file rather than
/// silently getting the embedded game.
fn is_base_repository(dir: &Path) -> bool {
    let Ok(src) = std::fs::read_to_string(dir.join("pack.toml")) else {
        return false;
    };
    match src.parse::<toml::Table>() {
        Ok(table) => table.get("name").and_then(|n| n.as_str()) == Some(BASE_PACK),
        Err(_) => src.lines().any(|l| {
            let l = l.trim();
            l.starts_with("name") && l.contains(&format!("\"{BASE_PACK}\""))
        }),
    }
}

/// The base game and `packs`, loaded with a fresh script host. On bad input the diagnostics
/// are reported and the exit code to return is the error.
pub fn load_all(
    base: &BaseSource,
    packs: &[PathBuf],
) -> Result<
    (
        grimoire::script::ScriptHost,
        grimoire::model::catalog::Catalog,
    ),
    i32,
> {
    let (files, errors) = read_packs(base, packs);
    if !errors.is_empty() {
        report_errors(errors);
        return Err(BAD_INPUT);
    }
    let host = grimoire::script::ScriptHost::new();
    match grimoire::content::load(files, host.engine()) {
        Ok(catalog) => Ok((host, catalog)),
        Err(errors) => {
            report_errors(errors);
            Err(BAD_INPUT)
        }
    }
}

/// The base game and the given pack folders, read from disk. Errors are collected, not
/// stopped at: every folder is tried.
pub fn read_packs(base: &BaseSource, packs: &[PathBuf]) -> (Vec<PackFiles>, Vec<Diagnostic>) {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    let all = std::iter::once(base.files()).chain(packs.iter().map(|p| read_pack(p)));
    for r in all {
        match r {
            Ok(f) => files.push(f),
            Err(d) => errors.push(d),
        }
    }
    (files, errors)
}

fn read_pack(dir: &Path) -> Result<PackFiles, Diagnostic> {
    if !dir.is_dir() {
        let at = SourcePos::new(dir.display().to_string(), 1, 1);
        return Err(Diagnostic::new(at, "no such pack folder"));
    }
    PackFiles::read_dir(dir)
}

/// Diagnostics in reading order: file, line, column.
pub fn sorted(mut diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
    diags.sort_by(|a, b| a.location.cmp(&b.location));
    diags
}

/// Prints diagnostics to stderr, sorted, with a count.
pub fn report_errors(diags: Vec<Diagnostic>) {
    let n = diags.len();
    for d in sorted(diags) {
        eprintln!("{d}");
    }
    eprintln!("{n} error(s)");
}
