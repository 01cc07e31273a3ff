//! What Riftbound publishes for keywords to subscribe to: its events (a triggered ability goes
//! on the chain), its replacements (a value replaced as it happens) and its queries (read at
//! every step, from a keyword's data hook). A keyword made only of these is a glossary entry and,
//! where logic is needed, a Rhai script: no Rust (grammar/riftbound/glossary.toml documents the
//! hooks; docs/KEYWORDS.md shows how to add one).
//!
//! One mechanic is not here: the hide special action (421, 811 Caché, `hooks.hide`). It is an
//! action a player takes, with its cost and its own timing, offered among the legal actions —
//! not something that happens to an object, and not a value the rules read.

use grimoire_core::model::glossary::Hookable;

/// The combat damage a unit is about to contribute to its side's total (460.2.a–b): replacements
/// return the amount it deals instead (0: it deals none).
pub const WOULD_DEAL_COMBAT_DAMAGE: &str = "would_deal_combat_damage";

/// Every event is also what a keyword's `trigger` hook may name.
const fn event(name: &'static str, doc: &'static str) -> Hookable {
    Hookable::event(name, doc).with_data("trigger")
}

pub const CATALOGUE: &[Hookable] = &[
    event(
        "dies",
        "the permanent is killed and goes to the trash (808.1.d)",
    ),
    event(
        "played",
        "the permanent is played and enters the board (383.4.a)",
    ),
    event(
        "beginning_phase",
        "its controller's Beginning Phase starts, before scoring (315.2.a)",
    ),
    event(
        "conquer_or_hold",
        "its controller conquers or holds where it is (383.4.c–d)",
    ),
    event("attacks", "it gains the Attacker designation (383.4.e)"),
    event("defends", "it gains the Defender designation (383.4.f)"),
    event(
        "conquers",
        "its controller conquers where it is, or a battlefield is conquered (464.1)",
    ),
    event(
        "holds",
        "its controller holds where it is, or a battlefield is held (464.2)",
    ),
    event(
        "moves",
        "it moves, by a standard move or an effect (144, 444)",
    ),
    event(
        "end_of_turn",
        "its controller's turn reaches the Ending Step (317.1); a battlefield's, every turn",
    ),
    event(
        "card_played",
        "a card is played (349); the card is `ctx.subject`, asked of every permanent, legend \
         and battlefield",
    ),
    event(
        "unit_dies",
        "a unit dies (808.1.d); the unit is `ctx.subject`, asked of what stays on the board",
    ),
    event(
        "battlefield_conquered",
        "a battlefield is conquered (464.1); the battlefield is `ctx.subject`, its controller \
         the conqueror",
    ),
    event(
        "battlefield_held",
        "a battlefield is held (464.2); the battlefield is `ctx.subject`",
    ),
    event(
        "unit_moves",
        "a unit moves (144, 444); the unit is `ctx.subject`",
    ),
    event(
        "unit_attacks",
        "a unit attacks (383.4.e); the unit is `ctx.subject`",
    ),
    event(
        "unit_defends",
        "a unit defends (383.4.f); the unit is `ctx.subject`",
    ),
    event(
        "card_discarded",
        "a card is discarded (422); the card is `ctx.subject`, asked in the trash too",
    ),
    event(
        "unit_readied",
        "a unit is readied by an effect (414.1.c); the unit is `ctx.subject`",
    ),
    event(
        "unit_buffed",
        "a unit gets a buff (426.1.b); the unit is `ctx.subject`",
    ),
    event(
        "leaves_board",
        "it leaves the board, whatever takes it; put on the chain by the next cleanup",
    ),
    event(
        "cards_recycled",
        "one or more cards are recycled by an effect (416), once for them all; the first is \
         `ctx.subject`",
    ),
    event(
        "cards_discarded",
        "one or more cards are discarded together (422), once for them all; the first is \
         `ctx.subject`",
    ),
    event(
        "chosen_by_spell",
        "a unit or gear is chosen as a target of a spell as it is played (355.5); it is \
         `ctx.subject`",
    ),
    event(
        "unit_stunned",
        "a unit is stunned (423.1); the unit is `ctx.subject`",
    ),
    event(
        "unit_equipped",
        "a unit becomes equipped by an Équiper-like ability (818.2.a); the unit is `ctx.subject` \
         (itself asked too)",
    ),
    event(
        "unit_damaged",
        "a unit is dealt damage by a spell, an ability or combat (417, 460.2.d), once a dealing; the unit is `ctx.subject` (itself asked too); put on the chain by the next cleanup",
    ),
    event(
        "card_drawn",
        "a card is drawn (413), once a card; it is `ctx.subject`",
    ),
    event(
        "rune_channeled",
        "a rune is channeled (430, 315.3), once a rune; it is `ctx.subject`",
    ),
    event(
        "showdown_begins",
        "a showdown begins, a combat's too (344–345, 459.2); the battlefield is `ctx.subject`",
    ),
    event(
        "combat_won",
        "a player wins a combat (461.3.a); the battlefield is `ctx.subject`, and the winner is the only player with units there",
    ),
    event(
        "unit_becomes_mighty",
        "a unit on the board becomes Mighty (709; new on the board, from its printed Might); the unit is `ctx.subject` (itself asked too)",
    ),
    event(
        "ability_activated",
        "an activated ability is activated and paid (377.3); its card is `ctx.subject`",
    ),
    event(
        "card_hidden",
        "a card is hidden face down at a battlefield (811.1); it is `ctx.subject`",
    ),
    event(
        "buff_spent",
        "a buff of a unit is spent (702.2.b); the unit is `ctx.subject`",
    ),
    event(
        "xp_gained",
        "a player gains XP (730.1); asked only of what that player controls, with no subject \
         (XP is no object, 731); put on the chain by the next cleanup",
    ),
    event(
        "xp_spent",
        "a player spends XP (730.2), for a cost or an effect; asked as `xp_gained` is",
    ),
    event(
        "permanent_recalled",
        "a permanent is recalled to its controller's base (450), by an effect, a combat or a \
         corrective recall; it is `ctx.subject`",
    ),
    event(
        "unit_healed",
        "a unit's damage is cleared (418.1.a) by an effect or a combat's cleanup (461.1.a.1); \
         the unit is `ctx.subject`",
    ),
    event(
        "card_banished",
        "a card is banished (427.2), from wherever it was; it is `ctx.subject`",
    ),
    event(
        "combat_ends",
        "a combat ends (461.7), its result and control settled; the battlefield is \
         `ctx.subject`",
    ),
    Hookable::replacement(
        WOULD_DEAL_COMBAT_DAMAGE,
        "the unit is about to deal `amount` combat damage as part of its side's total \
         (460.2.a–b); returns what it deals instead",
    ),
    Hookable::query(
        "might",
        "might_while",
        "Might (143.2): +value while attacking or defending",
    ),
    Hookable::query(
        "timing_permission",
        "permission",
        "when a card may be played (154, 358.3): showdowns, closed states",
    ),
    Hookable::query(
        "may_move",
        "movement",
        "where a standard move may go (144, 445): battlefield to battlefield",
    ),
    Hookable::query(
        "damage_order",
        "damage_order",
        "where a unit falls in combat damage assignment (460.2.c): first or last",
    ),
    Hookable::query(
        "deck_limit",
        "max_copies",
        "how many copies a deck may hold (103.2.b)",
    ),
    Hookable::query(
        "optional_costs",
        "optional_cost",
        "optional additional costs offered while played (356.2.b)",
    ),
    Hookable::query(
        "dependent_condition",
        "condition",
        "whether a dependent ability is active (727.1.c)",
    ),
    Hookable::query(
        "play_places",
        "play_location",
        "where a unit may be played, and with which permission (355.2)",
    ),
    Hookable::query(
        "targeting_tax",
        "targeting_tax",
        "what choosing the object costs an opponent (357, 809.1.c)",
    ),
    Hookable::query(
        "equipped",
        "equips",
        "whether a top-most card is equipped (818.3)",
    ),
];
