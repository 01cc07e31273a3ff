//! Playing cards (349–359), activated (376–381) and triggered (382–384) abilities, the costs
//! paid for them (357, 809, 818, 821), and the chain's procedure (335–340).

use crate::model::cost::{Cost, Domain};
use crate::rules::activate::{AbilityCost, show};
use crate::state::PlayerId;
use grimoire_core::{en_fr, write_en_fr};
use std::fmt;
use std::rc::Rc;

/// An event of the chain: what goes on it, what is paid for it, what resolves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainEvent {
    /// 354: a card played goes on the chain as a pending item.
    Plays {
        player: PlayerId,
        card: Rc<str>,
        name: String,
        serial: u32,
    },
    /// 811.1.c.3, 811.6: the card was played from face down at a battlefield.
    PlayedFromFaceDown { battlefield: Rc<str> },
    /// 811.1.d.1 (811.1.d.1.a for gear): a hidden permanent is played where it was hidden.
    MustBePlayedWhereHidden {
        card: Rc<str>,
        battlefield: Rc<str>,
        rule: &'static str,
    },
    /// 356.1: the card's own text makes its cost less (`fn cost_less`).
    CostLessByText {
        card: Rc<str>,
        less: Cost,
        cost: Cost,
    },
    /// 356.4.a: another card of the player's makes the card's cost less (`fn discount`).
    CostLessByOther {
        card: Rc<str>,
        by: Rc<str>,
        less: Cost,
        cost: Cost,
    },
    /// 811.1.b, 356.1.b: a card played from face down ignores its base cost.
    IgnoresBaseCost { card: Rc<str>, cost: Cost },
    /// 355.13: a player chose no target for a card.
    NoTarget { player: PlayerId, card: Rc<str> },
    /// 355.13: an ability's optional choice of a card with a tag (`choose_tagged`), left empty.
    NothingChosen { card: Rc<str> },
    /// 811.1.d.2: the card's own restriction excludes the battlefield it was played from face
    /// down at, so its targets are chosen freely.
    HiddenRestrictionIgnored {
        card: Rc<str>,
        battlefield: Rc<str>,
        restriction: String,
    },
    /// 359.2: a permanent played enters the board.
    EntersBoard {
        serial: u32,
        card: Rc<str>,
        at: String,
        ready: bool,
    },
    /// 359.3: a spell played is finalized on the chain.
    SpellFinalized { serial: u32, card: Rc<str> },
    /// 377.3.a: an activated ability, declared, goes on the chain as a pending item.
    Activates {
        player: PlayerId,
        ability: String,
        card: Rc<str>,
        serial: u32,
    },
    /// 818.1.c.5: a card script gives an ability the timing of a keyword.
    TimingChanged {
        card: Rc<str>,
        ability: String,
        timing: String,
    },
    /// 818.1.c.4: a card script sets an ability's cost.
    CostSet {
        card: Rc<str>,
        ability: String,
        cost: AbilityCost,
    },
    /// 383: a triggered ability goes on the chain as a pending item.
    TriggerPending {
        serial: u32,
        trigger: Rc<str>,
        source: Rc<str>,
    },
    /// 383.3.d: simultaneous triggers all alike (817.2), in the only order there is, each as
    /// (trigger, source).
    TriggersAlike {
        player: PlayerId,
        triggers: Vec<(Rc<str>, Rc<str>)>,
    },
    /// 355.8: a triggered ability that cannot make its choices leaves the chain.
    LeavesChain { serial: u32, why: String },
    /// 809.1.c, 383.3.b.1: what a triggered ability chose costs more than its controller can
    /// pay; it is not finalized and leaves the chain.
    TaxUnpaid {
        player: PlayerId,
        tax: Cost,
        item: String,
        why: String,
    },
    /// 337.1 (a triggered ability), 377.3.b (an activated one): an item finalized.
    Finalized { serial: u32, rule: &'static str },
    /// 357, 163.2: a cost paid, from the pool and by runes exhausted for energy or recycled for
    /// power of their domain.
    Pays {
        player: PlayerId,
        cost: Cost,
        what: String,
        /// For hiding a card (811.1.c): `what` names it to its player only.
        secret: bool,
        exhausted: Vec<Rc<str>>,
        recycled: Vec<(Rc<str>, Domain)>,
    },
    /// 818.1.c.3: the non-resource part of a cost, `[E]`, paid.
    ExhaustsForCost {
        player: PlayerId,
        card: Rc<str>,
        what: String,
    },
    /// 821.1.c.3: an equip cost, reduced by what it holds of `less` (no reduction when it holds
    /// none), and what it comes to.
    EquipCost {
        card: Rc<str>,
        printed: String,
        less: String,
        reduced: bool,
        cost: AbilityCost,
    },
    /// 821.1.c.5: a cost an ability's effect asks for cannot be paid; nothing happens.
    CannotPayAbility {
        player: PlayerId,
        cost: AbilityCost,
        why: String,
    },
    /// 821.1.c.5: the payment was refused (why); nothing happens.
    PaymentRefused(String),
    /// 338.1.c: a player passes priority.
    Passes(PlayerId),
    /// 340.1: a spell resolves.
    Resolves { serial: u32, card: Rc<str> },
    /// 820.1.d: a spell resolves once more, for a repeat paid.
    ResolvesAgain { card: Rc<str> },
    /// 359.3.e.2, 359.3.e.5: a target no longer legal as its item resolves is unaffected.
    TargetIllegal {
        target: Rc<str>,
        item: String,
        why: crate::query::targets::Why,
    },
    /// 727, 812: a dependent ability of a resolving spell is active (the keyword's rule).
    DependentActive {
        card: Rc<str>,
        ability: Rc<str>,
        rule: String,
    },
    /// A card's script failed while its spell or ability resolved: what it did is undone and it
    /// does nothing (the engine's answer to a faulty card, `grimoire_core::rules::resolution`).
    ScriptFailed { serial: u32, error: String },
    /// 156: a resolved spell goes to its owner's trash.
    ResolvedToTrash { card: Rc<str>, owner: PlayerId },
    /// A player gains control of a spell on the chain (« gain control of a spell »): its
    /// effect is theirs as it resolves (359.3.f.4).
    SpellControlled {
        player: PlayerId,
        card: Rc<str>,
        from: PlayerId,
    },
    /// The controller of a spell on the chain makes its choices again (« make new choices
    /// for it », 355).
    NewChoices { player: PlayerId, card: Rc<str> },
    /// 425.1.a: a card on the chain is countered, cleared from it to its owner's trash.
    Countered {
        serial: u32,
        card: Rc<str>,
        owner: PlayerId,
    },
    /// 340.1: an ability resolves.
    AbilityResolves {
        serial: u32,
        ability: Rc<str>,
        source: Rc<str>,
    },
    /// 811.1.c: the hide special action.
    Hides {
        player: PlayerId,
        card: Rc<str>,
        battlefield: Rc<str>,
    },
    /// 419.3: a card an effect plays as it resolves, from a pile; its play goes on once that
    /// effect has resolved (354.3).
    PlayedByEffect { from: String, how: &'static str },
    /// 356.1.b, 356.4: the cost of a card an effect plays, as that effect changes it.
    CostByEffect {
        card: Rc<str>,
        what: String,
        rule: &'static str,
        cost: Cost,
    },
    /// 356.4: a delayed discount of the player's used up by the spell they play.
    NextSpellLess {
        card: Rc<str>,
        less: u32,
        cost: Cost,
    },
    /// 358.4: a card an effect plays cannot be: its play is undone, and it goes back.
    NotPlayedByEffect {
        card: Rc<str>,
        why: String,
        back: String,
    },
}

impl fmt::Display for ChainEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChainEvent::Plays {
                player,
                card,
                name,
                serial,
            } => write_en_fr!(
                f,
                en: "{player} plays {card} ({name}) #{serial} (pending)",
                fr: "{player} joue {card} ({name}) #{serial} (en attente)"
            ),
            ChainEvent::PlayedFromFaceDown { battlefield } => write_en_fr!(
                f,
                en: "  played from face down at {battlefield}: a play, on the chain (811.1.c.3), with the hide action's timing permission (811.6)",
                fr: "  jouée depuis sa place face cachée à {battlefield} : c'est un jeu, sur la pile \
                     (811.1.c.3), au moment que permet l'action Cacher (811.6)"
            ),
            ChainEvent::MustBePlayedWhereHidden {
                card,
                battlefield,
                rule,
            } => write_en_fr!(
                f,
                en: "  {card} must be played at {battlefield}, where it was hidden ({rule})",
                fr: "  {card} doit être jouée à {battlefield}, où elle a été cachée ({rule})"
            ),
            ChainEvent::CostLessByText { card, less, cost } => write_en_fr!(
                f,
                en: "  {card} costs {less} less by its own text: {cost} (356.1)",
                fr: "  {card} coûte {less} de moins grâce à son propre texte : {cost} (356.1)"
            ),
            ChainEvent::CostLessByOther {
                card,
                by,
                less,
                cost,
            } => write_en_fr!(
                f,
                en: "  {card} costs {less} less by {by}: {cost} (356.4.a)",
                fr: "  {card} coûte {less} de moins grâce à {by} : {cost} (356.4.a)"
            ),
            ChainEvent::IgnoresBaseCost { card, cost } => write_en_fr!(
                f,
                en: "  {card} is played ignoring its base cost {cost} (811.1.b, 356.1.b)",
                fr: "  {card} est jouée en ignorant son coût de base {cost} (811.1.b, 356.1.b)"
            ),
            ChainEvent::NoTarget { player, card } => write_en_fr!(
                f,
                en: "  {player} chooses no target for {card} (355.13)",
                fr: "  {player} ne choisit aucune cible pour {card} (355.13)"
            ),
            ChainEvent::NothingChosen { card } => write_en_fr!(
                f,
                en: "  {card}: nothing chosen",
                fr: "  {card} : rien n'est choisi"
            ),
            ChainEvent::TargetIllegal { target, item, why } => write_en_fr!(
                f,
                en: "  {target} is no longer a legal target of {item}: {why}; it is unaffected (359.3.e.2, 359.3.e.5)",
                fr: "  {target} n'est plus une cible légale de {item} : {why} ; cette cible n'est \
                     pas affectée (359.3.e.2, 359.3.e.5)"
            ),
            ChainEvent::HiddenRestrictionIgnored {
                card,
                battlefield,
                restriction,
            } => write_en_fr!(
                f,
                en: "  {card} was played from face down at {battlefield}, but its own restriction ({restriction}) excludes {battlefield}: its targets are chosen freely (811.1.d.2)",
                fr: "  {card} a été jouée depuis sa place face cachée à {battlefield}, mais sa propre \
                     restriction ({restriction}) exclut {battlefield} : ses cibles sont choisies \
                     librement (811.1.d.2)"
            ),
            ChainEvent::EntersBoard {
                serial,
                card,
                at,
                ready,
            } => {
                let state = if *ready {
                    en_fr!(en: "ready", fr: "préparé(e)")
                } else {
                    en_fr!(en: "exhausted", fr: "épuisé(e)")
                };
                write_en_fr!(
                    f,
                    en: "  #{serial} {card} enters the board at {at}, {state} (359.2)",
                    fr: "  #{serial} {card} arrive sur le plateau à {at}, {state} (359.2)"
                )
            }
            ChainEvent::SpellFinalized { serial, card } => write_en_fr!(
                f,
                en: "  #{serial} {card} finalized on the chain (359.3)",
                fr: "  #{serial} {card} : sort finalisé sur la pile (359.3)"
            ),
            ChainEvent::Activates {
                player,
                ability,
                card,
                serial,
            } => write_en_fr!(
                f,
                en: "{player} activates {ability} of {card} #{serial} (pending, 377.3.a)",
                fr: "{player} active {ability} de {card} #{serial} (en attente, 377.3.a)"
            ),
            ChainEvent::TimingChanged {
                card,
                ability,
                timing,
            } => write_en_fr!(
                f,
                en: "  {card}: {ability} has the timing of {timing} (818.1.c.5)",
                fr: "  {card} : {ability} s'active au moment que permet {timing} (818.1.c.5)"
            ),
            ChainEvent::CostSet {
                card,
                ability,
                cost,
            } => write_en_fr!(
                f,
                en: "  {card}: {ability} costs {} (818.1.c.4)",
                fr: "  {card} : {ability} coûte {} (818.1.c.4)",
                show(cost)
            ),
            ChainEvent::TriggerPending {
                serial,
                trigger,
                source,
            } => write_en_fr!(
                f,
                en: "  #{serial} trigger {trigger} of {source} goes on the chain (pending)",
                fr: "  #{serial} la capacité déclenchée {trigger} de {source} va sur la pile (en \
                     attente)"
            ),
            ChainEvent::TriggersAlike { player, triggers } => {
                write_en_fr!(
                    f,
                    en: "  {player} orders simultaneous triggers (only one order, they are alike): ",
                    fr: "  {player} ordonne des capacités déclenchées simultanées (un seul ordre \
                         possible, elles sont identiques) : "
                )?;
                for (i, (trigger, source)) in triggers.iter().enumerate() {
                    let sep = if i > 0 { ", " } else { "" };
                    write_en_fr!(
                        f,
                        en: "{sep}{trigger} of {source}",
                        fr: "{sep}{trigger} de {source}"
                    )?;
                }
                Ok(())
            }
            ChainEvent::PlayedByEffect { from, how } => write_en_fr!(
                f,
                en: "  played by an effect as it resolves, from {from}{how} (419.3); the play goes on once the effect has resolved (354.3)",
                fr: "  jouée par un effet pendant sa résolution, depuis {from}{how} (419.3) ; le jeu \
                     se poursuit une fois l'effet résolu (354.3)"
            ),
            ChainEvent::CostByEffect {
                card,
                what,
                rule,
                cost,
            } => write_en_fr!(
                f,
                en: "  {card} is played {what}: {cost} ({rule})",
                fr: "  {card} est jouée {what} : {cost} ({rule})"
            ),
            ChainEvent::NextSpellLess { card, less, cost } => write_en_fr!(
                f,
                en: "  {card} costs [{less}] less, the next spell its player plays this turn (356.4): {cost}",
                fr: "  {card} coûte [{less}] de moins, c'est le prochain sort que son joueur joue ce \
                     tour-ci (356.4) : {cost}"
            ),
            ChainEvent::NotPlayedByEffect { card, why, back } => write_en_fr!(
                f,
                en: "  {card} cannot be played ({why}): its play is undone and it goes back to {back} (358.4)",
                fr: "  {card} ne peut pas être jouée ({why}) : son jeu est annulé et elle retourne \
                     dans {back} (358.4)"
            ),
            ChainEvent::LeavesChain { serial, why } => write_en_fr!(
                f,
                en: "  #{serial} leaves the chain: {why}",
                fr: "  #{serial} quitte la pile : {why}"
            ),
            ChainEvent::TaxUnpaid {
                player,
                tax,
                item,
                why,
            } => write_en_fr!(
                f,
                en: "  {player} cannot pay {tax} for {item}, for what it chose (809.1.c: {why}): it is not finalized and leaves the chain (383.3.b.1)",
                fr: "  {player} ne peut pas payer {tax} pour {item}, à cause de ce qu'elle a choisi \
                     (809.1.c : {why}) : elle n'est pas finalisée et quitte la pile (383.3.b.1)"
            ),
            ChainEvent::Finalized { serial, rule } => write_en_fr!(
                f,
                en: "  #{serial} finalized on the chain ({rule})",
                fr: "  #{serial} finalisée sur la pile ({rule})"
            ),
            ChainEvent::Pays {
                player,
                cost,
                what,
                exhausted,
                recycled,
                ..
            } => {
                write_en_fr!(
                    f,
                    en: "  {player} pays {cost} for {what}: ",
                    fr: "  {player} paie {cost} pour {what} : "
                )?;
                if exhausted.is_empty() && recycled.is_empty() {
                    return f.write_str(en_fr!(
                        en: "from the rune pool",
                        fr: "depuis sa réserve de runes"
                    ));
                }
                let mut sep = "";
                for rune in exhausted {
                    write_en_fr!(
                        f,
                        en: "{sep}exhausts {rune} for [1]",
                        fr: "{sep}épuise {rune} pour [1]"
                    )?;
                    sep = ", ";
                }
                for (rune, domain) in recycled {
                    write_en_fr!(
                        f,
                        en: "{sep}recycles {rune} for [{}]",
                        fr: "{sep}recycle {rune} pour [{}]",
                        domain.letter()
                    )?;
                    sep = ", ";
                }
                Ok(())
            }
            ChainEvent::ExhaustsForCost { player, card, what } => write_en_fr!(
                f,
                en: "  {player} exhausts {card} for {what} (non-resource cost, 818.1.c.3)",
                fr: "  {player} épuise {card} pour {what} (coût hors ressources, 818.1.c.3)"
            ),
            ChainEvent::EquipCost {
                card,
                printed,
                less,
                reduced,
                cost,
            } => {
                write_en_fr!(
                    f,
                    en: "  {card}: the equip cost {printed} is ",
                    fr: "  {card} : le coût d'équipement {printed} est "
                )?;
                if *reduced {
                    write_en_fr!(f, en: "reduced by {less}", fr: "réduit de {less}")?;
                } else {
                    write_en_fr!(
                        f,
                        en: "not reduced: it holds no {less} (821.1.c.3)",
                        fr: "inchangé : elle ne détient aucun {less} (821.1.c.3)"
                    )?;
                }
                write!(f, ": {}", show(cost))
            }
            ChainEvent::CannotPayAbility { player, cost, why } => write_en_fr!(
                f,
                en: "  {player} cannot pay {}: {why}; nothing happens (821.1.c.5)",
                fr: "  {player} ne peut pas payer {} : {why} ; rien ne se passe (821.1.c.5)",
                show(cost)
            ),
            ChainEvent::PaymentRefused(why) => write_en_fr!(
                f,
                en: "  {why}; nothing happens (821.1.c.5)",
                fr: "  {why} ; rien ne se passe (821.1.c.5)"
            ),
            ChainEvent::Passes(p) => write_en_fr!(f, en: "{p} passes", fr: "{p} passe"),
            ChainEvent::Resolves { serial, card } => write_en_fr!(
                f,
                en: "#{serial} {card} resolves",
                fr: "#{serial} {card} se résout"
            ),
            ChainEvent::ResolvesAgain { card } => write_en_fr!(
                f,
                en: "  {card} resolves again (820.1.d)",
                fr: "  {card} se résout de nouveau (820.1.d)"
            ),
            ChainEvent::DependentActive {
                card,
                ability,
                rule,
            } => write_en_fr!(
                f,
                en: "  {card}: {ability} is active ({rule})",
                fr: "  {card} : {ability} est active ({rule})"
            ),
            ChainEvent::ScriptFailed { serial, error } => write_en_fr!(
                f,
                en: "  #{serial} does nothing: its script failed as it resolved, and what it did is undone (engine, docs/CARD-API.md): {error}",
                fr: "  #{serial} ne fait rien : son script a échoué pendant sa résolution, et ce \
                     qu'il avait fait est annulé (moteur, docs/CARD-API.md) : {error}"
            ),
            ChainEvent::SpellControlled { player, card, from } => write_en_fr!(
                f,
                en: "  {player} gains control of {card} on the chain from {from}: its effect is theirs (359.3.f.4)",
                fr: "  {player} prend à {from} le contrôle de {card} sur la pile : son effet lui \
                     revient (359.3.f.4)"
            ),
            ChainEvent::NewChoices { player, card } => write_en_fr!(
                f,
                en: "  {player} makes new choices for {card} (355)",
                fr: "  {player} fait de nouveaux choix pour {card} (355)"
            ),
            ChainEvent::ResolvedToTrash { card, owner } => write_en_fr!(
                f,
                en: "  {card} goes to {owner} trash (156)",
                fr: "  {card} va dans la défausse de {owner} (156)"
            ),
            ChainEvent::Countered {
                serial,
                card,
                owner,
            } => write_en_fr!(
                f,
                en: "  #{serial} {card} is countered: it does nothing and goes to {owner} trash (425.1)",
                fr: "  #{serial} {card} est contré(e) : sans effet, la carte va dans la défausse de \
                     {owner} (425.1)"
            ),
            ChainEvent::AbilityResolves {
                serial,
                ability,
                source,
            } => write_en_fr!(
                f,
                en: "#{serial} {ability} of {source} resolves",
                fr: "#{serial} {ability} de {source} se résout"
            ),
            ChainEvent::Hides {
                player,
                card,
                battlefield,
            } => write_en_fr!(
                f,
                en: "{player} hides {card} at {battlefield} (special action, not a play, no chain: 811.1.c)",
                fr: "{player} cache {card} à {battlefield} (action spéciale, pas un jeu, pas de pile : \
                     811.1.c)"
            ),
        }
    }
}
