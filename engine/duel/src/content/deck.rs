//! Deck files of the duel game (`decks/*.toml` in a pack) and its deck rules: at least 40
//! cards, at most 4 copies of a card other than a basic land (and fewer where a keyword's
//! `max_copies` says). Every problem is a diagnostic at the offending entry.
//!
//! ```toml
//! name = "Horde des braises"
//! [main]
//! recrue-ardente = 4
//! montagne = 8
//! ```

use crate::model::card::CardKind;
use crate::model::catalog::{Catalog, DeckDef, DeckList};
use grimoire_core::content::spans::parse_toml;
use grimoire_core::diag::{Diagnostic, SourcePos};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

pub const MIN_CARDS: u32 = 40;
pub const MAX_COPIES: u32 = 4;
/// The most cards a deck may hold here: not a rule, a bound on what one game may build.
pub const MAX_CARDS: u32 = 1_000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    name: String,
    /// Extension: the deck's name in English, for a French deck (`--lang en`).
    #[serde(default)]
    name_en: Option<String>,
    /// Extension: the deck's name in French, for an English deck (`--lang fr`).
    #[serde(default)]
    name_fr: Option<String>,
    #[serde(default)]
    main: BTreeMap<Spanned<String>, Spanned<u32>>,
}

pub fn load_deck(
    file: &str,
    src: &str,
    id: &str,
    pack: &str,
    catalog: &Catalog,
    errors: &mut Vec<Diagnostic>,
) -> Option<DeckDef> {
    let deck: DeckFile = parse_toml(file, src, errors)?;
    let before = errors.len();
    let at = |s: std::ops::Range<usize>| SourcePos::at(file, src, s.start);
    let mut entries: Vec<_> = deck.main.iter().collect();
    entries.sort_by_key(|(k, _)| k.span().start);
    let mut cards = Vec::new();
    // In u64: a deck file may write any u32 count, and the sum must not wrap around.
    let mut total: u64 = 0;
    for (card, n) in entries {
        let Some(key) = catalog.find(card.get_ref(), Some(pack)) else {
            let near = catalog.nearest(card.get_ref()).join(", ");
            errors.push(
                Diagnostic::new(
                    at(card.span()),
                    format!("unknown card `{}`", card.get_ref()),
                )
                .with_help(format!("nearest: {near}")),
            );
            continue;
        };
        let def = catalog.card(key);
        let basic = def.kind == CardKind::Land && def.mana.is_some();
        let keyword_limit = def
            .keywords
            .iter()
            .filter_map(|(kw, _)| catalog.glossary.get(*kw).hooks.max_copies)
            .min();
        let limit = match (basic, keyword_limit) {
            (_, Some(k)) => Some(k),
            (true, None) => None,
            (false, None) => Some(MAX_COPIES),
        };
        if let Some(limit) = limit
            && *n.get_ref() > limit
        {
            errors.push(Diagnostic::new(
                at(n.span()),
                format!(
                    "{} copies of `{}`: a deck holds at most {limit}",
                    n.get_ref(),
                    card.get_ref()
                ),
            ));
        }
        total += u64::from(*n.get_ref());
        cards.push((key, *n.get_ref()));
    }
    if total < u64::from(MIN_CARDS) {
        errors.push(Diagnostic::new(
            SourcePos::new(file, 1, 1),
            format!("the deck has {total} cards: a deck has at least {MIN_CARDS}"),
        ));
    }
    // Basic lands have no copy limit (the rules set none), so a deck file could ask for
    // billions of objects: the engine holds at most `MAX_CARDS`.
    if total > u64::from(MAX_CARDS) {
        errors.push(Diagnostic::new(
            SourcePos::new(file, 1, 1),
            format!("the deck has {total} cards: the engine plays decks of at most {MAX_CARDS}"),
        ));
    }
    if errors.len() > before {
        return None;
    }
    Some(DeckDef {
        id: id.to_string(),
        pack: pack.to_string(),
        name: grimoire_core::model::card_names::shown_deck_name(
            deck.name,
            deck.name_en,
            deck.name_fr,
        ),
        file: file.to_string(),
        list: DeckList { cards },
    })
}
