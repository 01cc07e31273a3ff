//! Embeds the base games (grammar/<game>/pack.toml and glossary.toml, cards/, scripts/, decks/)
//! into the binary, with their repository paths.
use std::fmt::Write;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            println!("cargo:rerun-if-changed={}", p.display());
            collect(&p, out);
        } else if matches!(
            p.extension().and_then(|e| e.to_str()),
            Some("toml" | "rhai")
        ) {
            out.push(p);
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..");
    let mut files = Vec::new();
    if let Ok(games) = std::fs::read_dir(root.join("grammar")) {
        for g in games.flatten() {
            for f in ["pack.toml", "glossary.toml", "effects.toml"] {
                files.push(g.path().join(f));
            }
        }
    }
    for d in ["cards", "scripts", "decks"] {
        println!("cargo:rerun-if-changed={}", root.join(d).display());
        collect(&root.join(d), &mut files);
    }
    println!("cargo:rerun-if-changed={}", root.join("grammar").display());
    files.sort();
    let mut code = String::from("pub static EMBEDDED: &[(&str, &str)] = &[\n");
    for f in &files {
        if !f.is_file() {
            continue;
        }
        let rel = f
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        writeln!(
            code,
            "    ({rel:?}, include_str!({:?})),",
            f.display().to_string()
        )
        .unwrap();
        println!("cargo:rerun-if-changed={}", f.display());
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("embedded_files.rs");
    std::fs::write(out, code).unwrap();
}
