//! `grimoire replay FILE [PACK…]`: plays a recorded game again (docs/REPLAYS.md) and prints
//! what `grimoire play` printed when it was recorded, byte for byte. The content must be the
//! content it was recorded with: each pack the file names is looked up by name (the base game,
//! the packs found beside it, `--pack` and PACK folders), and one that is missing or whose
//! content hash differs is refused by name (exit 2) instead of replaying another game. A replay
//! that does not fit the game played — an answer to no such option, answers left over, another
//! fingerprint — is an error at its place in the file (exit 2). `--html OUT` also writes the game
//! replayed as a page to watch step by step (`grimoire::viewer`), once the replay is known to be
//! the game recorded.

use super::play::{find_decks, show};
use super::{BAD_INPUT, load_files, read_packs, report_errors};
use grimoire::base::BaseSource;
use grimoire::core::agent::Agent;
use grimoire::core::diag::{Diagnostic, SourcePos};
use grimoire::core::sim::Played;
use grimoire::core::sim::replay::Replayer;
use grimoire::core::sim::{Options, play_with};
use grimoire::core::state::{PlayerId, Viewer};
use grimoire::games::Game;
use grimoire::packs::{Found, PackId};
use grimoire::replay::Replay;
use grimoire::replay::content::select;
use grimoire::replay::read::{Places, parse};
use grimoire::session::result_line;
use grimoire::session::save::Scenes;
use grimoire::viewer::{self, capture::Capture, capture::Step};
use grimoire::with_game;
use grimoire_core::format_en_fr;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// A replay file written by `play --save` or `simulate --save-replays`.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Print only the result line.
    #[arg(long)]
    pub quiet: bool,
    /// Also write the game as one self-contained web page, step by step (docs/REPLAYS.md);
    /// the trace is then not printed, only the result line.
    #[arg(long, value_name = "OUT.html")]
    pub html: Option<PathBuf>,
    /// Whose view to show: `all` (the full trace, every hand on the page), or `p1`, `p2`: what
    /// that player saw — the others' hidden cards (hand, deck, face down, what they drew or
    /// looked at) told, not named.
    #[arg(long = "as", value_name = "all|p1|p2", default_value = "all", value_parser = viewer_arg)]
    pub view: Viewer,
    /// Pack folders the game was played with that are not found beside the base game.
    #[arg(value_name = "PACK")]
    pub packs: Vec<PathBuf>,
}

/// The seats a page of the full view also shows the game as.
const P1: PlayerId = PlayerId(0);
const P2: PlayerId = PlayerId(1);

/// `--as`: `all`, `p1`, `p2` (a game has two seats: `play` and `simulate` take two decks).
fn viewer_arg(text: &str) -> Result<Viewer, String> {
    match Viewer::parse(text) {
        Some(Viewer::Player(p)) if p.index() >= 2 => None,
        v => v,
    }
    .ok_or_else(|| format!("`{text}` is not a view: `all`, `p1` or `p2`"))
}

pub fn replay(base: BaseSource, found: &Found, args: ReplayArgs) -> i32 {
    let shown = args.file.display().to_string();
    let read = grimoire_core::content::files::read_at_most(&args.file, 16 << 20, "a replay");
    let src = match read {
        Ok(s) => s,
        Err(e) => {
            eprintln!(
                "{}",
                Diagnostic::new(
                    SourcePos::new(&shown, 1, 1),
                    format!("cannot read the replay: {e}")
                )
            );
            return BAD_INPUT;
        }
    };
    let (replay, places) = match parse(&shown, &src) {
        Ok(r) => r,
        Err(d) => {
            eprintln!("{d}");
            return BAD_INPUT;
        }
    };
    // Shown in the language it was played in, unless `--lang` says another.
    if grimoire_core::words::shown().is_none() {
        let lang = match replay.lang.as_deref() {
            Some("en") => Some(grimoire_core::model::card::Lang::En),
            Some("fr") => Some(grimoire_core::model::card::Lang::Fr),
            _ => None,
        };
        grimoire_core::words::show_in(lang);
    }
    let Some(game) = Game::from_name(&replay.game) else {
        let d = Diagnostic::new(
            places.game(),
            format!(
                "unknown game `{}`: this binary plays {}",
                replay.game,
                Game::names()
            ),
        );
        eprintln!("{d}");
        return BAD_INPUT;
    };
    with_game!(game, R => replay_in::<R>(&base, found, &args, replay, &places))
}

fn replay_in<R: Scenes>(
    base: &BaseSource,
    found: &Found,
    args: &ReplayArgs,
    replay: Replay,
    places: &Places,
) -> i32 {
    let (files, errors) = read_packs::<R>(base, found, &args.packs);
    if !errors.is_empty() {
        report_errors(errors);
        return BAD_INPUT;
    }
    let files = match select(files, &replay, places) {
        Ok(f) => f,
        Err(d) => {
            eprintln!("{d}");
            return BAD_INPUT;
        }
    };
    let (host, loaded, files) = match load_files::<R>(files) {
        Ok(l) => l,
        Err(code) => return code,
    };
    let catalog = loaded.catalog.clone();
    let decks = match find_decks(&catalog, &replay.decks) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{}", Diagnostic::new(places.decks(), e));
            return BAD_INPUT;
        }
    };
    let engine = env!("CARGO_PKG_VERSION");
    if !replay.engine.is_empty() && replay.engine != engine {
        let recorded = &replay.engine;
        eprintln!(
            "{}",
            format_en_fr!(
                en: "note: recorded by grimoire {recorded}, replayed by grimoire {engine}",
                fr: "note : enregistrée par grimoire {recorded}, rejouée par grimoire {engine}"
            )
        );
    }
    let refs: Vec<&_> = decks.iter().collect();
    let runner = host.runner(&loaded.code);
    let options = Options {
        turn_limit: replay.turn_limit,
        check: false,
        trace: true,
    };
    let total = replay.decisions.len();
    let (replayer, used) = Replayer::new(replay.decisions.clone());
    let (agent, steps): (Box<dyn Agent<R>>, _) = match &args.html {
        Some(_) => {
            // A page of the full view also holds each player's, for its switch.
            let viewers = match args.view {
                Viewer::All => vec![Viewer::All, Viewer::Player(P1), Viewer::Player(P2)],
                one => vec![one],
            };
            let (capture, steps) = Capture::new(Box::new(replayer), viewers.clone());
            let steps = (steps, viewers);
            (Box::new(capture), Some(steps))
        }
        None => (Box::new(replayer), None),
    };
    let played = play_with(catalog.clone(), &runner, &refs, replay.seed, options, agent);
    let played = match played {
        Ok(p) => p,
        Err(e) => {
            let d = Diagnostic::new(
                places.decision(used.get()),
                format!("the game cannot be set up from this replay: {e}"),
            );
            eprintln!("{d}");
            return BAD_INPUT;
        }
    };
    let code = show::<R>(
        &PackId::in_load_order(&files, &catalog.packs),
        &played,
        args.quiet || args.html.is_some(),
        args.view,
    );
    let wrong = mismatch(
        &replay,
        places,
        used.get(),
        total,
        played.choices,
        played.end.is_err(),
    );
    if let Some(d) = wrong {
        eprintln!("{d}");
        return BAD_INPUT;
    }
    match (&args.html, steps) {
        (Some(out), Some((steps, viewers))) => {
            let views = viewers.into_iter().zip(steps.take()).collect();
            match write_page(out, &replay, &played, views, args.view) {
                Ok(()) => code,
                Err(failed) => failed,
            }
        }
        _ => code,
    }
}

/// `--html OUT`: the page of the game replayed (`grimoire::viewer`), and where it went.
fn write_page<R: Scenes>(
    out: &Path,
    replay: &Replay,
    played: &Played<R>,
    views: Vec<(Viewer, Vec<Step>)>,
    view: Viewer,
) -> Result<(), i32> {
    let decks: Vec<&str> = replay
        .decks
        .iter()
        .map(|d| d.rsplit(':').next().unwrap_or(d))
        .collect();
    let versus = grimoire_core::en_fr!(en: " vs ", fr: " contre ");
    let (name, decks, seed) = (R::NAME, decks.join(versus), replay.seed);
    let mut title = format_en_fr!(
        en: "{name}: {decks} (seed {seed})",
        fr: "{name} : {decks} (graine {seed})"
    );
    if let Viewer::Player(p) = view {
        title.push_str(&format_en_fr!(en: ", as {p} saw it", fr: ", telle que {p} l'a vue"));
    }
    let count = views.first().map_or(0, |v| v.1.len()) + 1;
    let html = viewer::render(&title, &played.game, views, &result_line(played));
    if let Err(e) = std::fs::write(out, &html) {
        eprintln!("error: cannot write {}: {e}", out.display());
        return Err(BAD_INPUT);
    }
    let (out, size) = (out.display(), html.len().div_ceil(1024));
    eprintln!(
        "{}",
        format_en_fr!(
            en: "page written to {out}: {count} steps, {size} KB",
            fr: "page écrite dans {out} : {count} étapes, {size} Ko"
        )
    );
    Ok(())
}

/// Why the game replayed is not the game recorded, if it is not: it stopped on an answer that
/// does not fit or for want of answers, it ended before the answers did, or it met other
/// decisions (the fingerprint). A game that stopped on an engine error when it was recorded
/// stops the same way when replayed: that is the game recorded.
fn mismatch(
    replay: &Replay,
    places: &Places,
    used: usize,
    total: usize,
    choices: u64,
    stopped: bool,
) -> Option<Diagnostic> {
    if choices == replay.fingerprint && used == total {
        return None;
    }
    let other = "this is not the game recorded (other content, or an engine that plays it \
                 another way)";
    let (at, message) = if stopped && used < total {
        let m = format!(
            "the replay stopped at decision {} of {total}: {other}",
            used + 1
        );
        (places.decision(used), m)
    } else if stopped {
        let m = format!("the game asks for more decisions than the {total} recorded: {other}");
        (places.decision(total), m)
    } else if used < total {
        let m = format!("the game ended after {used} of the {total} decisions recorded: {other}");
        (places.decision(used), m)
    } else {
        let m = format!(
            "the decisions met differ from those recorded (fingerprint {choices:016x}, recorded \
             {:016x}): {other}",
            replay.fingerprint
        );
        (places.fingerprint(), m)
    };
    Some(
        Diagnostic::new(at, message)
            .with_help(format!("it was recorded by grimoire {}", replay.engine)),
    )
}
