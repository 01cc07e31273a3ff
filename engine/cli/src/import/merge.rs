//! Prints of one card made one card, and each card its id (docs/IMPORT.md, "One card per card").
//!
//! A player sees one card where the prints play the same, whatever the export did to their
//! text: two prints are one card when their name, type, supertypes, domains, cost, Might and
//! text without reminders and markup are the same ([`plays`]). A token is one token by its name
//! and stats: the same token printed in two sets, or under art labels (`Recruit (DE)`), is the
//! one token cards name ("play a Recruit unit token").
//!
//! Ids follow one rule, so that a deck names a card the same way from one import to the next:
//! the name as an id (`slug`); a card whose name an earlier card of the gallery (or a pack it
//! loads with) already took gets the code of its first print appended, set and number without
//! the variant star (`OGN-310*/298` → `the-boss-ogn-310`). Only two different cards printed
//! under one name and one code would get `-2`, `-3`… after that.

use super::draft::{Draft, slug};

/// A print merged into a card already imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merged {
    /// The print's code.
    pub code: String,
    /// The card it prints.
    pub id: String,
    /// What differs between the prints, none of it played: `reminder text`, `text
    /// formatting`, `tags`, `name's art label`, or for a token `text` (the first print's kept).
    pub differs: Vec<String>,
}

/// What a print plays as, as a key: two prints with the same key are one card.
pub fn plays(d: &Draft) -> String {
    if d.is_token() {
        // A token is named by cards with its name and stats (its type and Might).
        return format!("token|{}|{}|{:?}", slug(&d.name), d.kind, d.might);
    }
    let mut supertypes = d.supertypes.clone();
    supertypes.sort();
    let mut domains = d.domains.clone();
    domains.sort();
    format!(
        "{}|{}|{}|{}|{:?}|{:?}|{}",
        slug(&d.name),
        d.kind,
        supertypes.join(","),
        domains.join(","),
        d.cost,
        d.might,
        played_text(d.text.as_deref().unwrap_or("")),
    )
}

/// What differs between two prints of one card, for the report.
pub fn differs(first: &Draft, print: &Draft) -> Vec<String> {
    let mut v = Vec::new();
    let (a, b) = (
        first.text.as_deref().unwrap_or(""),
        print.text.as_deref().unwrap_or(""),
    );
    if a != b {
        let same_play = played_text(a) == played_text(b);
        let same_reminders = reminders(a) == reminders(b);
        v.push(
            match (same_play, same_reminders) {
                (false, _) => "text (the first print's is kept)",
                (true, false) => "reminder text",
                (true, true) => "text formatting",
            }
            .to_string(),
        );
    }
    if first.tags != print.tags {
        v.push("tags (the first print's are kept)".to_string());
    }
    if first.printed_name != print.printed_name {
        v.push(format!("name printed `{}`", print.printed_name));
    }
    v
}

/// The text as it plays: reminders (parenthesised, 803: they have no effect) left out, spaces,
/// line breaks, quotes and dashes written one way, case ignored.
pub fn played_text(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            '’' | '‘' => out.push('\''),
            '“' | '”' => out.push('"'),
            '–' | '—' => out.push('-'),
            c if c.is_whitespace() => out.push(' '),
            c => out.extend(c.to_lowercase()),
        }
    }
    let words: Vec<&str> = out.split(' ').filter(|w| !w.is_empty()).collect();
    let mut s = words.join(" ");
    for p in [" .", " ,", " :", " ;"] {
        s = s.replace(p, &p[1..]);
    }
    s
}

/// The parenthesised parts of a text, for telling a reminder's difference from formatting.
fn reminders(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            c if depth > 0 => out.push(c),
            _ => {}
        }
    }
    played_text(&out)
}

/// A print's code as an id suffix: set and number before the `/`, the variant star dropped
/// (`OGN-310*/298` → `ogn-310`, `UNL-024a/219` → `unl-024a`).
pub fn code_suffix(code: &str) -> String {
    let before = code.split('/').next().unwrap_or(code);
    slug(&before.replace('*', ""))
}

/// The id of a new card whose name gives `base`: `base` when free, else `base` and its first
/// print's code, else that and `-2`, `-3`…; with the note saying why, when suffixed.
pub fn card_id(base: &str, code: &str, taken: impl Fn(&str) -> bool) -> (String, Option<String>) {
    if !taken(base) {
        return (base.to_string(), None);
    }
    let coded = format!("{base}-{}", code_suffix(code));
    let mut id = coded.clone();
    let mut n = 2;
    while taken(&id) {
        id = format!("{coded}-{n}");
        n += 1;
    }
    let note = format!(
        "id `{id}`: `{base}` is another card's (earlier in the gallery, with another text, or \
         of a pack it loads with); this one is named after its first print's code"
    );
    (id, Some(note))
}

/// A token's name without the art label an export may append (`Recruit (DE)` → `Recruit`):
/// cards name the token without it.
pub fn token_name(name: &str) -> &str {
    let trimmed = name.trim_end();
    if let Some(open) = trimmed.rfind(" (")
        && trimmed.ends_with(')')
    {
        let label = &trimmed[open + 2..trimmed.len() - 1];
        if !label.is_empty() && label.len() <= 4 && label.chars().all(|c| c.is_alphanumeric()) {
            return trimmed[..open].trim_end();
        }
    }
    trimmed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminders_and_formatting_do_not_make_another_card() {
        assert_eq!(
            played_text("[Tank] (I must be dealt damage first.)\nWhen you play me, draw 1."),
            played_text("[Tank]  When you play me , draw 1.")
        );
        assert_ne!(played_text("Draw 1."), played_text("Draw 2."));
        assert_eq!(played_text("It’s — fine"), "it's - fine");
    }

    #[test]
    fn ids_follow_one_rule() {
        assert_eq!(code_suffix("OGN-310*/298"), "ogn-310");
        assert_eq!(code_suffix("UNL-024a/219"), "unl-024a");
        let taken = ["boss", "boss-tst-003"];
        let t = |id: &str| taken.contains(&id);
        assert_eq!(card_id("other", "TST-003/9", t), ("other".into(), None));
        assert_eq!(card_id("boss", "TST-004*/9", t).0, "boss-tst-004");
        assert_eq!(card_id("boss", "TST-003/9", t).0, "boss-tst-003-2");
    }

    #[test]
    fn a_token_is_named_without_its_art_label() {
        assert_eq!(token_name("Recruit (DE)"), "Recruit");
        assert_eq!(token_name("Gold"), "Gold");
        assert_eq!(
            token_name("Ghost (of the long name)"),
            "Ghost (of the long name)"
        );
    }
}
