//! Each duel event as the one trace line scenario snapshots pin.

use super::DuelEvent;
use grimoire_core::{en_fr, write_en_fr};
use std::fmt;
use std::rc::Rc;

/// Names joined by `, `, or `nothing` when there are none.
struct List<'a>(&'a [Rc<str>]);

impl fmt::Display for List<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str(en_fr!(en: "nothing", fr: "rien"));
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
            Deck { player, name } => {
                write_en_fr!(
                    f,
                    en: "{player} plays the deck {name}",
                    fr: "{player} joue le deck {name}",
                )
            }
            GoesFirst { player } => {
                write_en_fr!(f, en: "{player} goes first", fr: "{player} joue en premier")
            }
            TurnBegins { turn, player } => {
                write_en_fr!(f, en: "turn {turn} ({player})", fr: "tour {turn} ({player})")
            }
            Untaps { player, cards } => {
                write_en_fr!(f, en: "{player} untaps {}", fr: "{player} dégage : {}", List(cards))
            }
            SkipsDraw { player } => {
                write_en_fr!(
                    f,
                    en: "{player} skips the draw of the first turn",
                    fr: "{player} ne pioche pas au premier tour",
                )
            }
            StepBegins { step } => f.write_str(step.name()),
            CombatEnds => f.write_str(en_fr!(en: "combat ends", fr: "fin du combat")),
            Cleanup => f.write_str(en_fr!(
                en: "cleanup: damage wears off, \"until end of turn\" effects end",
                fr: "nettoyage : les blessures disparaissent, les effets « jusqu'à la fin du tour » prennent fin"
            )),
            Draws { player, card } => {
                write_en_fr!(f, en: "{player} draws {card}", fr: "{player} pioche {card}")
            }
            DrawsFromEmpty { player } => {
                write_en_fr!(
                    f,
                    en: "{player} draws from an empty library",
                    fr: "{player} pioche dans une bibliothèque vide",
                )
            }
            Discards { player, card, why } => {
                write_en_fr!(
                    f,
                    en: "{player} discards {card} ({why})",
                    fr: "{player} défausse {card} ({why})",
                )
            }
            Looks {
                player,
                owner,
                cards,
            } => {
                write_en_fr!(
                    f,
                    en: "{player} looks at the top of {owner}'s library: {}",
                    fr: "{player} regarde le dessus de la bibliothèque de {owner} : {}",
                    List(cards)
                )
            }
            Arranged {
                player,
                owner,
                top,
                bottom,
                rule,
            } => write_en_fr!(
                f,
                en: "{player} puts back {owner}'s cards: top {}, bottom {} ({rule})",
                fr: "{player} replace les cartes de {owner} : {} au-dessus, {} au-dessous ({rule})",
                List(top),
                List(bottom)
            ),
            Reveals {
                player,
                card: Some(card),
                value,
            } => write_en_fr!(
                f,
                en: "{player} reveals {card}, mana value {} (701.10a)",
                fr: "{player} révèle {card}, valeur de mana {} (701.10a)",
                value.unwrap_or(0)
            ),
            Reveals {
                player, card: None, ..
            } => {
                write_en_fr!(
                    f,
                    en: "{player} reveals nothing: empty library (701.10a)",
                    fr: "{player} ne révèle rien : bibliothèque vide (701.10a)",
                )
            }
            PutsAtBottom { player, card } => {
                write_en_fr!(
                    f,
                    en: "{player} puts {card} at the bottom of their library",
                    fr: "{player} met {card} au-dessous de sa bibliothèque",
                )
            }
            ClashResult { winner: Some(p) } => {
                write_en_fr!(
                    f,
                    en: "{p} wins the clash (701.10c)",
                    fr: "{p} remporte la confrontation (701.10c)",
                )
            }
            ClashResult { winner: None } => f.write_str(en_fr!(
                en: "nobody wins the clash (701.10c)",
                fr: "personne ne remporte la confrontation (701.10c)"
            )),
            TapsForMana {
                player,
                land,
                color,
            } => {
                write_en_fr!(
                    f,
                    en: "{player} taps {land} for {{{}}}",
                    fr: "{player} engage {land} pour {{{}}}",
                    color.letter(),
                )
            }
            Pays { player, cost, what } => {
                write_en_fr!(
                    f,
                    en: "{player} pays {cost} for {what}",
                    fr: "{player} paie {cost} pour {what}",
                )
            }
            PoolEmpties { player, mana } => {
                write_en_fr!(
                    f,
                    en: "{player}'s mana pool empties, {mana} lost",
                    fr: "la réserve de mana de {player} se vide, {mana} perdu",
                )
            }
            PlaysLand { player, card } => {
                write_en_fr!(
                    f,
                    en: "{player} plays the land {card}",
                    fr: "{player} joue le terrain {card}",
                )
            }
            Casts {
                player,
                card,
                name,
                serial,
            } => {
                write_en_fr!(
                    f,
                    en: "{player} casts {card} ({name}) #{serial}",
                    fr: "{player} lance {card} ({name}) #{serial}",
                )
            }
            Activates {
                player,
                ability,
                source,
                serial,
            } => {
                write_en_fr!(
                    f,
                    en: "{player} activates {ability} of {source} #{serial}",
                    fr: "{player} active {ability} de {source} #{serial}",
                )
            }
            TapsForCost { card } => {
                write_en_fr!(
                    f,
                    en: "{card} taps for the cost",
                    fr: "{card} est engagé pour payer le coût",
                )
            }
            OnStack { serial } => {
                write_en_fr!(f, en: "#{serial} is on the stack", fr: "#{serial} est sur la pile")
            }
            Triggers {
                serial,
                name,
                source,
            } => write_en_fr!(
                f,
                en: "{name} of {source} triggers #{serial}",
                fr: "{name} de {source} se déclenche #{serial}",
            ),
            TriggerRemoved { serial, why } => {
                write_en_fr!(
                    f,
                    en: "#{serial} leaves the stack, no legal target: {why}",
                    fr: "#{serial} quitte la pile, aucune cible légale : {why}",
                )
            }
            Passes { player } => write_en_fr!(f, en: "{player} passes", fr: "{player} passe"),
            Resolves { serial, what } => {
                write_en_fr!(f, en: "#{serial} {what} resolves", fr: "#{serial} {what} se résout")
            }
            ScriptFailed { serial, error } => write_en_fr!(
                f,
                en: "  #{serial} does nothing: its script failed as it resolved, and what it did is undone (engine, docs/CARD-API.md): {error}",
                fr: "  #{serial} ne fait rien : son script a échoué pendant sa résolution, et ce qu'il avait fait est annulé (moteur, docs/CARD-API.md) : {error}"
            ),
            Fizzles { serial, what } => {
                write_en_fr!(
                    f,
                    en: "#{serial} {what} does not resolve: no legal target left",
                    fr: "#{serial} {what} ne se résout pas : il ne reste aucune cible légale",
                )
            }
            Countered {
                serial,
                card,
                owner,
            } => {
                write_en_fr!(
                    f,
                    en: "#{serial} {card} is countered, to {owner}'s graveyard (701.3a)",
                    fr: "#{serial} {card} est contrecarré et mis dans le cimetière de {owner} (701.3a)"
                )
            }
            AbilityCountered { serial, what } => write_en_fr!(
                f,
                en: "#{serial} {what} is countered: it leaves the stack, none of its effects happen (701.3a)",
                fr: "#{serial} {what} est contrecarrée : cette capacité quitte la pile, aucun de ses effets ne s'applique (701.3a)"
            ),
            Uncounterable { serial } => {
                write_en_fr!(
                    f,
                    en: "#{serial} can't be countered",
                    fr: "#{serial} ne peut pas être contrecarré",
                )
            }
            NotCountered { serial, what } => write_en_fr!(
                f,
                en: "#{serial} {what} can't be countered: the counter does nothing, it stays on the stack",
                fr: "#{serial} {what} ne peut pas être contrecarré : la tentative n'a aucun effet, il reste sur la pile"
            ),
            Enters { card, controller } => {
                write_en_fr!(
                    f,
                    en: "{card} enters the battlefield under {controller}'s control",
                    fr: "{card} arrive sur le champ de bataille sous le contrôle de {controller}"
                )
            }
            ToGraveyard { card, owner } => {
                write_en_fr!(
                    f,
                    en: "{card} goes to {owner}'s graveyard",
                    fr: "{card} va dans le cimetière de {owner}",
                )
            }
            Attacks {
                attacker,
                defender,
                vigilant,
            } => {
                write_en_fr!(
                    f,
                    en: "{attacker} attacks {defender}",
                    fr: "{attacker} attaque {defender}",
                )?;
                if *vigilant {
                    f.write_str(en_fr!(
                        en: " without tapping (vigilance.2)",
                        fr: " sans s'engager (vigilance.2)"
                    ))?;
                }
                Ok(())
            }
            NoAttackers { player } => {
                write_en_fr!(
                    f,
                    en: "{player} declares no attackers",
                    fr: "{player} ne déclare aucun attaquant",
                )
            }
            Blocks { player, blocks } if blocks.is_empty() => {
                write_en_fr!(
                    f,
                    en: "{player} declares no blockers",
                    fr: "{player} ne déclare aucun bloqueur",
                )
            }
            Blocks { player, blocks } => {
                write_en_fr!(f, en: "{player} blocks: ", fr: "{player} bloque : ")?;
                for (i, (b, a)) in blocks.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write_en_fr!(f, en: "{b} blocks {a}", fr: "{b} bloque {a}")?;
                }
                Ok(())
            }
            CombatDamage { parts } => {
                f.write_str(en_fr!(en: "combat damage: ", fr: "blessures de combat : "))?;
                if parts.is_empty() {
                    return f.write_str(en_fr!(en: "none", fr: "aucune"));
                }
                for (i, (s, r, n)) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write_en_fr!(f, en: "{s} deals {n} to {r}", fr: "{s} inflige {n} à {r}")?;
                }
                Ok(())
            }
            DamageMarked {
                target,
                amount,
                total,
            } => {
                write_en_fr!(
                    f,
                    en: "{target} is dealt {amount} {} ({total} marked)",
                    fr: "{target} subit {amount} {} ({total} au total)",
                    damage(*amount)
                )
            }
            LosesLife {
                player,
                amount,
                before,
                after,
            } => {
                write_en_fr!(
                    f,
                    en: "{player} is dealt {amount} {}: life {before} -> {after}",
                    fr: "{player} subit {amount} {} : points de vie {before} -> {after}",
                    damage(*amount)
                )
            }
            DamageReplaced {
                target,
                source,
                before,
                after,
            } => write_en_fr!(
                f,
                en: "damage from {source} to {target} is replaced: {before} -> {after}",
                fr: "les blessures infligées par {source} à {target} sont remplacées : {before} -> {after}"
            ),
            Regenerates {
                card,
                rule,
                in_combat,
            } => {
                let combat = if *in_combat {
                    en_fr!(en: ", out of combat", fr: ", retiré du combat")
                } else {
                    ""
                };
                write_en_fr!(
                    f,
                    en: "{card} regenerates: tapped, damage removed{combat} ({rule})",
                    fr: "{card} se régénère : engagé, blessures retirées{combat} ({rule})"
                )
            }
            Destroyed { card, why } => {
                write_en_fr!(f, en: "{card} is destroyed ({why})", fr: "{card} est détruit ({why})")
            }
            NotDestroyed { card, keyword } => write_en_fr!(
                f,
                en: "{card} has {keyword}: it is not destroyed, nothing happens (701.4a)",
                fr: "{card} a {keyword} : ce permanent n'est pas détruit, rien ne se passe (701.4a)"
            ),
            NotRegenerated { card, rule } => write_en_fr!(
                f,
                en: "{card} can't be regenerated: its regeneration does not apply ({rule})",
                fr: "{card} ne peut pas être régénéré : sa régénération ne s'applique pas ({rule})"
            ),
            CannotBeRegenerated { card } => {
                write_en_fr!(
                    f,
                    en: "{card} can't be regenerated this turn",
                    fr: "{card} ne peut pas être régénéré ce tour-ci",
                )
            }
            Sacrifices { player, card } => {
                write_en_fr!(
                    f,
                    en: "{player} sacrifices {card} (701.6a)",
                    fr: "{player} sacrifie {card} (701.6a)",
                )
            }
            Attached { card, to } => {
                write_en_fr!(
                    f,
                    en: "{card} is attached to {to} (701.2a)",
                    fr: "{card} est attaché à {to} (701.2a)",
                )
            }
            AlreadyAttached { card, to } => {
                write_en_fr!(
                    f,
                    en: "{card} is already attached to {to}: nothing happens (701.2b)",
                    fr: "{card} est déjà attaché à {to} : rien ne se passe (701.2b)"
                )
            }
            NotAttached { why } => {
                write_en_fr!(f, en: "{why}: it does not move", fr: "{why} : il reste où il est")
            }
            AuraFallsOff { card } => write_en_fr!(
                f,
                en: "{card} enchants nothing: the Aura falls off, to its owner's graveyard (701.2d)",
                fr: "{card} n'enchante rien : l'Aura tombe et va dans le cimetière de son propriétaire (701.2d)"
            ),
            Detached { card } => write_en_fr!(
                f,
                en: "{card} is detached, attached to nothing (701.2d)",
                fr: "{card} est détaché, il n'est plus attaché à rien (701.2d)"
            ),
            Taps { card } => write_en_fr!(
                f,
                en: "{card} taps (701.7a)",
                fr: "{card} est engagé (701.7a)",
            ),
            UntapsOne { card } => {
                write_en_fr!(f, en: "{card} untaps (701.7b)", fr: "{card} est dégagé (701.7b)")
            }
            Shielded { card } => {
                write_en_fr!(
                    f,
                    en: "{card} gets a regeneration shield for this turn (701.5a)",
                    fr: "{card} reçoit un bouclier de régénération pour ce tour (701.5a)"
                )
            }
            GainsLife {
                player,
                amount,
                before,
                after,
            } => {
                write_en_fr!(
                    f,
                    en: "{player} gains {amount} {}: life {before} -> {after}",
                    fr: "{player} gagne {amount} {} : points de vie {before} -> {after}",
                    life(*amount)
                )
            }
            Pumped {
                card,
                power,
                toughness,
            } => {
                write_en_fr!(
                    f,
                    en: "{card} gets {power:+}/{toughness:+} until end of turn",
                    fr: "{card} gagne {power:+}/{toughness:+} jusqu'à la fin du tour"
                )
            }
            GainsKeyword { card, keyword } => {
                write_en_fr!(
                    f,
                    en: "{card} gains {keyword} until end of turn",
                    fr: "{card} acquiert {keyword} jusqu'à la fin du tour"
                )
            }
            NothingToSacrifice { player, what } => {
                write_en_fr!(
                    f,
                    en: "{player} controls no {what} to sacrifice",
                    fr: "{player} ne contrôle {what} à sacrifier",
                )
            }
            NoToughness { card } => write_en_fr!(
                f,
                en: "{card} has toughness 0 or less",
                fr: "{card} a une endurance inférieure ou égale à 0"
            ),
            Unattached { card } => {
                write_en_fr!(
                    f,
                    en: "{card} becomes unattached (701.2d)",
                    fr: "{card} n'est plus attaché (701.2d)",
                )
            }
            Loses { player, why } => {
                write_en_fr!(
                    f,
                    en: "{player} loses the game: {why}",
                    fr: "{player} perd la partie : {why}",
                )
            }
            Wins { player } => write_en_fr!(
                f,
                en: "{player} wins the game",
                fr: "{player} gagne la partie",
            ),
            Draw => f.write_str(en_fr!(
                en: "every player lost at once: the game is a draw",
                fr: "tous les joueurs ont perdu en même temps : la partie est nulle"
            )),
        }
    }
}

/// The word after a number of damage: `damage`; in French `blessure`, plural above one.
fn damage(n: i32) -> &'static str {
    if n.abs() <= 1 {
        en_fr!(en: "damage", fr: "blessure")
    } else {
        en_fr!(en: "damage", fr: "blessures")
    }
}

/// The word after a number of life: `life`; in French `point de vie`, plural above one.
fn life(n: i32) -> &'static str {
    if n.abs() <= 1 {
        en_fr!(en: "life", fr: "point de vie")
    } else {
        en_fr!(en: "life", fr: "points de vie")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::card::Lang;
    use crate::state::PlayerId;
    use grimoire_core::words::show_in;

    /// Each line reads in the thread's language: English unset or chosen, French chosen.
    #[test]
    fn lines_follow_the_chosen_language() {
        let lines = [
            DuelEvent::Untaps {
                player: PlayerId(0),
                cards: Vec::new(),
            },
            DuelEvent::DamageMarked {
                target: "ours#2".into(),
                amount: 1,
                total: 3,
            },
            DuelEvent::GainsLife {
                player: PlayerId(1),
                amount: 3,
                before: 20,
                after: 23,
            },
        ];
        let read = || lines.iter().map(|e| e.to_string()).collect::<Vec<_>>();
        let english = [
            "p1 untaps nothing",
            "ours#2 is dealt 1 damage (3 marked)",
            "p2 gains 3 life: life 20 -> 23",
        ];
        show_in(None);
        assert_eq!(read(), english);
        show_in(Some(Lang::En));
        assert_eq!(read(), english);
        show_in(Some(Lang::Fr));
        assert_eq!(
            read(),
            [
                "p1 dégage : rien",
                "ours#2 subit 1 blessure (3 au total)",
                "p2 gagne 3 points de vie : points de vie 20 -> 23",
            ]
        );
        show_in(None);
    }
}
