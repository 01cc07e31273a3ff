//! Mana costs as the duel game prints them: `{2}{R}` — `{N}` generic mana, `{W} {U} {B} {R}
//! {G}` a mana of a colour, `{C}` colourless mana, `{X}` a number chosen as the spell is cast.
//! The same type counts the mana in a player's pool (no generic, no X there).

use grimoire_core::model::notation::{Notation, NotationError};
use serde::Serialize;
use std::fmt;

/// The five colours, in the order of their letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Blue,
    Black,
    Red,
    Green,
}

impl Color {
    pub const ALL: [Color; 5] = [
        Color::White,
        Color::Blue,
        Color::Black,
        Color::Red,
        Color::Green,
    ];

    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Blue => 'U',
            Color::Black => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
        }
    }

    pub fn from_letter(c: char) -> Option<Color> {
        Color::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// The word scripts and traces use: `white`, `green`…
    pub fn key(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Blue => "blue",
            Color::Black => "black",
            Color::Red => "red",
            Color::Green => "green",
        }
    }

    pub fn from_key(s: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|k| k.key() == s)
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A mana cost as printed, or mana in a pool.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Mana {
    pub generic: u8,
    pub colors: [u8; 5],
    pub colorless: u8,
    /// How many `{X}` the cost prints.
    pub x: u8,
}

impl Mana {
    pub const ZERO: Mana = Mana {
        generic: 0,
        colors: [0; 5],
        colorless: 0,
        x: 0,
    };

    pub fn is_zero(&self) -> bool {
        *self == Mana::ZERO
    }

    /// The mana value (converted mana cost): every symbol's count, X as 0 (701.10c reads it).
    pub fn value(&self) -> u32 {
        self.generic as u32
            + self.colors.iter().map(|&c| c as u32).sum::<u32>()
            + self.colorless as u32
    }

    /// The colours the cost prints: a card's colours.
    pub fn colors(&self) -> Vec<Color> {
        Color::ALL
            .into_iter()
            .filter(|c| self.colors[c.index()] > 0)
            .collect()
    }

    pub fn plus(mut self, other: &Mana) -> Mana {
        self.generic = self.generic.saturating_add(other.generic);
        for i in 0..5 {
            self.colors[i] = self.colors[i].saturating_add(other.colors[i]);
        }
        self.colorless = self.colorless.saturating_add(other.colorless);
        self.x = self.x.saturating_add(other.x);
        self
    }

    /// The cost with X paid as `x`: X becomes generic mana.
    pub fn with_x(mut self, x: u32) -> Mana {
        let paid = (self.x as u32).saturating_mul(x).min(u8::MAX as u32) as u8;
        self.generic = self.generic.saturating_add(paid);
        self.x = 0;
        self
    }

    /// Total mana in a pool.
    pub fn total(&self) -> u32 {
        self.colors.iter().map(|&c| c as u32).sum::<u32>() + self.colorless as u32
    }

    /// Reads a whole cost such as `{2}{R}`; spaces between symbols are allowed. The empty
    /// string is the zero cost.
    pub fn parse(s: &str) -> Result<Mana, NotationError> {
        let mut cost = Mana::ZERO;
        let mut rest = s;
        loop {
            let trimmed = rest.trim_start();
            if trimmed.is_empty() {
                return Ok(cost);
            }
            let offset = s.len() - trimmed.len();
            let bad = |len: usize| NotationError {
                offset,
                len,
                message: format!(
                    "expected a mana symbol such as {{2}}, {{W}}, {{U}}, {{B}}, {{R}}, {{G}}, {{C}} or {{X}}, found `{}`",
                    &trimmed[..len]
                ),
            };
            let Some(end) = trimmed.strip_prefix('{').and_then(|t| t.find('}')) else {
                let len = trimmed.find(char::is_whitespace).unwrap_or(trimmed.len());
                return Err(bad(len));
            };
            let inner = &trimmed[1..1 + end];
            let used = end + 2;
            match inner {
                n if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                    let n: u8 = n.parse().map_err(|_| bad(used))?;
                    cost.generic = cost.generic.saturating_add(n);
                }
                "C" => cost.colorless += 1,
                "X" => cost.x += 1,
                c if c.len() == 1 => match Color::from_letter(c.chars().next().unwrap_or(' ')) {
                    Some(color) => cost.colors[color.index()] += 1,
                    None => return Err(bad(used)),
                },
                _ => return Err(bad(used)),
            }
            rest = &trimmed[used..];
        }
    }
}

/// The symbols of the notation that are not mana: `{T}` (tap this permanent, 701.7a).
const NON_MANA: [&str; 1] = ["{T}"];

impl Notation for Mana {
    fn parse(s: &str) -> Result<Self, NotationError> {
        Mana::parse(s)
    }

    fn known_symbol(symbol: &str) -> bool {
        NON_MANA.contains(&symbol) || Mana::parse(symbol).is_ok()
    }

    const EXAMPLE: &'static str = "{2}";
    const SYMBOL_HELP: &'static str =
        "mana symbols are {N}, {W}, {U}, {B}, {R}, {G}, {C} and {X}; {T} taps the permanent";
}

/// The canonical printed form: X, generic, then colours in W U B R G order, then colourless.
impl fmt::Display for Mana {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.x {
            f.write_str("{X}")?;
        }
        if self.generic > 0 || (self.is_zero()) {
            write!(f, "{{{}}}", self.generic)?;
        }
        for c in Color::ALL {
            for _ in 0..self.colors[c.index()] {
                write!(f, "{{{}}}", c.letter())?;
            }
        }
        for _ in 0..self.colorless {
            f.write_str("{C}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_costs() {
        let c = Mana::parse("{2}{R}").unwrap();
        assert_eq!((c.generic, c.colors[Color::Red.index()]), (2, 1));
        assert_eq!(c.to_string(), "{2}{R}");
        assert_eq!(c.value(), 3);
        let x = Mana::parse("{X}{X}{G}").unwrap();
        assert_eq!((x.x, x.value()), (2, 1));
        assert_eq!(x.with_x(3).generic, 6);
        assert_eq!(Mana::parse("").unwrap(), Mana::ZERO);
        assert_eq!(Mana::ZERO.to_string(), "{0}");
        assert_eq!(
            Mana::parse("{W}{U}{B}{R}{G}{C}").unwrap().colors(),
            Color::ALL.to_vec()
        );
    }

    #[test]
    fn rejects_what_is_not_mana() {
        let e = Mana::parse("{1}{Z}").unwrap_err();
        assert_eq!(e.offset, 3);
        assert!(Mana::parse("{T}").is_err());
        assert!(Mana::parse("2").is_err());
        assert!(Mana::parse("[2]").is_err());
    }
}
