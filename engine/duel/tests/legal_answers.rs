//! The legal actions answer a spell whose whole `choose` is target choices that share no target
//! (one, or two such as « l'Équipement ciblé … à la créature ciblée »), and an activated
//! ability whose only choices are such or none, without trying it on a fork
//! (`legal::spell_answer`, `legal::activation_answer`). At every priority of seeded random
//! games, every such answer must be what a trial finds (`completes`), for every spell in hand
//! whose timing and mana are met and every ability on the battlefield whose timing and mana are.

mod common;

use grimoire_core::rules::trial::completes;
use grimoire_duel::Duel;
use grimoire_duel::model::card::CardKind;
use grimoire_duel::query::timing::sorcery_speed;
use grimoire_duel::rules::activate::check;
use grimoire_duel::rules::autoplay::play_out;
use grimoire_duel::rules::legal::{activation_answer, spell_answer};
use grimoire_duel::rules::pay::can_pay;
use grimoire_duel::rules::setup::new_game;
use grimoire_duel::rules::{Action, Env, ScriptRunner};
use grimoire_duel::script::ScriptHost;
use grimoire_duel::state::{Game, Zone};

const GAMES: u64 = 40;
const TURN_LIMIT: u32 = 200;

/// The answers `g` gives without a trial, with the actions they are for.
fn answered(g: &Game, runner: &dyn ScriptRunner<Duel>) -> Vec<(Action, bool)> {
    let Some(player) = g
        .turn
        .priority
        .filter(|_| g.turn.winner.is_none() && !g.turn.drawn)
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for card in g.in_zone(Zone::Hand(player)) {
        let def = g.card(card);
        let timed = def.kind == CardKind::Instant
            || (def.kind != CardKind::Land && sorcery_speed(g, player));
        if timed
            && can_pay(g, player, &def.cost.with_x(0))
            && let Some(answer) = spell_answer(g, runner, player, card)
        {
            out.push((Action::Play { player, card }, answer));
        }
    }
    for o in g
        .objects_in(Zone::Battlefield)
        .filter(|o| o.controller == player)
    {
        for (ability, ab) in g.card(o.id).activated.iter().enumerate() {
            if check(g, player, o.id, ab).is_err() || !can_pay(g, player, &ab.mana) {
                continue;
            }
            if let Some(answer) = activation_answer(g, runner, player, o.id, ab) {
                let source = o.id;
                out.push((
                    Action::Activate {
                        player,
                        source,
                        ability,
                    },
                    answer,
                ));
            }
        }
    }
    out
}

#[test]
fn actions_answered_without_a_trial_agree_with_trials() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let runner = host.runner(&loaded.code);
    let decks = common::DECKS.map(|id| loaded.catalog.deck(id).expect("a base deck"));
    let (mut count, mut refused, mut several) = (0, 0, 0);
    let mut wrong: Vec<String> = Vec::new();
    for seed in 0..GAMES {
        let seats = if seed % 2 == 0 {
            decks
        } else {
            [decks[1], decks[0]]
        };
        let mut agent = common::random_seats(seed);
        let mut env = Env {
            agent: &mut agent,
            scripts: &runner,
        };
        let mut game = new_game(loaded.catalog.clone(), &seats[..], seed, &mut env).expect("setup");
        play_out(&mut game, &mut env, TURN_LIMIT, &mut |g| {
            for (action, answer) in answered(g, &runner) {
                count += 1;
                // Answers for a `choose` of more than one call.
                if let Action::Play { card, .. } = action
                    && let Some(script) = g.card(card).script
                    && loaded
                        .code
                        .body(script, "choose")
                        .is_some_and(|b| b.len() > 1)
                {
                    several += 1;
                }
                refused += usize::from(!answer);
                let tried = completes(g, &runner, &action);
                if tried != answer {
                    wrong.push(format!(
                        "seed {seed}, turn {}: {action:?} answered {answer}, tried {tried}",
                        g.turn.number
                    ));
                }
            }
        })
        .expect("the game ends");
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(
        count > 1_000 && refused > 50 && several > 20,
        "answered {count}, refused {refused}, of several choices {several}"
    );
}
