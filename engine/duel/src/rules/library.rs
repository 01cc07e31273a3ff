//! What happens to libraries and hands: drawing (from an empty library, the player loses at the
//! next state-based check), discarding, Regard (701.8a), Destin (701.9a), Confrontation
//! (701.10a–c).

use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::zones::move_to;
use crate::events::{DuelEvent, label};
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{Game, ObjId, PlayerId, Position, Zone};

/// The top `n` cards of `player`'s library, top first.
pub fn top(game: &Game, player: PlayerId, n: usize) -> Vec<ObjId> {
    let mut cards = game.in_zone(Zone::Library(player));
    cards.truncate(n);
    cards
}

/// `player` draws `n` cards; drawing from an empty library marks them to lose.
pub fn draw(game: &mut Game, player: PlayerId, n: u32) {
    for _ in 0..n {
        match top(game, player, 1).first() {
            Some(&card) => {
                move_to(game, card, Zone::Hand(player), Position::Bottom);
                game.emit(|g| DuelEvent::Draws {
                    player,
                    card: label(g, card),
                });
            }
            None => {
                game.players[player.index()].drew_from_empty = true;
                game.emit(|_| DuelEvent::DrawsFromEmpty { player });
            }
        }
    }
}

/// `card` goes from its owner's hand to their graveyard.
pub fn discard(game: &mut Game, card: ObjId, why: &'static str) {
    let owner = game.obj(card).owner;
    move_to(game, card, Zone::Graveyard(owner), Position::Bottom);
    game.emit(|g| DuelEvent::Discards {
        player: owner,
        card: label(g, card),
        why,
    });
}

/// One way to put looked-at cards back: those kept on top (top first), those put at the
/// bottom (in the order they go under).
struct Arrangement {
    top: Vec<ObjId>,
    bottom: Vec<ObjId>,
}

/// Every arrangement of `cards`: each subset at the bottom, each order of both parts.
fn arrangements(cards: &[ObjId]) -> Vec<Arrangement> {
    fn permutations(items: &[ObjId]) -> Vec<Vec<ObjId>> {
        if items.len() <= 1 {
            return vec![items.to_vec()];
        }
        let mut out = Vec::new();
        for i in 0..items.len() {
            let mut rest = items.to_vec();
            let first = rest.remove(i);
            for mut p in permutations(&rest) {
                p.insert(0, first);
                out.push(p);
            }
        }
        out
    }
    let mut out = Vec::new();
    for mask in 0..(1u32 << cards.len()) {
        let (mut bottom, mut top) = (Vec::new(), Vec::new());
        for (i, &c) in cards.iter().enumerate() {
            if mask & (1 << i) != 0 {
                bottom.push(c);
            } else {
                top.push(c);
            }
        }
        for t in permutations(&top) {
            for b in permutations(&bottom) {
                out.push(Arrangement {
                    top: t.clone(),
                    bottom: b,
                });
            }
        }
    }
    out
}

/// `chooser` looks at the top `n` cards of `owner`'s library and puts any of them at the
/// bottom in any order, the rest on top in any order: Regard when `owner` is the chooser
/// (701.8a), Destin on an opponent's library (701.9a). One decision: the arrangement.
pub fn arrange(
    game: &mut Game,
    env: &mut Env,
    chooser: PlayerId,
    owner: PlayerId,
    n: usize,
    rule: &'static str,
) -> Result<(), RulesError> {
    let cards = top(game, owner, n.min(6));
    game.emit(|g| DuelEvent::Looks {
        player: chooser,
        owner,
        cards: cards.iter().map(|&c| label(g, c)).collect(),
    });
    if cards.is_empty() {
        return Ok(());
    }
    let all = arrangements(&cards);
    // Scenarios write the same labels (`arrange top a bottom b`).
    let name = |g: &Game, cs: &[ObjId]| {
        if cs.is_empty() {
            return "nothing".to_string();
        }
        cs.iter()
            .map(|&c| g.label(c).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let options = all
        .iter()
        .enumerate()
        .map(|(i, a)| DecisionOption {
            label: format!(
                "top {} | bottom {}",
                name(game, &a.top),
                name(game, &a.bottom)
            ),
            value: OptionValue::Index(i as u32),
        })
        .collect();
    let prompt = super::prompt::Prompt::Arrange { owner, rule };
    let d = Decision::one(chooser, DecisionKind::Arrange, prompt, options);
    let i = ask(game, env.agent, d)?[0];
    let chosen = &all[i];
    // The bottom ones go under in their order; the top ones go back, the first on top.
    for &c in &chosen.bottom {
        move_to(game, c, Zone::Library(owner), Position::Bottom);
    }
    for &c in chosen.top.iter().rev() {
        move_to(game, c, Zone::Library(owner), Position::Top);
    }
    game.emit(|g| DuelEvent::Arranged {
        player: chooser,
        owner,
        top: chosen.top.iter().map(|&c| label(g, c)).collect(),
        bottom: chosen.bottom.iter().map(|&c| label(g, c)).collect(),
        rule,
    });
    Ok(())
}

/// `player` clashes with `opponent` (701.10a–c): each reveals the top card of their library,
/// then each, the active player first, may put theirs at the bottom. Returns whether `player`
/// won: their card's mana value is higher than the other's.
pub fn clash(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    opponent: PlayerId,
) -> Result<bool, RulesError> {
    let mut revealed: Vec<(PlayerId, Option<ObjId>)> = Vec::new();
    for p in [player, opponent] {
        let card = top(game, p, 1).first().copied();
        let value = card.map(|c| game.card(c).cost.value());
        game.emit(|g| DuelEvent::Reveals {
            player: p,
            card: card.map(|c| label(g, c)),
            value,
        });
        revealed.push((p, card));
    }
    // 701.10a: the active player decides first.
    let active = game.turn.player;
    revealed.sort_by_key(|(p, _)| *p != active);
    for &(p, card) in &revealed {
        let Some(card) = card else { continue };
        let prompt = super::prompt::Prompt::ClashBottom { card };
        let d = Decision::yes_no(p, prompt);
        if ask(game, env.agent, d)?[0] == 0 {
            move_to(game, card, Zone::Library(p), Position::Bottom);
            game.emit(|g| DuelEvent::PutsAtBottom {
                player: p,
                card: label(g, card),
            });
        }
    }
    let value_of = |who: PlayerId| {
        revealed
            .iter()
            .find(|(p, _)| *p == who)
            .and_then(|(_, c)| *c)
            .map_or(-1, |c| game.card(c).cost.value() as i64)
    };
    let (mine, theirs) = (value_of(player), value_of(opponent));
    let won = mine > theirs;
    let winner = match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Some(player),
        std::cmp::Ordering::Less => Some(opponent),
        std::cmp::Ordering::Equal => None,
    };
    game.emit(|_| DuelEvent::ClashResult { winner });
    Ok(won)
}

/// An arrangement's option (`top a, b | bottom nothing`) as a person reading the game in French
/// reads it (`dessus a, b | dessous rien`); the label itself stays the scenario language's.
pub fn arrangement_in_french(label: &str) -> Option<String> {
    let (top, bottom) = label.strip_prefix("top ")?.split_once(" | bottom ")?;
    let said = |cards: &str| if cards == "nothing" { "rien" } else { cards }.to_string();
    Some(format!("dessus {} | dessous {}", said(top), said(bottom)))
}
