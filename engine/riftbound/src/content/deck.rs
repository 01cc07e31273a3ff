//! Deck files (`decks/*.toml` in a pack) and deck-building rules (103, 825): every problem is a
//! diagnostic at the offending entry. What each list may hold — its card types, no token — is
//! `deck_slots`; then the chosen champion, copies, signature cards, domains and counts here.
//!
//! ```toml
//! name = "Pirates de fureur"
//! legend = "la-capitaine"           # 103.1
//! champion = "capitaine-canonniere" # the chosen champion, 103.2.a (counts in the main deck)
//! battlefields = ["pont-du-vide", "port-des-brumes", "col-venteux"]   # 480.4.a
//! [main]                            # the rest of the main deck: id = copies
//! officier-pirate = 3
//! [runes]                           # the rune deck, 12 cards (103.3)
//! rune-fureur = 6
//! rune-chaos = 6
//! ```

use super::deck_slots::{self, Slot};
use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::{CardKey, CardType, Supertype};
use crate::model::catalog::{Catalog, DeckDef, DeckList};
use grimoire_core::content::spans::parse_toml;
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// Minimum main deck size (103.2), copies per name (103.2.b), signature cards (103.2.d), runes
/// (103.3.a), battlefields brought in 1v1 (480.4.a).
pub const MIN_MAIN: u32 = 40;
pub const MAX_COPIES: u32 = 3;
pub const MAX_SIGNATURE: u32 = 3;
pub const RUNES: u32 = 12;
pub const BATTLEFIELDS: usize = 3;

/// A deck as a deck file writes it; a scenario's deck check writes the same keys
/// (`deck_check.rs`). Positions are in the file it was read from.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct DeckFile {
    pub(crate) name: String,
    /// Extension: the deck's name in English, for a French deck (`--lang en`).
    #[serde(default)]
    pub(crate) name_en: Option<String>,
    /// Extension: the deck's name in French, for an English deck (`--lang fr`).
    #[serde(default)]
    pub(crate) name_fr: Option<String>,
    pub(crate) legend: Spanned<String>,
    pub(crate) champion: Spanned<String>,
    pub(crate) battlefields: Vec<Spanned<String>>,
    #[serde(default)]
    pub(crate) main: BTreeMap<Spanned<String>, Spanned<u32>>,
    #[serde(default)]
    pub(crate) runes: BTreeMap<Spanned<String>, Spanned<u32>>,
    /// Where a refusal of the whole deck points (a count, the battlefields): a deck file's
    /// start, a deck check's table.
    #[serde(skip)]
    pub(crate) whole: usize,
}

impl DeckFile {
    /// Every card id the deck names, in no particular order.
    pub(crate) fn ids(&self) -> impl Iterator<Item = &Spanned<String>> {
        [&self.legend, &self.champion]
            .into_iter()
            .chain(&self.battlefields)
            .chain(self.main.keys())
            .chain(self.runes.keys())
    }
}

/// Reads and checks one deck file of `pack` against the catalog.
pub fn load_deck(
    file: &str,
    src: &str,
    id: &str,
    pack: &str,
    catalog: &Catalog,
    errors: &mut Vec<Diagnostic>,
) -> Option<DeckDef> {
    let deck: DeckFile = parse_toml(file, src, errors)?;
    judge(file, src, deck, id, pack, catalog, errors)
}

/// The deck-building rules on a deck read from `src`, as `file`: the one judgement of deck
/// files and of a scenario's deck checks. Every refusal goes to `errors`; `None` when any.
pub(crate) fn judge(
    file: &str,
    src: &str,
    deck: DeckFile,
    id: &str,
    pack: &str,
    catalog: &Catalog,
    errors: &mut Vec<Diagnostic>,
) -> Option<DeckDef> {
    let before = errors.len();
    let at = |s: &Spanned<String>| SourcePos::at(file, src, s.span().start);
    let find = |s: &Spanned<String>, slot: Slot, errors: &mut Vec<Diagnostic>| {
        deck_slots::find(catalog, pack, s.get_ref(), at(s), slot, errors)
    };
    let legend = find(&deck.legend, Slot::Legend, errors);
    let champion = find(&deck.champion, Slot::Champion, errors);
    let battlefields: Vec<CardKey> = deck
        .battlefields
        .iter()
        .filter_map(|b| find(b, Slot::Battlefields, errors))
        .collect();
    let main: Vec<(CardKey, u32, &Spanned<String>)> = deck
        .main
        .iter()
        .filter_map(|(c, n)| find(c, Slot::Main, errors).map(|k| (k, *n.get_ref(), c)))
        .collect();
    let runes: Vec<(CardKey, u32, &Spanned<String>)> = deck
        .runes
        .iter()
        .filter_map(|(c, n)| find(c, Slot::Runes, errors).map(|k| (k, *n.get_ref(), c)))
        .collect();
    let (Some(legend), Some(champion)) = (legend, champion) else {
        return None;
    };
    if errors.len() > before {
        return None;
    }
    let start = SourcePos::at(file, src, deck.whole);
    let leg = catalog.card(legend);
    let champ = catalog.card(champion);
    if let Some(why) = not_a_champion(leg, champ) {
        errors.push(Diagnostic::new(at(&deck.champion), why));
    }
    // 103.2: at least 40 cards, the chosen champion included.
    // Totals in u64: a deck file may write any u32 count, and a sum must not wrap around.
    let total: u64 = 1 + main.iter().map(|m| u64::from(m.1)).sum::<u64>();
    if total < u64::from(MIN_MAIN) {
        errors.push(Diagnostic::new(start.clone(), format!("the main deck has {total} cards, the chosen champion included; it needs at least {MIN_MAIN} (103.2)")));
    }
    // 103.2.b and keyword limits (825): copies per name, the chosen champion included.
    let mut by_name: BTreeMap<&str, (u64, SourcePos)> = BTreeMap::new();
    by_name.insert(&champ.name, (1, at(&deck.champion)));
    for (k, n, s) in &main {
        let e = by_name.entry(&catalog.card(*k).name).or_insert((0, at(s)));
        e.0 += u64::from(*n);
    }
    for (name, (n, loc)) in &by_name {
        let key = main
            .iter()
            .map(|m| m.0)
            .chain([champion])
            .find(|k| catalog.card(*k).name == *name)
            .expect("named card");
        let limit = keyword_limit(catalog, key).unwrap_or(MAX_COPIES);
        if *n > u64::from(limit) {
            // 825.2.a: a keyword limit (Unique: one); 825.2.b: a signature card is no exception.
            let rule = match (
                limit < MAX_COPIES,
                catalog.card(key).is(Supertype::Signature),
            ) {
                (false, _) => "103.2.b",
                (true, false) => "825.2.a",
                (true, true) => "825.2.a; a signature card too, 825.2.b",
            };
            errors.push(Diagnostic::new(
                loc.clone(),
                format!("{n} copies of « {name} »: at most {limit} ({rule})"),
            ));
        }
    }
    // 103.2.d: at most three signature cards, all of the legend's champion tag.
    let signatures: u64 = main
        .iter()
        .filter(|m| catalog.card(m.0).is(Supertype::Signature))
        .map(|m| u64::from(m.1))
        .sum();
    if signatures > u64::from(MAX_SIGNATURE) {
        errors.push(Diagnostic::new(
            start.clone(),
            format!("{signatures} signature cards: at most {MAX_SIGNATURE} (103.2.d.1)"),
        ));
    }
    for (k, _, s) in main
        .iter()
        .filter(|m| catalog.card(m.0).is(Supertype::Signature))
    {
        if !catalog.card(*k).tags.iter().any(|t| leg.tags.contains(t)) {
            errors.push(Diagnostic::new(
                at(s),
                "a signature card needs the legend's champion tag (103.2.d.2)",
            ));
        }
    }
    // 103.1.b: domain identity, for the main deck and the runes (103.3.a.1).
    let chosen = (champion, 1, &deck.champion);
    for (k, _, s) in main.iter().chain(&runes).chain([&chosen]) {
        let c = catalog.card(*k);
        if let Some(d) = c.domains.iter().find(|d| !leg.domains.contains(d)) {
            errors.push(Diagnostic::new(
                at(s),
                format!(
                    "`{}` has domain {} outside the legend's identity (103.1.b)",
                    c.id,
                    d.key()
                ),
            ));
        }
    }
    let rune_total: u64 = runes.iter().map(|r| u64::from(r.1)).sum();
    if rune_total != u64::from(RUNES) {
        errors.push(Diagnostic::new(
            start.clone(),
            format!("the rune deck has {rune_total} runes; it needs exactly {RUNES} (103.3.a)"),
        ));
    }
    // 480.4.a, 103.4.c: three different battlefields.
    let mut bf_names: Vec<&str> = battlefields
        .iter()
        .map(|&b| catalog.card(b).name.as_str())
        .collect();
    bf_names.sort();
    bf_names.dedup();
    if battlefields.len() != BATTLEFIELDS || bf_names.len() != battlefields.len() {
        errors.push(Diagnostic::new(
            start,
            format!("a 1v1 deck brings {BATTLEFIELDS} different battlefields (480.4.a, 103.4.c)"),
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
        list: DeckList {
            legend,
            champion,
            battlefields,
            main: main.into_iter().map(|(k, n, _)| (k, n)).collect(),
            runes: runes.into_iter().map(|(k, n, _)| (k, n)).collect(),
        },
    })
}

/// Why `champ` cannot be the chosen champion of a deck led by `leg`, if it cannot: it must be
/// a champion unit (103.2.a.2) — a signature unit is not one (103.2.d.3) — sharing a tag with
/// the legend, its champion tag (103.2.a.2, 133.8.b).
fn not_a_champion(leg: &CardType, champ: &CardType) -> Option<String> {
    let tags = if leg.tags.is_empty() {
        "none".to_string()
    } else {
        leg.tags.join(", ")
    };
    // A card marked both champion and signature is still a signature card (103.2.d.3).
    if !champ.is(Supertype::Champion) || champ.is(Supertype::Signature) {
        let what = if champ.is(Supertype::Signature) {
            "a signature unit, and a signature card is never a champion (103.2.d.3)"
        } else {
            "not a champion unit"
        };
        return Some(format!(
            "`{}` cannot be the chosen champion: it is {what}; the chosen champion is a champion \
             unit with a tag of the legend ({tags}) (103.2.a.2)",
            champ.id
        ));
    }
    if !champ.tags.iter().any(|t| leg.tags.contains(t)) {
        return Some(format!(
            "`{}` cannot be the chosen champion: it has no tag of the legend ({tags}) (103.2.a.2)",
            champ.id
        ));
    }
    None
}

/// The strictest `max_copies` hook among a card's keywords (825 Unique: 1).
fn keyword_limit(catalog: &Catalog, k: CardKey) -> Option<u32> {
    catalog
        .card(k)
        .keywords
        .iter()
        .filter_map(|(kw, _)| catalog.glossary.get(*kw).hooks.max_copies)
        .min()
}
