//! The gallery's ability text made plain card text, keeping the wording and the gallery symbols
//! (`:rb_energy_2:`, `:rb_rune_fury:`: the card-text parser reads them) as printed. What an
//! export may hold besides (docs/IMPORT.md):
//! - line breaks as markup: `<br>`, `<br />`, paragraphs `<p>…</p>`, list items: one ability a
//!   line;
//! - reminder text in italics, `<i>…</i>` or `<em>…</em>`: kept, in parentheses (as printed
//!   reminders are, which the parser passes over) when it is not already;
//! - any other tag (`<b>`, `<strong>`, `<span class=…>`): dropped, its content kept;
//! - HTML entities: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&apos;`, `&nbsp;`, `&#NN;`,
//!   `&#xHH;`;
//! - abilities run together when an export dropped the breaks, a reminder's `)` directly
//!   followed by the next keyword's `[`: split there;
//! - runs of spaces (tabs, non-breaking spaces) as one space; blank lines dropped.

/// Plain card text from the gallery's `abilityText`.
pub fn clean(raw: &str) -> String {
    let text = decode_entities(&strip_tags(&raw.replace("\r\n", "\n")));
    let text = text.replace(")[", ")\n[");
    text.lines()
        .map(|l| {
            l.split([' ', '\t', '\u{a0}'])
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Markup turned into lines and reminders; a `<` that opens no tag is kept.
fn strip_tags(s: &str) -> String {
    let mut out = String::new();
    // Where the italic runs being read began in `out`.
    let mut italics: Vec<usize> = Vec::new();
    let mut rest = s;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let Some((closing, name, len)) = tag(after) else {
            out.push('<');
            rest = &after[1..];
            continue;
        };
        rest = &after[len..];
        match (name.as_str(), closing) {
            ("br", _) | ("p" | "li" | "div", true) => out.push('\n'),
            ("i" | "em", false) => italics.push(out.len()),
            ("i" | "em", true) => {
                if let Some(start) = italics.pop() {
                    let inner = out[start..].trim().to_string();
                    if !inner.is_empty() && !inner.starts_with('(') {
                        out.truncate(start);
                        out.push('(');
                        out.push_str(&inner);
                        out.push(')');
                    }
                }
            }
            _ => {}
        }
    }
    out.push_str(rest);
    out
}

/// A tag at the start of `s`: whether it closes, its lowercase name, its length in bytes.
fn tag(s: &str) -> Option<(bool, String, usize)> {
    let end = s.find('>')?;
    let inner = &s[1..end];
    let (closing, inner) = match inner.strip_prefix('/') {
        Some(i) => (true, i),
        None => (false, inner),
    };
    let name: String = inner
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    let starts_with_letter = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    if !starts_with_letter || inner.contains('<') {
        return None;
    }
    Some((closing, name.to_ascii_lowercase(), end + 1))
}

/// HTML entities replaced by their characters; an unknown one is kept as written.
pub fn decode_entities(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let decoded = after
            .find(';')
            .filter(|&end| end <= 10)
            .and_then(|end| entity(&after[1..end]).map(|c| (c, end + 1)));
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &after[len..];
            }
            None => {
                out.push('&');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn entity(name: &str) -> Option<char> {
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" | "#39" => '\'',
        "nbsp" => ' ',
        "rsquo" => '’',
        "lsquo" => '‘',
        "mdash" => '—',
        "ndash" => '–',
        _ => {
            let code = match name.strip_prefix("#x").or_else(|| name.strip_prefix("#X")) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => name.strip_prefix('#')?.parse().ok()?,
            };
            // `&#27;` makes no escape character: a control character is kept as written, and
            // the entity's `&` shown as it is (`grimoire_core::shown`).
            char::from_u32(code).filter(|&c| !grimoire_core::shown::is_unsafe(c))?
        }
    })
}

#[cfg(test)]
mod tests {
    use super::clean;

    #[test]
    fn markup_becomes_lines_and_reminders() {
        assert_eq!(
            clean("[Tank]<br />[Assault 2]<br>When you play me, draw 1."),
            "[Tank]\n[Assault 2]\nWhen you play me, draw 1."
        );
        assert_eq!(
            clean("<p>[Vision] <i>(Look at the top card.)</i></p><p>Draw 1.</p>"),
            "[Vision] (Look at the top card.)\nDraw 1."
        );
        assert_eq!(
            clean("[Tank] <i>I must be dealt damage first.</i>"),
            "[Tank] (I must be dealt damage first.)"
        );
        assert_eq!(
            clean("Deal 3 &amp; draw&nbsp;1. <b>Bold</b> 2 &lt; 3 &#39;ok&#x27; &bogus; <3"),
            "Deal 3 & draw 1. Bold 2 < 3 'ok' &bogus; <3"
        );
    }

    #[test]
    fn abilities_run_together_are_split_after_a_reminder() {
        assert_eq!(
            clean("[Quick-Draw] (This has [Reaction].)[Equip] :rb_rune_fury:"),
            "[Quick-Draw] (This has [Reaction].)\n[Equip] :rb_rune_fury:"
        );
        assert_eq!(clean("  a \t b \r\n\r\n c "), "a b\nc");
    }
}
