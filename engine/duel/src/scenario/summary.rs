//! The final-state summary pinned beside each duel trace, also used to prove that a refused
//! step changed nothing: the turn and step, the combat, each player's life, pool and zones
//! (permanents with their status, power and toughness, keywords), and the stack.

use crate::model::cost::Mana;
use crate::query::combat::summoning_sick;
use crate::query::keywords;
use crate::query::stats::power_toughness;
use crate::state::{Game, ObjId, Zone};
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
        t.phase.name()
    );
    if let Some(w) = t.winner {
        let _ = writeln!(out, "winner {w}");
    }
    if game.turn.drawn {
        let _ = writeln!(out, "the game is a draw");
    }
    if let Some(c) = &game.combat {
        let names = |v: &[ObjId]| -> String {
            listed(v.iter().map(|&o| game.label(o).to_string()).collect())
        };
        let blocks: Vec<String> = c
            .blocks
            .iter()
            .map(|&(b, a)| format!("{} blocks {}", game.label(b), game.label(a)))
            .collect();
        let _ = writeln!(
            out,
            "combat: {} attacks {}; attackers {}; blocks {}; blocked {}",
            c.attacker,
            c.defender,
            names(&c.attackers),
            listed(blocks),
            names(&c.blocked)
        );
    }
    for p in game.player_ids() {
        let pl = &game.players[p.index()];
        let mut line = format!("{p}: life {}", pl.life);
        if pl.pool != Mana::ZERO {
            let _ = write!(line, ", pool {}", pl.pool);
        }
        if pl.lands_played > 0 {
            let _ = write!(line, ", {} land played", pl.lands_played);
        }
        let _ = writeln!(out, "{line}");
        let zones = [
            ("hand", Zone::Hand(p)),
            ("battlefield", Zone::Battlefield),
            ("library", Zone::Library(p)),
            ("graveyard", Zone::Graveyard(p)),
            ("exile", Zone::Exile),
        ];
        for (name, z) in zones {
            let objs: Vec<ObjId> = game
                .in_zone(z)
                .into_iter()
                .filter(|&o| match z {
                    Zone::Battlefield => game.obj(o).controller == p,
                    Zone::Exile => game.obj(o).owner == p,
                    _ => true,
                })
                .collect();
            if objs.is_empty() {
                continue;
            }
            let items: Vec<String> = objs.iter().map(|&o| describe(game, o)).collect();
            let _ = writeln!(out, "  {name}: {}", items.join(", "));
        }
    }
    for item in &game.chain {
        let what = item.name(game);
        let targets = item.target_labels(game);
        let pending = if item.pending { " pending" } else { "" };
        let mut line = format!(
            "stack #{} {what} ({}){pending}",
            item.serial, item.controller
        );
        if !targets.is_empty() {
            let _ = write!(line, " targets [{}]", targets.join(", "));
        }
        if item.ext.x > 0 {
            let _ = write!(line, " x {}", item.ext.x);
        }
        let _ = writeln!(out, "{line}");
    }
    out
}

/// A list as a person reads it: `[a, b]`, or `none` rather than an empty pair of brackets.
fn listed(items: Vec<String>) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        format!("[{}]", items.join(", "))
    }
}

/// A card as the summary shows it: its label, and on the battlefield its status.
fn describe(game: &Game, o: ObjId) -> String {
    let obj = game.obj(o);
    if obj.zone != Zone::Battlefield {
        return game.label(obj.id).to_string();
    }
    let mut parts = Vec::new();
    if let Some((p, t)) = power_toughness(game, o) {
        parts.push(format!("{p}/{t}"));
    }
    if obj.tapped {
        parts.push("tapped".into());
    }
    if obj.damage > 0 {
        parts.push(format!("damage {}", obj.damage));
    }
    if power_toughness(game, o).is_some() && summoning_sick(game, o) {
        parts.push("sick".into());
    }
    if obj.shields > 0 {
        parts.push(format!("{} regeneration shield(s)", obj.shields));
    }
    if let Some(on) = obj.attached_to {
        parts.push(format!("on {}", game.label(on)));
    }
    let kws = keywords::describe(game, o);
    if !kws.is_empty() {
        parts.push(kws);
    }
    if parts.is_empty() {
        game.label(obj.id).to_string()
    } else {
        format!("{} ({})", game.label(obj.id), parts.join("; "))
    }
}
