//! A scenario file (TOML) read into typed records: setup, card entries with their labels, and
//! steps. No game logic happens here; the runner gets a [`Scenario`] it can trust.
//!
//! The format is a promise to the people who write scenarios, so this reader is strict: an
//! unknown key, a stray word in a card entry or a step that does not parse is an error at its
//! `file:line:col`, never silently ignored. It works on toml's spanned document ([`DeTable`])
//! rather than serde structs because every value needs its position, and because
//! `deny_unknown_fields` cannot report the allowed keys nor collect every error at once. Which
//! keys a setup has is the ruleset's ([`SetupSchema`]).

use super::step::{PlayerIdx, StepLine, parse_player};
use super::{EntryWord, ScenarioRules, SetupSchema};
use crate::diag::{Diagnostic, SourcePos};
use entry::{StrPos, parse_entry};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use toml::Spanned;
use toml::de::{DeString, DeTable, DeValue};

mod deck_checks;
mod entry;
mod steps;

pub use deck_checks::{CHECK_KEYS, DeckCheck};

/// One parsed scenario file.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario<R: ScenarioRules> {
    pub path: String,
    pub source: String,
    pub title: String,
    pub rules: Vec<String>,
    /// The rules' examples the file shows (`"709#2"`, `grimoire coverage`), each under a clause
    /// the file names in `rules`.
    pub examples: Vec<String>,
    pub seed: u64,
    /// Extra packs, resolved relative to the scenario file's folder.
    pub packs: Vec<PathBuf>,
    pub setup: Setup,
    pub steps: Vec<StepLine<R>>,
    /// Whether the file plays a game (`[run]`); a file of deck checks only plays none.
    pub plays: bool,
    /// `[[deck_check]]`: decks the game's deck-building rules must accept or refuse.
    pub deck_checks: Vec<DeckCheck>,
}

/// `[setup]`: whose turn it is (p1 when absent), the places in play, one record per player.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    pub turn: PlayerIdx,
    /// The entries of the schema's `places` list.
    pub places: Vec<CardEntry>,
    /// At least two (p1, p2); more when the file has `[setup.p3]` and so on.
    pub players: Vec<PlayerSetup>,
}

/// `[setup.pN]`: every key the file gives, as written (top of a deck first), in file order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlayerSetup {
    /// Lists of entries by zone key (`hand`, `deck`…).
    pub zones: Vec<(String, Vec<CardEntry>)>,
    /// Keyed tables (`<key>.<place>`): key, place, entries.
    pub keyed: Vec<(String, String, Vec<CardEntry>)>,
    /// Numbers, by key.
    pub numbers: Vec<(String, u64)>,
}

impl PlayerSetup {
    /// The entries of zone `key`, empty when the file gives none.
    pub fn zone(&self, key: &str) -> &[CardEntry] {
        self.zones
            .iter()
            .find(|(k, _)| k == key)
            .map_or(&[], |(_, v)| v.as_slice())
    }

    /// The entries of keyed table `key`, by place, in file order.
    pub fn keyed(&self, key: &str) -> impl Iterator<Item = (&str, &[CardEntry])> {
        self.keyed
            .iter()
            .filter(move |(k, _, _)| k == key)
            .map(|(_, place, v)| (place.as_str(), v.as_slice()))
    }

    /// A number the file gives, if it does.
    pub fn number(&self, key: &str) -> Option<u64> {
        self.numbers.iter().find(|(k, _)| k == key).map(|(_, n)| *n)
    }

    /// Every entry of this player, in no particular order.
    fn entries_mut(&mut self) -> impl Iterator<Item = &mut CardEntry> {
        self.zones
            .iter_mut()
            .flat_map(|(_, z)| z.iter_mut())
            .chain(self.keyed.iter_mut().flat_map(|(_, _, z)| z.iter_mut()))
    }
}

/// `"<card-id>[ as <label>][ <word>…]"`, the words of the ruleset's schema. `label` is always
/// filled in: the `as` label, else an automatic one (`card-id`, `card-id#2`…).
#[derive(Debug, Clone, PartialEq)]
pub struct CardEntry {
    pub card: String,
    pub label: String,
    /// Flag words given (`exhausted`, `tapped`…).
    pub flags: Vec<String>,
    /// Number words given, with their numbers (`damage 2`).
    pub numbers: Vec<(String, u32)>,
    /// `on <label>`: the object it is attached to.
    pub on: Option<String>,
    /// Where the entry's string starts (its opening quote).
    pub loc: SourcePos,
}

impl CardEntry {
    pub fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }

    /// A number word's number, 0 when not given.
    pub fn number(&self, word: &str) -> u32 {
        self.numbers
            .iter()
            .find(|(w, _)| w == word)
            .map_or(0, |(_, n)| *n)
    }
}

/// The game a scenario file names (`game = "…"`), if it names one: which ruleset runs it.
pub fn scenario_game(source: &str) -> Option<String> {
    let (root, _) = DeTable::parse_recoverable(source);
    let v = root.get_ref().get("game")?;
    v.get_ref().as_str().map(String::from)
}

const TOP_KEYS: &[&str] = &[
    "title",
    "rules",
    "examples",
    "seed",
    "packs",
    "setup",
    "run",
    "game",
    "deck_check",
];

fn setup_keys(schema: &SetupSchema) -> Vec<String> {
    let mut v = vec!["turn".to_string()];
    v.extend(schema.places.map(String::from));
    v.extend(["p1", "p2", "…"].map(String::from));
    v
}

fn player_keys(schema: &SetupSchema) -> Vec<String> {
    let mut v: Vec<String> = schema.zones.iter().map(|z| z.to_string()).collect();
    v.extend(schema.keyed.iter().map(|(k, _)| format!("{k}.<id>")));
    v.extend(schema.numbers.iter().map(|n| n.to_string()));
    v
}

/// Reads and parses a scenario file; an unreadable file is a diagnostic at its line 1.
pub fn load_scenario<R: ScenarioRules>(path: &Path) -> Result<Scenario<R>, Vec<Diagnostic>> {
    match crate::content::files::read_at_most(path, 4 << 20, "a scenario") {
        Ok(source) => parse_scenario(path, &source),
        Err(e) => Err(vec![Diagnostic::new(
            SourcePos::new(path.display().to_string(), 1, 1),
            format!("cannot read scenario file: {e}"),
        )]),
    }
}

/// Parses `source`, read from `path`. Returns every error found, not just the first.
pub fn parse_scenario<R: ScenarioRules>(
    path: &Path,
    source: &str,
) -> Result<Scenario<R>, Vec<Diagnostic>> {
    let file = path.display().to_string();
    let (root, toml_errors) = DeTable::parse_recoverable(source);
    if !toml_errors.is_empty() {
        // Recovery reports errors out of order; a reader wants them top to bottom.
        let mut errors: Vec<_> = toml_errors
            .iter()
            .map(|e| {
                let at = e.span().map_or(0, |r| r.start);
                Diagnostic::new(SourcePos::at(&file, source, at), e.message().trim())
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
        schema: R::SETUP,
    };
    // Its steps, labels and title are shown in traces: no control character (`shown.rs`).
    crate::content::shown_text::check_toml_lines(&cx.file, source, &mut cx.errors);
    let dir = path.parent().unwrap_or(Path::new(""));
    let (mut title, mut rules, mut seed, mut packs) = (None, None, 0, vec![]);
    let mut examples = vec![];
    let (mut setup, mut steps) = (None, None);
    let mut deck_checks = vec![];
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
            "examples" => examples = cx.examples(v),
            "seed" => seed = cx.uint(v, "`seed`", u64::MAX).unwrap_or(0),
            "packs" => {
                let list = cx.strings(v, "`packs`").unwrap_or_default();
                packs = list.into_iter().map(|p| dir.join(p)).collect();
            }
            "setup" => setup = Some(cx.setup(v)),
            "run" => steps = Some(cx.run::<R>(k, v)),
            "deck_check" => deck_checks = cx.deck_checks(v),
            "game" => {
                if let Some(g) = cx.string(v, "`game`")
                    && g != R::NAME
                {
                    let msg = format!("this scenario is for the game `{g}`, not `{}`", R::NAME);
                    cx.error(v.span().start, msg);
                }
            }
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
    // A file may have deck checks only; then it plays no game and sets none up.
    if steps.is_none() && deck_checks.is_empty() {
        cx.error(
            0,
            "missing `[run]` with its `steps` (or `[[deck_check]]` tables)",
        );
    }
    if let Some(k) = root.get_ref().keys().find(|k| k.get_ref() == "setup")
        && steps.is_none()
        && !deck_checks.is_empty()
    {
        let msg = "`[setup]` without `[run]`: a file of deck checks only plays no game";
        cx.error(k.span().start, msg);
    }
    // An example shows its clause: a file naming one checks that clause too.
    for (e, at) in &examples {
        let clause = super::examples::example_clause(e);
        if rules
            .as_ref()
            .is_some_and(|r| !r.iter().any(|c| c == clause))
        {
            let msg = format!("the example {e} sits under {clause}, which `rules` does not name");
            cx.error(*at, msg);
        }
    }
    // A step or a deck check shows a clause the file checks: it names it in `rules` too.
    let tied = steps.iter().flatten().map(|l| ("step", &l.rules));
    for (what, tied) in tied.chain(deck_checks.iter().map(|c| ("deck check", &c.rules))) {
        for (clause, at) in tied {
            if rules.as_ref().is_some_and(|r| !r.contains(clause)) {
                let msg =
                    format!("this {what} shows {clause}, which the file's `rules` does not name");
                cx.error(*at, msg);
            }
        }
    }
    let examples = examples.into_iter().map(|(e, _)| e).collect();
    let mut setup = setup.unwrap_or_else(|| Setup {
        turn: 0,
        places: vec![],
        players: vec![PlayerSetup::default(), PlayerSetup::default()],
    });
    cx.assign_labels(&mut setup);
    let plays = steps.is_some();
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
        examples,
        seed,
        packs,
        setup,
        steps,
        plays,
        deck_checks,
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

/// What a card entry or a keyed table refers to, checked once labels are known.
enum Ref {
    /// `on <label>`: any object's label.
    Label(String, usize),
    /// A keyed table's key: a place's card id or label.
    Place(String, usize),
}

/// The parsing context: the source, for positions, and the errors collected so far.
struct Cx<'s> {
    file: String,
    src: &'s str,
    errors: Vec<Diagnostic>,
    refs: Vec<Ref>,
    schema: SetupSchema,
}

impl Cx<'_> {
    fn error(&mut self, byte: usize, message: impl Into<String>) {
        let loc = SourcePos::at(&self.file, self.src, byte);
        self.errors.push(Diagnostic::new(loc, message));
    }

    fn unknown<S: AsRef<str>>(&mut self, k: &Key, key: &str, place: &str, allowed: &[S]) {
        let allowed: Vec<&str> = allowed.iter().map(|s| s.as_ref()).collect();
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

    /// `examples`: rule examples by their clause, `#n` for the n-th of several (`"709#2"`).
    fn examples(&mut self, v: &Val) -> Vec<(String, usize)> {
        let Some(list) = self.strings(v, "`examples`") else {
            return vec![];
        };
        if !list.iter().all(|e| super::examples::well_formed(e)) {
            let msg = "`examples` names rule examples by their clause, with `#n` for the n-th \
                       of several under it (\"807.2\", \"709#2\")";
            self.error(v.span().start, msg);
        }
        list.into_iter().map(|e| (e, v.span().start)).collect()
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
            places: vec![],
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
                key if Some(key) == self.schema.places => {
                    setup.places = self.entries(v, &format!("`{key}`"))
                }
                key => match parse_player(key) {
                    Some(p) => _ = players.insert(p, self.player(v, key)),
                    None => {
                        let allowed = setup_keys(&self.schema);
                        self.unknown(k, key, "`[setup]`", &allowed)
                    }
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
        let schema = self.schema;
        for (k, v) in self.table(v, &place).map(in_order).unwrap_or_default() {
            let key = k.get_ref().as_ref();
            let what = format!("`{key}` of {place}");
            if let Some(zone) = schema.zones.iter().find(|z| **z == key) {
                let entries = self.entries(v, &what);
                ps.zones.push((zone.to_string(), entries));
            } else if let Some((keyed, single)) = schema.keyed.iter().find(|(z, _)| *z == key) {
                let table = self.table(v, &format!("{what} (`{key}.<id> = …`)"));
                for (id, v) in table.map(in_order).unwrap_or_default() {
                    let name = id.get_ref().to_string();
                    self.refs.push(Ref::Place(name.clone(), id.span().start));
                    let what = format!("`{key}.{name}` of {place}");
                    let entries = if *single {
                        self.entry(v, &what).into_iter().collect()
                    } else {
                        self.entries(v, &what)
                    };
                    ps.keyed.push((keyed.to_string(), name, entries));
                }
            } else if let Some(n) = schema.numbers.iter().find(|n| **n == key) {
                let value = self.uint(v, &what, u32::MAX.into()).unwrap_or(0);
                ps.numbers.push((n.to_string(), value));
            } else {
                let allowed = player_keys(&schema);
                self.unknown(k, key, &place, &allowed);
            }
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

    /// One card entry string; errors mark the offending word inside it.
    fn entry(&mut self, v: &Val, what: &str) -> Option<CardEntry> {
        let Some(text) = v.get_ref().as_str() else {
            let example = match self
                .schema
                .entry
                .iter()
                .find(|(_, k)| *k == EntryWord::Flag)
            {
                Some((flag, _)) => format!("\"<card-id> as <label> {flag}\""),
                None => "\"<card-id> as <label>\"".to_string(),
            };
            let msg = format!("{what}: a card entry must be a string like {example}");
            self.error(v.span().start, msg);
            return None;
        };
        let pos = StrPos::new(self.src, v.span(), text);
        let loc = SourcePos::at(&self.file, self.src, v.span().start);
        match parse_entry(text, loc, self.schema.entry) {
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

    fn run<R: ScenarioRules>(&mut self, k: &Key, v: &Val) -> Vec<StepLine<R>> {
        let mut steps = None;
        for (k, v) in self.table(v, "`[run]`").map(in_order).unwrap_or_default() {
            match k.get_ref().as_ref() {
                "steps" => steps = Some(self.steps::<R>(v)),
                key => self.unknown(k, key, "`[run]`", &["steps"]),
            }
        }
        if steps.is_none() {
            self.error(k.span().start, "`[run]` needs `steps = [ … ]`");
        }
        steps.unwrap_or_default()
    }

    /// Reserves explicit `as` labels first, then labels the other entries in file order:
    /// the card id, else `<id>#2`, `#3`… Then checks `on` and place references.
    fn assign_labels(&mut self, setup: &mut Setup) {
        let mut all: Vec<&mut CardEntry> = setup.places.iter_mut().collect();
        all.extend(setup.players.iter_mut().flat_map(|p| p.entries_mut()));
        all.sort_by(|a, b| a.loc.cmp(&b.loc));
        let mut used: BTreeMap<String, SourcePos> = BTreeMap::new();
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
        let is_place = |id: &str| setup.places.iter().any(|b| b.card == id || b.label == id);
        let places = self.schema.places.unwrap_or("places");
        for r in std::mem::take(&mut self.refs) {
            match r {
                Ref::Label(l, at) if !used.contains_key(&l) => {
                    self.error(at, format!("no object in the setup is labelled `{l}`"));
                }
                Ref::Place(id, at) if !is_place(&id) => {
                    let msg = format!("`{id}` is not one of `[setup] {places}`");
                    self.error(at, msg);
                }
                _ => {}
            }
        }
    }
}
