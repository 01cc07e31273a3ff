//! Building the starting game of a scenario from its `[setup]` (docs/SCENARIOS.md).

use super::Scenario;
use crate::diag::Diagnostic;
use crate::model::card::CardKind;
use crate::model::catalog::Catalog;
use crate::state::game::{Battlefield, Phase};
use crate::state::{BfId, Game, ObjId, PlayerId, Zone};
use grimoire_core::scenario::CardEntry;
use std::rc::Rc;

/// The game a scenario starts from: the turn player's Main Phase, neutral open, with priority.
pub fn build(scn: &Scenario, catalog: Rc<Catalog>) -> Result<Game, Vec<Diagnostic>> {
    let setup = &scn.setup;
    let mut game = Game::new(catalog, setup.players.len(), scn.seed);
    let mut errors = Vec::new();
    let turn = PlayerId(setup.turn as u8);
    game.turn.player = turn;
    game.turn.priority = Some(turn);
    // The scenario starts in the first turn of the player whose turn it is.
    game.turn.first_player = turn;
    game.turn.phase = Phase::Main;
    for e in &setup.places {
        if let Some(id) = add(
            &mut game,
            e,
            PlayerId(0),
            Zone::BattlefieldCards,
            &mut errors,
        ) {
            if game.card(id).kind != CardKind::Battlefield {
                errors.push(Diagnostic::new(
                    e.loc.clone(),
                    format!("`{}` is not a battlefield card", e.card),
                ));
            }
            game.battlefields.push(Battlefield::new(id));
        }
    }
    let mut attachments = Vec::new();
    for (i, p) in setup.players.iter().enumerate() {
        let pid = PlayerId(i as u8);
        // Objects are made zone by zone in this order whatever the file's order, so that ids
        // (and the order of traces listing objects) do not depend on how a file is written.
        let zones = [
            (p.zone("hand"), Zone::Hand(pid)),
            (p.zone("deck"), Zone::Deck(pid)),
            (p.zone("rune_deck"), Zone::RuneDeck(pid)),
            (p.zone("base"), Zone::Base(pid)),
            (p.zone("trash"), Zone::Trash(pid)),
            (p.zone("banishment"), Zone::Banishment(pid)),
            (p.zone("champion"), Zone::Champion(pid)),
            (p.zone("legend"), Zone::Legend(pid)),
        ];
        for (entries, zone) in zones {
            for e in entries {
                if let Some(id) = add(&mut game, e, pid, zone, &mut errors) {
                    attachments.extend(e.on.clone().map(|on| (id, on, e)));
                }
            }
        }
        for (bf, entries) in p.keyed("battlefield") {
            let Some(b) = battlefield(&game, bf) else {
                continue;
            };
            for e in entries {
                if let Some(id) = add(&mut game, e, pid, Zone::Battlefield(b), &mut errors) {
                    attachments.extend(e.on.clone().map(|on| (id, on, e)));
                }
            }
        }
        for (bf, entries) in p.keyed("facedown") {
            if let Some(b) = battlefield(&game, bf) {
                for e in entries {
                    add(&mut game, e, pid, Zone::Facedown(b), &mut errors);
                }
            }
        }
        game.players[i].turns_taken = u32::from(i == setup.turn);
        // 103.2.a.1: the card in the Champion Zone at setup is the chosen champion.
        game.players[i].chosen_champion = game
            .zone_slice(Zone::Champion(pid))
            .first()
            .map(|&o| game.obj(o).card);
        game.players[i].xp = p.number("xp").unwrap_or(0) as u32;
        game.players[i].points = p.number("points").unwrap_or(0) as u32;
    }
    for (gear, on, e) in attachments {
        match game.find_label(&on) {
            // 434: gear attaches to a unit (what `query::scan::gear_on` relies on).
            Some(unit) if !crate::query::board::is_unit(&game, unit) => {
                errors.push(Diagnostic::new(
                    e.loc.clone(),
                    format!("`on {on}`: gear attaches to a unit (434)"),
                ))
            }
            // 719.2, 719.3.a: gear is attached at its unit's location, and stays with it (what
            // the rules, and the queries that read only that location, rely on).
            Some(unit)
                if game.obj(unit).zone != game.obj(gear).zone
                    || !game.obj(gear).zone.is_location() =>
            {
                errors.push(Diagnostic::new(
                    e.loc.clone(),
                    format!("`on {on}`: gear is attached where its unit is, at a base or battlefield (719.2, 719.3.a)"),
                ))
            }
            Some(unit) => crate::state::board::set_attachment(&mut game, gear, Some(unit)),
            None => errors.push(Diagnostic::new(
                e.loc.clone(),
                format!("`on {on}`: no object has that label"),
            )),
        }
    }
    // docs/SCENARIOS.md: a battlefield is controlled by the only player with units there.
    for i in 0..game.battlefields.len() {
        let mut owners: Vec<PlayerId> = game
            .objects
            .iter()
            .filter(|o| o.zone == Zone::Battlefield(BfId(i as u8)))
            .map(|o| o.controller)
            .collect();
        owners.dedup();
        if owners.len() == 1 {
            game.battlefields[i].controller = Some(owners[0]);
        }
    }
    if errors.is_empty() {
        Ok(game)
    } else {
        Err(errors)
    }
}

fn battlefield(game: &Game, id: &str) -> Option<BfId> {
    game.battlefields
        .iter()
        .position(|b| **game.label(b.obj) == *id || game.card(b.obj).id == id)
        .map(|i| BfId(i as u8))
}

fn add(
    game: &mut Game,
    e: &CardEntry,
    owner: PlayerId,
    zone: Zone,
    errors: &mut Vec<Diagnostic>,
) -> Option<ObjId> {
    let card = game
        .catalog
        .find_or_report(&e.card, None, e.loc.clone(), errors)?;
    let id = game.spawn(card, owner, zone, Some(e.label.to_string()));
    let o = game.obj_mut(id);
    o.exhausted = e.has("exhausted");
    o.damage = e.number("damage") as i32;
    o.buffs = e.has("buffed") as i32;
    Some(id)
}
