//! The page's data as compact JSON. A game has hundreds of steps whose boards differ in a few
//! cards, so nothing is written twice: every string once in a table (`s`), every card with its
//! status once (`items`: a label and attributes, as indices into `s`), every board once
//! (`boards`), and each step as a row of indices. The page rebuilds a step's board from these
//! tables (page.js, `boardOf`).
//!
//! ```text
//! { v, game, title, result, trace: [line…], names: {label: card name},
//!   s: [string…], items: [[label, attr…]…],
//!   boards: [[[game line…], [[head, [[zone, count | [item…]]…]]…], [after line…]]…],
//!   steps: [[trace length, board, player, prompt, chose, forced 0|1]…],
//!   views: [[name], [name, [line…], [step…]]…],
//!   faces: [[type, cost, colour, whole card]…], face: {label: face} }
//! ```
//!
//! `trace` and `steps` are the page's own point of view, `views[0]` its name (`all`, `p1`);
//! a page of the full view also holds each player's (`views[1..]`: their trace and steps, the
//! same steps seen by them), for the page's switch.

use super::board::{Board, Cards, Item, parse};
use super::capture::Step;
use serde_json::{Value, json};
use std::collections::{BTreeMap, HashMap};

/// Version of the data's shape, read by page.js.
pub const VERSION: u32 = 1;

/// What a page shows, before encoding.
pub struct Game<'a> {
    pub game: &'a str,
    pub title: &'a str,
    pub result: &'a str,
    pub trace: &'a [String],
    /// Label → card name, for every object of the game.
    pub names: &'a BTreeMap<String, String>,
    pub steps: &'a [Step],
    /// The page's view's name, then the other views: name, trace and steps.
    pub view: &'a str,
    pub others: &'a [(String, Vec<String>, Vec<Step>)],
    /// Each card as printed, once: type, cost, colour, the whole card; and each label's.
    pub faces: &'a [[String; 4]],
    pub face_of: &'a BTreeMap<String, usize>,
}

/// Tables of values kept once.
#[derive(Default)]
struct Tables {
    strings: Vec<String>,
    string_at: HashMap<String, usize>,
    items: Vec<Value>,
    item_at: HashMap<Item, usize>,
    boards: Vec<Value>,
    board_at: HashMap<String, usize>,
}

impl Tables {
    fn s(&mut self, text: &str) -> usize {
        if let Some(&i) = self.string_at.get(text) {
            return i;
        }
        let i = self.strings.len();
        self.strings.push(text.to_string());
        self.string_at.insert(text.to_string(), i);
        i
    }

    fn item(&mut self, item: &Item) -> usize {
        if let Some(&i) = self.item_at.get(item) {
            return i;
        }
        let mut row = vec![self.s(&item.label)];
        row.extend(item.attrs.iter().map(|a| self.s(a)));
        let i = self.items.len();
        self.items.push(json!(row));
        self.item_at.insert(item.clone(), i);
        i
    }

    /// The board of `text`, kept once per distinct text.
    fn board(&mut self, text: &str) -> usize {
        if let Some(&i) = self.board_at.get(text) {
            return i;
        }
        let value = self.encode(&parse(text));
        let i = self.boards.len();
        self.boards.push(value);
        self.board_at.insert(text.to_string(), i);
        i
    }

    fn encode(&mut self, b: &Board) -> Value {
        let game: Vec<usize> = b.game.iter().map(|l| self.s(l)).collect();
        let after: Vec<usize> = b.after.iter().map(|l| self.s(l)).collect();
        let mut players = Vec::new();
        for p in &b.players {
            let mut zones = Vec::new();
            for z in &p.zones {
                let cards = match &z.cards {
                    Cards::Count(n) => json!(n),
                    Cards::Items(items) => {
                        json!(items.iter().map(|i| self.item(i)).collect::<Vec<_>>())
                    }
                };
                zones.push(json!([self.s(&z.name), cards]));
            }
            players.push(json!([self.s(&p.head), zones]));
        }
        json!([game, players, after])
    }
}

impl Tables {
    fn steps(&mut self, steps: &[Step]) -> Vec<Value> {
        steps
            .iter()
            .map(|s| {
                let board = self.board(&s.board);
                json!([
                    s.trace,
                    board,
                    self.s(&s.player),
                    self.s(&s.prompt),
                    self.s(&s.chose),
                    u8::from(s.forced)
                ])
            })
            .collect()
    }
}

/// The JSON the page embeds.
pub fn encode(g: &Game) -> String {
    let mut t = Tables::default();
    let steps = t.steps(g.steps);
    let mut views = vec![json!([g.view])];
    for (name, trace, steps) in g.others {
        views.push(json!([name, trace, t.steps(steps)]));
    }
    json!({
        "v": VERSION,
        "game": g.game,
        "title": g.title,
        "result": g.result,
        "trace": g.trace,
        "names": g.names,
        "s": t.strings,
        "items": t.items,
        "boards": t.boards,
        "steps": steps,
        "views": views,
        "faces": g.faces,
        "face": g.face_of,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(trace: usize, board: &str) -> Step {
        Step {
            trace,
            board: board.to_string(),
            player: "p1".into(),
            prompt: "acts".into(),
            chose: "pass".into(),
            forced: false,
        }
    }

    #[test]
    fn boards_cards_and_strings_are_kept_once() {
        let a = "turn 1 (p1)\np1: life 20\n  hand: x, y (ready)\n";
        let b = "turn 1 (p1)\np1: life 20\n  hand: x\n";
        let steps = [step(1, a), step(2, a), step(3, b)];
        let names = BTreeMap::from([("x".to_string(), "The X".to_string())]);
        let trace = ["one".to_string(), "two".to_string(), "three".to_string()];
        let json = encode(&Game {
            game: "g",
            title: "t",
            result: "r",
            trace: &trace,
            names: &names,
            steps: &steps,
            view: "all",
            others: &[("p1".to_string(), vec!["one".to_string()], steps.to_vec())],
            faces: &[],
            face_of: &BTreeMap::new(),
        });
        let v: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["boards"].as_array().unwrap().len(), 2);
        assert_eq!(v["steps"][1][1], v["steps"][0][1]);
        assert_eq!(v["items"].as_array().unwrap().len(), 2);
        let s = v["s"].as_array().unwrap();
        let once = s
            .iter()
            .filter(|x| x.as_str() == Some("turn 1 (p1)"))
            .count();
        assert_eq!(once, 1);
        assert_eq!(v["names"]["x"], "The X");
        // Another view's steps refer to the same boards.
        assert_eq!(v["views"][0][0], "all");
        assert_eq!(v["views"][1][0], "p1");
        assert_eq!(v["views"][1][2], v["steps"]);
    }
}
