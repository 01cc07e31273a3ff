//! Combat damage assignment (460.2.c): the legal ways to split damage among the opposing
//! units, offered as one decision.
//!
//! Legal splits come from the orders a player may take the units in: damage-order classes first
//! (a `first` unit before unclassed ones before `last` ones, 460.2.c.5; a unit with both chooses
//! one, 460.2.c.7), then lethal damage in full to each unit in turn (460.2.c.3) and no more than
//! lethal while another unit remains (460.2.c.4). Damage left once every unit has lethal goes
//! to the last unit of the order.

use crate::model::glossary::DamageOrder;
use crate::query::board::damage_orders;
use crate::query::might::effective_might;
use crate::state::{Game, ObjId};

/// A split: damage per unit, in the order of `targets`, zeros left out.
pub type Split = Vec<(ObjId, i32)>;

/// Damage that makes a unit's damage lethal (143.2.a: nonzero, at least its Might).
fn lethal_need(game: &Game, u: ObjId) -> i32 {
    (effective_might(game, u) - game.obj(u).damage).max(1)
}

/// Every legal split of `total` among `targets`, deduplicated, in a stable order.
pub fn legal_splits(game: &Game, total: i32, targets: &[ObjId]) -> Vec<Split> {
    // A lone unit takes everything, whatever its order or lethal damage: the search below
    // gives that one split, so neither is worked out.
    if let [u] = targets {
        return if total > 0 {
            vec![vec![(*u, total)]]
        } else {
            vec![Vec::new()]
        };
    }
    let classes: Vec<u8> = targets.iter().map(|&u| classes(game, u)).collect();
    let needs: Vec<i32> = targets.iter().map(|&u| lethal_need(game, u)).collect();
    let mut search = Search {
        classes: &classes,
        needs: &needs,
        amounts: vec![0; targets.len()],
        used: vec![false; targets.len()],
        out: Vec::new(),
    };
    search.run(0, 0, total);
    search
        .out
        .into_iter()
        .map(|amounts| {
            targets
                .iter()
                .zip(amounts)
                .filter(|(_, a)| *a > 0)
                .map(|(&u, a)| (u, a))
                .collect()
        })
        .collect()
}

/// The damage-order classes a unit may take, as a set of bits: 0 for `first`, 1 for
/// unclassed, 2 for `last` (460.2.c.5); a unit with both orders chooses one (460.2.c.7).
fn classes(game: &Game, u: ObjId) -> u8 {
    let orders = damage_orders(game, u);
    if orders.is_empty() {
        1 << 1
    } else {
        orders.iter().fold(0, |set, o| {
            set | if *o == DamageOrder::First {
                1 << 0
            } else {
                1 << 2
            }
        })
    }
}

/// Depth-first over the legal orders, stopping as soon as the damage is spent: the units after
/// that point receive nothing, whatever their order, as long as their classes still fit.
struct Search<'a> {
    /// Each unit's classes (`classes`).
    classes: &'a [u8],
    needs: &'a [i32],
    amounts: Vec<i32>,
    used: Vec<bool>,
    out: Vec<Vec<i32>>,
}

impl Search<'_> {
    fn run(&mut self, placed: usize, floor: u8, left: i32) {
        let n = self.classes.len();
        // The classes at or above the floor.
        let open = |set: u8| set >> floor << floor;
        if left == 0 || placed == n {
            let rest_fits = (0..n)
                .filter(|&i| !self.used[i])
                .all(|i| open(self.classes[i]) != 0);
            if rest_fits && !self.out.contains(&self.amounts) {
                self.out.push(self.amounts.clone());
            }
            return;
        }
        for i in 0..n {
            if self.used[i] {
                continue;
            }
            // The smallest class this unit can take at or above the floor keeps most orders open.
            let set = open(self.classes[i]);
            if set == 0 {
                continue;
            }
            let c = set.trailing_zeros() as u8;
            // 460.2.c.3–4: lethal in full, no more while another unit remains; the last takes the rest.
            let a = if placed + 1 == n {
                left
            } else {
                left.min(self.needs[i])
            };
            self.used[i] = true;
            self.amounts[i] = a;
            self.run(placed + 1, c, left - a);
            self.amounts[i] = 0;
            self.used[i] = false;
        }
    }
}

/// `3 to a, 2 to b`
pub fn describe(game: &Game, split: &Split) -> String {
    let parts: Vec<String> = split
        .iter()
        .map(|(u, a)| format!("{a} to {}", game.label(*u)))
        .collect();
    if parts.is_empty() {
        "no damage".into()
    } else {
        parts.join(", ")
    }
}
