//! Loading and checking 10,000 generated cards with scripts, as `grimoire check PACK` does: read
//! the pack folder, parse every card's text against the glossary, compile every script, check
//! required and unused functions. Issue 7's target: < 1 s. Run with `cargo bench --bench load`.
//!
//! The generated pack depends on the base game and mixes the two shapes that need a script:
//! spells with a targeted instruction (`choose` + `resolve`, calling the base game's shared
//! helper) and units with an `[Agonie]` ability (`deathknell`). One script file a card.

mod common;

use divan::Bencher;
use divan::counter::ItemsCount;
use grimoire::core::content::{PackFiles, load};
use grimoire::riftbound::Riftbound;
use grimoire::riftbound::script::ScriptHost;
use std::fmt::Write;
use std::path::Path;

fn main() {
    divan::main();
}

const CARDS: usize = 10_000;
const PER_FILE: usize = 100;

/// Writes the generated pack into `dir`.
fn generate(dir: &Path) {
    std::fs::create_dir_all(dir.join("cards")).unwrap();
    std::fs::create_dir_all(dir.join("scripts/cards")).unwrap();
    std::fs::write(
        dir.join("pack.toml"),
        "name = \"generated\"\nversion = \"0.1.0\"\ndescription = \"bench\"\ndepends = [\"riftbound\"]\n",
    )
    .unwrap();
    for file in 0..CARDS / PER_FILE {
        let mut toml = String::new();
        for i in file * PER_FILE..(file + 1) * PER_FILE {
            let id = format!("gen-{i:05}");
            let n = 1 + i % 5;
            let (card, script) = if i % 2 == 0 {
                (
                    format!(
                        "type = \"spell\"\ndomains = [\"fury\"]\ncost = \"[{n}][R]\"\ntext = \"Infligez {n} dégâts à une unité.\"\n"
                    ),
                    format!(
                        "fn choose(ctx) {{\n    ctx.choose_unit(\"any\");\n}}\n\nfn resolve(ctx) {{\n    damage_target(ctx, {n});\n}}\n"
                    ),
                )
            } else {
                (
                    format!(
                        "type = \"unit\"\ndomains = [\"chaos\"]\ncost = \"[{n}][P]\"\nmight = {n}\ntext = \"[Agonie][>] Piochez 1.\"\n"
                    ),
                    "fn deathknell(ctx) {\n    ctx.draw(1);\n}\n".to_string(),
                )
            };
            write!(
                toml,
                "[[card]]\nid = \"{id}\"\nname = \"Carte générée {i}\"\n{card}script = \"cards/{id}.rhai\"\n\n"
            )
            .unwrap();
            std::fs::write(dir.join(format!("scripts/cards/{id}.rhai")), script).unwrap();
        }
        std::fs::write(dir.join(format!("cards/gen-{file:03}.toml")), toml).unwrap();
    }
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn load_and_check_10k_cards(bencher: Bencher) {
    let dir = tempfile::tempdir().unwrap();
    generate(dir.path());
    let base = common::base_files();
    bencher.counter(ItemsCount::new(CARDS)).bench_local(|| {
        let pack = PackFiles::read_dir(dir.path()).expect("generated pack");
        let host = ScriptHost::new();
        let loaded =
            load::<Riftbound>(vec![base.clone(), pack], host.engine()).unwrap_or_else(|e| {
                panic!(
                    "{}",
                    e.iter()
                        .take(5)
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join("\n")
                )
            });
        assert!(loaded.catalog.cards.len() >= CARDS);
    });
}
