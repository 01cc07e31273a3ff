//! Diagnostics as a person reads them: the line `file:line:col: error: …` exactly as
//! [`Diagnostic`]'s `Display` writes it (tests and tools grep it), then the source line with a
//! caret under the column (annotate-snippets), then the help.
//!
//! The source is read from the packs the command loaded (the base game may be the copy built
//! into the binary, which no file on disk holds), else from disk; with no source, the line
//! alone is printed, as before.

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use grimoire_core::content::PackFiles;
use grimoire_core::diag::Diagnostic;
use std::borrow::Cow;

/// Where the text of a file named in a diagnostic is found.
#[derive(Clone, Copy, Default)]
pub struct Sources<'a> {
    packs: &'a [PackFiles],
    /// A text read from elsewhere (`<stdin>`), by the name messages show.
    named: Option<(&'a str, &'a str)>,
}

impl<'a> Sources<'a> {
    /// Files of `packs`, by the path messages show, then the disk.
    pub fn new(packs: &'a [PackFiles]) -> Self {
        Sources { packs, named: None }
    }

    /// The disk only.
    pub fn disk() -> Self {
        Sources::default()
    }

    /// `text`, shown in messages as `name` (`<stdin>`), then the disk.
    pub fn named(name: &'a str, text: &'a str) -> Self {
        Sources {
            packs: &[],
            named: Some((name, text)),
        }
    }

    fn text(&self, file: &str) -> Option<Cow<'a, str>> {
        if let Some((_, text)) = self.named.filter(|(name, _)| *name == file) {
            return Some(Cow::Borrowed(text));
        }
        for p in self.packs {
            if let Some((_, src)) = p.files.iter().find(|(rel, _)| p.display(rel) == file) {
                return Some(Cow::Borrowed(src.as_str()));
            }
        }
        from_disk(std::path::Path::new(file)).map(Cow::Owned)
    }
}

/// The most read from disk to show one line: the size of the largest pack file.
const MAX_READ: u64 = 4 << 20;

/// A plain file's text: a link (possibly to a device that never stops giving bytes) or a
/// special file is not read, and the reading stops at `MAX_READ`.
fn from_disk(path: &std::path::Path) -> Option<String> {
    use std::io::Read;
    let meta = std::fs::symlink_metadata(path).ok()?;
    if !meta.file_type().is_file() || meta.len() > MAX_READ {
        return None;
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .ok()?
        .take(MAX_READ)
        .read_to_string(&mut text)
        .ok()?;
    Some(text)
}

/// `d` with its source line and a caret under its column, when the source is found.
pub fn render(d: &Diagnostic, sources: &Sources) -> String {
    let mut out = format!("{}: {}: {}", d.location, d.level(), d.message);
    let source = sources.text(&d.location.file);
    if let Some(snippet) = source.and_then(|src| snippet(&src, d.location.line, d.location.col)) {
        out.push('\n');
        out.push_str(snippet.trim_end());
    }
    if let Some(help) = &d.help {
        out.push_str(&format!("\n  help: {help}"));
    }
    // The source line is a stranger's file as it is: shown escaped, as every message is.
    grimoire_core::shown::escaped(&out).into_owned()
}

/// Line `line` of `src` with the token at character column `col` underlined.
fn snippet(src: &str, line: usize, col: usize) -> Option<String> {
    let text = src.lines().nth(line.checked_sub(1)?)?;
    let start = text
        .char_indices()
        .nth(col.saturating_sub(1))
        .map_or(text.len(), |(b, _)| b);
    let end = start + token_len(&text[start..]);
    let report = &[Group::with_level(Level::ERROR).element(
        Snippet::source(text)
            .line_start(line)
            .annotation(AnnotationKind::Primary.span(start..end)),
    )];
    Some(Renderer::plain().render(report))
}

/// The length in bytes of the token `at` starts with: a name, a quoted string, a bracketed
/// symbol, else one character.
fn token_len(at: &str) -> usize {
    let mut chars = at.char_indices();
    let Some((_, first)) = chars.next() else {
        return 0;
    };
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    let close = match first {
        '"' => Some('"'),
        '[' => Some(']'),
        '{' => Some('}'),
        _ => None,
    };
    if let Some(close) = close {
        return at[1..]
            .find(close)
            .map_or(first.len_utf8(), |i| i + 1 + close.len_utf8());
    }
    if word(first) {
        return at.find(|c: char| !word(c)).unwrap_or(at.len());
    }
    first.len_utf8()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_is_under_the_token_at_the_column() {
        let src = "fn resolve(ctx) {\n    ctx.drow(1);\n}\n";
        let s = snippet(src, 2, 9).expect("line 2");
        let lines: Vec<&str> = s.lines().collect();
        let code = lines
            .iter()
            .find(|l| l.contains("ctx.drow"))
            .expect("code line");
        let caret = lines.iter().find(|l| l.contains('^')).expect("caret line");
        assert_eq!(code.find("drow"), caret.find('^'));
        assert_eq!(caret.matches('^').count(), 4);
    }

    #[test]
    fn columns_count_characters() {
        let src = "text = \"Dégâts [Tnak]\"\n";
        let s = snippet(src, 1, 16).expect("line 1");
        let caret = s.lines().find(|l| l.contains('^')).expect("caret line");
        assert_eq!(caret.matches('^').count(), "[Tnak]".len());
    }

    #[test]
    fn no_source_line_no_snippet() {
        assert!(snippet("one line\n", 3, 1).is_none());
    }
}
