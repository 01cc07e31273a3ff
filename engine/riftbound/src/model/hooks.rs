//! Riftbound's glossary hooks: the data a keyword entry gives the rules (grammar/riftbound/
//! glossary.toml, `[keyword.hooks]`). Each is read by one place of the rules, named on each.

use grimoire_core::model::glossary::HookSet;
use serde::{Deserialize, Serialize};

/// Timing permission a keyword grants (806 Action: showdowns; 813 Réaction: closed states too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Permission {
    Showdown,
    Closed,
}

/// Game events a triggered ability can trigger on (382–384). The first are about the object
/// whose ability it is (asked of that object only: "when I die"); the observed ones are about
/// anything, and are asked of every object in its zone of function — units and gear at a
/// location, legends, battlefields (187.6) — with what the event was about as `ctx.subject`
/// ("when a friendly unit dies": the script reads the subject's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerEvent {
    /// The permanent is killed and goes to the trash (808.1.d).
    Dies,
    /// The permanent is played and enters the board (383.4.a, 817 Vision).
    Played,
    /// The start of its controller's Beginning Phase, before scoring (816 Temporaire); a
    /// battlefield's at every player's, its abilities controlled as 187.6.b says.
    BeginningPhase,
    /// Its controller conquers or holds where it is (383.4.c–d, 823 Chasse).
    ConquerOrHold,
    /// It gains the Attacker designation in a combat (383.4.e).
    Attacks,
    /// It gains the Defender designation in a combat (383.4.f).
    Defends,
    /// Its controller conquers where it is (464.1); a battlefield: it is conquered.
    Conquers,
    /// Its controller holds where it is (464.2); a battlefield: it is held.
    Holds,
    /// It moves, by a standard move or an effect (144, 444).
    Moves,
    /// The end of its controller's turn, in the Ending Step (317.1); a battlefield's at the end
    /// of every turn.
    EndOfTurn,
    /// Observed: a card is played (349), the subject: a unit or gear as it is finalized (337.1.c), a
    /// spell as it resolves (419.4.a), never one countered (419.4.b).
    CardPlayed,
    /// Observed: a unit dies (808.1.d), the subject, in its owner's trash.
    UnitDies,
    /// Observed: a battlefield, the subject, is conquered (464.1): its controller conquered it.
    BattlefieldConquered,
    /// Observed: a battlefield, the subject, is held (464.2).
    BattlefieldHeld,
    /// Observed: a unit, the subject, moves (144, 444).
    UnitMoves,
    /// Observed: a unit, the subject, attacks (383.4.e).
    UnitAttacks,
    /// Observed: a unit, the subject, defends (383.4.f).
    UnitDefends,
    /// Observed: a card, the subject, is discarded (422); the card itself is asked too, in the
    /// trash ("when you discard me", 383.2.c.1).
    CardDiscarded,
    /// Observed: a unit, the subject, is readied by an effect (414.1.c).
    UnitReadied,
    /// Observed: a unit, the subject, gets a buff (426.1.b).
    UnitBuffed,
    /// Observed: a unit, the subject, is stunned (423.1; not one stunned already, 423.1.a.1).
    UnitStunned,
    /// It leaves the board, whatever takes it (dies, banished, recalled to a hand…); asked
    /// where it went (383.2.c.1).
    LeavesBoard,
    /// Observed: one or more cards are recycled by an effect (416), once for them all; the
    /// subject is the first of them.
    CardsRecycled,
    /// Observed: one or more cards are discarded together (422), once for them all; the
    /// subject is the first of them.
    CardsDiscarded,
    /// Observed: a unit or gear, the subject, is chosen as a target of a spell as it is played
    /// (355.5, 359).
    ChosenBySpell,
    /// Observed: a unit, the subject, becomes equipped by an Équiper-like ability (818.2.a);
    /// the unit itself is asked too ("when I become equipped": the subject is it).
    UnitEquipped,
    /// Observed: a unit, the subject, is dealt damage — by a spell or an ability (417) or in
    /// combat (460.2.d) — once a dealing; itself asked too ("when I take damage"), as it was
    /// when dealt it (lethal damage kills at the next cleanup, 323.4).
    UnitDamaged,
    /// Observed: a card, the subject, is drawn (413), once a card.
    CardDrawn,
    /// Observed: a rune, the subject, is channeled (430, 315.3), once a rune.
    RuneChanneled,
    /// Observed: a showdown begins at a battlefield, the subject (344–345), a combat's too
    /// (459.2).
    ShowdownBegins,
    /// Observed: a player wins a combat at a battlefield, the subject (461.3.a): the only player
    /// with units left there, which share the result (461.3.c).
    CombatWon,
    /// Observed: a unit on the board, the subject, becomes Mighty (709): its Might goes from
    /// below 5 to 5 or more (a unit new on the board, from its printed Might, 711); itself
    /// asked too.
    UnitBecomesMighty,
    /// Observed: an activated ability of the subject is activated (377.3), once paid.
    AbilityActivated,
    /// Observed: a card, the subject, is hidden face down at a battlefield (811.1).
    CardHidden,
    /// Observed: a buff of a unit, the subject, is spent (702.2.b).
    BuffSpent,
    /// A player gains XP (730.1). XP is no object (731): the event has no subject and is asked
    /// only of the objects the player who gained it controls ("when you gain XP").
    XpGained,
    /// A player spends XP (730.2), for a cost or an effect; asked as `XpGained` is.
    XpSpent,
    /// Observed: a permanent, the subject, is recalled to its controller's base (450): by an
    /// effect, a combat's recall of attackers (461.1.a.2) or a corrective recall (323.7).
    PermanentRecalled,
    /// Observed: a unit, the subject, is healed: damage it had is cleared (418.1.a) by an
    /// effect (418.3.a) or a combat's cleanup (461.1.a.1; `rules::healed`).
    UnitHealed,
    /// Observed: a card, the subject, is banished (427.2), from wherever it was.
    CardBanished,
    /// Observed: a combat at a battlefield, the subject, ends (461.7), once its result and
    /// control are settled.
    CombatEnds,
}

impl TriggerEvent {
    /// The card-script function that is a triggered ability on this event (the README naming
    /// convention): "Lorsque je meurs…" is `fn when_dies(ctx)`.
    pub fn card_function(self) -> &'static str {
        match self {
            TriggerEvent::Dies => "when_dies",
            TriggerEvent::Played => "when_played",
            TriggerEvent::BeginningPhase => "at_beginning_phase",
            TriggerEvent::ConquerOrHold => "when_conquers_or_holds",
            TriggerEvent::Attacks => "when_attacks",
            TriggerEvent::Defends => "when_defends",
            TriggerEvent::Conquers => "when_conquers",
            TriggerEvent::Holds => "when_holds",
            TriggerEvent::Moves => "when_moves",
            TriggerEvent::EndOfTurn => "at_end_of_turn",
            TriggerEvent::CardPlayed => "when_card_played",
            TriggerEvent::UnitDies => "when_unit_dies",
            TriggerEvent::BattlefieldConquered => "when_battlefield_conquered",
            TriggerEvent::BattlefieldHeld => "when_battlefield_held",
            TriggerEvent::UnitMoves => "when_unit_moves",
            TriggerEvent::UnitAttacks => "when_unit_attacks",
            TriggerEvent::UnitDefends => "when_unit_defends",
            TriggerEvent::CardDiscarded => "when_card_discarded",
            TriggerEvent::UnitReadied => "when_unit_readied",
            TriggerEvent::UnitBuffed => "when_unit_buffed",
            TriggerEvent::UnitStunned => "when_unit_stunned",
            TriggerEvent::LeavesBoard => "when_leaves_board",
            TriggerEvent::CardsRecycled => "when_cards_recycled",
            TriggerEvent::CardsDiscarded => "when_cards_discarded",
            TriggerEvent::ChosenBySpell => "when_chosen_by_spell",
            TriggerEvent::UnitEquipped => "when_unit_equipped",
            TriggerEvent::UnitDamaged => "when_unit_damaged",
            TriggerEvent::CardDrawn => "when_card_drawn",
            TriggerEvent::RuneChanneled => "when_rune_channeled",
            TriggerEvent::ShowdownBegins => "when_showdown_begins",
            TriggerEvent::CombatWon => "when_combat_won",
            TriggerEvent::UnitBecomesMighty => "when_unit_becomes_mighty",
            TriggerEvent::AbilityActivated => "when_ability_activated",
            TriggerEvent::CardHidden => "when_card_hidden",
            TriggerEvent::BuffSpent => "when_buff_spent",
            TriggerEvent::XpGained => "when_xp_gained",
            TriggerEvent::XpSpent => "when_xp_spent",
            TriggerEvent::PermanentRecalled => "when_permanent_recalled",
            TriggerEvent::UnitHealed => "when_unit_healed",
            TriggerEvent::CardBanished => "when_card_banished",
            TriggerEvent::CombatEnds => "at_end_of_combat",
        }
    }

    /// Its name in the ruleset's catalogue (`[keyword.on] dies = "…"`).
    pub fn name(self) -> &'static str {
        match self {
            TriggerEvent::Dies => "dies",
            TriggerEvent::Played => "played",
            TriggerEvent::BeginningPhase => "beginning_phase",
            TriggerEvent::ConquerOrHold => "conquer_or_hold",
            TriggerEvent::Attacks => "attacks",
            TriggerEvent::Defends => "defends",
            TriggerEvent::Conquers => "conquers",
            TriggerEvent::Holds => "holds",
            TriggerEvent::Moves => "moves",
            TriggerEvent::EndOfTurn => "end_of_turn",
            TriggerEvent::CardPlayed => "card_played",
            TriggerEvent::UnitDies => "unit_dies",
            TriggerEvent::BattlefieldConquered => "battlefield_conquered",
            TriggerEvent::BattlefieldHeld => "battlefield_held",
            TriggerEvent::UnitMoves => "unit_moves",
            TriggerEvent::UnitAttacks => "unit_attacks",
            TriggerEvent::UnitDefends => "unit_defends",
            TriggerEvent::CardDiscarded => "card_discarded",
            TriggerEvent::UnitReadied => "unit_readied",
            TriggerEvent::UnitBuffed => "unit_buffed",
            TriggerEvent::UnitStunned => "unit_stunned",
            TriggerEvent::LeavesBoard => "leaves_board",
            TriggerEvent::CardsRecycled => "cards_recycled",
            TriggerEvent::CardsDiscarded => "cards_discarded",
            TriggerEvent::ChosenBySpell => "chosen_by_spell",
            TriggerEvent::UnitEquipped => "unit_equipped",
            TriggerEvent::UnitDamaged => "unit_damaged",
            TriggerEvent::CardDrawn => "card_drawn",
            TriggerEvent::RuneChanneled => "rune_channeled",
            TriggerEvent::ShowdownBegins => "showdown_begins",
            TriggerEvent::CombatWon => "combat_won",
            TriggerEvent::UnitBecomesMighty => "unit_becomes_mighty",
            TriggerEvent::AbilityActivated => "ability_activated",
            TriggerEvent::CardHidden => "card_hidden",
            TriggerEvent::BuffSpent => "buff_spent",
            TriggerEvent::XpGained => "xp_gained",
            TriggerEvent::XpSpent => "xp_spent",
            TriggerEvent::PermanentRecalled => "permanent_recalled",
            TriggerEvent::UnitHealed => "unit_healed",
            TriggerEvent::CardBanished => "card_banished",
            TriggerEvent::CombatEnds => "combat_ends",
        }
    }

    /// Whether it is asked of every object in its zone of function, with a subject.
    pub fn observed(self) -> bool {
        matches!(
            self,
            TriggerEvent::CardPlayed
                | TriggerEvent::UnitDies
                | TriggerEvent::BattlefieldConquered
                | TriggerEvent::BattlefieldHeld
                | TriggerEvent::UnitMoves
                | TriggerEvent::UnitAttacks
                | TriggerEvent::UnitDefends
                | TriggerEvent::CardDiscarded
                | TriggerEvent::UnitReadied
                | TriggerEvent::UnitBuffed
                | TriggerEvent::UnitStunned
                | TriggerEvent::CardsRecycled
                | TriggerEvent::CardsDiscarded
                | TriggerEvent::ChosenBySpell
                | TriggerEvent::UnitEquipped
                | TriggerEvent::UnitDamaged
                | TriggerEvent::CardDrawn
                | TriggerEvent::RuneChanneled
                | TriggerEvent::ShowdownBegins
                | TriggerEvent::CombatWon
                | TriggerEvent::UnitBecomesMighty
                | TriggerEvent::AbilityActivated
                | TriggerEvent::CardHidden
                | TriggerEvent::BuffSpent
                | TriggerEvent::XpGained
                | TriggerEvent::XpSpent
                | TriggerEvent::PermanentRecalled
                | TriggerEvent::UnitHealed
                | TriggerEvent::CardBanished
                | TriggerEvent::CombatEnds
        )
    }

    pub const ALL: [TriggerEvent; 41] = [
        TriggerEvent::Dies,
        TriggerEvent::Played,
        TriggerEvent::BeginningPhase,
        TriggerEvent::ConquerOrHold,
        TriggerEvent::Attacks,
        TriggerEvent::Defends,
        TriggerEvent::Conquers,
        TriggerEvent::Holds,
        TriggerEvent::Moves,
        TriggerEvent::EndOfTurn,
        TriggerEvent::CardPlayed,
        TriggerEvent::UnitDies,
        TriggerEvent::BattlefieldConquered,
        TriggerEvent::BattlefieldHeld,
        TriggerEvent::UnitMoves,
        TriggerEvent::UnitAttacks,
        TriggerEvent::UnitDefends,
        TriggerEvent::CardDiscarded,
        TriggerEvent::UnitReadied,
        TriggerEvent::UnitBuffed,
        TriggerEvent::UnitStunned,
        TriggerEvent::LeavesBoard,
        TriggerEvent::CardsRecycled,
        TriggerEvent::CardsDiscarded,
        TriggerEvent::ChosenBySpell,
        TriggerEvent::UnitEquipped,
        TriggerEvent::UnitDamaged,
        TriggerEvent::CardDrawn,
        TriggerEvent::RuneChanneled,
        TriggerEvent::ShowdownBegins,
        TriggerEvent::CombatWon,
        TriggerEvent::UnitBecomesMighty,
        TriggerEvent::AbilityActivated,
        TriggerEvent::CardHidden,
        TriggerEvent::BuffSpent,
        TriggerEvent::XpGained,
        TriggerEvent::XpSpent,
        TriggerEvent::PermanentRecalled,
        TriggerEvent::UnitHealed,
        TriggerEvent::CardBanished,
        TriggerEvent::CombatEnds,
    ];
}

/// Combat designations a Might bonus can depend on (807 Assaut: attacking; 814 Bouclier:
/// defending).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WhileRole {
    Attacking,
    Defending,
}

/// Extra standard-move destinations (810 Gank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Movement {
    BetweenBattlefields,
}

/// Where a unit falls in combat damage assignment (815 Tank: first; 826 Arrière-ligne: last).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageOrder {
    First,
    Last,
}

/// What paying an optional additional cost does (356.2.b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaidEffect {
    /// The unit enters the board ready (805.6).
    EntersReady,
    /// The spell's instructions run once more (820.1.d).
    Repeat,
}

/// An optional additional cost a keyword offers while its card is played (805, 820).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionalCost {
    /// The cost in printed notation; absent, the keyword's own cost parameter (`[Répétition] [2]`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<String>,
    pub effect: PaidEffect,
}

/// When a dependent keyword's linked ability is active (727.1.c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DependentCondition {
    /// Its controller has played another card this turn (812.1.c).
    OtherCardPlayedThisTurn,
    /// Its controller has at least the keyword's value in XP (824.1.c).
    XpAtLeastValue,
}

/// Extra places a unit may be played (822 Embuscade), and the timing permission it has while
/// played there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayLocation {
    pub at: PlaceKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub permission: Option<Permission>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaceKind {
    /// A battlefield where its controller has units (822.1.b).
    BattlefieldWithOwnUnits,
}

/// The hooks of a Riftbound keyword: what the rules read from its glossary entry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hooks {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub permission: Option<Permission>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<TriggerEvent>,
    /// +value Might while the unit has this combat role.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub might_while: Option<WhileRole>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub movement: Option<Movement>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage_order: Option<DamageOrder>,
    /// Deck building: at most this many copies of a card with the keyword (825 Unique).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_copies: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_cost: Option<OptionalCost>,
    /// A dependent keyword: its linked ability is active only while this holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<DependentCondition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play_location: Option<PlayLocation>,
    /// Opponents' spells that choose the object pay this keyword's value in power of any
    /// domain, each time they choose it (809.1.c).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub targeting_tax: bool,
    /// The hide special action this keyword allows (811 Caché, 421).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hide: Option<HideAction>,
    /// A card with this keyword attached to a top-most card makes that card "equipped" for as
    /// long as it stays attached (818.3, 818.3.a–c).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equips: Option<Equips>,
}

impl HookSet for Hooks {
    /// A trigger hook runs the keyword script's `trigger`; an activated keyword its `activate`.
    fn script_functions(
        &self,
        kind: grimoire_core::model::glossary::KeywordKind,
    ) -> Vec<&'static str> {
        use grimoire_core::model::functions::{ACTIVATE, TRIGGER};
        let mut needed = Vec::new();
        if self.trigger.is_some() {
            needed.push(TRIGGER);
        }
        if kind == grimoire_core::model::glossary::KeywordKind::Activated {
            needed.push(ACTIVATE);
        }
        needed
    }
}

/// The equipped state (818.3): a top-most card is equipped while a card with the keyword
/// (818.3.c), or a card with `tag` (818.3.b: « des objets »), is attached to it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equips {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
}

/// The hide special action (421, 811.1.b): pay `cost` to put the card face down at a
/// battlefield one controls; from the next turn it has `permission` and may be played from
/// there ignoring its base cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HideAction {
    pub cost: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub permission: Option<Permission>,
}
