//! `grimoire test`, as a modder without the repository runs it: a pack in a temporary folder,
//! its scenarios in its scenarios/ folder, pinned in its snapshots/ folder in insta's format.

mod common;

use common::{ROOT, grimoire, stderr, stdout};
use grimoire::snapfile::SnapFile;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const PACK: &str = r#"name = "mon-mod"
version = "0.1.0"
description = "A modder's pack"
depends = ["riftbound"]
"#;

fn card(cost: &str) -> String {
    format!(
        "[[card]]\nid = \"golem-d-essai\"\nname = \"Golem d'essai\"\ntype = \"unit\"\n\
         domains = [\"mind\"]\ncost = \"[{cost}]\"\nmight = 3\n"
    )
}

fn scenario(title: &str, expect: &str) -> String {
    format!(
        "title = \"{title}\"\nrules = [\"mod-1\"]\n\n[setup]\nturn = \"p1\"\n\n[setup.p1]\n\
         hand = [\"golem-d-essai\"]\nbase = [\"rune-esprit\", \"rune-esprit\"]\n\n[run]\n\
         steps = [\"p1 play golem-d-essai\", \"{expect}\"]\n"
    )
}

/// A pack with two scenarios in `dir`/mon-mod.
fn write_pack(dir: &Path) {
    let pack = dir.join("mon-mod");
    for sub in ["cards", "scenarios"] {
        std::fs::create_dir_all(pack.join(sub)).unwrap();
    }
    std::fs::write(pack.join("pack.toml"), PACK).unwrap();
    std::fs::write(pack.join("cards/cartes.toml"), card("2")).unwrap();
    let ok = "expect golem-d-essai might 3";
    std::fs::write(pack.join("scenarios/golem.toml"), scenario("Le golem", ok)).unwrap();
    std::fs::write(
        pack.join("scenarios/golem-bis.toml"),
        scenario("Encore", ok),
    )
    .unwrap();
}

/// Runs `grimoire` in `dir` (outside the repository), `input` on stdin.
fn run_in(dir: &Path, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("grimoire runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().expect("grimoire ends")
}

fn code(o: &Output) -> i32 {
    o.status.code().unwrap_or(-1)
}

#[test]
fn a_pack_outside_the_repository_pins_detects_and_accepts_changes() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    write_pack(dir);

    // No snapshot yet: both scenarios are new, a difference.
    let out = run_in(dir, &["test", "mon-mod"], "");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}{}", stderr(&out));
    assert!(
        stderr(&out).starts_with("note: no Grimoire repository here"),
        "{}",
        stderr(&out)
    );
    assert!(
        text.contains("NEW     mon-mod/scenarios/golem.toml: no snapshot yet"),
        "{text}"
    );
    assert!(
        text.ends_with("0 matched, 0 changed, 2 new, 0 failed, 0 bad input\n"),
        "{text}"
    );

    // --accept writes them, in insta's format, where the pack keeps them.
    let out = run_in(dir, &["test", "mon-mod", "--accept"], "");
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    let snap = dir.join("mon-mod/snapshots/golem.snap");
    let written = std::fs::read_to_string(&snap).unwrap();
    assert!(
        written.starts_with("---\nsource: scenarios/golem.toml\n---\n# Le golem\n"),
        "{written}"
    );
    assert!(
        written.contains("p1 pays [2] for golem-d-essai"),
        "{written}"
    );
    let insta = insta::Snapshot::from_file(&snap).expect("insta reads it");
    let insta_text = insta.contents().as_text().unwrap().to_string();
    assert_eq!(insta_text, SnapFile::read(&snap).unwrap().unwrap().pinned());

    let out = run_in(dir, &["test", "mon-mod"], "");
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    assert!(stdout(&out).contains("ok      mon-mod/scenarios/golem.toml"));

    // A cheaper card changes both traces: both diffs are shown, with context.
    std::fs::write(dir.join("mon-mod/cards/cartes.toml"), card("1")).unwrap();
    let out = run_in(dir, &["test", "mon-mod"], "");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    for name in ["golem", "golem-bis"] {
        assert!(
            text.contains(&format!(
                "CHANGED mon-mod/scenarios/{name}.toml (mon-mod/snapshots/{name}.snap)\n\
                 --- mon-mod/snapshots/{name}.snap (pinned)\n\
                 +++ mon-mod/scenarios/{name}.toml (now)\n@@ "
            )),
            "{text}"
        );
    }
    let hunk = " > p1 play golem-d-essai\n p1 plays golem-d-essai (Golem d'essai) #1 (pending)\n   \
                p1 location for golem-d-essai (only option): base\n\
                -  p1 pays [2] for golem-d-essai: exhausts rune-esprit for [1], exhausts \
                rune-esprit#2 for [1]\n\
                +  p1 pays [1] for golem-d-essai: exhausts rune-esprit for [1]\n";
    assert_eq!(text.matches(hunk).count(), 2, "{text}");
    assert!(
        text.ends_with("0 matched, 2 changed, 0 new, 0 failed, 0 bad input\n"),
        "{text}"
    );
    // Nothing was written without --accept.
    assert_eq!(std::fs::read_to_string(&snap).unwrap(), written);

    let out = run_in(dir, &["test", "mon-mod", "--accept"], "");
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    let now = std::fs::read_to_string(&snap).unwrap();
    assert!(now.contains("p1 pays [1] for golem-d-essai"), "{now}");
    let out = run_in(dir, &["test", "mon-mod"], "");
    assert_eq!(code(&out), 0, "{}", stdout(&out));
}

#[test]
fn review_takes_answers_from_stdin() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    write_pack(dir);
    assert_eq!(code(&run_in(dir, &["test", "--accept", "mon-mod"], "")), 0);
    std::fs::write(dir.join("mon-mod/cards/cartes.toml"), card("1")).unwrap();

    // An unknown answer is asked again; then accept the first change, reject the second.
    let out = run_in(dir, &["test", "--review", "mon-mod"], "x\na\nr\n");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert!(
        text.contains("[1/2] mon-mod/scenarios/golem-bis.toml"),
        "{text}"
    );
    assert!(text.contains("answer a, r or s"), "{text}");
    assert!(
        text.contains("review: 1 accepted, 1 rejected, 0 skipped"),
        "{text}"
    );
    let bis = std::fs::read_to_string(dir.join("mon-mod/snapshots/golem-bis.snap")).unwrap();
    let one = std::fs::read_to_string(dir.join("mon-mod/snapshots/golem.snap")).unwrap();
    assert!(bis.contains("pays [1]"), "{bis}");
    assert!(one.contains("pays [2]"), "{one}");

    // Skip, then the end of the input skips what is left.
    let out = run_in(dir, &["test", "--review", "mon-mod"], "s\n");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert!(text.contains("1 matched, 1 changed"), "{text}");
    assert!(
        text.contains("review: 0 accepted, 0 rejected, 1 skipped"),
        "{text}"
    );
    let out = run_in(dir, &["test", "--review", "mon-mod"], "");
    assert!(
        stdout(&out).contains("(end of input: skipped)"),
        "{}",
        stdout(&out)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("mon-mod/snapshots/golem.snap")).unwrap(),
        one
    );
}

#[test]
fn a_failing_scenario_is_shown_and_never_accepted() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    write_pack(dir);
    let wrong = scenario("Faux", "expect golem-d-essai might 4");
    std::fs::write(dir.join("mon-mod/scenarios/faux.toml"), wrong).unwrap();
    let out = run_in(dir, &["test", "mon-mod", "--accept"], "");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert!(
        text.contains("FAIL    mon-mod/scenarios/faux.toml\n  "),
        "{text}"
    );
    // Its whole new trace is shown, as there is no snapshot to compare with.
    assert!(
        text.contains("+FAILED: mon-mod/scenarios/faux.toml:"),
        "{text}"
    );
    assert!(
        text.contains("2 new, 1 failed, 0 bad input, 2 accepted"),
        "{text}"
    );
    assert!(!dir.join("mon-mod/snapshots/faux.snap").exists());
    assert!(dir.join("mon-mod/snapshots/golem.snap").exists());
}

#[test]
fn bad_input_exits_2_and_every_scenario_still_runs() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    write_pack(dir);
    let unknown = scenario("Inconnu", "expect golem-d-essai might 3")
        .replace("hand = [\"golem-d-essai\"]", "hand = [\"golem-inconnu\"]");
    std::fs::write(dir.join("mon-mod/scenarios/inconnu.toml"), unknown).unwrap();
    let out = run_in(dir, &["test", "mon-mod"], "");
    let text = stdout(&out);
    assert_eq!(code(&out), 2, "{text}");
    assert!(
        text.contains("BAD     mon-mod/scenarios/inconnu.toml: bad input"),
        "{text}"
    );
    assert!(
        stderr(&out).contains("mon-mod/scenarios/inconnu.toml:"),
        "{}",
        stderr(&out)
    );
    assert!(text.contains("2 new, 0 failed, 1 bad input"), "{text}");

    let out = run_in(dir, &["test", "no-such-pack"], "");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("no-such-pack:1:1: error: no such scenario file or folder"));

    // A scenario outside any scenarios/ folder is pinned in a snapshots/ folder beside it.
    std::fs::create_dir_all(dir.join("held-out")).unwrap();
    let loose = dir.join("held-out/loose.toml");
    let golem = scenario("Le golem", "expect golem-d-essai might 3");
    let golem = golem.replace("[setup]", "packs = [\"../mon-mod\"]\n\n[setup]");
    std::fs::write(&loose, golem).unwrap();
    let out = run_in(dir, &["test", "held-out", "--accept"], "");
    assert_eq!(code(&out), 0, "{}{}", stdout(&out), stderr(&out));
    assert!(dir.join("held-out/snapshots/loose.snap").is_file());
    let out = run_in(dir, &["test", "held-out"], "");
    assert_eq!(code(&out), 0, "{}{}", stdout(&out), stderr(&out));
    assert!(stdout(&out).contains("1 matched"), "{}", stdout(&out));
}

#[test]
fn a_pack_finds_the_mod_it_depends_on_beside_it() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    write_pack(dir);
    let ext = dir.join("extension");
    std::fs::create_dir_all(ext.join("scenarios")).unwrap();
    std::fs::write(
        ext.join("pack.toml"),
        "name = \"extension\"\nversion = \"0.1.0\"\ndepends = [\"mon-mod\"]\n",
    )
    .unwrap();
    let uses = scenario("Golem du mod", "expect golem-d-essai might 3");
    std::fs::write(ext.join("scenarios/golem.toml"), uses).unwrap();
    let out = run_in(dir, &["test", "extension", "--accept"], "");
    assert_eq!(code(&out), 0, "{}{}", stdout(&out), stderr(&out));
    let out = run_in(dir, &["run", "extension"], "");
    let text = stdout(&out);
    assert_eq!(code(&out), 0, "{text}");
    let packs: Vec<&str> = text.lines().filter(|l| l.starts_with("# pack: ")).collect();
    assert_eq!(packs.len(), 3, "{text}");
    assert!(packs[0].starts_with("# pack: riftbound 0.2.0 "), "{text}");
    assert!(packs[1].starts_with("# pack: mon-mod 0.1.0 "), "{text}");
    assert!(packs[2].starts_with("# pack: extension 0.1.0 "), "{text}");
}

/// `grimoire test` and the cargo suite agree on the repository's snapshots: every one matches.
#[test]
fn the_repository_snapshots_match_under_grimoire_test() {
    let out = grimoire(&["test"]);
    let text = stdout(&out);
    assert_eq!(code(&out), 0, "{text}{}", stderr(&out));
    assert!(text.contains("ok      scenarios/riftbound/"), "{text}");
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.ends_with(" matched, 0 changed, 0 new, 0 failed, 0 bad input"),
        "{last}"
    );
    // The repository's scenarios and its example packs', each pack's against its own snapshots.
    assert!(
        text.contains("ok      packs/presage-entrave/scenarios/"),
        "{text}"
    );
    assert!(
        text.contains("ok      packs/debordement/scenarios/"),
        "{text}"
    );
    let n: usize = last.split(' ').next().unwrap().parse().unwrap();
    let count = |dir: &str| {
        grimoire::core::scenario::files::scenario_files(&Path::new(ROOT).join(dir))
            .unwrap()
            .len()
    };
    let packs = count("packs/presage-entrave/scenarios") + count("packs/debordement/scenarios");
    assert!(packs >= 5, "{packs}");
    assert_eq!(n, count("scenarios") + packs, "{text}");
}
