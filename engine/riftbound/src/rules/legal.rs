//! The legal actions of the player with priority: what an agent chooses from when it acts.
//! Every option offered can be completed: plays are tried on a fork of the game first.

use super::action::Action;
use super::activate::{activated_abilities, card_fn, check_timing};
use super::env::ScriptRunner;
use super::movement::check_standard_move;
use super::pay::plan;
use crate::model::card::CardKind;
use crate::model::functions::CHOOSE;
use crate::query::board::hide_hook;
use crate::query::board::is_unit;
use crate::query::timing::check_play_timing;
use crate::state::GameExt;
use crate::state::game::Phase;
use crate::state::{BfId, Game, Location, PlayerId, Zone};
use grimoire_core::rules::apply::completes;

/// Labelled legal actions for `player`, in a stable order: plays, activations, hides, moves,
/// then pass or end turn.
pub fn legal_actions(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
) -> Vec<(String, Action)> {
    let Some(player) = game.turn.priority else {
        return Vec::new();
    };
    if game.turn.winner.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for zone in [Zone::Hand(player), Zone::Champion(player)] {
        for card in game.in_zone(zone) {
            let def = game.card(card);
            let cost = def.cost.resolve_own(&def.domains);
            let playable = matches!(def.kind, CardKind::Unit | CardKind::Spell | CardKind::Gear)
                && plan(game, player, &cost).is_ok();
            if !playable {
                continue;
            }
            // Only a play whose outcome depends on choices (targets, modes, places with a
            // permission) needs a trial run; the others are legal when timed and payable.
            let timed = check_play_timing(game, player, card, game.is_closed()).is_ok();
            let has_choices = def
                .script
                .is_some_and(|s| game.catalog.script(s).functions.contains(CHOOSE));
            let action = Action::Play { player, card };
            let legal = if timed && !has_choices && !place_permissions(game, card) {
                true
            } else {
                completes(game, scripts, &action)
            };
            if legal {
                out.push((format!("play {}", game.obj(card).label), action));
            }
        }
    }
    activations_and_hides(game, scripts, player, &mut out);
    let neutral_main = game.turn.player == player
        && game.turn.phase == Phase::Main
        && !game.is_closed()
        && game.showdown.is_none();
    if neutral_main {
        for o in game.objects.iter().filter(|o| {
            o.controller == player && o.zone.is_location() && !o.exhausted && is_unit(game, o.id)
        }) {
            let mut dests = vec![Location::Base(player)];
            dests
                .extend((0..game.battlefields.len()).map(|i| Location::Battlefield(BfId(i as u8))));
            for to in dests {
                if check_standard_move(game, player, &[o.id], to).is_ok() {
                    let label = format!("move {} to {}", o.label, location_name(game, to));
                    out.push((
                        label,
                        Action::Move {
                            player,
                            units: vec![o.id],
                            to,
                        },
                    ));
                }
            }
        }
        out.push(("end turn".into(), Action::EndTurn));
    } else {
        out.push(("pass".into(), Action::Pass { player }));
    }
    out
}

/// Every activated ability `player` may use now (376–381) and every hide special action (421,
/// 811): each is tried on a fork, as their outcome depends on choices and payments.
fn activations_and_hides(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
    player: PlayerId,
    out: &mut Vec<(String, Action)>,
) {
    for o in game
        .objects
        .iter()
        .filter(|o| o.controller == player && o.zone.is_board())
    {
        for (ability, ab) in activated_abilities(game, o.id, false).iter().enumerate() {
            // A timing altered by the card script (818.1.c.5) is known only by trying.
            let altered = card_fn(game, o.id, ab.timing_fn.as_deref()).is_some();
            if !altered && check_timing(game, player, ab.permission).is_err() {
                continue;
            }
            let action = Action::Activate {
                player,
                source: o.id,
                ability,
            };
            if completes(game, scripts, &action) {
                out.push((format!("activate {} {}", o.label, ability + 1), action));
            }
        }
    }
    for card in game.in_zone(Zone::Hand(player)) {
        if hide_hook(game, card).is_none() {
            continue;
        }
        for i in 0..game.battlefields.len() {
            let at = BfId(i as u8);
            let action = Action::Hide { player, card, at };
            if completes(game, scripts, &action) {
                let label = format!("hide {} at {}", game.obj(card).label, game.bf_label(at));
                out.push((label, action));
            }
        }
    }
}

/// Whether the card's keywords let it be played at extra places with a permission (822).
fn place_permissions(game: &Game, card: crate::state::ObjId) -> bool {
    let g = &game.catalog.glossary;
    crate::query::keywords::instances(game, card)
        .iter()
        .any(|(kw, _)| g.get(*kw).hooks.play_location.is_some())
}

/// `base` or the battlefield's label, as scenarios write locations.
pub fn location_name(game: &Game, l: Location) -> String {
    match l {
        Location::Base(_) => "base".into(),
        Location::Battlefield(b) => game.bf_label(b).to_string(),
    }
}

/// The player with priority, if the game goes on.
pub fn actor(game: &Game) -> Option<PlayerId> {
    game.turn
        .winner
        .is_none()
        .then_some(game.turn.priority)
        .flatten()
}
