//! Each duel event as the one trace line scenario snapshots pin.

use super::DuelEvent;
use std::fmt;
use std::rc::Rc;

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
