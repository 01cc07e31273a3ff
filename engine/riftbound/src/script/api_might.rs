//! Might for `ctx`, each call in its layer (472): `set_might` in the trait layer (the Might
//! becomes N, 472.1.a.1), `give_might` in the arithmetic layer (+N or −N, 472.3), with a limit
//! snapshotted as it begins to apply (472.3.b), `buffs_give_more` (426, 472.3) and the `might`
//! query. In a continuous function, what is given lasts until the next refresh, and reading the
//! Might is recorded, so that the layers see what depends on it (473).

use super::Ctx;
use super::api_guard::unit_in_play;
use super::api_support::*;
use crate::events::{EffectEvent, Limit};
use crate::rules::env::CallPhase;
use crate::rules::layers::{aspect, reads_keyword};
use crate::state::ObjId;
use crate::state::effects::{Duration, EffectKind, Modifier};
use grimoire_core::rules::layers::Aspects;
use grimoire_core::script::ApiFn;
use grimoire_core::script::CallState;
use rhai::Map;

/// The keys of `ctx.give_might(id, n, #{…})`.
pub const LIMIT_KEYS: [&str; 2] = ["min", "max"];

/// Might in its layers (472): given, set, bonuses of buffs, read. Declared once each
/// (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "give_might",
        &["id", "n"],
        "+n (or −n) Might to a unit on the board this turn, in the arithmetic layer (472.3); in \
         `continuous`, while the ability applies",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, n: i64| {
                give_might(ctx, id, n, Limit::default())
            });
        },
    )
    .direct(super::direct::GIVE_MIGHT),
    ApiFn::call(
        "give_might",
        &["id", "n", "limits"],
        "as `give_might(id, n)` with a limit, `#{ min: 1 }` (« jusqu'à un minimum de 1 [M] ») or \
         `max`: the amount is limited as the effect begins, where it applies — an increase after \
         the increases there are, a decrease after every increase and decrease (472.3.d) — and \
         that amount lasts the turn, whatever the Might does next (472.3.b); a limit never turns \
         an increase into a decrease or back",
        |e, name| {
            e.register_fn(
                name,
                |ctx: &mut Ctx, id: i64, n: i64, limits: Map| -> Res<()> {
                    let limit = limit(&limits)?;
                    give_might(ctx, id, n, limit)
                },
            );
        },
    ),
    ApiFn::call(
        "set_might",
        &["id", "n"],
        "the unit's Might becomes n this turn (« devient 4 »), in the trait layer (472.1.a.1): \
         every increase and decrease applies after it, older or newer; of two, the newer applies \
         last (475.3)",
        |e, name| {
            e.register_fn(name, set_might);
        },
    ),
    // `ctx.buffs_give_more(n)`: this turn, each buff on the controller's units gives n more
    // Might, units buffed later this turn included: a turn-long effect, not a one-time +n
    // (472.3); it ends in the Expiration Step (317.2).
    ApiFn::call(
        "buffs_give_more",
        &["n"],
        "this turn each buff on the controller's units gives n more Might, units buffed later \
         included (472.3); ends in the Expiration Step (317.2)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
        let n = within(n, -1_000..=1_000, "buffs_give_more")?;
        let mut s = ctx.state();
        if s.phase == CallPhase::Continuous {
            return err(
                "buffs_give_more is an effect of a spell or ability, not of a continuous ability",
            );
        }
        let player = s.controller;
        let bonus = &mut s.game.players[player.index()].buff_bonus;
        *bonus = within(*bonus as i64 + n as i64, -1_000..=1_000, "buffs_give_more")?;
        s.game
            .emit(|_| EffectEvent::BuffsGiveMore { player, n }.into());
        Ok(())
    });
        },
    ),
    // A target no longer legal (-1) has null Might (359.3.e.12): `()`, which makes whatever is
    // computed from it do nothing (`grimoire_core::script::null`).
    ApiFn::call(
        "might",
        &["id"],
        "a unit's Might; the last known Might of a permanent that has just died (808.1.d.3); `()` \
         for -1 (359.3.e.12)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<rhai::Dynamic> {
                let mut s = ctx.reading();
                let Some(obj) = object(&s.game, id)? else {
                    return Ok(rhai::Dynamic::UNIT);
                };
                match crate::state::GameExt::last_known(&s.game, obj) {
                    Some(_) => s.game.reads.untracked(),
                    None => super::reads::characteristics(&s.game, obj),
                }
                reads(&mut s, Aspects::one(aspect::MIGHT));
                // 808.1.d.3: a permanent that just died is read from its last known information.
                Ok((crate::query::might::effective_or_last_known(&s.game, obj) as i64).into())
            });
        },
    ),
];

/// Records that the running continuous function read `what` (473): nothing outside one.
pub(super) fn reads(s: &mut CallState<crate::Riftbound>, what: Aspects) {
    if s.phase == CallPhase::Continuous {
        s.game.ext.layer_reads = s.game.ext.layer_reads.union(what);
    }
}

/// Records that the running continuous function read keyword `kw` of an object.
pub(super) fn reads_kw(s: &mut CallState<crate::Riftbound>, kw: crate::model::glossary::KwId) {
    reads(s, reads_keyword(kw));
}

/// The limits of a `give_might` map: `min` and `max`, Might values.
fn limit(map: &Map) -> Res<Limit> {
    for key in map.keys() {
        if !LIMIT_KEYS.contains(&key.as_str()) {
            return err(format!(
                "unknown key `{key}` in give_might: expected {}",
                LIMIT_KEYS.join(", ")
            ));
        }
    }
    let value = |k: &str| -> Res<Option<i64>> {
        match map.get(k) {
            None => Ok(None),
            Some(v) => match v.as_int() {
                Ok(n) => within(n, -1_000..=1_000, k).map(|n| Some(n as i64)),
                Err(t) => err(format!("give_might: `{k}` is a number, not {t}")),
            },
        }
    };
    Ok(Limit {
        min: value("min")?,
        max: value("max")?,
    })
}

/// The unit a Might call names, or `None` for -1.
fn target(s: &CallState<crate::Riftbound>, id: i64, what: &str) -> Res<Option<ObjId>> {
    let Some(obj) = object(&s.game, id)? else {
        return Ok(None);
    };
    unit_in_play(&s.game, obj, what).map(Some)
}

/// `ctx.give_might(id, n[, #{ min, max }])`: +n or −n Might this turn, in the arithmetic layer;
/// a limit is applied now, as the effect begins, and what it leaves is what the effect gives
/// for as long as it lasts (472.3.b), measured where the effect applies among the increases
/// and decreases (472.3.d).
pub(super) fn give_might(ctx: &mut Ctx, id: i64, n: i64, limit: Limit) -> Res<()> {
    let mut s = ctx.reading();
    let Some(obj) = target(&s, id, "give_might")? else {
        return Ok(());
    };
    let asked = within(n, -1_000..=1_000, "give_might")?;
    let limited = limit.min.is_some() || limit.max.is_some();
    let n = if limited {
        super::reads::characteristics(&s.game, obj);
        let layers = crate::query::might::layers(&s.game, obj).unwrap_or_default();
        let clip = |v: Option<i64>| v.map(|v| v as i32);
        layers.snapshot(asked, clip(limit.min), clip(limit.max))
    } else {
        asked
    };
    room_for_effect(&s.game)?;
    let kind = EffectKind::Rule(Modifier::Might(n));
    if s.phase == CallPhase::Continuous {
        s.game.add_effect(obj, kind, Duration::Derived);
        return Ok(());
    }
    s.game.add_effect(obj, kind, Duration::Turn);
    s.game.emit(|g| {
        EffectEvent::GetsMight {
            unit: g.label(obj).clone(),
            n: n as i64,
            limited: limited.then_some((asked as i64, limit)),
        }
        .into()
    });
    Ok(())
}

/// `ctx.set_might(id, n)`: the unit's Might becomes n this turn, in the trait layer (472.1.a.1):
/// every increase and decrease applies after it, whatever their timestamps; of two, the later
/// one applies last (475.3).
fn set_might(ctx: &mut Ctx, id: i64, n: i64) -> Res<()> {
    let mut s = ctx.reading();
    let Some(obj) = target(&s, id, "set_might")? else {
        return Ok(());
    };
    let n = within(n, -1_000..=1_000, "set_might")?;
    room_for_effect(&s.game)?;
    let kind = EffectKind::Rule(Modifier::SetMight(n));
    if s.phase == CallPhase::Continuous {
        s.game.add_effect(obj, kind, Duration::Derived);
        return Ok(());
    }
    s.game.add_effect(obj, kind, Duration::Turn);
    s.game.emit(|g| {
        EffectEvent::MightBecomes {
            unit: g.label(obj).clone(),
            n: n as i64,
        }
        .into()
    });
    Ok(())
}
