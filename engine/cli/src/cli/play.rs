//! `grimoire play --auto --seed N [--decks A,B] [--turns T] [PACK…]`: two seeded random agents
//! play a whole game from the opening hands and the trace is printed.

use super::{BAD_INPUT, FAILED, OK, game_for_decks, load_all};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::core::rules::autoplay::GameEnd;
use grimoire::core::sim::play_one;
use grimoire::games::Game;
use grimoire::packs::{Found, PackId};
use grimoire::with_game;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// Random agents for both seats (the only mode for now).
    #[arg(long)]
    pub auto: bool,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Two deck ids, comma-separated (default: the first two decks loaded).
    #[arg(long)]
    pub decks: Option<String>,
    /// Turns before the game is called a draw.
    #[arg(long, default_value_t = 200)]
    pub turns: u32,
    /// Print only the result line.
    #[arg(long)]
    pub quiet: bool,
    /// Extra pack folders to load on top of the base game.
    #[arg(value_name = "PACK")]
    pub packs: Vec<PathBuf>,
}

pub fn play(base: BaseSource, found: &Found, game: Option<Game>, args: PlayArgs) -> i32 {
    if !args.auto {
        eprintln!("error: only `--auto` (two seeded random agents) is available for now");
        return BAD_INPUT;
    }
    let game = game_for_decks(&base, game, &args.packs, args.decks.as_deref());
    with_game!(game, R => play_in::<R>(base, found, args))
}

fn play_in<R: Ruleset>(base: BaseSource, found: &Found, args: PlayArgs) -> i32 {
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
    let mut decks = Vec::new();
    for n in &names {
        match catalog.deck(n) {
            Some(d) => decks.push(d.clone()),
            None => {
                let known: Vec<&str> = catalog.decks.iter().map(|d| d.id.as_str()).collect();
                eprintln!("error: unknown deck `{n}` (known: {})", known.join(", "));
                return BAD_INPUT;
            }
        }
    }
    if decks.len() != 2 {
        eprintln!("error: a 1v1 game needs two decks, got {}", decks.len());
        return BAD_INPUT;
    }
    let refs: Vec<&_> = decks.iter().collect();
    let runner = host.runner(&loaded.code);
    let played = match play_one(
        catalog.clone(),
        &runner,
        &refs,
        args.seed,
        args.turns,
        false,
    ) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return FAILED;
        }
    };
    let (game, end) = (played.game, played.end);
    if !args.quiet {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        // The trace's header names the ruleset and the content it was played with.
        if writeln!(out, "# game: {}", R::NAME).is_err() {
            return OK;
        }
        for id in PackId::in_load_order(&files, &catalog.packs) {
            if writeln!(out, "# pack: {id}").is_err() {
                return OK;
            }
        }
        for line in &game.trace {
            // A closed pipe (`| head`) ends the listing, not the program.
            if writeln!(out, "{line}").is_err() {
                return OK;
            }
        }
    }
    match end {
        Ok(GameEnd::Winner(p)) => {
            println!("winner: {p} after {} turns", game.turn.number);
            OK
        }
        Ok(GameEnd::TurnLimit(t)) => {
            println!("draw: no winner after {t} turns");
            OK
        }
        Ok(GameEnd::Drawn) => {
            println!("draw: every player lost at once, turn {}", game.turn.number);
            OK
        }
        Err(e) => {
            println!("error: {e}");
            FAILED
        }
    }
}
