//! The keyword glossary as data: each game's `grammar/<game>/glossary.toml`, extended by packs.
//!
//! The core never names a keyword: an entry says how the keyword is printed (its template), how
//! several instances combine, and which of the ruleset's hooks it is made of; the ruleset reads
//! the hooks and acts on those.

use crate::ruleset::Ruleset;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// What kind of ability the rules say a keyword is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeywordKind {
    Passive,
    Triggered,
    Activated,
    Permissive,
    OptionalAdditionalCost,
    Dependent,
    DeckConstraint,
    SpecialActionPrerequisite,
}

/// How several instances of a keyword on one object combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stacking {
    /// Values are summed.
    Added,
    /// Extra instances change nothing.
    Redundant,
    /// Each instance acts on its own.
    Separate,
    /// Only the first instance has any effect.
    FirstOnly,
}

/// The parameter a template takes after the keyword name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Param {
    #[default]
    None,
    Number,
    Cost,
}

/// The shape of a template once parsed: `Name [X]` → number; `[Name][>] [Effet]` → linked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TemplateShape {
    pub param: Param,
    pub linked: bool,
}

/// What a ruleset publishes for keywords to subscribe to: events (a triggered ability goes on
/// the chain), replacements (a value is replaced as it happens: damage about to be dealt) and
/// queries (a characteristic or permission the rules read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HookKind {
    /// `[keyword.on] <event> = "fn"`: when the event happens to an object with the keyword,
    /// `fn(ctx)` goes on the chain as a triggered ability of that object.
    Event,
    /// `[keyword.on] <replacement> = "fn"`: as it happens, `fn(ctx, amount, other)` returns
    /// the amount that happens instead (`ctx.me`: the object with the keyword; `ctx.value`: the
    /// keyword's value; `other`: the other object involved, or -1).
    Replacement,
    /// Read from data in `[keyword.hooks]` (`data` names the hook): queries are asked at every
    /// step of the rules, so they take values, not scripts.
    Query,
}

/// One entry of a ruleset's catalogue of events, replacements and queries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Hookable {
    pub name: &'static str,
    pub kind: HookKind,
    /// The `[keyword.hooks]` key that subscribes to it with data, when there is one.
    pub data: Option<&'static str>,
    /// What it is and what it reads or returns, for people (docs, `grimoire check` errors).
    pub doc: &'static str,
}

impl Hookable {
    /// An event, subscribed to in `[keyword.on]` only.
    pub const fn event(name: &'static str, doc: &'static str) -> Hookable {
        Hookable {
            name,
            kind: HookKind::Event,
            data: None,
            doc,
        }
    }

    /// A replacement, subscribed to in `[keyword.on]`.
    pub const fn replacement(name: &'static str, doc: &'static str) -> Hookable {
        Hookable {
            name,
            kind: HookKind::Replacement,
            data: None,
            doc,
        }
    }

    /// A query, read from the `data` hook of `[keyword.hooks]`.
    pub const fn query(name: &'static str, data: &'static str, doc: &'static str) -> Hookable {
        Hookable {
            name,
            kind: HookKind::Query,
            data: Some(data),
            doc,
        }
    }

    /// The same entry, also subscribed to through the `data` hook of `[keyword.hooks]` (an
    /// event a keyword's trigger hook may name).
    pub const fn with_data(self, data: &'static str) -> Hookable {
        Hookable {
            data: Some(data),
            ..self
        }
    }
}

/// A keyword's script function subscribed to an event or replacement of the catalogue.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Subscription {
    /// The catalogue's name (`would_deal_combat_damage`).
    pub hook: &'static str,
    /// The function of the keyword's script that runs.
    pub function: std::rc::Rc<str>,
}

/// A ruleset's hooks table (`[keyword.hooks]`): plain data, read by the ruleset's rules.
pub trait HookSet:
    Clone + Debug + Default + PartialEq + Eq + Serialize + DeserializeOwned + 'static
{
    /// The functions a keyword's behaviour script must define for these hooks (checked when the
    /// pack loads, so a missing one is a load error and not a fault mid-game).
    fn script_functions(&self, kind: KeywordKind) -> Vec<&'static str>;
}

/// One glossary entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound = "")]
pub struct KeywordDef<R: Ruleset> {
    pub id: String,
    pub fr: String,
    pub en: String,
    pub template: String,
    pub kind: KeywordKind,
    pub default: Option<i32>,
    pub stacking: Stacking,
    pub rule: String,
    pub shape: TemplateShape,
    pub hooks: R::Hooks,
    /// Script functions subscribed to the ruleset's events and replacements (`[keyword.on]`).
    pub on: Vec<Subscription>,
    /// The pack that defined the entry.
    pub pack: String,
    /// Its behaviour script (relative to the pack's `scripts/`) and where the glossary names it.
    #[serde(skip)]
    pub script: Option<(String, crate::diag::SourcePos)>,
}

impl<R: Ruleset> KeywordDef<R> {
    /// Its name on a card printed in `printed_in`, as a person reading the game sees it: in
    /// the language they chose (`words::shown`), else as the card prints it.
    pub fn shown_for(&self, printed_in: crate::model::card::Lang) -> &str {
        match crate::words::shown().unwrap_or(printed_in) {
            crate::model::card::Lang::En => &self.en,
            crate::model::card::Lang::Fr => &self.fr,
        }
    }

    /// Its name as a person reading the game sees it: English when they chose English
    /// (`words::shown`), else French. For what is shown only: scripts and abilities go by the
    /// French name whatever the reader's language.
    pub fn shown(&self) -> &str {
        self.shown_for(crate::model::card::Lang::Fr)
    }

    /// The template in `lang`: the formulation the rules give (in French), with the English
    /// name and placeholders for an English text, so help speaks the card's language.
    pub fn template_in(&self, lang: crate::model::card::Lang) -> String {
        match lang {
            crate::model::card::Lang::Fr => self.template.clone(),
            crate::model::card::Lang::En => self
                .template
                .replacen(&self.fr, &self.en, 1)
                .replace("[Coût]", "[Cost]")
                .replace("[Effet]", "[Effect]")
                .replace("[Texte]", "[Text]"),
        }
    }
}

/// Index of a keyword in the glossary; cheap to copy and compare in hot paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct KwId(pub u16);

/// A game action its cards print in brackets, as a keyword is (`[Name] a unit.`): no keyword,
/// but a word of an instruction, so a line may open with it (`[[action]]` of a glossary file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionWord {
    pub id: String,
    pub fr: String,
    pub en: String,
    /// The rule that defines the action.
    pub rule: String,
    /// The pack that defined it.
    pub pack: String,
}

/// All keywords known to a game: the base glossary plus what packs add.
#[derive(Clone, Debug)]
pub struct Glossary<R: Ruleset> {
    pub entries: Vec<KeywordDef<R>>,
    /// The game actions printed in brackets (`ActionWord`).
    pub actions: Vec<ActionWord>,
}

impl<R: Ruleset> Default for Glossary<R> {
    fn default() -> Self {
        Glossary {
            entries: Vec::new(),
            actions: Vec::new(),
        }
    }
}

impl<R: Ruleset> Glossary<R> {
    pub fn get(&self, id: KwId) -> &KeywordDef<R> {
        &self.entries[id.0 as usize]
    }

    /// The function of `kw`'s script subscribed to `hook`, if any.
    pub fn subscription(&self, kw: KwId, hook: &str) -> Option<&std::rc::Rc<str>> {
        self.get(kw)
            .on
            .iter()
            .find(|s| s.hook == hook)
            .map(|s| &s.function)
    }

    pub fn by_id(&self, id: &str) -> Option<KwId> {
        self.entries
            .iter()
            .position(|e| e.id == id)
            .map(|i| KwId(i as u16))
    }

    /// The game action printed in brackets under `name`, in either language, ignoring case.
    pub fn action(&self, name: &str) -> Option<&ActionWord> {
        let name = name.trim();
        self.actions
            .iter()
            .find(|a| same_ignoring_case(&a.fr, name) || same_ignoring_case(&a.en, name))
    }

    /// Finds a keyword by its printed name in either language, ignoring case.
    pub fn by_name(&self, name: &str) -> Option<KwId> {
        let name = name.trim();
        self.entries
            .iter()
            .position(|e| same_ignoring_case(&e.fr, name) || same_ignoring_case(&e.en, name))
            .map(|i| KwId(i as u16))
    }

    /// A keyword by printed name or id, as scripts and scenario files write it; else a message
    /// naming the nearest, so an unknown name says what was probably meant.
    pub fn lookup(&self, name: &str) -> Result<KwId, String> {
        self.by_name(name)
            .or_else(|| self.by_id(name))
            .ok_or_else(|| {
                let mut near = self.nearest(name);
                near.dedup();
                let near: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
                if near.is_empty() {
                    format!("unknown keyword `{name}`")
                } else {
                    format!(
                        "unknown keyword `{name}`: did you mean {}?",
                        near.join(" or ")
                    )
                }
            })
    }

    /// Combines the instances of `kw` among `all` (an object's keyword instances) as its
    /// stacking says: values added, one instance for redundant or first-only ones, a count
    /// for separate ones. Callers that already have the instances pass them rather than
    /// computing them again.
    pub fn combine(&self, all: &[(KwId, i32)], kw: KwId) -> Option<i32> {
        let mut values = all.iter().filter(|(k, _)| *k == kw).map(|(_, v)| *v);
        let first = values.next()?;
        Some(match self.get(kw).stacking {
            Stacking::Added => first + values.sum::<i32>(),
            Stacking::Separate => 1 + values.count() as i32,
            Stacking::Redundant | Stacking::FirstOnly => first,
        })
    }

    /// The printed names closest to `name`, for "did you mean" help.
    pub fn nearest(&self, name: &str) -> Vec<&str> {
        let target = lower(name);
        let mut scored: Vec<(usize, &str)> = self
            .entries
            .iter()
            .flat_map(|e| [e.fr.as_str(), e.en.as_str()])
            .map(|n| (edit_distance(&lower(n), &target), n))
            .collect();
        scored.sort();
        // A keyword printed alike in both languages is one name, offered once.
        scored.dedup_by(|a, b| a.1 == b.1);
        let best = scored.first().map_or(usize::MAX, |s| s.0);
        scored
            .into_iter()
            .filter(|s| s.0 <= best.max(2) && s.0 <= 4)
            .map(|s| s.1)
            .take(3)
            .collect()
    }
}

fn lower(s: &str) -> String {
    s.to_lowercase()
}

/// Whether two names are equal once lowercased (accented capitals included: « Élan »), without
/// building the lowercased strings: scripts look keywords up by name on every call.
pub fn same_ignoring_case(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
        || (!(a.is_ascii() && b.is_ascii())
            && a.chars()
                .flat_map(char::to_lowercase)
                .eq(b.chars().flat_map(char::to_lowercase)))
}

/// Levenshtein distance over characters (strsim's).
pub fn edit_distance(a: &str, b: &str) -> usize {
    strsim::levenshtein(a, b)
}

#[cfg(test)]
mod tests {
    use super::same_ignoring_case;

    #[test]
    fn names_compare_as_their_lowercase_forms() {
        assert!(same_ignoring_case("Parure", "PARURE"));
        assert!(same_ignoring_case("Élan", "élan"));
        assert!(same_ignoring_case("ÉCLAT", "éclat"));
        assert!(!same_ignoring_case("Parure", "Parures"));
        assert!(!same_ignoring_case("Élan", "Elan"));
    }
}
