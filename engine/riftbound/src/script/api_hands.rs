//! Another player's hand, acted on by an effect (« an opponent chosen reveals their hand; a card
//! of it chosen, which they discard »): an opponent chosen as a target while
//! playing (355.10: a player an effect names is a target, the only one too, 355.10.d.2), their
//! hand revealed to every player (424.1; a hand is private, 108.7.c), one of its cards chosen
//! on resolution (not a target: a hand is not public, 355.10.a), and that card discarded by its
//! owner (422.1) — or recycled with `recycle` (416).

use super::Ctx;
use super::api_support::{Res, acts, charge_list, err, fault, object};
use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::script::ApiFn;
use grimoire_core::state::chain::Target;
use rhai::{Dynamic, Map};

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "choose_opponent",
        &[],
        "while playing, the controller chooses an opponent, a target (« choose an opponent », \
         355.10; with one opponent, that one, 355.10.d.2, taken without asking as any choice \
         with one option); returns the seat, read back on resolution with `target_player`",
        |e, name| {
            e.register_fn(name, choose_opponent);
        },
    ),
    ApiFn::call(
        "reveal_hand",
        &["seat"],
        "a player reveals their hand to every player (« they reveal their hand », 424.1; a hand \
         is private, 108.7.c): the cards stay there (424.1.a.2), known to all until the spell \
         or ability has resolved; their ids",
        |e, name| {
            e.register_fn(name, reveal_hand);
        },
    ),
    ApiFn::call(
        "choose_in_hand",
        &["seat", "options"],
        "on resolution, the controller chooses one card of the player's hand that fits \
         `options` — `what` (`\"card\"`, `\"unit\"`, `\"spell\"`, `\"gear\"`), `not_what` (« a \
         non-unit card »), `tag` / `not_tag` a kind of card —: not a target, a hand not being \
         public (355.10.a); among another player's cards, only those revealed (424.1), and the \
         choice is seen by all. Its id, or -1 when no card fits (nothing is chosen)",
        |e, name| {
            e.register_fn(name, choose_in_hand);
        },
    ),
    ApiFn::call(
        "discard_card",
        &["id"],
        "the owner of the card `id`, in their hand, discards it (« they discard that card », \
         422.1), which triggers as any discard does (422.1.b); nothing for -1 or a card no \
         longer in its owner's hand. Whether it was discarded",
        |e, name| {
            e.register_fn(name, discard_card);
        },
    ),
];

/// `ctx.choose_opponent()`: one of the controller's opponents, in turn order from the next
/// player, chosen as a target of the item being played (355.10).
fn choose_opponent(ctx: &mut Ctx) -> Res<i64> {
    let mut s = ctx.state();
    if s.phase != CallPhase::Choose {
        return err(
            "choose_opponent is called from a `choose` function, while the card is played \
             (355.10: the player is a target)",
        );
    }
    let me = s.controller;
    let mut opponents = Vec::with_capacity(s.game.players.len());
    let mut p = s.game.next_player(me);
    while p != me {
        opponents.push(p);
        p = s.game.next_player(p);
    }
    let options = opponents
        .iter()
        .map(|&p| DecisionOption::player(p))
        .collect();
    let prompt = grimoire_core::format_en_fr!(
        en: "opponent targeted by {} (355.10)",
        fr: "adversaire ciblé par {} (355.10)",
        s.game.label(s.source)
    );
    let d = Decision::one(me, DecisionKind::Target, prompt, options);
    let s = &mut *s;
    let chosen = match ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => opponents[a[0]],
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| -1),
    };
    s.chosen.push(Target::Player(chosen));
    Ok(i64::from(chosen.0) + 1)
}

/// `ctx.reveal_hand(seat)`: the player's hand, known to every player while the item resolves.
fn reveal_hand(ctx: &mut Ctx, seat: i64) -> Res<rhai::Array> {
    let mut s = ctx.state();
    acts(&s, "reveal_hand")?;
    let player = super::api_queries::seat(&s.game, seat)?;
    let hand = s.game.in_zone(Zone::Hand(player));
    charge_list(&s, hand.len())?;
    for &c in &hand {
        if !s.game.revealed.contains(&c) {
            s.game.revealed.push(c);
        }
    }
    s.game.emit(|g| {
        BoardEvent::RevealsHand {
            player,
            cards: hand.iter().map(|&c| label(g, c)).collect(),
        }
        .into()
    });
    Ok(hand.iter().map(|o| Dynamic::from(i64::from(o.0))).collect())
}

/// The keys of `ctx.choose_in_hand(seat, #{…})`.
pub const KEYS: [&str; 4] = ["what", "not_what", "tag", "not_tag"];

/// What a card of a hand must be: its type is, or is not, one of those `what` names; it has,
/// or has not, a tag.
struct InHand {
    what: Option<CardKind>,
    not_what: Option<CardKind>,
    tag: Option<String>,
    not_tag: Option<String>,
}

impl InHand {
    fn read(map: &Map) -> Res<InHand> {
        let mut spec = InHand {
            what: None,
            not_what: None,
            tag: None,
            not_tag: None,
        };
        for (key, value) in map {
            let text = value.clone().into_string().map_err(|_| {
                format!("choose_in_hand: `{key}` is text (a kind of card or a tag)")
            })?;
            match key.as_str() {
                "what" => spec.what = kind(&text)?,
                "not_what" => spec.not_what = kind(&text)?,
                "tag" => spec.tag = Some(text),
                "not_tag" => spec.not_tag = Some(text),
                _ => {
                    return err(format!(
                        "unknown key `{key}` in choose_in_hand: expected {}",
                        KEYS.join(", ")
                    ));
                }
            }
        }
        Ok(spec)
    }

    fn fits(&self, game: &Game, card: ObjId) -> bool {
        let c = game.card(card);
        let tagged = |t: &str| c.tags.iter().any(|x| x.eq_ignore_ascii_case(t));
        self.what.is_none_or(|k| c.kind == k)
            && self.not_what.is_none_or(|k| c.kind != k)
            && self.tag.as_deref().is_none_or(tagged)
            && !self.not_tag.as_deref().is_some_and(tagged)
    }
}

/// A type of card as `what` names it; "card" is any (`None`).
fn kind(name: &str) -> Res<Option<CardKind>> {
    match name {
        "card" => Ok(None),
        _ => match crate::content::validate::parse_kind(name) {
            Some(k) => Ok(Some(k)),
            None => err(format!(
                "choose_in_hand: unknown kind of card \"{name}\": expected \"card\", \"unit\", \
                 \"spell\" or \"gear\""
            )),
        },
    }
}

/// `ctx.choose_in_hand(seat, options)`.
fn choose_in_hand(ctx: &mut Ctx, seat: i64, map: Map) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "choose_in_hand")?;
    let spec = InHand::read(&map)?;
    let hand_of = super::api_queries::seat(&s.game, seat)?;
    let me = s.controller;
    let hand = s.game.in_zone(Zone::Hand(hand_of));
    charge_list(&s, hand.len())?;
    // 128.4: a player reads the faces of their own hand only, unless it was revealed (424.1).
    if hand_of != me && hand.iter().any(|&c| !s.game.is_revealed(c)) {
        return err(format!(
            "choose_in_hand: {hand_of}'s hand is not revealed: a player chooses among cards \
             they may read (128.4, 424.1; `reveal_hand` first)"
        ));
    }
    let fitting: Vec<ObjId> = hand
        .into_iter()
        .filter(|&c| spec.fits(&s.game, c))
        .collect();
    if fitting.is_empty() {
        s.game.emit(|_| {
            BoardEvent::NoCardFits {
                player: me,
                hand: hand_of,
            }
            .into()
        });
        return Ok(-1);
    }
    let options = DecisionOption::objects(&fitting);
    let prompt = grimoire_core::format_en_fr!(
        en: "card of {hand_of}'s hand for {}",
        fr: "carte de la main de {hand_of} pour {}",
        s.game.label(s.source)
    );
    let d = Decision::one(me, DecisionKind::Cards, prompt, options);
    let s = &mut *s;
    match ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => Ok(i64::from(fitting[a[0]].0)),
        Err(e) => fault(&mut s.fault, Err(e)).map(|()| -1),
    }
}

/// `ctx.discard_card(id)`: its owner discards it, then what triggers on a discard (422.1.b).
fn discard_card(ctx: &mut Ctx, id: i64) -> Res<bool> {
    let mut s = ctx.state();
    acts(&s, "discard_card")?;
    let Some(card) = object(&s.game, id)? else {
        return Ok(false);
    };
    let owner: PlayerId = s.game.obj(card).owner;
    if s.game.obj(card).zone != Zone::Hand(owner) {
        return Ok(false);
    }
    let s = &mut *s;
    let result = super::api_actions::discard_then(s, owner, &[card]);
    fault(&mut s.fault, result).map(|()| true)
}
