//! What each list of a deck file may hold (103): the card an entry names is looked up, then
//! refused at the entry — file, line and column — if it is a token, or of a type that list
//! does not take, each refusal saying where such a card goes instead.

use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::{CardKey, CardKind, Supertype};
use crate::model::catalog::Catalog;

/// A list of a deck file, and the card types it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// `legend`: one legend (103.1).
    Legend,
    /// `champion`: the chosen champion, a unit (103.2.a).
    Champion,
    /// `battlefields` (103.4).
    Battlefields,
    /// `[main]`: units, spells and gear (103.2).
    Main,
    /// `[runes]`: the rune deck (103.3).
    Runes,
}

impl Slot {
    fn takes(self) -> &'static [CardKind] {
        match self {
            Slot::Legend => &[CardKind::Legend],
            Slot::Champion => &[CardKind::Unit],
            Slot::Battlefields => &[CardKind::Battlefield],
            Slot::Main => &[CardKind::Unit, CardKind::Spell, CardKind::Gear],
            Slot::Runes => &[CardKind::Rune],
        }
    }

    /// The list as a deck file names it, and what it holds, with its rule.
    fn what(self) -> &'static str {
        match self {
            Slot::Legend => "`legend` names the deck's legend (103.1)",
            Slot::Champion => "`champion` names a champion unit (103.2.a)",
            Slot::Battlefields => "`battlefields` lists battlefields (103.4)",
            Slot::Main => "the main deck holds units, spells and gear (103.2)",
            Slot::Runes => "the rune deck holds runes only (103.3.a)",
        }
    }
}

/// Where a card of this type goes in a deck file.
fn goes_to(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Unit | CardKind::Spell | CardKind::Gear => "under [main]",
        CardKind::Legend => "in `legend`",
        CardKind::Battlefield => "in `battlefields`",
        CardKind::Rune => "under [runes]",
    }
}

/// The card entry `id` at `at` of list `slot` names, or why it cannot be there.
pub fn find(
    catalog: &Catalog,
    pack: &str,
    id: &str,
    at: SourcePos,
    slot: Slot,
    errors: &mut Vec<Diagnostic>,
) -> Option<CardKey> {
    let k = catalog.find_or_report(id, Some(pack), at.clone(), errors)?;
    let card = catalog.card(k);
    // 182, 183: a token is no card; effects make it on the board during play, and anywhere
    // else it ceases to exist (183.1), so no deck list holds one.
    if card.is(Supertype::Token) {
        errors.push(
            Diagnostic::new(
                at,
                format!(
                    "`{id}` (« {} ») is a token: tokens are not cards and go in no deck; \
                     effects make them during play (182, 183)",
                    card.name
                ),
            )
            .with_help("take it out of this deck"),
        );
        return None;
    }
    if !slot.takes().contains(&card.kind) {
        errors.push(
            Diagnostic::new(
                at,
                format!(
                    "`{id}` is {}, but {}",
                    card.kind.with_article(),
                    slot.what()
                ),
            )
            .with_help(format!(
                "{} goes {}",
                card.kind.with_article(),
                goes_to(card.kind)
            )),
        );
        return None;
    }
    Some(k)
}
