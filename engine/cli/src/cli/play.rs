//! `grimoire play --auto --seed N [--decks A,B] [--turns T] [--save FILE] [PACK…]`: two seeded
//! random agents play a whole game from the opening hands and the trace is printed; `--save`
//! also writes a replay of it (docs/REPLAYS.md). Without `--auto`, a person plays p1 at the
//! terminal against `--vs random` or `--vs person` (docs/PLAY.md, `grimoire::session`).

use super::{BAD_INPUT, FAILED, OK, game_for_decks, load_all};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::core::model::catalog::{Catalog, Deck};
use grimoire::core::rules::autoplay::GameEnd;
use grimoire::core::search::AgentSpec;
use grimoire::core::sim::replay::record;
use grimoire::core::sim::{Options, Played};
use grimoire::core::state::Viewer;
use grimoire::games::Game;
use grimoire::packs::{Found, PackId};
use grimoire::replay::Replay;
use grimoire::session::save::Scenes;
use grimoire::session::stops::Stops;
use grimoire::session::{self, Ended, Table};
use grimoire::with_game;
use grimoire_core::{en_fr, format_en_fr, write_en_fr};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// Random agents for both seats; without it, a person plays p1 at the terminal
    /// (docs/PLAY.md).
    #[arg(long)]
    pub auto: bool,
    /// Who plays p2 against the person at the terminal: a computer player (`random`,
    /// `greedy[:N]`, `mcts[:N]`: docs/SIMULATION.md, "Agents"), or `person`, another person at
    /// the same keyboard.
    #[arg(long, default_value = "random", value_parser = parse_versus, conflicts_with = "auto")]
    pub vs: Versus,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Two deck ids, comma-separated (default: the first two decks loaded).
    #[arg(long)]
    pub decks: Option<String>,
    /// Turns before the game is called a draw.
    #[arg(long, default_value_t = 200)]
    pub turns: u32,
    /// Where the person at the terminal is asked besides where they act: steps, comma-separated
    /// (`upkeep,draw`: every decision of theirs there, one with one option included), or
    /// `all` (every decision with a choice). Without it, a decision where they could only
    /// pass is passed for them (docs/PLAY.md, "Stops").
    #[arg(long, value_name = "STEPS", conflicts_with = "auto")]
    pub stop: Option<String>,
    /// Print only the result line.
    #[arg(long)]
    pub quiet: bool,
    /// Write a replay of the game to FILE (docs/REPLAYS.md): `grimoire replay FILE` plays it
    /// again, byte for byte.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Extra pack folders to load on top of the base game.
    #[arg(value_name = "PACK")]
    pub packs: Vec<PathBuf>,
}

/// `--vs`: who sits opposite the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Versus {
    Agent(AgentSpec),
    Person,
}

fn parse_versus(s: &str) -> Result<Versus, String> {
    match s.trim() {
        "person" => Ok(Versus::Person),
        other => other
            .parse()
            .map(Versus::Agent)
            .map_err(|e: String| format!("{e}; or `person` for another person at this keyboard")),
    }
}

pub fn play(base: BaseSource, found: &Found, game: Option<Game>, args: PlayArgs) -> i32 {
    let game = game_for_decks(&base, game, &args.packs, args.decks.as_deref());
    with_game!(game, R => play_in::<R>(base, found, args))
}

fn play_in<R: Scenes>(base: BaseSource, found: &Found, args: PlayArgs) -> i32 {
    if let Some(list) = &args.stop
        && let Err(e) = Stops::parse::<R>(list)
    {
        eprintln!("error: --stop: {e}");
        return BAD_INPUT;
    }
    let (host, loaded, files) = match load_all::<R>(&base, found, &args.packs) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let catalog = loaded.catalog.clone();
    let names: Vec<String> = match &args.decks {
        Some(list) => list.split(',').map(|s| s.trim().to_string()).collect(),
        None => catalog
            .decks
            .iter()
            .take(2)
            .map(|d| format!("{}:{}", d.pack, d.id))
            .collect(),
    };
    let decks = match find_decks(&catalog, &names) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("error: {e}");
            return BAD_INPUT;
        }
    };
    if !args.auto {
        return person(&args, &host, &loaded, &files, decks, names);
    }
    let refs: Vec<&_> = decks.iter().collect();
    let runner = host.runner(&loaded.code);
    let options = Options {
        turn_limit: args.turns,
        check: false,
        trace: true,
    };
    let played = match &args.save {
        Some(_) => record(catalog.clone(), &runner, &refs, args.seed, options),
        None => grimoire::core::sim::play(catalog.clone(), &runner, &refs, args.seed, options)
            .map(|p| (p, Vec::new())),
    };
    let (played, answers) = match played {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", format_en_fr!(en: "error: {e}", fr: "erreur : {e}"));
            return FAILED;
        }
    };
    let packs = PackId::in_load_order(&files, &catalog.packs);
    if let Some(path) = &args.save
        && let Err(code) = save_replay(path, &args, names, &packs, &played, answers)
    {
        return code;
    }
    show::<R>(&packs, &played, args.quiet, Viewer::All)
}

/// `--save FILE`: the replay of a game played to its end.
fn save_replay<R: Ruleset>(
    path: &std::path::Path,
    args: &PlayArgs,
    decks: Vec<String>,
    packs: &[PackId],
    played: &Played<R>,
    answers: Vec<grimoire::core::state::decision::Answer>,
) -> Result<(), i32> {
    let agents = match (args.auto, args.vs) {
        (true, _) => vec!["random".to_string(); 2],
        (false, Versus::Person) => vec!["person".to_string(); 2],
        (false, Versus::Agent(a)) => vec!["person".to_string(), a.to_string()],
    };
    let replay = Replay {
        engine: env!("CARGO_PKG_VERSION").to_string(),
        game: R::NAME.to_string(),
        seed: args.seed,
        turn_limit: args.turns,
        lang: grimoire::replay::lang_chosen(),
        decks,
        agents,
        packs: packs.to_vec(),
        fingerprint: played.choices,
        decisions: answers,
    };
    if let Err(e) = std::fs::write(path, replay.render()) {
        eprintln!("error: cannot write {}: {e}", path.display());
        return Err(BAD_INPUT);
    }
    // On stderr: the output stays the trace that `grimoire replay` prints again.
    let path = path.display();
    eprintln!(
        "{}",
        format_en_fr!(en: "replay saved to {path}", fr: "relecture enregistrée dans {path}")
    );
    Ok(())
}

/// A person at the terminal against a random agent or another person (docs/PLAY.md).
fn person<R: Scenes>(
    args: &PlayArgs,
    host: &grimoire::core::script::ScriptHost<R>,
    loaded: &grimoire::core::content::Loaded<R>,
    files: &[grimoire::core::content::PackFiles],
    decks: Vec<Deck<R>>,
    names: Vec<String>,
) -> i32 {
    let Some(base_files) = files.first() else {
        return BAD_INPUT;
    };
    let packs = PackId::in_load_order(files, &loaded.catalog.packs);
    let (name, seed) = (R::NAME, args.seed);
    println!(
        "{}",
        format_en_fr!(en: "# game: {name}", fr: "# jeu : {name}")
    );
    for id in &packs {
        println!(
            "{}",
            format_en_fr!(en: "# pack: {id}", fr: "# contenu : {id}")
        );
    }
    let opponent = match args.vs {
        Versus::Agent(AgentSpec::Random) => format_en_fr!(
            en: "p2 is a random agent (seed {seed})",
            fr: "p2 est un joueur aléatoire (graine {seed})"
        ),
        Versus::Agent(a) => format_en_fr!(
            en: "p2 is the computer player {a} (seed {seed})",
            fr: "p2 est le joueur ordinateur {a} (graine {seed})"
        ),
        Versus::Person => en_fr!(
            en: "p2 is played at this keyboard too",
            fr: "p2 se joue aussi à ce clavier"
        )
        .to_string(),
    };
    let deck = &names[0];
    println!(
        "{}",
        format_en_fr!(
            en: "you are p1, {deck}; {opponent}. `help` says how to answer.",
            fr: "vous êtes p1, {deck} ; {opponent}. `help` explique comment répondre."
        )
    );
    if args.stop.as_deref().map(str::trim) != Some("all") {
        println!(
            "{}",
            en_fr!(
                en: "you are asked where you act (your stops); elsewhere, where you may pass, you \
                     pass (`stop` shows your stops and how to set others).",
                fr: "on vous demande d'agir là où vous agissez (vos arrêts) ; ailleurs, là où vous \
                     pouvez passer, vous passez (`stop` montre vos arrêts et comment en poser \
                     d'autres)."
            )
        );
    }
    let table = Table {
        host,
        loaded,
        base: base_files,
        decks,
        deck_names: names.clone(),
        seed: args.seed,
        turn_limit: args.turns,
        persons: vec![true, args.vs == Versus::Person],
        bots: match args.vs {
            Versus::Agent(a) => vec![AgentSpec::Random, a],
            Versus::Person => vec![AgentSpec::Random; 2],
        },
        stops: Stops::parse::<R>(args.stop.as_deref().unwrap_or("")).unwrap_or_default(),
        scripted: None,
    };
    match session::run(&table, session::input::stdin()) {
        Ended::Left => {
            println!("{}", en_fr!(en: "left the game", fr: "partie quittée"));
            OK
        }
        Ended::Played(played, answers) => {
            if let Some(path) = &args.save
                && let Err(code) = save_replay(path, args, names, &packs, &played, answers)
            {
                return code;
            }
            if played.end.is_ok() { OK } else { FAILED }
        }
    }
}

/// The decks named, in seat order; two of them.
pub fn find_decks<R: Ruleset>(
    catalog: &Catalog<R>,
    names: &[String],
) -> Result<Vec<Deck<R>>, String> {
    let mut decks = Vec::new();
    for n in names {
        match catalog.deck(n) {
            Some(d) => decks.push(d.clone()),
            None => {
                let known: Vec<&str> = catalog.decks.iter().map(|d| d.id.as_str()).collect();
                return Err(format!("unknown deck `{n}` (known: {})", known.join(", ")));
            }
        }
    }
    if decks.len() != 2 {
        return Err(format!("a 1v1 game needs two decks, got {}", decks.len()));
    }
    Ok(decks)
}

/// Prints a game played (unless `quiet`): a header naming the ruleset and the content it was
/// played with, the trace as `viewer` sees it (the full trace for `Viewer::All`), and the
/// result line; returns the exit code. `play` and `replay` print through here, so a replay's
/// output is the recorded game's, byte for byte.
pub fn show<R: Ruleset>(packs: &[PackId], played: &Played<R>, quiet: bool, viewer: Viewer) -> i32 {
    let game = &played.game;
    if !quiet {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let name = R::NAME;
        if write_en_fr!(out, en: "# game: {name}\n", fr: "# jeu : {name}\n").is_err() {
            return OK;
        }
        for id in packs {
            if write_en_fr!(out, en: "# pack: {id}\n", fr: "# contenu : {id}\n").is_err() {
                return OK;
            }
        }
        for line in game.trace.iter().filter_map(|l| l.seen_by(viewer)) {
            // A closed pipe (`| head`) ends the listing, not the program.
            if writeln!(out, "{line}").is_err() {
                return OK;
            }
        }
    }
    match &played.end {
        Ok(GameEnd::Winner(p)) => {
            println!("{}", session::winner_line(*p, game.turn.number));
            OK
        }
        Ok(GameEnd::TurnLimit(t)) => {
            println!("{}", session::turn_limit_line(*t));
            OK
        }
        Ok(GameEnd::Drawn) => {
            println!("{}", session::drawn_line(game.turn.number));
            OK
        }
        Err(e) => {
            println!("{}", format_en_fr!(en: "error: {e}", fr: "erreur : {e}"));
            FAILED
        }
    }
}
