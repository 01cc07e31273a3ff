//! Invariants of a game in progress, checked by tests after every step and by simulations on
//! demand (`simulate --check`): cards never vanish or duplicate, zones hold what they may,
//! resources never go negative, the chain and its cards agree, battlefields and legends stay in
//! place, what is in a base is its player's, tokens off the board are gone, effects point at
//! objects as they are.

use crate::model::card::CardKind;
use crate::state::GameExt;
use crate::state::chain::ChainKind;
use crate::state::{BfId, Game, Zone};

/// Every zone of the game, each player's then the shared ones.
pub fn all_zones(game: &Game) -> Vec<Zone> {
    let mut zones = Vec::new();
    for p in game.player_ids() {
        zones.extend([
            Zone::Base(p),
            Zone::Hand(p),
            Zone::Deck(p),
            Zone::RuneDeck(p),
            Zone::Trash(p),
            Zone::Banishment(p),
            Zone::Champion(p),
            Zone::Legend(p),
        ]);
    }
    for i in 0..game.battlefields.len() {
        zones.push(Zone::Battlefield(BfId(i as u8)));
        zones.push(Zone::Facedown(BfId(i as u8)));
    }
    zones.extend([Zone::BattlefieldCards, Zone::Chain]);
    zones
}

/// `Ok` when every invariant holds; otherwise the first broken one, described.
pub fn check(game: &Game, cards_per_player: &[usize]) -> Result<(), String> {
    // The zone index the queries below read agrees with the objects.
    game.check_zone_index()?;
    // The cleanup's kept glance is what a fresh one would see, while it is kept.
    super::glance::check_kept(game)?;
    let attached = crate::state::board::count_attached(game);
    if attached != game.attached_gear {
        return Err(format!(
            "{attached} gear attached, the count says {} (`state::board::set_attachment`)",
            game.attached_gear
        ));
    }
    // Every card a player owns is in exactly one zone, and none is lost or added.
    let zones = all_zones(game);
    let mut seen = vec![0u32; game.objects.len()];
    for &z in &zones {
        for o in game.in_zone(z) {
            seen[o.index()] += 1;
        }
    }
    for o in &game.objects {
        let token = super::zones::is_token(game, o.id);
        if seen[o.id.index()] != 1 && !token {
            return Err(format!(
                "{} is in {} zones",
                game.label(o.id),
                seen[o.id.index()]
            ));
        }
    }
    for p in game.player_ids() {
        let owned = game
            .objects
            .iter()
            .filter(|o| o.owner == p && !super::zones::is_token(game, o.id))
            .count();
        if let Some(&n) = cards_per_player.get(p.index())
            && owned != n
        {
            return Err(format!("{p} owns {owned} cards, started with {n}"));
        }
    }
    for o in &game.objects {
        // Private and personal zones hold only their owner's cards (108).
        let owner_zone = match o.zone {
            Zone::Hand(p)
            | Zone::Deck(p)
            | Zone::RuneDeck(p)
            | Zone::Trash(p)
            | Zone::Banishment(p)
            | Zone::Champion(p)
            | Zone::Legend(p) => Some(p),
            _ => None,
        };
        if owner_zone.is_some_and(|p| p != o.owner) {
            return Err(format!(
                "{} (owned by {}) is in {}",
                game.label(o.id),
                o.owner,
                game.zone_name(o.zone)
            ));
        }
        if o.damage < 0 || o.buffs < 0 {
            return Err(format!("{} has negative damage or buffs", game.label(o.id)));
        }
        // What the object keeps of its card (`Ruleset::from_card`) is its card's.
        let card = game.catalog.card(o.card);
        let kind = card.kind;
        let kept = (o.kind, o.activates, o.domain, o.foreseen);
        let fresh = (
            kind,
            !card.activated.is_empty(),
            card.domains.first().copied(),
            crate::query::foreseen::kept(crate::query::foreseen::of_card(&game.catalog, card)),
        );
        if kept != fresh {
            return Err(format!(
                "{} keeps {kept:?} of its card, which has {fresh:?}",
                game.label(o.id)
            ));
        }
        if matches!(o.zone, Zone::Battlefield(_))
            && !matches!(kind, CardKind::Unit | CardKind::Gear)
        {
            return Err(format!(
                "{} ({kind:?}) stands at a battlefield",
                game.label(o.id)
            ));
        }
        if let Some(u) = o.attached_to
            && (game.obj(u).zone != o.zone
                || !o.zone.is_location()
                || !crate::query::board::is_unit(game, u))
        {
            return Err(format!(
                "{} is attached to {}, elsewhere or not a unit",
                game.label(o.id),
                game.label(u)
            ));
        }
    }
    // The chain and the chain zone agree (328).
    let on_chain: Vec<_> = game
        .chain
        .iter()
        .filter_map(|i| {
            if let ChainKind::Card { card } = i.kind {
                Some(card)
            } else {
                None
            }
        })
        .collect();
    let in_zone = game.in_zone(Zone::Chain);
    if on_chain.len() != in_zone.len() || !in_zone.iter().all(|c| on_chain.contains(c)) {
        return Err("the chain's card items and the chain zone disagree".into());
    }
    for i in 0..game.battlefields.len() {
        if game.count_in_zone(Zone::Facedown(BfId(i as u8))) > 1 {
            return Err(format!(
                "two facedown cards at {} (107.3.b)",
                game.bf_label(BfId(i as u8))
            ));
        }
    }
    if game.turn.winner.is_none() && game.turn.priority.is_none() {
        return Err("nobody holds priority between actions".into());
    }
    in_place(game)?;
    effects_point_at_objects(game)
}

/// Battlefields and legends stay where the game set them for the whole game (169.2.b,
/// 173.2.b); what is in a player's base is controlled by that player once cleanups have run
/// (107.1.c, 323.7); a token is on the board, on the chain or has ceased to exist (183.1).
fn in_place(game: &Game) -> Result<(), String> {
    for (i, b) in game.battlefields.iter().enumerate() {
        if game.obj(b.obj).zone != Zone::BattlefieldCards {
            return Err(format!(
                "the battlefield {} is in {}, not in play (169.2.b)",
                game.bf_label(BfId(i as u8)),
                game.zone_name(game.obj(b.obj).zone)
            ));
        }
    }
    for o in &game.objects {
        let card = game.catalog.card(o.card);
        let wrong = match (card.kind, o.zone) {
            (CardKind::Legend, Zone::Legend(p)) => p != o.owner,
            (CardKind::Legend, _) => true,
            (CardKind::Battlefield, Zone::BattlefieldCards) => false,
            (CardKind::Battlefield, _) => true,
            (_, Zone::BattlefieldCards | Zone::Legend(_)) => true,
            _ => false,
        };
        if wrong {
            return Err(format!(
                "{} ({:?}) is in {} (169.2.b, 173.2.b)",
                game.label(o.id),
                card.kind,
                game.zone_name(o.zone)
            ));
        }
        if let Zone::Base(p) = o.zone
            && o.controller != p
        {
            return Err(format!(
                "{} is in {}'s base but controlled by {} (107.1.c, 323.7)",
                game.label(o.id),
                p,
                o.controller
            ));
        }
        if super::zones::is_token(game, o.id)
            && !(o.zone.is_board() || matches!(o.zone, Zone::Chain | Zone::Gone))
        {
            return Err(format!(
                "the token {} is in {}: off the board, a token ceases to exist (183.1)",
                game.label(o.id),
                game.zone_name(o.zone)
            ));
        }
    }
    Ok(())
}

/// Every effect points at its object as it is: an effect on an object that has since changed
/// zones into a new one ended with it (`Game::relocate`), and one on an object out of play (a
/// deck, a hand, a trash) would wait there, read by no rule.
fn effects_point_at_objects(game: &Game) -> Result<(), String> {
    for e in &game.effects {
        let o = game.obj(e.target.obj);
        if o.incarnation != e.target.incarnation {
            return Err(format!(
                "an effect ({:?}) points at {} as it was before it changed zones",
                e.kind,
                game.label(o.id)
            ));
        }
        if !(o.zone.is_board() || o.zone == Zone::Chain) {
            return Err(format!(
                "an effect ({:?}) points at {}, which is in {}",
                e.kind,
                game.label(o.id),
                game.zone_name(o.zone)
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check;
    use crate::model::card::{CardKey, CardKind, CardType, Supertype};
    use crate::model::catalog::Catalog;

    use crate::state::effects::{Duration, EffectKind, Modifier};
    use crate::state::game::Battlefield;
    use crate::state::{Game, ObjId, PlayerId, Zone};
    use std::rc::Rc;

    fn card(id: &str, kind: CardKind, supertypes: Vec<Supertype>) -> CardType {
        let mut card = crate::model::card::bare(id, kind, (kind == CardKind::Unit).then_some(2));
        card.facts.supertypes = supertypes;
        card
    }

    /// A game with a battlefield in play, a legend, a unit and a token unit in p1's base.
    fn game() -> (Game, [ObjId; 4]) {
        let mut catalog = Catalog::default();
        catalog.cards.extend([
            card("champ", CardKind::Battlefield, vec![]),
            card("legende", CardKind::Legend, vec![]),
            card("unite", CardKind::Unit, vec![]),
            card("jeton", CardKind::Unit, vec![Supertype::Token]),
        ]);
        let mut game = Game::new(Rc::new(catalog), 2, 0);
        let p1 = PlayerId(0);
        let bf = game.spawn(CardKey(0), p1, Zone::BattlefieldCards, None);
        game.battlefields.push(Battlefield::new(bf));
        let legend = game.spawn(CardKey(1), p1, Zone::Legend(p1), None);
        let unit = game.spawn(CardKey(2), p1, Zone::Base(p1), None);
        let token = game.spawn(CardKey(3), p1, Zone::Base(p1), None);
        (game, [bf, legend, unit, token])
    }

    fn broken(game: &Game) -> String {
        check(game, &[]).expect_err("an invariant is broken")
    }

    #[test]
    fn the_game_as_set_up_holds() {
        let (game, _) = game();
        assert_eq!(check(&game, &[]), Ok(()));
    }

    #[test]
    fn a_battlefield_or_a_legend_out_of_place_is_caught() {
        let (mut game, [bf, legend, ..]) = game();
        game.set_zone(bf, Zone::Trash(PlayerId(0)));
        assert!(
            broken(&game).contains("the battlefield champ is in"),
            "{}",
            broken(&game)
        );
        let (mut game, _) = self::game();
        game.set_zone(legend, Zone::Trash(PlayerId(0)));
        assert!(
            broken(&game).starts_with("legende (Legend) is in"),
            "{}",
            broken(&game)
        );
    }

    #[test]
    fn a_base_holds_what_its_player_controls() {
        let (mut game, [_, _, unit, _]) = game();
        game.obj_mut(unit).controller = PlayerId(1);
        assert!(
            broken(&game).contains("unite is in p1's base but controlled by p2"),
            "{}",
            broken(&game)
        );
    }

    #[test]
    fn a_token_off_the_board_is_caught() {
        let (mut game, [.., token]) = game();
        game.set_zone(token, Zone::Trash(PlayerId(0)));
        assert!(
            broken(&game).starts_with("the token jeton is in"),
            "{}",
            broken(&game)
        );
    }

    #[test]
    fn an_effect_on_a_departed_object_is_caught() {
        let (mut game, [_, _, unit, _]) = game();
        game.add_effect(unit, EffectKind::Rule(Modifier::Might(1)), Duration::Turn);
        assert_eq!(check(&game, &[]), Ok(()));
        // Put in a hand behind the rules' back: the effect is left pointing at it.
        game.set_zone(unit, Zone::Hand(PlayerId(0)));
        assert!(
            broken(&game).contains("points at unite, which is in"),
            "{}",
            broken(&game)
        );
        game.set_zone(unit, Zone::Base(PlayerId(0)));
        game.obj_mut(unit).incarnation += 1;
        assert!(
            broken(&game).contains("as it was before it changed zones"),
            "{}",
            broken(&game)
        );
    }
}
