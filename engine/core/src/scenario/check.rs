//! What checking an `expect` takes in every game: the object a label names, the player a seat
//! names, and the assertions whose meaning is the core's (an attachment, the winner, whose
//! turn it is). Each check says what it found instead when it fails, as scenario failures do.

use super::step::PlayerIdx;
use crate::ruleset::Ruleset;
use crate::state::{Game, ObjId};

/// `Ok` when `ok`, else what was found instead.
pub fn expect(ok: bool, found: String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(found) }
}

/// The object labelled `label`.
pub fn object<R: Ruleset>(game: &Game<R>, label: &str) -> Result<ObjId, String> {
    game.find_label(label)
        .ok_or_else(|| format!("no object is labelled `{label}`"))
}

/// The player at seat `p` (`p1` is 0).
pub fn player<R: Ruleset>(game: &Game<R>, p: PlayerIdx) -> Result<&R::Player, String> {
    game.players
        .get(p)
        .ok_or_else(|| format!("there is no player p{}", p + 1))
}

/// `<label> attached to <target>`.
pub fn attached_to<R: Ruleset>(game: &Game<R>, label: &str, target: &str) -> Result<(), String> {
    let (o, t) = (object(game, label)?, object(game, target)?);
    let on = game.obj(o).attached_to;
    expect(
        on == Some(t),
        format!(
            "{label} is attached to {}",
            on.map_or("nothing".into(), |x| game.label(x).to_string())
        ),
    )
}

/// `<label> unattached`: attached to nothing.
pub fn unattached<R: Ruleset>(game: &Game<R>, label: &str) -> Result<(), String> {
    let on = game.obj(object(game, label)?).attached_to;
    expect(
        on.is_none(),
        format!(
            "{label} is attached to {}",
            on.map_or(String::new(), |x| game.label(x).to_string())
        ),
    )
}

/// `<label> controlled by pN`: the object's controller.
pub fn controlled_by<R: Ruleset>(game: &Game<R>, label: &str, p: PlayerIdx) -> Result<(), String> {
    let c = game.obj(object(game, label)?).controller;
    expect(c.index() == p, format!("{label} is controlled by {c}"))
}

/// `<label> not <predicate>`: `inner`, checked by the game's `check`, must be false. The
/// object must exist: a label that names nothing is an error, not a predicate that fails.
pub fn not<R: Ruleset, A: std::fmt::Display>(
    game: &Game<R>,
    inner: &A,
    check: impl Fn(&Game<R>, &A) -> Result<(), String>,
) -> Result<(), String> {
    let text = inner.to_string();
    let label = text.split(' ').next().unwrap_or("");
    object(game, label)?;
    match check(game, inner) {
        Ok(()) => Err(format!("`{text}` is true")),
        Err(_) => Ok(()),
    }
}

/// `winner pN`.
pub fn winner<R: Ruleset>(game: &Game<R>, p: PlayerIdx) -> Result<(), String> {
    let w = game.turn.winner;
    expect(
        w.is_some_and(|w| w.index() == p),
        format!("winner is {}", w.map_or("nobody".into(), |w| w.to_string())),
    )
}

/// `turn pN`.
pub fn turn<R: Ruleset>(game: &Game<R>, p: PlayerIdx) -> Result<(), String> {
    expect(
        game.turn.player.index() == p,
        format!("it is {}'s turn", game.turn.player),
    )
}
