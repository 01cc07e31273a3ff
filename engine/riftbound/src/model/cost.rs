//! Costs in the printed notation (rules 131, 134–135): `[2]` energy, `[R][G][B][O][P][Y]` power of
//! a domain, `[A]` power of any domain, `[C]` power of the card's own domain. English cards in the
//! official gallery print the same symbols as `:rb_energy_2:`, `:rb_rune_fury:` …,
//! `:rb_rune_rainbow:` (= `[A]`); both forms are read, and [`Cost::gallery`] prints the latter.

use serde::Serialize;
use std::fmt;

/// The six domains of rule 134, in the order of their shorthand letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Domain {
    Fury,
    Calm,
    Mind,
    Body,
    Chaos,
    Order,
}

impl Domain {
    pub const ALL: [Domain; 6] = [
        Domain::Fury,
        Domain::Calm,
        Domain::Mind,
        Domain::Body,
        Domain::Chaos,
        Domain::Order,
    ];

    /// The shorthand letter of 134.2.
    pub fn letter(self) -> char {
        match self {
            Domain::Fury => 'R',
            Domain::Calm => 'G',
            Domain::Mind => 'B',
            Domain::Body => 'O',
            Domain::Chaos => 'P',
            Domain::Order => 'Y',
        }
    }

    pub fn from_letter(c: char) -> Option<Domain> {
        Domain::ALL.into_iter().find(|d| d.letter() == c)
    }

    /// The English key used in TOML files (`domains = ["fury"]`).
    pub fn key(self) -> &'static str {
        match self {
            Domain::Fury => "fury",
            Domain::Calm => "calm",
            Domain::Mind => "mind",
            Domain::Body => "body",
            Domain::Chaos => "chaos",
            Domain::Order => "order",
        }
    }

    pub fn from_key(s: &str) -> Option<Domain> {
        Domain::ALL.into_iter().find(|d| d.key() == s)
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A cost as printed. `own` counts `[C]`, resolved against the card's domains when paid (135.2.e.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Cost {
    pub energy: u8,
    pub power: [u8; 6],
    pub any: u8,
    pub own: u8,
}

/// Where a cost string stopped making sense: byte offset inside the string and what was expected.
pub use grimoire_core::model::notation::NotationError as CostError;

impl Cost {
    pub const ZERO: Cost = Cost {
        energy: 0,
        power: [0; 6],
        any: 0,
        own: 0,
    };

    pub fn is_zero(&self) -> bool {
        *self == Cost::ZERO
    }

    pub fn total_power(&self) -> u32 {
        self.power.iter().map(|&p| p as u32).sum::<u32>() + self.any as u32 + self.own as u32
    }

    /// Adds another cost (additional costs, 356.2).
    pub fn plus(mut self, other: &Cost) -> Cost {
        self.energy = self.energy.saturating_add(other.energy);
        for d in 0..6 {
            self.power[d] = self.power[d].saturating_add(other.power[d]);
        }
        self.any = self.any.saturating_add(other.any);
        self.own = self.own.saturating_add(other.own);
        self
    }

    /// Turns `[C]` into the card's domain, or `[A]` when it has none or several (135.2.e.6.b).
    pub fn resolve_own(mut self, domains: &[Domain]) -> Cost {
        if self.own > 0 {
            match domains {
                [d] => self.power[d.index()] = self.power[d.index()].saturating_add(self.own),
                _ => self.any = self.any.saturating_add(self.own),
            }
            self.own = 0;
        }
        self
    }

    /// Parses a whole cost string such as `"[2][C]"`; whitespace between symbols is allowed.
    /// The empty string is the zero cost.
    pub fn parse(s: &str) -> Result<Cost, CostError> {
        let mut cost = Cost::ZERO;
        let mut rest = s;
        loop {
            let trimmed = rest.trim_start();
            if trimmed.is_empty() {
                return Ok(cost);
            }
            let offset = s.len() - trimmed.len();
            let (symbol, used) = Self::symbol(trimmed).ok_or_else(|| CostError {
                offset,
                len: symbol_len(trimmed),
                message: expected_symbol(trimmed),
            })?;
            cost = cost.plus(&symbol);
            rest = &trimmed[used..];
        }
    }

    /// Reads one bracketed cost symbol at the start of `s`: the cost it stands for and its length.
    pub fn symbol(s: &str) -> Option<(Cost, usize)> {
        if s.starts_with(':') {
            return Self::gallery_symbol(s);
        }
        let inner_end = s.strip_prefix('[')?.find(']')?;
        let inner = &s[1..1 + inner_end];
        let used = inner_end + 2;
        let mut cost = Cost::ZERO;
        if let Ok(n) = inner.parse::<u8>() {
            if inner.starts_with('+') || inner.starts_with('-') {
                return None;
            }
            cost.energy = n;
            return Some((cost, used));
        }
        let mut chars = inner.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return None;
        };
        match c {
            'A' => cost.any = 1,
            'C' => cost.own = 1,
            _ => cost.power[Domain::from_letter(c)?.index()] = 1,
        }
        Some((cost, used))
    }

    /// `:rb_energy_N:`, `:rb_rune_<domain>:` or `:rb_rune_rainbow:` at the start of `s`.
    fn gallery_symbol(s: &str) -> Option<(Cost, usize)> {
        let name = s.strip_prefix(":rb_")?;
        let end = name.find(':')?;
        let used = ":rb_".len() + end + 1;
        let name = &name[..end];
        let mut cost = Cost::ZERO;
        if let Some(n) = name.strip_prefix("energy_") {
            if !n.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            cost.energy = n.parse().ok()?;
        } else if name == "rune_rainbow" {
            cost.any = 1;
        } else {
            let domain = Domain::from_key(name.strip_prefix("rune_")?)?;
            cost.power[domain.index()] = 1;
        }
        Some((cost, used))
    }

    /// The cost as the English card gallery prints it: `:rb_energy_2::rb_rune_fury:`. `[C]` has
    /// no gallery symbol (the gallery prints the domain itself), so it stays `[C]`.
    pub fn gallery(&self) -> String {
        let mut s = String::new();
        if self.energy > 0 || self.is_zero() {
            s.push_str(&format!(":rb_energy_{}:", self.energy));
        }
        for d in Domain::ALL {
            for _ in 0..self.power[d.index()] {
                s.push_str(&format!(":rb_rune_{}:", d.key()));
            }
        }
        for _ in 0..self.any {
            s.push_str(":rb_rune_rainbow:");
        }
        for _ in 0..self.own {
            s.push_str("[C]");
        }
        s
    }
}

/// Length of the symbol (`[…]`, `:rb_…:`) or word starting `at`.
fn symbol_len(at: &str) -> usize {
    let close = match at.chars().next() {
        Some('[') => at.find(']'),
        Some(':') => at[1..].find(':').map(|i| i + 1),
        _ => None,
    };
    close.map_or_else(
        || at.find(char::is_whitespace).unwrap_or(at.len()),
        |i| i + 1,
    )
}

fn expected_symbol(at: &str) -> String {
    let found = &at[..symbol_len(at)];
    format!(
        "expected a cost symbol such as [2], [R], [G], [B], [O], [P], [Y], [A] or [C] \
         (or :rb_energy_2:, :rb_rune_fury:, :rb_rune_rainbow:), found `{found}`"
    )
}

/// Symbols of the English gallery that are not costs (`[M]`, `[E]` in bracket notation).
const GALLERY_NON_COST: [&str; 2] = [":rb_might:", ":rb_exhaust:"];

impl grimoire_core::model::notation::Notation for Cost {
    fn parse(s: &str) -> Result<Self, CostError> {
        Cost::parse(s)
    }

    fn known_symbol(symbol: &str) -> bool {
        GALLERY_NON_COST.contains(&symbol) || Cost::symbol(symbol).is_some()
    }

    fn gallery(&self) -> String {
        Cost::gallery(self)
    }

    const EXAMPLE: &'static str = "[1][C]";
    const SYMBOL_HELP: &'static str = "gallery symbols are :rb_energy_N:, :rb_rune_fury: (calm, \
         mind, body, chaos, order), :rb_rune_rainbow:, :rb_might: and :rb_exhaust:";
}

/// Renders the canonical printed form: energy first, then power in domain order, `[A]`, `[C]`.
impl fmt::Display for Cost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.energy > 0 || self.is_zero() {
            write!(f, "[{}]", self.energy)?;
        }
        for d in Domain::ALL {
            for _ in 0..self.power[d.index()] {
                write!(f, "[{}]", d.letter())?;
            }
        }
        for _ in 0..self.any {
            f.write_str("[A]")?;
        }
        for _ in 0..self.own {
            f.write_str("[C]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_renders_printed_costs() {
        let c = Cost::parse("[2][C]").unwrap();
        assert_eq!((c.energy, c.own), (2, 1));
        assert_eq!(c.to_string(), "[2][C]");
        let c = Cost::parse("[4] [R][R] [A]").unwrap();
        assert_eq!(c.power[Domain::Fury.index()], 2);
        assert_eq!(c.to_string(), "[4][R][R][A]");
        assert_eq!(Cost::parse("").unwrap(), Cost::ZERO);
    }

    #[test]
    fn rejects_unknown_symbols_with_offset() {
        let e = Cost::parse("[2][X]").unwrap_err();
        assert_eq!(e.offset, 3);
        assert!(e.message.contains("[X]"), "{}", e.message);
        assert!(Cost::parse("[-1]").is_err());
        assert!(Cost::parse("2").is_err());
    }

    #[test]
    fn own_domain_becomes_any_without_a_single_domain() {
        let c = Cost::parse("[1][C]").unwrap();
        assert_eq!(
            c.resolve_own(&[Domain::Calm]).power[Domain::Calm.index()],
            1
        );
        assert_eq!(c.resolve_own(&[]).any, 1);
        assert_eq!(c.resolve_own(&[Domain::Calm, Domain::Mind]).any, 1);
    }
}
