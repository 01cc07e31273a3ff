//! Paying costs (357) with the deterministic automatic payer (no payment decision; README, scenarios): energy and power
//! already in the rune pool first, then runes — a basic rune exhausts for one energy (163.2.a)
//! and recycles for one power of its domain (163.2.b). The payer plans the whole payment before
//! touching anything, so a cost that cannot be paid changes nothing.
//!
//! Whether a cost can be paid is answered by counting (`Means::covers`), without building a
//! plan: the legal actions ask it for every card in hand at every priority, from one `Means`
//! a listing. `plan` asks the same question first, so the two cannot disagree.

use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::events::{ChainEvent, label};
use crate::model::card::CardKind;
use crate::model::cost::{Cost, Domain};
use crate::state::object::Object;
use crate::state::player::RunePool;
use crate::state::{Game, ObjId, PlayerId, Zone};
use smallvec::SmallVec;
use std::fmt;

/// Which runes to exhaust and which to recycle.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub exhaust: Runes,
    pub recycle: Runes,
}

/// Runes named by a plan: a few, kept inline (a payment plans them at every play and trial).
pub type Runes = SmallVec<[ObjId; 8]>;

/// Why a cost cannot be paid (357.1), formatted only when someone reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PayRefusal {
    /// No rune of that domain left to recycle for its power (163.2.b).
    Power(Domain),
    /// No rune at all left to recycle for power of any domain.
    AnyPower,
    /// Too few ready runes to exhaust for energy (163.2.a).
    Energy { missing: u32, ready: u32 },
}

impl fmt::Display for PayRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use grimoire_core::write_en_fr;
        match self {
            PayRefusal::Power(d) => {
                let domain = if grimoire_core::words::french() {
                    match d {
                        Domain::Fury => "Fureur",
                        Domain::Calm => "Calme",
                        Domain::Mind => "Esprit",
                        Domain::Body => "Corps",
                        Domain::Chaos => "Chaos",
                        Domain::Order => "Ordre",
                    }
                } else {
                    d.key()
                };
                write_en_fr!(
                    f,
                    en: "not enough {domain} power: no {domain} rune left to recycle",
                    fr: "pas assez de puissance de {domain} : aucune rune de {domain} à recycler"
                )
            }
            PayRefusal::AnyPower => write_en_fr!(
                f,
                en: "not enough power: no rune left to recycle",
                fr: "pas assez de puissance : aucune rune à recycler"
            ),
            PayRefusal::Energy { missing, ready } => write_en_fr!(
                f,
                en: "not enough energy: needs {missing} more, only {ready} ready rune(s)",
                fr: "pas assez d'énergie : il en manque {missing}, seulement {ready} rune(s) \
                     prête(s)"
            ),
        }
    }
}

/// What is left to pay of a cost once the pool has given what it holds: energy and the power
/// of each domain from the pool's own, then power of any domain (`[A]`, and `[C]` already
/// resolved) from the pool's leftover power, domain by domain.
struct Need {
    energy: u32,
    power: [u32; 6],
    any: u32,
}

impl Need {
    fn after_pool(mut pool: RunePool, cost: &Cost) -> Need {
        let mut energy = cost.energy as u32;
        let mut power = cost.power.map(|p| p as u32);
        let mut any = cost.any as u32 + cost.own as u32;
        // Most listings find the pool empty (pools empty after each draw, 315.4, 166): then
        // the whole cost is left to pay, and nothing need be taken domain by domain.
        if pool.is_empty() {
            return Need { energy, power, any };
        }
        let e = energy.min(pool.energy);
        energy -= e;
        pool.energy -= e;
        for (need, have) in power.iter_mut().zip(pool.power.iter_mut()) {
            let p = (*need).min(*have);
            *need -= p;
            *have -= p;
        }
        for have in pool.power.iter_mut() {
            let p = any.min(*have);
            any -= p;
            *have -= p;
        }
        Need { energy, power, any }
    }

    fn is_zero(&self) -> bool {
        self.energy == 0 && self.any == 0 && self.power == [0; 6]
    }
}

/// What `player` can pay with now: their rune pool and their runes on the board, counted.
/// Nothing in a legal-action listing changes them, so one `Means` serves every card it
/// considers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Means {
    pool: RunePool,
    /// Runes of each domain (the first domain of the rune's card).
    runes: [u32; 6],
    /// Ready runes, of any domain.
    ready: u32,
    /// Runes of every domain together.
    total: u32,
    /// Whether the pool holds nothing (most listings: pools empty after each draw, 315.4).
    pool_empty: bool,
}

impl Means {
    pub fn of(game: &Game, player: PlayerId) -> Means {
        Means::counting(game.players[player.index()].pool, runes(game, player))
    }

    /// The same means for the payment of a spell, which may spend what only spells may (its
    /// pool `for_spell`).
    pub fn for_spell(&self) -> Means {
        let mut means = *self;
        if self.pool.has_spell_part() {
            means.pool = self.pool.for_spell();
            means.pool_empty = means.pool.is_empty();
        }
        means
    }

    /// Whether the cost of a card of `kind` played can be paid (`covers`; a spell's `for_spell`).
    pub fn covers_play(&self, kind: CardKind, cost: &Cost) -> Result<(), PayRefusal> {
        if kind == CardKind::Spell {
            self.for_spell().covers(cost)
        } else {
            self.covers(cost)
        }
    }

    /// `player`'s means before their runes are counted: their pool alone. A walk over their
    /// base that visits each object of theirs once (a listing's, `legal::Holdings`) adds the runes
    /// with `count`, and has what `of` counts.
    pub fn pool_of(game: &Game, player: PlayerId) -> Means {
        Means::counting(game.players[player.index()].pool, std::iter::empty())
    }

    /// Counts `o`, an object `player` controls in their base, when it is a rune.
    pub fn count(&mut self, o: &Object) {
        if let Some((_, domain, ready)) = rune(o) {
            self.add(domain, ready);
        }
    }

    fn add(&mut self, domain: Domain, ready: bool) {
        self.runes[domain.index()] += 1;
        self.ready += ready as u32;
        self.total += 1;
    }

    fn counting(pool: RunePool, runes: impl Iterator<Item = (ObjId, Domain, bool)>) -> Means {
        let mut means = Means {
            pool,
            runes: [0; 6],
            ready: 0,
            total: 0,
            pool_empty: pool.is_empty(),
        };
        for (_, d, ready) in runes {
            means.add(d, ready);
        }
        means
    }

    /// Whether `cost` (with `[C]` resolved) can be paid, or why not: exactly when `plan` finds
    /// a plan. `plan` recycles, domain by domain, runes of that domain only; then, for power of
    /// any domain, whichever runes remain; then exhausts ready runes for energy, and every
    /// ready rune is a candidate (a recycled one gives its energy first). So a plan exists iff
    /// each domain has enough runes, the runes left over cover the power of any domain, and
    /// enough runes are ready — checked in that order, as `plan` meets them.
    pub fn covers(&self, cost: &Cost) -> Result<(), PayRefusal> {
        // Most costs ask no power of one domain, and most pools are empty: then every rune is
        // spare for the power of any domain, and only the totals are compared (as `meets`
        // would, in its order).
        if self.pool_empty && cost.power == [0; 6] {
            let any = cost.any as u32 + cost.own as u32;
            return self.spare_covers(cost.energy as u32, any, self.total);
        }
        self.meets(&Need::after_pool(self.pool, cost))
    }

    /// The checks after the domains': `spare` runes left for power of any domain, then the
    /// ready runes for energy.
    fn spare_covers(&self, energy: u32, any: u32, spare: u32) -> Result<(), PayRefusal> {
        if any > spare {
            return Err(PayRefusal::AnyPower);
        }
        if energy > self.ready {
            return Err(PayRefusal::Energy {
                missing: energy,
                ready: self.ready,
            });
        }
        Ok(())
    }

    fn meets(&self, need: &Need) -> Result<(), PayRefusal> {
        let mut spare = 0;
        for d in Domain::ALL {
            let (need, have) = (need.power[d.index()], self.runes[d.index()]);
            if need > have {
                return Err(PayRefusal::Power(d));
            }
            spare += have - need;
        }
        self.spare_covers(need.energy, need.any, spare)
    }
}

/// `player`'s runes on the board in their base, with their domain and whether they are ready.
/// In no particular order: `Means` counts them, `plan` sorts them.
fn runes(game: &Game, player: PlayerId) -> impl Iterator<Item = (ObjId, Domain, bool)> + '_ {
    game.zone_slice(Zone::Base(player))
        .iter()
        .map(|&id| game.obj(id))
        .filter(move |o| o.controller == player)
        .filter_map(rune)
}

/// `o` as a rune that pays: its domain (its card's first) and whether it is ready.
fn rune(o: &Object) -> Option<(ObjId, Domain, bool)> {
    if o.kind != CardKind::Rune {
        return None;
    }
    Some((o.id, o.domain?, !o.exhausted))
}

/// Plans the payment of `cost` (with `[C]` already resolved) by `player`, or says why not.
pub fn plan(game: &Game, player: PlayerId, cost: &Cost) -> Result<Plan, PayRefusal> {
    plan_from(game, player, game.players[player.index()].pool, cost)
}

/// `plan` from `pool` (the player's, or as a spell's payment sees it).
fn plan_from(
    game: &Game,
    player: PlayerId,
    pool: RunePool,
    cost: &Cost,
) -> Result<Plan, PayRefusal> {
    let need = Need::after_pool(pool, cost);
    if need.is_zero() {
        // The pool pays it all: no rune is needed, and `covers` has nothing to refuse.
        return Ok(Plan::default());
    }
    if let Some(plan) = energy_only(&need, runes(game, player)) {
        return Ok(plan);
    }
    plan_runes(pool, &need, runes(game, player))
}

/// The plan for what is left to pay when it is energy alone (most costs once the pool has
/// given; a ready rune exhausts for one energy, 163.2.a): the first ready runes in id order, the order of a base (an unordered zone) and the
/// one `plan_runes` exhausts them in when it recycles nothing — taken so, without collecting
/// and sorting every rune. `None` when it is not energy alone or too few runes are ready
/// (`plan_runes` then says why).
fn energy_only(need: &Need, runes: impl Iterator<Item = (ObjId, Domain, bool)>) -> Option<Plan> {
    if need.any != 0 || need.power != [0; 6] {
        return None;
    }
    let exhaust: Runes = runes
        .filter(|&(_, _, ready)| ready)
        .map(|(id, _, _)| id)
        .take(need.energy as usize)
        .collect();
    (exhaust.len() == need.energy as usize).then(|| Plan {
        exhaust,
        recycle: Runes::new(),
    })
}

/// The plan for what is left to pay, `need`, from `runes` (in id order), or why there is none.
fn plan_runes(
    pool: RunePool,
    need: &Need,
    runes: impl Iterator<Item = (ObjId, Domain, bool)>,
) -> Result<Plan, PayRefusal> {
    let mut runes: SmallVec<[PlanRune; 16]> = runes
        .map(|(id, domain, ready)| PlanRune {
            id,
            domain,
            ready,
            recycled: false,
        })
        .collect();
    Means::counting(pool, runes.iter().map(|r| (r.id, r.domain, r.ready))).meets(need)?;
    // Ready runes last, so they stay free to give energy (ids are unique: a total order).
    runes.sort_unstable_by_key(|r| (r.ready, r.id));
    let mut plan = Plan::default();
    // `meets` has counted enough runes for each step: each takes all it asks for.
    let mut recycle = |runes: &mut [PlanRune], domain: Option<Domain>, mut n: u32| {
        for r in runes.iter_mut() {
            if n == 0 {
                break;
            }
            if !r.recycled && domain.is_none_or(|d| r.domain == d) {
                r.recycled = true;
                plan.recycle.push(r.id);
                n -= 1;
            }
        }
    };
    for d in Domain::ALL {
        recycle(&mut runes, Some(d), need.power[d.index()]);
    }
    recycle(&mut runes, None, need.any);
    // Energy: runes being recycled give their energy first (exhaust, then recycle), in the
    // order they are recycled; then the other ready runes.
    let ready = |id: &ObjId| runes.iter().any(|r| r.id == *id && r.ready);
    let recycled_ready: Runes = plan.recycle.iter().copied().filter(ready).collect();
    plan.exhaust = recycled_ready
        .into_iter()
        .chain(
            runes
                .iter()
                .filter(|r| r.ready && !r.recycled)
                .map(|r| r.id),
        )
        .take(need.energy as usize)
        .collect();
    Ok(plan)
}

/// A rune as `plan` goes through them.
struct PlanRune {
    id: ObjId,
    domain: Domain,
    ready: bool,
    recycled: bool,
}

/// Pays `cost` for `what`, or refuses with nothing changed.
pub fn pay(game: &mut Game, player: PlayerId, cost: &Cost, what: &str) -> Result<(), RulesError> {
    pay_as(game, player, cost, what, Paid::Other)
}

/// `pay` for hiding `what` face down (811.1.c): the line naming the card is its player's
/// alone; the others read that a card was hidden (128.4, 107.3).
pub fn pay_hiding(
    game: &mut Game,
    player: PlayerId,
    cost: &Cost,
    what: &str,
) -> Result<(), RulesError> {
    pay_as(game, player, cost, what, Paid::Hiding)
}

/// What a payment is for, where it changes how it is paid or who reads it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Paid {
    Spell,
    Hiding,
    Other,
}

/// `pay` for the card `what` played, of `kind`: a spell's payment spends first what only
/// spells may spend (the card's own restriction on what it added, 165.2, 429.1).
pub fn pay_play(
    game: &mut Game,
    player: PlayerId,
    kind: CardKind,
    cost: &Cost,
    what: &str,
) -> Result<(), RulesError> {
    let paid = if kind == CardKind::Spell {
        Paid::Spell
    } else {
        Paid::Other
    };
    pay_as(game, player, cost, what, paid)
}

fn pay_as(
    game: &mut Game,
    player: PlayerId,
    cost: &Cost,
    what: &str,
    paid: Paid,
) -> Result<(), RulesError> {
    let spell = paid == Paid::Spell;
    if cost.is_zero() {
        return Ok(());
    }
    let own = game.players[player.index()].pool;
    let pool = if spell { own.for_spell() } else { own };
    let plan = plan_from(game, player, pool, cost).map_err(|why| {
        RulesError::illegal(format!(
            "{player} cannot pay {cost} for {what}: {why} (357.1)"
        ))
    })?;
    for &r in &plan.exhaust {
        game.obj_mut(r).exhausted = true;
        game.players[player.index()].pool.energy += 1;
    }
    for &r in &plan.recycle {
        let d = game.card(r).domains[0];
        game.players[player.index()].pool.add_power(d, 1);
        let owner = game.obj(r).owner;
        move_to(game, r, Zone::RuneDeck(owner), Position::Bottom);
    }
    let pool = &mut game.players[player.index()].pool;
    if spell {
        spend_spell_part(pool, cost)
    } else {
        spend(pool, cost)
    }
    game.emit(|g| {
        ChainEvent::Pays {
            player,
            cost: *cost,
            what: what.to_string(),
            secret: paid == Paid::Hiding,
            exhausted: plan.exhaust.iter().map(|&r| label(g, r)).collect(),
            recycled: plan
                .recycle
                .iter()
                .map(|&r| (label(g, r), g.card(r).domains[0]))
                .collect(),
        }
        .into()
    });
    Ok(())
}

/// Removes a spell's cost from a pool known to cover it `for_spell`: what only spells may
/// spend first, the rest from the pool's other part.
fn spend_spell_part(pool: &mut RunePool, cost: &Cost) {
    let rest = take(&mut pool.spell_energy, &mut pool.spell_power, cost);
    take(&mut pool.energy, &mut pool.power, &rest);
}

/// Removes the cost from a pool known to cover it.
fn spend(pool: &mut RunePool, cost: &Cost) {
    take(&mut pool.energy, &mut pool.power, cost);
}

/// Takes what it can of `cost` from one part of a pool — energy, each domain's power, then
/// `[C]` (resolved already) and any power from whatever domain is left —; what it could not.
fn take(energy: &mut u32, power: &mut [u32; 6], cost: &Cost) -> Cost {
    let mut rest = Cost::ZERO;
    let e = (cost.energy as u32).min(*energy);
    *energy -= e;
    rest.energy = cost.energy - e as u8;
    for (d, have) in power.iter_mut().enumerate() {
        let p = (cost.power[d] as u32).min(*have);
        *have -= p;
        rest.power[d] = cost.power[d] - p as u8;
    }
    let mut any = cost.any as u32 + cost.own as u32;
    for p in power.iter_mut() {
        let t = any.min(*p);
        *p -= t;
        any -= t;
    }
    rest.any = any as u8;
    rest
}

#[cfg(test)]
mod tests {
    use super::{Means, Need, energy_only, plan_runes};
    use crate::model::cost::{Cost, Domain};
    use crate::state::ObjId;
    use crate::state::player::RunePool;

    /// The totals-only answer for costs without a domain's power, against the domain by domain
    /// one, over small boards and costs: the same answer, the same refusal.
    #[test]
    fn costs_without_a_domain_are_answered_as_domain_by_domain() {
        let boards: [&[(Domain, bool)]; 4] = [
            &[],
            &[(Domain::Fury, true)],
            &[
                (Domain::Fury, true),
                (Domain::Calm, false),
                (Domain::Calm, true),
            ],
            &[
                (Domain::Mind, false),
                (Domain::Mind, false),
                (Domain::Order, true),
            ],
        ];
        let mut compared = 0;
        for board in boards {
            let runes = board
                .iter()
                .enumerate()
                .map(|(i, &(d, r))| (ObjId(i as u32), d, r));
            let means = Means::counting(RunePool::default(), runes);
            for energy in 0..5 {
                for any in 0..5 {
                    for own in 0..2 {
                        let cost = Cost {
                            energy,
                            any,
                            own,
                            ..Cost::ZERO
                        };
                        let full = means.meets(&Need::after_pool(means.pool, &cost));
                        assert_eq!(means.covers(&cost), full, "{board:?} {cost:?}");
                        compared += 1;
                    }
                }
            }
        }
        assert_eq!(compared, 200);
    }

    /// The plan for energy alone, against the general plan, over boards of every mix of ready
    /// and exhausted runes: the same runes whenever it answers, and it answers whenever the
    /// general plan finds one for energy alone.
    #[test]
    fn energy_alone_is_planned_as_the_general_plan_would() {
        let mut compared = 0;
        for n in 0..7u32 {
            for readiness in 0..1u32 << n {
                let board: Vec<(ObjId, Domain, bool)> = (0..n)
                    .map(|i| {
                        let domain = Domain::ALL[i as usize % Domain::ALL.len()];
                        (ObjId(3 * i + 1), domain, readiness >> i & 1 == 1)
                    })
                    .collect();
                for energy in 0..=n + 1 {
                    let cost = Cost {
                        energy: energy as u8,
                        ..Cost::ZERO
                    };
                    let need = Need::after_pool(RunePool::default(), &cost);
                    let general = plan_runes(RunePool::default(), &need, board.iter().copied());
                    match energy_only(&need, board.iter().copied()) {
                        Some(fast) => assert_eq!(Ok(fast), general, "{board:?} {energy}"),
                        None => assert!(general.is_err(), "{board:?} {energy}"),
                    }
                    compared += 1;
                }
            }
        }
        assert!(compared > 500, "{compared}");
        // Power to pay is never planned as energy alone.
        let need = Need::after_pool(
            RunePool::default(),
            &Cost {
                any: 1,
                ..Cost::ZERO
            },
        );
        assert!(energy_only(&need, std::iter::once((ObjId(0), Domain::Fury, true))).is_none());
    }
}
