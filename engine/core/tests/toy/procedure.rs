//! The toy game's procedure: dealing, turns, priority, moving cards, resolving the stack.

use super::*;

/// Sets a game up: each deck in its seat (shuffled, or in the order given, as a scenario
/// would), opening hands, then the first turn.
pub fn deal(
    catalog: Rc<Catalog<Toy>>,
    decks: &[&Deck<Toy>],
    seed: u64,
    shuffle: bool,
) -> Game<Toy> {
    let mut game = Game::new(catalog, decks.len(), seed);
    game.goal = GOAL;
    for (seat, deck) in decks.iter().enumerate() {
        let p = PlayerId(seat as u8);
        // Labels follow the deck list, so they do not depend on the shuffle.
        let mut cards: Vec<(CardKey, String)> = Vec::new();
        for &key in deck.iter() {
            let base = format!("{p}.{}", game.catalog.card(key).id);
            let n = cards.iter().filter(|(k, _)| *k == key).count();
            let label = if n == 0 {
                base
            } else {
                format!("{base}#{}", n + 1)
            };
            cards.push((key, label));
        }
        if shuffle {
            game.rng.shuffle(&mut cards);
        }
        for (key, label) in cards {
            game.spawn(key, p, Zone::Deck(p), Some(label));
        }
    }
    for p in game.player_ids() {
        for _ in 0..OPENING_HAND {
            draw(&mut game, p);
        }
    }
    begin_turn(&mut game, PlayerId(0));
    game
}

pub fn begin_turn(game: &mut Game<Toy>, p: PlayerId) {
    game.turn.player = p;
    game.turn.phase = Phase::Draw;
    game.turn.priority = None;
    game.emit(|g| ToyEvent::TurnBegins {
        turn: g.turn.number,
        player: p,
    });
    draw(game, p);
    if game.turn.winner.is_none() {
        game.turn.phase = Phase::Main;
        give_priority(game, p);
    }
}

pub fn give_priority(game: &mut Game<Toy>, p: PlayerId) {
    game.turn.priority = Some(p);
    game.turn.passes = 0;
}

/// Moves a card, forgetting its status when the move makes a new object (the core's rule
/// for `Game::relocate`).
pub fn move_card(game: &mut Game<Toy>, card: ObjId, to: Zone, pos: Position) {
    if game.relocate(card, to, pos) {
        game.obj_mut(card).ext = Status::default();
    }
}

pub fn draw(game: &mut Game<Toy>, p: PlayerId) {
    match game.in_zone(Zone::Deck(p)).first() {
        Some(&card) => {
            move_card(game, card, Zone::Hand(p), Position::Bottom);
            game.emit(|g| ToyEvent::Draws {
                player: p,
                card: g.label(card).clone(),
            });
        }
        None => win(game, game.next_player(p), &format!("{p} cannot draw")),
    }
}

pub fn win(game: &mut Game<Toy>, p: PlayerId, why: &str) {
    if game.turn.winner.is_none() {
        game.turn.winner = Some(p);
        game.turn.priority = None;
        game.emit(|_| ToyEvent::Wins {
            player: p,
            why: why.to_string(),
        });
    }
}

pub fn score(game: &mut Game<Toy>, p: PlayerId, points: u32) {
    game.players[p.index()].points += points;
    let total = game.players[p.index()].points;
    game.emit(|_| ToyEvent::Scores {
        player: p,
        points,
        total,
    });
    if total >= game.goal {
        win(game, p, &format!("{total} points"));
    }
}

/// A new item on the chain, finished at once: toy items have no choices to make while played.
pub fn push_item(game: &mut Game<Toy>, kind: ChainKind, controller: PlayerId) {
    let serial = game.new_serial();
    let mut item = ChainItem::pending(serial, kind, controller, ());
    item.pending = false;
    game.chain.push(item);
}

/// A card from the player's hand goes on the stack; the other player may answer it.
pub fn play(game: &mut Game<Toy>, player: PlayerId, card: ObjId) -> Result<(), RulesError> {
    let in_hand = game
        .objects
        .get(card.index())
        .is_some_and(|o| o.zone == Zone::Hand(player));
    if !in_hand {
        return Err(RulesError::illegal(format!(
            "{player} may play only a card of their hand (toy rule 2)"
        )));
    }
    move_card(game, card, Zone::Stack, Position::Top);
    push_item(game, ChainKind::Card { card }, player);
    game.emit(|g| ToyEvent::Plays {
        player,
        card: g.label(card).clone(),
    });
    give_priority(game, game.next_player(player));
    Ok(())
}

/// Both players passing in a row resolves the newest item, or ends the turn when the stack is
/// empty; the active player then gets priority back.
pub fn pass(game: &mut Game<Toy>, env: &mut Env<Toy>, player: PlayerId) -> Result<(), RulesError> {
    game.emit(|_| ToyEvent::Passes { player });
    game.turn.passes += 1;
    if (game.turn.passes as usize) < game.players.len() {
        game.turn.priority = Some(game.next_player(player));
        return Ok(());
    }
    match game.chain.pop() {
        Some(item) => {
            resolve(game, env, item)?;
            if game.turn.winner.is_none() {
                give_priority(game, game.turn.player);
            }
        }
        None => {
            game.turn.number += 1;
            begin_turn(game, game.next_player(game.turn.player));
        }
    }
    Ok(())
}

/// A card scores and stays on the table (a trade goes to the discard pile); an echo then
/// triggers, its ability going on the stack to resolve like any item.
pub fn resolve(
    game: &mut Game<Toy>,
    env: &mut Env<Toy>,
    item: ChainItem<Toy>,
) -> Result<(), RulesError> {
    let p = item.controller;
    let card = match item.kind {
        ChainKind::Card { card } => card,
        ChainKind::Ability {
            name, source_label, ..
        } => {
            game.emit(|_| ToyEvent::ResolvesAbility {
                name,
                source: source_label,
                player: p,
            });
            draw(game, p);
            return Ok(());
        }
    };
    game.emit(|g| ToyEvent::Resolves {
        card: g.label(card).clone(),
        player: p,
    });
    let Facts { points, kind } = game.card(card).facts.clone();
    if kind == Kind::Trade {
        move_card(game, card, Zone::Discard, Position::Bottom);
        return trade(game, env, p);
    }
    move_card(game, card, Zone::Table, Position::Bottom);
    game.obj_mut(card).scored = points;
    score(game, p, points);
    if kind == Kind::Echo && game.turn.winner.is_none() {
        let source_label = game.label(card).clone();
        let source = source_label.clone();
        game.emit(|_| ToyEvent::Echo { source, player: p });
        let ability = ChainKind::Ability {
            source: card,
            function: "echo".into(),
            source_label,
            script: None,
            chooser: None,
            value: 0,
            name: "echo".into(),
            subject: None,
        };
        push_item(game, ability, p);
    }
    Ok(())
}

/// The controller chooses a card of their hand, discards it and scores its points.
pub fn trade(game: &mut Game<Toy>, env: &mut Env<Toy>, p: PlayerId) -> Result<(), RulesError> {
    let hand = game.in_zone(Zone::Hand(p));
    if hand.is_empty() {
        game.emit(|_| ToyEvent::NothingToTrade { player: p });
        return Ok(());
    }
    let options = DecisionOption::objects(&hand);
    let decision = Decision::one(p, DecisionKind::Cards, "the card to trade", options);
    let chosen = hand[rules::ask(game, env.agent, decision)?[0]];
    move_card(game, chosen, Zone::Discard, Position::Bottom);
    let points = game.card(chosen).points;
    score(game, p, points);
    Ok(())
}

// --- Content ----------------------------------------------------------------------------------

/// The four toy cards, built in code.
pub fn catalog() -> Rc<Catalog<Toy>> {
    let card = |id: &str, points, kind| CardType {
        id: id.into(),
        pack: "toy".into(),
        name: id.into(),
        lang: Lang::En,
        translated: None,
        text_source: String::new(),
        text: CardText::default(),
        keywords: Vec::new(),
        abilities: Vec::new(),
        ability_names: Default::default(),
        script: None,
        source: CardSource::default(),
        facts: Facts { points, kind },
    };
    Rc::new(Catalog {
        cards: vec![
            card("spark", 1, Kind::Plain),
            card("blaze", 2, Kind::Plain),
            card("echo", 1, Kind::Echo),
            card("trade", 0, Kind::Trade),
        ],
        ..Catalog::default()
    })
}

/// A deck of the named cards, top first.
pub fn deck(catalog: &Catalog<Toy>, id: &str, cards: &[&str]) -> Deck<Toy> {
    Deck {
        id: id.into(),
        pack: "toy".into(),
        name: id.into(),
        file: String::new(),
        list: cards
            .iter()
            .map(|c| catalog.find(c, None).expect("a toy card"))
            .collect(),
    }
}
