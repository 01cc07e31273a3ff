//! The keyword glossary (rules 801–826) as data: `grammar/glossary.toml`, extended by packs.
//!
//! The kernel never names a keyword: it reads the *hooks* of an entry (a permission, a trigger
//! event, how instances stack) and acts on those.

use serde::{Deserialize, Serialize};

/// What kind of ability the rules say a keyword is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeywordKind {
    Passive,
    Triggered,
    Activated,
    Permissive,
    OptionalAdditionalCost,
    Dependent,
    DeckConstraint,
    SpecialActionPrerequisite,
}

/// How several instances of a keyword on one object combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stacking {
    /// Values are summed (807.2).
    Added,
    /// Extra instances change nothing (810.2).
    Redundant,
    /// Each instance acts on its own (808.2).
    Separate,
    /// Only the first instance has any effect (819.2).
    FirstOnly,
}

/// The parameter a template takes after the keyword name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Param {
    #[default]
    None,
    Number,
    Cost,
}

/// The shape of a template once parsed: `Assaut [X]` → number; `[Agonie][>] [Effet]` → linked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TemplateShape {
    pub param: Param,
    pub linked: bool,
}

/// Timing permission a keyword grants (806 Action: showdowns; 813 Réaction: closed states too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Permission {
    Showdown,
    Closed,
}

/// Game events a keyword's linked ability can trigger on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerEvent {
    /// The permanent is killed and goes to the trash (808.1.d).
    Dies,
    /// The permanent is played and enters the board (383.4.a, 817 Vision).
    Played,
    /// The start of its controller's Beginning Phase, before scoring (816 Temporaire).
    BeginningPhase,
    /// Its controller conquers or holds where it is (383.4.c–d, 823 Chasse).
    ConquerOrHold,
    /// It gains the Attacker designation in a combat (383.4.e).
    Attacks,
    /// It gains the Defender designation in a combat (383.4.f).
    Defends,
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
        }
    }

    pub const ALL: [TriggerEvent; 6] = [
        TriggerEvent::Dies,
        TriggerEvent::Played,
        TriggerEvent::BeginningPhase,
        TriggerEvent::ConquerOrHold,
        TriggerEvent::Attacks,
        TriggerEvent::Defends,
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
pub enum Condition {
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

/// Behaviour hooks of the kernel's vocabulary that a keyword is composed of.
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
    pub condition: Option<Condition>,
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

/// One glossary entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KeywordDef {
    pub id: String,
    pub fr: String,
    pub en: String,
    pub template: String,
    pub kind: KeywordKind,
    pub default: Option<i32>,
    pub stacking: Stacking,
    pub rule: String,
    pub shape: TemplateShape,
    pub hooks: Hooks,
    /// The pack that defined the entry.
    pub pack: String,
    /// Its behaviour script (relative to the pack's `scripts/`) and where the glossary names it.
    #[serde(skip)]
    pub script: Option<(String, crate::diag::Location)>,
}

/// Index of a keyword in the glossary; cheap to copy and compare in hot paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct KwId(pub u16);

/// All keywords known to a game: the base glossary plus what packs add.
#[derive(Clone, Debug, Default)]
pub struct Glossary {
    pub entries: Vec<KeywordDef>,
}

impl Glossary {
    pub fn get(&self, id: KwId) -> &KeywordDef {
        &self.entries[id.0 as usize]
    }

    pub fn by_id(&self, id: &str) -> Option<KwId> {
        self.entries
            .iter()
            .position(|e| e.id == id)
            .map(|i| KwId(i as u16))
    }

    /// Finds a keyword by its printed name in either language, ignoring case.
    pub fn by_name(&self, name: &str) -> Option<KwId> {
        let name = name.trim();
        self.entries
            .iter()
            .position(|e| {
                e.fr.eq_ignore_ascii_case(name)
                    || e.en.eq_ignore_ascii_case(name)
                    || lower(&e.fr) == lower(name)
                    || lower(&e.en) == lower(name)
            })
            .map(|i| KwId(i as u16))
    }

    /// The printed names closest to `name`, for "did you mean" help.
    pub fn nearest(&self, name: &str) -> Vec<&str> {
        let target = lower(name);
        let mut scored: Vec<(usize, &str)> = self
            .entries
            .iter()
            .flat_map(|e| [e.fr.as_str(), e.en.as_str()])
            .map(|n| (edit_distance(&lower(n), &target), n))
            .collect();
        scored.sort();
        let best = scored.first().map_or(usize::MAX, |s| s.0);
        scored
            .into_iter()
            .filter(|s| s.0 <= best.max(2) && s.0 <= 4)
            .map(|s| s.1)
            .take(3)
            .collect()
    }

    /// Keywords granting a timing permission, for the kernel's timing check.
    pub fn with_permission(&self, p: Permission) -> impl Iterator<Item = KwId> + '_ {
        self.entries
            .iter()
            .enumerate()
            .filter(move |(_, e)| e.hooks.permission == Some(p))
            .map(|(i, _)| KwId(i as u16))
    }
}

fn lower(s: &str) -> String {
    s.to_lowercase()
}

/// Levenshtein distance over characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()]
}
