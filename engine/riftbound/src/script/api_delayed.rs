//! Delayed triggered abilities a card's effect makes (391, 157.2): « the next time it takes
//! damage this turn, kill it », « when you conquer this turn, draw 1 ». The ability is a
//! function of the card's own script, run once when the event next happens (`rules::delayed`).

use super::Ctx;
use super::api_support::{Res, acts, err, object};
use crate::events::EffectEvent;
use crate::model::glossary::TriggerEvent;
use crate::state::ObjId;
use crate::state::delayed::Delayed;
use grimoire_core::script::ApiFn;
use grimoire_core::state::trigger::Trigger;

/// How many delayed abilities may wait at once: a script making them in a loop is stopped.
const MAX_WAITING: usize = 256;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "next_time",
    &["event", "id", "function", "duration"],
    "makes a delayed triggered ability (391): the next time `event` happens about the object \
     `id` — an event about anything, by its name in docs/KEYWORDS.md (`\"unit_damaged\"`, \
     `\"unit_dies\"`, `\"battlefield_conquered\"`…) — or about anything for -1 (and \
     `\"end_of_turn\"` with -1: « at the end of this turn », 317.1), this card's \
     function `function` (named as a private helper, `\"_kill_it\"`: the rules call it only \
     this way) goes on the chain once, controlled by this card's controller, with \
     what the event was about as `ctx.subject`; `duration` `\"turn\"` (« this turn »: it ends \
     with the turn, 317.2) or `\"permanent\"` (until it triggers): « kill that unit the next \
     time it is dealt damage this turn »",
    |e, name| {
        e.register_fn(name, next_time);
    },
)];

/// `ctx.next_time(event, id, function, duration)`.
fn next_time(ctx: &mut Ctx, event: &str, id: i64, function: &str, duration: &str) -> Res<()> {
    let subject = if id == -1 {
        None
    } else {
        let s = ctx.state();
        match object(&s.game, id)? {
            Some(o) => Some(s.game.obj(o).handle()),
            None => return Ok(()),
        }
    };
    let waiting = Waiting {
        name: "next_time",
        event,
        subject,
        yours: false,
        about: None,
    };
    wait(ctx, waiting, function, duration)
}

/// What a delayed ability waits for: the API function making it (`name`, for errors), the
/// event by its name, the object it must be about, whether it must be the controller's, and
/// what the ability then speaks of.
pub(super) struct Waiting<'a> {
    pub name: &'static str,
    pub event: &'a str,
    pub subject: Option<crate::state::object::Handle>,
    pub yours: bool,
    pub about: Option<ObjId>,
}

/// Makes the delayed ability `w` describes, this card's function `function` going on the chain
/// when it triggers, for `duration` (`"turn"` or `"permanent"`).
pub(super) fn wait(ctx: &mut Ctx, w: Waiting, function: &str, duration: &str) -> Res<()> {
    let Waiting {
        name: api,
        event,
        subject,
        yours,
        about,
    } = w;
    let mut s = ctx.state();
    acts(&s, api)?;
    if s.game.ext.delayed.len() >= MAX_WAITING {
        return err(format!(
            "{api}: {MAX_WAITING} delayed abilities are waiting already, the most a game keeps"
        ));
    }
    // An event about anything, or the end of the turn (« at the end of this turn », 317.1).
    let waits = |e: &TriggerEvent| e.observed() || *e == TriggerEvent::EndOfTurn;
    let Some(event) = TriggerEvent::ALL
        .into_iter()
        .find(|e| waits(e) && e.name() == event)
    else {
        let names: Vec<&str> = TriggerEvent::ALL
            .iter()
            .filter(|e| waits(e))
            .map(|e| e.name())
            .collect();
        return err(format!(
            "{api}: no event about anything is named `{event}`: expected one of {}",
            names.join(", ")
        ));
    };
    let this_turn = match duration {
        "turn" => true,
        "permanent" => false,
        _ => {
            return err(format!(
                "{api}: unknown duration `{duration}`: expected \"turn\" or \"permanent\""
            ));
        }
    };
    let source: ObjId = s.source;
    let name = grimoire_core::en_fr!(en: "delayed ability", fr: "capacité différée");
    let Some(trigger) = own_ability(&s.game, source, s.controller, function, name) else {
        return err(format!(
            "{api}: this card's script defines no `fn {function}(ctx)` to run when the \
             event happens"
        ));
    };
    let ability = trigger.name.clone();
    s.game.ext.delayed.push(Delayed {
        event,
        subject,
        trigger,
        this_turn,
        yours,
        about,
    });
    s.game.emit(|g| {
        EffectEvent::DelayedMade {
            card: g.label(source).clone(),
            ability,
            event: event_words(event),
            about: subject.map(|h| g.label(h.obj).clone()),
            yours,
            linked: about.map(|o| g.label(o).clone()),
            this_turn,
        }
        .into()
    });
    Ok(())
}

/// How the trace names the event a delayed ability waits for: its name in English (the trace
/// writes `unit_dies` as "unit dies"), words in French; the end of the turn by its name in
/// both, which the trace says in its own words (317.1).
fn event_words(event: TriggerEvent) -> &'static str {
    if !grimoire_core::words::french() {
        return event.name();
    }
    match event {
        TriggerEvent::EndOfTurn => event.name(),
        TriggerEvent::Dies => "meurt",
        TriggerEvent::Played => "est jouée",
        TriggerEvent::BeginningPhase => "phase de début",
        TriggerEvent::ConquerOrHold => "conquiert ou tient",
        TriggerEvent::Attacks => "attaque",
        TriggerEvent::Defends => "défend",
        TriggerEvent::Conquers => "conquiert",
        TriggerEvent::Holds => "tient",
        TriggerEvent::Moves => "se déplace",
        TriggerEvent::CardPlayed => "une carte est jouée",
        TriggerEvent::UnitDies => "une unité meurt",
        TriggerEvent::BattlefieldConquered => "un champ de bataille est conquis",
        TriggerEvent::BattlefieldHeld => "un champ de bataille est tenu",
        TriggerEvent::UnitMoves => "une unité se déplace",
        TriggerEvent::UnitAttacks => "une unité attaque",
        TriggerEvent::UnitDefends => "une unité défend",
        TriggerEvent::CardDiscarded => "une carte est défaussée",
        TriggerEvent::UnitReadied => "une unité est préparée",
        TriggerEvent::UnitBuffed => "une unité est buffée",
        TriggerEvent::UnitStunned => "une unité est étourdie",
        TriggerEvent::LeavesBoard => "quitte le plateau",
        TriggerEvent::CardsRecycled => "des cartes sont recyclées",
        TriggerEvent::CardsDiscarded => "des cartes sont défaussées",
        TriggerEvent::ChosenBySpell => "choisie par un sort",
        TriggerEvent::UnitEquipped => "une unité est équipée",
        TriggerEvent::UnitDamaged => "une unité subit des dégâts",
        TriggerEvent::CardDrawn => "une carte est piochée",
        TriggerEvent::RuneChanneled => "une rune est canalisée",
        TriggerEvent::ShowdownBegins => "un affrontement commence",
        TriggerEvent::CombatWon => "un combat est gagné",
        TriggerEvent::UnitBecomesMighty => "une unité devient Puissante",
        TriggerEvent::AbilityActivated => "une capacité est activée",
        TriggerEvent::CardHidden => "une carte est cachée",
        TriggerEvent::BuffSpent => "un buff est dépensé",
        TriggerEvent::XpGained => "de l'XP est gagnée",
        TriggerEvent::XpSpent => "de l'XP est dépensée",
        TriggerEvent::PermanentRecalled => "un permanent est rappelé",
        TriggerEvent::UnitHealed => "une unité est soignée",
        TriggerEvent::CardBanished => "une carte est bannie",
        TriggerEvent::CombatEnds => "un combat se termine",
    }
}

/// A triggered ability of `source` running its card script's `function` (with its choices,
/// `choose_<function>`), controlled by `controller`: what a delayed or reflexive ability puts
/// on the chain. Players read `name`, never the function's (a private helper's). `None` when
/// the script defines no such function.
pub(super) fn own_ability(
    game: &crate::state::Game,
    source: ObjId,
    controller: crate::state::PlayerId,
    function: &str,
    name: &str,
) -> Option<Trigger> {
    let script = game.card(source).script?;
    let own = game.catalog.script(script);
    Some(Trigger {
        source,
        controller,
        name: name.into(),
        function: own.function(function)?.clone(),
        script: Some(script),
        chooser: own.chooser(function).cloned(),
        value: 0,
        subject: None,
    })
}
