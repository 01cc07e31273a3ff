//! Whether an object meets what a target is chosen under (355.5): the one check used to offer
//! targets while a card is played and to check them again as it resolves (359.3.e.2), so the
//! two can never disagree.

use crate::model::card::CardKind;
use crate::state::object::Designation;
use crate::state::object::Handle;
use crate::state::targets::{At, InCombat, Pile, Restriction, Side, Status, What};
use crate::state::{Game, GameExt, Location, ObjId, PlayerId, Zone};
use grimoire_core::{en_fr, write_en_fr};
use std::fmt;

/// Why a target is not (or no longer) legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// It changed zones to or from a non-board zone: a new object (359.3.e.2, 359.3.e.4).
    NewObject,
    Kind(What),
    Side(Side),
    At(At),
    MaxMight(i32),
    MinMight(i32),
    /// Its printed energy or power cost is above the most asked.
    MaxEnergy(i32),
    MaxPower(i32),
    Status(Status),
    /// It is the source itself, and the choice is of another.
    Itself,
    /// It is not (or is) buffed, damaged or stunned, as the choice asks.
    Buffed(bool),
    Damaged(bool),
    Stunned(bool),
    /// It is not in a combat, or not in the part asked (454).
    Combat(InCombat),
    /// It is not of the kind of card the choice names, or is of the one it excludes.
    Tagged(bool),
    /// It left the battlefield a card played from face down limits its choices to (811.1.d.2).
    Hidden,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::NewObject => write_en_fr!(
                f,
                en: "it changed zones (359.3.e.4)",
                fr: "elle a changé de zone (359.3.e.4)"
            ),
            Why::Kind(w) => write_en_fr!(
                f,
                en: "it is not a {}",
                fr: "elle n'est pas {}",
                kind_words(*w)
            ),
            Why::Side(Side::Friendly) => {
                write_en_fr!(f, en: "it is not friendly", fr: "elle n'est pas alliée")
            }
            Why::Side(_) => write_en_fr!(f, en: "it is not an enemy", fr: "elle n'est pas ennemie"),
            Why::At(at) => write_en_fr!(
                f,
                en: "it is not {}",
                fr: "elle n'est pas {}",
                at_words(*at)
            ),
            Why::MaxMight(n) => write_en_fr!(
                f,
                en: "its Might is above {n}",
                fr: "sa Puissance dépasse {n}"
            ),
            Why::MinMight(n) => write_en_fr!(
                f,
                en: "its Might is below {n}",
                fr: "sa Puissance est inférieure à {n}"
            ),
            Why::MaxEnergy(n) => write_en_fr!(
                f,
                en: "its energy cost is above {n}",
                fr: "son coût en énergie dépasse {n}"
            ),
            Why::MaxPower(n) => write_en_fr!(
                f,
                en: "its power cost is above {n}",
                fr: "son coût en puissance dépasse {n}"
            ),
            Why::Status(Status::Ready) => {
                write_en_fr!(f, en: "it is not ready", fr: "elle n'est pas prête")
            }
            Why::Status(_) => {
                write_en_fr!(f, en: "it is not exhausted", fr: "elle n'est pas épuisée")
            }
            Why::Itself => write_en_fr!(
                f,
                en: "it is the card itself, and another is asked for",
                fr: "c'est la carte elle-même, et une autre est demandée"
            ),
            Why::Buffed(true) => {
                write_en_fr!(f, en: "it is not buffed", fr: "elle n'est pas buffée")
            }
            Why::Buffed(false) => write_en_fr!(f, en: "it is buffed", fr: "elle est buffée"),
            Why::Damaged(true) => {
                write_en_fr!(f, en: "it is not damaged", fr: "elle n'est pas endommagée")
            }
            Why::Damaged(false) => {
                write_en_fr!(f, en: "it is damaged", fr: "elle est endommagée")
            }
            Why::Stunned(true) => {
                write_en_fr!(f, en: "it is not stunned", fr: "elle n'est pas étourdie")
            }
            Why::Stunned(false) => write_en_fr!(f, en: "it is stunned", fr: "elle est étourdie"),
            Why::Tagged(true) => write_en_fr!(
                f,
                en: "it is not of the kind of card asked",
                fr: "elle n'est pas du type de carte demandé"
            ),
            Why::Tagged(false) => write_en_fr!(
                f,
                en: "it is of the kind of card excluded",
                fr: "elle est du type de carte exclu"
            ),
            Why::Combat(InCombat::Either) => {
                write_en_fr!(f, en: "it is not in a combat", fr: "elle n'est pas en combat")
            }
            Why::Combat(InCombat::Attacking) => {
                write_en_fr!(f, en: "it is not attacking", fr: "elle n'attaque pas")
            }
            Why::Combat(InCombat::Defending) => {
                write_en_fr!(f, en: "it is not defending", fr: "elle ne défend pas")
            }
            Why::Hidden => write_en_fr!(
                f,
                en: "it left the battlefield the card was played from face down at (811.1.d.2)",
                fr: "elle a quitté le champ de bataille où la carte a été jouée face cachée \
                     (811.1.d.2)"
            ),
        }
    }
}

/// As prompts and messages write a kind of target.
pub fn what_text(w: What) -> &'static str {
    match w {
        What::Unit => "unit",
        What::Gear => "gear",
        What::UnitOrGear => "unit or gear",
        What::Battlefield => "battlefield",
        What::Spell => "spell",
        What::Card => "card",
    }
}

/// A kind of target as `Why::Kind` says it: `what_text` in English (after "a"), with its
/// article in French.
fn kind_words(w: What) -> &'static str {
    if !grimoire_core::words::french() {
        return what_text(w);
    }
    match w {
        What::Unit => "une unité",
        What::Gear => "un équipement",
        What::UnitOrGear => "une unité ou un équipement",
        What::Battlefield => "un champ de bataille",
        What::Spell => "un sort",
        What::Card => "une carte",
    }
}

fn at_words(at: At) -> &'static str {
    match at {
        At::Anywhere => en_fr!(en: "anywhere", fr: "n'importe où"),
        At::Location(Location::Base(_)) => en_fr!(en: "at that base", fr: "à cette base"),
        At::Location(Location::Battlefield(_)) => {
            en_fr!(en: "at that battlefield", fr: "à ce champ de bataille")
        }
        At::AnyBattlefield => en_fr!(en: "at a battlefield", fr: "à un champ de bataille"),
        At::Here => en_fr!(en: "here", fr: "ici"),
        At::Elsewhere => en_fr!(en: "elsewhere than here", fr: "ailleurs qu'ici"),
        At::OwnBase => en_fr!(en: "at its own base", fr: "à la base de son contrôleur"),
    }
}

/// "Here": the location of `source`, or, for a permanent that has just died, where it last was
/// (808.1.d.3); a battlefield's own text means itself (169.5: it is a location); `None` when it
/// is at no location.
pub fn here(game: &Game, source: ObjId) -> Option<Location> {
    if let Some(b) = game.battlefield_of_card(source) {
        return Some(Location::Battlefield(b));
    }
    let zone = match game.obj(source).zone {
        z @ (Zone::Base(_) | Zone::Battlefield(_)) => z,
        _ => game.last_known(source)?.zone,
    };
    match zone {
        Zone::Base(p) => Some(Location::Base(p)),
        Zone::Battlefield(b) => Some(Location::Battlefield(b)),
        _ => None,
    }
}

/// Whether `obj` meets `r` for an item of `controller` whose source is `source`: on the board,
/// of the kind, side, location, Might and status asked, and where a face-down play limits it.
pub fn check(
    game: &Game,
    r: &Restriction,
    controller: PlayerId,
    source: ObjId,
    obj: ObjId,
) -> Result<(), Why> {
    let o = game.obj(obj);
    let kind = o.kind;
    if !r.what.accepts(kind) {
        return Err(Why::Kind(r.what));
    }
    costs_at_most(game, r, obj)?;
    if r.from != Pile::Board {
        return in_pile(game, r, controller, source, obj);
    }
    // A battlefield is on the board while in play; it is friendly to its controller, and an
    // uncontrolled one is neither friendly nor enemy.
    let (on_board, mine, zone) = if kind == CardKind::Battlefield {
        let bf = game.battlefield_of_card(obj);
        let mine = bf
            .and_then(|b| game.battlefield(b).controller)
            .map(|c| c == controller);
        (bf.is_some(), mine, bf.map(Zone::Battlefield))
    } else {
        (
            o.zone.is_location(),
            Some(o.controller == controller),
            Some(o.zone),
        )
    };
    if !on_board {
        return Err(Why::NewObject);
    }
    let side_ok = match r.side {
        Side::Any => true,
        Side::Friendly => mine == Some(true),
        Side::Enemy => mine == Some(false),
    };
    if !side_ok {
        return Err(Why::Side(r.side));
    }
    let at_ok = match r.at {
        At::Anywhere => true,
        At::Location(l) => zone == Some(l.zone()),
        At::AnyBattlefield => matches!(zone, Some(Zone::Battlefield(_))),
        At::Here => here(game, source).is_some_and(|l| zone == Some(l.zone())),
        At::Elsewhere => here(game, source).is_some_and(|l| zone != Some(l.zone())),
        At::OwnBase => zone == Some(Zone::Base(o.controller)),
    };
    if !at_ok {
        return Err(Why::At(r.at));
    }
    might_within(game, r, obj)?;
    let status_ok = match r.status {
        Status::Any => true,
        Status::Exhausted => o.exhausted,
        Status::Ready => !o.exhausted,
    };
    if !status_ok {
        return Err(Why::Status(r.status));
    }
    if r.other && obj == source {
        return Err(Why::Itself);
    }
    if let Some(b) = r.buffed
        && (o.buffs > 0) != b
    {
        return Err(Why::Buffed(b));
    }
    if let Some(b) = r.damaged
        && (o.damage > 0) != b
    {
        return Err(Why::Damaged(b));
    }
    if let Some(b) = r.stunned
        && o.stunned != b
    {
        return Err(Why::Stunned(b));
    }
    if let Some(t) = r.tagged
        && is_tagged(game, obj, t) != t.with
    {
        return Err(Why::Tagged(t.with));
    }
    if let Some(c) = r.combat {
        let part = match (c, o.designation) {
            (InCombat::Either, d) => d.is_some(),
            (InCombat::Attacking, d) => d == Some(Designation::Attacker),
            (InCombat::Defending, d) => d == Some(Designation::Defender),
        };
        if !part {
            return Err(Why::Combat(c));
        }
    }
    if let Some(b) = r.hidden
        && zone != Some(Zone::Battlefield(b))
    {
        return Err(Why::Hidden);
    }
    Ok(())
}

/// The Might asked of `obj` (« with 3 :rb_might: or less »), on the board or in a pile: a
/// unit card in a trash is read at its printed Might (355.9.a: the limit the text names).
fn might_within(game: &Game, r: &Restriction, obj: ObjId) -> Result<(), Why> {
    if r.max_might.is_none() && r.min_might.is_none() {
        return Ok(());
    }
    let might = super::might::might(game, obj);
    if let Some(n) = r.max_might
        && might.is_none_or(|m| m > n)
    {
        return Err(Why::MaxMight(n));
    }
    if let Some(n) = r.min_might
        && might.is_none_or(|m| m < n)
    {
        return Err(Why::MinMight(n));
    }
    Ok(())
}

/// The printed cost asked at most of a card (« costing no more than [3] and no more than
/// [A] »): its energy, and its power of every domain together.
fn costs_at_most(game: &Game, r: &Restriction, obj: ObjId) -> Result<(), Why> {
    if r.max_energy.is_none() && r.max_power.is_none() {
        return Ok(());
    }
    let cost = game.card(obj).cost;
    if let Some(n) = r.max_energy
        && i32::from(cost.energy) > n
    {
        return Err(Why::MaxEnergy(n));
    }
    if let Some(n) = r.max_power
        && cost.total_power() as i32 > n
    {
        return Err(Why::MaxPower(n));
    }
    Ok(())
}

/// `check` for a card in a trash or on the chain: there, of the side asked — a trash's cards
/// are its owner's (« your trash »), a spell on the chain its controller's — and never the
/// spell or ability choosing (355.9.c).
fn in_pile(
    game: &Game,
    r: &Restriction,
    controller: PlayerId,
    source: ObjId,
    obj: ObjId,
) -> Result<(), Why> {
    let o = game.obj(obj);
    let (there, mine) = match r.from {
        Pile::Trash => (matches!(o.zone, Zone::Trash(_)), o.owner == controller),
        _ => (o.zone == Zone::Chain, o.controller == controller),
    };
    if !there {
        return Err(Why::NewObject);
    }
    if !r.side.accepts(mine) {
        return Err(Why::Side(r.side));
    }
    if obj == source {
        return Err(Why::Itself);
    }
    might_within(game, r, obj)?;
    if let Some(t) = r.tagged
        && is_tagged(game, obj, t) != t.with
    {
        return Err(Why::Tagged(t.with));
    }
    Ok(())
}

/// Whether a target chosen as `h` is still legal as its item resolves (359.3.e.2): the same
/// object, still on the board (359.3.e.4), and, when it was chosen under a restriction,
/// meeting all of it now — whatever happened in between (359.3.e.3).
pub fn still_legal(
    game: &Game,
    h: Handle,
    r: Option<&Restriction>,
    controller: PlayerId,
    source: ObjId,
) -> Result<(), Why> {
    let o = game.obj(h.obj);
    let board = r.is_none_or(|r| r.from == Pile::Board);
    if o.incarnation != h.incarnation || (board && !o.zone.is_board()) {
        return Err(Why::NewObject);
    }
    match r {
        Some(r) => check(game, r, controller, source, h.obj),
        None => Ok(()),
    }
}

/// Whether `obj` has the tag `t` names (in any case), printed or given (472.1.c).
pub fn is_tagged(game: &Game, obj: ObjId, t: crate::state::targets::Tagged) -> bool {
    let Some((card, i)) = t.named_by else {
        return false;
    };
    super::tags::has_tag(game, obj, super::tags::tag_name(game, card, i))
}

/// Whether a card, wherever it is (a hand, the chain), is of what `r` describes — its type, its
/// side (`controller` controls it), its tags and its printed cost — leaving out where it is
/// and its state: « Your Dragons cost [1] less » asks it of the card being played (356.4.a).
pub fn fits(game: &Game, r: &Restriction, controller: PlayerId, obj: ObjId) -> bool {
    let o = game.obj(obj);
    r.what.accepts(o.kind)
        && costs_at_most(game, r, obj).is_ok()
        && r.side.accepts(o.controller == controller)
        && r.tagged.is_none_or(|t| is_tagged(game, obj, t) == t.with)
}
