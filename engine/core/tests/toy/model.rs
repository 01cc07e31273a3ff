//! The toy game's types: its events, zones, phases, state, card facts, cost notation, card
//! file entry and actions.

use super::*;

/// What the toy game records in its trace, rendered one line each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToyEvent {
    TurnBegins {
        turn: u32,
        player: PlayerId,
    },
    Draws {
        player: PlayerId,
        card: Rc<str>,
    },
    Wins {
        player: PlayerId,
        why: String,
    },
    Scores {
        player: PlayerId,
        points: u32,
        total: u32,
    },
    Plays {
        player: PlayerId,
        card: Rc<str>,
    },
    Passes {
        player: PlayerId,
    },
    ResolvesAbility {
        name: Rc<str>,
        source: Rc<str>,
        player: PlayerId,
    },
    Resolves {
        card: Rc<str>,
        player: PlayerId,
    },
    Echo {
        source: Rc<str>,
        player: PlayerId,
    },
    NothingToTrade {
        player: PlayerId,
    },
}

/// A card drawn is its player's to see; the other reads that a card was drawn.
impl Visibility for ToyEvent {
    fn audience(&self) -> Audience {
        match self {
            ToyEvent::Draws { player, .. } => Audience::Player(*player),
            _ => Audience::All,
        }
    }

    fn redacted(&self) -> Option<String> {
        match self {
            ToyEvent::Draws { player, .. } => Some(format!("  {player} draws a card")),
            _ => None,
        }
    }
}

impl fmt::Display for ToyEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToyEvent::TurnBegins { turn, player } => write!(f, "turn {turn}: {player}"),
            ToyEvent::Draws { player, card } => write!(f, "  {player} draws {card}"),
            ToyEvent::Wins { player, why } => write!(f, "{player} wins: {why}"),
            ToyEvent::Scores {
                player,
                points,
                total,
            } => {
                write!(f, "  {player} scores {points} ({total} in all)")
            }
            ToyEvent::Plays { player, card } => write!(f, "{player} plays {card}"),
            ToyEvent::Passes { player } => write!(f, "{player} passes"),
            ToyEvent::ResolvesAbility {
                name,
                source,
                player,
            } => {
                write!(f, "resolve {name} of {source} ({player})")
            }
            ToyEvent::Resolves { card, player } => write!(f, "resolve {card} ({player})"),
            ToyEvent::Echo { source, player } => {
                write!(f, "trigger echo of {source} ({player}): draw a card")
            }
            ToyEvent::NothingToTrade { player } => write!(f, "  {player} has nothing to trade"),
        }
    }
}

/// The toy game's ruleset: every core type is `…<Toy>`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Toy;

/// Points that win the game.
pub const GOAL: u32 = 5;
/// Cards each player draws before the first turn.
pub const OPENING_HAND: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Zone {
    Deck(PlayerId),
    Hand(PlayerId),
    /// Where resolved cards stay, with the points they scored: the only zone in play.
    Table,
    Discard,
    /// Cards being played, under their chain items.
    Stack,
}

impl ZoneKind for Zone {
    fn is_ordered(self) -> bool {
        matches!(self, Zone::Deck(_) | Zone::Hand(_) | Zone::Stack)
    }

    fn in_play(self) -> bool {
        self == Zone::Table
    }

    /// Reaching or leaving the table makes a new object, so a card forgets what it scored.
    fn renews(from: Zone, to: Zone) -> bool {
        from.in_play() != to.in_play()
    }

    /// The three shared zones, then two a player.
    fn slot(self) -> usize {
        match self {
            Zone::Table => 0,
            Zone::Discard => 1,
            Zone::Stack => 2,
            Zone::Deck(p) => 3 + 2 * p.index(),
            Zone::Hand(p) => 4 + 2 * p.index(),
        }
    }
}

/// Where a turn is: nobody holds priority while the active player draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    #[default]
    Draw,
    Main,
}

/// A card's status: what it scored when it resolved (kept while it stays on the table).
#[derive(Clone, Copy, Debug, Default)]
pub struct Status {
    pub scored: u32,
}

#[derive(Clone, Debug, Default)]
pub struct Score {
    pub points: u32,
}

#[derive(Clone, Debug, Default)]
pub struct ToyState {
    /// Points that win, set up with the game.
    pub goal: u32,
}

/// What a card does besides scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Plain,
    /// When it resolves, its controller draws a card (a trigger on the stack).
    Echo,
    /// When it resolves, its controller discards a card of their choice and scores it.
    Trade,
}

#[derive(Clone, Debug)]
pub struct Facts {
    pub points: u32,
    pub kind: Kind,
}

/// Toy cards are free, but the trait wants a cost notation: it reads only `0`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Free;

impl fmt::Display for Free {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0")
    }
}

impl Notation for Free {
    fn parse(s: &str) -> Result<Self, NotationError> {
        match s.trim() {
            "" | "0" => Ok(Free),
            _ => Err(NotationError {
                offset: 0,
                len: s.len(),
                message: "toy cards cost nothing".into(),
            }),
        }
    }

    fn known_symbol(_: &str) -> bool {
        false
    }

    const SYMBOL_HELP: &'static str = "toy cards have no cost symbols";
    const EXAMPLE: &'static str = "";
}

/// A card file entry. The toy game loads no packs (its catalog is built in code), but the trait
/// wants the shape all the same.
#[derive(Deserialize)]
pub struct CardDef {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
}

impl CardDefinition for CardDef {
    fn id(&self) -> &Spanned<String> {
        &self.id
    }
    fn name(&self) -> &Spanned<String> {
        &self.name
    }
    fn text(&self) -> Option<&Spanned<String>> {
        None
    }
    fn script(&self) -> Option<&Spanned<String>> {
        None
    }
    fn lang(&self) -> Option<&Spanned<String>> {
        None
    }
    fn overrides(&self) -> bool {
        false
    }
}

/// The toy game has no keywords, so a glossary entry has no hooks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoHooks;

impl HookSet for NoHooks {
    fn script_functions(&self, _: KeywordKind) -> Vec<&'static str> {
        Vec::new()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Play { player: PlayerId, card: ObjId },
    Pass { player: PlayerId },
}
