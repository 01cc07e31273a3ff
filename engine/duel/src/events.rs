//! The duel game's trace events: what happened, with its data, rendered one line each by
//! `Display` (the lines scenario snapshots pin). A rule records one with
//! `game.emit(|g| DuelEvent::Draws { player, card: label(g, c) })`, which builds nothing when
//! the game does not trace. Objects are named by their labels, players as `p1`, `p2`.

use crate::model::cost::{Color, Mana};
use crate::state::decision::Recipient;
use crate::state::{Game, ObjId, PlayerId, Step};
use std::fmt;
use std::rc::Rc;

/// An event of a duel game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DuelEvent {
    // Setup and the turn.
    Deck {
        player: PlayerId,
        name: String,
    },
    GoesFirst {
        player: PlayerId,
    },
    TurnBegins {
        turn: u32,
        player: PlayerId,
    },
    /// The active player's permanents untap.
    Untaps {
        player: PlayerId,
        cards: Vec<Rc<str>>,
    },
    /// The player who goes first skips the draw of their first turn.
    SkipsDraw {
        player: PlayerId,
    },
    StepBegins {
        step: Step,
    },
    CombatEnds,
    /// Damage wears off, effects until end of turn end.
    Cleanup,
    // Library and hand.
    Draws {
        player: PlayerId,
        card: Rc<str>,
    },
    /// A draw from an empty library (the player loses at the next check of state-based actions).
    DrawsFromEmpty {
        player: PlayerId,
    },
    Discards {
        player: PlayerId,
        card: Rc<str>,
        why: &'static str,
    },
    /// Regard, Destin: a player looks at the top of a library (the trace names the cards).
    Looks {
        player: PlayerId,
        owner: PlayerId,
        cards: Vec<Rc<str>>,
    },
    Arranged {
        player: PlayerId,
        owner: PlayerId,
        top: Vec<Rc<str>>,
        bottom: Vec<Rc<str>>,
        rule: &'static str,
    },
    /// 701.10a: clash, a revealed top card and its mana value (none when the library is empty).
    Reveals {
        player: PlayerId,
        card: Option<Rc<str>>,
        value: Option<u32>,
    },
    PutsAtBottom {
        player: PlayerId,
        card: Rc<str>,
    },
    ClashResult {
        winner: Option<PlayerId>,
    },
    // Mana.
    TapsForMana {
        player: PlayerId,
        land: Rc<str>,
        color: Color,
    },
    Pays {
        player: PlayerId,
        cost: Mana,
        what: String,
    },
    PoolEmpties {
        player: PlayerId,
        mana: Mana,
    },
    // Lands, spells, abilities and the stack.
    PlaysLand {
        player: PlayerId,
        card: Rc<str>,
    },
    Casts {
        player: PlayerId,
        card: Rc<str>,
        name: String,
        serial: u32,
    },
    Activates {
        player: PlayerId,
        ability: Rc<str>,
        source: Rc<str>,
        serial: u32,
    },
    TapsForCost {
        card: Rc<str>,
    },
    OnStack {
        serial: u32,
    },
    Triggers {
        serial: u32,
        name: Rc<str>,
        source: Rc<str>,
    },
    /// A triggered ability with no legal target leaves the stack.
    TriggerRemoved {
        serial: u32,
        why: String,
    },
    Passes {
        player: PlayerId,
    },
    Resolves {
        serial: u32,
        what: Rc<str>,
    },
    /// Every target illegal, it does not resolve.
    Fizzles {
        serial: u32,
        what: Rc<str>,
    },
    /// A card's script failed while its spell or ability resolved: what it did is undone and it
    /// does nothing (the engine's answer to a faulty card, `grimoire_core::rules::resolution`).
    ScriptFailed {
        serial: u32,
        error: String,
    },
    Countered {
        serial: u32,
        card: Rc<str>,
        owner: PlayerId,
    },
    /// 701.3a: an ability countered leaves the stack and does nothing.
    AbilityCountered {
        serial: u32,
        what: Rc<str>,
    },
    /// It can't be countered: set as it went on the stack.
    Uncounterable {
        serial: u32,
    },
    /// A counter does nothing to what can't be countered.
    NotCountered {
        serial: u32,
        what: Rc<str>,
    },
    Enters {
        card: Rc<str>,
        controller: PlayerId,
    },
    ToGraveyard {
        card: Rc<str>,
        owner: PlayerId,
    },
    // Combat.
    Attacks {
        attacker: Rc<str>,
        defender: PlayerId,
        vigilant: bool,
    },
    NoAttackers {
        player: PlayerId,
    },
    /// Blockers and the attacker each blocks.
    Blocks {
        player: PlayerId,
        blocks: Vec<(Rc<str>, Rc<str>)>,
    },
    /// A combat damage step's assignment: source, recipient, amount.
    CombatDamage {
        parts: Vec<(Rc<str>, Rc<str>, i32)>,
    },
    // Damage, destruction, game end.
    DamageMarked {
        target: Rc<str>,
        amount: i32,
        total: i32,
    },
    LosesLife {
        player: PlayerId,
        amount: i32,
        before: i32,
        after: i32,
    },
    DamageReplaced {
        target: Rc<str>,
        source: Rc<str>,
        before: i32,
        after: i32,
    },
    Regenerates {
        card: Rc<str>,
        rule: &'static str,
        /// Whether it was in combat, and so is removed from it.
        in_combat: bool,
    },
    Destroyed {
        card: Rc<str>,
        why: &'static str,
    },
    /// An indestructible permanent is not destroyed (its keyword named).
    NotDestroyed {
        card: Rc<str>,
        keyword: Rc<str>,
    },
    /// It can't be regenerated: its shield or static regeneration does not apply.
    NotRegenerated {
        card: Rc<str>,
        rule: &'static str,
    },
    /// An effect says it can't be regenerated this turn.
    CannotBeRegenerated {
        card: Rc<str>,
    },
    Sacrifices {
        player: PlayerId,
        card: Rc<str>,
    },
    /// 701.2a: attached; 701.2b: already attached to it, nothing happens.
    Attached {
        card: Rc<str>,
        to: Rc<str>,
    },
    AlreadyAttached {
        card: Rc<str>,
        to: Rc<str>,
    },
    /// An Aura attached to nothing falls off: to its owner's graveyard.
    AuraFallsOff {
        card: Rc<str>,
    },
    /// 701.2a: an effect tried to attach something to what it could not equip; it does not
    /// move.
    NotAttached {
        why: String,
    },
    /// 701.2d: attached to nothing, still on the battlefield.
    Detached {
        card: Rc<str>,
    },
    /// 701.7a, 701.7b.
    Taps {
        card: Rc<str>,
    },
    UntapsOne {
        card: Rc<str>,
    },
    /// 701.5a: a regeneration shield for this turn.
    Shielded {
        card: Rc<str>,
    },
    GainsLife {
        player: PlayerId,
        amount: i32,
        before: i32,
        after: i32,
    },
    Pumped {
        card: Rc<str>,
        power: i32,
        toughness: i32,
    },
    GainsKeyword {
        card: Rc<str>,
        keyword: Rc<str>,
    },
    /// A player sacrifices nothing: they control no permanent of that kind.
    NothingToSacrifice {
        player: PlayerId,
        what: &'static str,
    },
    /// Toughness 0 or less.
    NoToughness {
        card: Rc<str>,
    },
    /// An Equipment attached to what it cannot equip becomes unattached.
    Unattached {
        card: Rc<str>,
    },
    Loses {
        player: PlayerId,
        why: &'static str,
    },
    Wins {
        player: PlayerId,
    },
    /// Every player lost at once.
    Draw,
}

/// Names joined by `, `, or `nothing` when there are none.
struct List<'a>(&'a [Rc<str>]);

impl fmt::Display for List<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("nothing");
        }
        for (i, name) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

impl fmt::Display for DuelEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DuelEvent::*;
        match self {
            Deck { player, name } => write!(f, "{player} plays the deck {name}"),
            GoesFirst { player } => write!(f, "{player} goes first"),
            TurnBegins { turn, player } => write!(f, "turn {turn} ({player})"),
            Untaps { player, cards } => write!(f, "{player} untaps {}", List(cards)),
            SkipsDraw { player } => {
                write!(f, "{player} skips the draw of the first turn")
            }
            StepBegins { step } => f.write_str(step.name()),
            CombatEnds => f.write_str("combat ends"),
            Cleanup => f.write_str("cleanup: damage wears off, \"until end of turn\" effects end"),
            Draws { player, card } => write!(f, "{player} draws {card}"),
            DrawsFromEmpty { player } => {
                write!(f, "{player} draws from an empty library")
            }
            Discards { player, card, why } => write!(f, "{player} discards {card} ({why})"),
            Looks {
                player,
                owner,
                cards,
            } => {
                write!(
                    f,
                    "{player} looks at the top of {owner}'s library: {}",
                    List(cards)
                )
            }
            Arranged {
                player,
                owner,
                top,
                bottom,
                rule,
            } => write!(
                f,
                "{player} puts back {owner}'s cards: top {}, bottom {} ({rule})",
                List(top),
                List(bottom)
            ),
            Reveals {
                player,
                card: Some(card),
                value,
            } => write!(
                f,
                "{player} reveals {card}, mana value {} (701.10a)",
                value.unwrap_or(0)
            ),
            Reveals {
                player, card: None, ..
            } => {
                write!(f, "{player} reveals nothing: empty library (701.10a)")
            }
            PutsAtBottom { player, card } => {
                write!(f, "{player} puts {card} at the bottom of their library")
            }
            ClashResult { winner: Some(p) } => write!(f, "{p} wins the clash (701.10c)"),
            ClashResult { winner: None } => f.write_str("nobody wins the clash (701.10c)"),
            TapsForMana {
                player,
                land,
                color,
            } => {
                write!(f, "{player} taps {land} for {{{}}}", color.letter())
            }
            Pays { player, cost, what } => write!(f, "{player} pays {cost} for {what}"),
            PoolEmpties { player, mana } => {
                write!(f, "{player}'s mana pool empties, {mana} lost")
            }
            PlaysLand { player, card } => write!(f, "{player} plays the land {card}"),
            Casts {
                player,
                card,
                name,
                serial,
            } => {
                write!(f, "{player} casts {card} ({name}) #{serial}")
            }
            Activates {
                player,
                ability,
                source,
                serial,
            } => {
                write!(f, "{player} activates {ability} of {source} #{serial}")
            }
            TapsForCost { card } => write!(f, "{card} taps for the cost"),
            OnStack { serial } => write!(f, "#{serial} is on the stack"),
            Triggers {
                serial,
                name,
                source,
            } => write!(f, "{name} of {source} triggers #{serial}"),
            TriggerRemoved { serial, why } => {
                write!(f, "#{serial} leaves the stack, no legal target: {why}")
            }
            Passes { player } => write!(f, "{player} passes"),
            Resolves { serial, what } => write!(f, "#{serial} {what} resolves"),
            ScriptFailed { serial, error } => write!(
                f,
                "  #{serial} does nothing: its script failed as it resolved, and what it did is undone (engine, docs/CARD-API.md): {error}"
            ),
            Fizzles { serial, what } => {
                write!(f, "#{serial} {what} does not resolve: no legal target left")
            }
            Countered {
                serial,
                card,
                owner,
            } => {
                write!(
                    f,
                    "#{serial} {card} is countered, to {owner}'s graveyard (701.3a)"
                )
            }
            AbilityCountered { serial, what } => write!(
                f,
                "#{serial} {what} is countered: it leaves the stack, none of its effects happen (701.3a)"
            ),
            Uncounterable { serial } => write!(f, "#{serial} can't be countered"),
            NotCountered { serial, what } => write!(
                f,
                "#{serial} {what} can't be countered: the counter does nothing, it stays on the stack"
            ),
            Enters { card, controller } => {
                write!(
                    f,
                    "{card} enters the battlefield under {controller}'s control"
                )
            }
            ToGraveyard { card, owner } => write!(f, "{card} goes to {owner}'s graveyard"),
            Attacks {
                attacker,
                defender,
                vigilant,
            } => {
                write!(f, "{attacker} attacks {defender}")?;
                if *vigilant {
                    f.write_str(" without tapping (vigilance.2)")?;
                }
                Ok(())
            }
            NoAttackers { player } => write!(f, "{player} declares no attackers"),
            Blocks { player, blocks } if blocks.is_empty() => {
                write!(f, "{player} declares no blockers")
            }
            Blocks { player, blocks } => {
                write!(f, "{player} blocks: ")?;
                for (i, (b, a)) in blocks.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{b} blocks {a}")?;
                }
                Ok(())
            }
            CombatDamage { parts } => {
                f.write_str("combat damage: ")?;
                if parts.is_empty() {
                    return f.write_str("none");
                }
                for (i, (s, r, n)) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{s} deals {n} to {r}")?;
                }
                Ok(())
            }
            DamageMarked {
                target,
                amount,
                total,
            } => {
                write!(f, "{target} is dealt {amount} damage ({total} marked)")
            }
            LosesLife {
                player,
                amount,
                before,
                after,
            } => {
                write!(
                    f,
                    "{player} is dealt {amount} damage: life {before} -> {after}"
                )
            }
            DamageReplaced {
                target,
                source,
                before,
                after,
            } => write!(
                f,
                "damage from {source} to {target} is replaced: {before} -> {after}"
            ),
            Regenerates {
                card,
                rule,
                in_combat,
            } => {
                let combat = if *in_combat { ", out of combat" } else { "" };
                write!(
                    f,
                    "{card} regenerates: tapped, damage removed{combat} ({rule})"
                )
            }
            Destroyed { card, why } => write!(f, "{card} is destroyed ({why})"),
            NotDestroyed { card, keyword } => write!(
                f,
                "{card} has {keyword}: it is not destroyed, nothing happens (701.4a)"
            ),
            NotRegenerated { card, rule } => write!(
                f,
                "{card} can't be regenerated: its regeneration does not apply ({rule})"
            ),
            CannotBeRegenerated { card } => {
                write!(f, "{card} can't be regenerated this turn")
            }
            Sacrifices { player, card } => write!(f, "{player} sacrifices {card} (701.6a)"),
            Attached { card, to } => write!(f, "{card} is attached to {to} (701.2a)"),
            AlreadyAttached { card, to } => {
                write!(
                    f,
                    "{card} is already attached to {to}: nothing happens (701.2b)"
                )
            }
            NotAttached { why } => write!(f, "{why}: it does not move"),
            AuraFallsOff { card } => write!(
                f,
                "{card} enchants nothing: the Aura falls off, to its owner's graveyard (701.2d)"
            ),
            Detached { card } => write!(f, "{card} is detached, attached to nothing (701.2d)"),
            Taps { card } => write!(f, "{card} taps (701.7a)"),
            UntapsOne { card } => write!(f, "{card} untaps (701.7b)"),
            Shielded { card } => {
                write!(
                    f,
                    "{card} gets a regeneration shield for this turn (701.5a)"
                )
            }
            GainsLife {
                player,
                amount,
                before,
                after,
            } => {
                write!(f, "{player} gains {amount} life: life {before} -> {after}")
            }
            Pumped {
                card,
                power,
                toughness,
            } => {
                write!(f, "{card} gets {power:+}/{toughness:+} until end of turn")
            }
            GainsKeyword { card, keyword } => {
                write!(f, "{card} gains {keyword} until end of turn")
            }
            NothingToSacrifice { player, what } => {
                write!(f, "{player} controls no {what} to sacrifice")
            }
            NoToughness { card } => write!(f, "{card} has toughness 0 or less"),
            Unattached { card } => write!(f, "{card} becomes unattached (701.2d)"),
            Loses { player, why } => write!(f, "{player} loses the game: {why}"),
            Wins { player } => write!(f, "{player} wins the game"),
            Draw => f.write_str("every player lost at once: the game is a draw"),
        }
    }
}

/// How traces name an object: its label.
pub(crate) fn label(g: &Game, obj: ObjId) -> Rc<str> {
    g.label(obj).clone()
}

/// How traces name what damage is dealt to: an object's label, or a player.
pub(crate) fn recipient_label(g: &Game, r: Recipient) -> Rc<str> {
    match r {
        Recipient::Object(o) => label(g, o),
        Recipient::Player(p) => p.to_string().into(),
    }
}
