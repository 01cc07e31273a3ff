//! Checking `expect <assertion>` against a game.

use super::steps::Assertion;
use crate::query::{keywords, might::might};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::scenario::check::{
    attached_to, controlled_by, expect, not, object, player, turn, unattached, winner,
};

/// `Ok` when the assertion holds, else what was found instead.
pub fn check(game: &Game, a: &Assertion) -> Result<(), String> {
    let obj = |label: &str| object(game, label);
    match a {
        Assertion::Might(l, n) => {
            let o = obj(l)?;
            let m = might(game, o);
            expect(
                m == Some(*n),
                format!("{l} has {} might", m.map_or("no".into(), |m| m.to_string())),
            )
        }
        Assertion::In(l, zone) => {
            let o = obj(l)?;
            let z = game.obj(o).zone;
            expect(
                zone_matches(game, z, zone),
                format!("{l} is in {}", game.zone_name(z)),
            )
        }
        Assertion::Exhausted(l) => {
            let o = obj(l)?;
            expect(game.obj(o).exhausted, format!("{l} is ready"))
        }
        Assertion::Ready(l) => {
            let o = obj(l)?;
            expect(!game.obj(o).exhausted, format!("{l} is exhausted"))
        }
        Assertion::Stunned(l, yes) => {
            let o = obj(l)?;
            let now = if game.obj(o).stunned { "is" } else { "is not" };
            expect(game.obj(o).stunned == *yes, format!("{l} {now} stunned"))
        }
        Assertion::Damage(l, n) => {
            let o = obj(l)?;
            expect(
                game.obj(o).damage == *n as i32,
                format!("{l} has damage {}", game.obj(o).damage),
            )
        }
        Assertion::Has(l, kw, value) => {
            let o = obj(l)?;
            let k = game.catalog.glossary.lookup(kw)?;
            // 722.1: what an object has, inactive text included (its behaviour may be off).
            let found = keywords::characteristic_value(game, o, k);
            let ok = found.is_some() && value.is_none_or(|v| found == Some(v));
            expect(
                ok,
                format!("{l} has [{}]", keywords::describe_characteristics(game, o)),
            )
        }
        Assertion::Lacks(l, kw) => {
            let o = obj(l)?;
            let k = game.catalog.glossary.lookup(kw)?;
            expect(
                !keywords::has(game, o, k),
                format!("{l} has [{}]", keywords::describe_characteristics(game, o)),
            )
        }
        Assertion::AttachedTo(l, u) => attached_to(game, l, u),
        Assertion::Unattached(l) => unattached(game, l),
        Assertion::Buffed(l) => {
            let o = obj(l)?;
            expect(game.obj(o).buffs > 0, format!("{l} has no buff"))
        }
        Assertion::Not(inner) => not(game, inner.as_ref(), check),
        Assertion::DeckTop(p, labels) => {
            let cards = deck(game, *p)?;
            expect(
                cards.len() >= labels.len() && cards[..labels.len()] == labels[..],
                format!("p{}'s deck is, from the top: {}", p + 1, list(&cards)),
            )
        }
        Assertion::DeckBottom(p, label) => {
            let cards = deck(game, *p)?;
            expect(
                cards.last() == Some(label),
                format!("p{}'s deck is, from the top: {}", p + 1, list(&cards)),
            )
        }
        Assertion::Points(p, n) => {
            let v = player(game, *p)?.points;
            expect(v == *n, format!("p{} has {v} points", p + 1))
        }
        Assertion::Xp(p, n) => {
            let v = player(game, *p)?.xp;
            expect(v == *n, format!("p{} has {v} xp", p + 1))
        }
        Assertion::Hand(p, n) => count(game, Zone::Hand(PlayerId(*p as u8)), *n, "cards in hand"),
        Assertion::Deck(p, n) => count(game, Zone::Deck(PlayerId(*p as u8)), *n, "cards in deck"),
        Assertion::Base(p, n) => count(game, Zone::Base(PlayerId(*p as u8)), *n, "objects in base"),
        // A unit's, a gear's or any card's controller; a battlefield's control (187).
        Assertion::ControlledBy(l, p) if battlefield_controller(game, l).is_err() => {
            controlled_by(game, l, *p)
        }
        Assertion::ControlledBy(b, p) => {
            let ctl = battlefield_controller(game, b)?;
            expect(
                ctl == Some(PlayerId(*p as u8)),
                format!(
                    "{b} is {}",
                    ctl.map_or("uncontrolled".into(), |c| format!("controlled by {c}"))
                ),
            )
        }
        Assertion::Uncontrolled(b) => {
            let ctl = battlefield_controller(game, b)?;
            expect(
                ctl.is_none(),
                format!(
                    "{b} is controlled by {}",
                    ctl.map_or(String::new(), |c| c.to_string())
                ),
            )
        }
        Assertion::ChainEmpty => expect(
            game.chain.is_empty(),
            format!("the chain has {} item(s)", game.chain.len()),
        ),
        Assertion::Chain(n) => expect(
            game.chain.len() == *n as usize,
            format!("the chain has {} item(s)", game.chain.len()),
        ),
        Assertion::Winner(p) => winner(game, *p),
        Assertion::Turn(p) => turn(game, *p),
    }
}

fn count(game: &Game, zone: Zone, n: u32, what: &str) -> Result<(), String> {
    let c = game.count_in_zone(zone);
    if c == n as usize {
        Ok(())
    } else {
        Err(format!(
            "{} has {c} {what}",
            game.zone_name(zone).split(' ').next().unwrap_or("")
        ))
    }
}

/// A player's main deck, top first, by label.
fn deck(game: &Game, p: usize) -> Result<Vec<String>, String> {
    player(game, p)?;
    let cards = game.in_zone(Zone::Deck(PlayerId(p as u8)));
    Ok(cards.iter().map(|&o| game.label(o).to_string()).collect())
}

fn list(v: &[String]) -> String {
    if v.is_empty() {
        "empty".into()
    } else {
        v.join(", ")
    }
}

fn battlefield_controller(game: &Game, b: &str) -> Result<Option<PlayerId>, String> {
    game.battlefields
        .iter()
        .find(|bf| **game.label(bf.obj) == *b || game.card(bf.obj).id == b)
        .map(|bf| bf.controller)
        .ok_or_else(|| format!("no battlefield `{b}` in play"))
}

/// Zone names of docs/SCENARIOS.md: hand, deck, trash, banishment, base, chain, facedown, champion,
/// or a battlefield id.
fn zone_matches(game: &Game, z: Zone, name: &str) -> bool {
    match (z, name) {
        (Zone::Hand(_), "hand")
        | (Zone::Deck(_), "deck")
        | (Zone::RuneDeck(_), "rune_deck" | "rune deck")
        | (Zone::Trash(_), "trash")
        | (Zone::Banishment(_), "banishment")
        | (Zone::Base(_), "base")
        | (Zone::Chain, "chain")
        | (Zone::Facedown(_), "facedown")
        | (Zone::Champion(_), "champion")
        | (Zone::Legend(_), "legend")
        | (Zone::Gone, "nowhere") => true,
        (Zone::Battlefield(b), n) => {
            let bf: ObjId = game.battlefield(b).obj;
            **game.label(bf) == *n || game.card(bf).id == n
        }
        _ => false,
    }
}
