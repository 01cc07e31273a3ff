//! The board of one step, read from the text every ruleset already gives for it: its
//! final-state summary (`ScenarioRules::summary`, what scenario snapshots end with) with the
//! decks told as counts (`session::board`, what `grimoire play` shows a person). That text has
//! one shape for every game — lines about the game, then `pN: …` and its zones indented as
//! `  zone: card, card (status; status)`, then the chain or stack — so the page needs no
//! game's types, only this reading of it. In French the colon has a space before it
//! (`p1 : …`, `  main : …`) and a hidden zone counts `3 carte(s)`: both read the same.

/// One step's board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    /// Lines before the first player: turn, phase, priority, winner, locations, combat.
    pub game: Vec<String>,
    pub players: Vec<Player>,
    /// Lines after the players: the chain or stack.
    pub after: Vec<String>,
}

/// A player's line (`3 points, 0 xp, pool 2 energy`; `life 20`) and zones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    pub head: String,
    pub zones: Vec<Zone>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zone {
    pub name: String,
    pub cards: Cards,
}

/// A zone's cards: each one, or how many for a zone whose cards nobody sees (a deck).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cards {
    Count(usize),
    Items(Vec<Item>),
}

/// A card: its label (`fendoir#2`) and what the summary says of it (`3 might`, `exhausted`,
/// `damage 1`, `on colosse`, keywords…).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Item {
    pub label: String,
    pub attrs: Vec<String>,
}

/// Reads a board from the summary text (with counts for hidden zones).
pub fn parse(text: &str) -> Board {
    let mut board = Board::default();
    for line in text.lines() {
        if line.trim().is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix("  ")
            && let Some((name, items)) = rest.split_once(": ")
            && let Some(player) = board.players.last_mut()
        {
            player.zones.push(Zone {
                name: name.trim_end().to_string(),
                cards: cards(items),
            });
        } else if let Some(head) = player_head(line) {
            board.players.push(Player {
                head: head.to_string(),
                zones: Vec::new(),
            });
        } else if board.players.is_empty() {
            board.game.push(line.trim().to_string());
        } else {
            board.after.push(line.trim().to_string());
        }
    }
    board
}

/// `p2: life 20` (`p2 : 20 points de vie`) → `life 20`: the line opening a player's section.
fn player_head(line: &str) -> Option<&str> {
    let (head, rest) = line.split_once(':')?;
    let n = head.trim_end().strip_prefix('p')?;
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(rest.trim())
}

/// `3 card(s)` (`3 carte(s)`: a hidden zone) or the cards listed.
fn cards(items: &str) -> Cards {
    let count = items
        .strip_suffix(" card(s)")
        .or_else(|| items.strip_suffix(" carte(s)"));
    if let Some(n) = count.and_then(|n| n.parse().ok()) {
        return Cards::Count(n);
    }
    Cards::Items(split_top(items, ", ").iter().map(|s| item(s)).collect())
}

/// `label (a; b)` → the label and its attributes.
fn item(text: &str) -> Item {
    let text = text.trim();
    match text.split_once(" (") {
        Some((label, rest)) if rest.ends_with(')') => Item {
            label: label.to_string(),
            attrs: split_top(&rest[..rest.len() - 1], "; "),
        },
        _ => Item {
            label: text.to_string(),
            attrs: Vec::new(),
        },
    }
}

/// `text` cut at each `sep` outside parentheses and brackets.
fn split_top(text: &str, sep: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        let c = rest.chars().next().unwrap_or(' ');
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ if depth == 0 && rest.starts_with(sep) => {
                parts.push(text[start..i].to_string());
                i += sep.len();
                start = i;
                continue;
            }
            _ => {}
        }
        i += c.len_utf8();
    }
    if start < text.len() {
        parts.push(text[start..].to_string());
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_reads_as_players_zones_and_cards() {
        let text = "turn 3 (p2), Main phase, priority p2\nbattlefield bf: uncontrolled\n\
                    p1: 0 points, 0 xp, pool 0 energy\n  hand: a, b#2\n  deck: 30 card(s)\n\
                    p2: life 20\n  base: c (3 might; exhausted; damage 1; Assaut 2, Bouclier (x, y)), \
                    d (ready; on c)\nchain #1 e (p2 pending) targets [c, d]\n";
        let b = parse(text);
        assert_eq!(b.game.len(), 2);
        assert_eq!(b.after, ["chain #1 e (p2 pending) targets [c, d]"]);
        assert_eq!(b.players.len(), 2);
        assert_eq!(b.players[1].head, "life 20");
        assert_eq!(b.players[0].zones[1].cards, Cards::Count(30));
        let Cards::Items(hand) = &b.players[0].zones[0].cards else {
            panic!("a hand lists its cards")
        };
        assert_eq!(hand[1].label, "b#2");
        let Cards::Items(base) = &b.players[1].zones[0].cards else {
            panic!("a base lists its cards")
        };
        assert_eq!(base.len(), 2);
        assert_eq!(
            base[0].attrs,
            [
                "3 might",
                "exhausted",
                "damage 1",
                "Assaut 2, Bouclier (x, y)"
            ]
        );
        assert_eq!(base[1].attrs, ["ready", "on c"]);
    }

    #[test]
    fn a_french_summary_reads_the_same() {
        let text = "tour 3 (p2), phase principale, priorité p2\n\
                    champ de bataille bf : non contrôlé\n\
                    p1 : 0 points, 0 xp, réserve 0 énergie\n  main : a, b#2\n  deck : 30 carte(s)\n\
                    p2 : 20 points de vie\n  base : c (Puissance 3; épuisé(e); 1 dégât(s)), d\n\
                    pile : vide\n";
        let b = parse(text);
        assert_eq!(b.game.len(), 2);
        assert_eq!(b.after, ["pile : vide"]);
        assert_eq!(b.players.len(), 2);
        assert_eq!(b.players[0].head, "0 points, 0 xp, réserve 0 énergie");
        assert_eq!(b.players[1].head, "20 points de vie");
        assert_eq!(b.players[0].zones[0].name, "main");
        assert_eq!(b.players[0].zones[1].name, "deck");
        assert_eq!(b.players[0].zones[1].cards, Cards::Count(30));
        let Cards::Items(base) = &b.players[1].zones[0].cards else {
            panic!("a base lists its cards")
        };
        assert_eq!(base[0].label, "c");
        assert_eq!(base[0].attrs, ["Puissance 3", "épuisé(e)", "1 dégât(s)"]);
    }
}
