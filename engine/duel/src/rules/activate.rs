//! Activating an ability of a permanent: its timing (an equip ability only when its controller
//! could cast a sorcery, equipement.1), `{T}` in its cost (not while the creature is summoning
//! sick, unless it has Célérité, celerite.2), its choices and costs beyond mana and `{T}` in its
//! choice function, its mana paid. It goes on the stack; its controller keeps priority.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::pay::pay;
use crate::events::{DuelEvent, label};
use crate::model::card::{Activated, ScriptId};
use crate::query::combat::{is_creature, summoning_sick};
use crate::query::timing::sorcery_speed;
use crate::state::chain::{ChainItem, ChainKind, ItemExt};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::format_en_fr;

/// The 0-based index of `source`'s activated ability named `name`: a 1-based number, or a
/// keyword's name in either language (its first such ability).
pub fn find_ability(game: &Game, source: ObjId, name: &str) -> Option<usize> {
    let card = game.card(source);
    if let Ok(n) = name.parse::<usize>() {
        return (n >= 1 && n <= card.activated.len()).then(|| n - 1);
    }
    let kw = game.catalog.glossary.by_name(name)?;
    card.activated.iter().position(|a| a.keyword == Some(kw))
}

/// Why `player` may not activate `ab` of `source` now, if they may not (before any cost),
/// written when read: the legal actions ask it of every ability at every listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotControlled,
    SorceryOnly,
    Tapped,
    Sick,
}

impl Refusal {
    /// What a player is told.
    pub fn text(self, game: &Game, player: PlayerId, source: ObjId, ab: &Activated) -> String {
        let card = game.label(source);
        match self {
            Refusal::NotControlled => {
                format!("{player} does not control {card} on the battlefield")
            }
            Refusal::SorceryOnly => format!(
                "`{}` is used only when its controller could cast a sorcery (equipement.1)",
                ab.name
            ),
            Refusal::Tapped => format!("{card} is tapped: its cost has {{T}}"),
            Refusal::Sick => format!(
                "{card} came under {player}'s control this turn: {{T}} abilities wait (celerite.2)"
            ),
        }
    }
}

/// Why `player` may not activate `ab` of `source` now, if they may not (before any cost).
pub fn refusal(game: &Game, player: PlayerId, source: ObjId, ab: &Activated) -> Option<Refusal> {
    let o = game.obj(source);
    if o.zone != Zone::Battlefield || o.controller != player {
        return Some(Refusal::NotControlled);
    }
    if ab.sorcery && !sorcery_speed(game, player) {
        return Some(Refusal::SorceryOnly);
    }
    if ab.tap {
        if o.tapped {
            return Some(Refusal::Tapped);
        }
        if is_creature(game, source) && summoning_sick(game, source) {
            return Some(Refusal::Sick);
        }
    }
    None
}

/// The same, in words.
pub fn check(game: &Game, player: PlayerId, source: ObjId, ab: &Activated) -> Result<(), String> {
    match refusal(game, player, source, ab) {
        Some(r) => Err(r.text(game, player, source, ab)),
        None => Ok(()),
    }
}

/// The script holding `ab`'s function on `source`: its keyword's behaviour script, or the
/// card's.
pub fn ability_script(game: &Game, source: ObjId, ab: &Activated) -> Option<ScriptId> {
    match ab.keyword {
        Some(kw) => game.catalog.keyword_script(kw),
        None => game.card(source).script,
    }
}

pub fn activate(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    source: ObjId,
    index: usize,
) -> Result<(), RulesError> {
    let Some(ab) = game.card(source).activated.get(index).cloned() else {
        return Err(RulesError::illegal(format!(
            "{} has no activated ability {}",
            game.label(source),
            index + 1
        )));
    };
    check(game, player, source, &ab).map_err(RulesError::illegal)?;
    let Some(script) = ability_script(game, source, &ab) else {
        return Err(RulesError::NotSupported(format!(
            "`{}` of {} has no script",
            ab.name,
            game.label(source)
        )));
    };
    let serial = game.new_serial();
    let source_label = game.label(source).clone();
    let shown = ab.shown(game, source);
    game.emit(|_| DuelEvent::Activates {
        player,
        ability: shown.clone(),
        source: source_label.clone(),
        serial,
    });
    let item = ChainItem::pending(
        serial,
        ChainKind::Ability {
            source,
            function: ab.function.clone(),
            source_label: source_label.clone(),
            script: Some(script),
            chooser: game.catalog.script(script).chooser(&ab.function).cloned(),
            value: 0,
            name: shown.clone(),
            subject: None,
        },
        player,
        ItemExt::default(),
    );
    game.chain.push(item);
    let index = game.chain.len() - 1;
    if game.catalog.script(script).defines(&ab.chooser) {
        let call = ScriptCall::new(script, &ab.chooser, CallPhase::Choose, source, player);
        let chosen = env.scripts.call(game, env.agent, call)?;
        let it = &mut game.chain[index];
        it.ext.targeted = !chosen.targets.is_empty();
        it.targets = chosen.targets;
        it.modes = chosen.modes;
    }
    // A permanent tapped for the {T} of a cost cannot also tap for its mana (701.7a: only an
    // untapped permanent is tapped): it is tapped before the mana is planned (a land paying its
    // own ability), and the trace says so after the payment.
    if ab.tap {
        game.obj_mut(source).tapped = true;
    }
    pay(
        game,
        player,
        &ab.mana,
        &format_en_fr!(en: "{shown} of {source_label}", fr: "{shown} de {source_label}"),
    )?;
    if ab.tap {
        game.emit(|g| DuelEvent::TapsForCost {
            card: label(g, source),
        });
    }
    game.chain[index].pending = false;
    game.turn.passes = 0;
    game.emit(|_| DuelEvent::OnStack { serial });
    Ok(())
}
