//! Running scenario files of any game: each file's `game` key picks its ruleset; each game
//! keeps one script host and a catalog per set of extra packs, since the scenarios of a suite
//! mostly share one. What `grimoire run`, `grimoire watch`, the test suite and the benchmark use.

use crate::base::{BaseSource, scenario_game};
use crate::games::Game;
use crate::with_game;
use grimoire_core::content::{Loaded, PackFiles};
use grimoire_core::diag::{Diagnostic, SourcePos};
use grimoire_core::scenario::ScenarioRules;
use grimoire_core::scenario::load_scenario;
use grimoire_core::scenario::rerun::{Outcomes, Rendered};
use grimoire_core::scenario::run::{catalog_for, run};
use grimoire_core::script::ScriptHost;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What running one scenario file gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ran {
    /// It ran: its rendered outcome (trace, verdict, final state), and why it failed if it did.
    Done {
        game: Game,
        text: String,
        failure: Option<String>,
    },
    /// It could not run: bad input.
    Bad(Vec<Diagnostic>),
}

/// Runs scenarios of one game.
trait GameSuite {
    fn run(&mut self, path: &Path) -> Ran;
}

struct RulesetSuite<R: ScenarioRules> {
    game: Game,
    base: Result<PackFiles, Diagnostic>,
    host: ScriptHost<R>,
    catalogs: BTreeMap<Vec<PathBuf>, Loaded<R>>,
}

impl<R: ScenarioRules> GameSuite for RulesetSuite<R> {
    fn run(&mut self, path: &Path) -> Ran {
        let base = match &self.base {
            Ok(b) => b,
            Err(d) => return Ran::Bad(vec![d.clone()]),
        };
        let scn = match load_scenario::<R>(path) {
            Ok(s) => s,
            Err(errors) => return Ran::Bad(errors),
        };
        let loaded = match self.catalogs.get(&scn.packs) {
            Some(c) => c.clone(),
            None => match catalog_for(&scn, base, &self.host) {
                Ok(c) => {
                    self.catalogs.insert(scn.packs.clone(), c.clone());
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
            },
            Err(errors) => Ran::Bad(errors),
        }
    }
}

/// Scenario runners for every game met so far.
pub struct Suite {
    base: BaseSource,
    games: BTreeMap<Game, Box<dyn GameSuite>>,
}

impl Suite {
    pub fn new(base: BaseSource) -> Suite {
        Suite {
            base,
            games: BTreeMap::new(),
        }
    }

    /// Runs one scenario file with the ruleset its `game` key names.
    pub fn run(&mut self, path: &Path) -> Ran {
        let source = match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => {
                return Ran::Bad(vec![Diagnostic::new(
                    SourcePos::new(path.display().to_string(), 1, 1),
                    format!("cannot read scenario file: {e}"),
                )]);
            }
        };
        let game = match scenario_game(&source) {
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
        suite.run(path)
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
