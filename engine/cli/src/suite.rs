//! Running scenario files of any game: each file's `game` key picks its ruleset; each game
//! keeps one script host and a catalog per set of extra packs, since the scenarios of a suite
//! mostly share one. What `grimoire run`, `test`, `watch`, the test suite and the benchmark use.
//!
//! A scenario plays with the base game, the packs its `packs` key names and, when it lies in a
//! pack's `scenarios/` folder, that pack; their dependencies are looked up by name among the
//! packs found beside the base game and given with `--pack` (`packs::Found`).

use crate::base::{BaseSource, scenario_game};
use crate::games::Game;
use crate::packs::{Found, PackId};
use crate::with_game;
use grimoire_core::content::{Loaded, PackFiles, load};
use grimoire_core::diag::{Diagnostic, SourcePos};
use grimoire_core::scenario::ScenarioRules;
use grimoire_core::scenario::load_scenario;
use grimoire_core::scenario::rerun::{Outcomes, Rendered};
use grimoire_core::scenario::run::run;
use grimoire_core::script::ScriptHost;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What running one scenario file gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ran {
    /// It ran: its rendered outcome (trace, verdict, final state), and why it failed if it did;
    /// the packs it played with, in load order.
    Done {
        game: Game,
        text: String,
        failure: Option<String>,
        packs: Vec<PackId>,
    },
    /// It could not run: bad input.
    Bad(Vec<Diagnostic>),
}

/// Runs scenarios of one game.
trait GameSuite {
    fn run(&mut self, path: &Path, owner: Option<&Path>, found: &Found) -> Ran;
}

/// A catalog and the identities of the packs it was loaded from.
type Cached<R> = (Loaded<R>, Vec<PackId>);

struct RulesetSuite<R: ScenarioRules> {
    game: Game,
    base: Result<PackFiles, Diagnostic>,
    host: ScriptHost<R>,
    catalogs: BTreeMap<Vec<PathBuf>, Cached<R>>,
}

impl<R: ScenarioRules> GameSuite for RulesetSuite<R> {
    fn run(&mut self, path: &Path, owner: Option<&Path>, found: &Found) -> Ran {
        let base = match &self.base {
            Ok(b) => b,
            Err(d) => return Ran::Bad(vec![d.clone()]),
        };
        let scn = match load_scenario::<R>(path) {
            Ok(s) => s,
            Err(errors) => return Ran::Bad(errors),
        };
        let named: Vec<PathBuf> = owner
            .map(Path::to_path_buf)
            .into_iter()
            .chain(scn.packs.iter().cloned())
            .collect();
        let packs = found.with_dependencies(&named);
        let (loaded, ids) = match self.catalogs.get(&packs) {
            Some(c) => c.clone(),
            None => match catalog(base, &packs, &self.host) {
                Ok(c) => {
                    self.catalogs.insert(packs, c.clone());
                    c
                }
                Err(errors) => return Ran::Bad(errors),
            },
        };
        match run(&scn, &loaded, &self.host) {
            Ok(o) => Ran::Done {
                game: self.game,
                text: o.render(&scn),
                failure: o.failure,
                packs: ids,
            },
            Err(errors) => Ran::Bad(errors),
        }
    }
}

/// The base game and `packs`, loaded.
fn catalog<R: ScenarioRules>(
    base: &PackFiles,
    packs: &[PathBuf],
    host: &ScriptHost<R>,
) -> Result<Cached<R>, Vec<Diagnostic>> {
    let mut files = vec![base.clone()];
    for p in packs {
        files.push(PackFiles::read_dir(p).map_err(|d| vec![d])?);
    }
    let loaded = load::<R>(files.clone(), host.engine())?;
    let ids = PackId::in_load_order(&files, &loaded.catalog.packs);
    Ok((loaded, ids))
}

/// The pack whose `scenarios/` folder holds `path`, if any: its scenarios play with it loaded.
pub fn owner_pack(path: &Path) -> Option<PathBuf> {
    let folder = crate::snapfile::scenarios_folder(path)?;
    let pack = folder.parent()?;
    if !pack.join("pack.toml").is_file() {
        return None;
    }
    // Shown as the scenario's path was given: relative to here unless it was absolute.
    Some(if path.is_absolute() {
        pack.to_path_buf()
    } else {
        crate::snapfile::relative(pack)
    })
}

/// Scenario runners for every game met so far.
pub struct Suite {
    base: BaseSource,
    found: Found,
    games: BTreeMap<Game, Box<dyn GameSuite>>,
}

impl Suite {
    /// Scenarios on `base`, with the packs found beside it for dependencies.
    pub fn new(base: BaseSource) -> Suite {
        let found = Found::new(&base, &[]);
        Suite::with_packs(base, found)
    }

    /// Scenarios on `base`, looking dependencies up among `found`.
    pub fn with_packs(base: BaseSource, found: Found) -> Suite {
        Suite {
            base,
            found,
            games: BTreeMap::new(),
        }
    }

    /// Runs one scenario file with the ruleset its `game` key names (else its pack's game,
    /// else the default game).
    pub fn run(&mut self, path: &Path) -> Ran {
        let source = match grimoire_core::content::files::read_at_most(path, 4 << 20, "a scenario")
        {
            Ok(s) => s,
            Err(e) => {
                return Ran::Bad(vec![Diagnostic::new(
                    SourcePos::new(path.display().to_string(), 1, 1),
                    format!("cannot read scenario file: {e}"),
                )]);
            }
        };
        let owner = owner_pack(path);
        let game = match scenario_game(&source) {
            Ok(g) if !source_names_game(&source) => {
                owner.as_deref().map(|p| self.found.game_of(p)).unwrap_or(g)
            }
            Ok(g) => g,
            Err(e) => {
                return Ran::Bad(vec![Diagnostic::new(
                    SourcePos::new(path.display().to_string(), 1, 1),
                    e,
                )]);
            }
        };
        let base = &self.base;
        let suite = self.games.entry(game).or_insert_with(|| {
            with_game!(game, R => Box::new(RulesetSuite::<R> {
                game,
                base: base.files(game),
                host: ScriptHost::new(),
                catalogs: BTreeMap::new(),
            }) as Box<dyn GameSuite>)
        });
        suite.run(path, owner.as_deref(), &self.found)
    }

    /// Runs each scenario, rendered for comparison with another run (`grimoire watch`).
    pub fn outcomes(&mut self, paths: &[PathBuf]) -> Outcomes {
        paths
            .iter()
            .map(|p| {
                let r = match self.run(p) {
                    Ran::Done { text, failure, .. } => Rendered {
                        text,
                        passed: failure.is_none(),
                    },
                    Ran::Bad(e) => Rendered::errors(e),
                };
                (p.clone(), r)
            })
            .collect()
    }

    /// Forgets loaded catalogs, so the next runs read cards and scripts from disk again.
    pub fn reload(&mut self) {
        self.games.clear();
    }
}

/// Whether a scenario's source names its game (`game = "…"`).
fn source_names_game(source: &str) -> bool {
    grimoire_core::scenario::format::scenario_game(source).is_some()
}

/// Scenario files: files as given, folders searched for `*.toml` (pack folders skipped), in
/// path order.
pub fn scenario_paths(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Diagnostic> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            out.extend(
                grimoire_core::scenario::files::scenario_files(p).map_err(|e| {
                    Diagnostic::new(
                        SourcePos::new(p.display().to_string(), 1, 1),
                        format!("cannot read folder: {e}"),
                    )
                })?,
            );
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}
