//! Combat damage assignment (460.2.c): the legal ways to split damage among the opposing
//! units, offered as one decision.
//!
//! Legal splits come from the orders a player may take the units in: damage-order classes first
//! (a `first` unit before unclassed ones before `last` ones, 460.2.c.5; a unit with both chooses
//! one, 460.2.c.7), then lethal damage in full to each unit in turn (460.2.c.3) and no more than
//! lethal while another unit remains (460.2.c.4). Damage left once every unit has lethal goes
//! to the last unit of the order.
//!
//! The splits are listed by a search over those orders, which grows with the factorial of the
//! number of units: past `MAX_SEARCH` steps (a combat of hundreds of tokens a pack can make),
//! the split is built from the order itself, the player choosing the next unit one decision at
//! a time among those that keep the order legal (`Order`). Every split of the search is such
//! an order, and every such order gives a legal split.

use crate::model::glossary::DamageOrder;
use crate::query::board::damage_orders;
use crate::query::might::effective_might;
use crate::state::{Game, ObjId};
use std::collections::BTreeSet;

/// A split: damage per unit, in the order of `targets`, zeros left out.
pub type Split = Vec<(ObjId, i32)>;

/// Damage that makes a unit's damage lethal (143.2.a: nonzero, at least its Might), counting
/// what it would prevent (437.5.a: « the first 3 damage I would take each combat » adds 3).
fn lethal_need(game: &Game, u: ObjId) -> i32 {
    (effective_might(game, u) - game.obj(u).damage)
        .max(1)
        .saturating_add(crate::rules::prevent_first::left(game, u))
}

/// Steps of the search for every split before it gives up (`legal_splits` is then `None`):
/// seven units with damage for all of them take about 13,700; the base game's combats, a few
/// hundred at most.
pub const MAX_SEARCH: u32 = 20_000;

/// Every legal split of `total` among `targets`, deduplicated, in a stable order; `None` when
/// there are too many orders to search (`MAX_SEARCH`): the split is then chosen unit by unit
/// (`Order`).
pub fn legal_splits(game: &Game, total: i32, targets: &[ObjId]) -> Option<Vec<Split>> {
    // A lone unit takes everything, whatever its order or lethal damage: the search below
    // gives that one split, so neither is worked out.
    if let [u] = targets {
        return Some(if total > 0 {
            vec![vec![(*u, total)]]
        } else {
            vec![Vec::new()]
        });
    }
    let classes: Vec<u8> = targets.iter().map(|&u| classes(game, u)).collect();
    let needs: Vec<i32> = targets.iter().map(|&u| lethal_need(game, u)).collect();
    let mut search = Search {
        classes: &classes,
        needs: &needs,
        amounts: vec![0; targets.len()],
        used: vec![false; targets.len()],
        out: Vec::new(),
        seen: BTreeSet::new(),
        steps: 0,
    };
    search.run(0, 0, total);
    if search.steps > MAX_SEARCH {
        return None;
    }
    let splits = search
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
        .collect();
    Some(splits)
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
    /// What `out` holds, to find a split again without reading it all.
    seen: BTreeSet<Vec<i32>>,
    /// Calls of `run` so far: past `MAX_SEARCH`, the search stops.
    steps: u32,
}

impl Search<'_> {
    fn run(&mut self, placed: usize, floor: u8, left: i32) {
        self.steps += 1;
        if self.steps > MAX_SEARCH {
            return;
        }
        let n = self.classes.len();
        // The classes at or above the floor.
        let open = |set: u8| set >> floor << floor;
        if left == 0 || placed == n {
            let rest_fits = (0..n)
                .filter(|&i| !self.used[i])
                .all(|i| open(self.classes[i]) != 0);
            if rest_fits && self.seen.insert(self.amounts.clone()) {
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

/// A split built one unit at a time, in an order the player chooses (when `legal_splits` has
/// too many orders to search): each unit placed takes lethal damage, or what is left, and the
/// last unit of the order takes the rest (460.2.c.3–4).
#[derive(Clone)]
pub struct Order {
    targets: Vec<ObjId>,
    classes: Vec<u8>,
    needs: Vec<i32>,
    amounts: Vec<i32>,
    used: Vec<bool>,
    placed: usize,
    floor: u8,
    left: i32,
}

impl Order {
    pub fn new(game: &Game, total: i32, targets: &[ObjId]) -> Self {
        Order {
            targets: targets.to_vec(),
            classes: targets.iter().map(|&u| classes(game, u)).collect(),
            needs: targets.iter().map(|&u| lethal_need(game, u)).collect(),
            amounts: vec![0; targets.len()],
            used: vec![false; targets.len()],
            placed: 0,
            floor: 0,
            left: total.max(0),
        }
    }

    /// Damage not yet assigned.
    pub fn left(&self) -> i32 {
        self.left
    }

    /// The units that may come next: those with a damage-order class at or above the order's
    /// so far whose lowest such class leaves every other unit one at or above it (460.2.c.5);
    /// none once the damage is spent or every unit placed. Never empty before that: the unit
    /// with the lowest class always qualifies.
    pub fn next(&self) -> Vec<ObjId> {
        if self.left == 0 || self.placed == self.targets.len() {
            return Vec::new();
        }
        let lowest = |set: u8| {
            let open = set >> self.floor << self.floor;
            (open != 0).then(|| open.trailing_zeros() as u8)
        };
        // A unit's highest class (`classes` is never empty): the others must all reach the
        // class the next unit takes. The two lowest of them, so that each unit is checked
        // against the others' in one pass.
        let highest = |i: usize| 7 - self.classes[i].leading_zeros() as u8;
        let unused: Vec<usize> = (0..self.targets.len()).filter(|&i| !self.used[i]).collect();
        let (mut low, mut second) = ((u8::MAX, usize::MAX), u8::MAX);
        for &j in &unused {
            let h = highest(j);
            if h < low.0 {
                second = low.0;
                low = (h, j);
            } else if h < second {
                second = h;
            }
        }
        unused
            .iter()
            .filter(|&&i| {
                let others = if i == low.1 { second } else { low.0 };
                lowest(self.classes[i]).is_some_and(|c| others >= c)
            })
            .map(|&i| self.targets[i])
            .collect()
    }

    /// Places `unit` next (one of `next`).
    pub fn place(&mut self, unit: ObjId) {
        let Some(i) = self.targets.iter().position(|&u| u == unit) else {
            return;
        };
        let open = self.classes[i] >> self.floor << self.floor;
        self.floor = open.trailing_zeros() as u8;
        let a = if self.placed + 1 == self.targets.len() {
            self.left
        } else {
            self.left.min(self.needs[i])
        };
        self.used[i] = true;
        self.amounts[i] = a;
        self.placed += 1;
        self.left -= a;
    }

    /// The split made, zeros left out.
    pub fn split(&self) -> Split {
        self.targets
            .iter()
            .zip(&self.amounts)
            .filter(|(_, a)| **a > 0)
            .map(|(&u, &a)| (u, a))
            .collect()
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

#[cfg(test)]
mod tests {
    use super::{Order, Split, legal_splits};
    use crate::model::card::{CardKey, CardKind};
    use crate::model::catalog::Catalog;

    use crate::state::{Game, ObjId, PlayerId, Zone};
    use std::rc::Rc;

    /// A game whose p2 has `mights.len()` units at base, of those Mights.
    fn units(mights: &[i32]) -> (Game, Vec<ObjId>) {
        let mut catalog = Catalog::default();
        for (k, &might) in mights.iter().enumerate() {
            catalog.cards.push(crate::model::card::bare(
                &format!("u{k}"),
                CardKind::Unit,
                Some(might),
            ));
        }
        let mut game = Game::new(Rc::new(catalog), 2, 0);
        let p2 = PlayerId(1);
        let ids = (0..mights.len())
            .map(|k| game.spawn(CardKey(k as u32), p2, Zone::Base(p2), None))
            .collect();
        (game, ids)
    }

    /// Every split some order of the units gives, choosing each next unit among `Order::next`.
    fn by_orders(game: &Game, total: i32, targets: &[ObjId]) -> Vec<Split> {
        fn walk(order: Order, out: &mut Vec<Split>) {
            let next = order.next();
            if next.is_empty() {
                let split = order.split();
                if !out.contains(&split) {
                    out.push(split);
                }
                return;
            }
            for u in next {
                let mut o = order.clone();
                o.place(u);
                walk(o, out);
            }
        }
        let mut out = Vec::new();
        walk(Order::new(game, total, targets), &mut out);
        out.sort();
        out
    }

    /// The orders chosen a unit at a time give exactly the splits the search lists.
    #[test]
    fn choosing_the_order_gives_the_splits_of_the_search() {
        let (game, ids) = units(&[1, 3, 2, 2]);
        for total in 0..10 {
            let mut searched = legal_splits(&game, total, &ids).expect("four units are searched");
            searched.sort();
            if total == 0 {
                searched.retain(|s| !s.is_empty());
            }
            let mut ordered = by_orders(&game, total, &ids);
            ordered.retain(|s| !s.is_empty());
            assert_eq!(ordered, searched, "{total} damage");
        }
    }

    /// Three hundred tokens (a pack's script can make them) are too many to search: before, the
    /// search went through their orders for ever. The order is then chosen a unit at a time,
    /// each unit taking lethal damage and the last the rest.
    #[test]
    fn too_many_units_are_assigned_in_an_order_not_searched() {
        let (game, ids) = units(&[1; 300]);
        let started = std::time::Instant::now();
        assert!(legal_splits(&game, 400, &ids).is_none());
        assert!(
            started.elapsed().as_secs() < 5,
            "the search gives up quickly"
        );
        let mut order = Order::new(&game, 400, &ids);
        while let Some(&u) = order.next().first() {
            order.place(u);
        }
        let split = order.split();
        assert_eq!(split.len(), 300);
        assert!(split[..299].iter().all(|&(_, a)| a == 1));
        assert_eq!(split[299], (ids[299], 101));
    }
}
