//! Running a scenario's deck checks (`[[deck_check]]`, `format/deck_checks.rs`): each deck is
//! handed to the game's own deck reader (`ScenarioRules::check_deck`), and what its rules say
//! is held to what the check expects. The trace shows every check and every refusal as a
//! designer reads it from `grimoire check` — its line and column, its words — so that the
//! snapshot pins them; a check whose deck is no deck at all is bad input.

use super::ScenarioRules;
use super::format::{CHECK_KEYS, DeckCheck, Scenario};
use crate::diag::{Diagnostic, SourcePos};
use crate::model::catalog::Catalog;
use toml::Spanned;
use toml::de::DeTable;

/// What the deck checks of a file gave: their trace lines and the first failure, if any.
#[derive(Debug, Default)]
pub struct Checked {
    pub trace: Vec<String>,
    pub failure: Option<String>,
}

/// Runs every deck check of `scn` against `catalog`; `Err` is bad input (every malformed check).
pub fn run_deck_checks<R: ScenarioRules>(
    scn: &Scenario<R>,
    catalog: &Catalog<R>,
) -> Result<Checked, Vec<Diagnostic>> {
    let mut out = Checked::default();
    if scn.deck_checks.is_empty() {
        return Ok(out);
    }
    let start = || SourcePos::new(&scn.path, 1, 1);
    // The file was read once already; its deck keys are read again here, where the catalog
    // is at hand, at their positions in the same source.
    let root = DeTable::parse(&scn.source)
        .map_err(|e| vec![Diagnostic::new(start(), e.message().trim().to_string())])?;
    let items = root
        .get_ref()
        .get("deck_check")
        .and_then(|v| v.get_ref().as_array());
    let mut bad = vec![];
    for check in &scn.deck_checks {
        let item = items.and_then(|a| a.get(check.index));
        let Some((span, table)) = item.and_then(|i| Some((i.span(), i.get_ref().as_table()?)))
        else {
            bad.push(Diagnostic::new(check.loc.clone(), "no deck check here"));
            continue;
        };
        let mut deck = table.clone();
        for key in CHECK_KEYS {
            deck.remove(*key);
        }
        let deck = Spanned::new(span, deck);
        match R::check_deck(&scn.path, &scn.source, deck, catalog) {
            Err(e) => bad.extend(e),
            Ok(refusals) => judge(check, &refusals, &mut out),
        }
    }
    if bad.is_empty() { Ok(out) } else { Err(bad) }
}

/// The trace of one check, and its failure when the rules did not say what it expects.
fn judge(check: &DeckCheck, refusals: &[Diagnostic], out: &mut Checked) {
    out.trace.push(format!("> {check}"));
    if refusals.is_empty() {
        out.trace.push("  the deck is legal".to_string());
    }
    for r in refusals {
        out.trace.push(format!(
            "  refused at {}:{}: {}",
            r.location.line, r.location.col, r.message
        ));
        if let Some(help) = &r.help {
            out.trace.push(format!("    help: {help}"));
        }
    }
    let contain = |w: &str| {
        refusals
            .iter()
            .any(|r| r.message.contains(w) || r.help.as_ref().is_some_and(|h| h.contains(w)))
    };
    let why = match (&check.refused, refusals.is_empty()) {
        (None, true) => return,
        (None, false) => "expected a legal deck, but the deck-building rules refuse it".to_string(),
        (Some(_), true) => {
            "expected the deck to be refused, but the deck-building rules accept it".to_string()
        }
        (Some(w), false) if contain(w) => return,
        (Some(w), false) => format!("expected a refusal containing {w:?}, but none does"),
    };
    out.trace.push(format!("  deck check failed: {why}"));
    out.failure
        .get_or_insert_with(|| format!("{}: deck check: {why}", check.loc));
}
