//! Reading a replay file: every problem — a truncated or corrupt file, an unknown format, a bad
//! hash — is one diagnostic at its line and column, and where each pack and each answer is in
//! the file is kept, so that a refusal later (a pack changed, an answer that does not fit) points
//! into the file too.

use super::{FORMAT, Replay};
use crate::packs::PackId;
use grimoire_core::content::spans::toml_error;
use grimoire_core::diag::{Diagnostic, SourcePos};
use serde::Deserialize;
use std::ops::Range;
use toml::Spanned;

/// Just the format, read first: a file of another format may not have this one's fields.
#[derive(Deserialize)]
struct Head {
    format: Option<Spanned<i64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    #[allow(dead_code)]
    format: i64,
    #[serde(default)]
    engine: String,
    game: Spanned<String>,
    seed: u64,
    turn_limit: u32,
    lang: Option<Spanned<String>>,
    decks: Spanned<Vec<String>>,
    #[serde(default)]
    agents: Vec<String>,
    packs: Vec<Spanned<RawPack>>,
    fingerprint: Spanned<String>,
    decisions: Spanned<Vec<Spanned<Vec<usize>>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPack {
    name: String,
    version: String,
    hash: Spanned<String>,
}

/// Where the parts of a replay are in its file.
#[derive(Clone, Debug)]
pub struct Places {
    file: String,
    src: String,
    game: Range<usize>,
    decks: Range<usize>,
    packs: Vec<Range<usize>>,
    fingerprint: Range<usize>,
    decisions: Vec<Range<usize>>,
    /// The whole `decisions` array.
    all_decisions: Range<usize>,
}

impl Places {
    fn at(&self, byte: usize) -> SourcePos {
        SourcePos::at(&self.file, &self.src, byte)
    }

    pub fn game(&self) -> SourcePos {
        self.at(self.game.start)
    }

    pub fn decks(&self) -> SourcePos {
        self.at(self.decks.start)
    }

    /// Pack `i` of the `packs` list.
    pub fn pack(&self, i: usize) -> SourcePos {
        self.at(self.packs.get(i).map_or(0, |r| r.start))
    }

    pub fn fingerprint(&self) -> SourcePos {
        self.at(self.fingerprint.start)
    }

    /// Answer `i` (from 0); past the last one, the end of the list.
    pub fn decision(&self, i: usize) -> SourcePos {
        match self.decisions.get(i) {
            Some(r) => self.at(r.start),
            None => self.at(self.all_decisions.end.saturating_sub(1)),
        }
    }

    /// The file, as messages name it.
    pub fn file(&self) -> &str {
        &self.file
    }
}

/// A TOML error in a replay. A missing field is reported where the file ends, with a hint: a
/// replay is written whole, so a field missing means the file was cut short.
fn shape_error(file: &str, src: &str, e: &toml::de::Error) -> Diagnostic {
    if e.message().starts_with("missing field") {
        let end = src.trim_end().len();
        let message = grimoire_core::content::spans::in_words(e.message().trim_end());
        return Diagnostic::new(SourcePos::at(file, src, end), message)
            .with_help("the file ends early: a replay truncated, or not written by grimoire");
    }
    toml_error(file, src, e)
}

/// Reads the replay in `src`, read from `file`.
pub fn parse(file: &str, src: &str) -> Result<(Replay, Places), Diagnostic> {
    let head: Head = toml::from_str(src).map_err(|e| toml_error(file, src, &e))?;
    match head.format {
        None => {
            return Err(Diagnostic::new(
                SourcePos::new(file, 1, 1),
                "not a replay file: `format` is missing",
            )
            .with_help("replays are written by `grimoire play --save FILE` (docs/REPLAYS.md)"));
        }
        Some(f) if *f.get_ref() != i64::from(FORMAT) => {
            return Err(Diagnostic::new(
                SourcePos::at(file, src, f.span().start),
                format!(
                    "replay format {} is not one this grimoire reads (format {FORMAT})",
                    f.get_ref()
                ),
            ));
        }
        Some(_) => {}
    }
    // Its decks and packs are shown in messages and headers: no control character.
    let mut shown = Vec::new();
    grimoire_core::content::shown_text::check_toml_lines(file, src, &mut shown);
    if let Some(d) = shown.into_iter().next() {
        return Err(d);
    }
    let raw: Raw = toml::from_str(src).map_err(|e| shape_error(file, src, &e))?;
    let bad = |span: Range<usize>, message: String| {
        Diagnostic::new(SourcePos::at(file, src, span.start), message)
    };
    let mut packs = Vec::new();
    for p in &raw.packs {
        let hash = p.get_ref().hash.get_ref();
        if hash.len() != 16 || !hash.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err(bad(
                p.get_ref().hash.span(),
                format!("bad content hash `{hash}`: expected 16 hex digits"),
            ));
        }
        packs.push(PackId {
            name: p.get_ref().name.clone(),
            version: p.get_ref().version.clone(),
            hash: hash.clone(),
        });
    }
    if let Some(l) = &raw.lang
        && !matches!(l.get_ref().as_str(), "fr" | "en")
    {
        return Err(bad(
            l.span(),
            format!("unknown language `{}`: expected fr or en", l.get_ref()),
        ));
    }
    let fingerprint = u64::from_str_radix(raw.fingerprint.get_ref(), 16).map_err(|_| {
        bad(
            raw.fingerprint.span(),
            format!(
                "bad fingerprint `{}`: expected 16 hex digits",
                raw.fingerprint.get_ref()
            ),
        )
    })?;
    let places = Places {
        file: file.to_string(),
        src: src.to_string(),
        game: raw.game.span(),
        decks: raw.decks.span(),
        packs: raw.packs.iter().map(|p| p.span()).collect(),
        fingerprint: raw.fingerprint.span(),
        decisions: raw.decisions.get_ref().iter().map(|d| d.span()).collect(),
        all_decisions: raw.decisions.span(),
    };
    let replay = Replay {
        engine: raw.engine,
        game: raw.game.into_inner(),
        seed: raw.seed,
        turn_limit: raw.turn_limit,
        lang: raw.lang.map(Spanned::into_inner),
        decks: raw.decks.into_inner(),
        agents: raw.agents,
        packs,
        fingerprint,
        decisions: raw
            .decisions
            .into_inner()
            .into_iter()
            .map(|d| d.into_inner())
            .collect(),
    };
    Ok((replay, places))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Replay {
        Replay {
            engine: "0.2.0".into(),
            game: "riftbound".into(),
            seed: 7,
            turn_limit: 200,
            lang: Some("en".into()),
            decks: vec!["a".into(), "riftbound:b".into()],
            agents: vec!["mcts:200".into(), "random".into()],
            packs: vec![PackId {
                name: "riftbound".into(),
                version: "0.2.0".into(),
                hash: "0123456789abcdef".into(),
            }],
            fingerprint: 0xfeed,
            decisions: (0..40).map(|i| vec![i % 3, i % 5]).collect(),
        }
    }

    #[test]
    fn a_rendered_replay_reads_back() {
        let r = sample();
        let (back, places) = parse("r.toml", &r.render()).unwrap();
        assert_eq!(back, r);
        // Sixteen answers a line, after the header.
        assert_eq!(places.decision(0).col, 3);
        assert_eq!(places.decision(16).line, places.decision(0).line + 1);
        assert_eq!(places.decision(40).line, places.decision(32).line + 1);
    }

    #[test]
    fn a_truncated_file_is_an_error_where_it_stops() {
        let text = sample().render();
        for keep in [text.len() - 30, text.find("fingerprint").unwrap()] {
            let cut = &text[..keep];
            let e = parse("r.toml", cut).unwrap_err();
            let lines = cut.lines().count();
            assert!(e.location.line >= lines - 1, "{e}");
        }
        assert!(parse("r.toml", "").unwrap_err().message.contains("format"));
    }

    #[test]
    fn corrupt_values_are_located() {
        let text = sample().render().replace("0123456789abcdef", "01234");
        let e = parse("r.toml", &text).unwrap_err();
        assert!(e.message.contains("bad content hash"), "{e}");
        let line = text.lines().position(|l| l.contains("01234")).unwrap() + 1;
        assert_eq!(e.location.line, line);
        let text = sample().render().replace("format = 1", "format = 9");
        let e = parse("r.toml", &text).unwrap_err();
        assert!(e.message.contains("format 9"), "{e}");
        let text = sample().render().replace("[2, 4]", "[2, -4]");
        assert!(parse("r.toml", &text).is_err());
    }
}
