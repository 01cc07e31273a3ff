//! Where each game's scenario can start, its `[setup]` written from a game, and the checks of
//! where a game stands (docs/SCENARIOS.md): what `save` needs of a ruleset, kept here so that
//! the rulesets know nothing of sessions.

use super::save::{Scenes, entry, list};
use grimoire_core::state::PlayerId;
use grimoire_core::{en_fr, format_en_fr};
use grimoire_duel::Duel;
use grimoire_riftbound::Riftbound;
use std::fmt::Write;

/// A TOML key: bare when it may be, else quoted.
fn key(k: &str) -> String {
    if !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        k.to_string()
    } else {
        toml::Value::String(k.to_string()).to_string()
    }
}

impl Scenes for Riftbound {
    fn clean_start(game: &grimoire_riftbound::state::Game, player: PlayerId) -> bool {
        use grimoire_riftbound::state::game::Phase;
        let t = &game.turn;
        t.number == 1
            && t.phase == Phase::Main
            && t.player == player
            && t.priority == Some(player)
            && game.chain.is_empty()
            && game.showdown.is_none()
    }

    fn turn_ended(game: &grimoire_riftbound::state::Game, from: u32) -> bool {
        use grimoire_riftbound::state::game::Phase;
        let t = &game.turn;
        t.number > from
            && t.phase == Phase::Main
            && t.priority == Some(t.player)
            && game.chain.is_empty()
            && game.showdown.is_none()
    }

    fn setup(game: &grimoire_riftbound::state::Game) -> Result<String, String> {
        use grimoire_riftbound::state::{BfId, Zone};
        let entry_of = |o| {
            let obj = game.obj(o);
            let mut words = Vec::new();
            if obj.exhausted {
                words.push("exhausted".to_string());
            }
            if obj.damage > 0 {
                words.push(format!("damage {}", obj.damage));
            }
            if obj.buffs > 0 {
                words.push("buffed".to_string());
            }
            if let Some(u) = obj.attached_to {
                words.push(format!("on {}", game.label(u)));
            }
            entry(&game.card(o).id, game.label(o), &words)
        };
        let mut s = format!("[setup]\nturn = \"{}\"\n", game.turn.player);
        let bfs: Vec<String> = game.battlefields.iter().map(|b| entry_of(b.obj)).collect();
        s.push_str(&list("battlefields", &bfs));
        for p in game.player_ids() {
            let _ = write!(s, "\n[setup.{p}]\n");
            let zones = [
                ("hand", Zone::Hand(p)),
                ("deck", Zone::Deck(p)),
                ("rune_deck", Zone::RuneDeck(p)),
                ("base", Zone::Base(p)),
                ("trash", Zone::Trash(p)),
                ("banishment", Zone::Banishment(p)),
                ("champion", Zone::Champion(p)),
                ("legend", Zone::Legend(p)),
            ];
            for (name, z) in zones {
                let objs: Vec<String> = game.in_zone(z).into_iter().map(entry_of).collect();
                s.push_str(&list(name, &objs));
            }
            for (i, b) in game.battlefields.iter().enumerate() {
                let bf = key(game.label(b.obj));
                let at = Zone::Battlefield(BfId(i as u8));
                let units: Vec<String> = game
                    .in_zone(at)
                    .into_iter()
                    .filter(|&o| game.obj(o).controller == p)
                    .map(entry_of)
                    .collect();
                s.push_str(&list(&format!("battlefield.{bf}"), &units));
                let hidden = game.in_zone(Zone::Facedown(BfId(i as u8)));
                if let Some(&o) = hidden.iter().find(|&&o| game.obj(o).controller == p) {
                    let _ = writeln!(s, "facedown.{bf} = {}", entry_of(o));
                }
            }
            let pl = &game.players[p.index()];
            let _ = writeln!(s, "xp = {}\npoints = {}", pl.xp, pl.points);
        }
        Ok(s)
    }

    fn expectations(game: &grimoire_riftbound::state::Game) -> Vec<String> {
        let mut v = Vec::new();
        if let Some(w) = game.turn.winner {
            v.push(format!("winner {w}"));
        }
        v.push(format!("turn {}", game.turn.player));
        for p in game.player_ids() {
            v.push(format!("{p} points {}", game.players[p.index()].points));
        }
        v.push(match game.chain.len() {
            0 => "chain empty".to_string(),
            n => format!("chain {n}"),
        });
        v
    }

    /// A showdown or a combat takes place in the Main Phase (340s, 459): the board says which,
    /// where, and who has focus, rather than `Main phase`.
    fn moment(game: &grimoire_riftbound::state::Game) -> Option<String> {
        use grimoire_riftbound::state::GameExt;
        let sd = game.showdown.as_ref()?;
        let t = &game.turn;
        let prio = t
            .priority
            .map_or(en_fr!(en: "none", fr: "personne").to_string(), |p| {
                p.to_string()
            });
        let at = game.bf_label(sd.bf);
        let what = match (sd.combat, sd.attacker, sd.defender) {
            (true, Some(a), Some(d)) => format_en_fr!(
                en: "combat at {at} ({a} attacks, {d} defends)",
                fr: "combat à {at} ({a} attaque, {d} défend)"
            ),
            (true, ..) => format_en_fr!(en: "combat at {at}", fr: "combat à {at}"),
            (false, ..) => format_en_fr!(en: "showdown at {at}", fr: "confrontation à {at}"),
        };
        let (turn, player, focus) = (t.number, t.player, sd.focus);
        Some(format_en_fr!(
            en: "turn {turn} ({player}), {what}, focus {focus}, priority {prio}",
            fr: "tour {turn} ({player}), {what}, focus {focus}, priorité {prio}"
        ))
    }
}

impl Scenes for Duel {
    fn clean_start(game: &grimoire_duel::state::Game, player: PlayerId) -> bool {
        use grimoire_duel::state::game::Step;
        let t = &game.turn;
        t.number == 1
            && t.phase == Step::Main1
            && t.player == player
            && t.priority == Some(player)
            && game.chain.is_empty()
    }

    /// The duel has no `end turn` action: every pass is a step of its own.
    fn turn_ended(_game: &grimoire_duel::state::Game, _from: u32) -> bool {
        true
    }

    fn setup(game: &grimoire_duel::state::Game) -> Result<String, String> {
        use grimoire_duel::state::Zone;
        let entry_of = |o| {
            let obj = game.obj(o);
            let mut words = Vec::new();
            if obj.zone == Zone::Battlefield && obj.tapped {
                words.push("tapped".to_string());
            }
            if obj.damage > 0 {
                words.push(format!("damage {}", obj.damage));
            }
            if obj.zone == Zone::Battlefield && obj.since == Some(game.turn.number) {
                words.push("sick".to_string());
            }
            if let Some(u) = obj.attached_to {
                words.push(format!("on {}", game.label(u)));
            }
            entry(&game.card(o).id, game.label(o), &words)
        };
        let mut s = format!("[setup]\nturn = \"{}\"\n", game.turn.player);
        for p in game.player_ids() {
            let _ = write!(s, "\n[setup.{p}]\n");
            let own = |z: Zone, by_controller: bool| -> Vec<String> {
                game.in_zone(z)
                    .into_iter()
                    .filter(|&o| {
                        let obj = game.obj(o);
                        (if by_controller {
                            obj.controller
                        } else {
                            obj.owner
                        }) == p
                    })
                    .map(entry_of)
                    .collect()
            };
            s.push_str(&list("hand", &own(Zone::Hand(p), false)));
            s.push_str(&list("library", &own(Zone::Library(p), false)));
            s.push_str(&list("battlefield", &own(Zone::Battlefield, true)));
            s.push_str(&list("graveyard", &own(Zone::Graveyard(p), false)));
            s.push_str(&list("exile", &own(Zone::Exile, false)));
            let _ = writeln!(s, "life = {}", game.players[p.index()].life);
        }
        Ok(s)
    }

    fn expectations(game: &grimoire_duel::state::Game) -> Vec<String> {
        let mut v = Vec::new();
        if let Some(w) = game.turn.winner {
            v.push(format!("winner {w}"));
        }
        v.push(format!("turn {}", game.turn.player));
        for p in game.player_ids() {
            v.push(format!("{p} life {}", game.players[p.index()].life));
        }
        v.push(match game.chain.len() {
            0 => "chain empty".to_string(),
            n => format!("chain {n}"),
        });
        v
    }
}
