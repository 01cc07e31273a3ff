//! The catalog: every card type, keyword and compiled script of the loaded packs.
//! Built once by the loader, then shared read-only by the games of one thread (`Rc<Catalog>`):
//! compiled scripts are not thread-safe, so each thread loads its own.

use super::card::{CardKey, CardType, ScriptId};
use super::glossary::Glossary;
use std::collections::{BTreeMap, BTreeSet};

/// A compiled card script and the functions it defines.
pub struct Script {
    /// Path shown in error messages, relative to the working directory.
    pub path: String,
    pub ast: rhai::AST,
    pub functions: BTreeSet<String>,
    /// Where each function is declared (line, column), for errors that carry no position of
    /// their own (a sandbox limit reached).
    pub declared_at: BTreeMap<String, (usize, usize)>,
    /// Shared helpers merged into `ast` (`scripts/lib/`): function name → file shown in
    /// messages. Rhai forgets where a merged function came from; this remembers it.
    pub helpers: BTreeMap<String, String>,
}

impl Script {
    /// The file that defines `function`: the card script itself, or a helper file.
    pub fn file_of(&self, function: &str) -> &str {
        match self.helpers.get(function) {
            Some(file) if !self.functions.contains(function) => file,
            _ => &self.path,
        }
    }
}

/// A loaded pack's identity.
#[derive(Clone, Debug)]
pub struct PackInfo {
    pub name: String,
    pub version: String,
    pub description: String,
    pub depends: Vec<String>,
    pub root: String,
}

/// A deck as loaded (103): card keys with their counts.
#[derive(Clone, Debug)]
pub struct DeckDef {
    /// The file stem: `pirates-de-fureur`.
    pub id: String,
    pub pack: String,
    pub name: String,
    pub legend: CardKey,
    pub champion: CardKey,
    pub battlefields: Vec<CardKey>,
    /// Main deck besides the chosen champion, in file order.
    pub main: Vec<(CardKey, u32)>,
    pub runes: Vec<(CardKey, u32)>,
    pub file: String,
}

#[derive(Default)]
pub struct Catalog {
    pub packs: Vec<PackInfo>,
    pub cards: Vec<CardType>,
    pub glossary: Glossary,
    pub scripts: Vec<Script>,
    pub decks: Vec<DeckDef>,
    /// Each keyword's behaviour script, by `KwId` (scripts/keywords/).
    pub keyword_scripts: Vec<Option<ScriptId>>,
}

impl Catalog {
    pub fn card(&self, key: CardKey) -> &CardType {
        &self.cards[key.0 as usize]
    }

    pub fn keyword_script(&self, kw: super::glossary::KwId) -> Option<ScriptId> {
        self.keyword_scripts.get(kw.0 as usize).copied().flatten()
    }

    pub fn script(&self, id: ScriptId) -> &Script {
        &self.scripts[id.0 as usize]
    }

    /// Resolves `id` or `pack:id`. A bare id is looked up in `from` first, then in the packs it
    /// depends on, then anywhere (cards-and-packs.md).
    pub fn find(&self, id: &str, from: Option<&str>) -> Option<CardKey> {
        if let Some((pack, bare)) = id.split_once(':') {
            return self.position(|c| c.pack == pack && c.id == bare);
        }
        if let Some(from) = from {
            if let Some(k) = self.position(|c| c.pack == from && c.id == id) {
                return Some(k);
            }
            if let Some(p) = self.packs.iter().find(|p| p.name == from) {
                for dep in &p.depends {
                    if let Some(k) = self.position(|c| &c.pack == dep && c.id == id) {
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

    fn position(&self, f: impl Fn(&CardType) -> bool) -> Option<CardKey> {
        self.cards.iter().position(f).map(|i| CardKey(i as u32))
    }

    /// A deck by id (`pirates-de-fureur`) or `pack:id`.
    pub fn deck(&self, id: &str) -> Option<&DeckDef> {
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
