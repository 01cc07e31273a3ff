//! The language a person reads the engine in (`--lang`): traces, prompts, boards and results
//! say each engine word in it, and cards go by their names in it. Chosen once per thread by
//! the command line before a game is loaded; unset, the engine's words are English and each
//! card is named as printed (what snapshots pin).
//!
//! Every sentence the engine writes for a person carries both languages where it is written
//! (`en_fr!`, `format_en_fr!`, `write_en_fr!`), so the compiler checks both formats and a
//! sentence cannot lack its translation.

use crate::model::card::Lang;
use std::cell::Cell;

thread_local! {
    static SHOWN: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language chosen for this thread, if any.
pub fn shown() -> Option<Lang> {
    SHOWN.with(Cell::get)
}

/// Chooses the language of this thread's engine words and card names (`None`: English words,
/// cards as printed).
pub fn show_in(lang: Option<Lang>) {
    SHOWN.with(|s| s.set(lang));
}

/// Whether the engine's own words are said in French.
pub fn french() -> bool {
    shown() == Some(Lang::Fr)
}

/// `de` before a French noun group, contracted as French writes it: `du deck de p1` for
/// `le deck de p1`, `des champs` for `les champs`, `de la main` as it is.
pub fn of_fr(noun: &str) -> String {
    if let Some(rest) = noun.strip_prefix("le ") {
        format!("du {rest}")
    } else if let Some(rest) = noun.strip_prefix("les ") {
        format!("des {rest}")
    } else {
        format!("de {noun}")
    }
}

/// A word or sentence without arguments, in the chosen language:
/// `en_fr!(en: "nothing", fr: "rien")`.
#[macro_export]
macro_rules! en_fr {
    (en: $en:literal, fr: $fr:literal $(,)?) => {
        if $crate::words::french() { $fr } else { $en }
    };
}

/// `format!` in the chosen language; both formats may capture names:
/// `format_en_fr!(en: "{player} draws {card}", fr: "{player} pioche {card}")`.
#[macro_export]
macro_rules! format_en_fr {
    (en: $en:literal, fr: $fr:literal $($rest:tt)*) => {
        if $crate::words::french() {
            format!($fr $($rest)*)
        } else {
            format!($en $($rest)*)
        }
    };
}

/// `write!` in the chosen language: `write_en_fr!(f, en: "…", fr: "…", args…)`.
#[macro_export]
macro_rules! write_en_fr {
    ($f:expr, en: $en:literal, fr: $fr:literal $($rest:tt)*) => {
        if $crate::words::french() {
            write!($f, $fr $($rest)*)
        } else {
            write!($f, $en $($rest)*)
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write;

    #[test]
    fn each_sentence_follows_the_thread_language() {
        let (player, card) = ("p1", "x#2");
        let mut s = String::new();
        show_in(Some(Lang::Fr));
        write_en_fr!(s, en: "{player} draws {card}", fr: "{player} pioche {card}").unwrap();
        assert_eq!(s, "p1 pioche x#2");
        assert_eq!(
            format_en_fr!(en: "{} of {}", fr: "{1} de {0}", 1, 2),
            "2 de 1"
        );
        show_in(Some(Lang::En));
        assert_eq!(en_fr!(en: "nothing", fr: "rien"), "nothing");
        assert_eq!(of_fr("le deck de p1"), "du deck de p1");
        assert_eq!(of_fr("la main de p1"), "de la main de p1");
        show_in(None);
        assert_eq!(
            format_en_fr!(en: "{player} passes", fr: "{player} passe"),
            "p1 passes"
        );
    }
}
