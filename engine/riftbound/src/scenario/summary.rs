//! The final-state summary pinned beside each trace, also used to prove that a refused step
//! changed nothing (the summary covers every zone, status, pool and chain item).

use crate::model::card::CardKind;
use crate::model::cost::Domain;
use crate::query::{keywords, might::might};
use crate::state::GameExt;
use crate::state::{BfId, Game, ObjId, Zone};
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
    let (number, player, phase) = (t.number, t.player, t.phase.words());
    let _ = write_en_fr!(
        out,
        en: "turn {number} ({player}), {phase}, priority {prio}\n",
        fr: "tour {number} ({player}), {phase}, priorité {prio}\n"
    );
    if let Some(w) = t.winner {
        let _ = write_en_fr!(out, en: "winner {w}\n", fr: "vainqueur : {w}\n");
    }
    for (i, b) in game.battlefields.iter().enumerate() {
        let ctl = b.controller.map_or(
            en_fr!(en: "uncontrolled", fr: "non contrôlé").to_string(),
            |p| format_en_fr!(en: "controlled by {p}", fr: "contrôlé par {p}"),
        );
        let bf = game.bf_label(BfId(i as u8));
        let _ = write_en_fr!(
            out,
            en: "battlefield {bf}: {ctl}\n",
            fr: "champ de bataille {bf} : {ctl}\n"
        );
    }
    for p in game.player_ids() {
        let pl = &game.players[p.index()];
        let energy = pl.pool.energy;
        let mut pool = format_en_fr!(en: "{energy} energy", fr: "{energy} énergie");
        for d in Domain::ALL {
            if pl.pool.power[d.index()] > 0 {
                let _ = write!(pool, ", {} [{}]", pl.pool.power[d.index()], d.letter());
            }
        }
        if pl.pool.has_spell_part() {
            let spell = pl.pool.spell_energy;
            let _ = write_en_fr!(
                pool,
                en: "; for spells only {spell} energy",
                fr: " ; pour les sorts seulement {spell} énergie"
            );
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
        let (points, xp) = (pl.points, pl.xp);
        let _ = write_en_fr!(
            out,
            en: "{p}: {points} points, {xp} xp, pool {pool}\n",
            fr: "{p} : {points} points, {xp} xp, réserve {pool}\n"
        );
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
            let items = items.join(", ");
            let name = zone_header(game, z, p);
            let _ = write_en_fr!(out, en: "  {name}: {items}\n", fr: "  {name} : {items}\n");
        }
    }
    if game.chain.is_empty() {
        out.push_str(en_fr!(en: "chain: empty\n", fr: "pile : vide\n"));
    }
    for item in &game.chain {
        let what = item.name(game);
        let targets = item.target_labels(game);
        let pending = if item.pending {
            en_fr!(en: " pending", fr: ", en attente")
        } else {
            ""
        };
        // No empty list a person has to read: a spell without targets says none.
        let targets = match targets.as_slice() {
            [] => en_fr!(en: "no targets", fr: "aucune cible").to_string(),
            t => {
                let t = t.join(", ");
                format_en_fr!(en: "targets [{t}]", fr: "cibles [{t}]")
            }
        };
        let (serial, controller) = (item.serial, item.controller);
        let _ = write_en_fr!(
            out,
            en: "chain #{serial} {what} ({controller}{pending}) {targets}\n",
            fr: "pile #{serial} {what} ({controller}{pending}) {targets}\n"
        );
    }
    out
}

/// A zone's header under its player's line: `hand`, `at X`, `facedown at X`, `rune deck`…
/// (in French `main`, `à X`, `face cachée à X`, `deck de runes`…).
fn zone_header(game: &Game, z: Zone, p: crate::state::PlayerId) -> String {
    if !grimoire_core::words::french() {
        return match z {
            Zone::Battlefield(b) => format!("at {}", game.bf_label(b)),
            _ => game
                .zone_name(z)
                .trim_start_matches(&format!("{p} "))
                .to_string(),
        };
    }
    match z {
        Zone::Battlefield(b) => format!("à {}", game.bf_label(b)),
        Zone::Facedown(b) => format!("face cachée à {}", game.bf_label(b)),
        Zone::Hand(_) => "main".into(),
        Zone::Base(_) => "base".into(),
        Zone::Champion(_) => "zone de champion".into(),
        Zone::Legend(_) => "zone de légende".into(),
        Zone::Deck(_) => "deck".into(),
        Zone::RuneDeck(_) => "deck de runes".into(),
        Zone::Trash(_) => "défausse".into(),
        Zone::Banishment(_) => "bannissement".into(),
        _ => game.zone_name(z),
    }
}

/// `label` plus what a judge needs: Might, status, damage, keywords, attachment.
fn describe(game: &Game, o: ObjId) -> String {
    let obj = game.obj(o);
    let kind = game.card(o).kind;
    let mut parts: Vec<String> = Vec::new();
    if obj.zone.is_location() {
        if let Some(m) = might(game, o).filter(|_| kind == CardKind::Unit) {
            parts.push(format_en_fr!(en: "{m} might", fr: "Puissance {m}"));
        }
        parts.push(if obj.exhausted {
            en_fr!(en: "exhausted", fr: "épuisé(e)").into()
        } else {
            en_fr!(en: "ready", fr: "préparé(e)").into()
        });
        if obj.stunned {
            parts.push(en_fr!(en: "stunned", fr: "étourdi(e)").into());
        }
        let (damage, buffs) = (obj.damage, obj.buffs);
        if damage > 0 {
            parts.push(format_en_fr!(en: "damage {damage}", fr: "{damage} dégât(s)"));
        }
        if buffs > 0 {
            parts.push(format_en_fr!(en: "buffs {buffs}", fr: "{buffs} buff(s)"));
        }
        if let Some(u) = obj.attached_to {
            let on = game.label(u);
            parts.push(format_en_fr!(en: "on {on}", fr: "sur {on}"));
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
