//! A card's names in the two languages a person may read a game in (`--lang`, `words.rs`): the
//! printed name, and its translation when the card file gives one (`name_en` on a French card,
//! `name_fr` on an English one). The objects of a card are labelled from its id, or in the
//! other language from its translated name made an id (`Lame du chaos` / `chaos-blade#2`), so
//! that what a person reads and types is in one language.

use super::card::Lang;

/// The name of a card in the language it is not printed in, and the id made of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Translated {
    pub name: String,
    pub label: String,
}

impl Translated {
    pub fn new(name: String) -> Self {
        Translated {
            label: slug(&name),
            name,
        }
    }
}

/// The other language of the two.
pub fn other(lang: Lang) -> Lang {
    match lang {
        Lang::Fr => Lang::En,
        Lang::En => Lang::Fr,
    }
}

/// A deck's name as a person reading the game sees it: its name in the language they chose
/// when its file gives one (`name_en`, `name_fr`), else as written.
pub fn shown_deck_name(name: String, en: Option<String>, fr: Option<String>) -> String {
    match crate::words::shown() {
        Some(Lang::En) => en.unwrap_or(name),
        Some(Lang::Fr) => fr.unwrap_or(name),
        None => name,
    }
}

/// A card id from a name: lowercase ASCII letters and digits, accents dropped, apostrophes
/// removed (`Kai'Sa` → `kaisa`), anything else a `-`.
pub fn slug(name: &str) -> String {
    let mut s = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => 'a',
            'ç' => 'c',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ñ' => 'n',
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'œ' => {
                s.push('o');
                'e'
            }
            '\'' | '’' => continue,
            c if c.is_ascii_alphanumeric() => c,
            _ => '-',
        };
        if c != '-' || !s.is_empty() && !s.ends_with('-') {
            s.push(c);
        }
    }
    s.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_made_an_id() {
        assert_eq!(slug("  Ancient  Warmonger!! "), "ancient-warmonger");
        assert_eq!(slug("La Capitaine, canonnière"), "la-capitaine-canonniere");
        assert_eq!(slug("Kai'Sa"), "kaisa");
        assert_eq!(Translated::new("Chaos Blade".into()).label, "chaos-blade");
    }
}
