//! Showdowns (341–348): staging in cleanup, focus, passing, and their end.

use super::combat;
use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::scoring::establish_control;
use crate::events::{BattlefieldEvent, bf_name};
use crate::model::glossary::TriggerEvent;
use crate::query::board::players_at;
use crate::state::GameExt;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::showdown::Showdown;
use crate::state::{BfId, Game, PlayerId};

/// 323.8–323.10: marks showdowns and combats staged at contested battlefields. Returns whether
/// anything changed.
pub fn stage(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    let mut changed = false;
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        let ongoing = game.showdown.as_ref().is_some_and(|s| s.bf == b);
        // Who is there matters only at a contested battlefield (most are not).
        let (show, fight) = match game.battlefields[i].contested_by {
            Some(p) if !ongoing => {
                let present = players_at(game, b);
                (
                    present.contains(&p),
                    present.contains(&p) && present.iter().any(|&q| q != p),
                )
            }
            _ => (false, false),
        };
        let bf = &mut game.battlefields[i];
        if (bf.showdown_staged, bf.combat_staged) != (show, fight) {
            bf.showdown_staged = show;
            bf.combat_staged = fight;
            changed = true;
        }
    }
    // 323.14: a non-combat showdown where opposing units now meet becomes a combat showdown.
    if let Some(sd) = &game.showdown
        && !sd.combat
        && !game.is_closed()
        && players_at(game, sd.bf).len() >= 2
    {
        let b = sd.bf;
        combat::begin(game, b);
        combat::designation_triggers(game, env, b)?;
        changed = true;
    }
    Ok(changed)
}

/// 323.11–323.13: in a neutral open state, the turn player chooses a staged battlefield and a
/// showdown (a combat showdown if combat is staged there too) begins. Returns whether one did.
pub fn begin_staged(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    if game.is_closed() || game.showdown.is_some() || game.turn.winner.is_some() {
        return Ok(false);
    }
    // One pass, pushed: most cleanups find none staged, and collecting through a small
    // vector's general `extend` costs more than the pass.
    let mut staged: smallvec::SmallVec<[BfId; 4]> = smallvec::SmallVec::new();
    for (i, bf) in game.battlefields.iter().enumerate() {
        if bf.showdown_staged || bf.combat_staged {
            staged.push(BfId(i as u8));
        }
    }
    let b = match staged.as_slice() {
        [] => return Ok(false),
        [b] => *b,
        _ => {
            let options = staged
                .iter()
                .map(|&b| DecisionOption {
                    label: game.bf_label(b).to_string(),
                    value: OptionValue::Index(b.0 as u32),
                })
                .collect();
            let d = Decision::one(
                game.turn.player,
                DecisionKind::Begin,
                grimoire_core::en_fr!(
                    en: "chooses where a showdown begins (323.11)",
                    fr: "choisit où commence un affrontement (323.11)"
                ),
                options,
            );
            staged[ask(game, env.agent, d)?[0]]
        }
    };
    let turn_player = game.turn.player;
    let bf = &mut game.ext.battlefields[b.index()];
    let combat = bf.combat_staged;
    let applier = bf.contested_by.unwrap_or(turn_player);
    bf.showdown_staged = false;
    bf.combat_staged = false;
    game.showdown = Some(Showdown {
        bf: b,
        combat: false,
        focus: applier,
        passes: 0,
        attacker: None,
        defender: None,
    });
    // 344–345, 459.2: a showdown begins here, a combat's too.
    let card = game.battlefields[b.index()].obj;
    if combat {
        combat::begin(game, b);
        super::noted::note(game, TriggerEvent::ShowdownBegins, card);
        super::noted::put_noted(game, env)?;
        combat::designation_triggers(game, env, b)?;
    } else {
        // 345: the player who applied Contested gains focus.
        game.emit(|g| {
            BattlefieldEvent::ShowdownBegins {
                battlefield: bf_name(g, b),
                focus: applier,
                controlled: g.battlefields[b.index()].controller.is_some(),
            }
            .into()
        });
        super::noted::note(game, TriggerEvent::ShowdownBegins, card);
        super::noted::put_noted(game, env)?;
    }
    game.turn.priority = Some(applier);
    Ok(true)
}

/// 347: the player with focus passes in an open state; when every player has passed in
/// sequence, the showdown ends (348).
pub fn pass_focus(game: &mut Game, env: &mut Env, player: PlayerId) -> Result<(), RulesError> {
    let n = game.players.len();
    let sd = game
        .showdown
        .as_mut()
        .expect("pass_focus during a showdown");
    if sd.focus != player {
        return Err(RulesError::illegal(format!(
            "{player} cannot pass: {} has focus (313)",
            sd.focus
        )));
    }
    sd.passes += 1;
    let all = sd.passes as usize >= n;
    game.emit(|_| BattlefieldEvent::PassesFocus(player).into());
    if all {
        close(game, env)
    } else {
        let next = game.next_player(player);
        game.showdown.as_mut().expect("showdown").focus = next;
        game.turn.priority = Some(next);
        Ok(())
    }
}

/// 340.2.a, 346: when a chain a player started empties during a showdown, focus moves on.
pub fn chain_emptied(game: &mut Game, started_by_trigger: bool) {
    let next = match &game.showdown {
        Some(sd) if !started_by_trigger => game.next_player(sd.focus),
        _ => return,
    };
    let sd = game.showdown.as_mut().expect("showdown");
    sd.focus = next;
    sd.passes = 0;
    game.emit(|_| BattlefieldEvent::FocusPasses(next).into());
}

/// 348: the showdown closes.
fn close(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let sd = game.showdown.clone().expect("showdown to close");
    if sd.combat {
        return combat::finish(game, env);
    }
    let b = sd.bf;
    game.emit(|g| {
        BattlefieldEvent::ShowdownEnds {
            battlefield: bf_name(g, b),
        }
        .into()
    });
    game.showdown = None;
    game.battlefields[b.index()].contested_by = None;
    // 348.2.a: the only player with units there establishes control, conquering if new.
    if let [p] = players_at(game, b).as_slice() {
        establish_control(game, env, b, *p)?;
    }
    Ok(())
}
