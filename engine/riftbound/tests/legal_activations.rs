//! Random agents are offered every legal activated ability and hide action (rules/legal.rs):
//! the starter decks hold none, so a scenario's set-up stands in for a game.

mod common;

use grimoire_core::scenario::parse_scenario;
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::rules::legal::legal_actions;
use grimoire_riftbound::scenario::setup::build;
use grimoire_riftbound::script::ScriptHost;

const SETUP: &str = include_str!("common/activations.toml");

#[test]
fn activations_and_hides_are_offered_when_they_can_complete() {
    let root = common::root();
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let catalog = loaded.catalog.clone();
    let scn =
        parse_scenario::<Riftbound>(&root.join("scenarios/legal.toml"), SETUP).expect("scenario");
    let game = build(&scn, catalog).unwrap_or_else(|e| panic!("{e:?}"));
    let labels: Vec<String> = legal_actions(&game, &host.runner(&loaded.code))
        .iter()
        .map(|a| a.label(&game))
        .collect();
    // Équiper of the dagger ([1][R], two fury runes): legal; the shield's [E] ability too.
    assert!(
        labels.contains(&"activate dague 1".to_string()),
        "{labels:?}"
    );
    assert!(
        labels.contains(&"activate bouclier 1".to_string()),
        "{labels:?}"
    );
    // Caché: at the battlefield p1 controls.
    assert!(
        labels.contains(&"hide guetteuse at pont-du-vide".to_string()),
        "{labels:?}"
    );
}

/// Abilities printed `COST : EFFECT` without a keyword (377.1): a legend's from its legend zone
/// (380), a battlefield's by its controller only (187.6.a), none whose `[E]` is spent or whose
/// cost in words cannot be paid (357.1), none whose condition does not hold (377.2.b).
const PRINTED: &str = r#"
title = "abilities printed with a cost"
rules = ["377.1"]

[setup]
turn = "p1"
battlefields = ["phare-des-recifs as phare", "phare-des-recifs as phare-adverse"]

[setup.p1]
legend = ["la-veilleuse as veilleuse"]
base = ["lanterne-de-veille as lanterne exhausted", "erudite-des-cendres as erudite", "rune-esprit", "rune-esprit"]
battlefield.phare = ["recrue as garde"]

[setup.p2]
battlefield.phare-adverse = ["recrue as sentinelle"]

[run]
steps = []
"#;

#[test]
fn printed_abilities_are_offered_to_whoever_controls_them() {
    let root = common::root();
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let scn =
        parse_scenario::<Riftbound>(&root.join("scenarios/legal.toml"), PRINTED).expect("scenario");
    let game = build(&scn, loaded.catalog.clone()).unwrap_or_else(|e| panic!("{e:?}"));
    let labels: Vec<String> = legal_actions(&game, &host.runner(&loaded.code))
        .iter()
        .map(|a| a.label(&game))
        .collect();
    let offered = |l: &str| labels.contains(&l.to_string());
    // The legend's [E] ability; not its second one: no XP, so its condition fails.
    assert!(offered("activate veilleuse 1"), "{labels:?}");
    assert!(!offered("activate veilleuse 2"), "{labels:?}");
    // The battlefield p1 controls, not the one p2 does though the setup makes both p1's cards.
    assert!(offered("activate phare 1"), "{labels:?}");
    assert!(!offered("activate phare-adverse 1"), "{labels:?}");
    // An exhausted gear's [E]; a cost in words (XP) p1 cannot pay.
    assert!(!offered("activate lanterne 1"), "{labels:?}");
    assert!(!offered("activate erudite 1"), "{labels:?}");
    assert!(!offered("activate erudite 2"), "{labels:?}");
}
