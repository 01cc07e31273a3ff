//! What `expect` checks in a duel scenario (docs/SCENARIOS.md, duel section): read with the
//! core's word cursor, written back in canonical form, checked against a game.

use crate::query::keywords;
use crate::query::stats::{power_toughness, toughness};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::scenario::check::{
    attached_to, controlled_by, expect, not, object, player, turn, unattached, winner,
};
use grimoire_core::scenario::{PlayerIdx, StepError, StepParser, parse_player};
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Assertion {
    Life(PlayerIdx, i32),
    Library(PlayerIdx, u32),
    /// The top cards, top first (not necessarily all of them).
    LibraryTop(PlayerIdx, Vec<String>),
    /// The very bottom card.
    LibraryBottom(PlayerIdx, String),
    Hand(PlayerIdx, u32),
    In(String, String),
    Tapped(String),
    Untapped(String),
    Power(String, i32),
    Toughness(String, i32),
    Attacking(String),
    Blocking(String),
    Blocked(String),
    Damage(String, u32),
    /// A keyword as written (French or English, maybe several words) and its number.
    Has(String, String, Option<i32>),
    Lacks(String, String),
    AttachedTo(String, String),
    /// Attached to nothing.
    Unattached(String),
    ControlledBy(String, PlayerIdx),
    /// `<label> not <predicate>`: the predicate does not hold of that object.
    Not(Box<Assertion>),
    Winner(PlayerIdx),
    Turn(PlayerIdx),
    ChainEmpty,
    Chain(u32),
}

const PREDICATES: &str = "in <zone>, tapped, untapped, power <n>, toughness <n>, attacking, \
     blocking, blocked, damage <n>, has <Keyword>, lacks <Keyword>, attached to <label>, \
     unattached, controlled by pN, not <predicate>";
const ZONES: &str = "hand, library, battlefield, graveyard, exile, stack";

pub fn parse_assertion(p: &mut StepParser) -> Result<Assertion, StepError> {
    let first = p.word("an assertion after `expect`")?;
    match (first, parse_player(first)) {
        ("chain" | "stack", _) if p.eat("empty") => return Ok(Assertion::ChainEmpty),
        ("chain" | "stack", _) => return Ok(Assertion::Chain(p.number("`empty` or a number")?)),
        ("winner", _) => return Ok(Assertion::Winner(p.player("a player")?)),
        ("turn", _) => return Ok(Assertion::Turn(p.player("a player")?)),
        (_, Some(pl)) => return player_assertion(p, pl),
        _ => {}
    }
    label_assertion(p, first.to_string())
}

/// `<label> <predicate>`.
fn label_assertion(p: &mut StepParser, label: String) -> Result<Assertion, StepError> {
    let at = p.here();
    let pred = p.word(&format!(
        "a predicate after `{label}`; one of: {PREDICATES}"
    ))?;
    Ok(match pred {
        "not" => {
            let inner = label_assertion(p, label)?;
            if matches!(inner, Assertion::Not(_)) {
                return Err(StepError {
                    at,
                    message: "`not not`: write the predicate itself".into(),
                });
            }
            Assertion::Not(Box::new(inner))
        }
        "unattached" => Assertion::Unattached(label),
        "controlled" => {
            p.keyword("by", "`by pN` after `controlled`")?;
            Assertion::ControlledBy(label, p.player("a player after `controlled by`")?)
        }
        "in" => {
            let at = p.here();
            let zone = p.word(&format!("a zone after `in`: {ZONES}"))?;
            if !ZONES.split(", ").any(|z| z == zone) {
                return Err(StepError {
                    at,
                    message: format!("unknown zone `{zone}`; the zones are: {ZONES}"),
                });
            }
            Assertion::In(label, zone.into())
        }
        "tapped" => Assertion::Tapped(label),
        "untapped" => Assertion::Untapped(label),
        "power" => Assertion::Power(label, p.number("a number after `power`")?),
        "toughness" => Assertion::Toughness(label, p.number("a number after `toughness`")?),
        "attacking" => Assertion::Attacking(label),
        "blocking" => Assertion::Blocking(label),
        "blocked" => Assertion::Blocked(label),
        "damage" => Assertion::Damage(label, p.number("a number after `damage`")?),
        "has" => {
            let (kw, value) = p.keyword_and_value("a keyword after `has`")?;
            Assertion::Has(label, kw, value)
        }
        "lacks" => Assertion::Lacks(label, p.phrase(&[], "a keyword after `lacks`")?),
        "attached" => Assertion::AttachedTo(label, p.attached_to()?),
        _ => {
            return Err(StepError {
                at,
                message: format!("unknown predicate `{pred}`; expected one of: {PREDICATES}"),
            });
        }
    })
}

fn player_assertion(p: &mut StepParser, pl: PlayerIdx) -> Result<Assertion, StepError> {
    let at = p.here();
    let what = p.word("`life`, `library` or `hand` after the player")?;
    Ok(match what {
        "life" => Assertion::Life(pl, p.number("a number after `life`")?),
        "hand" => Assertion::Hand(pl, p.number("a number after `hand`")?),
        "library" if p.eat("top") => {
            Assertion::LibraryTop(pl, p.labels("a label after `library top`")?)
        }
        "library" if p.eat("bottom") => {
            Assertion::LibraryBottom(pl, p.word("a label after `library bottom`")?.into())
        }
        "library" => {
            Assertion::Library(pl, p.number("a number, `top` or `bottom` after `library`")?)
        }
        _ => {
            return Err(StepError {
                at,
                message: format!(
                    "unknown assertion `{what}` after a player; expected `life <n>`, `hand <n>`, \
                     `library <n>`, `library top <label>, …` or `library bottom <label>`"
                ),
            });
        }
    })
}

impl Assertion {
    /// Every player the assertion names.
    pub fn players(&self) -> Vec<PlayerIdx> {
        match self {
            Assertion::Life(i, _)
            | Assertion::Library(i, _)
            | Assertion::LibraryTop(i, _)
            | Assertion::LibraryBottom(i, _)
            | Assertion::Hand(i, _)
            | Assertion::ControlledBy(_, i)
            | Assertion::Winner(i)
            | Assertion::Turn(i) => vec![*i],
            Assertion::Not(a) => a.players(),
            _ => vec![],
        }
    }
}

/// `Ok` when the assertion holds, else what was found instead.
pub fn check(game: &Game, a: &Assertion) -> Result<(), String> {
    let obj = |label: &str| object(game, label);
    let combat = game.combat.as_ref();
    match a {
        Assertion::Life(p, n) => {
            let life = player(game, *p)?.life;
            expect(life == *n, format!("p{} has {life} life", p + 1))
        }
        Assertion::Library(p, n) => {
            let c = game.count_in_zone(Zone::Library(pid(game, *p)?));
            expect(
                c == *n as usize,
                format!("p{} has {c} cards in library", p + 1),
            )
        }
        Assertion::Hand(p, n) => {
            let c = game.count_in_zone(Zone::Hand(pid(game, *p)?));
            expect(
                c == *n as usize,
                format!("p{} has {c} cards in hand", p + 1),
            )
        }
        Assertion::LibraryTop(p, labels) => {
            let cards = names(game, &game.in_zone(Zone::Library(pid(game, *p)?)));
            expect(
                cards.len() >= labels.len() && cards[..labels.len()] == labels[..],
                format!("p{}'s library is, from the top: {}", p + 1, list(&cards)),
            )
        }
        Assertion::LibraryBottom(p, label) => {
            let cards = names(game, &game.in_zone(Zone::Library(pid(game, *p)?)));
            expect(
                cards.last() == Some(label),
                format!("p{}'s library is, from the top: {}", p + 1, list(&cards)),
            )
        }
        Assertion::In(l, zone) => {
            let z = game.obj(obj(l)?).zone;
            expect(
                zone_word(z) == zone,
                format!("{l} is in {}", game.zone_name(z)),
            )
        }
        Assertion::Tapped(l) => expect(game.obj(obj(l)?).tapped, format!("{l} is untapped")),
        Assertion::Untapped(l) => expect(!game.obj(obj(l)?).tapped, format!("{l} is tapped")),
        Assertion::Power(l, n) => {
            let o = obj(l)?;
            let pt = power_toughness(game, o);
            expect(
                pt.map(|x| x.0) == Some(*n),
                format!("{l} is {}", describe_pt(pt)),
            )
        }
        Assertion::Toughness(l, n) => {
            let o = obj(l)?;
            let pt = power_toughness(game, o);
            expect(
                pt.is_some() && toughness(game, o) == *n,
                format!("{l} is {}", describe_pt(pt)),
            )
        }
        Assertion::Attacking(l) => {
            let o = obj(l)?;
            expect(
                combat.is_some_and(|c| c.is_attacking(o)),
                format!("{l} is not attacking"),
            )
        }
        Assertion::Blocking(l) => {
            let o = obj(l)?;
            expect(
                combat.is_some_and(|c| c.is_blocking(o)),
                format!("{l} is not blocking"),
            )
        }
        Assertion::Blocked(l) => {
            let o = obj(l)?;
            expect(
                combat.is_some_and(|c| c.blocked.contains(&o)),
                format!("{l} is not a blocked attacker"),
            )
        }
        Assertion::Damage(l, n) => {
            let d = game.obj(obj(l)?).damage;
            expect(d == *n as i32, format!("{l} has damage {d}"))
        }
        Assertion::Has(l, kw, value) => {
            let o = obj(l)?;
            let k = game.catalog.glossary.lookup(kw)?;
            // An instance with that number (`has Courage 2`), or any instance.
            let ok = keywords::instances(game, o)
                .iter()
                .any(|&(x, n)| x == k && value.is_none_or(|v| n == v));
            expect(ok, format!("{l} has [{}]", keywords::describe(game, o)))
        }
        Assertion::Lacks(l, kw) => {
            let o = obj(l)?;
            let k = game.catalog.glossary.lookup(kw)?;
            expect(
                !keywords::has(game, o, k),
                format!("{l} has [{}]", keywords::describe(game, o)),
            )
        }
        Assertion::AttachedTo(l, t) => attached_to(game, l, t),
        Assertion::Unattached(l) => unattached(game, l),
        Assertion::ControlledBy(l, p) => controlled_by(game, l, *p),
        Assertion::Not(inner) => not(game, inner.as_ref(), check),
        Assertion::Winner(p) => winner(game, *p),
        Assertion::Turn(p) => turn(game, *p),
        Assertion::ChainEmpty => expect(
            game.chain.is_empty(),
            format!("the stack has {} item(s)", game.chain.len()),
        ),
        Assertion::Chain(n) => expect(
            game.chain.len() == *n as usize,
            format!("the stack has {} item(s)", game.chain.len()),
        ),
    }
}

/// The zone words of docs/SCENARIOS.md.
fn zone_word(z: Zone) -> &'static str {
    match z {
        Zone::Library(_) => "library",
        Zone::Hand(_) => "hand",
        Zone::Battlefield => "battlefield",
        Zone::Graveyard(_) => "graveyard",
        Zone::Exile => "exile",
        Zone::Stack => "stack",
    }
}

fn describe_pt(pt: Option<(i32, i32)>) -> String {
    pt.map_or("not a creature".into(), |(p, t)| format!("{p}/{t}"))
}

fn pid(game: &Game, p: usize) -> Result<PlayerId, String> {
    player(game, p).map(|_| PlayerId(p as u8))
}

fn names(game: &Game, objs: &[ObjId]) -> Vec<String> {
    objs.iter().map(|&o| game.label(o).to_string()).collect()
}

fn list(v: &[String]) -> String {
    if v.is_empty() {
        "empty".into()
    } else {
        v.join(", ")
    }
}

fn pl(i: &PlayerIdx) -> String {
    format!("p{}", i + 1)
}

impl fmt::Display for Assertion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Assertion::Life(i, n) => write!(f, "{} life {n}", pl(i)),
            Assertion::Library(i, n) => write!(f, "{} library {n}", pl(i)),
            Assertion::LibraryTop(i, l) => write!(f, "{} library top {}", pl(i), l.join(", ")),
            Assertion::LibraryBottom(i, l) => write!(f, "{} library bottom {l}", pl(i)),
            Assertion::Hand(i, n) => write!(f, "{} hand {n}", pl(i)),
            Assertion::In(l, z) => write!(f, "{l} in {z}"),
            Assertion::Tapped(l) => write!(f, "{l} tapped"),
            Assertion::Untapped(l) => write!(f, "{l} untapped"),
            Assertion::Power(l, n) => write!(f, "{l} power {n}"),
            Assertion::Toughness(l, n) => write!(f, "{l} toughness {n}"),
            Assertion::Attacking(l) => write!(f, "{l} attacking"),
            Assertion::Blocking(l) => write!(f, "{l} blocking"),
            Assertion::Blocked(l) => write!(f, "{l} blocked"),
            Assertion::Damage(l, n) => write!(f, "{l} damage {n}"),
            Assertion::Has(l, k, None) => write!(f, "{l} has {k}"),
            Assertion::Has(l, k, Some(n)) => write!(f, "{l} has {k} {n}"),
            Assertion::Lacks(l, k) => write!(f, "{l} lacks {k}"),
            Assertion::AttachedTo(l, t) => write!(f, "{l} attached to {t}"),
            Assertion::Unattached(l) => write!(f, "{l} unattached"),
            Assertion::ControlledBy(l, i) => write!(f, "{l} controlled by {}", pl(i)),
            Assertion::Not(a) => {
                let text = a.to_string();
                let (label, rest) = text.split_once(' ').unwrap_or((&text, ""));
                write!(f, "{label} not {rest}")
            }
            Assertion::Winner(i) => write!(f, "winner {}", pl(i)),
            Assertion::Turn(i) => write!(f, "turn {}", pl(i)),
            Assertion::ChainEmpty => f.write_str("chain empty"),
            Assertion::Chain(n) => write!(f, "chain {n}"),
        }
    }
}
