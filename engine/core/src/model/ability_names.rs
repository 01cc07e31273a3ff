//! How players read a card's abilities: each script function performing one, paired at load
//! with the name the card prints for it, so that traces, prompts and the viewer never show a
//! function's name. A keyword-linked ability is its keyword's printed name, with its rank
//! when the card prints that keyword more than once (« Relais (2nd) »); a triggered
//! ability written as a sentence is a short form of its line (« Lorsque vous me jouez… »).

use std::rc::Rc;

/// A card's abilities by function, with their printed names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AbilityNames(Vec<(Rc<str>, Rc<str>)>);

impl AbilityNames {
    /// The printed name of the ability `function` performs, if the card has one for it.
    pub fn get(&self, function: &str) -> Option<&Rc<str>> {
        self.0
            .iter()
            .find(|(f, _)| &**f == function)
            .map(|(_, n)| n)
    }

    /// Names `function`'s ability `name`, unless it is named already (the first line wins).
    pub fn insert(&mut self, function: &str, name: &str) {
        if self.get(function).is_none() {
            self.0.push((function.into(), name.into()));
        }
    }

    /// Names given to several functions (one line making two triggered abilities, « When I
    /// attack or defend… ») ranked in the card's order, so that each names one ability.
    pub fn rank_alike(&mut self) {
        let names: Vec<Rc<str>> = self.0.iter().map(|(_, n)| n.clone()).collect();
        for (i, (_, name)) in self.0.iter_mut().enumerate() {
            let alike: Vec<usize> = (0..names.len()).filter(|&j| names[j] == names[i]).collect();
            if alike.len() > 1 {
                let rank = alike.iter().position(|&j| j == i).unwrap_or(0) + 1;
                *name = ranked(&names[i], rank).into();
            }
        }
    }

    /// Whether `function` has a name.
    pub fn has(&self, function: &str) -> bool {
        self.get(function).is_some()
    }

    /// Every function named, with its name, in the card's order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(f, n)| (&**f, &**n))
    }
}

/// `name (2nd)`: the `n`-th (from 1) of a card's abilities of one keyword.
pub fn ranked(name: &str, n: usize) -> String {
    if crate::words::french() {
        let suffix = if n == 1 { "er" } else { "e" };
        return format!("{name} ({n}{suffix})");
    }
    let suffix = match (n % 10, n % 100) {
        (1, r) if r != 11 => "st",
        (2, r) if r != 12 => "nd",
        (3, r) if r != 13 => "rd",
        _ => "th",
    };
    format!("{name} ({n}{suffix})")
}

/// Words shown at most of a line named by its opening.
const WORDS: usize = 10;

/// A line of card text as an ability's name: its opening up to the first comma (a triggered
/// ability's condition), at most a few words, in guillemets, `…` where words are left out.
pub fn short_line(text: &str) -> String {
    let text = text.trim();
    let (head, cut) = match text.find(',') {
        Some(i) => (&text[..i], true),
        None => (text.trim_end_matches('.'), false),
    };
    let words: Vec<&str> = head.split_whitespace().collect();
    let cut = cut || words.len() > WORDS;
    let shown = words[..words.len().min(WORDS)].join(" ");
    if cut {
        format!("« {shown}… »")
    } else {
        format!("« {shown} »")
    }
}

/// A name as a person may type it: guillemets and `…` dropped, spaces single, lower case. A
/// scenario or a person at the terminal may write `Lorsque vous me jouez of x` for
/// `« Lorsque vous me jouez… » of x`.
pub fn typed(name: &str) -> String {
    name.replace(['«', '»', '…'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A function's words, for a function no line of its card names (a script doing more than
/// its card prints): `when_played` reads `when played`.
pub fn words_of(function: &str) -> String {
    function.replace('_', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_named_by_their_opening() {
        assert_eq!(
            short_line("Lorsque vous me jouez, piochez 1."),
            "« Lorsque vous me jouez… »"
        );
        assert_eq!(short_line("Piochez 1."), "« Piochez 1 »");
        assert_eq!(
            short_line(
                "La première fois chaque tour qu'une unité alliée ici est choisie, piochez."
            ),
            "« La première fois chaque tour qu'une unité alliée ici est… »"
        );
    }

    #[test]
    fn ranks_read_as_ordinals() {
        assert_eq!(ranked("Relais", 1), "Relais (1st)");
        assert_eq!(ranked("Relais", 2), "Relais (2nd)");
        assert_eq!(ranked("Relais", 3), "Relais (3rd)");
        assert_eq!(ranked("Relais", 4), "Relais (4th)");
        assert_eq!(ranked("Relais", 11), "Relais (11th)");
        assert_eq!(ranked("Relais", 22), "Relais (22nd)");
    }

    #[test]
    fn typed_names_drop_the_marks() {
        assert_eq!(
            typed("« Lorsque vous me jouez… » of x"),
            typed("lorsque vous  me jouez of x")
        );
        assert_ne!(typed("Relais (2nd) of x"), typed("Relais (1st) of x"));
    }

    #[test]
    fn the_first_name_given_stays() {
        let mut n = AbilityNames::default();
        n.insert("when_played", "« A… »");
        n.insert("when_played", "« B… »");
        assert_eq!(n.get("when_played").map(|s| &**s), Some("« A… »"));
        assert!(!n.has("relay"));
    }

    #[test]
    fn one_line_making_two_abilities_names_each() {
        let mut n = AbilityNames::default();
        n.insert("when_attacks", "« A… »");
        n.insert("when_defends", "« A… »");
        n.insert("relay", "Relais");
        n.rank_alike();
        let names: Vec<(&str, &str)> = n.iter().collect();
        assert_eq!(
            names,
            [
                ("when_attacks", "« A… » (1st)"),
                ("when_defends", "« A… » (2nd)"),
                ("relay", "Relais")
            ]
        );
    }
}
