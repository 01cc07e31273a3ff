//! What a pack folder may hold: plain files and folders of a sane size. A link (to the folder
//! itself, a walk that never ends; to a device that never stops giving bytes) and an oversized
//! file are bad input at their path, exit 2, and nothing is loaded.

mod common;

use std::path::Path;

/// A copy of a small pack with cards and scripts (a fixture that checks clean) in a temporary
/// folder, to spoil.
fn pack_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let fixture = Path::new(common::ROOT).join("engine/cli/tests/fixtures/helpers");
    copy(&fixture, dir.path());
    dir
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a folder");
    for entry in std::fs::read_dir(from).expect("a pack folder") {
        let entry = entry.expect("an entry");
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("a copy");
        }
    }
}

/// `grimoire check` on `pack`: the exit code and what it printed.
fn check(pack: &Path) -> (i32, String) {
    let out = common::grimoire(&["check", pack.to_str().expect("a utf-8 path")]);
    let text = format!("{}{}", common::stdout(&out), common::stderr(&out));
    (out.status.code().unwrap_or(-1), text)
}

#[test]
fn the_unspoilt_copy_loads() {
    let pack = pack_copy();
    let (code, out) = check(pack.path());
    assert_eq!(code, 0, "{out}");
}

#[cfg(unix)]
#[test]
fn links_are_refused_not_followed() {
    use std::os::unix::fs::symlink;
    for (name, to) in [("scripts/boucle", "."), ("cards/zero.toml", "/dev/zero")] {
        let pack = pack_copy();
        let link = pack.path().join(name);
        symlink(to, &link).expect("a link");
        let (code, out) = check(pack.path());
        assert_eq!(code, 2, "{name}: {out}");
        assert!(
            out.contains(&format!(
                "{}:1:1: error: cannot read: a link",
                link.display()
            )),
            "{name}: {out}"
        );
    }
}

#[test]
fn an_oversized_file_is_refused() {
    let pack = pack_copy();
    let big = pack.path().join("cards/big.toml");
    std::fs::write(&big, format!("# {}\n", "x".repeat(5 << 20))).expect("a big file");
    let (code, out) = check(pack.path());
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains(&format!(
            "{}:1:1: error: cannot read: larger than 4 MB",
            big.display()
        )),
        "{out}"
    );
}

/// A pack that does not declare the base game still sits on it: reusing one of its card ids
/// would silently change what that bare id names, so it needs `overrides = true`, and the
/// error is at the pack's card, whatever the names' order.
#[test]
fn a_base_card_id_reused_without_overrides_is_refused_at_the_pack() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(
        dir.path().join("pack.toml"),
        "name = \"aaa\"\ndepends = []\n",
    )
    .expect("a manifest");
    std::fs::create_dir(dir.path().join("cards")).expect("a folder");
    let card = "[[card]]\nid = \"recrue\"\nname = \"Recrue bis\"\ntype = \"unit\"\ncost = \"[1]\"\nmight = 1\ntext = \"\"\n";
    let file = dir.path().join("cards/c.toml");
    std::fs::write(&file, card).expect("a card file");
    let (code, out) = check(dir.path());
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains(&format!(
            "{}:2:6: error: card `recrue` redefines a card of a pack loaded before (`riftbound:recrue`)",
            file.display()
        )),
        "{out}"
    );
    std::fs::write(&file, format!("{card}overrides = true\n")).expect("a card file");
    let (code, out) = check(dir.path());
    assert_eq!(code, 0, "{out}");
}
