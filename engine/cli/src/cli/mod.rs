//! The command-line interface: one file a command (`check`, `explain`, `parse`, `run`, `test`,
//! `packs`…), each returning the process exit code: 0 success, 1 a scenario failed or changed,
//! 2 bad input.

pub mod api;
pub mod check;
pub mod coverage;
pub mod defs;
pub mod explain;
pub mod import;
pub mod merge;
pub mod packs;
pub mod parse;
pub mod play;
pub mod replay;
pub mod run;
pub mod schema;
pub mod simulate;
mod summary;
pub mod test;
pub mod watch;

use clap::{Parser, Subcommand, ValueEnum};
use grimoire::base::{BaseSource, game_of, read_pack};
use grimoire::core::Ruleset;
use grimoire::core::content::{Loaded, PackFiles, load};
use grimoire::core::diag::Diagnostic;
use grimoire::core::model::card::Lang;
use grimoire::core::script::ScriptHost;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::render::{Sources, render};
use std::path::PathBuf;

/// Exit code: everything went well.
pub const OK: i32 = 0;
/// Exit code: a scenario failed.
pub const FAILED: i32 = 1;
/// Exit code: bad input (a file that does not load, an unknown card, a missing path).
pub const BAD_INPUT: i32 = 2;

/// Grimoire: a data-driven card engine; its games are rulesets on one core.
#[derive(Parser, Debug)]
#[command(name = "grimoire", version, about)]
pub struct Cli {
    /// Where the base games are read from. Default: the Grimoire repository holding the
    /// current directory (the nearest folder up with grammar/<game>/pack.toml), else the games
    /// built into the binary (and a note says so first).
    #[arg(long, global = true, value_name = "DIR")]
    pub base: Option<PathBuf>,
    /// Use the base games built into the binary, even inside the repository.
    #[arg(long, global = true, conflicts_with = "base")]
    pub embedded: bool,
    /// The game to use when the packs, decks or scenarios given do not say (`riftbound`).
    #[arg(long, global = true, value_name = "GAME")]
    pub game: Option<String>,
    /// A pack folder (or a folder of pack folders) to load besides those in the packs/ folder
    /// beside the base game; repeatable.
    #[arg(long = "pack", global = true, value_name = "DIR")]
    pub pack: Vec<PathBuf>,
    /// The language a person reads the game in (`fr`, `en`): the engine's words, the names of
    /// cards (and the labels they are typed by), decks and keywords (docs/PLAY.md, "One
    /// language"). Without it, the engine's words are English and each card is named as its
    /// pack prints it, as scenarios and their snapshots are. For `parse`: the language of the
    /// texts given (default fr).
    #[arg(long, global = true, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,
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
        /// Warnings are errors (exit code 2): for a pack's continuous integration.
        #[arg(long)]
        strict: bool,
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
        /// Print the functions the effect language reads from the card's text, as the Rhai
        /// script a designer would write.
        #[arg(long)]
        rhai: bool,
    },
    /// Parse card texts read from stdin (cards separated by a line `---`) and print their records.
    /// `--lang` is the language the texts are printed in (keyword names are read in both; it
    /// picks the names suggested for a misspelt one).
    Parse {
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
    /// Print the card API reference of a game (every `ctx` function, its parameters and what
    /// it does) as Markdown: docs/api/<game>.md.
    Api,
    /// List the clauses of each game's keyword rules that no scenario checks (in the repository).
    Coverage,
    /// Play a whole game: with `--auto`, two seeded random agents from the opening hands.
    Play(play::PlayArgs),
    /// Make a pack of TOML cards from the official Riftbound card gallery's JSON, and report
    /// what each card needs: nothing, a script (with its functions), or a fix (docs/IMPORT.md).
    Import(import::ImportArgs),
    /// Play a recorded game again (`play --save`, `simulate --save-replays`), byte for byte;
    /// a pack whose content differs from the recording is refused by name.
    Replay(replay::ReplayArgs),
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
        /// Write the merged results' balance report to FILE (one HTML page).
        #[arg(long, value_name = "FILE")]
        report: Option<PathBuf>,
    },
    /// Run scenarios and compare each trace and final state with its pinned snapshot (insta's
    /// .snap files); print a diff for every change. PACK: its scenarios/ folder, pinned in its
    /// snapshots/. Default: the repository's scenarios and its packs'.
    Test(test::TestArgs),
    /// List the packs each game loads (the base game, the packs/ folder beside it, --pack), in
    /// load order, with their versions and content hashes.
    Packs,
    /// Watch cards, scripts and packs; on each change, rerun the scenarios and show trace
    /// changes.
    Watch {
        /// Packs (their scenarios/ folder), folders or scenario files. Default: as `test`.
        #[arg(value_name = "PACK|DIR|FILE")]
        paths: Vec<PathBuf>,
    },
}

/// Runs the parsed command and returns the process exit code.
pub fn dispatch(cli: Cli) -> i32 {
    let (base, note) = BaseSource::locate(cli.base.as_deref(), cli.embedded);
    let uses_base = !matches!(
        cli.command,
        Command::Schema | Command::Defs { .. } | Command::Merge { .. } | Command::Api
    );
    if let (Some(note), true) = (note, uses_base) {
        eprintln!("{note}");
    }
    let found = Found::new(&base, &cli.pack);
    if let (Some(lang), Command::Run { .. } | Command::Test(_) | Command::Watch { .. }) =
        (cli.lang, &cli.command)
    {
        eprintln!(
            "error: --lang {}: scenarios are written with card ids and pinned in the engine's English words; --lang is for play, replay, simulate, explain and parse",
            lang.name()
        );
        return BAD_INPUT;
    }
    if !matches!(cli.command, Command::Parse { .. }) {
        grimoire::core::words::show_in(cli.lang.map(Into::into));
    }
    let game = match cli.game.as_deref().map(|g| (g, Game::from_name(g))) {
        None => None,
        Some((_, Some(g))) => Some(g),
        Some((name, None)) => {
            eprintln!(
                "error: unknown game `{name}`: this binary plays {}",
                Game::names()
            );
            return BAD_INPUT;
        }
    };
    match cli.command {
        Command::Check { packs, strict } => check::check(base, &found, game, &packs, strict),
        Command::Explain {
            card,
            packs,
            json,
            rhai,
        } => explain::explain(base, &found, game, &card, &packs, json, rhai),
        Command::Parse { json, packs } => {
            let lang = cli.lang.unwrap_or(LangArg::Fr);
            parse::parse(base, &found, game, &packs, lang.into(), json)
        }
        Command::Run { paths, quiet } => run::run(base, found, &paths, quiet),
        Command::Test(args) => test::test(base, found, args),
        Command::Packs => packs::packs(base, &found, game),
        Command::Schema => schema::schema(game.unwrap_or(Game::DEFAULT)),
        Command::Coverage => coverage::coverage(&base),
        Command::Api => api::api(game.unwrap_or(Game::DEFAULT)),
        Command::Defs { dir } => defs::defs(game.unwrap_or(Game::DEFAULT), &dir),
        Command::Watch { paths } => watch::watch(base, found, &paths),
        Command::Simulate(args) => simulate::simulate(base, &found, game, args),
        Command::Merge {
            files,
            json,
            report,
        } => merge::merge(&files, json.as_ref(), report.as_ref()),
        Command::Play(args) => play::play(base, &found, game, args),
        Command::Replay(args) => replay::replay(base, &found, args),
        Command::Import(args) => import::import_cmd(base, &found, args),
    }
}

/// `--lang`: the language of printed card text.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum LangArg {
    Fr,
    En,
}

impl LangArg {
    fn name(self) -> &'static str {
        match self {
            LangArg::Fr => "fr",
            LangArg::En => "en",
        }
    }
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::Fr => Lang::Fr,
            LangArg::En => Lang::En,
        }
    }
}

/// The game of a command: `--game` if given, else the game of the packs given (their
/// manifests), else the default game.
pub fn game_for(game: Option<Game>, packs: &[PathBuf]) -> Game {
    game.unwrap_or_else(|| {
        let read: Vec<PackFiles> = packs.iter().filter_map(|p| read_pack(p).ok()).collect();
        game_of(&read)
    })
}

/// The game of a command naming decks: `--game`, else the packs', else the base game holding
/// the first deck named (`decks/<game>/<id>.toml`), else the default game.
pub fn game_for_decks(
    base: &BaseSource,
    game: Option<Game>,
    packs: &[PathBuf],
    decks: Option<&str>,
) -> Game {
    if game.is_some() || !packs.is_empty() {
        return game_for(game, packs);
    }
    let first = decks.and_then(|d| d.split(',').next()).map(str::trim);
    let Some(first) = first else {
        return Game::DEFAULT;
    };
    let bare = first.rsplit(':').next().unwrap_or(first);
    base.games()
        .into_iter()
        .find(|g| {
            base.files(*g)
                .is_ok_and(|f| f.get(&format!("decks/{bare}.toml")).is_some())
        })
        .unwrap_or(Game::DEFAULT)
}

/// A game's content loaded: the script host, the catalog and code, and the files they came from
/// (which name the packs in trace headers).
pub type LoadedAll<R> = (ScriptHost<R>, Loaded<R>, Vec<PackFiles>);

/// The base game of ruleset `R` and `packs`, loaded with a fresh script host. On bad input the
/// diagnostics are reported and the exit code to return is the error.
pub fn load_all<R: Ruleset>(
    base: &BaseSource,
    found: &Found,
    packs: &[PathBuf],
) -> Result<LoadedAll<R>, i32> {
    let (files, errors) = read_packs::<R>(base, found, packs);
    if !errors.is_empty() {
        report_errors(errors);
        return Err(BAD_INPUT);
    }
    load_files(files)
}

/// Packs already read (`read_packs`, perhaps chosen among), loaded with a fresh script host;
/// on bad input the diagnostics are reported, and the exit code to return is the error.
pub fn load_files<R: Ruleset>(files: Vec<PackFiles>) -> Result<LoadedAll<R>, i32> {
    let host = ScriptHost::<R>::new();
    match load::<R>(files.clone(), host.engine()) {
        Ok(loaded) => Ok((host, loaded, files)),
        Err(mut errors) => {
            grimoire::import::pending::explain(&files, &mut errors);
            report_errors_in(errors, &Sources::new(&files));
            Err(BAD_INPUT)
        }
    }
}

/// The base game of ruleset `R`, the packs found for it (packs/ beside the base game,
/// `--pack`) and the given pack folders with their dependencies, read from disk. Errors are
/// collected, not stopped at: every folder is tried.
pub fn read_packs<R: Ruleset>(
    base: &BaseSource,
    found: &Found,
    packs: &[PathBuf],
) -> (Vec<PackFiles>, Vec<Diagnostic>) {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    let game = Game::from_name(R::NAME).unwrap_or(Game::DEFAULT);
    let extra = found.to_load(game, packs);
    let all = std::iter::once(base.files(game)).chain(extra.iter().map(|p| read_pack(p)));
    for r in all {
        match r {
            Ok(f) => files.push(f),
            Err(d) => errors.push(d),
        }
    }
    (files, errors)
}

/// Diagnostics in reading order: file, line, column.
pub fn sorted(mut diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
    diags.sort_by(|a, b| a.location.cmp(&b.location));
    diags
}

/// Prints diagnostics to stderr, sorted, each with its source line read from disk, with a
/// count.
pub fn report_errors(diags: Vec<Diagnostic>) {
    report_errors_in(diags, &Sources::disk());
}

/// Prints diagnostics to stderr, sorted, each with its source line from `sources`, with a count.
pub fn report_errors_in(diags: Vec<Diagnostic>, sources: &Sources) {
    let n = diags.len();
    for d in sorted(diags) {
        eprintln!("{}", render(&d, sources));
    }
    eprintln!("{n} error(s)");
}
