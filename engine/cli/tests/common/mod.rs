//! What the binary tests share: running `grimoire` from the repository root as a designer
//! would, reading its output, pinning it under snapshots/cli/.
#![allow(dead_code)]

pub mod browser;

use std::process::{Command, Output};

pub const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

pub fn grimoire(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(args)
        .current_dir(ROOT)
        .output()
        .expect("the grimoire binary runs")
}

/// `grimoire` with `input` typed on its standard input (a person at the keyboard).
pub fn grimoire_with_input(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(args)
        .current_dir(ROOT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the grimoire binary runs");
    // A session may stop reading before the end (it quits): what it did not read is dropped.
    let _ = child
        .stdin
        .take()
        .expect("piped")
        .write_all(input.as_bytes());
    child.wait_with_output().expect("the grimoire binary ends")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 stdout")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 stderr")
}

/// Pins `text` as snapshots/cli/<name>.snap.
pub fn snapshot(name: &str, text: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(std::path::Path::new(ROOT).join("snapshots/cli"));
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(name, text));
}
