//! Playing cards (349–359), activated (376–381) and triggered (382–384) abilities, the costs
//! paid for them (357, 809, 818, 821), and the chain's procedure (335–340).

use crate::model::cost::{Cost, Domain};
use crate::rules::activate::{AbilityCost, show};
use crate::state::PlayerId;
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
            } => write!(f, "{player} plays {card} ({name}) #{serial} (pending)"),
            ChainEvent::PlayedFromFaceDown { battlefield } => write!(
                f,
                "  played from face down at {battlefield}: a play, on the chain (811.1.c.3), with the hide action's timing permission (811.6)"
            ),
            ChainEvent::MustBePlayedWhereHidden {
                card,
                battlefield,
                rule,
            } => write!(
                f,
                "  {card} must be played at {battlefield}, where it was hidden ({rule})"
            ),
            ChainEvent::CostLessByText { card, less, cost } => {
                write!(
                    f,
                    "  {card} costs {less} less by its own text: {cost} (356.1)"
                )
            }
            ChainEvent::CostLessByOther {
                card,
                by,
                less,
                cost,
            } => write!(f, "  {card} costs {less} less by {by}: {cost} (356.4.a)"),
            ChainEvent::IgnoresBaseCost { card, cost } => write!(
                f,
                "  {card} is played ignoring its base cost {cost} (811.1.b, 356.1.b)"
            ),
            ChainEvent::NoTarget { player, card } => {
                write!(f, "  {player} chooses no target for {card} (355.13)")
            }
            ChainEvent::NothingChosen { card } => write!(f, "  {card}: nothing chosen"),
            ChainEvent::TargetIllegal { target, item, why } => write!(
                f,
                "  {target} is no longer a legal target of {item}: {why}; it is unaffected (359.3.e.2, 359.3.e.5)"
            ),
            ChainEvent::HiddenRestrictionIgnored {
                card,
                battlefield,
                restriction,
            } => write!(
                f,
                "  {card} was played from face down at {battlefield}, but its own restriction ({restriction}) excludes {battlefield}: its targets are chosen freely (811.1.d.2)"
            ),
            ChainEvent::EntersBoard {
                serial,
                card,
                at,
                ready,
            } => {
                let state = if *ready { "ready" } else { "exhausted" };
                write!(
                    f,
                    "  #{serial} {card} enters the board at {at}, {state} (359.2)"
                )
            }
            ChainEvent::SpellFinalized { serial, card } => {
                write!(f, "  #{serial} {card} finalized on the chain (359.3)")
            }
            ChainEvent::Activates {
                player,
                ability,
                card,
                serial,
            } => write!(
                f,
                "{player} activates {ability} of {card} #{serial} (pending, 377.3.a)"
            ),
            ChainEvent::TimingChanged {
                card,
                ability,
                timing,
            } => write!(
                f,
                "  {card}: {ability} has the timing of {timing} (818.1.c.5)"
            ),
            ChainEvent::CostSet {
                card,
                ability,
                cost,
            } => write!(f, "  {card}: {ability} costs {} (818.1.c.4)", show(cost)),
            ChainEvent::TriggerPending {
                serial,
                trigger,
                source,
            } => write!(
                f,
                "  #{serial} trigger {trigger} of {source} goes on the chain (pending)"
            ),
            ChainEvent::TriggersAlike { player, triggers } => {
                write!(
                    f,
                    "  {player} orders simultaneous triggers (only one order, they are alike): "
                )?;
                for (i, (trigger, source)) in triggers.iter().enumerate() {
                    let sep = if i > 0 { ", " } else { "" };
                    write!(f, "{sep}{trigger} of {source}")?;
                }
                Ok(())
            }
            ChainEvent::PlayedByEffect { from, how } => write!(
                f,
                "  played by an effect as it resolves, from {from}{how} (419.3); the play goes on once the effect has resolved (354.3)"
            ),
            ChainEvent::CostByEffect {
                card,
                what,
                rule,
                cost,
            } => write!(f, "  {card} is played {what}: {cost} ({rule})"),
            ChainEvent::NextSpellLess { card, less, cost } => write!(
                f,
                "  {card} costs [{less}] less, the next spell its player plays this turn (356.4): {cost}"
            ),
            ChainEvent::NotPlayedByEffect { card, why, back } => write!(
                f,
                "  {card} cannot be played ({why}): its play is undone and it goes back to {back} (358.4)"
            ),
            ChainEvent::LeavesChain { serial, why } => {
                write!(f, "  #{serial} leaves the chain: {why}")
            }
            ChainEvent::TaxUnpaid {
                player,
                tax,
                item,
                why,
            } => write!(
                f,
                "  {player} cannot pay {tax} for {item}, for what it chose (809.1.c: {why}): it is not finalized and leaves the chain (383.3.b.1)"
            ),
            ChainEvent::Finalized { serial, rule } => {
                write!(f, "  #{serial} finalized on the chain ({rule})")
            }
            ChainEvent::Pays {
                player,
                cost,
                what,
                exhausted,
                recycled,
                ..
            } => {
                write!(f, "  {player} pays {cost} for {what}: ")?;
                if exhausted.is_empty() && recycled.is_empty() {
                    return f.write_str("from the rune pool");
                }
                let mut sep = "";
                for rune in exhausted {
                    write!(f, "{sep}exhausts {rune} for [1]")?;
                    sep = ", ";
                }
                for (rune, domain) in recycled {
                    write!(f, "{sep}recycles {rune} for [{}]", domain.letter())?;
                    sep = ", ";
                }
                Ok(())
            }
            ChainEvent::ExhaustsForCost { player, card, what } => write!(
                f,
                "  {player} exhausts {card} for {what} (non-resource cost, 818.1.c.3)"
            ),
            ChainEvent::EquipCost {
                card,
                printed,
                less,
                reduced,
                cost,
            } => {
                write!(f, "  {card}: the equip cost {printed} is ")?;
                if *reduced {
                    write!(f, "reduced by {less}")?;
                } else {
                    write!(f, "not reduced: it holds no {less} (821.1.c.3)")?;
                }
                write!(f, ": {}", show(cost))
            }
            ChainEvent::CannotPayAbility { player, cost, why } => write!(
                f,
                "  {player} cannot pay {}: {why}; nothing happens (821.1.c.5)",
                show(cost)
            ),
            ChainEvent::PaymentRefused(why) => write!(f, "  {why}; nothing happens (821.1.c.5)"),
            ChainEvent::Passes(p) => write!(f, "{p} passes"),
            ChainEvent::Resolves { serial, card } => write!(f, "#{serial} {card} resolves"),
            ChainEvent::ResolvesAgain { card } => write!(f, "  {card} resolves again (820.1.d)"),
            ChainEvent::DependentActive {
                card,
                ability,
                rule,
            } => write!(f, "  {card}: {ability} is active ({rule})"),
            ChainEvent::ScriptFailed { serial, error } => write!(
                f,
                "  #{serial} does nothing: its script failed as it resolved, and what it did is undone (engine, docs/CARD-API.md): {error}"
            ),
            ChainEvent::SpellControlled { player, card, from } => write!(
                f,
                "  {player} gains control of {card} on the chain from {from}: its effect is theirs (359.3.f.4)"
            ),
            ChainEvent::NewChoices { player, card } => {
                write!(f, "  {player} makes new choices for {card} (355)")
            }
            ChainEvent::ResolvedToTrash { card, owner } => {
                write!(f, "  {card} goes to {owner} trash (156)")
            }
            ChainEvent::Countered {
                serial,
                card,
                owner,
            } => write!(
                f,
                "  #{serial} {card} is countered: it does nothing and goes to {owner} trash (425.1)"
            ),
            ChainEvent::AbilityResolves {
                serial,
                ability,
                source,
            } => write!(f, "#{serial} {ability} of {source} resolves"),
            ChainEvent::Hides {
                player,
                card,
                battlefield,
            } => write!(
                f,
                "{player} hides {card} at {battlefield} (special action, not a play, no chain: 811.1.c)"
            ),
        }
    }
}
