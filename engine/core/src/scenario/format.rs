//! A scenario file (TOML) read into typed records: setup, card entries with their labels, and
//! steps. No game logic happens here; the runner gets a [`Scenario`] it can trust.
//!
//! The format is a contract with the people who write scenarios (`shared/formats/scenarios.md`),
//! so this reader is strict: an unknown key, a stray word in a card entry or a step that does
//! not parse is an error at its `file:line:col`, never silently ignored. It works on toml's
//! spanned document ([`DeTable`]) rather than serde structs because every value needs its
//! position, and because `deny_unknown_fields` cannot report the allowed keys nor collect
//! every error at once.

use super::step::{self, PlayerIdx, StepError, StepLine, parse_player};
use crate::diag::{Diagnostic, Location};
use entry::{StrPos, parse_entry};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use toml::Spanned;
use toml::de::{DeString, DeTable, DeValue};

mod entry;

/// One parsed scenario file.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub path: String,
    pub source: String,
    pub title: String,
    pub rules: Vec<String>,
    pub seed: u64,
    /// Extra packs, resolved relative to the scenario file's folder.
    pub packs: Vec<PathBuf>,
    pub setup: Setup,
    pub steps: Vec<StepLine>,
}

/// `[setup]`: whose turn it is (p1 when absent), the battlefields, one record per player.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    pub turn: PlayerIdx,
    pub battlefields: Vec<CardEntry>,
    /// At least two (p1, p2); more when the file has `[setup.p3]` and so on.
    pub players: Vec<PlayerSetup>,
}

/// `[setup.pN]`: every zone the contract lists, each as written (top of deck first).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlayerSetup {
    pub hand: Vec<CardEntry>,
    pub deck: Vec<CardEntry>,
    pub rune_deck: Vec<CardEntry>,
    pub base: Vec<CardEntry>,
    pub trash: Vec<CardEntry>,
    pub banishment: Vec<CardEntry>,
    pub champion: Vec<CardEntry>,
    pub legend: Vec<CardEntry>,
    /// `battlefield.<id>`, in file order.
    pub battlefield: Vec<(String, Vec<CardEntry>)>,
    /// `facedown.<id>`, in file order.
    pub facedown: Vec<(String, CardEntry)>,
    pub xp: u32,
    pub points: u32,
}

/// `"<card-id>[ as <label>][ exhausted][ damage <n>][ buffed][ on <label>]"`. `label` is always
/// filled in: the `as` label, else an automatic one (`recrue`, `recrue#2`…).
#[derive(Debug, Clone, PartialEq)]
pub struct CardEntry {
    pub card: String,
    pub label: String,
    pub exhausted: bool,
    pub damage: u32,
    pub buffed: bool,
    pub on: Option<String>,
    /// Where the entry's string starts (its opening quote).
    pub loc: Location,
}

impl PlayerSetup {
    /// Every entry of this player, in no particular order.
    fn entries_mut(&mut self) -> impl Iterator<Item = &mut CardEntry> {
        let zones = [
            &mut self.hand,
            &mut self.deck,
            &mut self.rune_deck,
            &mut self.base,
            &mut self.trash,
            &mut self.banishment,
            &mut self.champion,
            &mut self.legend,
        ];
        zones
            .into_iter()
            .flat_map(|z| z.iter_mut())
            .chain(self.battlefield.iter_mut().flat_map(|(_, z)| z.iter_mut()))
            .chain(self.facedown.iter_mut().map(|(_, e)| e))
    }
}

const TOP_KEYS: &[&str] = &["title", "rules", "seed", "packs", "setup", "run"];
const SETUP_KEYS: &[&str] = &["turn", "battlefields", "p1", "p2", "…"];
const PLAYER_KEYS: &[&str] = &[
    "hand",
    "deck",
    "rune_deck",
    "base",
    "trash",
    "banishment",
    "champion",
    "legend",
    "battlefield.<id>",
    "facedown.<id>",
    "xp",
    "points",
];

/// Reads and parses a scenario file; an unreadable file is a diagnostic at its line 1.
pub fn load_scenario(path: &Path) -> Result<Scenario, Vec<Diagnostic>> {
    match std::fs::read_to_string(path) {
        Ok(source) => parse_scenario(path, &source),
        Err(e) => Err(vec![Diagnostic::new(
            Location::new(path.display().to_string(), 1, 1),
            format!("cannot read scenario file: {e}"),
        )]),
    }
}

/// Parses `source`, read from `path`. Returns every error found, not just the first.
pub fn parse_scenario(path: &Path, source: &str) -> Result<Scenario, Vec<Diagnostic>> {
    let file = path.display().to_string();
    let (root, toml_errors) = DeTable::parse_recoverable(source);
    if !toml_errors.is_empty() {
        // Recovery reports errors out of order; a reader wants them top to bottom.
        let mut errors: Vec<_> = toml_errors
            .iter()
            .map(|e| {
                let at = e.span().map_or(0, |r| r.start);
                Diagnostic::new(Location::at(&file, source, at), e.message().trim())
            })
            .collect();
        errors.sort_by(|a, b| a.location.cmp(&b.location));
        return Err(errors);
    }
    let mut cx = Cx {
        file,
        src: source,
        errors: vec![],
        refs: vec![],
    };
    let dir = path.parent().unwrap_or(Path::new(""));
    let (mut title, mut rules, mut seed, mut packs) = (None, None, 0, vec![]);
    let (mut setup, mut steps) = (None, None);
    for (k, v) in in_order(root.get_ref()) {
        match k.get_ref().as_ref() {
            "title" => title = cx.string(v, "`title`"),
            "rules" => {
                let list = cx.strings(v, "`rules`");
                if list.as_ref().is_some_and(|l| l.is_empty()) {
                    cx.error(v.span().start, "`rules` must name at least one rule clause");
                }
                rules = Some(list.unwrap_or_default());
            }
            "seed" => seed = cx.uint(v, "`seed`", u64::MAX).unwrap_or(0),
            "packs" => {
                let list = cx.strings(v, "`packs`").unwrap_or_default();
                packs = list.into_iter().map(|p| dir.join(p)).collect();
            }
            "setup" => setup = Some(cx.setup(v)),
            "run" => steps = Some(cx.run(k, v)),
            key => cx.unknown(k, key, "the top level", TOP_KEYS),
        }
    }
    let has_title = root.get_ref().keys().any(|k| k.get_ref() == "title");
    if !has_title {
        cx.error(0, "missing required key `title`");
    }
    if rules.is_none() {
        cx.error(
            0,
            "missing required key `rules` (the rule clauses this file checks)",
        );
    }
    if steps.is_none() {
        cx.error(0, "missing `[run]` with its `steps`");
    }
    let mut setup = setup.unwrap_or_else(|| Setup {
        turn: 0,
        battlefields: vec![],
        players: vec![PlayerSetup::default(), PlayerSetup::default()],
    });
    cx.assign_labels(&mut setup);
    let steps = steps.unwrap_or_default();
    let n = setup.players.len();
    for line in &steps {
        if let Some(p) = line.step.players().into_iter().find(|&p| p >= n) {
            let msg = format!(
                "`p{}` is not in this game: the setup has {n} players (add `[setup.p{}]`)",
                p + 1,
                p + 1
            );
            cx.errors.push(Diagnostic::new(line.loc.clone(), msg));
        }
    }
    if !cx.errors.is_empty() {
        return Err(cx.errors);
    }
    Ok(Scenario {
        path: cx.file,
        source: source.to_string(),
        title: title.unwrap_or_default(),
        rules: rules.unwrap_or_default(),
        seed,
        packs,
        setup,
        steps,
    })
}

type Key<'i> = Spanned<DeString<'i>>;
type Val<'i> = Spanned<DeValue<'i>>;

/// A table's entries in file order (toml's map sorts its keys).
fn in_order<'a, 'i>(t: &'a DeTable<'i>) -> Vec<(&'a Key<'i>, &'a Val<'i>)> {
    let mut v: Vec<_> = t.iter().collect();
    v.sort_by_key(|(k, _)| k.span().start);
    v
}

/// What a card entry or a `battlefield.<id>` key refers to, checked once labels are known.
enum Ref {
    /// `on <label>`: any object's label.
    Label(String, usize),
    /// `battlefield.<id>` / `facedown.<id>`: a battlefield's card id or label.
    Battlefield(String, usize),
}

/// The parsing context: the source, for positions, and the errors collected so far.
struct Cx<'s> {
    file: String,
    src: &'s str,
    errors: Vec<Diagnostic>,
    refs: Vec<Ref>,
}

impl Cx<'_> {
    fn error(&mut self, byte: usize, message: impl Into<String>) {
        let loc = Location::at(&self.file, self.src, byte);
        self.errors.push(Diagnostic::new(loc, message));
    }

    fn unknown(&mut self, k: &Key, key: &str, place: &str, allowed: &[&str]) {
        let msg = format!(
            "unknown key `{key}` in {place}; allowed keys: {}",
            allowed.join(", ")
        );
        self.error(k.span().start, msg);
    }

    fn string(&mut self, v: &Val, what: &str) -> Option<String> {
        match v.get_ref().as_str() {
            Some(s) => Some(s.to_string()),
            None => {
                self.error(v.span().start, format!("{what} must be a string"));
                None
            }
        }
    }

    fn strings(&mut self, v: &Val, what: &str) -> Option<Vec<String>> {
        let Some(items) = v.get_ref().as_array() else {
            self.error(v.span().start, format!("{what} must be a list of strings"));
            return None;
        };
        Some(items.iter().filter_map(|i| self.string(i, what)).collect())
    }

    fn uint(&mut self, v: &Val, what: &str, max: u64) -> Option<u64> {
        let n = v
            .get_ref()
            .as_integer()
            .and_then(|i| u64::from_str_radix(i.as_str(), i.radix()).ok())
            .filter(|&n| n <= max);
        if n.is_none() {
            let msg = format!("{what} must be an integer from 0 to {max}");
            self.error(v.span().start, msg);
        }
        n
    }

    fn table<'a, 'i>(&mut self, v: &'a Val<'i>, what: &str) -> Option<&'a DeTable<'i>> {
        let t = v.get_ref().as_table();
        if t.is_none() {
            self.error(v.span().start, format!("{what} must be a table"));
        }
        t
    }

    fn setup(&mut self, v: &Val) -> Setup {
        let mut setup = Setup {
            turn: 0,
            battlefields: vec![],
            players: vec![],
        };
        let mut turn_at = None;
        let mut players: BTreeMap<PlayerIdx, PlayerSetup> = BTreeMap::new();
        for (k, v) in self.table(v, "`[setup]`").map(in_order).unwrap_or_default() {
            match k.get_ref().as_ref() {
                "turn" => match self.string(v, "`turn`").map(|s| parse_player(&s)) {
                    Some(Some(p)) => (setup.turn, turn_at) = (p, Some(v.span().start)),
                    Some(None) => self.error(v.span().start, "`turn` must be `p1`, `p2`…"),
                    None => {}
                },
                "battlefields" => setup.battlefields = self.entries(v, "`battlefields`"),
                key => match parse_player(key) {
                    Some(p) => _ = players.insert(p, self.player(v, key)),
                    None => self.unknown(k, key, "`[setup]`", SETUP_KEYS),
                },
            }
        }
        let count = players.keys().max().map_or(2, |&p| (p + 1).max(2));
        setup.players = (0..count)
            .map(|p| players.remove(&p).unwrap_or_default())
            .collect();
        if let Some(at) = turn_at.filter(|_| setup.turn >= count) {
            self.error(
                at,
                format!("`turn` names a player not in this game ({count} players)"),
            );
        }
        setup
    }

    fn player(&mut self, v: &Val, name: &str) -> PlayerSetup {
        let mut ps = PlayerSetup::default();
        let place = format!("`[setup.{name}]`");
        for (k, v) in self.table(v, &place).map(in_order).unwrap_or_default() {
            let key = k.get_ref().as_ref();
            let what = format!("`{key}` of {place}");
            let zone = match key {
                "hand" => &mut ps.hand,
                "deck" => &mut ps.deck,
                "rune_deck" => &mut ps.rune_deck,
                "base" => &mut ps.base,
                "trash" => &mut ps.trash,
                "banishment" => &mut ps.banishment,
                "champion" => &mut ps.champion,
                "legend" => &mut ps.legend,
                "battlefield" | "facedown" => {
                    let table = self.table(v, &format!("{what} (`{key}.<id> = …`)"));
                    for (id, v) in table.map(in_order).unwrap_or_default() {
                        let name = id.get_ref().to_string();
                        self.refs
                            .push(Ref::Battlefield(name.clone(), id.span().start));
                        let what = format!("`{key}.{name}` of {place}");
                        if key == "battlefield" {
                            ps.battlefield.push((name, self.entries(v, &what)));
                        } else if let Some(e) = self.entry(v, &what) {
                            ps.facedown.push((name, e));
                        }
                    }
                    continue;
                }
                "xp" => {
                    ps.xp = self.uint(v, &what, u32::MAX.into()).unwrap_or(0) as u32;
                    continue;
                }
                "points" => {
                    ps.points = self.uint(v, &what, u32::MAX.into()).unwrap_or(0) as u32;
                    continue;
                }
                _ => {
                    self.unknown(k, key, &place, PLAYER_KEYS);
                    continue;
                }
            };
            *zone = self.entries(v, &what);
        }
        ps
    }

    fn entries(&mut self, v: &Val, what: &str) -> Vec<CardEntry> {
        let Some(items) = v.get_ref().as_array() else {
            self.error(
                v.span().start,
                format!("{what} must be a list of card entries"),
            );
            return vec![];
        };
        items.iter().filter_map(|i| self.entry(i, what)).collect()
    }

    /// One card entry string; errors point at the offending word inside it.
    fn entry(&mut self, v: &Val, what: &str) -> Option<CardEntry> {
        let Some(text) = v.get_ref().as_str() else {
            let msg =
                format!("{what}: a card entry must be a string like \"recrue as r1 exhausted\"");
            self.error(v.span().start, msg);
            return None;
        };
        let pos = StrPos::new(self.src, v.span(), text);
        let loc = Location::at(&self.file, self.src, v.span().start);
        match parse_entry(text, loc) {
            Ok((entry, on_at)) => {
                if let (Some(on), Some(at)) = (&entry.on, on_at) {
                    self.refs.push(Ref::Label(on.clone(), pos.source(at)));
                }
                Some(entry)
            }
            Err(e) => {
                self.error(pos.source(e.at), e.message);
                None
            }
        }
    }

    fn run(&mut self, k: &Key, v: &Val) -> Vec<StepLine> {
        let mut steps = None;
        for (k, v) in self.table(v, "`[run]`").map(in_order).unwrap_or_default() {
            match k.get_ref().as_ref() {
                "steps" => steps = Some(self.steps(v)),
                key => self.unknown(k, key, "`[run]`", &["steps"]),
            }
        }
        if steps.is_none() {
            self.error(k.span().start, "`[run]` needs `steps = [ … ]`");
        }
        steps.unwrap_or_default()
    }

    fn steps(&mut self, v: &Val) -> Vec<StepLine> {
        let Some(items) = v.get_ref().as_array() else {
            self.error(v.span().start, "`steps` must be a list of strings");
            return vec![];
        };
        let mut out = vec![];
        for item in items.iter() {
            let Some(text) = self.string(item, "each step") else {
                continue;
            };
            let pos = StrPos::new(self.src, item.span(), &text);
            match step::parse_step(&text) {
                Ok(step) => out.push(StepLine {
                    step,
                    loc: Location::at(&self.file, self.src, item.span().start),
                    text,
                }),
                Err(StepError { at, message }) => self.error(pos.source(at), message),
            }
        }
        out
    }

    /// Reserves explicit `as` labels first, then labels the other entries in file order:
    /// the card id, else `<id>#2`, `#3`… Then checks `on` and battlefield references.
    fn assign_labels(&mut self, setup: &mut Setup) {
        let mut all: Vec<&mut CardEntry> = setup.battlefields.iter_mut().collect();
        all.extend(setup.players.iter_mut().flat_map(|p| p.entries_mut()));
        all.sort_by(|a, b| a.loc.cmp(&b.loc));
        let mut used: BTreeMap<String, Location> = BTreeMap::new();
        for e in all.iter().filter(|e| !e.label.is_empty()) {
            match used.get(&e.label) {
                Some(first) => {
                    let msg = format!(
                        "label `{}` is already used by the entry at {first}",
                        e.label
                    );
                    self.errors.push(Diagnostic::new(e.loc.clone(), msg));
                }
                None => _ = used.insert(e.label.to_string(), e.loc.clone()),
            }
        }
        for e in all.iter_mut().filter(|e| e.label.is_empty()) {
            let mut label = e.card.clone();
            let mut n = 2;
            while used.contains_key(&label) {
                label = format!("{}#{n}", e.card);
                n += 1;
            }
            used.insert(label.clone(), e.loc.clone());
            e.label = label;
        }
        let is_bf = |id: &str| {
            setup
                .battlefields
                .iter()
                .any(|b| b.card == id || b.label == id)
        };
        for r in std::mem::take(&mut self.refs) {
            match r {
                Ref::Label(l, at) if !used.contains_key(&l) => {
                    self.error(at, format!("no object in the setup is labelled `{l}`"));
                }
                Ref::Battlefield(id, at) if !is_bf(&id) => {
                    let msg = format!("`{id}` is not one of `[setup] battlefields`");
                    self.error(at, msg);
                }
                _ => {}
            }
        }
    }
}
