//! `grimoire simulate --decks A,B --games N --seed S --jobs J [--shard I/N] [--json FILE]
//! [--report FILE] [--check] [--turns T] [--agents A,B] [PACK…]`: seeded agents play N games
//! (game k uses seed S + k), on J threads, and a summary is printed (`summary.rs`); `--report`
//! writes the balance page (`grimoire::report`). A progress bar is drawn on a terminal; otherwise a
//! plain line every ~10%, which batch logs (Slurm, Kubernetes) keep readable. With
//! `--save-replays DIR`, every game's replay is written there (docs/REPLAYS.md).

use super::summary::print_summary;
use super::{BAD_INPUT, FAILED, OK, game_for_decks, load_files, read_packs, report_errors};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::core::search::AgentSpec;
use grimoire::core::sim::card_stats::CardNames;
use grimoire::core::sim::report::{GameResult, Identity, ReportFile, Results, Timing, shard_range};
use grimoire::core::sim::run::{Spec, prepare, simulate as run_games};
use grimoire::core::sim::seats::agent_at;
use grimoire::games::Game;
use grimoire::packs::{Found, PackId};
use grimoire::replay::{Replay, file_name};
use grimoire::with_game;
use grimoire_core::{en_fr, format_en_fr};
use indicatif::{ProgressBar, ProgressStyle};
use serde::{Deserialize, Serialize};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// Two deck ids, comma-separated (default: the first two decks loaded).
    #[arg(long)]
    pub decks: Option<String>,
    /// Games in the whole simulation (all shards together).
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// Seed of game 0.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Worker threads, each with its own catalog and script engine.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Play only the I-th (from 0) of N equal contiguous slices of the games.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Write the results (deterministic fields, then timing) to FILE as JSON.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Check the invariants after every action; a violation fails the run (exit 1).
    #[arg(long)]
    pub check: bool,
    /// Turns before a game is called a draw.
    #[arg(long, default_value_t = 200)]
    pub turns: u32,
    /// One agent a seat, comma-separated: `random`, `greedy[:N]`, `mcts[:N]` (N continuations
    /// a decision); the seats are turned round every other game (docs/SIMULATION.md, "Agents").
    #[arg(long, default_value = "random,random")]
    pub agents: String,
    /// Write a balance report to FILE: one self-contained HTML page of win rates with their
    /// intervals, game lengths and each card's figures (docs/SIMULATION.md).
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// Write a replay of every game into DIR, as `seed-<S>.toml` (docs/REPLAYS.md).
    #[arg(long, value_name = "DIR")]
    pub save_replays: Option<PathBuf>,
    /// Extra pack folders to load on top of the base game.
    #[arg(value_name = "PACK")]
    pub packs: Vec<PathBuf>,
}

/// `I/N` with `I < N`: the I-th (from 0) of N slices.
fn parse_shard(s: &str) -> Result<(u64, u64), String> {
    let bad = || format!("--shard `{s}`: expected I/N with 0 ≤ I < N, e.g. 0/4");
    let (i, n) = s.split_once('/').ok_or_else(bad)?;
    let (i, n) = (
        i.trim().parse::<u64>().map_err(|_| bad())?,
        n.trim().parse::<u64>().map_err(|_| bad())?,
    );
    if n == 0 || i >= n {
        return Err(bad());
    }
    Ok((i, n))
}

pub fn simulate(base: BaseSource, found: &Found, game: Option<Game>, args: SimArgs) -> i32 {
    let game = game_for_decks(&base, game, &args.packs, args.decks.as_deref());
    with_game!(game, R => simulate_in::<R>(base, found, args))
}

fn simulate_in<R: Ruleset>(base: BaseSource, found: &Found, args: SimArgs) -> i32 {
    let (files, errors) = read_packs::<R>(&base, found, &args.packs);
    if !errors.is_empty() {
        report_errors(errors);
        return BAD_INPUT;
    }
    let (first, end) = match args.shard.as_deref().map(parse_shard).transpose() {
        Ok(Some((i, n))) => shard_range(args.games, i, n),
        Ok(None) => (0, args.games),
        Err(e) => {
            eprintln!("error: {e}");
            return BAD_INPUT;
        }
    };
    // Load once here so bad input is reported before any thread starts.
    let names: Vec<String> = match &args.decks {
        Some(list) => list.split(',').map(|s| s.trim().to_string()).collect(),
        None => match prepare::<R>(files.clone(), &[]) {
            Ok((_, loaded, _)) => loaded
                .catalog
                .decks
                .iter()
                .take(2)
                .map(|d| d.id.clone())
                .collect(),
            Err(e) => {
                eprintln!("{e}");
                return BAD_INPUT;
            }
        },
    };
    let (packs, card_names) = match prepare::<R>(files.clone(), &names) {
        Ok((_, loaded, _)) => (
            PackId::in_load_order(&files, &loaded.catalog.packs),
            CardNames::of(&loaded.catalog),
        ),
        Err(e) => {
            // Content that does not load is reported as `check` reports it (a card an import
            // keeps in pending/ named so); a deck not found, as prepare says.
            if load_files::<R>(files).is_ok() {
                eprintln!("error: {e}");
            }
            return BAD_INPUT;
        }
    };
    if names.len() != 2 {
        eprintln!("error: a 1v1 game needs two decks, got {}", names.len());
        return BAD_INPUT;
    }
    let agents = match AgentSpec::parse_list(&args.agents) {
        Ok(a) if a.len() == names.len() => a,
        Ok(a) => {
            eprintln!(
                "error: --agents names {} agent(s) for {} seats: one a seat, e.g. mcts:500,random",
                a.len(),
                names.len()
            );
            return BAD_INPUT;
        }
        Err(e) => {
            eprintln!("error: --agents: {e}");
            return BAD_INPUT;
        }
    };
    let spec = Spec {
        packs: files,
        decks: names.clone(),
        seed: args.seed,
        first,
        end,
        turn_limit: args.turns,
        check: args.check,
        jobs: args.jobs.max(1),
        record: args.save_replays.is_some(),
        agents: agents.clone(),
    };
    if let Some(dir) = &args.save_replays
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        eprintln!("error: cannot create {}: {e}", dir.display());
        return BAD_INPUT;
    }
    let mut saving = Saving {
        dir: args.save_replays.clone(),
        template: Replay {
            engine: env!("CARGO_PKG_VERSION").to_string(),
            game: R::NAME.to_string(),
            seed: 0,
            turn_limit: args.turns,
            lang: grimoire::replay::lang_chosen(),
            decks: names.clone(),
            agents: Vec::new(),
            packs: packs.clone(),
            fingerprint: 0,
            decisions: Vec::new(),
        },
        agents: agents.iter().map(|a| a.to_string()).collect(),
        seed: args.seed,
        error: None,
    };
    let total = end - first;
    let start = Instant::now();
    let games = if std::io::stdout().is_terminal() {
        let bar = ProgressBar::new(total);
        bar.set_style(
            ProgressStyle::with_template(en_fr!(
                en: "{bar:40} {pos}/{len} games  {rate}  eta {eta}",
                fr: "{bar:40} {pos}/{len} parties  {rate}  reste {eta}"
            ))
            .expect("a valid template")
            .with_key("rate", rate),
        );
        let r = run_games::<R>(&spec, &mut |done, game| {
            saving.save(game);
            bar.set_position(done)
        });
        bar.finish_and_clear();
        r
    } else {
        let step = (total / 10).max(1);
        run_games::<R>(&spec, &mut |done, game| {
            saving.save(game);
            if done % step == 0 || done == total {
                println!(
                    "{}",
                    format_en_fr!(
                        en: "progress: {done}/{total} games",
                        fr: "avancement : {done}/{total} parties"
                    )
                );
            }
        })
    };
    let games = match games {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{}", format_en_fr!(en: "error: {e}", fr: "erreur : {e}"));
            return FAILED;
        }
    };
    if let Some(e) = saving.error {
        eprintln!("error: {e}");
        return BAD_INPUT;
    }
    let seconds = start.elapsed().as_secs_f64();
    let id = Identity {
        decks: names,
        seed: args.seed,
        games: args.games,
        turn_limit: args.turns,
        checked: args.check,
        agents: agents.iter().map(|a| a.to_string()).collect(),
    };
    let results = Results::aggregate(&id, first, end, games, &card_names);
    let timing = Timing {
        jobs: spec.jobs,
        seconds,
        games_per_second: total as f64 / seconds.max(1e-9),
        decisions_per_second: results.total_decisions as f64 / seconds.max(1e-9),
        chosen_per_second: results.total_chosen as f64 / seconds.max(1e-9),
    };
    print_summary(&results, Some(&timing));
    if let Some(path) = &args.json {
        let file = SimFile {
            report: ReportFile {
                results: results.clone(),
                timing: Some(timing),
            },
            packs: packs.clone(),
        };
        if let Err(e) = write_json(path, &file) {
            eprintln!("error: {e}");
            return BAD_INPUT;
        }
    }
    if let Some(path) = &args.report {
        if let Err(e) = grimoire::report::write(path, &results, &packs) {
            eprintln!("error: {e}");
            return BAD_INPUT;
        }
        let path = path.display();
        eprintln!(
            "{}",
            format_en_fr!(en: "report written to {path}", fr: "rapport écrit dans {path}")
        );
    }
    if results.failures.is_empty() {
        OK
    } else {
        FAILED
    }
}

/// `--save-replays DIR`: each game's replay written as its result comes in, its answers then
/// dropped, so that a long run keeps none in memory. The first write that fails is reported.
struct Saving {
    dir: Option<PathBuf>,
    /// Everything but the seed, the agents, the fingerprint and the answers.
    template: Replay,
    /// The agents named, turned round a seat each game (`sim::seats`), and the first seed.
    agents: Vec<String>,
    seed: u64,
    error: Option<String>,
}

impl Saving {
    fn save(&mut self, game: &mut GameResult) {
        let Some(dir) = &self.dir else {
            return;
        };
        let k = game.seed.wrapping_sub(self.seed);
        let n = self.agents.len();
        let agents = (0..n)
            .map(|i| self.agents[agent_at(n, k, i)].clone())
            .collect();
        let replay = Replay {
            seed: game.seed,
            agents,
            fingerprint: game.choices,
            decisions: std::mem::take(&mut game.answers),
            ..self.template.clone()
        };
        let path = dir.join(file_name(game.seed));
        if let Err(e) = std::fs::write(&path, replay.render()) {
            self.error
                .get_or_insert_with(|| format!("cannot write {}: {e}", path.display()));
        }
    }
}

/// What `--json FILE` writes and `grimoire merge` reads: the results and timing, and the packs
/// the games were played with (name, version, content hash), so a result names its content.
#[derive(Serialize, Deserialize)]
pub struct SimFile {
    #[serde(flatten)]
    pub report: ReportFile,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub packs: Vec<PackId>,
}

pub fn write_json(path: &PathBuf, file: &SimFile) -> Result<(), String> {
    let text = serde_json::to_string_pretty(file).expect("results serialise");
    std::fs::write(path, text + "\n").map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The progress bar's rate: whole games a second (`2571 games/s`), the precision the summary
/// prints; indicatif's own `{per_sec}` prints four decimals.
fn rate(state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write) {
    let rate = state.per_sec();
    let _ = grimoire_core::write_en_fr!(w, en: "{rate:.0} games/s", fr: "{rate:.0} parties/s");
}
