//! The legal actions of the player with priority: what an agent chooses from when it acts.
//! Every option offered can be completed.
//!
//! What the rules answer directly is answered directly: timing and permissions, whether a cost
//! can be paid (one `Means` a listing, for every card), where units may move and where cards
//! may be hidden. Only an action whose outcome depends on choices or scripts is tried on a fork
//! (`completes`), and only once those checks have passed. The checks' refusals are typed
//! values, dropped unread: nothing here writes a reason out, nor names an action
//! (`Action::label` does, when a name is read).

use super::action::Action;
use super::activate::{activated_abilities, has_active_abilities, refused_outright};
use super::env::ScriptRunner;
use super::hide::{check_hide_at, hide_cost, playable_hidden};
use super::movement::{check_move_destination, check_move_timing, check_unit_move, may_go};
use super::pay::Means;
use super::play::provisionally_timed;
use super::play_options::unit_locations;
use crate::model::card::CardKind;
use crate::model::functions::{CHOOSE, COST_LESS};
use crate::query::board::hide_hook;
use crate::query::timing::check_play_timing;
use crate::state::GameExt;
use crate::state::game::Phase;
use crate::state::{BfId, Game, Location, ObjId, PlayerId, Zone};
use grimoire_core::rules::trial::completes_as;
use smallvec::SmallVec;

/// Whether `action` can be done, tried on a fork: the action itself, without the settling that
/// follows it and cannot make it illegal (`action::act`).
fn completes(game: &Game, scripts: &dyn ScriptRunner<crate::Riftbound>, action: &Action) -> bool {
    completes_as(game, scripts, action, super::action::act)
}

/// The legal actions of the player with priority, in a stable order: plays (from hand and
/// champion zone, then from face down), activations, hides, moves, then pass or end turn.
pub fn legal_actions(game: &Game, scripts: &dyn ScriptRunner<crate::Riftbound>) -> Vec<Action> {
    // Room for a typical listing, so that it is allocated once.
    let mut out = Vec::with_capacity(16);
    list_into(game, scripts, &mut out);
    out
}

/// `legal_actions`, added to `out` (a buffer a game played out keeps).
pub fn list_into(game: &Game, scripts: &dyn ScriptRunner<crate::Riftbound>, out: &mut Vec<Action>) {
    let Some(player) = game.turn.priority else {
        return;
    };
    if game.turn.winner.is_some() {
        return;
    }
    // Nothing below changes the game: what the player has on the board, and what they can pay
    // with, are read once.
    let own = Holdings::scan(game, player);
    let means = &own.means;
    debug_assert_eq!(*means, Means::of(game, player));
    let hand = game.zone_slice(Zone::Hand(player));
    // Whether another card of theirs gives discounts: asked once a listing, at the first card
    // out of reach that could use one.
    let mut discounts = None;
    for &card in hand.iter().chain(game.zone_slice(Zone::Champion(player))) {
        if playable(game, scripts, player, card, means, &mut discounts) {
            out.push(Action::Play { player, card });
        }
    }
    hidden_plays(game, scripts, player, out);
    activations_and_hides(game, scripts, player, hand, &own.sources, means, out);
    let neutral_main = game.turn.player == player
        && game.turn.phase == Phase::Main
        && !game.is_closed()
        && game.showdown.is_none();
    if neutral_main {
        moves(game, player, &own.ready_units, out);
        out.push(Action::EndTurn);
    } else {
        out.push(Action::Pass { player });
    }
}

/// Whether `player` may play `card`, from their hand or champion zone, now (349–359).
fn playable(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
    player: PlayerId,
    card: ObjId,
    means: &Means,
    discounts: &mut Option<bool>,
) -> bool {
    let def = game.card(card);
    if !matches!(def.kind, CardKind::Unit | CardKind::Spell | CardKind::Gear)
        || game.players[player.index()].cannot_play
    {
        return false;
    }
    if means
        .covers_play(def.kind, &def.cost.resolve_own(&def.domains))
        .is_err()
    {
        // A card whose own text may make it cost less (`fn cost_less`) is tried.
        // So is a spell a delayed discount of its player's makes cheaper (356.4), and any
        // card while another card of theirs gives discounts (356.4.a).
        let less = def
            .script
            .is_some_and(|s| game.catalog.script(s).functions.contains(COST_LESS))
            || (def.kind == CardKind::Spell && game.players[player.index()].next_spell_less > 0)
            || *discounts.get_or_insert_with(|| super::discounts::any(game, player));
        return less && completes(game, scripts, &Action::Play { player, card });
    }
    play_answer(game, scripts, player, card, means)
        .unwrap_or_else(|| completes(game, scripts, &Action::Play { player, card }))
}

/// Whether `player` can complete playing `card` (a main-deck card whose printed cost `means`
/// covers), when the rules answer it without a trial; `None` when only a trial can tell (its
/// outcome depends on choices a script makes). Public for the test that compares both.
pub fn play_answer(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
    player: PlayerId,
    card: ObjId,
    means: &Means,
) -> Option<bool> {
    let def = game.card(card);
    // 366.1: a limit its text puts on its play is the card script's to tell, on a trial.
    if super::play_limit::has_play_limit(game, card) {
        return None;
    }
    let closed = game.is_closed();
    let has_choices = crate::query::foreseen::chooses(game, card);
    debug_assert_eq!(
        has_choices,
        def.script
            .is_some_and(|s| game.catalog.script(s).functions.contains(CHOOSE))
    );
    if check_play_timing(game, player, card, closed).is_ok() {
        // Timed and payable, without choices, it completes: a unit may always go to its
        // controller's base (355.2.a), anything offered after may be declined (357.3). A spell
        // whose only choice is its targets is answered by counting (`legal_target`).
        if !has_choices {
            return Some(true);
        }
        return super::legal_target::spell_answer(game, scripts, player, card, means);
    }
    // 358.3: an untimed play is refused before anything happens, unless a permission its own
    // text may grant it on the chain (806.4.a, 813.4.a) or a place with a permission (822.1.b)
    // may time it (`play::play_card_from` decides alike). The first holds only if its
    // condition is met once paid: tried.
    if provisionally_timed(game, player, card, closed) {
        return None;
    }
    if !place_permissions(game, card) {
        return Some(false);
    }
    // A unit without choices goes to such a place when there is one, and its units are still
    // there at the legality check (822.3): paying moves none.
    (def.kind == CardKind::Unit && !has_choices).then(|| {
        unit_locations(game, player, card)
            .iter()
            .any(|(_, permission)| permission.is_some())
    })
}

/// Every card `player` may play from face down now (811.1.b, 811.1.c): theirs, hidden before
/// this turn, by a keyword that allows it. Such a play ignores the base cost and is limited to
/// its battlefield in its choices (811.1.d): tried on a fork.
fn hidden_plays(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
    player: PlayerId,
    out: &mut Vec<Action>,
) {
    for b in 0..game.battlefields.len() {
        for &card in game.zone_slice(Zone::Facedown(BfId(b as u8))) {
            // What `hide::check_playable_hidden` checks, without writing out its refusals
            // (most face-down cards at a listing are the opponent's, or hidden this turn).
            if game.obj(card).controller != player || playable_hidden(game, card).is_none() {
                continue;
            }
            let action = Action::PlayHidden { player, card };
            if completes(game, scripts, &action) {
                out.push(action);
            }
        }
    }
}

/// Every activated ability `player` may use now (376–381) and every hide special action (421,
/// 811). An ability not refused outright is answered by counting when it can be
/// (`legal_target`), else tried on a fork, as its outcome depends on choices, scripts and
/// payments; a hide is settled by its checks.
fn activations_and_hides(
    game: &Game,
    scripts: &dyn ScriptRunner<crate::Riftbound>,
    player: PlayerId,
    hand: &[ObjId],
    sources: &[ObjId],
    means: &Means,
    out: &mut Vec<Action>,
) {
    for &source in sources {
        for (ability, ab) in activated_abilities(game, source, false).iter().enumerate() {
            if refused_outright(game, player, source, ab, means) {
                continue;
            }
            let action = Action::Activate {
                player,
                source,
                ability,
            };
            // An ability whose only script before payment is a choice the host can read is
            // answered by counting; the others are tried.
            let answer =
                super::legal_target::activation_answer(game, scripts, player, source, ab, means);
            if answer.unwrap_or_else(|| completes(game, scripts, &action)) {
                out.push(action);
            }
        }
    }
    // Where a card may be hidden does not depend on the card: most of the time there is no
    // such place, and no card's keywords need be read.
    let spots: smallvec::SmallVec<[BfId; 4]> = (0..game.battlefields.len())
        .map(|i| BfId(i as u8))
        .filter(|&at| check_hide_at(game, player, at).is_ok())
        .collect();
    if spots.is_empty() {
        return;
    }
    for &card in hand {
        let Some(hook) = hide_hook(game, card) else {
            continue;
        };
        // Hiding pays the hook's cost before anything else may fail (357.1).
        if !hide_cost(game, card, &hook).is_ok_and(|cost| means.covers(&cost).is_ok()) {
            continue;
        }
        // The timing, the place, the hook and the cost are all a hide can fail on (811.1.b,
        // 357.1; `hide::hide`: paying moves no card to the face-down zone nor changes who
        // controls the battlefield): no trial.
        for &at in &spots {
            out.push(Action::Hide { player, card, at });
        }
    }
}

/// Every standard move of one unit `player` may make now (144): the timing and each
/// destination are checked once, then each of `ready_units` to each destination.
fn moves(game: &Game, player: PlayerId, ready_units: &[ObjId], out: &mut Vec<Action>) {
    if ready_units.is_empty() || check_move_timing(game, player).is_err() {
        return;
    }
    // 444.2 refuses only a battlefield where units of two players other than the mover are:
    // in a game of two players there are never two others, so no destination is asked.
    let two_others_possible = game.players.len() > 2;
    let mut dests: SmallVec<[Location; 4]> = SmallVec::new();
    let bfs = (0..game.battlefields.len() as u8).map(|b| Location::Battlefield(BfId(b)));
    for to in std::iter::once(Location::Base(player)).chain(bfs) {
        if !two_others_possible || check_move_destination(game, player, to).is_ok() {
            dests.push(to);
        }
    }
    // `Holdings::scan` found them ready units of `player` at a location: only the way is asked
    // (`check_unit_move`'s last check).
    for &unit in ready_units {
        let from = game.obj(unit).zone;
        for &to in &dests {
            let go = may_go(game, player, unit, from, to);
            debug_assert_eq!(check_unit_move(game, player, unit, to).is_ok(), go);
            if go {
                out.push(Action::Move {
                    player,
                    units: smallvec::smallvec![unit],
                    to,
                });
            }
        }
    }
}

/// What a listing reads of the objects `player` controls on the board, found in one pass
/// over the board's zones (not the arena: decks and trash are most of it), in arena order.
struct Holdings {
    /// Objects on the board (107) with activated abilities (376).
    sources: SmallVec<[ObjId; 8]>,
    /// Units at a location that are ready: those a standard move may exhaust (144.2).
    ready_units: SmallVec<[ObjId; 8]>,
    /// What they can pay with (`Means::of`): their runes are counted on the way.
    means: Means,
}

impl Holdings {
    /// Each object read once and its card once: this runs at every listing over every object
    /// on the board.
    fn scan(game: &Game, player: PlayerId) -> Holdings {
        let mut own = Holdings {
            sources: SmallVec::new(),
            ready_units: SmallVec::new(),
            means: Means::pool_of(game, player),
        };
        // The board's zones (`scan::board_zones`), each kind in a loop of its own: only the
        // player's own base holds runes that pay, only locations hold units that move.
        for p in game.player_ids() {
            let base = game.zone_slice(Zone::Base(p));
            if p == player {
                own.visit::<true, true>(game, player, base);
            } else {
                own.visit::<true, false>(game, player, base);
            }
            own.visit::<false, false>(game, player, game.zone_slice(Zone::Legend(p)));
        }
        for b in 0..game.battlefields.len() as u8 {
            let b = BfId(b);
            own.visit::<true, false>(game, player, game.zone_slice(Zone::Battlefield(b)));
            own.visit::<false, false>(game, player, game.zone_slice(Zone::Facedown(b)));
        }
        // 187.6.a: a battlefield's abilities are its controller's, whoever brought it.
        for bf in &game.battlefields {
            if bf.controller == Some(player) && has_active_abilities(game.obj(bf.obj)) {
                own.sources.push(bf.obj);
            }
        }
        debug_assert_eq!(
            crate::query::scan::board_zones(game).count(),
            2 * (game.players.len() + game.battlefields.len()) + 1
        );
        // Zone by zone, then back into arena order (the order actions are listed in).
        own.sources.sort_unstable();
        own.ready_units.sort_unstable();
        own
    }

    /// The objects among `ids` (one board zone's) that `player` controls; `LOCATION` when the
    /// zone is a location, `OWN_BASE` when it is their base, whose runes pay.
    fn visit<const LOCATION: bool, const OWN_BASE: bool>(
        &mut self,
        game: &Game,
        player: PlayerId,
        ids: &[ObjId],
    ) {
        for &id in ids {
            let o = game.obj(id);
            if o.controller != player {
                continue;
            }
            if OWN_BASE {
                self.means.count(o);
            }
            debug_assert_eq!(
                has_active_abilities(o),
                !activated_abilities(game, id, false).is_empty()
            );
            if has_active_abilities(o) {
                self.sources.push(id);
            }
            if LOCATION && !o.exhausted && o.kind == CardKind::Unit {
                self.ready_units.push(id);
            }
        }
    }
}

/// Whether the card's keywords let it be played at extra places with a permission (822).
fn place_permissions(game: &Game, card: ObjId) -> bool {
    let g = &game.catalog.glossary;
    crate::query::keywords::find_instance(game, card, |kw, _| {
        g.get(kw).hooks.play_location.as_ref().map(|_| ())
    })
    .is_some()
}

/// `base` or the battlefield's label, as scenarios write locations.
pub fn location_name(game: &Game, l: Location) -> &str {
    match l {
        Location::Base(_) => "base",
        Location::Battlefield(b) => game.bf_label(b),
    }
}

/// The player with priority, if the game goes on.
pub fn actor(game: &Game) -> Option<PlayerId> {
    game.turn
        .winner
        .is_none()
        .then_some(game.turn.priority)
        .flatten()
}
