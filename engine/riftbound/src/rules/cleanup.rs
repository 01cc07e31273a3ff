//! Cleanups (318–324), in the order of 323, repeated until one changes nothing (322).

use super::combat::update_designations;
use super::damage::kill_lethal;
use super::env::Env;
use super::error::RulesError;
use super::glance::Glance;
use super::movement::recall;
use super::showdown::{begin_staged, stage};
use super::zones::{Position, move_to};
use crate::events::{BattlefieldEvent, BoardEvent, TurnEvent, bf_name, label};
use crate::model::card::CardKind;
use crate::model::functions::CONTINUOUS;
use crate::query::board::units_in;
use crate::state::object::Object;
use crate::state::{BfId, Game, ObjId, Zone};
use grimoire_core::diag::SourcePos;

/// Passes a cleanup may take before it is taken for one that never settles: the base game's
/// cleanups settle within a few (each pass that changes something kills, moves or gives
/// something for good, but a pack's continuous abilities could give and take back forever).
pub const MAX_PASSES: u32 = 64;

pub fn cleanup(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    for _ in 0..MAX_PASSES {
        // Continuous abilities first: Might they give decides what is lethal.
        let mut changed = super::continuous::refresh(game, env)?;
        changed |= victory(game);
        if game.turn.winner.is_some() {
            return Ok(());
        }
        changed |= update_designations(game);
        changed |= super::observed::left_board(game, env)?;
        changed |= super::noted::put_noted(game, env)?;
        // 323.4–323.7 read the whole board and seldom find anything: one glance says which
        // has work, and holds until one of them changes the game (`since`).
        let glance = Glance::taken(game);
        let mut since = glance.damaged && kill_lethal(game, env)?;
        since |= (since || glance.unheld) && lose_control(game);
        since |= (since || glance.misplaced) && corrective_recalls(game);
        changed |= since;
        changed |= stage(game, env)?;
        changed |= begin_staged(game, env)?;
        if !changed {
            return Ok(());
        }
    }
    Err(unsettled(game))
}

/// The error of a cleanup that did not settle within `MAX_PASSES`: at the continuous ability
/// of the first object that has one on the board, naming every such object (what gives
/// something at each pass), so that the step that led there is undone and the cards named.
fn unsettled(game: &mut Game) -> RulesError {
    let sources = super::continuous::sources(game);
    let names: Vec<String> = sources
        .iter()
        .map(|&o| label(game, o).to_string())
        .collect();
    let replacers = super::death_replacements::in_play(game);
    if names.is_empty() && !replacers.is_empty() {
        let names: Vec<String> = replacers
            .iter()
            .map(|&o| label(game, o).to_string())
            .collect();
        return RulesError::NotSupported(format!(
            "the cleanup (322) still changes the game after {MAX_PASSES} passes: a replacement \
             takes the place of a death at every pass and leaves the unit with lethal damage, \
             so it would die again ({}; 369)",
            names.join(", ")
        ));
    }
    let why = format!(
        "the cleanup (322) still changes the game after {MAX_PASSES} passes: what the \
         continuous abilities on the board give never settles ({})",
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    );
    let Some((&first, script)) = sources
        .first()
        .and_then(|o| Some((o, game.card(*o).script?)))
    else {
        return RulesError::NotSupported(why);
    };
    let info = game.catalog.script(script);
    let function = info.functions.first().map_or("continuous", |f| &**f);
    let function = if info.defines(CONTINUOUS) {
        CONTINUOUS
    } else {
        function
    };
    let (line, col) = info.declared_at.get(function).copied().unwrap_or((1, 1));
    RulesError::Script {
        card: game.card(first).id.clone(),
        location: SourcePos::new(info.file_of(function), line, col),
        message: why,
        printed: Vec::new(),
    }
}

/// 323.1: a player at the victory score with more points than every opponent wins.
fn victory(game: &mut Game) -> bool {
    // Nobody at the mode's victory score (most cleanups): nobody to compare, and no effect
    // lowers it (478.3 raises only), so the effects are not read.
    let below = |score: u32| game.players.iter().all(|pl| pl.points < score);
    if game.turn.winner.is_some() || below(game.mode.victory_score) {
        return false;
    }
    let score = crate::query::victory::score(game);
    if below(score) {
        return false;
    }
    let Some(p) = game
        .player_ids()
        .max_by_key(|p| (game.players[p.index()].points, std::cmp::Reverse(*p)))
    else {
        return false;
    };
    let pts = game.players[p.index()].points;
    let alone = game
        .player_ids()
        .all(|q| q == p || game.players[q.index()].points < pts);
    if pts >= score && alone {
        game.turn.winner = Some(p);
        game.turn.priority = None;
        game.emit(|_| {
            TurnEvent::Wins {
                player: p,
                points: pts,
            }
            .into()
        });
        return true;
    }
    false
}

/// 323.6: in an open state, a battlefield without units and without a showdown there becomes
/// uncontrolled.
fn lose_control(game: &mut Game) -> bool {
    if game.is_closed() {
        return false;
    }
    let mut changed = false;
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        let busy = game.showdown.as_ref().is_some_and(|s| s.bf == b);
        // Only a controlled battlefield can lose control: its units are looked at only then.
        if !busy && game.battlefields[i].controller.is_some() && units_in(game, b).next().is_none()
        {
            game.battlefields[i].controller = None;
            crate::state::board::edited(game);
            game.emit(|g| {
                BattlefieldEvent::Uncontrolled {
                    battlefield: bf_name(g, b),
                    rule: "323.6",
                }
                .into()
            });
            changed = true;
        }
    }
    changed
}

/// 323.7: unattached gear at battlefields and permanents or runes in another player's base go
/// back to their controller's base; hidden cards at battlefields their controller does not
/// control go to their owner's trash (107.3.d).
///
/// Objects are corrected in arena order, each as it is when its turn comes (an earlier move may
/// have changed it): each step takes the first object from there that needs a correction now.
/// Only the locations and face-down zones are read, the only zones where one can apply.
fn corrective_recalls(game: &mut Game) -> bool {
    let mut changed = false;
    let mut from = ObjId(0);
    while let Some((id, correction)) = next_correction(game, from) {
        from = ObjId(id.0 + 1);
        match correction {
            Correction::Recall => recall(
                game,
                id,
                grimoire_core::en_fr!(
                    en: "corrective recall, 323.7",
                    fr: "rappel correctif, 323.7"
                ),
            ),
            Correction::Trash => {
                let owner = game.obj(id).owner;
                move_to(game, id, Zone::Trash(owner), Position::Bottom);
                game.emit(|g| {
                    BoardEvent::HiddenRemoved {
                        card: label(g, id),
                        owner,
                    }
                    .into()
                });
            }
        }
        changed = true;
    }
    changed
}

/// What 323.7 does to an object.
#[derive(Clone, Copy)]
enum Correction {
    Recall,
    Trash,
}

/// The first object from `from` on, in arena order, that 323.7 corrects now, and how: the first
/// of each zone where a correction can apply, then the first of those.
fn next_correction(game: &Game, from: ObjId) -> Option<(ObjId, Correction)> {
    let mut best: Option<(ObjId, Correction)> = None;
    let mut consider = |found: Option<ObjId>, correction| {
        if let Some(o) = found
            && best.is_none_or(|(b, _)| o < b)
        {
            best = Some((o, correction));
        }
    };
    // A permanent or rune in another player's base.
    for p in game.player_ids() {
        let wrong_base = first_from(game, Zone::Base(p), from, |o| o.controller != p);
        consider(wrong_base, Correction::Recall);
    }
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        // Gear at a battlefield, unattached.
        let stray_gear = first_from(game, Zone::Battlefield(b), from, |o| {
            o.attached_to.is_none() && o.kind == CardKind::Gear
        });
        consider(stray_gear, Correction::Recall);
        // A hidden card at a battlefield its controller does not control (107.3.d).
        let controller = game.battlefields[i].controller;
        let exposed = first_from(game, Zone::Facedown(b), from, |o| {
            controller != Some(o.controller)
        });
        consider(exposed, Correction::Trash);
    }
    best
}

/// The first object of `zone` from `from` on that `needs` accepts. A location's or face-down
/// zone's objects are in arena order (unordered zones), so that is the first in arena order.
fn first_from(
    game: &Game,
    zone: Zone,
    from: ObjId,
    needs: impl Fn(&Object) -> bool,
) -> Option<ObjId> {
    let here = game.zone_slice(zone);
    here[here.partition_point(|&o| o < from)..]
        .iter()
        .copied()
        .find(|&o| needs(game.obj(o)))
}

#[cfg(test)]
mod tests {
    use super::{MAX_PASSES, cleanup};
    use crate::model::card::{CardKind, CardType, ScriptId};
    use crate::model::catalog::{Catalog, ScriptInfo};

    use crate::rules::RulesError;
    use crate::rules::env::{CallPhase, Env, ScriptCall, ScriptRunner};
    use crate::state::chain::Chosen;
    use crate::state::effects::{Duration, EffectKind, Modifier};
    use crate::state::{Game, PlayerId, Zone};
    use std::cell::Cell;
    use std::rc::Rc;

    /// A runner whose continuous ability gives +1 Might at one refresh and nothing at the next:
    /// what it gives never settles (a pack's script could do this reading what it gave).
    struct Flicker {
        on: Cell<bool>,
        calls: Cell<u32>,
    }

    impl ScriptRunner<crate::Riftbound> for Flicker {
        fn call(
            &self,
            game: &mut Game,
            _: &mut Box<crate::agent::Agent>,
            call: ScriptCall,
        ) -> Result<Chosen, RulesError> {
            assert_eq!(call.phase, CallPhase::Continuous);
            // What it gives hangs on something no read records (as a script asking a card-API
            // function that records nothing): every refresh runs it (`rules::continuous_memo`).
            game.reads.untracked();
            self.calls.set(self.calls.get() + 1);
            self.on.set(!self.on.get());
            if self.on.get() {
                let kind = EffectKind::Rule(Modifier::Might(1));
                game.add_effect(call.source, kind, Duration::Derived);
            }
            Ok(Chosen::default())
        }
    }

    /// A cleanup that changes the game at every pass ends after `MAX_PASSES` with an error at
    /// the continuous ability of the card involved, instead of looping forever.
    #[test]
    fn a_cleanup_that_never_settles_is_an_error_naming_the_cards() {
        let mut catalog = Catalog::default();
        catalog.scripts.push(ScriptInfo {
            path: "scripts/cards/clignotant.rhai".into(),
            functions: ["continuous".into()].into_iter().collect(),
            declared_at: [("continuous".to_string(), (3, 1))].into_iter().collect(),
            ..ScriptInfo::default()
        });
        catalog.cards.push(CardType {
            name: "Clignotant".into(),
            script: Some(ScriptId(0)),
            ..crate::model::card::bare("clignotant", CardKind::Unit, Some(2))
        });
        let mut game = Game::new(Rc::new(catalog), 2, 0);
        let p1 = PlayerId(0);
        game.spawn(crate::model::card::CardKey(0), p1, Zone::Base(p1), None);
        let runner = Flicker {
            on: Cell::new(false),
            calls: Cell::new(0),
        };
        let mut agent: Box<crate::agent::Agent> = Box::new(crate::agent::NoAgent);
        let mut env = Env {
            agent: &mut agent,
            scripts: &runner,
        };
        let e = cleanup(&mut game, &mut env).expect_err("never settles");
        assert_eq!(runner.calls.get(), MAX_PASSES);
        assert_eq!(
            e.to_string(),
            format!(
                "scripts/cards/clignotant.rhai:3:1: script error in card `clignotant`: the \
                 cleanup (322) still changes the game after {MAX_PASSES} passes: what the \
                 continuous abilities on the board give never settles (clignotant)"
            )
        );
    }
}

/// The glance (`rules::glance`) against the passes it lets a cleanup skip: on boards built to
/// need each correction or none, it sees work wherever 323.6 or 323.7 would do something, and
/// damage wherever there is some (323.4–323.5 then decide what is lethal).
#[cfg(test)]
mod glance_tests {
    use super::{lose_control, next_correction};
    use crate::model::card::{CardKey, CardKind, bare};
    use crate::model::catalog::Catalog;
    use crate::rules::glance::Glance;
    use crate::state::game::Battlefield;
    use crate::state::{BfId, Game, ObjId, PlayerId, Zone};
    use std::rc::Rc;

    const UNIT: CardKey = CardKey(0);
    const RUNE: CardKey = CardKey(1);
    const GEAR: CardKey = CardKey(2);
    const P1: PlayerId = PlayerId(0);
    const P2: PlayerId = PlayerId(1);
    const BF: BfId = BfId(0);

    /// Two seats, two battlefields, a unit and a rune in each base: nothing to correct.
    fn board() -> Game {
        let mut catalog = Catalog::default();
        catalog.cards.push(bare("unite", CardKind::Unit, Some(2)));
        catalog.cards.push(bare("rune", CardKind::Rune, None));
        catalog.cards.push(bare("equipement", CardKind::Gear, None));
        catalog
            .cards
            .push(bare("champ", CardKind::Battlefield, None));
        let mut game = Game::new(Rc::new(catalog), 2, 0);
        for p in [P1, P2] {
            game.spawn(UNIT, p, Zone::Base(p), None);
            game.spawn(RUNE, p, Zone::Base(p), None);
        }
        for _ in 0..2 {
            let bf = game.spawn(CardKey(3), P1, Zone::BattlefieldCards, None);
            game.battlefields.push(Battlefield::new(bf));
        }
        game
    }

    /// What the glance sees, checked against what the passes would do on the same board.
    fn seen(game: &Game) -> Glance {
        let glance = Glance::of(game);
        assert_eq!(glance.misplaced, next_correction(game, ObjId(0)).is_some());
        assert_eq!(glance.unheld, lose_control(&mut game.clone()));
        glance
    }

    #[test]
    fn the_glance_sees_what_the_board_passes_would_do() {
        let quiet = board();
        let nothing = seen(&quiet);
        assert!(!nothing.damaged && !nothing.unheld && !nothing.misplaced);

        let mut hurt = board();
        hurt.obj_mut(ObjId(0)).damage = 1;
        assert!(seen(&hurt).damaged);

        let mut stolen = board();
        stolen.obj_mut(ObjId(1)).controller = P2;
        assert!(seen(&stolen).misplaced);

        let mut stray = board();
        let gear = stray.spawn(GEAR, P1, Zone::Battlefield(BF), None);
        assert!(seen(&stray).misplaced);
        let unit = stray.spawn(UNIT, P1, Zone::Battlefield(BF), None);
        crate::state::board::set_attachment(&mut stray, gear, Some(unit));
        assert!(!seen(&stray).misplaced);

        let mut empty = board();
        empty.battlefields[0].controller = Some(P1);
        assert!(seen(&empty).unheld);
        empty.spawn(UNIT, P1, Zone::Battlefield(BF), None);
        assert!(!seen(&empty).unheld);

        let mut hidden = board();
        let card = hidden.spawn(UNIT, P1, Zone::Facedown(BF), None);
        assert!(seen(&hidden).misplaced);
        hidden.battlefields[0].controller = Some(P1);
        hidden.spawn(UNIT, P1, Zone::Battlefield(BF), None);
        assert!(!seen(&hidden).misplaced);
        hidden.obj_mut(card).controller = P2;
        assert!(seen(&hidden).misplaced);
    }

    /// A kept glance holds until something it reads changes: a zone move changes its key by
    /// itself; a change that moves nothing must be counted (`state::board::edited`), and one
    /// that is not is what the invariant (`glance::check_kept`) finds.
    #[test]
    fn a_kept_glance_holds_until_what_it_reads_changes() {
        use crate::rules::glance::check_kept;
        use crate::state::board::edited;
        let mut game = board();
        assert!(!Glance::taken(&mut game).damaged);
        // Counted: the next glance is a new one, and sees the damage.
        game.obj_mut(ObjId(0)).damage = 1;
        edited(&mut game);
        assert!(Glance::taken(&mut game).damaged);
        // Moved: a unit leaving the base changes the key without a count.
        game.obj_mut(ObjId(0)).damage = 0;
        edited(&mut game);
        assert!(!Glance::taken(&mut game).damaged);
        let hurt = game.spawn(UNIT, P1, Zone::Hand(P1), None);
        game.obj_mut(hurt).damage = 2;
        game.set_zone(hurt, Zone::Base(P1));
        assert!(check_kept(&game).is_ok());
        assert!(Glance::taken(&mut game).damaged);
        // Not counted: the kept glance is stale, and the invariant says so.
        game.obj_mut(hurt).damage = 0;
        assert!(check_kept(&game).is_err());
    }
}
