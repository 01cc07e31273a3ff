//! Continuous abilities (727 for dependent ones) in their layers (468–475): what a passive
//! ability gives while it is active — « [Niveau 6][>] J'ai +1 [M]… », « Les autres unités
//! alliées ont +1 [M]. », « Tant que je suis puissante, j'ai [Bouclier]. » — written as a
//! card-script function (`fn continuous(ctx)` for the card's own passive text,
//! `fn <ability>_continuous(ctx)` for a keyword-linked one) that gives Might or keywords.
//!
//! Their contributions are worked out again from the state at every cleanup, in this one place,
//! so no rule has to remember to switch one off (471.3: the layers are evaluated again). Each
//! function is a source whose part in each layer (472: `rules::layers`) is one effect; the
//! core's `rules::layers::settle` applies them layer after layer, within a layer those another
//! depends on first (473, 474: it reads what they give, as the card API records) and the rest
//! in timestamp order (475: the timestamp of the source's text, `Status::since`), the whole
//! sequence again until one changes nothing, each effect applied once and withdrawn once at
//! most (471.1–471.3). A function sees the state without what it gives itself.
//!
//! Only the objects whose card has such a function are looked at
//! (`RiftState::continuous_sources`, read from content as objects are made): a game without any
//! pays next to nothing for it, and a function that reads nothing runs once a cleanup. An
//! evaluation whose functions read nothing that has changed since the last one is given again
//! without running them (`rules::continuous_memo`).

use super::continuous_memo as memo;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::layers::{Layer, changes, layer_of};
use crate::events::{Contribution, EffectEvent, label};
use crate::model::card::{CardKey, ScriptId};
use crate::model::catalog::Catalog;
use crate::model::functions::CONTINUOUS;
use crate::query::conditions::active_dependents_iter;
use crate::state::derived::Derived;
use crate::state::effects::{Duration, Effect, EffectKind, Modifier};
use crate::state::{Game, ObjId};
use grimoire_core::rules::layers::{Aspects, Footprint, Layered, settle};
use grimoire_core::state::reads::Seen;
use std::rc::Rc;

/// Works every continuous contribution out again; returns whether any changed (322).
pub fn refresh(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    // Sources on the board, among the objects whose card has a continuous ability at all:
    // most have none, so there is usually nothing to look at.
    let candidates = candidates(game);
    // Nothing given to take back, and no function to run: no source on the board, or only
    // linked abilities inactive now (their keyword's condition unmet, 727). Nothing can change
    // (most cleanups of most games), so nothing is listed or compared.
    if !game.effects.iter().any(|e| e.duration == Duration::Derived)
        && !candidates
            .iter()
            .any(|&o| is_source(game, o) && functions_now(game, o).next().is_some())
    {
        return Ok(false);
    }
    let before = contributions(game);
    game.effects.retain(|e| e.duration != Duration::Derived);
    // Listed once what was given is taken back: a condition may read it.
    let sources = in_time(game, &candidates);
    let functions: Vec<_> = sources
        .iter()
        .map(|s| memo::function(s.obj, s.script, &s.function, s.since))
        .collect();
    let mut kept = game.ext.derived.take();
    let result = if memo::reusable(&kept, game, &functions) {
        let real = cfg!(debug_assertions).then(|| game.fork());
        memo::replay(&kept, game);
        match real {
            Some(real) => check_replay(real, game, env, &sources),
            None => Ok(()),
        }
    } else {
        kept.valid = false;
        kept.seen.clear();
        let start = memo::Start::of(game);
        let ran = evaluate(game, env, &sources, Some(&mut kept));
        if ran.is_ok() {
            memo::remember(&mut kept, game, start, functions);
        }
        ran
    };
    game.ext.derived.put(kept);
    result?;
    let after = contributions(game);
    if after == before {
        return Ok(false);
    }
    trace_changes(game, &before, &after);
    Ok(true)
}

/// Runs every function of `sources` through the layers (472–475), what each reads recorded
/// into `seen` when given.
fn evaluate(
    game: &mut Game,
    env: &mut Env,
    sources: &[Source],
    seen: Option<&mut Derived>,
) -> Result<(), RulesError> {
    let mut eval = Evaluation {
        statics: game.effects.len(),
        last: vec![Default::default(); sources.len()],
        applied: Vec::new(),
        sources,
        seen: seen.map(|d| &mut d.seen),
        game,
        env,
    };
    settle(&mut eval, sources.len(), Layer::ALL.len())?;
    Ok(())
}

/// Runs the functions on `real`, a copy of the game as it was before the replay, and checks
/// that they give exactly what the replay gave.
fn check_replay(
    mut real: Game,
    game: &Game,
    env: &mut Env,
    sources: &[Source],
) -> Result<(), RulesError> {
    evaluate(&mut real, env, sources, None)?;
    assert_eq!(
        real.effects, game.effects,
        "a replayed evaluation gives what the functions give"
    );
    assert_eq!(real.next_timestamp, game.next_timestamp);
    Ok(())
}

/// One continuous function of an object on the board.
struct Source {
    obj: ObjId,
    script: ScriptId,
    function: Rc<str>,
    /// Its timestamp: that of the object's text (475.1, 475.2).
    since: u32,
}

/// Every function `refresh` runs, in timestamp order (475.3): by the timestamp of their
/// object's text, then arena order (objects a scenario's setup put on the board together), an
/// object's passive text before its dependent abilities, top to bottom.
fn in_time(game: &Game, candidates: &[ObjId]) -> Vec<Source> {
    let mut objects: Vec<ObjId> = candidates
        .iter()
        .copied()
        .filter(|&o| is_source(game, o))
        .collect();
    objects.sort_by_key(|&o| (game.obj(o).since, o));
    let mut out = Vec::new();
    for obj in objects {
        for (script, function) in functions_now(game, obj) {
            out.push(Source {
                obj,
                script,
                function: function.clone(),
                since: game.obj(obj).since,
            });
        }
    }
    out
}

/// The continuous functions of `obj`'s card that run now, top to bottom: its passive text's,
/// then those of its linked abilities whose keyword's condition is met (727).
fn functions_now(game: &Game, obj: ObjId) -> impl Iterator<Item = (ScriptId, &Rc<str>)> {
    let script = game.card(obj).script;
    let info = script.map(|s| game.catalog.script(s));
    let dependents = info.into_iter().flat_map(move |info| {
        active_dependents_iter(game, obj).filter_map(|f| info.function(&f.continuous))
    });
    info.and_then(|info| info.function(CONTINUOUS))
        .into_iter()
        .chain(dependents)
        .filter_map(move |f| Some((script?, f)))
}

/// The evaluation of `refresh`: what each source gave at its last run, by layer, and what has
/// been applied, in the order it was. The game's effects are its static ones (`statics` of
/// them, first) followed by what is applied.
struct Evaluation<'a, 'e, 'g> {
    game: &'g mut Game,
    env: &'g mut Env<'e>,
    sources: &'a [Source],
    /// Where what the functions read is recorded, when it is.
    seen: Option<&'g mut Seen<crate::Riftbound>>,
    statics: usize,
    last: Vec<[Vec<Effect>; 3]>,
    applied: Vec<(usize, usize, Vec<Effect>)>,
}

impl Evaluation<'_, '_, '_> {
    /// The game's effects: the static ones, then what is applied, but for what `except` has.
    fn sync(&mut self, except: Option<usize>) {
        self.game.effects.truncate(self.statics);
        for (s, _, given) in &self.applied {
            if Some(*s) != except {
                self.game.effects.extend_from_slice(given);
            }
        }
    }
}

impl Layered for Evaluation<'_, '_, '_> {
    type Error = RulesError;

    fn run(&mut self, s: usize) -> Result<Footprint, RulesError> {
        let source = &self.sources[s];
        self.sync(Some(s));
        let from = self.game.effects.len();
        self.game.ext.layer_reads = Aspects::NONE;
        let controller = self.game.obj(source.obj).controller;
        let call = ScriptCall::new(
            source.script,
            &source.function,
            CallPhase::Continuous,
            source.obj,
            controller,
        );
        match self.seen.as_deref_mut() {
            Some(seen) => {
                self.game.reads.start();
                let ran = self.env.scripts.call(self.game, self.env.agent, call);
                self.game.reads.stop();
                ran?;
                seen.add(self.game);
                // Whose it is, where, and its text's timestamp: what makes it a source, and
                // its controller the call's.
                seen.object(self.game, source.obj);
            }
            None => {
                self.env.scripts.call(self.game, self.env.agent, call)?;
            }
        }
        let mut print = Footprint {
            reads: std::mem::take(&mut self.game.ext.layer_reads),
            gives: vec![Aspects::NONE; Layer::ALL.len()],
        };
        let mut by_layer: [Vec<Effect>; 3] = Default::default();
        let given: Vec<Effect> = self.game.effects.drain(from..).collect();
        for mut e in given {
            let Some(layer) = layer_of(&e.kind) else {
                continue;
            };
            // What a continuous ability gives has the timestamp of its text (475.2).
            e.timestamp = source.since;
            e.source = Some(source.obj);
            let i = layer.index();
            print.gives[i] = print.gives[i].union(changes(self.game, &e.kind));
            by_layer[i].push(e);
        }
        self.last[s] = by_layer;
        self.sync(None);
        Ok(print)
    }

    fn apply(&mut self, s: usize, layer: usize) {
        let given = self.last[s][layer].clone();
        self.game.effects.extend_from_slice(&given);
        self.applied.push((s, layer, given));
    }

    fn withdraw(&mut self, s: usize, layer: usize) {
        self.applied.retain(|a| (a.0, a.1) != (s, layer));
        self.sync(None);
    }
}

/// A contribution as traces compare them: its source, its object, what it gives.
type Given = (Option<ObjId>, ObjId, EffectKind);

/// Traces what the continuous abilities give now and did not, then what they gave and no
/// longer do.
fn trace_changes(game: &mut Game, before: &[Given], after: &[Given]) {
    for (gained, (source, target, kind)) in after
        .iter()
        .filter(|c| !before.contains(c))
        .map(|c| (true, c))
        .chain(
            before
                .iter()
                .filter(|c| !after.contains(c))
                .map(|c| (false, c)),
        )
    {
        game.emit(|g| {
            let keyword = |kw| g.catalog.glossary.get(kw).shown().to_string();
            let what = match kind {
                EffectKind::Rule(Modifier::Might(n)) => Contribution::Might(*n),
                EffectKind::Rule(Modifier::SetMight(n)) => Contribution::MightBecomes(*n),
                EffectKind::Rule(Modifier::VictoryScore(n)) => Contribution::VictoryScore(*n),
                EffectKind::Rule(Modifier::GrantTag(card, i)) => {
                    Contribution::Tag(crate::query::tags::tag_name(g, *card, *i).to_string())
                }
                EffectKind::GrantKeyword(kw, _) => Contribution::Keyword(keyword(*kw)),
                EffectKind::RemoveKeyword(kw) => Contribution::NoKeyword(keyword(*kw)),
                EffectKind::Rule(
                    m @ (Modifier::BonusDamage { .. }
                    | Modifier::NoDamage
                    | Modifier::PreventFirst { .. }),
                ) => Contribution::Other(super::damage_mods::words(*m)),
                EffectKind::Rule(Modifier::RecallInsteadOfDying) => Contribution::Other(
                    grimoire_core::en_fr!(
                        en: "a recall instead of dying (369)",
                        fr: "un rappel au lieu de mourir (369)"
                    )
                    .to_string(),
                ),
            };
            EffectEvent::ContinuousChanged {
                target: label(g, *target),
                // Named when it is another object's ability.
                source: source.filter(|s| s != target).map(|s| label(g, s)),
                gained,
                what,
            }
            .into()
        });
    }
}

/// The objects whose card has a continuous ability, in arena order, wherever they are.
fn candidates(game: &mut Game) -> Rc<Vec<ObjId>> {
    // The game's fields apart: the list is written, the catalog and the arena read.
    let (catalog, objects) = (&game.catalog, &game.objects);
    game.ext
        .continuous_sources
        .update(catalog, objects, |o| may_contribute(catalog, o.card))
}

/// Whether `o` contributes now: on the board, not attached (an attached card's text is
/// inactive, 718).
fn is_source(game: &Game, o: ObjId) -> bool {
    let o = game.obj(o);
    o.zone.is_board() && o.attached_to.is_none()
}

/// The objects whose continuous abilities `refresh` runs now, in arena order: what a cleanup
/// that never settles names.
pub fn sources(game: &mut Game) -> Vec<ObjId> {
    let candidates = candidates(game);
    candidates
        .iter()
        .copied()
        .filter(|&o| is_source(game, o))
        .collect()
}

/// Whether `card`'s script defines a function `refresh` may call, whatever the state: its
/// passive text's, or that of a linked ability whose keyword has a condition (727) — the only
/// ones `active_dependents` can give. Content only: asked once an object (`ObjectList`).
fn may_contribute(catalog: &Catalog, card: CardKey) -> bool {
    let card = catalog.card(card);
    let Some(script) = card.script else {
        return false;
    };
    let info = catalog.script(script);
    info.defines(CONTINUOUS)
        || card.abilities.iter().any(|f| {
            f.keyword
                .is_some_and(|kw| catalog.glossary.get(kw).hooks.condition.is_some())
                && info.defines(&f.continuous)
        })
}

/// The derived contributions, with their sources, without their timestamps (their sources').
fn contributions(game: &Game) -> Vec<Given> {
    let derived = |e: &&Effect| e.duration == Duration::Derived;
    game.effects
        .iter()
        .filter(derived)
        .map(|e| (e.source, e.target.obj, e.kind))
        .collect()
}
