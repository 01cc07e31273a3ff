//! The legal actions of the player with priority: what an agent chooses from when it acts.
//! Every action offered can be completed: one whose outcome depends on choices (targets, costs
//! paid by choosing) is tried on a fork first — the action itself, without what settles after
//! it, which cannot make it illegal (`action::act`).

use super::action::Action;
use super::activate::{ability_script, refusal};
use super::env::ScriptRunner;
use super::pay::{Means, payable};
use crate::model::card::Activated;
use crate::model::card::CardKind;
use crate::model::functions::CHOOSE;
use crate::query::timing::sorcery_speed;
use crate::state::{Game, ObjId, PlayerId, Zone};
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
    // What they can pay with, counted once for every card and ability asked below.
    let means = Means::of(game, player);
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
                    && payable(game, player, &means, &def.cost.with_x(0))
                    && (!choices
                        || spell_answer(game, scripts, player, card)
                            .unwrap_or_else(|| completes(game, scripts, &action)))
            }
        };
        if legal {
            out.push(action);
        }
    }
    activations(game, scripts, player, &means, &mut out);
    out.push(Action::Pass { player });
    out
}

/// How scenarios and traces name an action: `play Forest`, `activate Prism 1`, `pass`. Made only
/// when a name is read.
pub fn label(game: &Game, action: &Action) -> String {
    said(game, action, false)
}

/// How a person reading the game reads `action`: its label, or in French its French words
/// (`jouer x`, `passer`).
pub fn shown(game: &Game, action: &Action) -> String {
    said(game, action, grimoire_core::words::french())
}

/// The action's words, the scenario language's or French ones, around the same labels.
fn said(game: &Game, action: &Action, french: bool) -> String {
    let w = |en: &'static str, fr: &'static str| if french { fr } else { en };
    match action {
        Action::Play { card, .. } => format!("{} {}", w("play", "jouer"), game.label(*card)),
        Action::Activate {
            source, ability, ..
        } => format!(
            "{} {} {}",
            w("activate", "activer"),
            game.label(*source),
            ability + 1
        ),
        Action::Pass { .. } => w("pass", "passer").into(),
    }
}

fn activations(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Duel>,
    player: PlayerId,
    means: &Means,
    out: &mut Vec<Action>,
) {
    for o in game
        .objects_in(Zone::Battlefield)
        .filter(|o| o.controller == player)
    {
        for (i, ab) in game.card(o.id).activated.iter().enumerate() {
            if refusal(game, player, o.id, ab).is_some() || !payable(game, player, means, &ab.mana)
            {
                continue;
            }
            let action = Action::Activate {
                player,
                source: o.id,
                ability: i,
            };
            let answer = activation_answer(game, scripts, player, o.id, ab);
            if answer.unwrap_or_else(|| completes(game, scripts, &action)) {
                out.push(action);
            }
        }
    }
}

/// Whether `player` can complete casting `card`, timed and payable with X at 0, when its whole
/// `choose` is constant choice calls whose options the host reads without running them
/// (`ScriptRunner::choices_complete`; « Attachez l'Équipement ciblé … à la créature ciblée … »
/// is two): its choices are then all that can fail (`cast::cast`: X may be 0, the mana does
/// not depend on the targets). `None` for any other spell, tried.
/// Public for the test that compares both.
pub fn spell_answer(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Duel>,
    player: PlayerId,
    card: ObjId,
) -> Option<bool> {
    let script = game.card(card).script?;
    scripts.choices_complete(game, script, CHOOSE, card, player)
}

/// Whether `player` can complete activating `ab` of `source`, whose timing (`check`) and mana
/// are met, when its only choice is one call whose options the host reads, or it has none
/// (`activate::activate`). `None` where only a trial can tell: no script (the activation
/// reports it), a choice function of another kind (a cost paid by choosing), or a land paying
/// mana toward its own `{T}` ability (it is tapped for the `{T}` first, so it cannot).
pub fn activation_answer(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Duel>,
    player: PlayerId,
    source: ObjId,
    ab: &Activated,
) -> Option<bool> {
    if ab.tap && game.card(source).mana.is_some() && !ab.mana.is_zero() {
        return None;
    }
    let script = ability_script(game, source, ab)?;
    if !game.catalog.script(script).defines(&ab.chooser) {
        return Some(true);
    }
    scripts.choices_complete(game, script, &ab.chooser, source, player)
}
