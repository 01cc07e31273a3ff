//! A card's text read by the game's effect language (`crate::effects`) at load: the functions
//! its sentences make are compiled with the card's own script, which wins for any function it
//! defines.

use crate::effects::language::EffectLanguage;
use crate::effects::{CardReading, read_card};
use crate::model::card::{CardType, Lang};
use crate::model::catalog::Catalog;
use crate::model::glossary::Glossary;
use crate::ruleset::Ruleset;

/// `card`'s lines read; `defined` says which functions its script defines already.
pub fn card_reading<R: Ruleset>(
    effects: &EffectLanguage,
    glossary: &Glossary<R>,
    card: &CardType<R>,
    defined: &dyn Fn(&str) -> bool,
) -> CardReading {
    if effects.is_empty() {
        return CardReading::default();
    }
    let jobs = R::effect_lines(card, glossary);
    if jobs.is_empty() {
        return CardReading::default();
    }
    let keyword = keyword_of(glossary, card);
    read_card(effects, card.lang, &keyword, &jobs, defined)
}

/// The glossary's keyword for a bracketed name, in `card`'s language, with its default number:
/// what the effect language's reader asks.
pub(super) fn keyword_of<'a, R: Ruleset>(
    glossary: &'a Glossary<R>,
    card: &'a CardType<R>,
) -> impl Fn(&str) -> Option<(String, Option<i64>)> + 'a {
    move |name: &str| {
        let e = glossary.get(glossary.lookup(name).ok()?);
        let name = match card.lang {
            Lang::Fr => e.fr.clone(),
            Lang::En => e.en.clone(),
        };
        Some((name, e.default.map(i64::from)))
    }
}

/// Whether `card`'s own script defines `f` (not the effect language), for `card_reading`'s
/// `defined`.
pub fn script_defines<R: Ruleset>(catalog: &Catalog<R>, card: &CardType<R>, f: &str) -> bool {
    card.script.is_some_and(|s| {
        let info = &catalog.scripts[s.0 as usize];
        info.functions.contains(f) && !info.from_text.contains(f)
    })
}
