//! What scripts read, recorded (`state::reads`): the toy game, a game of its own, on
//! the public interface. What a recording saw is unchanged until an object it read changes, a
//! zone it listed changes (or, for an object read for its place only, where it is or whose), or
//! it read something untracked; nothing is recorded outside a
//! recording, and a copy of the game records nothing.

// The toy game is shared by the core's tests; this one uses part of it.
#[allow(dead_code, unused_imports)]
mod toy;

use grimoire_core::state::reads::Seen;
use grimoire_core::state::{Game, ObjId, Object, PlayerId, Position};
use toy::*;

fn game() -> Game<Toy> {
    let catalog = catalog();
    let one = deck(&catalog, "one", &["spark", "blaze", "echo", "spark"]);
    let two = deck(&catalog, "two", &["blaze", "spark", "echo", "blaze"]);
    deal(catalog, &[&one, &two], 0, false)
}

/// Every field: what the toy's status holds is its score.
fn same(a: &Object<Toy>, b: &Object<Toy>) -> bool {
    (
        a.id,
        a.card,
        a.controller,
        a.zone,
        a.order,
        a.attached_to,
        a.ext.scored,
    ) == (
        b.id,
        b.card,
        b.controller,
        b.zone,
        b.order,
        b.attached_to,
        b.ext.scored,
    )
}

/// A recording of one object and one zone, as the rules make it around a run.
fn record(game: &Game<Toy>, obj: ObjId, zone: Zone) -> Seen<Toy> {
    game.reads.start();
    game.reads.object(obj);
    game.reads.zone(zone);
    game.reads.stop();
    let mut seen = Seen::default();
    seen.clear();
    seen.add(game);
    seen
}

#[test]
fn a_recording_is_unchanged_until_what_it_read_changes() {
    let mut game = game();
    let p1 = PlayerId(0);
    let hand = game.in_zone(Zone::Hand(p1));
    let (read, other) = (hand[0], hand[1]);
    let seen = record(&game, read, Zone::Hand(p1));
    assert!(seen.unchanged(&game, same));

    // An object it did not read, in a zone it did not list: still unchanged.
    let theirs = game.in_zone(Zone::Deck(PlayerId(1)))[0];
    game.obj_mut(theirs).ext.scored = 3;
    assert!(seen.unchanged(&game, same));

    // The object it read changes.
    game.obj_mut(read).ext.scored = 1;
    assert!(!seen.unchanged(&game, same));
    game.obj_mut(read).ext.scored = 0;
    assert!(seen.unchanged(&game, same));

    // Another object leaves the zone it listed.
    game.relocate(other, Zone::Discard, Position::Top);
    assert!(!seen.unchanged(&game, same));
}

#[test]
fn an_untracked_read_is_never_unchanged_and_nothing_is_recorded_outside_a_recording() {
    let game = game();
    let p1 = PlayerId(0);
    let card = game.in_zone(Zone::Hand(p1))[0];

    game.reads.start();
    game.reads.untracked();
    game.reads.stop();
    let mut seen = Seen::default();
    seen.clear();
    seen.add(&game);
    assert!(
        !seen.unchanged(&game, same),
        "read something no one itemised"
    );

    // Outside a recording nothing is noted: the recording made next starts from nothing.
    game.reads.untracked();
    game.reads.object(card);
    assert!(!game.reads.is_recording());
    let seen = record(&game, card, Zone::Table);
    assert!(seen.unchanged(&game, same));
    assert_eq!(seen.objects().count(), 1);

    // A new `Seen` is never unchanged: nothing was recorded into it.
    assert!(!Seen::<Toy>::default().unchanged(&game, same));
}

#[test]
fn a_copy_of_a_game_records_nothing() {
    let game = game();
    game.reads.start();
    let copy = game.clone();
    assert!(game.reads.is_recording());
    assert!(!copy.reads.is_recording());
    assert!(!game.fork().reads.is_recording());
    game.reads.stop();
}

#[test]
fn a_place_read_changes_with_where_and_whose_not_with_the_status() {
    let mut game = game();
    let p1 = PlayerId(0);
    let read = game.in_zone(Zone::Hand(p1))[0];
    game.reads.start();
    game.reads.place(read);
    game.reads.stop();
    let mut seen = Seen::default();
    seen.clear();
    seen.add(&game);
    assert!(seen.unchanged(&game, same));

    // Its status is not its place.
    game.obj_mut(read).ext.scored = 2;
    assert!(seen.unchanged(&game, same));

    // Whose it is, and where it is, are.
    game.obj_mut(read).controller = PlayerId(1);
    assert!(!seen.unchanged(&game, same));
    game.obj_mut(read).controller = p1;
    assert!(seen.unchanged(&game, same));
    game.relocate(read, Zone::Discard, Position::Top);
    assert!(!seen.unchanged(&game, same));
}
