//! Objects changing zones or state: draws and burn out (431), discards (422), the top cards of
//! a deck (424), exhaust and ready (414–415), moves (144, 444) and recalls (450), banish (427),
//! recycle (416), tokens (183, 439), face-down cards (107.3), attachments (434–435, 818),
//! control of permanents, damage and deaths (417, 428, 369). Zones are named as traces name them
//! (`zone_name`).

use super::List;
use crate::state::PlayerId;
use grimoire_core::{en_fr, write_en_fr};
use std::fmt;
use std::rc::Rc;

/// An event of an object on the board or in a player's zones, named by its label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    /// A card drawn from the top of the main deck.
    Draws { player: PlayerId, card: Rc<str> },
    /// 431.3: nothing to draw, even after burning out.
    CannotDraw(PlayerId),
    /// 431.2: a player burns out: their trash recycled into their deck, a point to an opponent.
    BurnsOut {
        player: PlayerId,
        recycled: usize,
        opponent: PlayerId,
        points: u32,
    },
    /// 466.1.a.1: points gained by an effect, not by scoring.
    GainsPoints {
        player: PlayerId,
        points: u32,
        total: u32,
    },
    /// A card looked at on top of a deck put into its owner's hand (« Put 1 into your hand »):
    /// not a draw (no draw triggers), seen by its owner only.
    TakenIntoHand { player: PlayerId, card: Rc<str> },
    /// 422.1: a card discarded from hand.
    Discards { player: PlayerId, card: Rc<str> },
    /// A player looks at the top cards of a deck (the trace, a judge's log, names them).
    LooksAt {
        player: PlayerId,
        deck: String,
        cards: Vec<Rc<str>>,
    },
    /// 424.1: a player reveals their hand (private, 108.7.c) to every player.
    RevealsHand {
        player: PlayerId,
        cards: Vec<Rc<str>>,
    },
    /// A card to choose in a player's hand, of which none fits what the effect asks: nothing
    /// is chosen, and what was to be done to it does not happen.
    NoCardFits { player: PlayerId, hand: PlayerId },
    /// 424.1: a player reveals the top cards of a deck.
    Reveals {
        player: PlayerId,
        deck: String,
        cards: Vec<Rc<str>>,
    },
    /// The top cards of a deck put back in a chosen order, new top card first.
    Reorders {
        player: PlayerId,
        deck: String,
        cards: Vec<Rc<str>>,
    },
    /// 415.1: readied.
    Readied(Rc<str>),
    /// 414.1: exhausted.
    Exhausted(Rc<str>),
    /// 423.1: stunned.
    Stunned(Rc<str>),
    /// 423.1.a.2: stunned no more, as the Ending Step begins.
    Unstunned(Rc<str>),
    /// 418.1: its damage cleared by an effect.
    Healed(Rc<str>),
    /// 144.2: a standard move; the units exhaust.
    Moves {
        player: PlayerId,
        units: Vec<Rc<str>>,
        to: String,
    },
    /// 444: units moved by an effect.
    MovedByEffect { units: Vec<Rc<str>>, to: String },
    /// 450: a permanent recalled to its controller's base, and why (the rule that did it).
    Recalled {
        card: Rc<str>,
        player: PlayerId,
        why: String,
    },
    /// Cards looked at put back on top of the deck in the order their owner chose (seen by
    /// them only: the trace counts them).
    PutBackInOrder { player: PlayerId, count: usize },
    /// A move to a base an effect would make, which the battlefield the unit is at forbids.
    KeptFromBase { card: Rc<str>, battlefield: String },
    /// 427.1: banished, and why.
    Banished {
        card: Rc<str>,
        from: String,
        owner: PlayerId,
        why: String,
    },
    /// Returned to its owner's hand by an effect.
    ReturnedToHand {
        card: Rc<str>,
        from: String,
        owner: PlayerId,
    },
    /// 430.1: a rune channeled by an effect, exhausted if it said so (430.2).
    ChanneledByEffect {
        player: PlayerId,
        rune: Rc<str>,
        exhausted: bool,
    },
    /// 416.1: recycled to the bottom of its owner's rune deck (`rune`) or main deck, and why;
    /// `secret` when it came from a zone only its owner sees (a hand, face down): it goes
    /// unseen into a deck, and the others are told a card went.
    Recycled {
        card: Rc<str>,
        from: String,
        owner: PlayerId,
        rune: bool,
        why: String,
        secret: bool,
    },
    /// 182.1.e: battlefields and legends cannot be recycled.
    CannotBeRecycled(Rc<str>),
    /// 439, 183: a token created, ready or exhausted; a copy of an object (472.1.b).
    CreatesToken {
        player: PlayerId,
        token: Rc<str>,
        name: String,
        copy_of: Option<Rc<str>>,
        at: String,
        ready: bool,
    },
    /// 183.1: a token that left the board ceases to exist.
    TokenCeases(Rc<str>),
    /// 107.3: a card put face down at a battlefield.
    PutsFaceDown {
        player: PlayerId,
        card: Rc<str>,
        battlefield: Rc<str>,
    },
    /// 323.7: a hidden card at a battlefield its controller does not control is removed.
    HiddenRemoved { card: Rc<str>, owner: PlayerId },
    /// 434.1, 434.4.a: gear attached to a unit (not a move).
    Attached {
        gear: Rc<str>,
        unit: Rc<str>,
        at: String,
    },
    /// 434.1.g: attaching gear to the unit it is attached to does nothing.
    AlreadyAttached { gear: Rc<str>, unit: Rc<str> },
    /// 435.1: gear detached.
    Detached { gear: Rc<str>, unit: Rc<str> },
    /// 818.2: a unit equipped.
    Equipped { unit: Rc<str>, gear: Rc<str> },
    /// 718.5.f: a player gains control of a permanent.
    GainsControl {
        player: PlayerId,
        card: Rc<str>,
        from: PlayerId,
    },
    /// A player gains control of a permanent they control already: nothing happens.
    AlreadyControls { player: PlayerId, card: Rc<str> },
    /// 417: damage marked on a unit, and its damage in all.
    DamageDealt {
        source: Rc<str>,
        amount: i32,
        target: Rc<str>,
        total: i32,
    },
    /// 428: permanents killed together, and why.
    Killed { units: Vec<Rc<str>>, why: String },
    /// 428: a killed permanent goes to its owner's trash.
    GoesToTrash { card: Rc<str>, owner: PlayerId },
    /// 369: a death replaced: healed, exhausted and recalled instead.
    DeathReplaced { card: Rc<str>, why: String },
    /// 369: a card's replacement takes the place of a death (`rules::death_replacements`).
    DeathReplacedBy {
        card: Rc<str>,
        by: Rc<str>,
        why: String,
    },
    /// 371.1: the replacement asked did not apply (declined, or its cost not paid).
    ReplacementNotApplied { by: Rc<str> },
    /// A replacement of the making of a token (370, 375).
    Token(super::TokenEvent),
}

/// How traces say a list is empty: `nothing`.
fn nothing() -> &'static str {
    en_fr!(en: "nothing", fr: "rien")
}

/// How traces name the deck a card is recycled to (416.1): its owner's rune deck or main deck.
pub(super) fn recycle_deck(rune: bool) -> &'static str {
    if rune {
        en_fr!(en: "rune deck", fr: "deck de runes")
    } else {
        en_fr!(en: "main deck", fr: "deck principal")
    }
}

impl fmt::Display for BoardEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardEvent::Draws { player, card } => {
                write_en_fr!(f, en: "  {player} draws {card}", fr: "  {player} pioche {card}")
            }
            BoardEvent::CannotDraw(p) => write_en_fr!(
                f,
                en: "  {p} cannot draw: main deck and trash are empty (431.3)",
                fr: "  {p} ne peut pas piocher : son deck principal et sa défausse sont vides (431.3)"
            ),
            BoardEvent::BurnsOut {
                player,
                recycled,
                opponent,
                points,
            } => write_en_fr!(
                f,
                en: "  {player} burns out: {recycled} card(s) recycled from the trash, {opponent} gains 1 point ({points} in all) (431.2)",
                fr: "  {player} est à court de cartes : {recycled} carte(s) de la défausse \
                     recyclée(s), {opponent} gagne 1 point ({points} au total) (431.2)"
            ),
            BoardEvent::GainsPoints {
                player,
                points,
                total,
            } => write_en_fr!(
                f,
                en: "  {player} gains {points} point(s) ({total} in all) (466.1.a.1)",
                fr: "  {player} gagne {points} point(s) ({total} au total) (466.1.a.1)"
            ),
            BoardEvent::TakenIntoHand { player, card } => write_en_fr!(
                f,
                en: "  {player} puts {card} into their hand from their main deck",
                fr: "  {player} met {card} dans sa main depuis son deck principal"
            ),
            BoardEvent::Discards { player, card } => write_en_fr!(
                f,
                en: "  {player} discards {card} (422.1)",
                fr: "  {player} défausse {card} (422.1)"
            ),
            BoardEvent::LooksAt {
                player,
                deck,
                cards,
            } => {
                let of_deck = grimoire_core::words::of_fr(deck);
                write_en_fr!(
                    f,
                    en: "  {player} looks at the top {} of {deck}: {}",
                    fr: "  {player} regarde {} carte(s) du dessus {of_deck} : {}",
                    cards.len(),
                    List(cards, nothing())
                )
            }
            BoardEvent::RevealsHand { player, cards } => write_en_fr!(
                f,
                en: "  {player} reveals their hand to every player: {} (424.1)",
                fr: "  {player} révèle sa main à tous les joueurs : {} (424.1)",
                List(cards, en_fr!(en: "no card", fr: "aucune carte"))
            ),
            BoardEvent::NoCardFits { player, hand } => write_en_fr!(
                f,
                en: "  {player} chooses no card of {hand}'s hand: none fits",
                fr: "  {player} ne choisit aucune carte de la main de {hand} : aucune ne convient"
            ),
            BoardEvent::Reveals {
                player,
                deck,
                cards,
            } => {
                let of_deck = grimoire_core::words::of_fr(deck);
                write_en_fr!(
                    f,
                    en: "  {player} reveals the top {} of {deck}: {} (424.1)",
                    fr: "  {player} révèle {} carte(s) du dessus {of_deck} : {} (424.1)",
                    cards.len(),
                    List(cards, nothing())
                )
            }
            BoardEvent::Reorders {
                player,
                deck,
                cards,
            } => {
                let of_deck = grimoire_core::words::of_fr(deck);
                write_en_fr!(
                    f,
                    en: "  {player} puts the top {} of {deck} back in this order: {}",
                    fr: "  {player} remet {} carte(s) sur le dessus {of_deck} dans cet ordre : {}",
                    cards.len(),
                    List(cards, nothing())
                )
            }
            BoardEvent::Readied(card) => write_en_fr!(
                f,
                en: "  {card} is readied (415.1)",
                fr: "  {card} est préparé(e) (415.1)"
            ),
            BoardEvent::Exhausted(card) => write_en_fr!(
                f,
                en: "  {card} is exhausted (414.1)",
                fr: "  {card} est épuisé(e) (414.1)"
            ),
            BoardEvent::Stunned(card) => write_en_fr!(
                f,
                en: "  {card} is stunned (423.1)",
                fr: "  {card} est étourdi(e) (423.1)"
            ),
            BoardEvent::Healed(card) => write_en_fr!(
                f,
                en: "  {card} is healed (418.1)",
                fr: "  {card} est soigné(e) (418.1)"
            ),
            BoardEvent::Unstunned(card) => write_en_fr!(
                f,
                en: "  {card} is no longer stunned (423.1.a.2)",
                fr: "  {card} n'est plus étourdi(e) (423.1.a.2)"
            ),
            BoardEvent::Moves { player, units, to } => write_en_fr!(
                f,
                en: "{player} moves {} to {to} (exhausted, 144.2)",
                fr: "{player} déplace {} vers {to} (les unités s'épuisent, 144.2)",
                List(units, "")
            ),
            BoardEvent::MovedByEffect { units, to } => write_en_fr!(
                f,
                en: "  {} moved to {to} (444)",
                fr: "  {} : déplacement vers {to} (444)",
                List(units, "")
            ),
            BoardEvent::PutBackInOrder { player, count } => write_en_fr!(
                f,
                en: "  {player} puts {count} card(s) back on top of their deck in the order they choose",
                fr: "  {player} remet {count} carte(s) sur le dessus de son deck dans l'ordre de son \
                     choix"
            ),
            BoardEvent::KeptFromBase { card, battlefield } => write_en_fr!(
                f,
                en: "  {card} does not move: {battlefield} keeps units from moving to a base",
                fr: "  {card} ne se déplace pas : {battlefield} empêche les unités de se déplacer \
                     vers une base"
            ),
            BoardEvent::Recalled { card, player, why } => write_en_fr!(
                f,
                en: "  {card} is recalled to {player} base ({why})",
                fr: "  {card} est rappelé(e) à la base de {player} ({why})"
            ),
            BoardEvent::Banished {
                card,
                from,
                owner,
                why,
            } => write_en_fr!(
                f,
                en: "  {card} is banished from {from} to {owner} banishment ({why})",
                fr: "  {card} est banni(e) depuis {from} dans la zone de bannissement de {owner} \
                     ({why})"
            ),
            BoardEvent::ReturnedToHand { card, from, owner } => write_en_fr!(
                f,
                en: "  {card} returns from {from} to {owner} hand",
                fr: "  {card} retourne depuis {from} dans la main de {owner}"
            ),
            BoardEvent::ChanneledByEffect {
                player,
                rune,
                exhausted,
            } => {
                let how = if *exhausted {
                    en_fr!(en: ", exhausted", fr: ", épuisée")
                } else {
                    ""
                };
                write_en_fr!(
                    f,
                    en: "  {player} channels {rune}{how} (430.1)",
                    fr: "  {player} canalise {rune}{how} (430.1)"
                )
            }
            BoardEvent::Recycled {
                card,
                from,
                owner,
                rune,
                why,
                ..
            } => {
                let deck = recycle_deck(*rune);
                write_en_fr!(
                    f,
                    en: "  {card} is recycled from {from} to the bottom of {owner}'s {deck} ({why})",
                    fr: "  {card} est recyclé(e) depuis {from} sous le {deck} de {owner} ({why})"
                )
            }
            BoardEvent::CannotBeRecycled(card) => write_en_fr!(
                f,
                en: "  {card} cannot be recycled (182.1.e)",
                fr: "  {card} ne peut pas être recyclé(e) (182.1.e)"
            ),
            BoardEvent::CreatesToken {
                player,
                token,
                name,
                copy_of,
                at,
                ready,
            } => {
                // The French state agrees with « jeton » (masculine).
                let state = if *ready {
                    en_fr!(en: "ready", fr: "préparé")
                } else {
                    en_fr!(en: "exhausted", fr: "épuisé")
                };
                match copy_of {
                    None => write_en_fr!(
                        f,
                        en: "  {player} creates {token} ({name}, token) at {at}, {state} (439, 183)",
                        fr: "  {player} crée {token} ({name}, jeton) à {at}, {state} (439, 183)"
                    ),
                    Some(of) => write_en_fr!(
                        f,
                        en: "  {player} creates {token} ({name}, a token that is a copy of {of}) at \
                         {at}, {state} (439, 472.1.b)",
                        fr: "  {player} crée {token} ({name}, un jeton qui est une copie de {of}) à \
                             {at}, {state} (439, 472.1.b)"
                    ),
                }
            }
            BoardEvent::TokenCeases(card) => write_en_fr!(
                f,
                en: "  {card} is a token: it ceases to exist (183.1)",
                fr: "  {card} est un jeton : il cesse d'exister (183.1)"
            ),
            BoardEvent::PutsFaceDown {
                player,
                card,
                battlefield,
            } => write_en_fr!(
                f,
                en: "  {player} puts {card} face down at {battlefield} (107.3)",
                fr: "  {player} place {card} face cachée à {battlefield} (107.3)"
            ),
            BoardEvent::HiddenRemoved { card, owner } => write_en_fr!(
                f,
                en: "  hidden {card} is removed to {owner} trash (323.7)",
                fr: "  la carte cachée {card} est retirée dans la défausse de {owner} (323.7)"
            ),
            BoardEvent::Attached { gear, unit, at } => write_en_fr!(
                f,
                en: "  {gear} is attached to {unit} at {at} (434.1, not a move: 434.4.a)",
                fr: "  {gear} est attaché à {unit} à {at} (434.1, ce n'est pas un déplacement : \
                     434.4.a)"
            ),
            BoardEvent::AlreadyAttached { gear, unit } => write_en_fr!(
                f,
                en: "  {gear} is already attached to {unit}: nothing happens (434.1.g)",
                fr: "  {gear} est déjà attaché à {unit} : rien ne se passe (434.1.g)"
            ),
            BoardEvent::Detached { gear, unit } => write_en_fr!(
                f,
                en: "  {gear} is detached from {unit} (435.1)",
                fr: "  {gear} est détaché de {unit} (435.1)"
            ),
            BoardEvent::Equipped { unit, gear } => write_en_fr!(
                f,
                en: "  {unit} is equipped by {gear} (818.2)",
                fr: "  {unit} est équipée de {gear} (818.2)"
            ),
            BoardEvent::GainsControl { player, card, from } => write_en_fr!(
                f,
                en: "  {player} gains control of {card} from {from} (its attached cards keep theirs, 718.5.f)",
                fr: "  {player} prend à {from} le contrôle de {card} (les cartes qui y sont \
                     attachées gardent leur contrôleur, 718.5.f)"
            ),
            BoardEvent::AlreadyControls { player, card } => write_en_fr!(
                f,
                en: "  {player} already controls {card}: nothing happens",
                fr: "  {player} contrôle déjà {card} : rien ne se passe"
            ),
            BoardEvent::DamageDealt {
                source,
                amount,
                target,
                total,
            } => write_en_fr!(
                f,
                en: "  {source} deals {amount} to {target} (damage {total})",
                fr: "  {source} inflige {amount} à {target} ({total} dégâts marqués)"
            ),
            BoardEvent::Killed { units, why } => write_en_fr!(
                f,
                en: "  {} killed ({why})",
                fr: "  {} : tué(s) ({why})",
                List(units, "")
            ),
            BoardEvent::GoesToTrash { card, owner } => write_en_fr!(
                f,
                en: "  {card} goes to {owner} trash",
                fr: "  {card} va dans la défausse de {owner}"
            ),
            BoardEvent::DeathReplaced { card, why } => write_en_fr!(
                f,
                en: "  {card} would die ({why}); instead it is healed, exhausted and recalled (369)",
                fr: "  {card} devrait mourir ({why}) ; à la place, elle est soignée, épuisée et \
                     rappelée (369)"
            ),
            BoardEvent::DeathReplacedBy { card, by, why } => write_en_fr!(
                f,
                en: "  {card} would die ({why}); {by}'s replacement may take its place (369)",
                fr: "  {card} devrait mourir ({why}) ; le remplacement de {by} peut s'y substituer \
                     (369)"
            ),
            BoardEvent::ReplacementNotApplied { by } => write_en_fr!(
                f,
                en: "  {by}'s replacement does not apply: the death happens, unless another replacement \
                 takes its place (371.1)",
                fr: "  le remplacement de {by} ne s'applique pas : la mort a lieu, sauf si un autre \
                     remplacement s'y substitue (371.1)"
            ),
            BoardEvent::Token(e) => e.fmt(f),
        }
    }
}
