//! Paying mana costs with the deterministic automatic payer (docs/SCENARIOS.md: payment is
//! automatic): mana already in the pool first, then untapped lands — each basic land taps for
//! one mana of its colour, added to the pool, from which the cost is paid. Coloured symbols take
//! lands of their colour; generic mana takes the lands whose colour the hand needs least. The
//! payer plans the whole payment before tapping anything, so a cost that cannot be paid changes
//! nothing.

use super::error::RulesError;
use crate::events::{DuelEvent, label};
use crate::model::card::CardKind;
use crate::model::cost::{Color, Mana};
use crate::state::{Game, ObjId, PlayerId, Zone};

/// The lands to tap, in order.
pub type Plan = Vec<ObjId>;

/// `player`'s untapped lands, with the colour each makes, in object order.
fn untapped_lands(game: &Game, player: PlayerId) -> impl Iterator<Item = (ObjId, Color)> + '_ {
    game.objects_in(Zone::Battlefield)
        .filter(move |o| o.controller == player && !o.tapped)
        .filter_map(|o| {
            let card = game.catalog.card(o.card);
            (card.kind == CardKind::Land)
                .then_some(card.mana)
                .flatten()
                .map(|c| (o.id, c))
        })
}

/// Why a cost cannot be paid: typed, written out only when someone reads it (the legal actions
/// ask `can_pay` of every card in hand at every priority and read none of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PayRefusal {
    /// No mana of that colour left in the pool or among the untapped lands.
    Color(Color),
    /// Not enough colourless mana in the pool.
    Colorless,
    /// This many untapped lands short of the generic part.
    Lands(usize),
}

impl PayRefusal {
    /// The refusal as messages write it, for `cost`.
    pub fn describe(self, cost: &Mana) -> String {
        match self {
            PayRefusal::Color(c) => format!("no {} mana for {cost}", c.key()),
            PayRefusal::Colorless => format!("no colourless mana for {cost}"),
            PayRefusal::Lands(n) => format!("{n} untapped land(s) short of {cost}"),
        }
    }
}

/// Plans the payment of `cost` (X already counted in) by `player`, or says why it cannot be.
pub fn plan(game: &Game, player: PlayerId, cost: &Mana) -> Result<Plan, PayRefusal> {
    let mut pool = game.players[player.index()].pool;
    let mut available: Vec<(ObjId, Color)> = untapped_lands(game, player).collect();
    let mut plan = Vec::new();
    // Coloured mana: the pool's, then lands of that colour.
    for c in Color::ALL {
        for _ in 0..cost.colors[c.index()] {
            if pool.colors[c.index()] > 0 {
                pool.colors[c.index()] -= 1;
            } else if let Some(i) = available.iter().position(|(_, lc)| *lc == c) {
                plan.push(available.remove(i).0);
            } else {
                return Err(PayRefusal::Color(c));
            }
        }
    }
    if cost.colorless > 0 {
        if pool.colorless < cost.colorless {
            return Err(PayRefusal::Colorless);
        }
        pool.colorless -= cost.colorless;
    }
    // Generic mana: what the pool has left, then the lands whose colour the cards in hand
    // need least (ties in object order), keeping the others for them.
    let mut generic = cost.generic as u32;
    let in_pool = pool.total().min(generic);
    generic -= in_pool;
    if generic as usize > available.len() {
        return Err(PayRefusal::Lands(generic as usize - available.len()));
    }
    let mut demand = [0u32; 5];
    for card in game.in_zone(Zone::Hand(player)) {
        let c = game.card(card).cost;
        for (d, n) in demand.iter_mut().zip(c.colors) {
            *d += n as u32;
        }
    }
    available.sort_by_key(|(o, c)| (demand[c.index()], *o));
    plan.extend(available.iter().take(generic as usize).map(|(o, _)| *o));
    Ok(plan)
}

/// What `player` can pay with now, counted once for a whole listing: their pool, and their
/// untapped lands by the colour each makes (one mana of one colour each).
#[derive(Clone, Copy, Debug)]
pub struct Means {
    pool: Mana,
    of_color: [u32; 5],
    lands: u32,
}

impl Means {
    pub fn of(game: &Game, player: PlayerId) -> Means {
        let (mut of_color, mut lands) = ([0u32; 5], 0u32);
        for (_, c) in untapped_lands(game, player) {
            of_color[c.index()] += 1;
            lands += 1;
        }
        Means {
            pool: game.players[player.index()].pool,
            of_color,
            lands,
        }
    }

    /// Whether `plan` would find a payment of `cost`, counted without making one: the coloured
    /// symbols the pool does not pay need as many lands of their colour, and the generic part
    /// what the pool has left and as many of the other lands.
    pub fn covers(&self, cost: &Mana) -> bool {
        let (mut pool, mut lands) = (self.pool, self.lands);
        for c in Color::ALL {
            let i = c.index();
            let from_pool = pool.colors[i].min(cost.colors[i]);
            pool.colors[i] -= from_pool;
            let rest = (cost.colors[i] - from_pool) as u32;
            if rest > self.of_color[i] {
                return false;
            }
            lands -= rest;
        }
        if pool.colorless < cost.colorless {
            return false;
        }
        pool.colorless -= cost.colorless;
        let generic = cost.generic as u32;
        generic - pool.total().min(generic) <= lands
    }
}

/// Whether `player` can pay `cost` now with `means` (theirs, `Means::of`): whether `plan`
/// would find a payment (the legal actions ask it of every card in hand and every ability at
/// every listing). Builds with debug assertions plan it too, and check both agree.
pub fn payable(game: &Game, player: PlayerId, means: &Means, cost: &Mana) -> bool {
    let payable = means.covers(cost);
    debug_assert_eq!(
        payable,
        plan(game, player, cost).is_ok(),
        "counted as planned"
    );
    payable
}

/// Whether `player` can pay `cost` now (`payable`, their means counted for this one question).
pub fn can_pay(game: &Game, player: PlayerId, cost: &Mana) -> bool {
    payable(game, player, &Means::of(game, player), cost)
}

/// The most X `player` could pay for `cost`.
pub fn max_x(game: &Game, player: PlayerId, cost: &Mana) -> u32 {
    if cost.x == 0 {
        return 0;
    }
    let means = Means::of(game, player);
    let mut x = 0;
    while x < 20 && payable(game, player, &means, &cost.with_x(x + 1)) {
        x += 1;
    }
    x
}

/// Pays `cost` for `what`: taps the planned lands for mana (mana abilities do not use the
/// stack), then takes the cost out of the pool.
pub fn pay(game: &mut Game, player: PlayerId, cost: &Mana, what: &str) -> Result<(), RulesError> {
    let plan = plan(game, player, cost).map_err(|why| {
        RulesError::illegal(format!(
            "{player} cannot pay {cost} for {what}: {}",
            why.describe(cost)
        ))
    })?;
    for land in plan {
        let Some(color) = game.card(land).mana else {
            continue;
        };
        game.obj_mut(land).tapped = true;
        game.players[player.index()].pool.colors[color.index()] += 1;
        game.emit(|g| DuelEvent::TapsForMana {
            player,
            land: label(g, land),
            color,
        });
    }
    let pool = &mut game.players[player.index()].pool;
    for c in Color::ALL {
        pool.colors[c.index()] -= cost.colors[c.index()];
    }
    pool.colorless -= cost.colorless;
    let mut generic = cost.generic;
    for c in Color::ALL {
        let take = generic.min(pool.colors[c.index()]);
        pool.colors[c.index()] -= take;
        generic -= take;
    }
    let take = generic.min(pool.colorless);
    pool.colorless -= take;
    if !cost.is_zero() {
        let (cost, what) = (*cost, what.to_string());
        game.emit(|_| DuelEvent::Pays { player, cost, what });
    }
    Ok(())
}

/// Mana pools empty between steps.
pub fn empty_pools(game: &mut Game) {
    for p in game.player_ids().collect::<Vec<_>>() {
        let pool = std::mem::take(&mut game.players[p.index()].pool);
        if !pool.is_zero() {
            game.emit(|_| DuelEvent::PoolEmpties {
                player: p,
                mana: pool,
            });
        }
    }
}
