//! Errors in card text, anchored at a byte range of the text so that the card loader can turn
//! them into `file:line:col` diagnostics.

use crate::diag::{Diagnostic, SourcePos};
use crate::model::records::Span;
use std::fmt;

/// One problem in a card's text: where (byte range inside the text), what, and how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    pub span: Span,
    pub message: String,
    pub help: Option<String>,
}

impl TextError {
    pub fn new(span: Span, message: impl Into<String>) -> Self {
        TextError {
            span,
            message: message.into(),
            help: None,
        }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The diagnostic for this error when the text starts at byte `text_start` of `src` (the
    /// file `file`). Exact when the text is stored verbatim in `src` (a TOML literal or a basic
    /// string without escapes); otherwise the column may drift by the escapes before the error.
    pub fn to_diagnostic(&self, file: &str, src: &str, text_start: usize) -> Diagnostic {
        let location = SourcePos::at(file, src, text_start + self.span.start);
        let d = Diagnostic::new(location, self.message.clone());
        match &self.help {
            Some(h) => d.with_help(h.clone()),
            None => d,
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}..{}: {}",
            self.span.start, self.span.end, self.message
        )?;
        if let Some(h) = &self.help {
            write!(f, " (help: {h})")?;
        }
        Ok(())
    }
}

impl std::error::Error for TextError {}
