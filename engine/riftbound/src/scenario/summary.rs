//! The final-state summary pinned beside each trace, also used to prove that a refused step
//! changed nothing (the summary covers every zone, status, pool and chain item).

use crate::model::card::CardKind;
use crate::model::cost::Domain;
use crate::query::{keywords, might::might};
use crate::state::GameExt;
use crate::state::{BfId, Game, ObjId, Zone};
use std::fmt::Write;

pub fn summary(game: &Game) -> String {
    let mut out = String::new();
    let t = &game.turn;
    let prio = t.priority.map_or("none".to_string(), |p| p.to_string());
    let _ = writeln!(
        out,
        "turn {} ({}), {}, priority {prio}",
        t.number,
        t.player,
        t.phase.words()
    );
    if let Some(w) = t.winner {
        let _ = writeln!(out, "winner {w}");
    }
    for (i, b) in game.battlefields.iter().enumerate() {
        let ctl = b
            .controller
            .map_or("uncontrolled".to_string(), |p| format!("controlled by {p}"));
        let _ = writeln!(out, "battlefield {}: {ctl}", game.bf_label(BfId(i as u8)));
    }
    for p in game.player_ids() {
        let pl = &game.players[p.index()];
        let mut pool = format!("{} energy", pl.pool.energy);
        for d in Domain::ALL {
            if pl.pool.power[d.index()] > 0 {
                let _ = write!(pool, ", {} [{}]", pl.pool.power[d.index()], d.letter());
            }
        }
        if pl.pool.has_spell_part() {
            let _ = write!(pool, "; for spells only {} energy", pl.pool.spell_energy);
            for d in Domain::ALL {
                if pl.pool.spell_power[d.index()] > 0 {
                    let _ = write!(
                        pool,
                        ", {} [{}]",
                        pl.pool.spell_power[d.index()],
                        d.letter()
                    );
                }
            }
        }
        let _ = writeln!(out, "{p}: {} points, {} xp, pool {pool}", pl.points, pl.xp);
        let mut zones = vec![Zone::Hand(p), Zone::Base(p)];
        zones.extend((0..game.battlefields.len()).map(|i| Zone::Battlefield(BfId(i as u8))));
        zones.extend((0..game.battlefields.len()).map(|i| Zone::Facedown(BfId(i as u8))));
        zones.extend([
            Zone::Champion(p),
            Zone::Legend(p),
            Zone::Deck(p),
            Zone::RuneDeck(p),
            Zone::Trash(p),
            Zone::Banishment(p),
        ]);
        for z in zones {
            let objs: Vec<ObjId> = game
                .in_zone(z)
                .into_iter()
                .filter(|&o| game.obj(o).controller == p)
                .collect();
            if objs.is_empty() {
                continue;
            }
            let items: Vec<String> = objs.iter().map(|&o| describe(game, o)).collect();
            let name = match z {
                Zone::Battlefield(b) => format!("at {}", game.bf_label(b)),
                _ => game
                    .zone_name(z)
                    .trim_start_matches(&format!("{p} "))
                    .to_string(),
            };
            let _ = writeln!(out, "  {name}: {}", items.join(", "));
        }
    }
    if game.chain.is_empty() {
        out.push_str("chain: empty\n");
    }
    for item in &game.chain {
        let what = item.name(game);
        let targets = item.target_labels(game);
        let pending = if item.pending { " pending" } else { "" };
        // No empty list a person has to read: a spell without targets says none.
        let targets = match targets.as_slice() {
            [] => "no targets".to_string(),
            t => format!("targets [{}]", t.join(", ")),
        };
        let _ = writeln!(
            out,
            "chain #{} {what} ({}{pending}) {targets}",
            item.serial, item.controller
        );
    }
    out
}

/// `label` plus what a judge needs: Might, status, damage, keywords, attachment.
fn describe(game: &Game, o: ObjId) -> String {
    let obj = game.obj(o);
    let kind = game.card(o).kind;
    let mut parts: Vec<String> = Vec::new();
    if obj.zone.is_location() {
        if let Some(m) = might(game, o).filter(|_| kind == CardKind::Unit) {
            parts.push(format!("{m} might"));
        }
        parts.push(if obj.exhausted {
            "exhausted".into()
        } else {
            "ready".into()
        });
        if obj.stunned {
            parts.push("stunned".into());
        }
        if obj.damage > 0 {
            parts.push(format!("damage {}", obj.damage));
        }
        if obj.buffs > 0 {
            parts.push(format!("buffs {}", obj.buffs));
        }
        if let Some(u) = obj.attached_to {
            parts.push(format!("on {}", game.label(u)));
        }
    }
    let kws = keywords::describe(game, o);
    if !kws.is_empty() && kind != CardKind::Rune {
        parts.push(kws);
    }
    if parts.is_empty() {
        game.label(obj.id).to_string()
    } else {
        format!("{} ({})", game.label(obj.id), parts.join("; "))
    }
}
