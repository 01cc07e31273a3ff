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
