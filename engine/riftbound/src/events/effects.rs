//! What effects give: continuous contributions (727), replacements (803),
//! keywords granted or removed (801.3), Might, buffs (426, 702), resources in the rune pool
//! (429) and XP (730).

use crate::model::cost::Domain;
use crate::state::PlayerId;
use crate::state::effects::Duration;
use grimoire_core::{en_fr, format_en_fr, write_en_fr};
use std::fmt;
use std::rc::Rc;

/// What a continuous ability contributes to an object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contribution {
    /// Might, `+1 Might`.
    Might(i32),
    /// The Might set (472.1.a.1), `Might 4`.
    MightBecomes(i32),
    /// A keyword, by its printed name: `[Tank]`.
    Keyword(String),
    /// A keyword removed: `no [Tank]`.
    NoKeyword(String),
    /// The points needed to win raised (478.3).
    VictoryScore(i32),
    /// A tag given (472.1.c): `tag Yordle`.
    Tag(String),
    /// Anything else, as the effect is written (`Debug`).
    Other(String),
}

impl fmt::Display for Contribution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contribution::Might(n) => write_en_fr!(f, en: "{n:+} Might", fr: "{n:+} Puissance"),
            Contribution::MightBecomes(n) => {
                write_en_fr!(f, en: "Might {n}", fr: "Puissance {n}")
            }
            Contribution::Keyword(kw) => write!(f, "[{kw}]"),
            Contribution::NoKeyword(kw) => write_en_fr!(f, en: "no [{kw}]", fr: "sans [{kw}]"),
            Contribution::VictoryScore(n) => write_en_fr!(
                f,
                en: "{n:+} to the points needed to win (478.3)",
                fr: "{n:+} aux points nécessaires pour gagner (478.3)"
            ),
            Contribution::Tag(tag) => write_en_fr!(f, en: "tag {tag}", fr: "étiquette {tag}"),
            Contribution::Other(text) => f.write_str(text),
        }
    }
}

/// The limits of a Might effect (472.3.b): the Might it may not take below `min` or above `max`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limit {
    pub min: Option<i64>,
    pub max: Option<i64>,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.min, self.max) {
            (Some(a), Some(b)) => write_en_fr!(
                f,
                en: "to a min of {a} and a max of {b}",
                fr: "avec un minimum de {a} et un maximum de {b}"
            ),
            (Some(a), None) => {
                write_en_fr!(f, en: "to a min of {a}", fr: "avec un minimum de {a}")
            }
            (None, Some(b)) => {
                write_en_fr!(f, en: "to a max of {b}", fr: "avec un maximum de {b}")
            }
            (None, None) => f.write_str(en_fr!(en: "without a limit", fr: "sans limite")),
        }
    }
}

/// How traces name a domain's power: its key in English (`fury`), its French name
/// (`Fureur`).
fn domain_word(domain: Domain) -> &'static str {
    if !grimoire_core::words::french() {
        return domain.key();
    }
    match domain {
        Domain::Fury => "Fureur",
        Domain::Calm => "Calme",
        Domain::Mind => "Esprit",
        Domain::Body => "Corps",
        Domain::Chaos => "Chaos",
        Domain::Order => "Ordre",
    }
}

/// An effect's change to an object or a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EffectEvent {
    /// 322, 727: an object gains (`gained`) or loses what a continuous ability contributes;
    /// `source` names the object whose ability it is, when that is another one.
    ContinuousChanged {
        target: Rc<str>,
        source: Option<Rc<str>>,
        gained: bool,
        what: Contribution,
    },
    /// 803: a keyword's replacement changes an amount as the `hook` event happens.
    Replaced {
        keyword: String,
        card: Rc<str>,
        hook: String,
        before: i64,
        after: i64,
    },
    /// A keyword granted, with its number where it has one (`Assaut 3`, not `Tank 0`).
    GainsKeyword {
        unit: Rc<str>,
        keyword: String,
        value: Option<i64>,
        duration: Duration,
    },
    /// 801.3.b: a keyword removed.
    LosesKeyword {
        unit: Rc<str>,
        keyword: String,
        duration: Duration,
    },
    /// Might given until the end of the turn; with a limit, what was asked and the limit, the
    /// Might being `n` less far from it (472.3.b).
    GetsMight {
        unit: Rc<str>,
        n: i64,
        limited: Option<(i64, Limit)>,
    },
    /// 472.1.a.1: the Might becomes `n` until the end of the turn.
    MightBecomes { unit: Rc<str>, n: i64 },
    /// 472.1.c: the unit or gear has a tag its card does not print, for `duration`.
    GainsTag {
        unit: Rc<str>,
        tag: String,
        duration: Duration,
    },
    /// 472.1.b.1: `obj` becomes a copy of `of`, taking the traits of the card `name`, for as
    /// long as it stays on the board: leaving it, it is a new object, its printed card (110).
    BecomesCopy {
        obj: Rc<str>,
        name: String,
        of: Rc<str>,
    },
    /// 472.3: this turn, each buff on `player`'s units gives `n` more Might.
    BuffsGiveMore { player: PlayerId, n: i32 },
    /// This turn the units `player` plays enter ready (against 143.4).
    UnitsEnterReady { player: PlayerId },
    /// This turn `player` cannot play cards.
    CannotPlay { player: PlayerId },
    /// 369: the unit's next death is replaced by a recall.
    WillRecallInsteadOfDying { unit: Rc<str>, duration: Duration },
    /// 426.1: buffed.
    Buffed(Rc<str>),
    /// 426.1.b.1: at most one buff a unit.
    AlreadyBuffed(Rc<str>),
    /// 702.2.b: a player spends the buff of a unit.
    SpendsBuff { player: PlayerId, unit: Rc<str> },
    /// 429.1: energy added to a player's rune pool.
    AddsEnergy { player: PlayerId, n: u32 },
    /// 429.1: power of a domain added to a player's rune pool.
    AddsPower {
        player: PlayerId,
        n: u32,
        domain: Domain,
    },
    /// What an ability just added kept for spells only (« Use only to play spells. »): its
    /// energy, and its power in all.
    OnlyForSpells {
        player: PlayerId,
        energy: u32,
        power: u32,
    },
    /// 730.1: XP gained, and the player's XP in all.
    GainsXp {
        player: PlayerId,
        n: u32,
        total: u32,
    },
    /// 730.2: XP spent, and what is left.
    SpendsXp { player: PlayerId, n: u32, left: u32 },
    /// 391: a delayed triggered ability made, waiting for the event (about the object named,
    /// or anything), « this turn » or until it triggers.
    DelayedMade {
        card: Rc<str>,
        ability: Rc<str>,
        event: &'static str,
        about: Option<Rc<str>>,
        /// « when you … »: only an event of its controller's (411.4).
        yours: bool,
        /// What it speaks of (« draw it »), a card the same effect acted on (393).
        linked: Option<Rc<str>>,
        this_turn: bool,
    },
    /// A delayed discount on the player's next spell this turn (356.4).
    NextSpellCostsLess { player: PlayerId, less: u32 },
    /// The next unit the player plays this turn enters ready (against 143.4).
    NextUnitEntersReady { player: PlayerId },
    /// Damage prevented or increased (437, 712).
    Damage(super::DamageEvent),
}

impl fmt::Display for EffectEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EffectEvent::ContinuousChanged {
                target,
                source,
                gained,
                what,
            } => {
                let verb = if *gained {
                    en_fr!(en: "has", fr: "a")
                } else {
                    en_fr!(en: "no longer has", fr: "n'a plus")
                };
                match source {
                    None => write_en_fr!(
                        f,
                        en: "  {target} {verb} {what} from a continuous ability",
                        fr: "  {target} {verb} {what} (capacité continue)"
                    ),
                    Some(s) => write_en_fr!(
                        f,
                        en: "  {target} {verb} {what} from {s}'s continuous ability",
                        fr: "  {target} {verb} {what} (capacité continue de {s})"
                    ),
                }
            }
            EffectEvent::Replaced {
                keyword,
                card,
                hook,
                before,
                after,
            } => write_en_fr!(
                f,
                en: "  [{keyword}] of {card} replaces {hook}: {before} becomes {after}",
                fr: "  [{keyword}] de {card} remplace {hook} : {before} devient {after}"
            ),
            EffectEvent::GainsKeyword {
                unit,
                keyword,
                value,
                duration,
            } => {
                write_en_fr!(f, en: "  {unit} gains [{keyword}", fr: "  {unit} gagne [{keyword}")?;
                if let Some(v) = value {
                    write!(f, " {v}")?;
                }
                write!(f, "] ({})", duration.said())
            }
            EffectEvent::LosesKeyword {
                unit,
                keyword,
                duration,
            } => write_en_fr!(
                f,
                en: "  {unit} loses [{keyword}] ({}, 801.3.b)",
                fr: "  {unit} perd [{keyword}] ({}, 801.3.b)",
                duration.said()
            ),
            EffectEvent::GetsMight {
                unit,
                n,
                limited: None,
            } => write_en_fr!(
                f,
                en: "  {unit} gets {n:+} Might this turn",
                fr: "  {unit} gagne {n:+} Puissance ce tour-ci"
            ),
            EffectEvent::GetsMight {
                unit,
                n,
                limited: Some((asked, limit)),
            } => write_en_fr!(
                f,
                en: "  {unit} gets {n:+} Might this turn ({asked:+} {limit}, snapshotted: 472.3.b)",
                fr: "  {unit} gagne {n:+} Puissance ce tour-ci ({asked:+} {limit}, valeur figée : \
                     472.3.b)"
            ),
            EffectEvent::MightBecomes { unit, n } => write_en_fr!(
                f,
                en: "  {unit}'s Might becomes {n} this turn (472.1.a.1)",
                fr: "  la Puissance de {unit} devient {n} ce tour-ci (472.1.a.1)"
            ),
            EffectEvent::BecomesCopy { obj, name, of } => write_en_fr!(
                f,
                en: "  {obj} becomes a copy of {of} ({name}) while it stays on the board (472.1.b.1)",
                fr: "  {obj} devient une copie de {of} ({name}) tant qu'elle reste sur le plateau \
                     (472.1.b.1)"
            ),
            EffectEvent::GainsTag {
                unit,
                tag,
                duration,
            } => write_en_fr!(
                f,
                en: "  {unit} is a {tag} ({}, 472.1.c)",
                fr: "  {unit} a l'étiquette {tag} ({}, 472.1.c)",
                duration.said()
            ),
            EffectEvent::BuffsGiveMore { player, n } => write_en_fr!(
                f,
                en: "  this turn, buffs give {n:+} Might more to {player}'s units, those buffed later included (426, 472.3)",
                fr: "  ce tour-ci, les buffs donnent {n:+} Puissance de plus aux unités de {player}, \
                     y compris celles buffées plus tard (426, 472.3)"
            ),
            EffectEvent::NextSpellCostsLess { player, less } => write_en_fr!(
                f,
                en: "  the next spell {player} plays this turn costs [{less}] less (356.4)",
                fr: "  le prochain sort que {player} joue ce tour-ci coûte [{less}] de moins (356.4)"
            ),
            EffectEvent::NextUnitEntersReady { player } => write_en_fr!(
                f,
                en: "  the next unit {player} plays this turn enters ready (143.4 says exhausted)",
                fr: "  la prochaine unité que {player} joue ce tour-ci arrive préparée (et non \
                     épuisée comme le veut 143.4)"
            ),
            EffectEvent::UnitsEnterReady { player } => write_en_fr!(
                f,
                en: "  this turn, the units {player} plays enter ready (143.4 says exhausted)",
                fr: "  ce tour-ci, les unités que {player} joue arrivent préparées (et non épuisées \
                     comme le veut 143.4)"
            ),
            EffectEvent::CannotPlay { player } => write_en_fr!(
                f,
                en: "  this turn, {player} cannot play cards",
                fr: "  ce tour-ci, {player} ne peut pas jouer de cartes"
            ),
            EffectEvent::WillRecallInsteadOfDying { unit, duration } => write_en_fr!(
                f,
                en: "  the next time {unit} would die ({}), it is healed, exhausted and recalled instead (369)",
                fr: "  la prochaine fois que {unit} devrait mourir ({}), elle est soignée, épuisée et \
                     rappelée à la place (369)",
                duration.said()
            ),
            EffectEvent::Buffed(unit) => write_en_fr!(
                f,
                en: "  {unit} is buffed (+1 Might, 426.1)",
                fr: "  {unit} est buffée (+1 Puissance, 426.1)"
            ),
            EffectEvent::AlreadyBuffed(unit) => write_en_fr!(
                f,
                en: "  {unit} is already buffed: no second buff (426.1.b.1)",
                fr: "  {unit} est déjà buffée : pas de second buff (426.1.b.1)"
            ),
            EffectEvent::SpendsBuff { player, unit } => write_en_fr!(
                f,
                en: "  {player} spends the buff of {unit} (702.2.b)",
                fr: "  {player} dépense le buff de {unit} (702.2.b)"
            ),
            EffectEvent::AddsEnergy { player, n } => write_en_fr!(
                f,
                en: "  {player} adds {n} energy to their rune pool (429.1)",
                fr: "  {player} ajoute {n} énergie à sa réserve de runes (429.1)"
            ),
            EffectEvent::AddsPower { player, n, domain } => write_en_fr!(
                f,
                en: "  {player} adds {n} {} power to their rune pool (429.1)",
                fr: "  {player} ajoute {n} puissance du domaine {} à sa réserve de runes (429.1)",
                domain_word(*domain)
            ),
            EffectEvent::OnlyForSpells {
                player,
                energy,
                power,
            } => {
                let what = match (energy, power) {
                    (e, 0) => format_en_fr!(en: "{e} energy", fr: "{e} énergie"),
                    (0, p) => format_en_fr!(en: "{p} power", fr: "{p} puissance"),
                    (e, p) => {
                        format_en_fr!(en: "{e} energy and {p} power", fr: "{e} énergie et {p} puissance")
                    }
                };
                write_en_fr!(
                    f,
                    en: "  {player} may spend the {what} just added only to play spells (165.2)",
                    fr: "  {player} ne peut dépenser ce qui vient d'être ajouté ({what}) que pour \
                         jouer des sorts (165.2)"
                )
            }
            EffectEvent::GainsXp { player, n, total } => write_en_fr!(
                f,
                en: "  {player} gains {n} XP ({total} in all) (730.1)",
                fr: "  {player} gagne {n} XP ({total} au total) (730.1)"
            ),
            EffectEvent::SpendsXp { player, n, left } => write_en_fr!(
                f,
                en: "  {player} spends {n} XP ({left} left) (730.2)",
                fr: "  {player} dépense {n} XP (il en reste {left}) (730.2)"
            ),
            EffectEvent::DelayedMade {
                card,
                ability,
                event,
                about,
                yours,
                linked,
                this_turn,
            } => {
                let about = about.as_ref().map_or(
                    String::new(),
                    |a| format_en_fr!(en: " about {a}", fr: " concernant {a}"),
                );
                let yours = if *yours {
                    en_fr!(
                        en: " of its controller's (411.4)",
                        fr: " de son contrôleur (411.4)"
                    )
                } else {
                    ""
                };
                let linked = linked.as_ref().map_or(String::new(), |l| {
                    format_en_fr!(en: "; it speaks of {l} (393)", fr: " ; elle désigne {l} (393)")
                });
                let until = if *this_turn {
                    en_fr!(en: "this turn", fr: "ce tour-ci")
                } else {
                    en_fr!(en: "until it triggers", fr: "jusqu'à ce qu'elle se déclenche")
                };
                // A point of the turn is waited for as such (317.1), an event by its name.
                if *event == "end_of_turn" {
                    return write_en_fr!(
                        f,
                        en: "  {ability} of {card} waits for the end of this turn (391)",
                        fr: "  {ability} de {card} attend la fin de ce tour (391)"
                    );
                }
                let event = event.replace('_', " ");
                write_en_fr!(
                    f,
                    en: "  {ability} of {card} waits for the next event \"{event}\"{about}{yours}, \
                     {until} (391){linked}",
                    fr: "  {ability} de {card} attend le prochain événement « {event} »{about}{yours}, \
                         {until} (391){linked}"
                )
            }
            EffectEvent::Damage(e) => e.fmt(f),
        }
    }
}
