//! The duel game's card API reference (`grimoire api --game duel`, docs/api/duel.md, the names
//! and comments of `grimoire defs`): a line for each `ctx` function, in the order the
//! reference lists them. A test checks it against what the API registers.

use grimoire_core::code::lint::docs::ApiDoc;

const fn call(f: &'static str, p: &'static [&'static str], d: &'static str) -> ApiDoc {
    ApiDoc::call(f, p, d)
}

pub const DOCS: &[ApiDoc] = &[
    ApiDoc::property("opponent", "the other player (1, 2)"),
    ApiDoc::property("x", "the X paid for the spell or ability"),
    // Choices while the spell or ability goes on the stack.
    call(
        "choose_target",
        &["filter"],
        "while it goes on the stack: the controller chooses a target, `\"creature\"`, `\"my_creature\"`, `\"opponent_creature\"`, `\"permanent\"`, `\"artifact_or_enchantment\"`, `\"my_equipment\"`, `\"player\"`, `\"opponent\"`, `\"any\"` (a creature or a player) or `\"spell\"` (another spell on the stack); the object's id, -1 for a player. With no legal choice the spell or ability cannot be cast or activated; a triggered ability is removed",
    ),
    call(
        "sacrifice_cost",
        &["filter"],
        "while it goes on the stack: the controller sacrifices a permanent they control as a cost, `\"creature\"`, `\"artifact\"` or `\"permanent\"`, their choice (701.6a); without one, it cannot be activated",
    ),
    // What was chosen, read on resolution.
    call(
        "target",
        &["i"],
        "the i-th target on resolution: the object while it is the same object on the battlefield, else -1",
    ),
    call(
        "target_spell",
        &["i"],
        "the i-th target, a spell still on the stack, else -1",
    ),
    // Actions.
    call(
        "damage_target",
        &["i", "n"],
        "this source deals n damage to the i-th target, creature or player; nothing if it is no longer legal",
    ),
    call(
        "deal_damage",
        &["id", "n"],
        "n damage to a creature; replacements apply (`would_be_dealt_damage`: protection)",
    ),
    call(
        "damage_player",
        &["seat", "n"],
        "n damage to a player; replacements apply",
    ),
    call(
        "destroy",
        &["id"],
        "destroys a permanent (701.4a) unless it regenerates (701.5); whether it was destroyed",
    ),
    call(
        "regenerate",
        &["id"],
        "a regeneration shield for this turn (701.5a)",
    ),
    call(
        "sacrifice",
        &["seat", "filter"],
        "the player sacrifices a permanent of theirs, their choice; nothing if they have none (701.6a)",
    ),
    call(
        "counter",
        &["id"],
        "counters a spell on the stack: to its owner's graveyard, none of its effects (701.3a)",
    ),
    call("pump", &["id", "p", "t"], "+p/+t until end of turn"),
    call(
        "grant",
        &["id", "keyword"],
        "a keyword (`\"Initiative\"`, `\"Courage 2\"`) until end of turn",
    ),
    call("tap", &["id"], "taps a permanent (701.7a)"),
    call("untap", &["id"], "untaps a permanent (701.7b)"),
    call(
        "attach",
        &["gear", "creature"],
        "attaches an Équipement or Aura (701.2a–d); to what it is attached to already, nothing",
    ),
    call("detach", &["gear"], "detaches it (701.2)"),
    call(
        "detach_all",
        &["id"],
        "detaches everything attached to it (701.2)",
    ),
    call("draw", &["n"], "the controller draws n cards"),
    call("gain_life", &["n"], "the controller gains n life"),
    call(
        "scry",
        &["n"],
        "Regard N on the controller's library (701.8a): one decision, the arrangement",
    ),
    call(
        "fateseal",
        &["n"],
        "Destin N on the opponent's library (701.9a): one decision, the arrangement",
    ),
    call(
        "clash",
        &[],
        "Confrontation with the opponent (701.10): both reveal, each may put the card at the bottom, the active player first; whether the controller won",
    ),
    // What a static ability gives, in `continuous`.
    call(
        "equipped",
        &[],
        "in `continuous`: the creature this permanent is attached to, or -1",
    ),
    call(
        "give_pt",
        &["id", "p", "t"],
        "in `continuous`: +p/+t while the ability applies",
    ),
    call(
        "give_keyword",
        &["id", "keyword"],
        "in `continuous`: the keyword while the ability applies",
    ),
    call(
        "give_extra_blocks",
        &["id", "n"],
        "in `continuous`: the creature may block n more attackers",
    ),
    call(
        "give_regeneration",
        &["id"],
        "in `continuous`: every destruction of it is replaced by a regeneration (701.5b)",
    ),
    // Queries.
    call("is_creature", &["id"], "whether it is a creature"),
    call(
        "on_battlefield",
        &["id"],
        "whether it is on the battlefield",
    ),
    call("power", &["id"], "a creature's power"),
    call("toughness", &["id"], "a creature's toughness"),
    call("controller_of", &["id"], "the seat of its controller"),
    call("is_tapped", &["id"], "whether it is tapped"),
    call("attached_to", &["id"], "what it is attached to, or -1"),
    call(
        "has_color",
        &["id", "color"],
        "whether it has the colour (`\"green\"`…)",
    ),
    call("has_keyword", &["id", "name"], "whether it has the keyword"),
    call("is_attacking", &["id"], "whether the creature is attacking"),
    call(
        "blockers_of",
        &["id"],
        "the ids of the creatures blocking it",
    ),
    call(
        "creatures_of",
        &["seat"],
        "the ids of the creatures a player controls",
    ),
];

#[cfg(test)]
mod tests {
    use grimoire_core::code::lint::docs::{CORE_DOCS, disagreements};

    /// Every `ctx` function and property has its line, and every line names one registered
    /// with that many parameters.
    #[test]
    fn the_reference_and_the_registered_api_agree() {
        let host = super::super::ScriptHost::new();
        let docs = [CORE_DOCS, super::DOCS].concat();
        let wrong = disagreements(&docs, host.engine());
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
