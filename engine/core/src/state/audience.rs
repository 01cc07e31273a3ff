//! Who may read a line of the trace. Card games keep some zones hidden: a hand is seen by its
//! player only, a deck by nobody, a face-down card by its controller. A line naming such a card
//! (`p2 draws sentry#3`) belongs to those who may see it; the others read what they
//! may know of it (`p2 draws a card`) or nothing. The core knows no zone: each ruleset says, per
//! event, who sees it (`Visibility`) and, per decision, who sees the answer
//! (`Ruleset::decision_audience`). The full trace — what snapshots pin and `play --auto`
//! prints — is every line as written; a player's view is what `grimoire play` shows a person.

use super::ids::PlayerId;
use std::fmt;

/// Who may read a trace line as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Audience {
    /// Every player: public information.
    #[default]
    All,
    /// One player only: their hand, what they looked at, a card they put face down.
    Player(PlayerId),
    /// No player: the engine's own lines (a script's debug print), in the full trace only.
    Engine,
}

/// Whose view of a trace is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Viewer {
    /// Every line as written: the engine's, a judge's, the snapshots'.
    #[default]
    All,
    /// What one player may see.
    Player(PlayerId),
}

impl Audience {
    /// Whether `viewer` reads a line of this audience as written.
    pub fn sees(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (_, Viewer::All) | (Audience::All, _) => true,
            (Audience::Player(p), Viewer::Player(v)) => p == v,
            (Audience::Engine, Viewer::Player(_)) => false,
        }
    }
}

impl Viewer {
    /// `all`, `p1`, `p2`… as `replay --as` reads it.
    pub fn parse(text: &str) -> Option<Viewer> {
        if text == "all" {
            return Some(Viewer::All);
        }
        let n: u8 = text.strip_prefix('p')?.parse().ok()?;
        n.checked_sub(1).map(|i| Viewer::Player(PlayerId(i)))
    }

    /// Whether this viewer sees what `player` sees (their hand, their face-down cards).
    pub fn sees_as(self, player: usize) -> bool {
        match self {
            Viewer::All => true,
            Viewer::Player(p) => p.index() == player,
        }
    }
}

impl fmt::Display for Viewer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Viewer::All => f.write_str("all"),
            Viewer::Player(p) => write!(f, "{p}"),
        }
    }
}

/// What an event says of who sees it. The default: every player sees it as written.
pub trait Visibility {
    /// Who may read the line as written.
    fn audience(&self) -> Audience {
        Audience::All
    }

    /// The line the others read instead — what they may know of it (`p2 draws a card`) — or
    /// `None` when they learn nothing from it (not shown to them).
    fn redacted(&self) -> Option<String> {
        None
    }

    /// The line as `viewer` reads it: as written, redacted, or nothing.
    fn seen_by(&self, viewer: Viewer) -> Option<String>
    where
        Self: fmt::Display,
    {
        if self.audience().sees(viewer) {
            Some(self.to_string())
        } else {
            self.redacted()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_sees_public_lines_and_their_own() {
        let (p1, p2) = (PlayerId(0), PlayerId(1));
        let own = Audience::Player(p1);
        assert!(own.sees(Viewer::Player(p1)) && own.sees(Viewer::All));
        assert!(!own.sees(Viewer::Player(p2)));
        assert!(Audience::All.sees(Viewer::Player(p2)));
        assert!(!Audience::Engine.sees(Viewer::Player(p1)) && Audience::Engine.sees(Viewer::All));
        assert_eq!(Viewer::parse("p2"), Some(Viewer::Player(p2)));
        assert_eq!(Viewer::parse("all"), Some(Viewer::All));
        assert_eq!(Viewer::parse("p0"), None);
        assert_eq!(Viewer::parse("x"), None);
    }
}
