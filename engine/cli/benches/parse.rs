//! Card-text parse throughput, in lines a second (divan's item counter): speed is
//! measured, not guessed. Run with `cargo bench --bench parse`.
//!
//! The corpus mixes the forms the parser reads — keywords with values and costs, linked
//! abilities, mentions inside instructions, reminder text, English gallery symbols — so that a
//! change to any path shows in the figure.

use divan::Bencher;
use divan::counter::ItemsCount;
use grimoire::core::model::card::Lang;
use grimoire::core::text::{load_glossary, parse_card_text, render};
use grimoire::riftbound::model::glossary::Glossary;

fn main() {
    divan::main();
}

const GLOSSARY: &str = include_str!("../../../grammar/riftbound/glossary.toml");

const FRENCH: &str = "\
[Assaut 2] [Tank]
[Agonie][>] Piochez 1. (Quand je meurs, piochez une carte.)
[Répétition] [4][C]
Octroyez [Bouclier 3] et [Tank] à une unité pendant ce tour.
Équiper [1][C]
[Niveau 6][>] J'ai +1 [M] et [Gank].
Infligez 3 dégâts à une unité ennemie sur un champ de bataille.
[Expert\u{a0}en armes] [Arrière-ligne]";

const ENGLISH: &str = "\
[Assault 2] [Tank]
[Deathknell] - Draw 1.
[Repeat] :rb_energy_2::rb_rune_fury:
Give a friendly unit +2 :rb_might: this turn.
Equip :rb_energy_1::rb_rune_rainbow:
[Legion] - Deal 2 to a unit. (If you played another card this turn.)";

fn glossary() -> Glossary {
    let mut g = Glossary::default();
    load_glossary(
        GLOSSARY,
        "grammar/riftbound/glossary.toml",
        "riftbound",
        &mut g,
    )
    .expect("the base glossary loads");
    g
}

fn lines(text: &str) -> usize {
    text.lines().count()
}

#[divan::bench]
fn parse_french(bencher: Bencher) {
    let g = glossary();
    bencher
        .counter(ItemsCount::new(lines(FRENCH)))
        .bench_local(|| parse_card_text(divan::black_box(FRENCH), Lang::Fr, &g).expect("parses"));
}

#[divan::bench]
fn parse_english(bencher: Bencher) {
    let g = glossary();
    bencher
        .counter(ItemsCount::new(lines(ENGLISH)))
        .bench_local(|| parse_card_text(divan::black_box(ENGLISH), Lang::En, &g).expect("parses"));
}

/// Rendering is on the round-trip path (and `grimoire explain`); measured for comparison.
#[divan::bench]
fn render_french(bencher: Bencher) {
    let g = glossary();
    let text = parse_card_text(FRENCH, Lang::Fr, &g).expect("parses");
    bencher
        .counter(ItemsCount::new(lines(FRENCH)))
        .bench_local(|| render(divan::black_box(&text), &g, Lang::Fr));
}
