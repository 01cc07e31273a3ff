//! Add (429): resources into a player's rune pool.

use crate::events::EffectEvent;
use crate::model::cost::Domain;
use crate::state::player::RunePool;
use crate::state::{Game, ObjId, PlayerId};

/// Adds `n` energy to `player`'s rune pool (429.1, 429.5).
pub fn add_energy(game: &mut Game, player: PlayerId, n: u32) {
    if n == 0 {
        return;
    }
    game.players[player.index()].pool.energy += n;
    game.emit(|_| EffectEvent::AddsEnergy { player, n }.into());
}

/// Adds `n` power of `domain` to `player`'s rune pool (429.1, 429.5).
pub fn add_power(game: &mut Game, player: PlayerId, domain: Domain, n: u32) {
    if n == 0 {
        return;
    }
    game.players[player.index()].pool.add_power(domain, n);
    game.emit(|_| EffectEvent::AddsPower { player, n, domain }.into());
}

/// Notes that `source` added `energy` and `power` (of a domain) to `player`'s pool: what « Use
/// only to play spells » after it speaks of. What another object added before is forgotten.
pub fn note_added(
    game: &mut Game,
    source: ObjId,
    player: PlayerId,
    energy: u32,
    power: Option<(Domain, u32)>,
) {
    let mut added = match game.added {
        Some((s, p, pool)) if s == source && p == player => pool,
        _ => RunePool::default(),
    };
    added.energy += energy;
    if let Some((d, n)) = power {
        added.add_power(d, n);
    }
    game.added = Some((source, player, added));
}

/// What `source` just added to its controller's pool may be spent only to play spells (the
/// card's own restriction; the pool, 164–166; spending it, 165.2): moved to the part of the
/// pool only a spell's payment spends, as much of it as is still there.
pub fn only_for_spells(game: &mut Game, source: ObjId) {
    let Some((s, player, added)) = game.added.take() else {
        return;
    };
    if s != source {
        return;
    }
    let pool = &mut game.players[player.index()].pool;
    let energy = added.energy.min(pool.energy);
    pool.energy -= energy;
    pool.spell_energy += energy;
    let mut power = 0;
    for d in 0..6 {
        let p = added.power[d].min(pool.power[d]);
        pool.power[d] -= p;
        pool.spell_power[d] += p;
        power += p;
    }
    if energy + power > 0 {
        game.emit(|_| {
            EffectEvent::OnlyForSpells {
                player,
                energy,
                power,
            }
            .into()
        });
    }
}
