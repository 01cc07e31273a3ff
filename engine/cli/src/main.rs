//! The `grimoire` command: parse the arguments, run the command, exit with its code.

mod cli;

use clap::Parser;

fn main() {
    let args = cli::Cli::parse();
    std::process::exit(cli::dispatch(args));
}
