//! What the engine's metadata cannot say about Riftbound's card API, for the checks scripts get
//! at load (`grimoire check`): which text parameters name a keyword, the keys of
//! `choose_targets`' options, the words of durations and unit filters. The API functions read
//! the same lists, and the tests below keep each note on a registered function's parameter of
//! the right kind.

use grimoire_core::code::lint::ApiNote;

/// The keys of `ctx.choose_targets(#{…})`.
pub const TARGET_KEYS: &[&str] = &super::target_spec::KEYS;
/// Durations of effects (`"turn"`…), as `parse_duration` reads them.
pub const DURATIONS: &[&str] = &["turn", "combat", "permanent", "while_source_on_board"];
/// Unit filters relative to the controller, as `unit_filter` reads them.
pub const UNIT_FILTERS: &[&str] = &["any", "friendly", "enemy"];

/// The notes, by function (arguments counted from 0 after `ctx`).
pub const NOTES: &[ApiNote] = &[
    ApiNote::keys("choose_targets", 0, TARGET_KEYS),
    ApiNote::keys("choose_in_hand", 1, &super::api_hands::KEYS),
    ApiNote::keyword("grant_keyword", 1),
    ApiNote::one_of("grant_keyword", 3, DURATIONS),
    ApiNote::keyword("remove_keyword", 1),
    ApiNote::one_of("remove_keyword", 2, DURATIONS),
    ApiNote::one_of("recall_instead_of_dying", 1, DURATIONS),
    ApiNote::keys("give_might", 2, &super::api_might::LIMIT_KEYS),
    ApiNote::keyword("has_keyword", 1),
    ApiNote::keyword("keyword_value", 1),
    ApiNote::keyword("ability_cost", 1),
    ApiNote::keyword("ability_has_keyword", 2),
    ApiNote::one_of("units", 0, UNIT_FILTERS),
    ApiNote::one_of("choose_unit", 0, UNIT_FILTERS),
];

#[cfg(test)]
mod tests {
    use super::*;
    use grimoire_core::state::ObjId;
    use grimoire_core::state::object::Handle;

    /// Every note is on a parameter of a registered function, of the kind it describes.
    #[test]
    fn every_note_names_a_parameter_of_the_api() {
        let host = super::super::ScriptHost::new();
        let wrong = grimoire_core::code::lint::notes::misplaced(NOTES, host.engine());
        assert!(wrong.is_empty(), "{wrong:?}");
    }

    /// The words the notes list are those the API accepts.
    #[test]
    fn durations_and_filters_are_the_api_words() {
        let source = Handle {
            obj: ObjId(0),
            incarnation: 0,
        };
        for d in DURATIONS {
            assert!(
                super::super::api_support::parse_duration(d, source).is_ok(),
                "{d}"
            );
        }
        assert!(super::super::api_support::parse_duration("turns", source).is_err());
        for f in UNIT_FILTERS {
            assert!(super::super::api_support::unit_filter(f).is_ok(), "{f}");
        }
        assert!(super::super::api_support::unit_filter("ally").is_err());
    }
}
