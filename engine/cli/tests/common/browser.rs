//! Headless Chromium for the tests of the pages the command writes (the replay viewer, the
//! balance report): found on the machine or, under CI, required; run on a file with no
//! network and a fresh profile; what the page said on the console.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

/// Chromium, when this machine has it.
pub fn chromium() -> Option<String> {
    ["/usr/bin/chromium", "chromium", "chromium-browser"]
        .into_iter()
        .find(|c| {
            Command::new(c)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .map(str::to_string)
}

/// Chromium, or why the browser half is skipped: under CI a missing browser is a failure.
pub fn browser(what: &str) -> Option<String> {
    let found = chromium();
    let ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
    if found.is_none() {
        assert!(
            !ci,
            "chromium is not installed (apt-get install chromium; .ci/run does): {what} cannot \
             be opened"
        );
        eprintln!("skipped: chromium is not installed, {what} is not opened (CI is not set)");
    }
    found
}

/// Headless Chromium on `url` with `extra` arguments, no network, a fresh profile: its
/// stdout and stderr.
pub fn run_chromium(chrome: &str, url: &str, extra: &[&str]) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let profile = dir.path().join("profile");
    let (out_file, err_file) = (dir.path().join("out"), dir.path().join("err"));
    let mut child = Command::new(chrome)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--host-resolver-rules=MAP * ~NOTFOUND",
            "--enable-logging=stderr",
            "--v=0",
            "--virtual-time-budget=5000",
        ])
        .arg(format!("--user-data-dir={}", path(&profile)))
        .args(extra)
        .arg(url)
        .stdin(Stdio::null())
        .stdout(File::create(&out_file).unwrap())
        .stderr(File::create(&err_file).unwrap())
        .spawn()
        .expect("chromium starts");
    let deadline = Instant::now() + Duration::from_secs(180);
    while child.try_wait().expect("chromium runs").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("chromium did not finish with {url} in 180 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let read = |f: &Path| String::from_utf8_lossy(&std::fs::read(f).unwrap()).into_owned();
    (read(&out_file), read(&err_file))
}

/// What the page said on the console (it says nothing when it works), and the browser's
/// errors about the page itself (not its own, about the machine: no D-Bus, no GPU).
pub fn page_errors(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|l| l.contains(":CONSOLE") || l.contains(":ERROR:") && l.contains("file://"))
        .collect()
}
