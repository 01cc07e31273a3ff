//! Continuous effects applied in layers, for a game whose rules order them so. The game lists its
//! layers as ordered categories (indices here) and says, of each effect, what it reads and what
//! it changes: numbered aspects of objects (a statistic, a kind of ability, a type…). This
//! module orders and drives the evaluation, and names no game:
//!
//! - the layers one after the other; within a layer, an effect that reads what another of that
//!   layer changes comes after it (it depends on it), the others in timestamp order; a circle
//!   of dependencies falls back on timestamps;
//! - the whole sequence again until one changes nothing. An effect is applied the first time it
//!   gives something, and keeps what it gave then; it is withdrawn the first time, later, it
//!   gives nothing; it is never applied again after that. Each effect only moves forward
//!   (pending, applied, withdrawn), so an evaluation always ends.
//!
//! Effects come from sources (a ruleset's continuous abilities), each of which may give in
//! several layers: its part in each layer is one effect. A source is run again only when
//! something it read may have changed since its last run (what was applied or withdrawn since
//! changes an aspect it read), so a source that reads nothing runs once an evaluation.

/// A set of aspects, numbered by the ruleset. Numbers from 127 on share the last bit: a large
/// number is over-approximated (a dependency seen where there may be none), never missed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Aspects(u128);

impl Aspects {
    pub const NONE: Aspects = Aspects(0);

    /// The set of aspect `n` alone.
    pub fn one(n: u32) -> Aspects {
        Aspects(1u128 << n.min(127))
    }

    /// This set and aspect `n`.
    pub fn with(self, n: u32) -> Aspects {
        self.union(Aspects::one(n))
    }

    pub fn union(self, other: Aspects) -> Aspects {
        Aspects(self.0 | other.0)
    }

    /// Whether the two sets share an aspect.
    pub fn meets(self, other: Aspects) -> bool {
        self.0 & other.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// What one run of a source read, and what it gives in each layer (by index; an empty set, or
/// no entry: nothing in that layer).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Footprint {
    pub reads: Aspects,
    pub gives: Vec<Aspects>,
}

impl Footprint {
    /// What it gives in `layer`.
    pub fn gives_in(&self, layer: usize) -> Aspects {
        self.gives.get(layer).copied().unwrap_or_default()
    }
}

/// The ruleset's side of an evaluation: its sources, numbered in timestamp order (earliest
/// first), and what applying one means.
pub trait Layered {
    type Error;
    /// Runs `source` against the state as it stands, without what it has applied itself, and
    /// keeps what it gives until `apply` or its next run.
    fn run(&mut self, source: usize) -> Result<Footprint, Self::Error>;
    /// Applies what the last run of `source` gave in `layer`.
    fn apply(&mut self, source: usize, layer: usize);
    /// Withdraws what `source` applied in `layer`.
    fn withdraw(&mut self, source: usize, layer: usize);
}

/// Where an effect (a source's part in one layer) stands in an evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Pending,
    Applied,
    Withdrawn,
}

/// How an evaluation went: how many sequences it took and how many runs of sources.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settled {
    pub sequences: u32,
    pub runs: u32,
    /// Each effect's status at the end, `source * layers + layer`.
    pub status: Vec<Status>,
}

/// Evaluates `sources` sources over `layers` layers (see the module's documentation).
pub fn settle<T: Layered>(t: &mut T, sources: usize, layers: usize) -> Result<Settled, T::Error> {
    let mut prints: Vec<Footprint> = Vec::with_capacity(sources);
    // Every source once, before anything applies: every footprint is known when the first
    // layer is ordered.
    for s in 0..sources {
        prints.push(t.run(s)?);
    }
    let mut done = Settled {
        sequences: 0,
        runs: sources as u32,
        status: vec![Status::Pending; sources * layers],
    };
    // What each applied effect changes, and every change so far: (its source, its aspects).
    let mut kept = vec![Aspects::NONE; sources * layers];
    let mut log: Vec<(usize, Aspects)> = Vec::new();
    let mut ran_at = vec![0usize; sources];
    loop {
        done.sequences += 1;
        let mut changed = false;
        for layer in 0..layers {
            for s in order(&prints, layer) {
                let i = s * layers + layer;
                if done.status[i] == Status::Withdrawn {
                    continue;
                }
                let read = prints[s].reads;
                if log[ran_at[s]..]
                    .iter()
                    .any(|&(by, a)| by != s && a.meets(read))
                {
                    prints[s] = t.run(s)?;
                    ran_at[s] = log.len();
                    done.runs += 1;
                }
                let gives = prints[s].gives_in(layer);
                match done.status[i] {
                    Status::Pending if !gives.is_empty() => {
                        t.apply(s, layer);
                        done.status[i] = Status::Applied;
                        kept[i] = gives;
                        log.push((s, gives));
                        changed = true;
                    }
                    Status::Applied if gives.is_empty() => {
                        t.withdraw(s, layer);
                        done.status[i] = Status::Withdrawn;
                        log.push((s, kept[i]));
                        changed = true;
                    }
                    _ => {}
                }
            }
        }
        if !changed {
            return Ok(done);
        }
    }
}

/// The sources in the order their effects apply in `layer`: each after those it depends on
/// there (it reads what they give in that layer), the rest by timestamp (their numbers); in a
/// circle of dependencies, the earliest first.
pub fn order(prints: &[Footprint], layer: usize) -> Vec<usize> {
    let n = prints.len();
    let gives = |s: usize| prints[s].gives_in(layer);
    // Mutual dependencies cancel out: neither is said to depend on the other.
    let depends = |s: usize, r: usize| {
        s != r && prints[s].reads.meets(gives(r)) && !prints[r].reads.meets(gives(s))
    };
    if n < 2 || prints.iter().all(|p| p.reads.is_empty()) {
        return (0..n).collect();
    }
    let mut placed = vec![false; n];
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let free = (0..n).find(|&s| !placed[s] && (0..n).all(|r| placed[r] || !depends(s, r)));
        let next = free.unwrap_or_else(|| (0..n).find(|&s| !placed[s]).expect("one left"));
        placed[next] = true;
        out.push(next);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALUE: u32 = 0;
    const FLAG: u32 = 1;

    /// What a toy source gives: a number added to the value, or the flag.
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Gift {
        Add(i32),
        Flag,
    }

    type Source = fn(&Toy, usize) -> (Aspects, Vec<(usize, Gift)>);

    /// One object with a value and a flag, and sources reading them.
    struct Toy {
        base: i32,
        sources: Vec<Source>,
        last: Vec<Vec<(usize, Gift)>>,
        applied: Vec<(usize, usize, Gift)>,
    }

    impl Toy {
        fn new(base: i32, sources: Vec<Source>) -> Toy {
            let n = sources.len();
            Toy {
                base,
                sources,
                last: vec![Vec::new(); n],
                applied: Vec::new(),
            }
        }

        fn value(&self, except: usize) -> i32 {
            let added: i32 = self
                .applied
                .iter()
                .filter(|a| a.0 != except)
                .map(|a| if let Gift::Add(n) = a.2 { n } else { 0 })
                .sum();
            self.base + added
        }

        fn flagged(&self, except: usize) -> bool {
            self.applied
                .iter()
                .any(|a| a.0 != except && a.2 == Gift::Flag)
        }
    }

    impl Layered for Toy {
        type Error = ();
        fn run(&mut self, s: usize) -> Result<Footprint, ()> {
            let (reads, gifts) = (self.sources[s])(self, s);
            let mut gives = vec![Aspects::NONE; 2];
            for &(layer, g) in &gifts {
                let aspect = if let Gift::Add(_) = g { VALUE } else { FLAG };
                gives[layer] = gives[layer].with(aspect);
            }
            self.last[s] = gifts;
            Ok(Footprint { reads, gives })
        }
        fn apply(&mut self, s: usize, layer: usize) {
            let gifts: Vec<_> = self.last[s]
                .iter()
                .filter(|g| g.0 == layer)
                .copied()
                .collect();
            self.applied.extend(gifts.iter().map(|&(l, g)| (s, l, g)));
        }
        fn withdraw(&mut self, s: usize, layer: usize) {
            self.applied.retain(|a| !(a.0 == s && a.1 == layer));
        }
    }

    /// A part of the first layer gated on what the second gives is applied in the next
    /// sequence, once the second has applied; a third sequence changes nothing.
    #[test]
    fn a_part_waiting_on_a_later_layer_applies_in_the_next_sequence() {
        let gated: Source = |t, s| {
            let g = if t.value(s) >= 5 {
                vec![(0, Gift::Flag)]
            } else {
                vec![]
            };
            (Aspects::one(VALUE), g)
        };
        let plus_one: Source = |_, _| (Aspects::NONE, vec![(1, Gift::Add(1))]);
        let mut toy = Toy::new(4, vec![gated, plus_one]);
        let done = settle(&mut toy, 2, 2).expect("settles");
        assert!(toy.flagged(usize::MAX));
        assert_eq!(toy.value(usize::MAX), 5);
        assert_eq!((done.sequences, done.runs), (3, 3));
        // Without the second source, the first never applies.
        let mut alone = Toy::new(4, vec![gated]);
        settle(&mut alone, 1, 2).expect("settles");
        assert!(!alone.flagged(usize::MAX));
    }

    /// Two parts that switch each other off: each is applied and withdrawn at most once, and
    /// the evaluation ends.
    #[test]
    fn an_effect_is_applied_and_withdrawn_at_most_once() {
        let unless_flag: Source = |t, s| {
            let g = if t.flagged(s) {
                vec![]
            } else {
                vec![(1, Gift::Add(1))]
            };
            (Aspects::one(FLAG), g)
        };
        let flag_at_five: Source = |t, s| {
            let g = if t.value(s) >= 5 {
                vec![(0, Gift::Flag)]
            } else {
                vec![]
            };
            (Aspects::one(VALUE), g)
        };
        let mut toy = Toy::new(4, vec![unless_flag, flag_at_five]);
        let done = settle(&mut toy, 2, 2).expect("settles");
        assert_eq!(toy.value(usize::MAX), 4);
        assert!(!toy.flagged(usize::MAX));
        assert_eq!(
            done.status,
            vec![
                Status::Pending,
                Status::Withdrawn,
                Status::Withdrawn,
                Status::Pending
            ]
        );
    }

    /// In one layer, an earlier source that reads what a later one gives applies after it,
    /// with what it gives then: in timestamp order it would have applied first and kept that.
    #[test]
    fn a_dependency_orders_before_timestamps() {
        let counts_flag: Source = |t, s| {
            let n = if t.flagged(s) { 2 } else { 1 };
            (Aspects::one(FLAG), vec![(0, Gift::Add(n))])
        };
        let flags: Source = |_, _| (Aspects::NONE, vec![(0, Gift::Flag)]);
        let mut toy = Toy::new(0, vec![counts_flag, flags]);
        settle(&mut toy, 2, 1).expect("settles");
        assert_eq!(toy.value(usize::MAX), 2);
        let print = |reads, gives| Footprint {
            reads,
            gives: vec![gives],
        };
        let prints = [
            print(Aspects::one(FLAG), Aspects::one(VALUE)),
            print(Aspects::NONE, Aspects::one(FLAG)),
        ];
        assert_eq!(order(&prints, 0), vec![1, 0]);
        // Independent: timestamps. Mutual: timestamps as well.
        let independent = [
            print(Aspects::NONE, Aspects::one(VALUE)),
            print(Aspects::NONE, Aspects::one(FLAG)),
        ];
        assert_eq!(order(&independent, 0), vec![0, 1]);
        let mutual = [
            print(Aspects::one(FLAG), Aspects::one(VALUE)),
            print(Aspects::one(VALUE), Aspects::one(FLAG)),
        ];
        assert_eq!(order(&mutual, 0), vec![0, 1]);
    }

    /// A circle of three falls back on the earliest, then follows the dependencies.
    #[test]
    fn a_circle_of_dependencies_starts_with_the_earliest() {
        let print = |reads: u32, gives: u32| Footprint {
            reads: Aspects::one(reads),
            gives: vec![Aspects::one(gives)],
        };
        // 0 reads 5 (given by 2), 1 reads 3 (given by 0), 2 reads 4 (given by 1).
        let prints = [print(5, 3), print(3, 4), print(4, 5)];
        assert_eq!(order(&prints, 0), vec![0, 1, 2]);
        assert_eq!(Aspects::one(200), Aspects::one(127));
    }
}
