//! Reminder text: parenthesised text has no game function, so it
//! is blanked out before parsing. Blanking replaces each byte with an ASCII space, which keeps
//! every byte offset — and so every span — pointing into the original text.

use super::error::TextError;
use crate::model::records::Span;

/// `line` with every `( … )` replaced by spaces of the same byte length. Nested parentheses
/// are part of the outer reminder. An unclosed `(` is an error: the rest of the line would
/// otherwise vanish silently.
pub(crate) fn blank_reminders(line: &str, offset: usize) -> Result<String, TextError> {
    let mut out = String::with_capacity(line.len());
    let mut depth = 0usize;
    let mut open_at = 0usize;
    for (i, c) in line.char_indices() {
        match c {
            '(' => {
                if depth == 0 {
                    open_at = i;
                }
                depth += 1;
            }
            ')' if depth > 0 => {
                depth -= 1;
                push_blank(&mut out, c);
                continue;
            }
            _ => {}
        }
        if depth > 0 {
            push_blank(&mut out, c);
        } else {
            out.push(c);
        }
    }
    if depth > 0 {
        let span = Span::new(offset + open_at, offset + line.len());
        return Err(
            TextError::new(span, "reminder text opened with `(` is never closed")
                .with_help("close it with `)` or remove the `(`"),
        );
    }
    Ok(out)
}

fn push_blank(out: &mut String, c: char) {
    for _ in 0..c.len_utf8() {
        out.push(' ');
    }
}

/// The instruction text as kept in records: runs of ASCII spaces (left by blanked reminders or
/// typed twice) collapse to one, a space left before `.` or `,` by a reminder goes, and the ends
/// are trimmed. Non-breaking spaces of French typography are kept as typed.
pub(crate) fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ' ' && out.ends_with(' ') {
            continue;
        }
        if matches!(c, '.' | ',') && out.ends_with(' ') {
            out.pop();
        }
        out.push(c);
    }
    out.trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanks_keep_offsets_and_tidy_drops_the_gap() {
        let line = "[Mot] (Je suis « ciblé » d’abord.)";
        let blanked = blank_reminders(line, 0).unwrap();
        assert_eq!(blanked.len(), line.len());
        assert_eq!(blanked.trim_end(), "[Mot]");
        assert_eq!(
            tidy(&blank_reminders("Piochez 1 (une carte).", 0).unwrap()),
            "Piochez 1."
        );
    }

    #[test]
    fn unclosed_reminder_is_an_error_at_the_parenthesis() {
        let e = blank_reminders("Piochez 1 (oups", 10).unwrap_err();
        assert_eq!(e.span, Span::new(20, 25));
    }
}
