//! Riftbound's card API reference (`grimoire api`, docs/api/riftbound.md, the names and
//! comments of `grimoire defs`): a line for each `ctx` function, in the order the reference
//! lists them. A test checks it against what `api*.rs` register.

use grimoire_core::code::lint::docs::ApiDoc;

const fn call(f: &'static str, p: &'static [&'static str], d: &'static str) -> ApiDoc {
    ApiDoc::call(f, p, d)
}

pub const DOCS: &[ApiDoc] = &[
    // Choices while playing (355) and what they chose, read on resolution.
    call(
        "choose_targets",
        &["options"],
        "while playing (355.5): the controller chooses targets; options `what` (`\"unit\"` by default, `\"gear\"`, `\"unit_or_gear\"`, `\"battlefield\"`), `side` (`\"any\"`, `\"friendly\"`, `\"enemy\"`), `at` (`\"anywhere\"`, `\"here\"` — where the source is, or was for a permanent that has just died, 808.1.d.3 —, `\"elsewhere\"`, `\"base\"` the controller's, `\"own_base\"` each unit's own controller's base, `\"any_battlefield\"`, or a battlefield), `count` N or `up_to` N (355.13, zero allowed), `max_might` / `min_might` N, `exhausted` true or false; returns the ids. Each target keeps these restrictions and is checked again on resolution: one that fails is unaffected, the rest of the spell happens (359.3.e.2, 359.3.e.5)",
    ),
    call(
        "select",
        &["options"],
        "every object on the board that the options of `choose_targets` allow (`what`, `side`, `at`, `max_might`, `min_might`, `exhausted`), none chosen or targeted: « all enemy units here »; their ids",
    ),
    call(
        "choose_unit",
        &["filter"],
        "while playing: the controller chooses a unit on the board, `\"any\"`, `\"friendly\"` or `\"enemy\"`; returns its id",
    ),
    call(
        "choose_mode",
        &["texts"],
        "while playing, the controller chooses one mode of the list (355.3); returns its number, from 1",
    ),
    call(
        "choose_tagged",
        &["tag"],
        "while an ability goes on the chain: up to one card with that tag the controller has on the board; its id or -1",
    ),
    call(
        "target",
        &["i"],
        "the i-th target chosen while playing, or -1 if it is no longer legal: it changed zones, or no longer meets what it was chosen under (side, place, kind, Might, status), checked against its controller and source as they are on resolution (359.3.e.2–e.4, 359.3.f.2)",
    ),
    call(
        "targets",
        &[],
        "every target chosen while playing, -1 for each no longer legal (359.3.e)",
    ),
    call("mode", &[], "the mode chosen while playing, from 1"),
    call(
        "you_may",
        &["text"],
        "a yes/no decision of the controller; true for yes",
    ),
    call(
        "split_damage",
        &["n"],
        "on resolution, the controller splits n damage among the legal targets, at least 1 each (355.14.e–h)",
    ),
    // Actions on units and gear.
    call(
        "deal_damage",
        &["id", "n"],
        "n damage to a unit; lethal damage kills in the next cleanup. A unit no longer at a location is left alone (428.2.a); another kind of object is a script error",
    ),
    call(
        "kill",
        &["id"],
        "the kill instruction on a unit or gear (428.1); not a battlefield, legend, rune or spell",
    ),
    call(
        "banish",
        &["id"],
        "to its owner's banishment, not a kill (427); not a battlefield or legend (169.2.b, 173.2.b), nor a card on the chain",
    ),
    call(
        "recycle",
        &["id"],
        "to the bottom of its owner's main deck, the rune deck for a rune (416); not a card on the chain",
    ),
    call(
        "give_might",
        &["id", "n"],
        "+n (or −n) Might to a unit on the board this turn, in the arithmetic layer (472.3); in `continuous`, while the ability applies",
    ),
    call(
        "give_might",
        &["id", "n", "limits"],
        "as `give_might(id, n)` with a limit, `#{ min: 1 }` (« jusqu'à un minimum de 1 [M] ») or `max`: the amount is limited as the effect begins, where it applies — an increase after the increases there are, a decrease after every increase and decrease (472.3.d) — and that amount lasts the turn, whatever the Might does next (472.3.b); a limit never turns an increase into a decrease or back",
    ),
    call(
        "set_might",
        &["id", "n"],
        "the unit's Might becomes n this turn (« devient 4 »), in the trait layer (472.1.a.1): every increase and decrease applies after it, older or newer; of two, the newer applies last (475.3)",
    ),
    call(
        "buff",
        &["id"],
        "places a buff on a unit; whether one was placed (426.1.b.1, 426.1.c)",
    ),
    call(
        "spend_buff",
        &["id"],
        "spends the buff of a buffed unit the controller controls (702.2.b)",
    ),
    call(
        "buffs_give_more",
        &["n"],
        "this turn each buff on the controller's units gives n more Might, units buffed later included (472.3); ends in the Expiration Step (317.2)",
    ),
    call(
        "grant_keyword",
        &["id", "name", "value", "duration"],
        "the unit or gear has the keyword (with its value) for `duration`: `\"turn\"`, `\"combat\"`, `\"permanent\"`, `\"while_source_on_board\"`",
    ),
    call(
        "remove_keyword",
        &["id", "name", "duration"],
        "the keyword is removed for the duration (801.3.b): the instances that apply before it in the ability layer — printed ones, and those given or appended (attached gear, 472.2.c) no later than it — not one given after it (475.3)",
    ),
    call(
        "recall_instead_of_dying",
        &["id", "duration"],
        "a replacement effect used up once applied (369): the next time the unit would die within the duration it is healed, exhausted and recalled instead, so nothing \"when it dies\" triggers (808.1.d.1)",
    ),
    call(
        "ready",
        &["id"],
        "readies it; whether its state changed (414.1.c)",
    ),
    call(
        "exhaust",
        &["id"],
        "exhausts it; whether its state changed (415.1.c)",
    ),
    call(
        "move_unit",
        &["id", "location"],
        "a move by an effect (444): no exhaustion; 444.2 checked; the destination is contested as in 445",
    ),
    call(
        "recall",
        &["id"],
        "a unit or gear to its controller's base, not a move (450–453)",
    ),
    call(
        "gain_control",
        &["id"],
        "the controller gains control of a unit or gear at a battlefield; what depends on the controller follows (824.1.c.1), and the battlefield is contested (187.3.a); whether it changed",
    ),
    call(
        "create_token",
        &["card_id", "location", "ready"],
        "a token of a `token` card for the controller, at their base or a battlefield they control (439, 179–181); a unit enters exhausted unless `ready`; returns its id",
    ),
    call(
        "attach",
        &["gear", "unit"],
        "attaches the gear (434): its Might bonus and effect text apply to the unit, its own rules text is inactive (718)",
    ),
    call(
        "detach",
        &["gear"],
        "detaches the gear (435); whether it was attached",
    ),
    call(
        "equip",
        &["gear", "unit"],
        "attaches through an Équiper-like ability, with the \"equipped\" event (818.2)",
    ),
    call(
        "put_facedown",
        &["id", "battlefield"],
        "one card from a hand, deck, trash or banishment, face down at a battlefield its controller controls (107.3.b–c)",
    ),
    // The controller's cards, runes and XP.
    call("draw", &["n"], "the controller draws n cards"),
    call(
        "discard",
        &["n"],
        "the controller chooses n cards of their hand to discard, all if fewer (422.1.a, 422.4)",
    ),
    call(
        "look_top",
        &["n"],
        "the ids of the top n cards of the controller's main deck, top first",
    ),
    call(
        "reveal_top",
        &["n"],
        "reveals the top n cards of the controller's main deck (424); their ids, top first",
    ),
    call(
        "reorder_top",
        &["n"],
        "the controller puts the top n cards of their main deck back in an order they choose; the ids, top first",
    ),
    call("gain_xp", &["n"], "the controller gains n XP (730.1)"),
    call(
        "spend_xp",
        &["n"],
        "the controller spends n XP (730.2); more than they have is a script error",
    ),
    call(
        "add_energy",
        &["n"],
        "n energy into the controller's rune pool (429)",
    ),
    call(
        "add_power",
        &["domain", "n"],
        "n power of a domain into the controller's rune pool (429)",
    ),
    call(
        "pay_cost",
        &["card", "cost", "less"],
        "the controller pays `cost` (`\"[1][A]\"`; `[E]` exhausts `card`), reduced by `less` where it holds (821.1.c.3); false, nothing paid, if it cannot be paid",
    ),
    call(
        "ability_cost",
        &["card", "keyword", "unit"],
        "the cost of the card's first `keyword` ability as if activated choosing `unit`, its `fn <keyword>_cost` included (821.1.c.2); `()` if it has none",
    ),
    // Queries.
    call(
        "might",
        &["id"],
        "a unit's Might; the last known Might of a permanent that has just died (808.1.d.3); `()` for -1 (359.3.e.12)",
    ),
    call(
        "has_keyword",
        &["id", "name"],
        "whether it has the keyword; keywords are characteristics, an attached card's inactive printed ones included (722.1)",
    ),
    call(
        "keywords",
        &["id"],
        "the names of its keywords (722.1); empty for -1",
    ),
    call(
        "keyword_value",
        &["id", "name"],
        "the keyword's number on it, 0 without one; `()` for -1",
    ),
    call(
        "is_buffed",
        &["id"],
        "whether it has a buff; of a unit that has just died, whether it had one (808.1.d.3)",
    ),
    call("is_exhausted", &["id"], "whether it is exhausted"),
    call(
        "is_equipped",
        &["unit"],
        "whether a card with Équiper, or with the tag Objet, is attached to it (818.3)",
    ),
    call(
        "ability_has_keyword",
        &["card", "n", "keyword"],
        "whether the card's n-th activated ability (from 1, as `pN activate <label> <n>`) has `keyword`, such as Action or Réaction (806.5.c, 813.5.c); inactive text counts",
    ),
    call(
        "controller_of",
        &["id"],
        "the seat of its controller; a battlefield's, or `()` while no one controls it (187.2); `()` for -1",
    ),
    call(
        "label",
        &["id"],
        "its label in traces and scenarios (`recrue#2`)",
    ),
    call(
        "location_of",
        &["id"],
        "where a permanent is: `\"base\"` (the controller's) or a battlefield's label; `()` for -1",
    ),
    call(
        "units",
        &["filter"],
        "the ids of the units on the board, `\"any\"`, `\"friendly\"` or `\"enemy\"` (not targeted)",
    ),
    call(
        "units_at",
        &["location"],
        "the ids of the units at a location: a location word, or a battlefield's id",
    ),
    call("xp", &["seat"], "a player's XP"),
    call("points", &["seat"], "a player's points"),
    call(
        "cards_played",
        &["seat"],
        "how many cards a player has played this turn",
    ),
    call(
        "battlefields_controlled",
        &["seat"],
        "the ids of the battlefields a player controls",
    ),
    call(
        "kind_of",
        &["id"],
        "its card type: `\"unit\"`, `\"spell\"`, `\"gear\"`, `\"legend\"`, `\"battlefield\"` or \
         `\"rune\"` (what `ctx.subject` is, in a triggered ability on a card played); `()` for -1",
    ),
    call(
        "energy_cost_of",
        &["id"],
        "the energy of its printed cost (« a spell that costs 5 or more »); `()` for -1",
    ),
    call(
        "has_tag",
        &["id", "tag"],
        "whether its card has the tag (`Recrue`), in any case; false for -1",
    ),
    call(
        "turn_player",
        &[],
        "the seat of the player whose turn it is",
    ),
    call(
        "first_time_this_turn",
        &[],
        "true the first time this ability of this card asks it in a turn, false after (« la \
         première fois chaque tour », 383.1.b): ask it last in a condition, once the rest holds",
    ),
    call(
        "killed_by",
        &["id"],
        "of a unit that has just died, the id of the card whose spell or ability killed it or \
         dealt it its lethal damage (« lorsque vous tuez une unité avec un sort »); -1 for \
         combat damage or none (808.1.d.3)",
    ),
    call(
        "hand_size",
        &["seat"],
        "how many cards a player has in hand",
    ),
    call(
        "stun",
        &["id"],
        "stuns a unit at a location until the next Ending Step begins: it adds no Might to its \
         side's combat damage (423.1); whether it was stunned now (not one stunned already, \
         423.1.a.1)",
    ),
    call(
        "is_stunned",
        &["id"],
        "whether it is stunned; of a unit that has just died, whether it was (808.1.d.3)",
    ),
    call(
        "predict",
        &["n"],
        "the controller looks at the top n cards of their main deck and recycles any of them \
         (436.1), the rest staying in their order; the ids recycled",
    ),
    call(
        "turns_taken",
        &["seat"],
        "how many turns a player has begun, this one included: 1 during their first turn",
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
