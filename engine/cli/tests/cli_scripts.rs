//! Script checks seen through the `grimoire` binary, as a designer sees them: functions nothing
//! calls, scripts shared by several cards, shared helpers (`scripts/lib/`) and errors inside them.

mod common;

use common::*;

#[test]
fn a_function_nothing_calls_is_a_load_error_at_its_declaration() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/unused-fn"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    // Line 3 of the script is `fn deathknel(ctx) {`; `_draw_one` is private and not reported.
    assert!(
        text.contains(
            "engine/cli/tests/fixtures/unused-fn/scripts/cards/guetteur-distrait.rhai:3:1: error: \
             `fn deathknel` in engine/cli/tests/fixtures/unused-fn/scripts/cards/guetteur-distrait.rhai \
             is never called for card `guetteur-distrait`"
        ),
        "{text}"
    );
    assert!(!text.contains("_draw_one"), "{text}");
    // The misspelling also leaves the real function missing.
    assert!(text.contains("needs `fn deathknell(ctx)`"), "{text}");
    assert!(text.ends_with("2 error(s)\n"), "{text}");
    snapshot("check-unused-fn", &text);
}

#[test]
fn a_script_shared_by_two_cards_is_checked_against_both() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/shared-script"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    // The base game, the example pack in packs/ and the fixture.
    assert!(text.ends_with(" in 3 pack(s)\n"), "{text}");
}

#[test]
fn helpers_of_a_pack_and_of_its_dependencies_load() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/helpers"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
}

#[test]
fn one_helper_name_in_two_files_of_a_pack_is_an_error() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/helper-twice"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(
        text.contains(
            "engine/cli/tests/fixtures/helper-twice/scripts/lib/b.rhai:3:3: error: helper `fn pick` \
             is already defined in engine/cli/tests/fixtures/helper-twice/scripts/lib/a.rhai"
        ),
        "{text}"
    );
}

#[test]
fn helpers_run_and_an_error_inside_one_names_the_helper_file() {
    let out = grimoire(&["run", "engine/cli/tests/fixtures/scenarios/helpers.toml"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    // Two calls of the base game's `damage_target`, through the pack's `damage_twice`.
    assert!(
        text.contains("double-trait deals 1 to officier-pirate (damage 2)"),
        "{text}"
    );
    // outils.rhai line 9 is `    ctx.grant_keyword(…)`: Rhai points at the method name.
    assert!(
        text.contains(
            "engine/cli/tests/fixtures/scenarios/../helpers/scripts/lib/outils.rhai:9:9: script error \
             in card `trait-fautif`: in `grant_unknown` called from `resolve`: unknown keyword `Inconnu`"
        ),
        "{text}"
    );
}

#[test]
fn an_ability_printed_with_a_cost_needs_its_functions() {
    // 377.1: `COST : EFFECT` without a keyword runs `activated`; a cost part in words is paid by
    // `activated_pay` (818.1.c.3). Each missing one is an error at the card's text.
    let out = grimoire(&["check", "engine/cli/tests/fixtures/activated-missing"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    let at = "engine/cli/tests/fixtures/activated-missing";
    assert!(
        text.contains(&format!(
            "{at}/cards/cards.toml:7:8: error: card `sablier-fele` needs `fn activated_pay(ctx)` \
             in {at}/scripts/cards/sablier-fele.rhai"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "{at}/cards/cards.toml:15:8: error: card `le-guide-muet` needs a script defining \
             `fn activated(ctx)`"
        )),
        "{text}"
    );
    assert!(text.ends_with("2 error(s)\n"), "{text}");
}
