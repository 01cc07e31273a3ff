//! What the engine's metadata cannot say about the duel's card API, for the checks scripts get
//! at load (`grimoire check`): which text parameters name a keyword (`grant` and `give_keyword`
//! take its number after it: `"Name 2"`), and the words of filters and colours. The tests
//! below keep each note on a registered function's parameter of the right kind, and the words
//! those the API reads.

use grimoire_core::code::lint::ApiNote;

/// Filters of `ctx.choose_target`, as its candidates are read.
pub const TARGET_FILTERS: &[&str] = &[
    "creature",
    "my_creature",
    "opponent_creature",
    "player",
    "opponent",
    "any",
    "spell",
    "ability",
    "spell_or_ability",
    "artifact_or_enchantment",
    "my_equipment",
    "permanent",
];
/// Filters of what is sacrificed (`permanent_filter`).
pub const PERMANENT_FILTERS: &[&str] = &["creature", "artifact", "permanent"];
/// Colours, as `has_color` reads them.
pub const COLORS: &[&str] = &["white", "blue", "black", "red", "green"];

/// The notes, by function (arguments counted from 0 after `ctx`).
pub const NOTES: &[ApiNote] = &[
    ApiNote::keyword_and_number("grant", 1),
    ApiNote::keyword_and_number("give_keyword", 1),
    ApiNote::keyword("has_keyword", 1),
    ApiNote::one_of("choose_target", 0, TARGET_FILTERS),
    ApiNote::one_of("sacrifice_cost", 0, PERMANENT_FILTERS),
    ApiNote::one_of("sacrifice", 1, PERMANENT_FILTERS),
    ApiNote::one_of("has_color", 1, COLORS),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::cost::Color;

    /// Every note is on a parameter of a registered function, of the kind it describes.
    #[test]
    fn every_note_names_a_parameter_of_the_api() {
        let host = super::super::ScriptHost::new();
        let wrong = grimoire_core::code::lint::notes::misplaced(NOTES, host.engine());
        assert!(wrong.is_empty(), "{wrong:?}");
    }

    #[test]
    fn the_words_are_the_api_words() {
        let listed: Vec<String> = TARGET_FILTERS.iter().map(|f| format!("\"{f}\"")).collect();
        let in_help: Vec<&str> = super::super::choose::FILTERS
            .split('"')
            .skip(1)
            .step_by(2)
            .collect();
        assert_eq!(in_help.len(), TARGET_FILTERS.len());
        for f in &listed {
            assert!(super::super::choose::FILTERS.contains(f.as_str()), "{f}");
        }
        for f in PERMANENT_FILTERS {
            assert!(super::super::support::permanent_filter(f).is_ok(), "{f}");
        }
        assert!(super::super::support::permanent_filter("land").is_err());
        let keys: Vec<&str> = Color::ALL.iter().map(|c| c.key()).collect();
        assert_eq!(keys, COLORS);
    }
}
