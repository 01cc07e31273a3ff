//! Scenario setup refuses what the rules could never reach: gear attached to a unit elsewhere,
//! or to something that is not a unit.
//! The queries that look for a unit's gear read only its location (719.2, 719.3.a), so a setup
//! that broke that would make them disagree with the game it describes.

mod common;

use grimoire_riftbound::Riftbound;
use grimoire_riftbound::scenario::setup::build;
use grimoire_riftbound::script::ScriptHost;
use std::path::Path;

fn setup(p1: &str) -> Result<(), Vec<String>> {
    let src = format!(
        "title = \"t\"\nrules = [\"719.2\"]\n\n[setup]\nturn = \"p1\"\nbattlefields = [\"pont-du-vide\"]\n\n[setup.p1]\n{p1}\n\n[setup.p2]\n\n[run]\nsteps = []\n"
    );
    let scn = grimoire_core::scenario::parse_scenario::<Riftbound>(Path::new("t.toml"), &src)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    build(&scn, loaded.catalog)
        .map(|_| ())
        .map_err(|e| e.into_iter().map(|d| d.message).collect())
}

#[test]
fn gear_is_attached_where_its_unit_is() {
    setup(r#"base = ["lame-runique as lame on porteuse", "recrue as porteuse"]"#).unwrap();
    for elsewhere in [
        "base = [\"recrue as porteuse\"]\nbattlefield.pont-du-vide = [\"lame-runique as lame on porteuse\"]",
        "hand = [\"lame-runique as lame on porteuse\"]\nbase = [\"recrue as porteuse\"]",
    ] {
        let errors = setup(elsewhere).unwrap_err();
        assert!(errors.iter().any(|e| e.contains("719.2")), "{errors:?}");
    }
}

/// Gear attaches to a unit (434): a setup attaching it to a rune, even at the same base, is
/// refused (a unit's gear is looked for only on units).
#[test]
fn gear_is_attached_to_a_unit() {
    let errors =
        setup(r#"base = ["lame-runique as lame on rune", "rune-fureur as rune"]"#).unwrap_err();
    assert!(
        errors
            .iter()
            .any(|e| e.contains("attaches to a unit (434)")),
        "{errors:?}"
    );
}
