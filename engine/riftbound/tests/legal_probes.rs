//! The legal actions answer timing, permissions, payment and places directly and try on a fork
//! only what depends on choices and scripts (rules/legal.rs). What they leave out without a
//! trial must be what a trial refuses: at every priority of seeded random games, and in a
//! set-up with activated abilities and a hide action, each candidate action not offered is
//! tried on a fork (`completes`) and must fail.

mod common;

use grimoire_core::rules::trial::completes;
use grimoire_core::scenario::parse_scenario;
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::model::card::CardKind;
use grimoire_riftbound::model::catalog::Catalog;
use grimoire_riftbound::query::board::hide_hook;
use grimoire_riftbound::rules::activate::activated_abilities;
use grimoire_riftbound::rules::autoplay::play_out;
use grimoire_riftbound::rules::legal::{legal_actions, play_answer};
use grimoire_riftbound::rules::legal_target;
use grimoire_riftbound::rules::pay::Means;
use grimoire_riftbound::rules::setup::new_game;
use grimoire_riftbound::rules::{Action, Env, ScriptRunner};
use grimoire_riftbound::scenario::setup::build;
use grimoire_riftbound::script::ScriptHost;
use grimoire_riftbound::state::{BfId, Game, Location, Zone};
use std::rc::Rc;

/// Seeds over the deck pairs: every pair twice.
const GAMES: u64 = 12;
const TURN_LIMIT: u32 = 200;

/// Every action of the kinds the listing considers: plays of main-deck cards from hand and
/// champion zone whose printed cost can be paid (the listing's first filter, before any
/// trial), plays of every face-down card, every activated ability on the board, hides of hand
/// cards at every battlefield, and standard moves of one unit to every location.
fn candidates(game: &Game) -> Vec<Action> {
    let Some(player) = game.turn.priority else {
        return Vec::new();
    };
    let means = Means::of(game, player);
    let mut out = Vec::new();
    for zone in [Zone::Hand(player), Zone::Champion(player)] {
        for card in game.in_zone(zone) {
            let def = game.card(card);
            let main_deck = matches!(def.kind, CardKind::Unit | CardKind::Spell | CardKind::Gear);
            if main_deck && means.covers(&def.cost.resolve_own(&def.domains)).is_ok() {
                out.push(Action::Play { player, card });
            }
        }
    }
    let bfs: Vec<BfId> = (0..game.battlefields.len() as u8).map(BfId).collect();
    for o in game.objects.iter().filter(|o| o.zone.is_board()) {
        for ability in 0..activated_abilities(game, o.id, false).len() {
            out.push(Action::Activate {
                player,
                source: o.id,
                ability,
            });
        }
        if o.zone.is_location() && o.controller == player {
            let dests = std::iter::once(Location::Base(player))
                .chain(bfs.iter().map(|&b| Location::Battlefield(b)));
            for to in dests {
                out.push(Action::Move {
                    player,
                    units: [o.id].into_iter().collect(),
                    to,
                });
            }
        }
    }
    for card in game.in_zone(Zone::Hand(player)) {
        if hide_hook(game, card).is_some() {
            out.extend(bfs.iter().map(|&at| Action::Hide { player, card, at }));
        }
    }
    // Every card face down at a battlefield, whoever controls it, played from there.
    for &at in &bfs {
        for card in game.in_zone(Zone::Facedown(at)) {
            out.push(Action::PlayHidden { player, card });
        }
    }
    out
}

/// Plays the seeded random games of `seeds`, seed `k` on deck pair `k` modulo their number,
/// calling `at` with the seed before the first action and after every step.
fn each_priority(
    catalog: &Rc<Catalog>,
    runner: &dyn ScriptRunner<Riftbound>,
    seeds: std::ops::Range<u64>,
    mut at: impl FnMut(u64, &Game),
) {
    let pairs = common::deck_pairs(catalog);
    for seed in seeds {
        let pair = pairs[(seed % pairs.len() as u64) as usize];
        let mut agent = common::random_seats(seed);
        let mut env = Env {
            agent: &mut agent,
            scripts: runner,
        };
        let mut game = new_game(catalog.clone(), &pair[..], seed, &mut env).expect("setup");
        at(seed, &game);
        play_out(&mut game, &mut env, TURN_LIMIT, &mut |g| at(seed, g)).expect("the game ends");
    }
}

/// The candidates not offered that a trial completes, described; and how many were left out.
fn missing(game: &Game, scripts: &dyn ScriptRunner<Riftbound>) -> (Vec<String>, usize) {
    if game.turn.winner.is_some() {
        return (Vec::new(), 0);
    }
    let offered: Vec<Action> = legal_actions(game, scripts);
    let left_out: Vec<Action> = candidates(game)
        .into_iter()
        .filter(|a| !offered.contains(a))
        .collect();
    let wrong = left_out
        .iter()
        .filter(|a| completes(game, scripts, a))
        .map(|a| {
            format!(
                "turn {}: {a:?} completes but is not offered",
                game.turn.number
            )
        })
        .collect();
    (wrong, left_out.len())
}

#[test]
fn what_the_legal_actions_leave_out_untried_a_trial_refuses() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let runner = host.runner(&loaded.code);
    let mut wrong: Vec<String> = Vec::new();
    let mut left_out = 0;
    each_priority(&catalog, &runner, 0..GAMES, |seed, g| {
        let (w, n) = missing(g, &runner);
        wrong.extend(w.into_iter().map(|w| format!("seed {seed}: {w}")));
        left_out += n;
    });
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(left_out > 1_000, "the games leave actions out: {left_out}");
}

/// The game a scenario's setup `src` (named `name` in messages) describes, on the base game.
fn set_up(catalog: &Rc<Catalog>, name: &str, src: &str) -> Game {
    let scn = parse_scenario::<Riftbound>(&common::root().join("scenarios/legal.toml"), src)
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
    build(&scn, catalog.clone()).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

/// Activated abilities ([1][C] Équiper, a [Réaction][>] with [E]) and a hide action, offered
/// (the test `legal_activations`) and not: with everything exhausted, with the runes gone, with
/// a card already face down at the battlefield.
const SETUP: &str = include_str!("common/activations.toml");

#[test]
fn activations_and_hides_left_out_untried_do_not_complete() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let runner = host.runner(&loaded.code);
    let exhausted = SETUP
        .replace("as dague\"", "as dague exhausted\"")
        .replace("as bouclier\"", "as bouclier exhausted\"")
        .replace(
            "\"rune-fureur\", \"rune-fureur\"",
            "\"rune-fureur exhausted\"",
        );
    let no_runes = SETUP.replace(", \"rune-fureur\", \"rune-fureur\"", "");
    let occupied = SETUP.replace(
        "battlefield.pont-du-vide",
        "facedown.pont-du-vide = \"guetteuse-des-fourres as cachee\"\nbattlefield.pont-du-vide",
    );
    for (name, src) in [
        ("ready", SETUP),
        ("exhausted", &exhausted),
        ("no runes", &no_runes),
        ("card hidden there", &occupied),
    ] {
        let game = set_up(&loaded.catalog, name, src);
        let (wrong, _) = missing(&game, &runner);
        assert!(wrong.is_empty(), "{name}: {}", wrong.join("\n"));
    }
}

/// A play is legal when some answers to its choices complete it (809.1.c, 355): with two runes
/// (their energy and power) and nothing else, a spell whose first possible target carries a
/// targeting tax of 2 is offered for the other target, and not when the taxed unit is the only
/// one; a spell choosing two units is offered when its third and second candidates cost little
/// enough, and not when only the first two are there. The legal actions (which count) and a
/// trial (which searches the choices) must both say so.
#[test]
fn a_play_is_offered_when_later_targets_complete_it() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let runner = host.runner(&loaded.code);
    let one = include_str!("common/protected-target.toml");
    let pair = include_str!("common/protected-pair.toml");
    let one_alone = one.replace(", \"recrue as nue\"", "");
    let pair_alone = pair.replace(", \"recrue as nue\"", "");
    let cases = [
        ("one target of two", one, "trait", true),
        ("the protected target alone", &one_alone, "trait", false),
        ("two targets of three", pair, "harpon", true),
        (
            "the two protected targets alone",
            &pair_alone,
            "harpon",
            false,
        ),
    ];
    for (name, src, label, offered) in cases {
        let game = set_up(&loaded.catalog, name, src);
        let card = game.find_label(label).expect("the spell");
        let play = Action::Play {
            player: game.turn.player,
            card,
        };
        let actions = legal_actions(&game, &runner);
        assert_eq!(actions.contains(&play), offered, "{name}: {actions:?}");
        assert_eq!(completes(&game, &runner, &play), offered, "{name}: tried");
    }
}

/// The plays and activations the legal actions answer without a trial (`legal::play_answer`:
/// untimed, timed without choices, a spell whose targets `legal_target` counts, a unit at a
/// place with a permission; `legal_target::activation_answer`) are offered exactly when a
/// trial on a fork completes them, and every hide offered (on its checks alone) completes: at
/// every priority of seeded random games, for every main-deck card in hand whose printed cost
/// can be paid and every ability on the board.
#[test]
fn actions_answered_without_a_trial_agree_with_trials() {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let runner = host.runner(&loaded.code);
    let (mut answered, mut refused, mut activations, mut hides) = (0, 0, 0, 0);
    let mut wrong: Vec<String> = Vec::new();
    each_priority(&catalog, &runner, 0..4 * GAMES, |seed, g| {
        let Some(player) = g.turn.priority.filter(|_| g.turn.winner.is_none()) else {
            return;
        };
        let means = Means::of(g, player);
        let mut counted: Vec<(Action, bool)> = Vec::new();
        for card in g.in_zone(Zone::Hand(player)) {
            let def = g.card(card);
            let main_deck = matches!(def.kind, CardKind::Unit | CardKind::Spell | CardKind::Gear);
            let payable = means.covers(&def.cost.resolve_own(&def.domains)).is_ok();
            if let Some(answer) =
                play_answer(g, &runner, player, card, &means).filter(|_| main_deck && payable)
            {
                counted.push((Action::Play { player, card }, answer));
            }
        }
        for o in g
            .objects
            .iter()
            .filter(|o| o.zone.is_board() && o.controller == player)
        {
            for (ability, ab) in activated_abilities(g, o.id, false).iter().enumerate() {
                let answer = legal_target::activation_answer(g, &runner, player, o.id, ab, &means);
                if let Some(answer) = answer {
                    activations += 1;
                    let source = o.id;
                    counted.push((
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
        // Hides are offered on their checks alone: every one offered must complete.
        for action in legal_actions(g, &runner) {
            if matches!(action, Action::Hide { .. }) {
                hides += 1;
                counted.push((action, true));
            }
        }
        for (action, answer) in counted {
            answered += 1;
            refused += usize::from(!answer);
            let tried = completes(g, &runner, &action);
            if answer != tried {
                wrong.push(format!(
                    "seed {seed}, turn {}: {action:?} counted {answer}, tried {tried}",
                    g.turn.number,
                ));
            }
        }
    });
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(
        answered > 5_000 && refused > 1_000 && activations > 100 && hides > 20,
        "answered {answered} ({activations} activations, {hides} hides), refused {refused}"
    );
}
