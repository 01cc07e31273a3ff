//! The legal actions of the player with priority: what an agent chooses from when it acts.
//! Every action offered can be completed: one whose outcome depends on choices (targets, costs
//! paid by choosing) is tried on a fork first — the action itself, without what settles after
//! it, which cannot make it illegal (`action::act`).

use super::action::Action;
use super::activate::check;
use super::env::ScriptRunner;
use super::pay::can_pay;
use crate::model::card::CardKind;
use crate::model::functions::CHOOSE;
use crate::query::timing::sorcery_speed;
use crate::state::{Game, PlayerId, Zone};
use grimoire_core::rules::trial::completes_as;

/// Whether `action` can be done, tried on a fork: the action itself (`action::act`).
fn completes(game: &Game, scripts: &dyn ScriptRunner<crate::Duel>, action: &Action) -> bool {
    completes_as(game, scripts, action, super::action::act)
}

pub fn legal_actions(game: &Game, scripts: &dyn ScriptRunner<crate::Duel>) -> Vec<Action> {
    let Some(player) = game.turn.priority else {
        return Vec::new();
    };
    if game.turn.winner.is_some() || game.turn.drawn {
        return Vec::new();
    }
    let mut out = Vec::new();
    for card in game.in_zone(Zone::Hand(player)) {
        let def = game.card(card);
        let action = Action::Play { player, card };
        let legal = match def.kind {
            CardKind::Land => {
                sorcery_speed(game, player) && game.players[player.index()].lands_played == 0
            }
            kind => {
                let timed = kind == CardKind::Instant || sorcery_speed(game, player);
                let choices = def
                    .script
                    .is_some_and(|s| game.catalog.script(s).defines(CHOOSE));
                timed
                    && can_pay(game, player, &def.cost.with_x(0))
                    && (!choices || completes(game, scripts, &action))
            }
        };
        if legal {
            out.push(action);
        }
    }
    activations(game, scripts, player, &mut out);
    out.push(Action::Pass { player });
    out
}

/// How scenarios and traces name an action: `play Forest`, `activate Prism 1`, `pass`. Made only
/// when a name is read.
pub fn label(game: &Game, action: &Action) -> String {
    match action {
        Action::Play { card, .. } => format!("play {}", game.label(*card)),
        Action::Activate {
            source, ability, ..
        } => format!("activate {} {}", game.label(*source), ability + 1),
        Action::Pass { .. } => "pass".into(),
    }
}

fn activations(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Duel>,
    player: PlayerId,
    out: &mut Vec<Action>,
) {
    for o in game
        .objects_in(Zone::Battlefield)
        .filter(|o| o.controller == player)
    {
        for (i, ab) in game.card(o.id).activated.iter().enumerate() {
            if check(game, player, o.id, ab).is_err() || !can_pay(game, player, &ab.mana) {
                continue;
            }
            let action = Action::Activate {
                player,
                source: o.id,
                ability: i,
            };
            if completes(game, scripts, &action) {
                out.push(action);
            }
        }
    }
}
