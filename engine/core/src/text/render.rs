//! The renderer: a [`CardText`] back to canonical printed text, one ability per line. Parsing
//! the result gives the same records (spans aside), which [`same_ignoring_spans`] checks.

use crate::model::card::Lang;
use crate::model::glossary::{Glossary, KeywordDef, KeywordKind, Param};
use crate::model::notation::Notation;
use crate::model::records::{Ability, CardText, KeywordUse};
use crate::ruleset::Ruleset;

/// Renders `text` in `lang`. Keywords print bracketed (`[Name 2]`, `[Name] [2]`), a
/// value equal to the default is left out (`[Name]`), links print as `[>]`, and instruction
/// text is kept as parsed (it is printed text, not translated). English costs print as the
/// card gallery does (`[Name] [2]`).
///
/// Activated keywords with a cost print their name bare, as abilities of the form « `[Coût] : …` »
/// do (`Name [1][C]`). A keyword id missing from the glossary prints as `[id]`.
pub fn render<R: Ruleset>(text: &CardText<R>, glossary: &Glossary<R>, lang: Lang) -> String {
    let lines: Vec<String> = text
        .abilities
        .iter()
        .map(|a| match a {
            Ability::Keywords { keywords } if R::BARE_KEYWORDS => keywords
                .iter()
                .map(|k| bare_keyword(k, glossary, lang))
                .collect::<Vec<_>>()
                .join(", "),
            Ability::Keywords { keywords } if keywords.len() == 1 => {
                keyword(&keywords[0], glossary, lang)
            }
            // Among others, an activated keyword keeps its brackets: a bare name reads as a
            // keyword only alone on its line.
            Ability::Keywords { keywords } => keywords
                .iter()
                .map(|k| bracketed(k, glossary, lang))
                .collect::<Vec<_>>()
                .join(" "),
            Ability::Linked { keyword: k, effect } => {
                format!("{}[>] {}", keyword(k, glossary, lang), effect.text)
            }
            Ability::Instruction { instruction } => instruction.text.clone(),
        })
        .collect();
    lines.join("\n")
}

fn keyword<R: Ruleset>(k: &KeywordUse<R>, glossary: &Glossary<R>, lang: Lang) -> String {
    printed(k, glossary, lang, true)
}

fn bracketed<R: Ruleset>(k: &KeywordUse<R>, glossary: &Glossary<R>, lang: Lang) -> String {
    printed(k, glossary, lang, false)
}

/// A keyword with its value or cost; `may_be_bare`: an activated keyword with a cost prints
/// its name bare, as abilities of the form « `[Coût] : …` » do.
fn printed<R: Ruleset>(
    k: &KeywordUse<R>,
    glossary: &Glossary<R>,
    lang: Lang,
    may_be_bare: bool,
) -> String {
    let Some(def) = glossary.by_id(&k.id).map(|id| glossary.get(id)) else {
        return format!("[{}]", k.id);
    };
    let name = match lang {
        Lang::Fr => &def.fr,
        Lang::En => &def.en,
    };
    let head = match k.value {
        Some(v) if def.shape.param == Param::Number && Some(v) != def.default => {
            format!("[{name} {v}]")
        }
        _ => format!("[{name}]"),
    };
    if k.cost_words.is_some() || !k.alternatives.is_empty() || k.cost_note.is_some() {
        return cost_phrase(head, k, lang);
    }
    // English prints costs with the gallery's symbols (`[2]`), French with brackets.
    let cost = k.cost.map(|c| symbols(c, lang));
    match cost {
        Some(cost) if may_be_bare && bare(def) => format!("{name} {cost}"),
        Some(cost) => format!("{head} {cost}"),
        None => head,
    }
}

/// English prints costs with the gallery's symbols (`[2]`), French with brackets.
fn symbols<C: Notation>(c: C, lang: Lang) -> String {
    match lang {
        Lang::Fr => c.to_string(),
        Lang::En => c.gallery(),
    }
}

/// A cost beyond plain symbols, always after the bracketed name (`cost_phrase.rs` reads it
/// back): `[Name] - Kill a friendly unit`, `[Name] [2] / Discard 2`, `[Name] [1]. …`.
fn cost_phrase<R: Ruleset>(head: String, k: &KeywordUse<R>, lang: Lang) -> String {
    let ways: Vec<String> = k
        .ways()
        .iter()
        .map(|w| {
            let resources = w.resources.map(|c| symbols(c, lang));
            [resources, w.words.clone()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    let dash = if k.cost.is_none() { " -" } else { "" };
    let mut s = format!("{head}{dash} {}", ways.join(" / "));
    if let Some(note) = &k.cost_note {
        s.push_str(". ");
        s.push_str(&note.text);
    }
    s
}

/// A keyword as games printing them bare do: `Name`, `Name 2`, `Name {2}`.
fn bare_keyword<R: Ruleset>(k: &KeywordUse<R>, glossary: &Glossary<R>, lang: Lang) -> String {
    let Some(def) = glossary.by_id(&k.id).map(|id| glossary.get(id)) else {
        return k.id.clone();
    };
    if k.cost_words.is_some() || !k.alternatives.is_empty() || k.cost_note.is_some() {
        return keyword(k, glossary, lang);
    }
    let mut s = match lang {
        Lang::Fr => def.fr.clone(),
        Lang::En => def.en.clone(),
    };
    if let Some(v) = k.value.filter(|_| def.shape.param == Param::Number) {
        s.push_str(&format!(" {v}"));
    }
    if let Some(c) = k.cost {
        s.push(' ');
        s.push_str(&match lang {
            Lang::Fr => c.to_string(),
            Lang::En => c.gallery(),
        });
    }
    s
}

fn bare<R: Ruleset>(def: &KeywordDef<R>) -> bool {
    def.kind == KeywordKind::Activated && def.shape.param == Param::Cost
}

/// Whether two parsed texts are equal once spans (which depend on layout) are ignored.
pub fn same_ignoring_spans<R: Ruleset>(a: &CardText<R>, b: &CardText<R>) -> bool {
    // Spans are `#[serde(skip)]`, so the serialized forms compare everything else (a keyword's
    // glossary entry, skipped too, follows from its id).
    serde_json::to_value(a).ok() == serde_json::to_value(b).ok()
}
