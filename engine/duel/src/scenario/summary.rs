//! The final-state summary pinned beside each duel trace, also used to prove that a refused
//! step changed nothing: the turn and step, the combat, each player's life, pool and zones
//! (permanents with their status, power and toughness, keywords), and the stack.

use crate::model::cost::Mana;
use crate::query::combat::summoning_sick;
use crate::query::keywords;
use crate::query::stats::power_toughness;
use crate::state::{Game, ObjId, Zone};
use grimoire_core::{en_fr, format_en_fr, write_en_fr};
use std::fmt::Write;

pub fn summary(game: &Game) -> String {
    let mut out = String::new();
    let t = &game.turn;
    let prio = t
        .priority
        .map_or(en_fr!(en: "none", fr: "personne").to_string(), |p| {
            p.to_string()
        });
    let (number, player, step) = (t.number, t.player, t.phase.name());
    let _ = write_en_fr!(
        out,
        en: "turn {number} ({player}), {step}, priority {prio}\n",
        fr: "tour {number} ({player}), {step}, priorité {prio}\n"
    );
    if let Some(w) = t.winner {
        let _ = write_en_fr!(out, en: "winner {w}\n", fr: "vainqueur : {w}\n");
    }
    if game.turn.drawn {
        out.push_str(en_fr!(en: "the game is a draw\n", fr: "la partie est nulle\n"));
    }
    if let Some(c) = &game.combat {
        let names = |v: &[ObjId]| -> String {
            listed(v.iter().map(|&o| game.label(o).to_string()).collect())
        };
        let blocks: Vec<String> = c
            .blocks
            .iter()
            .map(|&(b, a)| {
                let (b, a) = (game.label(b), game.label(a));
                format_en_fr!(en: "{b} blocks {a}", fr: "{b} bloque {a}")
            })
            .collect();
        let (attacker, defender) = (c.attacker, c.defender);
        let (attackers, blocks, blocked) = (names(&c.attackers), listed(blocks), names(&c.blocked));
        let _ = write_en_fr!(
            out,
            en: "combat: {attacker} attacks {defender}; attackers {attackers}; blocks {blocks}; \
                 blocked {blocked}\n",
            fr: "combat : {attacker} attaque {defender} ; attaquants {attackers} ; \
                 blocages {blocks} ; bloqués {blocked}\n"
        );
    }
    for p in game.player_ids() {
        let pl = &game.players[p.index()];
        let life = pl.life;
        let mut line = format_en_fr!(en: "{p}: life {life}", fr: "{p} : {life} points de vie");
        if pl.pool != Mana::ZERO {
            let pool = pl.pool;
            let _ = write_en_fr!(line, en: ", pool {pool}", fr: ", réserve {pool}");
        }
        if pl.lands_played > 0 {
            let n = pl.lands_played;
            let _ = write_en_fr!(line, en: ", {n} land played", fr: ", {n} terrain(s) joué(s)");
        }
        let _ = writeln!(out, "{line}");
        let zones = [
            (en_fr!(en: "hand", fr: "main"), Zone::Hand(p)),
            (
                en_fr!(en: "battlefield", fr: "champ de bataille"),
                Zone::Battlefield,
            ),
            (en_fr!(en: "library", fr: "bibliothèque"), Zone::Library(p)),
            (en_fr!(en: "graveyard", fr: "cimetière"), Zone::Graveyard(p)),
            (en_fr!(en: "exile", fr: "exil"), Zone::Exile),
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
            let items = items.join(", ");
            let _ = write_en_fr!(out, en: "  {name}: {items}\n", fr: "  {name} : {items}\n");
        }
    }
    for item in &game.chain {
        let what = item.name(game);
        let targets = item.target_labels(game);
        let pending = if item.pending {
            en_fr!(en: " pending", fr: " en attente")
        } else {
            ""
        };
        let (serial, controller) = (item.serial, item.controller);
        let mut line = format_en_fr!(
            en: "stack #{serial} {what} ({controller}){pending}",
            fr: "pile #{serial} {what} ({controller}){pending}"
        );
        if !targets.is_empty() {
            let targets = targets.join(", ");
            let _ = write_en_fr!(line, en: " targets [{targets}]", fr: " cibles [{targets}]");
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
        en_fr!(en: "none", fr: "aucun").into()
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
        parts.push(en_fr!(en: "tapped", fr: "engagé(e)").into());
    }
    let (damage, shields) = (obj.damage, obj.shields);
    if damage > 0 {
        parts.push(format_en_fr!(en: "damage {damage}", fr: "{damage} blessure(s)"));
    }
    if power_toughness(game, o).is_some() && summoning_sick(game, o) {
        parts.push(en_fr!(en: "sick", fr: "mal d'invocation").into());
    }
    if shields > 0 {
        parts.push(format_en_fr!(
            en: "{shields} regeneration shield(s)",
            fr: "{shields} bouclier(s) de régénération"
        ));
    }
    if let Some(on) = obj.attached_to {
        let on = game.label(on);
        parts.push(format_en_fr!(en: "on {on}", fr: "sur {on}"));
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
