//! The base games (`src/base_files.rs` says which files) built into a release binary, with
//! their repository paths, so that `grimoire` runs with no checkout. A debug build — what
//! `cargo test` builds — embeds nothing and reads them from the repository at run time
//! (`src/embedded.rs`), so that editing a card or a script rebuilds nothing: this script then
//! watches no content file. `GRIMOIRE_EMBED=1` embeds them in a debug build too.
use std::fmt::Write;
use std::path::PathBuf;

#[path = "src/base_files.rs"]
mod base_files;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/base_files.rs");
    println!("cargo:rerun-if-env-changed=GRIMOIRE_EMBED");
    let embed = std::env::var("PROFILE").is_ok_and(|p| p == "release")
        || std::env::var("GRIMOIRE_EMBED").is_ok_and(|v| v == "1");
    let root_shown = std::fs::canonicalize(&root).unwrap_or(root.clone());
    let mut code = format!(
        "/// The repository this binary was built from.\npub const SOURCE_ROOT: &str = {:?};\n",
        root_shown.display().to_string()
    );
    if !embed {
        code.push_str("/// No copy built in: the files are read from `SOURCE_ROOT`.\n");
        code.push_str("pub static EMBEDDED: Option<&[(&str, &str)]> = None;\n");
    } else {
        let (files, dirs) = base_files::base_files(&root);
        for d in &dirs {
            println!("cargo:rerun-if-changed={}", d.display());
        }
        code.push_str("pub static EMBEDDED: Option<&[(&str, &str)]> = Some(&[\n");
        for f in &files {
            println!("cargo:rerun-if-changed={}", f.display());
            writeln!(
                code,
                "    ({:?}, include_str!({:?})),",
                base_files::shown(&root, f),
                f.display().to_string()
            )
            .unwrap();
        }
        code.push_str("]);\n");
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("embedded_files.rs");
    std::fs::write(out, code).unwrap();
}
