//! Cards' replacements of the making of a token (370–375): « If you would play a token gear,
//! play that token and an additional copy instead », « If you would play a token, draw 1
//! instead », « If you would play a unit token, play that token and a 1 [M] Recruit token
//! instead » (`token_would_be_made`, the token it would make read with `ctx.token_to_make()`,
//! its condition `token_would_be_made_condition` saying which makings it applies to, 370.1).
//!
//! As an instruction would make a token, every object in its zone of function (the board, as
//! for the replacements of a death) whose card has such a function is asked; the one that
//! applies runs in place of the making, which then does not happen. It says that it applies
//! with `ctx.instead()`; one that does not (a "you may" declined, an "if" that failed, 371.1)
//! leaves the next one to be asked, and the token to be made. When several apply, the player
//! who would make the token — its owner-to-be — picks which applies first (372.1).
//!
//! 375: the tokens a replacement makes « like » the instruction's (`ctx.make_token_like`) inherit
//! what the instruction said of its own: who makes it, where, ready or exhausted. The tokens
//! made in the instruction's place, by any way, are what it made: the rest of the instruction
//! (« Then give it Temporary ») is done to each of them (`ctx.create_tokens`), and to none when
//! the replacement made none (« draw 1 instead »: that modification cannot apply and is
//! ignored).
//!
//! 370.2: a replacement applies once to a making and to the makings that replace it: while it
//! runs, the tokens it makes are not offered to it again (another replacement may take their
//! place: two « an additional copy » make four).

use super::decide::ask;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::observed::functions;
use super::tokens::{check, create_token};
use crate::content::functions::TOKEN_WOULD_BE_MADE;
use crate::events::{BoardEvent, TokenEvent, label};
use crate::model::card::{CardKey, ScriptId};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::token_making::TokenMaking;
use crate::state::{Game, Location, ObjId, PlayerId};

/// Whether any card of this game replaces the making of tokens: then a token made by a card
/// function must be made through the engine, which can ask them (`script::direct`).
pub fn possible(game: &mut Game) -> bool {
    !replacers(game).is_empty()
}

/// The objects whose card has `token_would_be_made`, in arena order (read from the list
/// `RiftState::token_replacers` keeps: empty in most games).
fn replacers(game: &mut Game) -> std::rc::Rc<Vec<ObjId>> {
    let (catalog, objects) = (&game.catalog, &game.objects);
    game.ext.token_replacers.update(catalog, objects, |o| {
        catalog
            .card(o.card)
            .script
            .is_some_and(|s| catalog.script(s).functions.contains(TOKEN_WOULD_BE_MADE))
    })
}

/// What an instruction to make a token of `card` makes (439, 370) — with `copy_of`, a token
/// that is a copy of that object, `card` its copiable card (472.1.b) —: the token, or what the
/// replacements that apply make in its place; the tokens made, in order (none when a
/// replacement made none). Made inside a replacement, they are also what the instruction it
/// replaces made (375).
pub fn make(
    game: &mut Game,
    env: &mut Env,
    card: CardKey,
    copy_of: Option<ObjId>,
    player: PlayerId,
    at: Location,
    ready: bool,
) -> Result<Vec<ObjId>, RulesError> {
    check(game, card, copy_of.is_some(), player, at)?;
    let made = if replacers(game).is_empty() {
        vec![create_token(game, card, copy_of, player, at, ready)?]
    } else {
        game.ext.token_making.push(TokenMaking {
            card,
            copy_of,
            player,
            at,
            ready,
            made: Vec::new(),
        });
        let result = replaced(game, env);
        let making = game.ext.token_making.pop();
        match result? {
            true => making.map(|m| m.made).unwrap_or_default(),
            false => vec![create_token(game, card, copy_of, player, at, ready)?],
        }
    };
    if let Some(outer) = game.ext.token_making.last_mut() {
        outer.made.extend_from_slice(&made);
    }
    Ok(made)
}

/// Makes a token of `card` as the instruction being replaced makes its own — the same player,
/// place, ready or exhausted (375); « that token » again, when the instruction makes a copy, a
/// copy of the same object (472.1.b) —, or `None` outside a replacement of the making of a
/// token.
pub fn make_like(
    game: &mut Game,
    env: &mut Env,
    card: CardKey,
) -> Option<Result<Vec<ObjId>, RulesError>> {
    let m = game.ext.token_making.last()?;
    let (player, at, ready) = (m.player, m.at, m.ready);
    let copy_of = m.copy_of.filter(|_| m.card == card);
    Some(make(game, env, card, copy_of, player, at, ready))
}

/// Whether a card's replacement took the place of the making on top of `token_making` (370);
/// traced.
fn replaced(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    let sources = replacers(game);
    let mut declined: Vec<ObjId> = Vec::new();
    loop {
        let mut options = Vec::new();
        for &source in sources.iter() {
            if !functions(game, source)
                || game.ext.replacing.iter().any(|&(r, _)| r == source)
                || declined.contains(&source)
            {
                continue;
            }
            let Some(script) = game.card(source).script else {
                continue;
            };
            if qualifies(game, env, script, source)? {
                options.push((source, script));
            }
        }
        let Some(m) = game.ext.token_making.last() else {
            return Ok(false);
        };
        let (player, card) = (m.player, m.card);
        let chosen = match options.len() {
            0 => return Ok(false),
            1 => 0,
            _ => {
                // 372.1: the player who would make the token orders them: the one picked
                // applies first.
                let d = Decision::one(
                    player,
                    DecisionKind::Begin,
                    super::prompt::Prompt::TokenReplacement { card },
                    options
                        .iter()
                        .map(|&(s, _)| DecisionOption::object(s))
                        .collect(),
                );
                ask(game, env.agent, d)?[0]
            }
        };
        let (source, script) = options.swap_remove(chosen);
        if apply(game, env, script, source)? {
            return Ok(true);
        }
        declined.push(source);
    }
}

/// The player whose replacement it is (374): the controller of its source; an uncontrolled
/// battlefield's, the turn player (187.6.b).
fn controller(game: &Game, source: ObjId) -> PlayerId {
    super::ability_use::ability_controller(game, source).unwrap_or(game.turn.player)
}

/// 370.1: whether the making qualifies, by the function's condition (none: every making). It
/// only reads the game.
fn qualifies(
    game: &mut Game,
    env: &mut Env,
    script: ScriptId,
    source: ObjId,
) -> Result<bool, RulesError> {
    let Some(condition) = game
        .catalog
        .script(script)
        .condition(TOKEN_WOULD_BE_MADE)
        .cloned()
    else {
        return Ok(true);
    };
    let call = ScriptCall::new(
        script,
        &condition,
        CallPhase::Replace,
        source,
        controller(game, source),
    );
    Ok(env.scripts.call_flag(game, env.agent, call)? == Some(true))
}

/// Runs the replacement in place of the making; whether it applied (`ctx.instead()`, 371.1).
/// While it runs, its source applies to no making it causes (370.2).
fn apply(
    game: &mut Game,
    env: &mut Env,
    script: ScriptId,
    source: ObjId,
) -> Result<bool, RulesError> {
    if let Some(m) = game.ext.token_making.last() {
        let (player, card, copy_of) = (m.player, m.card, m.copy_of);
        game.emit(|g| {
            let name = g.catalog.card(card).shown_name();
            BoardEvent::Token(TokenEvent::WouldBeMade {
                player,
                name: match copy_of {
                    Some(of) => grimoire_core::format_en_fr!(
                        en: "{name}, a copy of {}",
                        fr: "{name}, une copie de {}",
                        label(g, of)
                    ),
                    None => name.to_string(),
                },
                by: label(g, source),
            })
            .into()
        });
    }
    let call = ScriptCall::new(
        script,
        TOKEN_WOULD_BE_MADE,
        CallPhase::Resolve,
        source,
        controller(game, source),
    );
    game.ext.replacing.push((source, false));
    let result = env.scripts.call(game, env.agent, call);
    let applied = game.ext.replacing.pop().is_some_and(|(_, applied)| applied);
    result?;
    if !applied {
        game.emit(|g| {
            BoardEvent::Token(TokenEvent::NotApplied {
                by: label(g, source),
            })
            .into()
        });
        // What it made while not applying is not the instruction's (371.1).
        if let Some(m) = game.ext.token_making.last_mut() {
            m.made.clear();
        }
    }
    Ok(applied)
}
