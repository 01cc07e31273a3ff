//! Embeds the base game (pack.toml, grammar/glossary.toml, cards/, scripts/) into the binary.
use std::fmt::Write;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
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
    let root = manifest.parent().unwrap().to_path_buf();
    let mut files = vec![root.join("pack.toml"), root.join("grammar/glossary.toml")];
    collect(&root.join("cards"), &mut files);
    collect(&root.join("scripts"), &mut files);
    collect(&root.join("decks"), &mut files);
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
    for d in [
        "cards",
        "scripts",
        "grammar",
        "scripts/cards",
        "scripts/lib",
        "scripts/keywords",
    ] {
        println!("cargo:rerun-if-changed={}", root.join(d).display());
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("embedded_files.rs");
    std::fs::write(out, code).unwrap();
}
