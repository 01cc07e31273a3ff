//! Diagnostics shared by every input boundary: a message anchored at `file:line:col`.
//!
//! Each boundary (loading, card text, scripts, scenarios) has its own error type, and each turns
//! into a [`Diagnostic`] for printing. Columns count characters, not bytes, so that a message
//! marks the right place after « é » or « ’ ».

use std::fmt;

/// A position in a source file, 1-based, column in characters.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SourcePos {
    pub file: String,
    pub line: usize,
    pub col: usize,
}

impl SourcePos {
    pub fn new(file: impl Into<String>, line: usize, col: usize) -> Self {
        SourcePos {
            file: file.into(),
            line,
            col,
        }
    }

    /// The location of byte offset `byte` inside `src`, which was read from `file`.
    pub fn at(file: impl Into<String>, src: &str, byte: usize) -> Self {
        let (line, col) = line_col(src, byte);
        SourcePos::new(file, line, col)
    }

    /// As `at`, with the line index of `src` (for many positions in one file).
    pub fn at_indexed(file: impl Into<String>, src: &str, lines: &LineIndex, byte: usize) -> Self {
        let (line, col) = lines.line_col(src, byte);
        SourcePos::new(file, line, col)
    }
}

impl fmt::Display for SourcePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A file's name is a stranger's too (a pack's folder): shown escaped.
        write!(
            f,
            "{}:{}:{}",
            crate::shown::escaped(&self.file),
            self.line,
            self.col
        )
    }
}

/// One error for a person to read: where, what, and optionally how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub location: SourcePos,
    pub message: String,
    pub help: Option<String>,
    /// A warning: content that loads and plays but most likely not as meant (a helper nothing
    /// calls); `grimoire check --strict` makes it an error.
    pub warning: bool,
}

impl Diagnostic {
    /// A message quotes what it is about — a card id in a scenario, a deck in a replay — which
    /// may carry a terminal's control sequences: it is kept escaped (`shown.rs`).
    pub fn new(location: SourcePos, message: impl Into<String>) -> Self {
        Diagnostic {
            location,
            message: shown(message.into()),
            help: None,
            warning: false,
        }
    }

    /// A warning at `location` (`warning`).
    pub fn warning(location: SourcePos, message: impl Into<String>) -> Self {
        Diagnostic {
            warning: true,
            ..Diagnostic::new(location, message)
        }
    }

    /// `error` or `warning`, as printed after the location.
    pub fn level(&self) -> &'static str {
        if self.warning { "warning" } else { "error" }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(shown(help.into()));
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.location, self.level(), self.message)?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// `s` with any control character escaped, without a copy when it has none.
fn shown(s: String) -> String {
    match crate::shown::escaped(&s) {
        std::borrow::Cow::Borrowed(_) => s,
        std::borrow::Cow::Owned(e) => e,
    }
}

/// Where each line of one source starts, so that the many positions a loader records in one
/// file (every card's line) cost a binary search each, not a scan of the file before them —
/// which made loading a file of 20,000 cards quadratic.
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    /// Byte offset of the start of each line after the first.
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(src: &str) -> Self {
        LineIndex {
            starts: src.match_indices('\n').map(|(i, _)| i + 1).collect(),
        }
    }

    /// `line_col(src, byte)` for the `src` this index was made from.
    pub fn line_col(&self, src: &str, byte: usize) -> (usize, usize) {
        let mut byte = byte.min(src.len());
        while !src.is_char_boundary(byte) {
            byte -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= byte);
        let line_start = if line == 0 { 0 } else { self.starts[line - 1] };
        (line + 1, src[line_start..byte].chars().count() + 1)
    }
}

/// 1-based line and character column of byte offset `byte` in `src` (clamped to its length).
pub fn line_col(src: &str, byte: usize) -> (usize, usize) {
    let mut byte = byte.min(src.len());
    while !src.is_char_boundary(byte) {
        byte -= 1;
    }
    let before = &src[..byte];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = src[line_start..byte].chars().count() + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_after_accents() {
        let src = "a = 1\ntext = \"Dégâts x\"\n";
        let x = src.rfind('x').unwrap();
        assert_eq!(line_col(src, x), (2, 16));
        assert_eq!(line_col(src, 0), (1, 1));
    }

    /// The index gives what the scan gives, at every byte (inside a character too).
    #[test]
    fn the_line_index_agrees_with_the_scan() {
        let src = "a\n\nDégâts = 1\n  « x »\nlast";
        let lines = LineIndex::new(src);
        for byte in 0..=src.len() + 2 {
            assert_eq!(lines.line_col(src, byte), line_col(src, byte), "at {byte}");
        }
    }
}
