//! The catalog: every card type, keyword, deck and script description of the loaded packs.
//! Built once by the loader, then shared read-only by the games of one thread (`Rc<Catalog>`).
//! Compiled code is not here: `code::Code` keeps it, beside the catalog, so this layer has no
//! script engine type.

use super::card::{CardKey, CardType, ScriptId};
use super::glossary::{Glossary, KwId};
use crate::diag::{Diagnostic, SourcePos};
use crate::ruleset::Ruleset;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Deref;
use std::rc::Rc;

/// What the loader knows of a compiled script: where it is and what it defines.
#[derive(Clone, Debug, Default)]
pub struct ScriptInfo {
    /// Path shown in error messages, relative to the working directory.
    pub path: String,
    /// Its functions, each name shared: the rules clone the script's own name into what they
    /// keep (a chain item, a trigger) instead of building it again (`function`).
    pub functions: super::function_set::FunctionSet,
    /// Each function that has a choice function (`choose_<name>`, the naming convention), with
    /// that function: paired once when the script is compiled, so a triggered or activated
    /// ability finds its choices without naming them at every use.
    pub choosers: BTreeMap<Rc<str>, Rc<str>>,
    /// Each function that has a condition function (`<name>_condition`, the naming
    /// convention), with that function: paired as choosers are, so a triggered ability asks
    /// its condition as it goes on the chain without naming it.
    pub conditions: BTreeMap<Rc<str>, Rc<str>>,
    /// Those declared `private fn`: helpers of the script itself, never called by the engine.
    pub private: BTreeSet<String>,
    /// Where each function is declared (line, column), for errors that carry no position of
    /// their own (a sandbox limit reached).
    pub declared_at: BTreeMap<String, (usize, usize)>,
    /// Where each function that loops has its first loop (`while`, `loop`, `for`, `do`): an
    /// operation limit reached while it ran is most likely there, and Rhai gives such an error
    /// the position of the call, not of the operation.
    pub loops_at: BTreeMap<String, (usize, usize)>,
    /// Shared helpers merged into the script (`scripts/lib/`): function name → file shown in
    /// messages.
    pub helpers: Rc<BTreeMap<String, String>>,
    /// The functions read from the card's printed text by the effect language, not written in
    /// the script (`grimoire_core::effects`).
    pub from_text: BTreeSet<Rc<str>>,
}

impl ScriptInfo {
    /// The file that defines `function`: the script itself, or a helper file.
    pub fn file_of(&self, function: &str) -> &str {
        match self.helpers.get(function) {
            Some(file) if !self.functions.contains(function) => file,
            _ => &self.path,
        }
    }

    pub fn defines(&self, function: &str) -> bool {
        self.functions.contains(function)
    }

    /// The script's own name for `function`, if it defines it: a cheap clone for the rules to
    /// keep.
    pub fn function(&self, function: &str) -> Option<&Rc<str>> {
        self.functions.get(function)
    }

    /// The choice function this script defines for `function` (`choose_<function>`), if any.
    pub fn chooser(&self, function: &str) -> Option<&Rc<str>> {
        self.choosers.get(function)
    }

    /// The condition function this script defines for `function` (`<function>_condition`), if
    /// any.
    pub fn condition(&self, function: &str) -> Option<&Rc<str>> {
        self.conditions.get(function)
    }
}

/// A loaded pack's identity.
#[derive(Clone, Debug)]
pub struct PackInfo {
    pub name: String,
    /// The ruleset it is content for (`game = "…"` in pack.toml).
    pub game: String,
    pub version: String,
    pub description: String,
    pub depends: Vec<String>,
    pub root: String,
}

/// A deck as loaded: its identity, and its cards as the ruleset's deck rules read them.
#[derive(Clone, Debug)]
pub struct Deck<R: Ruleset> {
    /// The file stem: `pirates-de-fureur`.
    pub id: String,
    pub pack: String,
    pub name: String,
    pub file: String,
    pub list: R::Deck,
}

impl<R: Ruleset> Deref for Deck<R> {
    type Target = R::Deck;
    fn deref(&self) -> &R::Deck {
        &self.list
    }
}

pub struct Catalog<R: Ruleset> {
    pub packs: Vec<PackInfo>,
    pub cards: Vec<CardType<R>>,
    pub glossary: Glossary<R>,
    pub scripts: Vec<ScriptInfo>,
    pub decks: Vec<Deck<R>>,
    /// Each keyword's behaviour script, by `KwId`.
    pub keyword_scripts: Vec<Option<ScriptId>>,
    /// The game's effect language, extended by the packs' (`effects.toml`).
    pub effects: crate::effects::language::EffectLanguage,
}

impl<R: Ruleset> Default for Catalog<R> {
    fn default() -> Self {
        Catalog {
            packs: Vec::new(),
            cards: Vec::new(),
            glossary: Glossary::default(),
            scripts: Vec::new(),
            decks: Vec::new(),
            keyword_scripts: Vec::new(),
            effects: Default::default(),
        }
    }
}

impl<R: Ruleset> Catalog<R> {
    pub fn card(&self, key: CardKey) -> &CardType<R> {
        &self.cards[key.0 as usize]
    }

    pub fn keyword_script(&self, kw: KwId) -> Option<ScriptId> {
        self.keyword_scripts.get(kw.0 as usize).copied().flatten()
    }

    pub fn script(&self, id: ScriptId) -> &ScriptInfo {
        &self.scripts[id.0 as usize]
    }

    /// Resolves `id` or `pack:id`. A bare id is looked up in `from` first, then in the packs it
    /// depends on, then anywhere (docs/CARDS.md).
    pub fn find(&self, id: &str, from: Option<&str>) -> Option<CardKey> {
        if let Some((pack, bare)) = id.split_once(':') {
            return self.position(|c| c.id == bare && c.pack == pack);
        }
        if let Some(from) = from {
            if let Some(k) = self.position(|c| c.id == id && c.pack == from) {
                return Some(k);
            }
            if let Some(p) = self.packs.iter().find(|p| p.name == from) {
                for dep in &p.depends {
                    if let Some(k) = self.position(|c| c.id == id && &c.pack == dep) {
                        return Some(k);
                    }
                }
            }
        }
        // Later packs override earlier ones, so the newest definition wins.
        self.cards
            .iter()
            .rposition(|c| c.id == id)
            .map(|i| CardKey(i as u32))
    }

    /// The card a person names by its id, its name or its name in the other language, or
    /// the id made of that name (`lame-du-chaos`, `Lame du chaos`, `Chaos Blade`,
    /// `chaos-blade`), in any case: what `look` answers to. The newest definition wins.
    pub fn find_named(&self, what: &str) -> Option<CardKey> {
        if let Some(k) = self.find(what, None) {
            return Some(k);
        }
        let what = what.trim().trim_matches(['"', '\'']).to_lowercase();
        self.cards
            .iter()
            .rposition(|c| {
                c.name.to_lowercase() == what
                    || c.translated
                        .as_ref()
                        .is_some_and(|t| t.label == what || t.name.to_lowercase() == what)
            })
            .map(|i| CardKey(i as u32))
    }

    /// Resolves `id` as [`find`](Self::find) does; a card that is not there is a diagnostic at
    /// `at`, with the nearest ids as help, for every file that names cards (decks, scenarios).
    pub fn find_or_report(
        &self,
        id: &str,
        from: Option<&str>,
        at: SourcePos,
        errors: &mut Vec<Diagnostic>,
    ) -> Option<CardKey> {
        let found = self.find(id, from);
        if found.is_none() {
            let near = self.nearest(id);
            let mut d = Diagnostic::new(at, format!("unknown card `{id}`"));
            if !near.is_empty() {
                d = d.with_help(format!("did you mean {}?", near.join(", ")));
            }
            errors.push(d);
        }
        found
    }

    fn position(&self, f: impl Fn(&CardType<R>) -> bool) -> Option<CardKey> {
        self.cards.iter().position(f).map(|i| CardKey(i as u32))
    }

    /// A deck by id (`pirates-de-fureur`) or `pack:id`.
    pub fn deck(&self, id: &str) -> Option<&Deck<R>> {
        match id.split_once(':') {
            Some((pack, bare)) => self.decks.iter().find(|d| d.pack == pack && d.id == bare),
            None => self.decks.iter().rev().find(|d| d.id == id),
        }
    }

    /// Card ids closest to `id`, for "did you mean" help.
    pub fn nearest(&self, id: &str) -> Vec<&str> {
        let mut scored: Vec<(usize, &str)> = self
            .cards
            .iter()
            .map(|c| (super::glossary::edit_distance(&c.id, id), c.id.as_str()))
            .filter(|(d, _)| *d <= 3)
            .collect();
        scored.sort();
        scored.dedup();
        scored.into_iter().take(3).map(|s| s.1).collect()
    }
}
