//! Running a seed range on several threads. Compiled scripts are not `Send`, so each worker
//! loads its own catalog with its own `ScriptHost` (one script engine per thread) from plain
//! data: the pack files, deck ids and seeds. Workers take the next game index
//! from a shared counter and send plain results back; the caller aggregates them in seed order,
//! so the results do not depend on the number of threads.

use super::replay::record_from;
use super::report::{GameResult, Outcome};
use super::seats::{Tools, seats_for};
use super::{Options, play_from, trace_hash};
use crate::agent::Agent;
use crate::content::{Loaded, PackFiles, load};
use crate::model::catalog::Deck;
use crate::rules::RulesError;
use crate::rules::autoplay::GameEnd;
use crate::ruleset::Ruleset;
use crate::script::ScriptHost;
use crate::search::AgentSpec;
use crate::state::Game;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The most results a worker of `simulate` sends back in one message.
const BATCH_GAMES: usize = 64;
/// The longest a worker keeps a result before sending it (progress stays visible).
const BATCH_AGE: Duration = Duration::from_millis(50);

/// What to simulate: everything a worker thread needs, as plain data.
#[derive(Clone, Debug)]
pub struct Spec {
    pub packs: Vec<PackFiles>,
    /// Deck ids in seat order, as `Catalog::deck` finds them.
    pub decks: Vec<String>,
    /// Game `k` uses seed `seed + k`.
    pub seed: u64,
    /// Game indices to play: `first..end`.
    pub first: u64,
    pub end: u64,
    pub turn_limit: u32,
    pub check: bool,
    pub jobs: usize,
    /// Keep every game's answers (`GameResult::answers`), for replay files.
    pub record: bool,
    /// One agent a seat, turned round a seat each game (`sim::seats`).
    pub agents: Vec<AgentSpec>,
}

/// Loads the packs and finds the decks: what every worker does first, and what the command does
/// once up front to report bad input before starting threads.
#[allow(clippy::type_complexity)]
pub fn prepare<R: Ruleset>(
    packs: Vec<PackFiles>,
    decks: &[String],
) -> Result<(ScriptHost<R>, Loaded<R>, Vec<Deck<R>>), String> {
    let host = ScriptHost::new();
    let loaded = load::<R>(packs, host.engine()).map_err(|errors| {
        errors
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let catalog = &loaded.catalog;
    let mut found = Vec::new();
    for name in decks {
        match catalog.deck(name) {
            Some(d) => found.push(d.clone()),
            None => {
                let known: Vec<&str> = catalog.decks.iter().map(|d| d.id.as_str()).collect();
                return Err(format!(
                    "unknown deck `{name}` (known: {})",
                    known.join(", ")
                ));
            }
        }
    }
    Ok((host, loaded, found))
}

/// Plays one game and reduces it to its result. The game is played without a trace: its
/// fingerprint hashes the decisions answered (`Played::choices`). With `check`, it is traced and
/// replayed from its seed (traced too): the replay must give the same trace and decisions.
/// With `keep`, the answers the agents gave are kept in the result (`sim::replay::record`).
/// Every game starts from the decks' setup `template` (`Ruleset::template`, built once for all
/// the seeds of a run), or fails as its setup would have when the template could not be built.
/// `seats` makes the game's agents afresh (once more for the replay of `check`).
#[allow(clippy::too_many_arguments)]
pub fn play_seed<R: Ruleset>(
    host: &ScriptHost<R>,
    loaded: &Loaded<R>,
    decks: &[Deck<R>],
    template: Result<&Game<R>, &RulesError>,
    seed: u64,
    turn_limit: u32,
    check: bool,
    keep: bool,
    seats: &mut dyn FnMut() -> Box<dyn Agent<R>>,
) -> GameResult {
    let refs: Vec<&Deck<R>> = decks.iter().collect();
    let runner = host.runner(&loaded.code);
    let options = Options {
        turn_limit,
        check,
        trace: check,
    };
    let played = template.map_err(Clone::clone).and_then(|template| {
        if keep {
            record_from(template, &runner, &refs, seed, options, seats())
        } else {
            let agents = seats();
            play_from(template, &runner, &refs, seed, options, agents).map(|p| (p, Vec::new()))
        }
    });
    match played {
        Err(e) => GameResult {
            seed,
            outcome: Outcome::Failed(format!("setup: {e}")),
            first: 0,
            turns: 0,
            decisions: 0,
            choices: 0,
            answers: Vec::new(),
            chosen: 0,
            played: Vec::new(),
            drawn: Vec::new(),
        },
        Ok((p, answers)) => {
            // Deterministic replay : the same seed, played again from
            // scratch, must give the same trace (compared by its hash) and the same decisions.
            let replay_options = Options {
                check: false,
                ..options
            };
            let seen = (trace_hash(&p.game.trace), p.choices);
            let replay = check.then(|| {
                let agents = seats();
                template
                    .ok()
                    .and_then(|t| play_from(t, &runner, &refs, seed, replay_options, agents).ok())
                    .map(|q| (trace_hash(&q.game.trace), q.choices))
            });
            let violation = match replay {
                Some(h) if h != Some(seen) => {
                    Some("a replay of this seed gave another trace".into())
                }
                _ => p.violation.clone(),
            };
            let outcome = match (&violation, &p.end) {
                (Some(v), _) => Outcome::Failed(format!("invariant broken: {v}")),
                (None, Err(e)) => Outcome::Failed(format!("engine error: {e}")),
                (None, Ok(GameEnd::Winner(w))) => Outcome::Win(w.index() as u8),
                (None, Ok(GameEnd::TurnLimit(_) | GameEnd::Drawn)) => Outcome::Draw,
            };
            GameResult {
                seed,
                outcome,
                first: p.game.turn.first_player.index() as u8,
                turns: p.game.turn.number.min(turn_limit),
                decisions: p.decisions,
                choices: p.choices,
                answers,
                chosen: p.chosen,
                played: p.cards_played.iter().map(|&(s, c)| (s, c.0)).collect(),
                drawn: p.cards_drawn.iter().map(|&(s, c)| (s, c.0)).collect(),
            }
        }
    }
}

/// Plays the games of `spec` on `spec.jobs` threads; `progress` is called on the calling thread
/// with the number of games finished so far and the result just in, whose recorded answers it
/// may take (so that a long run keeps none in memory). Results come back in completion order.
pub fn simulate<R: Ruleset>(
    spec: &Spec,
    progress: &mut dyn FnMut(u64, &mut GameResult),
) -> Result<Vec<GameResult>, String> {
    let next = AtomicU64::new(spec.first);
    let (tx, rx) = mpsc::channel::<Result<Vec<GameResult>, String>>();
    let mut results = Vec::with_capacity((spec.end - spec.first) as usize);
    // Each thread reads names and words in the caller's language (`words::shown`).
    let lang = crate::words::shown();
    std::thread::scope(|s| {
        for _ in 0..spec.jobs.max(1) {
            let tx = tx.clone();
            let next = &next;
            s.spawn(move || {
                crate::words::show_in(lang);
                let (host, loaded, decks) = match prepare::<R>(spec.packs.clone(), &spec.decks) {
                    Ok(x) => x,
                    Err(e) => {
                        let _ = tx.send(Err(e));
                        return;
                    }
                };
                // What every game of these decks starts from, whatever its seed.
                let refs: Vec<&Deck<R>> = decks.iter().collect();
                let template = R::template(loaded.catalog.clone(), &refs);
                let mut tools = Tools::<R>::new(loaded.code.clone());
                // Results go back in batches: a message a game woke the calling thread at every
                // game, which cost about a tenth of a one-job run in the kernel. A batch goes as
                // soon as it is big or old enough, so that progress is still shown.
                let mut batch = Vec::new();
                let mut since = Instant::now();
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= spec.end {
                        break;
                    }
                    let seed = spec.seed.wrapping_add(k);
                    let (limit, check) = (spec.turn_limit, spec.check);
                    let template = template.as_ref();
                    let mut seats = || seats_for(&spec.agents, k, seed, &mut || tools.get());
                    batch.push(play_seed(
                        &host,
                        &loaded,
                        &decks,
                        template,
                        seed,
                        limit,
                        check,
                        spec.record,
                        &mut seats,
                    ));
                    if batch.len() >= BATCH_GAMES || since.elapsed() >= BATCH_AGE {
                        if tx.send(Ok(std::mem::take(&mut batch))).is_err() {
                            return;
                        }
                        since = Instant::now();
                    }
                }
                if !batch.is_empty() {
                    let _ = tx.send(Ok(batch));
                }
            });
        }
        drop(tx);
        for batch in rx {
            for mut r in batch? {
                progress(results.len() as u64 + 1, &mut r);
                results.push(r);
            }
        }
        Ok::<(), String>(())
    })?;
    Ok(results)
}
