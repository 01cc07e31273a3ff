//! Which packs load and how they are named: the packs/ folder beside the base game, `--pack`,
//! `grimoire packs` (load order, versions, content hashes), the hashes in `play` and `run`
//! traces and in `simulate --json`; and the base game found from any subfolder of the
//! repository, or the embedded copy announced outside it.

mod common;

use common::{ROOT, grimoire, stderr, stdout};
use std::path::Path;
use std::process::{Command, Output};

fn grimoire_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("grimoire runs")
}

/// The `  name version hash  folder` lines of `grimoire packs` for `game`.
fn listed<'a>(text: &'a str, game: &str) -> Vec<Vec<&'a str>> {
    text.lines()
        .skip_while(|l| *l != format!("game: {game}"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.split_whitespace().collect())
        .collect()
}

fn is_hash(s: &str) -> bool {
    s.len() == 16 && s.chars().all(|c| c.is_ascii_hexdigit())
}

#[test]
fn packs_lists_the_base_game_then_the_packs_folder_with_hashes() {
    let out = grimoire(&["packs"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}{}", stderr(&out));
    assert!(text.starts_with("base game: .\n"), "{text}");
    let rift = listed(&text, "riftbound");
    let names: Vec<&str> = rift.iter().map(|l| l[0]).collect();
    assert_eq!(names, ["riftbound", "presage-entrave"], "{text}");
    assert_eq!(rift[1][3], "packs/presage-entrave", "{text}");
    let duel = listed(&text, "duel");
    assert_eq!(duel[1][0], "debordement", "{text}");
    assert!(rift.iter().chain(&duel).all(|l| is_hash(l[2])), "{text}");

    // The embedded copy of a base game hashes like the repository's files it was built from.
    let embedded = stdout(&grimoire(&["--embedded", "packs"]));
    assert_eq!(
        listed(&embedded, "riftbound")[0][..3],
        rift[0][..3],
        "{embedded}"
    );
    assert_eq!(listed(&embedded, "riftbound").len(), 1, "{embedded}");
}

#[test]
fn pack_adds_folders_loaded_in_dependency_then_name_order() {
    let tmp = tempfile::tempdir().unwrap();
    for (name, depends) in [("a-mod", "\"z-mod\""), ("z-mod", "\"riftbound\"")] {
        let d = tmp.path().join(name);
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(
            d.join("pack.toml"),
            format!("name = \"{name}\"\nversion = \"1.0.0\"\ndepends = [{depends}]\n"),
        )
        .unwrap();
    }
    let dir = tmp.path().to_str().unwrap();
    let out = grimoire(&["packs", "--game", "riftbound", "--pack", dir]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}{}", stderr(&out));
    let names: Vec<&str> = listed(&text, "riftbound").iter().map(|l| l[0]).collect();
    // a-mod sorts first by name but needs z-mod.
    assert_eq!(
        names,
        ["riftbound", "presage-entrave", "z-mod", "a-mod"],
        "{text}"
    );
    // Another file in a pack changes its hash.
    let before = listed(&text, "riftbound")[2][2].to_string();
    std::fs::create_dir_all(tmp.path().join("z-mod/decks")).unwrap();
    std::fs::write(
        tmp.path().join("z-mod/cards.toml"),
        "# not read by the loader",
    )
    .unwrap();
    let same = stdout(&grimoire(&["packs", "--game", "riftbound", "--pack", dir]));
    assert_eq!(
        listed(&same, "riftbound")[2][2],
        before,
        "files the loader skips do not count"
    );
    std::fs::create_dir_all(tmp.path().join("z-mod/cards")).unwrap();
    std::fs::write(tmp.path().join("z-mod/cards/c.toml"), "# no card yet\n").unwrap();
    let after = stdout(&grimoire(&["packs", "--game", "riftbound", "--pack", dir]));
    assert_ne!(listed(&after, "riftbound")[2][2], before, "{after}");
}

#[test]
fn play_and_run_traces_name_their_packs() {
    let out = grimoire(&["play", "--auto", "--seed", "1", "--turns", "2"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().take(3).collect();
    assert_eq!(lines[0], "# game: riftbound", "{text}");
    assert!(lines[1].starts_with("# pack: riftbound 0.2.0 "), "{text}");
    assert!(
        lines[2].starts_with("# pack: presage-entrave 0.1.0 "),
        "{text}"
    );

    let file = "packs/presage-entrave/scenarios/presage-2.toml";
    let out = grimoire(&["run", file]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    let listing = stdout(&grimoire(&["packs", "--game", "riftbound"]));
    let rift = listed(&listing, "riftbound");
    let expected = format!(
        "# pack: {}\n# pack: {}\n",
        rift[0][..3].join(" "),
        rift[1][..3].join(" ")
    );
    assert!(text.starts_with(&expected), "{text}\n{listing}");
    // Then the scenario's own header: its title, its game.
    assert_eq!(text.lines().nth(3), Some("# game: riftbound"), "{text}");
    // A scenario loads only what it names: the duel's example pack is not in a Riftbound trace,
    // nor Riftbound's in a base-game scenario.
    let out = grimoire(&["run", "scenarios/riftbound/skeleton/reaction-repond.toml"]);
    let text = stdout(&out);
    assert_eq!(
        text.lines().filter(|l| l.starts_with("# pack: ")).count(),
        1,
        "{text}"
    );
}

#[test]
fn simulation_results_name_their_packs_and_merge_checks_them() {
    let tmp = tempfile::tempdir().unwrap();
    let json = |n: &str| tmp.path().join(n).to_str().unwrap().to_string();
    let (a, b) = (json("a.json"), json("b.json"));
    for (shard, file) in [("0/2", &a), ("1/2", &b)] {
        let out = grimoire(&["simulate", "--games", "4", "--shard", shard, "--json", file]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    }
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&a).unwrap()).unwrap();
    let packs = v["packs"].as_array().expect("a packs list");
    assert_eq!(packs[0]["name"], "riftbound", "{v}");
    assert_eq!(packs[0]["version"], "0.2.0", "{v}");
    assert!(is_hash(packs[0]["hash"].as_str().unwrap()), "{v}");

    let merged = json("m.json");
    let out = grimoire(&["merge", &a, &b, "--json", &merged]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&merged).unwrap()).unwrap();
    assert_eq!(m["packs"], v["packs"]);

    // A shard played with other content is refused.
    let mut other = v.clone();
    other["packs"][0]["hash"] = "0000000000000000".into();
    other["results"] = serde_json::from_str::<serde_json::Value>(
        &std::fs::read_to_string(&b).unwrap(),
    )
    .unwrap()["results"]
        .clone();
    let c = json("c.json");
    std::fs::write(&c, other.to_string()).unwrap();
    let out = grimoire(&["merge", &a, &c]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("played with other packs"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_repository_is_found_from_a_subfolder() {
    let sub = Path::new(ROOT).join("scenarios/riftbound");
    let out = grimoire_in(&sub, &["check"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}{}", stderr(&out));
    assert!(text.starts_with("base game: ../..\n"), "{text}");
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));
    // Paths are relative to where the command runs.
    let out = grimoire_in(&sub, &["run", "--quiet", "fidelite/information-nulle.toml"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    let out = grimoire_in(&sub, &["test", "fidelite"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    assert!(stdout(&out).contains("ok      fidelite/information-nulle.toml"));
    // From inside a pack, `grimoire test .` runs its scenarios against its snapshots.
    let pack = Path::new(ROOT).join("packs/presage-entrave");
    let out = grimoire_in(&pack, &["test", "."]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    assert!(
        stdout(&out).contains("scenarios/presage-2.toml"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn outside_the_repository_the_embedded_games_are_announced_first() {
    let tmp = tempfile::tempdir().unwrap();
    let out = grimoire_in(tmp.path(), &["check"]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let err = stderr(&out);
    assert!(
        err.lines().next().unwrap_or_default().starts_with(
            "note: no Grimoire repository here or in a parent folder: using the base games \
             built into the binary"
        ),
        "{err}"
    );
    assert!(stdout(&out).starts_with("base game: <embedded>\n"));
    // Asked for, the embedded games need no note.
    let out = grimoire_in(tmp.path(), &["--embedded", "check"]);
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));
}

/// A pack given on the command line replaces a found pack of the same name (a working copy of
/// an installed mod), rather than loading twice.
#[test]
fn a_pack_named_on_the_command_line_replaces_a_found_one() {
    let tmp = tempfile::tempdir().unwrap();
    let copy = tmp.path().join("copie");
    let from = Path::new(ROOT).join("packs/presage-entrave");
    std::fs::create_dir_all(&copy).unwrap();
    let status = Command::new("cp")
        .args(["-r", from.to_str().unwrap(), copy.to_str().unwrap()])
        .status()
        .unwrap();
    assert!(status.success());
    let pack = copy.join("presage-entrave");
    let out = grimoire(&["check", pack.to_str().unwrap()]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.ends_with(" in 2 pack(s)\n"), "{text}");
    let listing = stdout(&grimoire(&[
        "packs",
        "--game",
        "riftbound",
        "--pack",
        pack.to_str().unwrap(),
    ]));
    let rift = listed(&listing, "riftbound");
    assert_eq!(rift.len(), 2, "{listing}");
    assert_eq!(rift[1][3], pack.to_str().unwrap(), "{listing}");
}
