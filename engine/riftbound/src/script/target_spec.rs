//! The options of `ctx.choose_targets` and `ctx.select` read into the typed restriction every
//! target is chosen under (355.5) and checked against again on resolution (359.3.e.2): one pass
//! over the map, each key at its place, the first unknown key the error.

use super::api_choose::location_for;
use super::api_support::{Res, err, within};
use crate::state::targets::{At, InCombat, Pile, Restriction, Side, Status, Tagged, What};
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::code::lint::words::type_name_noun as noun;
use grimoire_core::model::card::CardKey;
use rhai::{Dynamic, Map};

const WHATS: [(&str, What); 6] = [
    ("unit", What::Unit),
    ("gear", What::Gear),
    ("battlefield", What::Battlefield),
    ("unit_or_gear", What::UnitOrGear),
    ("spell", What::Spell),
    ("card", What::Card),
];

/// The zones `from` names; a spell is chosen on the chain and a card in a trash unless `from`
/// says otherwise.
const PILES: [(&str, Pile); 3] = [
    ("board", Pile::Board),
    ("trash", Pile::Trash),
    ("chain", Pile::Chain),
];

/// What `choose` looks for, read from its map: the restriction every target is chosen under
/// (kept with the item and checked again on resolution, 359.3.e.2) and how many.
pub(super) struct Spec {
    pub r: Restriction,
    pub min: usize,
    pub max: usize,
}

/// Its keys, in the places `spec` reads them at (`Key`).
pub const KEYS: [&str; 18] = [
    "what",
    "from",
    "side",
    "at",
    "count",
    "up_to",
    "max_might",
    "min_might",
    "exhausted",
    "other",
    "buffed",
    "damaged",
    "stunned",
    "combat",
    "tag",
    "not_tag",
    "max_energy",
    "max_power",
];

/// A key's place in `KEYS`.
#[derive(Clone, Copy)]
enum Key {
    What,
    From,
    Side,
    At,
    Count,
    UpTo,
    MaxMight,
    MinMight,
    Exhausted,
    Other,
    Buffed,
    Damaged,
    Stunned,
    Combat,
    Tag,
    NotTag,
    MaxEnergy,
    MaxPower,
}

pub(super) fn spec(game: &Game, source: ObjId, controller: PlayerId, map: &Map) -> Res<Spec> {
    // One pass over the map puts each value at its key's place in `KEYS` (this runs at every
    // listing for each card whose choice the host reads, `options`): the first unknown key, in
    // the map's order, is the error.
    let mut given: [Option<&Dynamic>; KEYS.len()] = [None; KEYS.len()];
    for (key, value) in map {
        match KEYS.iter().position(|k| *k == key.as_str()) {
            Some(i) => given[i] = Some(value),
            None => {
                return err(format!(
                    "unknown key `{key}` in choose_targets: expected {}",
                    KEYS.join(", ")
                ));
            }
        }
    }
    // Each key by its place in `KEYS`, its name for messages.
    let get = |key: Key| (given[key as usize], KEYS[key as usize]);
    // A text given, or `None` for the default (no text made for it).
    let text = |key: Key| -> Res<Option<rhai::ImmutableString>> {
        let (v, k) = get(key);
        match v {
            None => Ok(None),
            Some(v) => v
                .clone()
                .into_immutable_string()
                .map(Some)
                .map_err(|t| format!("choose_targets: `{k}` is text, not {}", noun(t)).into()),
        }
    };
    let number = |key: Key| -> Res<Option<usize>> {
        let (v, k) = get(key);
        match v {
            None => Ok(None),
            Some(v) => match v.as_int() {
                Ok(n) if (0..=20).contains(&n) => Ok(Some(n as usize)),
                _ => err(format!("choose_targets: `{k}` is a number from 0 to 20")),
            },
        }
    };
    let might = |key: Key| -> Res<Option<i32>> {
        let (v, k) = get(key);
        match v {
            None => Ok(None),
            Some(v) => match v.as_int() {
                Ok(n) => within(n, -1_000..=1_000, k).map(Some),
                Err(t) => err(format!("choose_targets: `{k}` is a number, not {t}")),
            },
        }
    };
    let what = text(Key::What)?;
    let what = what.as_deref().unwrap_or("unit");
    let Some(&(_, what)) = WHATS.iter().find(|(w, _)| *w == what) else {
        return err(format!(
            "choose_targets: unknown `what` \"{what}\": expected \"unit\", \"gear\", \"unit_or_gear\", \"battlefield\", \"spell\" or \"card\""
        ));
    };
    let from = match text(Key::From)?.as_deref() {
        None => match what {
            What::Spell => Pile::Chain,
            What::Card => Pile::Trash,
            _ => Pile::Board,
        },
        Some(f) => match PILES.iter().find(|(n, _)| *n == f) {
            Some(&(_, p)) => p,
            None => {
                return err(format!(
                    "choose_targets: unknown `from` \"{f}\": expected \"board\", \"trash\" or \"chain\""
                ));
            }
        },
    };
    if from == Pile::Board && matches!(what, What::Spell | What::Card) {
        return err("choose_targets: a spell or a card is chosen `from` the trash or the chain");
    }
    if from != Pile::Board && matches!(what, What::Battlefield) {
        return err("choose_targets: a battlefield is chosen on the board");
    }
    let side = text(Key::Side)?;
    let side = side.as_deref().unwrap_or("any");
    let Some(side) = Side::named(side) else {
        return err(format!(
            "choose_targets: unknown `side` \"{side}\": expected \"any\", \"friendly\" or \"enemy\""
        ));
    };
    let at = text(Key::At)?;
    let at = match at.as_deref().unwrap_or("anywhere") {
        "anywhere" => At::Anywhere,
        "own_base" => At::OwnBase,
        "any_battlefield" => At::AnyBattlefield,
        // "Here" is read again when the targets are checked (359.3.f.2); it must be somewhere
        // now.
        "here" => location_for(game, source, controller, "here").map(|_| At::Here)?,
        "elsewhere" => location_for(game, source, controller, "here").map(|_| At::Elsewhere)?,
        name => At::Location(location_for(game, source, controller, name)?),
    };
    let status = match get(Key::Exhausted).0 {
        None => Status::Any,
        Some(v) => match v.as_bool() {
            Ok(true) => Status::Exhausted,
            Ok(false) => Status::Ready,
            Err(t) => {
                return err(format!(
                    "choose_targets: `exhausted` is true or false, not {t}"
                ));
            }
        },
    };
    let flag = |key: Key| -> Res<Option<bool>> {
        let (v, k) = get(key);
        match v {
            None => Ok(None),
            Some(v) => v
                .as_bool()
                .map(Some)
                .map_err(|t| format!("choose_targets: `{k}` is true or false, not {t}").into()),
        }
    };
    let combat = match text(Key::Combat)?.as_deref() {
        None => None,
        Some("any") => Some(InCombat::Either),
        Some("attacking") => Some(InCombat::Attacking),
        Some("defending") => Some(InCombat::Defending),
        Some(c) => {
            return err(format!(
                "choose_targets: unknown `combat` \"{c}\": expected \"any\", \"attacking\" or \"defending\""
            ));
        }
    };
    let (min, max) = match (number(Key::Count)?, number(Key::UpTo)?) {
        (Some(_), Some(_)) => return err("choose_targets: give `count` or `up_to`, not both"),
        (Some(0), None) => {
            return err("choose_targets: `count` is at least 1 (use `up_to` for zero)");
        }
        (Some(n), None) => (n, n),
        (None, Some(n)) => (0, n), // 355.13: any number up to N, zero included.
        (None, None) => (1, 1),
    };
    Ok(Spec {
        r: Restriction {
            what,
            from,
            side,
            at,
            max_might: might(Key::MaxMight)?,
            min_might: might(Key::MinMight)?,
            max_energy: might(Key::MaxEnergy)?,
            max_power: might(Key::MaxPower)?,
            status,
            other: flag(Key::Other)?.unwrap_or(false),
            buffed: flag(Key::Buffed)?,
            damaged: flag(Key::Damaged)?,
            stunned: flag(Key::Stunned)?,
            combat,
            tagged: tagged(game, text(Key::Tag)?, text(Key::NotTag)?)?,
            hidden: None,
        },
        min,
        max,
    })
}

/// `tag` / `not_tag`: of a kind of card or not (« a Poro », "a non-Recruit unit"), named by
/// the first card of the catalogue with that tag, in any case; no such card, nothing is of it.
fn tagged(
    game: &Game,
    with: Option<rhai::ImmutableString>,
    without: Option<rhai::ImmutableString>,
) -> Res<Option<Tagged>> {
    let (name, with) = match (with, without) {
        (None, None) => return Ok(None),
        (Some(_), Some(_)) => return err("choose_targets: give `tag` or `not_tag`, not both"),
        (Some(t), None) => (t, true),
        (None, Some(t)) => (t, false),
    };
    let named_by = game.catalog.cards.iter().enumerate().find_map(|(k, c)| {
        let i = c.tags.iter().position(|t| t.eq_ignore_ascii_case(&name))?;
        Some((CardKey(k as u32), u8::try_from(i).ok()?))
    });
    Ok(Some(Tagged { named_by, with }))
}

#[cfg(test)]
mod tests {
    use super::{KEYS, Key};

    /// Each key's place is its name's in `KEYS`: the messages name the key read.
    #[test]
    fn each_key_is_at_its_place() {
        let keys = [
            (Key::What, "what"),
            (Key::From, "from"),
            (Key::Side, "side"),
            (Key::At, "at"),
            (Key::Count, "count"),
            (Key::UpTo, "up_to"),
            (Key::MaxMight, "max_might"),
            (Key::MinMight, "min_might"),
            (Key::Exhausted, "exhausted"),
            (Key::Other, "other"),
            (Key::Buffed, "buffed"),
            (Key::Damaged, "damaged"),
            (Key::Stunned, "stunned"),
            (Key::Combat, "combat"),
            (Key::Tag, "tag"),
            (Key::NotTag, "not_tag"),
            (Key::MaxEnergy, "max_energy"),
            (Key::MaxPower, "max_power"),
        ];
        assert_eq!(keys.len(), KEYS.len());
        for (key, name) in keys {
            assert_eq!(KEYS[key as usize], name);
        }
    }
}
