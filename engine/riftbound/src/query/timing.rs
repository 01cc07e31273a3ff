//! When a card may be played (154, 331, 343, 358.3) and which keyword permissions lift the limits
//! (806 Action, 813 Réaction) — read from the glossary's `permission` hooks, never by name.

use super::keywords;
use crate::model::glossary::Permission;
use crate::state::game::Phase;
use crate::state::{Game, ObjId, PlayerId, Zone};

/// The strongest timing permission `obj` has: `Closed` implies `Showdown` (813.1.b). A card
/// hidden by a keyword's hide action also has that action's permission while face down and while
/// played from face down (811.6; 811.6.a: a property of the face-down card, not a keyword).
pub fn permission(game: &Game, obj: ObjId) -> Option<Permission> {
    let o = game.obj(obj);
    let hidden =
        matches!(o.zone, Zone::Facedown(_)) || (o.zone == Zone::Chain && o.played_hidden.is_some());
    let from_hide = if hidden {
        super::board::hide_hook(game, obj).and_then(|h| h.permission)
    } else {
        None
    };
    // `None` is below every permission: the strongest of those there are, if any.
    from_hide.max(super::foreseen::read_hook(
        game,
        obj,
        super::foreseen::Hook::Permission,
        || keyword_permission(game, obj),
    ))
}

/// The strongest permission among `obj`'s keyword instances.
fn keyword_permission(game: &Game, obj: ObjId) -> Option<Permission> {
    let glossary = &game.catalog.glossary;
    let mut best = None;
    keywords::each_instance(game, obj, |kw, _| {
        best = best.max(glossary.get(kw).hooks.permission);
    });
    best
}

/// The strongest timing permission `obj`'s own text could grant it under a condition (806.4,
/// 813.4): a permission keyword named inside its instructions (« … ce sort a [Réaction] »).
/// The card does not have it (806.4, 813.4); it may be played as if it had (806.4.a, 813.4.a),
/// and the legality step checks that it does (806.4.b, 813.4.b).
pub fn conditional_permission(game: &Game, obj: ObjId) -> Option<Permission> {
    use crate::model::records::Ability;
    let glossary = &game.catalog.glossary;
    game.card(obj)
        .text
        .abilities
        .iter()
        .flat_map(|a| match a {
            Ability::Instruction { instruction } => instruction.mentions.as_slice(),
            Ability::Linked { effect, .. } => effect.mentions.as_slice(),
            Ability::Keywords { .. } => &[],
        })
        .filter_map(|m| glossary.get(m.kw).hooks.permission)
        .max()
}

/// Why a card may not be played now (358.3): a value, written out only when shown — the legal
/// actions ask for every card in hand at every priority and read no reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Untimed {
    /// A chain exists and the card has no closed-state permission (331.1.a, 813.1.c.1).
    Closed,
    /// A showdown is on and the card has no showdown permission (308.1.a, 806.1.b).
    Showdown,
    /// It is that player's turn and the card has no permission (154).
    NotOwnTurn(PlayerId),
    /// Not the Main Phase, and the card has no permission (154, 316).
    NotMainPhase,
}

impl std::fmt::Display for Untimed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Untimed::Closed => write!(
                f,
                "the state is closed (a chain exists): only a card with a closed-state permission may be played (331.1.a, 813.1.c.1)"
            ),
            Untimed::Showdown => write!(
                f,
                "a showdown is on: only a card with a showdown permission may be played (308.1.a, 806.1.b)"
            ),
            Untimed::NotOwnTurn(p) => write!(
                f,
                "it is {p}'s turn: a card without a timing permission is played only on its controller's turn (154)"
            ),
            Untimed::NotMainPhase => write!(f, "cards are played during the Main Phase (154, 316)"),
        }
    }
}

/// Checks 358.3 for `obj` played by `player`. `closed` tells whether a chain existed before this
/// card was put on it: the card that closes the state is checked as if the state were open.
pub fn check_play_timing(
    game: &Game,
    player: PlayerId,
    obj: ObjId,
    closed: bool,
) -> Result<(), Untimed> {
    // A permission only lifts limits: timed without one, a card is timed whatever it has, and
    // its keywords need not be read.
    check_timing_with(game, player, closed, None)
        .or_else(|_| check_timing_with(game, player, closed, permission(game, obj)))
}

/// 358.3 for a card holding the timing permission `perm` (or none).
pub fn check_timing_with(
    game: &Game,
    player: PlayerId,
    closed: bool,
    perm: Option<Permission>,
) -> Result<(), Untimed> {
    if closed {
        // 331.1.a, 338.1.a.2: only cards with Réaction's permission are legally timed now.
        return match perm {
            Some(Permission::Closed) => Ok(()),
            _ => Err(Untimed::Closed),
        };
    }
    if game.showdown.is_some() {
        // 308.1.a, 806.1.b: in a showdown, only cards with a showdown (or closed) permission.
        return match perm {
            Some(_) => Ok(()),
            None => Err(Untimed::Showdown),
        };
    }
    // 154, 316: by default, during the player's own Main Phase in a neutral open state.
    if game.turn.player != player && perm.is_none() {
        return Err(Untimed::NotOwnTurn(game.turn.player));
    }
    if game.turn.phase != Phase::Main && perm.is_none() {
        return Err(Untimed::NotMainPhase);
    }
    Ok(())
}
