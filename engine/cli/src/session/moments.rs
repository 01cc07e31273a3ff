//! Where each game is when a person is asked, for their stops (docs/PLAY.md, "Stops"): the
//! steps a stop can be set at, whether a decision stops a person by default, which option
//! passes, and how a trace line folds into a run of passes. Kept here, beside `scenes.rs`, so
//! that the rulesets know nothing of sessions.

use super::fold::Fold;
use grimoire_core::Ruleset;
use grimoire_core::state::decision::{Decision, DecisionKind, OptionValue};
use grimoire_core::state::trace::TraceLine;
use grimoire_core::state::{CoreEvent, Game};
use grimoire_duel::Duel;
use grimoire_riftbound::Riftbound;

/// What a session asks of a game to stop a person only where they act.
pub trait Moments: Ruleset {
    /// The steps a stop can be set at, as `--stop` and `stop` name them, with their words in
    /// English and in French.
    const STEPS: &'static [(&'static str, &'static str, &'static str)];
    /// The step the game is in now, one of `STEPS`.
    fn step(game: &Game<Self>) -> &'static str;
    /// Whether `d`, an action the player may pass, stops a person with the default stops:
    /// where the rules give them their own moment to act, or something of the opponent's waits
    /// to be answered.
    fn stops_by_default(game: &Game<Self>, d: &Decision<Self>) -> bool;
    /// Whether the action passes (priority, focus): what the rules do when nothing is done.
    fn passes(action: &Self::Action) -> bool;
    /// How a line of the trace folds into a run of passes (`fold`).
    fn fold(line: &TraceLine<Self>) -> Fold;
}

/// The option of `d` that passes, if `d` is an action decision offering one.
pub fn pass_option<R: Moments>(d: &Decision<R>) -> Option<usize> {
    if d.kind != DecisionKind::Action {
        return None;
    }
    d.options
        .iter()
        .position(|o| matches!(&o.value, OptionValue::Action(a) if R::passes(a)))
}

/// A core line: the decision of an action that passes is folded with the pass it makes. The
/// line keeps the words of the language it was written in: the prompt of an action (`acts`,
/// `agit`: `rules::autoplay`) and the pass as shown (`pass`, `passer`: each game's actions).
fn core_fold(e: &CoreEvent) -> Fold {
    let acts = |prompt: &str| prompt == "acts" || prompt == "agit";
    let pass = |option: &str| option == "pass" || option == "passer";
    match e {
        CoreEvent::Forced { prompt, option, .. } if acts(prompt) && pass(option) => Fold::Quiet,
        CoreEvent::Decided { prompt, chosen, .. }
            if acts(prompt) && matches!(chosen.as_slice(), [c] if pass(c)) =>
        {
            Fold::Quiet
        }
        _ => Fold::Keep,
    }
}

impl Moments for Duel {
    const STEPS: &'static [(&'static str, &'static str, &'static str)] = &[
        ("upkeep", "upkeep", "entretien"),
        ("draw", "draw step", "étape de pioche"),
        ("main1", "first main phase", "première phase principale"),
        ("combat", "beginning of combat", "début du combat"),
        (
            "attackers",
            "declare attackers step",
            "étape de déclaration des attaquants",
        ),
        (
            "blockers",
            "declare blockers step",
            "étape de déclaration des bloqueurs",
        ),
        (
            "damage",
            "combat damage steps",
            "étapes de blessures de combat",
        ),
        ("end-combat", "end of combat", "fin du combat"),
        ("main2", "second main phase", "seconde phase principale"),
        ("end", "end step", "étape de fin"),
        ("cleanup", "cleanup step", "étape de nettoyage"),
    ];

    fn step(game: &Game<Self>) -> &'static str {
        use grimoire_duel::state::Step;
        match game.turn.phase {
            Step::Untap | Step::Upkeep => "upkeep",
            Step::Draw => "draw",
            Step::Main1 => "main1",
            Step::BeginCombat => "combat",
            Step::DeclareAttackers => "attackers",
            Step::DeclareBlockers => "blockers",
            Step::FirstStrikeDamage | Step::CombatDamage => "damage",
            Step::EndCombat => "end-combat",
            Step::Main2 => "main2",
            Step::End => "end",
            Step::Cleanup => "cleanup",
        }
    }

    /// A spell or ability of the opponent's on the stack (to respond to); with the stack empty,
    /// the player's own main phases (where they play lands and slow spells) and the declare
    /// blockers step of a combat with attackers (the tricks once blocks are known).
    fn stops_by_default(game: &Game<Self>, d: &Decision<Self>) -> bool {
        use grimoire_duel::state::Step;
        if let Some(top) = game.chain.last() {
            return top.controller != d.player;
        }
        match game.turn.phase {
            Step::Main1 | Step::Main2 => game.turn.player == d.player,
            Step::DeclareBlockers => game
                .combat
                .as_ref()
                .is_some_and(|c| !c.attackers.is_empty()),
            _ => false,
        }
    }

    fn passes(action: &Self::Action) -> bool {
        matches!(action, grimoire_duel::rules::action::Action::Pass { .. })
    }

    fn fold(line: &TraceLine<Self>) -> Fold {
        use grimoire_duel::events::DuelEvent;
        match line {
            TraceLine::Core(e) => core_fold(e),
            TraceLine::Rules(DuelEvent::Passes { player }) => Fold::Pass(*player),
            TraceLine::Rules(DuelEvent::StepBegins { .. }) => Fold::Step,
            TraceLine::Rules(_) => Fold::Keep,
        }
    }
}

impl Moments for Riftbound {
    const STEPS: &'static [(&'static str, &'static str, &'static str)] = &[
        (
            "main",
            "Main phase, neutral (no showdown)",
            "phase principale, neutre (pas de confrontation)",
        ),
        (
            "showdown",
            "a showdown at a battlefield (340s)",
            "une confrontation sur un champ de bataille (340s)",
        ),
        (
            "combat",
            "a combat at a battlefield (459)",
            "un combat sur un champ de bataille (459)",
        ),
    ];

    fn step(game: &Game<Self>) -> &'static str {
        match &game.showdown {
            Some(sd) if sd.combat => "combat",
            Some(_) => "showdown",
            None => "main",
        }
    }

    /// Everywhere a player may act (their Main phase, a showdown's focus), but a chain whose
    /// last item is their own: passing lets it resolve (338.1.c).
    fn stops_by_default(game: &Game<Self>, d: &Decision<Self>) -> bool {
        game.chain
            .last()
            .is_none_or(|top| top.controller != d.player)
    }

    fn passes(action: &Self::Action) -> bool {
        matches!(
            action,
            grimoire_riftbound::rules::action::Action::Pass { .. }
        )
    }

    fn fold(line: &TraceLine<Self>) -> Fold {
        use grimoire_riftbound::events::{BattlefieldEvent, ChainEvent, RiftEvent};
        match line {
            TraceLine::Core(e) => core_fold(e),
            TraceLine::Rules(RiftEvent::Chain(ChainEvent::Passes(p)))
            | TraceLine::Rules(RiftEvent::Battlefield(BattlefieldEvent::PassesFocus(p))) => {
                Fold::Pass(*p)
            }
            TraceLine::Rules(_) => Fold::Keep,
        }
    }
}
