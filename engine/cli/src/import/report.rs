//! The import's report, for a person (text) or a tool (`--json`): the counts, how many cards
//! the pack loads and how many wait in `pending/`, the cards complete without a script, the
//! scripts to write with their functions, the cards the rules cannot play, the cards that do
//! not load with their reasons at their line and column, the prints merged and the entries
//! left out.

use super::{Entry, Imported};
use serde_json::{Value, json};
use std::fmt::Write;

/// The one-line summary.
pub fn summary(r: &Imported) -> String {
    format!(
        "{} cards: {} complete without a script, {} need a script, {} the rules cannot play yet, \
         {} do not load; {} merged, {} left out; {}, {}",
        cards(r),
        r.complete.len(),
        r.scripted.len(),
        r.unsupported.len(),
        r.unparsed.len(),
        plural(r.duplicates.len(), "print", "prints"),
        plural(r.skipped.len(), "entry", "entries"),
        plural(tally(r, |e| e.token), "token", "tokens"),
        plural(
            tally(r, |e| e.suffixed),
            "id with a suffix",
            "ids with a suffix"
        ),
    )
}

/// Every card written, whatever its place.
fn entries(r: &Imported) -> impl Iterator<Item = &Entry> {
    r.complete
        .iter()
        .chain(r.scripted.iter().map(|s| &s.entry))
        .chain(r.unsupported.iter().map(|u| &u.0))
        .chain(r.unparsed.iter().map(|u| &u.0))
}

fn tally(r: &Imported, f: impl Fn(&Entry) -> bool) -> usize {
    entries(r).filter(|e| f(e)).count()
}

/// The counts of one set (by the set's file name): cards, complete, need a script, the rules
/// cannot play, do not load, prints merged, tokens, ids with a suffix.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SetCounts {
    pub cards: usize,
    pub complete: usize,
    pub script: usize,
    pub unsupported: usize,
    pub unparsed: usize,
    pub merged: usize,
    pub tokens: usize,
    pub suffixed: usize,
}

/// The counts of each set, in set name order.
pub fn by_set(r: &Imported) -> std::collections::BTreeMap<String, SetCounts> {
    let mut sets: std::collections::BTreeMap<String, SetCounts> = Default::default();
    let mut add = |e: &Entry, place: fn(&mut SetCounts) -> &mut usize| {
        let c = sets.entry(e.set.clone()).or_default();
        c.cards += 1;
        c.tokens += usize::from(e.token);
        c.suffixed += usize::from(e.suffixed);
        *place(c) += 1;
    };
    r.complete.iter().for_each(|e| add(e, |c| &mut c.complete));
    r.scripted
        .iter()
        .for_each(|s| add(&s.entry, |c| &mut c.script));
    r.unsupported
        .iter()
        .for_each(|u| add(&u.0, |c| &mut c.unsupported));
    r.unparsed
        .iter()
        .for_each(|u| add(&u.0, |c| &mut c.unparsed));
    for set in &r.merged_sets {
        sets.entry(set.clone()).or_default().merged += 1;
    }
    sets
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Where the cards went: loaded, pending, not loading.
pub fn placed(r: &Imported, shown: &str) -> String {
    let (loaded, pending) = r.loaded_and_pending();
    let mut s = format!(
        "{} in {shown}/cards/ (loaded: they play now), {} kept in {shown}/pending/ (not loaded \
         until they can be played), {} in {shown}/unparsed.toml (not loaded)",
        plural(loaded, "card", "cards"),
        pending,
        r.unparsed.len(),
    );
    if !r.own.is_empty() {
        s.push_str(&format!(
            "; {} already in the pack's own files",
            plural(r.own.len(), "card", "cards")
        ));
    }
    s
}

fn cards(r: &Imported) -> usize {
    entries(r).count()
}

/// The report for a person.
pub fn text(r: &Imported, shown: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "imported into {shown} (pack `{}`, lang en)", r.pack);
    let _ = writeln!(s, "{}", summary(r));
    let _ = writeln!(s, "{}", placed(r, shown));
    let sets = by_set(r);
    if sets.len() > 1 {
        for (set, c) in &sets {
            let _ = writeln!(
                s,
                "  {set}: {}: {} complete, {} need a script, {} the rules cannot play yet, {} do \
                 not load; {} merged, {}, {}",
                plural(c.cards, "card", "cards"),
                c.complete,
                c.script,
                c.unsupported,
                c.unparsed,
                plural(c.merged, "print", "prints"),
                plural(c.tokens, "token", "tokens"),
                plural(c.suffixed, "id with a suffix", "ids with a suffix"),
            );
        }
    }
    if !r.complete.is_empty() {
        let _ = writeln!(
            s,
            "\ncomplete without a script ({}), in {shown}/cards/:",
            r.complete.len()
        );
        for e in &r.complete {
            let _ = writeln!(s, "  {}", line(e));
            notes(&mut s, e);
        }
    }
    if !r.scripted.is_empty() {
        let _ = writeln!(
            s,
            "\nneed a script ({}), under {shown}/scripts/; a card waits in pending/ until its \
             script exists, and the next import --force puts it in cards/:",
            r.scripted.len()
        );
        for c in &r.scripted {
            let _ = writeln!(s, "  {}  {}", c.script, line(&c.entry));
            let n = &c.needs;
            if !n.required.is_empty() {
                let _ = writeln!(s, "    required: {}", functions(&n.required));
            }
            if !n.suggested.is_empty() {
                let _ = writeln!(s, "    for its text: {}", functions(&n.suggested));
            }
            for note in &n.notes {
                let _ = writeln!(s, "    note: {note}");
            }
            for (line, words) in &n.unread {
                let _ = writeln!(
                    s,
                    "    line {}: the effect language does not read «{words}»",
                    line + 1
                );
            }
            notes(&mut s, &c.entry);
            let status = match (c.found, c.entry.loaded()) {
                (true, true) => "script found, loaded from",
                (true, false) => "script found, but the rules cannot play all of it: waits in",
                (false, _) => "no script yet: waits in",
            };
            let _ = writeln!(s, "    {status} {shown}/{}", c.entry.file);
        }
    }
    let missing = missing_phrases(r);
    if !missing.is_empty() {
        let _ = writeln!(
            s,
            "\nwhat the effect language does not read yet, most frequent first (numbers as N; \
             grammar/riftbound/effects.toml, docs/EFFECTS.md):"
        );
        for (words, n) in missing.iter().take(40) {
            let _ = writeln!(s, "  {n:>3}  {words}");
        }
    }
    if !r.unsupported.is_empty() {
        let _ = writeln!(
            s,
            "\nthe rules cannot play part of their text ({}), kept in {shown}/pending/:",
            r.unsupported.len()
        );
        for (e, why) in &r.unsupported {
            let _ = writeln!(s, "  {}", line(e));
            for w in why {
                let _ = writeln!(s, "    note: {w}");
            }
            notes(&mut s, e);
        }
    }
    if !r.unparsed.is_empty() {
        let _ = writeln!(
            s,
            "\ndo not load ({}), kept in {shown}/unparsed.toml:",
            r.unparsed.len()
        );
        for (e, errors) in &r.unparsed {
            let _ = writeln!(s, "  {}", line(e));
            for d in errors {
                for l in d.to_string().lines() {
                    let _ = writeln!(s, "    {l}");
                }
            }
            notes(&mut s, e);
        }
    }
    if !r.duplicates.is_empty() {
        let _ = writeln!(
            s,
            "\nprints merged: they play the same ({}):",
            r.duplicates.len()
        );
        for m in &r.duplicates {
            let _ = write!(s, "  {}: the same card as {}", m.code, m.id);
            if !m.differs.is_empty() {
                let _ = write!(s, "; differs in {}", m.differs.join(", "));
            }
            s.push('\n');
        }
    }
    if !r.own.is_empty() {
        let _ = writeln!(
            s,
            "\ndefined by the pack's own files of {shown}/cards/, not written again ({}):",
            r.own.len()
        );
        for (code, id) in &r.own {
            let _ = writeln!(s, "  {code}: {id}");
        }
    }
    if !r.skipped.is_empty() {
        let _ = writeln!(s, "\nleft out ({}):", r.skipped.len());
        for k in &r.skipped {
            let who = [k.code.as_str(), k.name.as_str()]
                .into_iter()
                .filter(|x| !x.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            let _ = writeln!(s, "  entry {} {who}: {}", k.index, k.reason);
        }
    }
    s
}

fn line(e: &Entry) -> String {
    format!("{} ({}, {})", e.id, e.code, e.name)
}

fn notes(s: &mut String, e: &Entry) {
    for n in &e.notes {
        let _ = writeln!(s, "    note: {n}");
    }
}

fn functions(names: &[String]) -> String {
    names
        .iter()
        .map(|f| format!("fn {f}(ctx)"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The report as one JSON object.
pub fn json(r: &Imported, shown: &str) -> Value {
    let entry = |e: &Entry| {
        json!({"id": e.id, "name": e.name, "code": e.code, "file": e.file, "loaded": e.loaded(),
               "token": e.token, "suffixed": e.suffixed, "notes": e.notes})
    };
    let (loaded, pending) = r.loaded_and_pending();
    json!({
        "pack": r.pack,
        "out": shown,
        "counts": {
            "cards": cards(r),
            "loaded": loaded,
            "pending": pending,
            "complete": r.complete.len(),
            "script": r.scripted.len(),
            "unsupported": r.unsupported.len(),
            "unparsed": r.unparsed.len(),
            "duplicates": r.duplicates.len(),
            "tokens": tally(r, |e| e.token),
            "suffixed": tally(r, |e| e.suffixed),
            "own": r.own.len(),
            "skipped": r.skipped.len(),
        },
        "complete": r.complete.iter().map(entry).collect::<Vec<_>>(),
        "script": r.scripted.iter().map(|c| {
            let mut v = entry(&c.entry);
            v["script"] = json!(c.script);
            v["script_found"] = json!(c.found);
            v["required"] = json!(c.needs.required);
            v["suggested"] = json!(c.needs.suggested);
            v["script_notes"] = json!(c.needs.notes);
            v["unread"] = c.needs.unread.iter().map(|(line, words)| json!({"line": line + 1, "words": words})).collect();
            v
        }).collect::<Vec<_>>(),
        "unsupported": r.unsupported.iter().map(|(e, why)| {
            let mut v = entry(e);
            v["why"] = json!(why);
            v
        }).collect::<Vec<_>>(),
        "unparsed": r.unparsed.iter().map(|(e, errors)| {
            let mut v = entry(e);
            v["errors"] = errors.iter().map(|d| json!({
                "file": d.location.file,
                "line": d.location.line,
                "col": d.location.col,
                "message": d.message,
                "help": d.help,
            })).collect();
            v
        }).collect::<Vec<_>>(),
        "missing_phrases": missing_phrases(r).iter().map(|(w, n)| json!({"words": w, "cards": n})).collect::<Vec<_>>(),
        "duplicates": r.duplicates.iter().map(|m| json!({"code": m.code, "same_as": m.id, "differs": m.differs})).collect::<Vec<_>>(),
        "sets": by_set(r),
        "own": r.own.iter().map(|(code, id)| json!({"code": code, "id": id})).collect::<Vec<_>>(),
        "skipped": r.skipped.iter().map(|k| json!({
            "index": k.index, "code": k.code, "name": k.name, "reason": k.reason,
        })).collect::<Vec<_>>(),
    })
}

/// The words the effect language could not read, numbers written N, with how many cards print
/// them: the next phrases to add, most wanted first.
pub fn missing_phrases(r: &Imported) -> Vec<(String, usize)> {
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    for c in &r.scripted {
        let mut seen = std::collections::BTreeSet::new();
        for (_, words) in &c.needs.unread {
            let key: Vec<String> = words
                .split(' ')
                .map(|w| {
                    if w.chars().all(|c| c.is_ascii_digit()) && !w.is_empty() {
                        "N".to_string()
                    } else {
                        w.to_string()
                    }
                })
                .collect();
            if seen.insert(key.join(" ")) {
                *counts.entry(key.join(" ")).or_default() += 1;
            }
        }
    }
    let mut v: Vec<(String, usize)> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}
