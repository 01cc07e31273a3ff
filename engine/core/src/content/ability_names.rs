//! Each card's abilities named as players read them (`model::ability_names`), at load: a
//! keyword-linked ability by its keyword as the card prints it, ranked when the card prints
//! that keyword more than once; a line the effect language reads by its opening, for every
//! function the line makes; a line a script performs by its opening too, its function found
//! from the trigger phrases the line opens with, or as the one line and the one function left.

use crate::effects::read::Reader;
use crate::effects::{CardReading, Goes};
use crate::model::ability_names::{AbilityNames, ranked, short_line, words_of};
use crate::model::card::{CardType, Lang};
use crate::model::catalog::Catalog;
use crate::model::records::Ability;
use crate::ruleset::Ruleset;

/// The names of `card`'s abilities; `reading` is how the effect language read its lines.
pub fn name_abilities<R: Ruleset>(
    card: &CardType<R>,
    reading: &CardReading,
    catalog: &Catalog<R>,
) -> AbilityNames {
    let mut names = AbilityNames::default();
    let glossary = &catalog.glossary;
    // A person reading the game in the other language reads keywords in it, and a line by
    // what its function does (the card's words are in its own language).
    let shown = crate::words::shown().unwrap_or(card.lang);
    let line_name = |f: &str, text: &str| {
        if shown == Lang::En && card.lang != Lang::En {
            words_of(f)
        } else {
            short_line(text)
        }
    };
    for f in &card.abilities {
        let printed = match (f.keyword, card.text.abilities.get(f.ability)) {
            (Some(kw), _) => {
                let e = glossary.get(kw);
                match shown {
                    Lang::Fr => e.fr.clone(),
                    Lang::En => e.en.clone(),
                }
            }
            (None, Some(Ability::Linked { keyword, .. })) => keyword.id.clone(),
            _ => continue,
        };
        let same: Vec<_> = card
            .abilities
            .iter()
            .filter(|g| g.keyword == f.keyword)
            .collect();
        let name = match same.iter().position(|g| g.name == f.name) {
            Some(i) if same.len() > 1 => ranked(&printed, i + 1),
            _ => printed,
        };
        names.insert(&f.name, &name);
    }
    // Lines read: every function a line makes is that line's.
    let mut unread: Vec<(usize, &str)> = Vec::new();
    for l in &reading.lines {
        match &l.reading {
            Ok((_, functions)) => {
                for f in functions {
                    names.insert(f, &line_name(f, &l.text));
                }
            }
            Err(_) => unread.push((l.line, &l.text)),
        }
    }
    let Some(script) = card.script.map(|s| catalog.script(s)) else {
        names.rank_alike();
        return names;
    };
    // Lines a script performs: the card functions the trigger phrases they open with name.
    let jobs = R::effect_lines(card, glossary);
    for job in &jobs {
        let known = reading.lines.iter().any(|l| l.line == job.line);
        if !known && !matches!(job.goes, Goes::Function { .. }) {
            unread.push((job.line, &job.text));
        }
    }
    unread.sort_unstable();
    unread.dedup();
    let keyword = super::card_effects::keyword_of(glossary, card);
    let reader = Reader::new(&catalog.effects, card.lang, &keyword);
    unread.retain(|&(_, text)| {
        let mut named = false;
        for f in reader.opening_functions(text) {
            if script.functions.contains(f.as_str()) && !names.has(&f) {
                names.insert(&f, &line_name(&f, text));
                named = true;
            }
        }
        !named
    });
    // The one line left and the one function left that could perform it are each other's.
    let required = R::required_functions(card, glossary);
    let callable = R::callable_functions(card, glossary);
    let left: Vec<&str> = script
        .functions
        .iter()
        .map(|f| &**f)
        .filter(|f| {
            !names.has(f)
                && !script.from_text.contains(*f)
                && !script.helpers.contains_key(*f)
                && !script.choosers.values().any(|c| &**c == *f)
                && !script.conditions.values().any(|c| &**c == *f)
                && !required.iter().any(|r| &**r == *f)
                && callable.iter().any(|c| c == f)
        })
        .collect();
    if let ([f], [(_, text)]) = (left.as_slice(), unread.as_slice()) {
        names.insert(f, &line_name(f, text));
    }
    names.rank_alike();
    names
}
