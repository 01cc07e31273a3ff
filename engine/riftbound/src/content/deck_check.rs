//! A scenario's deck check (`[[deck_check]]`, docs/SCENARIOS.md): the keys of a deck file
//! written in the scenario, read as a deck file is read and judged by the same rules
//! (`deck::judge`, 103, 825), so that what a tester pins is what `grimoire check` tells a
//! designer. Only a table that is no deck — a key a deck file does not have, a count that is
//! no number, a card id nothing defines — is bad input; everything else the rules say is a
//! refusal the check expects or not.

use super::deck::{self, DeckFile};
use crate::diag::{Diagnostic, SourcePos};
use crate::model::catalog::Catalog;
use grimoire_core::content::spans::toml_error;
use serde::Deserialize;
use serde::de::IntoDeserializer;
use std::borrow::Cow;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// The refusals of the deck-building rules for the deck `table` holds (none: legal), or why
/// `table` is no deck. Positions are in `src`, the scenario file `file`.
pub fn check_deck(
    file: &str,
    src: &str,
    mut table: Spanned<DeTable<'_>>,
    catalog: &Catalog,
) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let span = table.span();
    // A deck file is named for the decks a player picks from; a check needs no name.
    if !table.get_ref().contains_key("name") {
        let key = Spanned::new(span.clone(), Cow::Borrowed("name"));
        let value = Spanned::new(span.clone(), DeValue::String(Cow::Borrowed("deck check")));
        table.get_mut().insert(key, value);
    }
    let mut deck = DeckFile::deserialize(table.into_deserializer())
        .map_err(|e| vec![toml_error(file, src, &e)])?;
    deck.whole = span.start;
    // The cards are looked up as the scenario's setup looks them up: the newest definition of
    // the packs it loads.
    let pack = catalog.packs.last().map_or("", |p| p.name.as_str());
    let mut unknown = vec![];
    for id in deck.ids() {
        let at = SourcePos::at(file, src, id.span().start);
        catalog.find_or_report(id.get_ref(), Some(pack), at, &mut unknown);
    }
    if !unknown.is_empty() {
        return Err(unknown);
    }
    let mut refusals = vec![];
    deck::judge(file, src, deck, "deck-check", pack, catalog, &mut refusals);
    Ok(refusals)
}
