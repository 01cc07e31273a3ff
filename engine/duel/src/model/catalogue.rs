//! What the duel game publishes for keywords (and cards) to subscribe to: its events (a
//! triggered ability goes on the stack), its replacements and its queries. A keyword made of
//! these is a glossary entry and, where logic is needed, a Rhai script: no Rust.
//!
//! A card script subscribes too, by naming a function after the event (`when_attacks`) or the
//! replacement (`would_be_dealt_damage`).

use grimoire_core::model::glossary::Hookable;

pub const ENTERS: &str = "enters";
pub const ATTACKS: &str = "attacks";
pub const BLOCKS: &str = "blocks";
pub const BECOMES_BLOCKED: &str = "becomes_blocked";
pub const BLOCKED_BY_SEVERAL: &str = "blocked_by_two_or_more";
pub const DIES: &str = "dies";
/// Damage about to be dealt to the object; `other` is the source.
pub const WOULD_BE_DEALT_DAMAGE: &str = "would_be_dealt_damage";

/// The events, with the card function that subscribes to each.
pub const EVENTS: [(&str, &str); 6] = [
    (ENTERS, "when_enters"),
    (ATTACKS, "when_attacks"),
    (BLOCKS, "when_blocks"),
    (BECOMES_BLOCKED, "when_becomes_blocked"),
    (BLOCKED_BY_SEVERAL, "when_blocked_by_two_or_more"),
    (DIES, "when_dies"),
];

pub const CATALOGUE: &[Hookable] = &[
    Hookable::event(ENTERS, "the permanent arrives on the battlefield"),
    Hookable::event(ATTACKS, "the creature is declared as an attacker"),
    Hookable::event(BLOCKS, "the creature is declared as a blocker (courage.1)"),
    Hookable::event(
        BECOMES_BLOCKED,
        "the attacking creature becomes blocked (courage.1)",
    ),
    Hookable::event(
        BLOCKED_BY_SEVERAL,
        "the attacking creature becomes blocked by two creatures or more (sauvagerie.1)",
    ),
    Hookable::event(
        DIES,
        "the creature goes from the battlefield to a graveyard",
    ),
    Hookable::replacement(
        WOULD_BE_DEALT_DAMAGE,
        "`amount` damage is about to be dealt to the object by `other`; returns what is \
         dealt instead (0: prevented)",
    ),
    Hookable::query(
        "can_be_blocked",
        "blocked_only_by_same",
        "which creatures may block it (vol.2)",
    ),
    Hookable::query(
        "combat_damage_assignment",
        "excess_to_player",
        "where an attacker's combat damage may go (pietinement.2)",
    ),
    Hookable::query(
        "taps_to_attack",
        "attacks_untapped",
        "whether attacking taps it (vigilance.2)",
    ),
    Hookable::query(
        "summoning_sickness",
        "no_summoning_sickness",
        "whether it may attack or use {T} abilities yet (celerite.2)",
    ),
    Hookable::query(
        "early_damage_step",
        "early_damage",
        "dealing combat damage in the first-strike step (initiative.1)",
    ),
    Hookable::query(
        "both_damage_steps",
        "damage_in_both_steps",
        "dealing combat damage in both steps (initiative.1)",
    ),
    Hookable::query(
        "destruction",
        "not_destroyed",
        "whether destroying it does anything: an effect or lethal damage (701.4a)",
    ),
    Hookable::query(
        "activation_timing",
        "timing",
        "when an activated keyword's ability may be used (equipement.1)",
    ),
    Hookable::query(
        "deck_limit",
        "max_copies",
        "how many copies a deck may hold",
    ),
];
