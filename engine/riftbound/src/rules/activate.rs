//! Activated abilities (376–381, 398): a cost, then an effect, put on the chain like a played card
//! but with no card to represent it (377.3.a.1).
//!
//! A card's activated abilities are read from its text when it loads (`model::activated`): an
//! activated keyword runs its keyword script's `activate` (choices in `choose_activate`); a
//! permission keyword linked to a cost and an effect runs the card script's function for that
//! ability (`reaction`, `action`); a line printed `COST : EFFECT` without a keyword runs the
//! card script's `activated` (`activated_2`…, 377.1).
//!
//! A card script may change what an activated keyword costs (818.1.c.4) by defining
//! `fn <keyword>_cost(ctx)` (`fn equip_cost(ctx)`): it returns the whole cost as a string, with
//! `ctx.me` the card and `ctx.target(0)` the unit chosen, if any (821.1.c.2). Costs may hold the
//! non-resource part `[E]`, exhausting the card (818.1.c.3).

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::pay::Means;
use super::play_options::targeting_tax;
use crate::events::ChainEvent;
use crate::model::card::ScriptId;
use crate::model::glossary::Permission;
use crate::state::chain::{ChainItem, ChainKind, ItemExt};
use crate::state::game::Phase;
use crate::state::object::{Handle, Object};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::state::chain::Target;
use std::rc::Rc;

pub use super::ability_cost::{pay_cost, pay_in_words, show};
pub use crate::model::activated::{AbilityCost, Activated, parse_cost};

/// The activated abilities of `obj`, top to bottom (803), as its card loaded them. An attached
/// gear's rules text is inactive (718.2), so it has none, unless `even_inactive` (821.1.c makes
/// it active again); a facedown card has only what put it there gives it (421.3), none.
pub fn activated_abilities(game: &Game, obj: ObjId, even_inactive: bool) -> &[Activated] {
    let o = game.obj(obj);
    if matches!(o.zone, Zone::Facedown(_)) || (o.attached_to.is_some() && !even_inactive) {
        return &[];
    }
    &game.card(obj).activated
}

/// Whether `o` has activated abilities it may use now — `activated_abilities(…, false)` is not
/// empty: an attached card's text is inactive (718.2), a facedown card has none (421.3) — from
/// what the object keeps of its card (`Status::activates`), without the card: the listing asks
/// it of every object on the board.
pub fn has_active_abilities(o: &Object) -> bool {
    o.activates && o.attached_to.is_none() && !matches!(o.zone, Zone::Facedown(_))
}

/// The script holding `ab`'s function on `source`: its keyword's behaviour script, or the
/// card's.
pub(crate) fn ability_script(game: &Game, source: ObjId, ab: &Activated) -> Option<ScriptId> {
    match ab.keyword {
        Some(kw) => game.catalog.keyword_script(kw),
        None => game.card(source).script,
    }
}

/// The ability of `obj` a scenario or a player names: a 1-based index, or a printed name (the
/// first ability of that name), a keyword's in either language or its id.
pub fn find_ability(game: &Game, obj: ObjId, name: &str) -> Option<usize> {
    let all = activated_abilities(game, obj, false);
    if let Ok(n) = name.trim().parse::<usize>() {
        return (n >= 1 && n <= all.len()).then(|| n - 1);
    }
    let wanted = name.trim().to_lowercase();
    let glossary = &game.catalog.glossary;
    // A keyword's ability by its name in either language, or its id (`Equip`, `Équiper`,
    // `equip`), as a person names it.
    all.iter().position(|a| {
        let def = a.keyword.map(|k| glossary.get(k));
        a.name.to_lowercase() == wanted
            || def.is_some_and(|d| {
                [d.fr.as_str(), d.en.as_str(), d.id.as_str()]
                    .iter()
                    .any(|n| n.to_lowercase() == wanted)
            })
    })
}

/// Why an activated ability may not be used now (381, 806.1.c.2, 813.1.c.2), written out only
/// when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActivationUntimed {
    /// Its permission does not cover this moment.
    Permission(Permission),
    /// It has none, and this is not its controller's neutral open Main Phase.
    NotOwnMain,
}

impl std::fmt::Display for ActivationUntimed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActivationUntimed::Permission(p) => write!(
                f,
                "its permission ({p:?}) does not cover this moment (806.1.c.2, 813.1.c.2)"
            ),
            ActivationUntimed::NotOwnMain => write!(
                f,
                "an activated ability is used on its controller's turn, in the Main Phase, in a neutral open state (381)"
            ),
        }
    }
}

/// 381, 806.1.c.2, 813.1.c.2: when an ability with `perm` may be activated by `player`.
pub fn check_timing(
    game: &Game,
    player: PlayerId,
    perm: Option<Permission>,
) -> Result<(), ActivationUntimed> {
    let closed = game.is_closed();
    let showdown = game.showdown.is_some();
    let own_neutral =
        game.turn.player == player && game.turn.phase == Phase::Main && !closed && !showdown;
    match perm {
        Some(Permission::Closed) if closed || showdown || own_neutral => Ok(()),
        Some(Permission::Showdown) if (showdown && !closed) || own_neutral => Ok(()),
        None if own_neutral => Ok(()),
        Some(p) => Err(ActivationUntimed::Permission(p)),
        None => Err(ActivationUntimed::NotOwnMain),
    }
}

/// The card-script function of `source` named `name`, if its script defines it: the script's
/// own name, cheap to keep.
pub fn card_fn(game: &Game, source: ObjId, name: Option<&str>) -> Option<(ScriptId, Rc<str>)> {
    let script = game.card(source).script?;
    let name = game.catalog.script(script).function(name?)?;
    Some((script, name.clone()))
}

/// The timing permission of `ab` now: the printed one, or the keyword's permission whose name
/// the card script's `fn <keyword>_timing(ctx)` returns (818.1.c.5: `"Réaction"`).
pub fn current_permission(
    game: &mut Game,
    env: &mut Env,
    source: ObjId,
    ab: &Activated,
) -> Result<Option<Permission>, RulesError> {
    let Some((script, name)) = card_fn(game, source, ab.timing_fn.as_deref()) else {
        return Ok(ab.permission);
    };
    let call = ScriptCall::new(
        script,
        &name,
        CallPhase::Resolve,
        source,
        game.obj(source).controller,
    );
    let text = env
        .scripts
        .call_text(game, env.agent, call)?
        .unwrap_or_default();
    let glossary = &game.catalog.glossary;
    let Some(kw) = glossary.by_name(&text).or_else(|| glossary.by_id(&text)) else {
        return Err(RulesError::illegal(format!(
            "`fn {name}` must return a keyword with a timing permission, got {text:?}"
        )));
    };
    let permission = glossary.get(kw).hooks.permission;
    game.emit(|g| {
        ChainEvent::TimingChanged {
            card: g.label(source).clone(),
            ability: ab.shown(&g.catalog.glossary).to_string(),
            timing: text,
        }
        .into()
    });
    Ok(permission)
}

/// What `ab` of `source` costs now, `target` being the unit it would choose: the printed cost,
/// or what the card script's cost function returns (818.1.c.4, 821.1.c.2).
pub fn current_cost(
    game: &mut Game,
    env: &mut Env,
    source: ObjId,
    ab: &Activated,
    target: Option<Handle>,
) -> Result<AbilityCost, RulesError> {
    let Some((script, name)) = cost_function(game, source, ab) else {
        return Ok(ab.cost);
    };
    let domains = game.card(source).domains.clone();
    let targets: Vec<Target> = target.into_iter().map(Target::from).collect();
    let call = ScriptCall {
        targets: &targets,
        ..ScriptCall::new(
            script,
            name,
            CallPhase::Resolve,
            source,
            game.obj(source).controller,
        )
    };
    let text = env.scripts.call_text(game, env.agent, call)?;
    let label = game.label(source).to_string();
    match text.as_deref().and_then(|t| parse_cost(t, &domains)) {
        Some(c) => {
            game.emit(|g| {
                ChainEvent::CostSet {
                    card: g.label(source).clone(),
                    ability: ab.shown(&g.catalog.glossary).to_string(),
                    cost: c,
                }
                .into()
            });
            Ok(c)
        }
        None => Err(RulesError::illegal(format!(
            "{label}: `fn {name}` must return a cost such as \"[1][A]\", got {text:?}"
        ))),
    }
}

/// The choice function activating `ab` of `source` runs, with its script (`script` holds the
/// ability's function): the card script's `choose_<keyword>`, which replaces the keyword's
/// choices (818.1.c.5), else the ability's own.
pub(crate) fn ability_chooser(
    game: &Game,
    source: ObjId,
    ab: &Activated,
    script: ScriptId,
) -> Option<(ScriptId, Rc<str>)> {
    card_fn(game, source, ab.chooser_fn.as_deref()).or_else(|| {
        let own = game.catalog.script(script).chooser(&ab.function)?;
        Some((script, own.clone()))
    })
}

/// The card-script function that says what `ab` of `source` costs (818.1.c.4), if its script
/// defines one.
pub(crate) fn cost_function<'a>(
    game: &Game,
    source: ObjId,
    ab: &'a Activated,
) -> Option<(ScriptId, &'a str)> {
    let script = game.card(source).script?;
    let name = ab.cost_fn.as_deref()?;
    game.catalog
        .script(script)
        .functions
        .contains(name)
        .then_some((script, name))
}

/// Whether activating `ab` of `source` by `player` is sure to be refused, known without running
/// a script: the legal actions then skip it instead of trying it on a fork. These are the steps
/// of `activate` that need no script, and the answer is theirs: its timing (381), unless a card
/// script may change it (818.1.c.5); a script to resolve it; and, when no script runs before
/// the payment (no timing function, no choices, no cost function), its printed cost, then the
/// whole cost (nothing chosen, so no tax, 809): `[E]` on an exhausted card (818.1.c.3), or
/// resources that `means`, `player`'s, cannot cover (357.1).
pub fn refused_outright(
    game: &Game,
    player: PlayerId,
    source: ObjId,
    ab: &Activated,
    means: &Means,
) -> bool {
    if super::ability_use::ability_controller(game, source) != Some(player) {
        return true;
    }
    let altered = card_fn(game, source, ab.timing_fn.as_deref()).is_some();
    if !altered && check_timing(game, player, ab.permission).is_err() {
        return true;
    }
    let Some(script) = ability_script(game, source, ab) else {
        return true;
    };
    let scripted = altered
        || card_fn(game, source, ab.chooser_fn.as_deref()).is_some()
        || game.catalog.script(script).chooser(&ab.function).is_some()
        || cost_function(game, source, ab).is_some()
        || super::ability_use::has_condition(game, source, ab);
    if scripted {
        return false;
    }
    (ab.cost.exhaust && game.obj(source).exhausted) || means.covers(&ab.cost.resources).is_err()
}

/// 377.3, 398: `player` activates ability `index` (0-based) of `source`. Targets are chosen,
/// the cost (with taxes on what was chosen, 809) is paid, and the item is finalized on the chain.
pub fn activate(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    source: ObjId,
    index: usize,
) -> Result<(), RulesError> {
    let label = game.label(source).to_string();
    let o = game.obj(source);
    let controller = super::ability_use::ability_controller(game, source);
    if !o.zone.is_board() || controller != Some(player) {
        return Err(RulesError::illegal(format!(
            "{player} cannot activate an ability of {label}: only its controller does, on the board (378, 380; a battlefield's, 187.6)"
        )));
    }
    let Some(ab) = activated_abilities(game, source, false).get(index).cloned() else {
        let why = if matches!(o.zone, Zone::Facedown(_)) {
            "it is facedown, with only what hid it gives it (421.3)"
        } else if o.attached_to.is_some() {
            "it is attached, so its rules text is inactive (718.2)"
        } else {
            "it has no such activated ability"
        };
        return Err(RulesError::illegal(format!(
            "{player} cannot activate ability {} of {label}: {why}",
            index + 1
        )));
    };
    let permission = current_permission(game, env, source, &ab)?;
    check_timing(game, player, permission).map_err(|why| {
        RulesError::illegal(format!(
            "{player} cannot activate {} of {label} now: {why}",
            ab.name
        ))
    })?;
    super::ability_use::check_condition(game, env, player, source, &ab)?;
    let Some(script) = ability_script(game, source, &ab) else {
        return Err(RulesError::NotSupported(format!(
            "{} of {label} has no script to resolve it",
            ab.name
        )));
    };
    // 377.3.a: declared, onto the chain as a pending item with no card.
    let closed = game.is_closed();
    let serial = game.next_serial;
    game.next_serial += 1;
    game.emit(|g| {
        ChainEvent::Activates {
            player,
            ability: ab.shown(&g.catalog.glossary).to_string(),
            card: g.label(source).clone(),
            serial,
        }
        .into()
    });
    let own_chooser = game.catalog.script(script).chooser(&ab.function).cloned();
    let chooser = ability_chooser(game, source, &ab, script);
    game.chain.push(ChainItem::pending(
        serial,
        ChainKind::Ability {
            source,
            function: ab.function.clone(),
            source_label: label.as_str().into(),
            script: Some(script),
            chooser: own_chooser,
            value: 0,
            name: ab.shown(&game.catalog.glossary),
            subject: None,
        },
        player,
        ItemExt {
            opened_chain: !closed,
            ..ItemExt::default()
        },
    ));
    let index = game.chain.len() - 1;
    // 398 (as 355): choices, then the cost.
    if let Some((chooser_script, chooser)) = chooser {
        let call = ScriptCall::new(chooser_script, &chooser, CallPhase::Choose, source, player);
        let chosen = env.scripts.call(game, env.agent, call)?;
        super::targets::keep_restrictions(game, index);
        game.chain[index].targets = chosen.targets;
        game.chain[index].modes = chosen.modes;
    }
    let first = game.chain[index].targets.first().and_then(|t| t.object());
    let mut cost = current_cost(game, env, source, &ab, first)?;
    let targets = game.chain[index].targets.clone();
    cost.resources = cost.resources.plus(&targeting_tax(game, player, &targets));
    let shown = ab.shown(&game.catalog.glossary);
    let what = grimoire_core::format_en_fr!(en: "{shown} of {label}", fr: "{shown} de {label}");
    pay_cost(game, player, source, &cost, &what)?;
    if let Some(name) = ab.pay_fn.as_deref() {
        pay_in_words(game, env, player, source, name, &targets, &what)?;
    }
    // 398 (as 359): finalized; opponents may respond (377.3.b.2).
    game.chain[index].pending = false;
    game.emit(|_| {
        ChainEvent::Finalized {
            serial,
            rule: "377.3.b",
        }
        .into()
    });
    game.turn.passes = 0;
    if let Some(sd) = game.showdown.as_mut() {
        sd.passes = 0;
    }
    super::noted::note(
        game,
        crate::model::glossary::TriggerEvent::AbilityActivated,
        source,
    );
    Ok(())
}
