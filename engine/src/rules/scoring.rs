//! Scoring (462–467): Conquer and Hold, once per battlefield per turn, and the winning point.

use super::cards::draw;
use crate::state::{BfId, Game, PlayerId};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreKind {
    Hold,
    Conquer,
}

/// `player` scores `b`. Returns whether a point was gained.
pub fn score(game: &mut Game, player: PlayerId, b: BfId, kind: ScoreKind) -> bool {
    let name = game.bf_label(b).to_string();
    let how = match kind {
        ScoreKind::Hold => "holds",
        ScoreKind::Conquer => "conquers",
    };
    // 465: once per battlefield per turn, whichever way.
    if game.players[player.index()].scored.contains(&b) {
        game.log(format!(
            "  {player} {how} {name} but already scored it this turn (465)"
        ));
        return false;
    }
    game.players[player.index()].scored.push(b);
    let points = game.players[player.index()].points;
    // 466.1.b: the winning point needs a Hold, or a Conquer after scoring every battlefield.
    if points + 1 >= game.mode.victory_score {
        let all_scored = game.battlefields.len() == game.players[player.index()].scored.len();
        if kind == ScoreKind::Conquer && !all_scored {
            game.log(format!(
                "  {player} {how} {name}: the winning point needs a Hold or every battlefield scored this turn; {player} draws instead (466.1.b.2)"
            ));
            draw(game, player, 1);
            return false;
        }
    }
    game.players[player.index()].points += 1;
    let total = game.players[player.index()].points;
    let rule = if kind == ScoreKind::Hold {
        "464.2"
    } else {
        "464.1"
    };
    game.log(format!(
        "  {player} {how} {name}: +1 point, {total} in all ({rule})"
    ));
    true
}

/// 315.2.b: in the Scoring Step, the turn player holds every battlefield they control.
pub fn hold_all(game: &mut Game) {
    let p = game.turn.player;
    for i in 0..game.battlefields.len() {
        if game.battlefields[i].controller == Some(p) {
            score(game, p, BfId(i as u8), ScoreKind::Hold);
        }
    }
}
