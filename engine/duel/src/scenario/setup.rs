//! Building the starting game of a duel scenario from its `[setup]` (docs/SCENARIOS.md, duel
//! section): the turn player's first main phase with priority and an empty stack.

use super::Scenario;
use crate::diag::Diagnostic;
use crate::model::catalog::Catalog;
use crate::state::{Game, ObjId, PlayerId, Step, Zone};
use grimoire_core::scenario::CardEntry;
use std::rc::Rc;

pub fn build(scn: &Scenario, catalog: Rc<Catalog>) -> Result<Game, Vec<Diagnostic>> {
    let setup = &scn.setup;
    let mut game = Game::new(catalog, setup.players.len(), scn.seed);
    let mut errors = Vec::new();
    if setup.players.len() != 2 {
        errors.push(Diagnostic::new(
            grimoire_core::diag::SourcePos::new(scn.path.clone(), 1, 1),
            format!(
                "the duel game is for two players; this setup has {}",
                setup.players.len()
            ),
        ));
    }
    let turn = PlayerId(setup.turn as u8);
    game.turn.number = 1;
    game.turn.player = turn;
    game.turn.priority = Some(turn);
    game.turn.first_player = turn;
    game.turn.phase = Step::Main1;
    let mut attachments = Vec::new();
    for (i, p) in setup.players.iter().enumerate() {
        let pid = PlayerId(i as u8);
        // Zone by zone in this order whatever the file's order: ids do not depend on layout.
        let zones = [
            (p.zone("hand"), Zone::Hand(pid)),
            (p.zone("library"), Zone::Library(pid)),
            (p.zone("battlefield"), Zone::Battlefield),
            (p.zone("graveyard"), Zone::Graveyard(pid)),
            (p.zone("exile"), Zone::Exile),
        ];
        for (entries, zone) in zones {
            for e in entries {
                if let Some(id) = add(&mut game, e, pid, zone, &mut errors) {
                    attachments.extend(e.on.clone().map(|on| (id, on, e)));
                }
            }
        }
        let player = &mut game.players[i];
        player.life = p.number("life").map_or(20, |n| n.min(1_000_000) as i32);
        player.last_turn = u32::from(i == setup.turn);
    }
    for (gear, on, e) in attachments {
        match game.find_label(&on) {
            Some(target) if game.obj(gear).zone == Zone::Battlefield => {
                game.obj_mut(gear).attached_to = Some(target)
            }
            Some(_) => errors.push(Diagnostic::new(
                e.loc.clone(),
                format!("`on {on}`: only a permanent on the battlefield is attached"),
            )),
            None => errors.push(Diagnostic::new(
                e.loc.clone(),
                format!("`on {on}`: no object has that label"),
            )),
        }
    }
    if errors.is_empty() {
        Ok(game)
    } else {
        Err(errors)
    }
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
    let on_field = zone == Zone::Battlefield;
    let permanent = game.catalog.card(card).kind.is_permanent();
    if on_field && !permanent {
        errors.push(Diagnostic::new(
            e.loc.clone(),
            format!(
                "`{}` is not a permanent: it cannot be on the battlefield",
                e.card
            ),
        ));
        return None;
    }
    for word in ["tapped", "sick"] {
        if e.has(word) && !on_field {
            errors.push(Diagnostic::new(
                e.loc.clone(),
                format!("`{word}` is for a permanent on the battlefield"),
            ));
        }
    }
    let id = game.spawn(card, owner, zone, Some(e.label.to_string()));
    let turn = game.turn.number;
    let o = game.obj_mut(id);
    o.tapped = e.has("tapped");
    o.damage = e.number("damage") as i32;
    // `sick`: it came under its controller's control this turn.
    o.since = e.has("sick").then_some(turn);
    Some(id)
}
