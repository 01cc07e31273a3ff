//! Large packs load: 20,000 cards in one file, 20,000 shared helper functions seen by 2,000
//! card scripts. The loader is linear in them (docs/HOSTILE-INPUT.md has the figures: before,
//! the cards took 24 s and the helpers did not finish in five minutes); these tests generate
//! the packs in a temporary folder and assert nothing but that `check` accepts them, no time.
//! A script file too large for Rhai's parser (quadratic inside one file) is refused at load.

mod common;

use std::fmt::Write;
use std::path::Path;

/// Writes a pack `name` depending on the base game into `dir`, with `files` (path, text).
fn pack(dir: &Path, name: &str, files: &[(String, String)]) {
    let manifest = format!(
        "name = \"{name}\"\nversion = \"0.1.0\"\ndescription = \"generated\"\n\
         depends = [\"riftbound\"]\n"
    );
    std::fs::write(dir.join("pack.toml"), manifest).expect("a manifest");
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("folders");
        std::fs::write(path, text).expect("a file");
    }
}

/// `grimoire check` on `dir`: exit code, everything printed.
fn check(dir: &Path) -> (i32, String) {
    let out = common::grimoire(&["check", dir.to_str().expect("a utf-8 path")]);
    let text = format!("{}{}", common::stdout(&out), common::stderr(&out));
    (out.status.code().unwrap_or(-1), text)
}

#[test]
fn twenty_thousand_cards_in_one_file_load() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut cards = String::new();
    for i in 0..20_000 {
        write!(
            cards,
            "[[card]]\nid = \"carte-{i}\"\nname = \"Carte {i}\"\ntype = \"unit\"\n\
             cost = \"[1]\"\nmight = 1\n\n"
        )
        .expect("text");
    }
    pack(
        dir.path(),
        "vingt-mille",
        &[("cards/cartes.toml".into(), cards)],
    );
    let (code, out) = check(dir.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("ok: 20"), "{out}");
}

#[test]
fn twenty_thousand_helper_functions_seen_by_two_thousand_scripts_load() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut files = Vec::new();
    for f in 0..10 {
        let mut lib = String::new();
        for i in 0..2_000 {
            writeln!(lib, "fn aide_{f}_{i}(x) {{\n    x\n}}\n").expect("text");
        }
        files.push((format!("scripts/lib/aides-{f}.rhai"), lib));
    }
    let mut cards = String::new();
    for i in 0..2_000 {
        write!(
            cards,
            "[[card]]\nid = \"sort-{i}\"\nname = \"Sort {i}\"\ntype = \"spell\"\n\
             cost = \"[1]\"\ntext = \"Piochez 1.\"\nscript = \"cards/sort-{i}.rhai\"\n\n"
        )
        .expect("text");
        let script = format!(
            "fn resolve(ctx) {{\n    ctx.draw(aide_{}_{i}(1));\n}}\n",
            i % 10
        );
        files.push((format!("scripts/cards/sort-{i}.rhai"), script));
    }
    files.push(("cards/sorts.toml".into(), cards));
    pack(dir.path(), "vingt-mille-aides", &files);
    let (code, out) = check(dir.path());
    assert_eq!(code, 0, "{out}");
    // Too many to be merged into each script, the helpers are shared: a card's script still
    // calls them.
    let scenario = dir.path().join("sort.toml");
    std::fs::write(
        &scenario,
        "title = \"Un sort appelle une aide partagée\"\nrules = [\"359.3.d\"]\npacks = [\".\"]\n\n\
         [setup]\nturn = \"p1\"\n\n[setup.p1]\nhand = [\"sort-7\"]\nbase = [\"rune-fureur\"]\n\
         deck = [\"recrue\", \"recrue\"]\n\n[run]\nsteps = [\"p1 play sort-7\", \"resolve\", \
         \"expect p1 hand 1\"]\n",
    )
    .expect("a scenario");
    let out = common::grimoire(&["run", scenario.to_str().expect("a utf-8 path")]);
    let text = common::stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}{}", common::stderr(&out));
    assert!(text.contains("p1 draws recrue"), "{text}");
}

#[test]
fn a_script_file_too_large_to_parse_quickly_is_refused_at_load() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut script = String::from("fn resolve(ctx) {\n    let x = 1;\n");
    for i in 0..30_000 {
        writeln!(script, "    let a{i} = x;").expect("text");
    }
    script.push_str("    ctx.draw(x);\n}\n");
    let card = "[[card]]\nid = \"enorme\"\nname = \"Énorme\"\ntype = \"spell\"\ncost = \"[1]\"\n\
                text = \"Piochez 1.\"\nscript = \"cards/enorme.rhai\"\n";
    pack(
        dir.path(),
        "enorme",
        &[
            ("cards/enorme.toml".into(), card.into()),
            ("scripts/cards/enorme.rhai".into(), script),
        ],
    );
    let (code, out) = check(dir.path());
    assert_eq!(code, 2, "{out}");
    let file = dir.path().join("scripts/cards/enorme.rhai");
    assert!(
        out.contains(&format!(
            "{}:1:1: error: a script file is at most 65536 bytes",
            file.display()
        )),
        "{out}"
    );
}
