//! The toy game's ruleset: its types, its procedure and its four cards, on the core's public
//! interface only (the game itself is told in tests/toy_game.rs).

use grimoire_core::Ruleset;
use grimoire_core::agent::Agent;
use grimoire_core::content::{CardDefinition, FileCtx};
use grimoire_core::diag::Diagnostic;
use grimoire_core::model::card::{CardKey, CardSource, CardType, Lang};
use grimoire_core::model::catalog::{Catalog, Deck};
use grimoire_core::model::glossary::{Glossary, HookSet, KeywordKind};
use grimoire_core::model::notation::{Notation, NotationError};
use grimoire_core::model::records::CardText;
use grimoire_core::rules::autoplay::actor;
use grimoire_core::rules::{self, Env, RulesError, ScriptCall, ScriptRunner};
use grimoire_core::state::chain::{ChainItem, ChainKind, Chosen};
use grimoire_core::state::decision::{Decision, DecisionKind, DecisionOption};
use grimoire_core::state::{Game, ObjId, PlayerId, Position, ZoneKind};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::rc::Rc;
use toml::Spanned;

// --- The ruleset's types ----------------------------------------------------------------------

/// What the toy game records in its trace, rendered one line each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToyEvent {
    TurnBegins {
        turn: u32,
        player: PlayerId,
    },
    Draws {
        player: PlayerId,
        card: Rc<str>,
    },
    Wins {
        player: PlayerId,
        why: String,
    },
    Scores {
        player: PlayerId,
        points: u32,
        total: u32,
    },
    Plays {
        player: PlayerId,
        card: Rc<str>,
    },
    Passes {
        player: PlayerId,
    },
    ResolvesAbility {
        name: Rc<str>,
        source: Rc<str>,
        player: PlayerId,
    },
    Resolves {
        card: Rc<str>,
        player: PlayerId,
    },
    Echo {
        source: Rc<str>,
        player: PlayerId,
    },
    NothingToTrade {
        player: PlayerId,
    },
}

impl fmt::Display for ToyEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToyEvent::TurnBegins { turn, player } => write!(f, "turn {turn}: {player}"),
            ToyEvent::Draws { player, card } => write!(f, "  {player} draws {card}"),
            ToyEvent::Wins { player, why } => write!(f, "{player} wins: {why}"),
            ToyEvent::Scores {
                player,
                points,
                total,
            } => {
                write!(f, "  {player} scores {points} ({total} in all)")
            }
            ToyEvent::Plays { player, card } => write!(f, "{player} plays {card}"),
            ToyEvent::Passes { player } => write!(f, "{player} passes"),
            ToyEvent::ResolvesAbility {
                name,
                source,
                player,
            } => {
                write!(f, "resolve {name} of {source} ({player})")
            }
            ToyEvent::Resolves { card, player } => write!(f, "resolve {card} ({player})"),
            ToyEvent::Echo { source, player } => {
                write!(f, "trigger echo of {source} ({player}): draw a card")
            }
            ToyEvent::NothingToTrade { player } => write!(f, "  {player} has nothing to trade"),
        }
    }
}

/// The toy game's ruleset: every core type is `…<Toy>`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Toy;

/// Points that win the game.
pub const GOAL: u32 = 5;
/// Cards each player draws before the first turn.
pub const OPENING_HAND: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Zone {
    Deck(PlayerId),
    Hand(PlayerId),
    /// Where resolved cards stay, with the points they scored: the only zone in play.
    Table,
    Discard,
    /// Cards being played, under their chain items.
    Stack,
}

impl ZoneKind for Zone {
    fn is_ordered(self) -> bool {
        matches!(self, Zone::Deck(_) | Zone::Hand(_) | Zone::Stack)
    }

    fn in_play(self) -> bool {
        self == Zone::Table
    }

    /// Reaching or leaving the table makes a new object, so a card forgets what it scored.
    fn renews(from: Zone, to: Zone) -> bool {
        from.in_play() != to.in_play()
    }

    /// The three shared zones, then two a player.
    fn slot(self) -> usize {
        match self {
            Zone::Table => 0,
            Zone::Discard => 1,
            Zone::Stack => 2,
            Zone::Deck(p) => 3 + 2 * p.index(),
            Zone::Hand(p) => 4 + 2 * p.index(),
        }
    }
}

/// Where a turn is: nobody holds priority while the active player draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    #[default]
    Draw,
    Main,
}

/// A card's status: what it scored when it resolved (kept while it stays on the table).
#[derive(Clone, Copy, Debug, Default)]
pub struct Status {
    pub scored: u32,
}

#[derive(Clone, Debug, Default)]
pub struct Score {
    pub points: u32,
}

#[derive(Clone, Debug, Default)]
pub struct ToyState {
    /// Points that win, set up with the game.
    pub goal: u32,
}

/// What a card does besides scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Plain,
    /// When it resolves, its controller draws a card (a trigger on the stack).
    Echo,
    /// When it resolves, its controller discards a card of their choice and scores it.
    Trade,
}

#[derive(Clone, Debug)]
pub struct Facts {
    pub points: u32,
    pub kind: Kind,
}

/// Toy cards are free, but the trait wants a cost notation: it reads only `0`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Free;

impl fmt::Display for Free {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0")
    }
}

impl Notation for Free {
    fn parse(s: &str) -> Result<Self, NotationError> {
        match s.trim() {
            "" | "0" => Ok(Free),
            _ => Err(NotationError {
                offset: 0,
                len: s.len(),
                message: "toy cards cost nothing".into(),
            }),
        }
    }

    fn known_symbol(_: &str) -> bool {
        false
    }

    const SYMBOL_HELP: &'static str = "toy cards have no cost symbols";
    const EXAMPLE: &'static str = "";
}

/// A card file entry. The toy game loads no packs (its catalog is built in code), but the trait
/// wants the shape all the same.
#[derive(Deserialize)]
pub struct CardDef {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
}

impl CardDefinition for CardDef {
    fn id(&self) -> &Spanned<String> {
        &self.id
    }
    fn name(&self) -> &Spanned<String> {
        &self.name
    }
    fn text(&self) -> Option<&Spanned<String>> {
        None
    }
    fn script(&self) -> Option<&Spanned<String>> {
        None
    }
    fn lang(&self) -> Option<&Spanned<String>> {
        None
    }
    fn overrides(&self) -> bool {
        false
    }
}

/// The toy game has no keywords, so a glossary entry has no hooks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoHooks;

impl HookSet for NoHooks {
    fn script_functions(&self, _: KeywordKind) -> Vec<&'static str> {
        Vec::new()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Play { player: PlayerId, card: ObjId },
    Pass { player: PlayerId },
}

impl Ruleset for Toy {
    const NAME: &'static str = "toy";
    const NO_PRIORITY: &'static str = "may not act: no priority (toy rule 1)";
    /// The toy game publishes nothing for keywords: it has none.
    const CATALOGUE: &'static [grimoire_core::model::glossary::Hookable] = &[];
    type Event = ToyEvent;

    type Zone = Zone;
    /// A card always goes to the stack: there is no place to choose.
    type Place = ();
    type Phase = Phase;
    type Object = Status;
    type Player = Score;
    type State = ToyState;
    /// No continuous effects.
    type Modifier = ();
    /// An item is its card or ability, nothing more.
    type ItemExt = ();
    type Cost = Free;
    type Card = Facts;
    type CardDef = CardDef;
    type Hooks = NoHooks;
    /// Card types, top of the deck first.
    type Deck = Vec<CardKey>;
    type Action = Action;

    fn zone_name(_: &Game<Toy>, zone: Zone) -> String {
        match zone {
            Zone::Deck(p) => format!("{p}'s deck"),
            Zone::Hand(p) => format!("{p}'s hand"),
            Zone::Table => "the table".into(),
            Zone::Discard => "the discard pile".into(),
            Zone::Stack => "the stack".into(),
        }
    }

    // The content functions below serve pack loading and `explain`; the toy game loads no packs
    // (its catalog is built in code), so they only have to be honest about that.

    fn card_facts(
        cx: &FileCtx,
        def: &CardDef,
        _: &CardText<Toy>,
        _: &Glossary<Toy>,
        errors: &mut Vec<Diagnostic>,
    ) -> Option<Facts> {
        errors.push(cx.err(def.id(), "toy cards are built in code, not loaded"));
        None
    }

    fn required_functions(_: &CardType<Toy>, _: &Glossary<Toy>) -> Vec<Rc<str>> {
        Vec::new()
    }

    fn callable_functions(_: &CardType<Toy>, _: &Glossary<Toy>) -> Vec<String> {
        Vec::new()
    }

    fn callable_help(_: &[String]) -> String {
        String::new()
    }

    fn load_deck(
        _: &str,
        _: &str,
        _: &str,
        _: &str,
        _: &Catalog<Toy>,
        _: &mut Vec<Diagnostic>,
    ) -> Option<Deck<Toy>> {
        None
    }

    fn card_fields(card: &CardType<Toy>) -> Vec<(&'static str, String)> {
        vec![
            ("points", card.points.to_string()),
            ("kind", format!("{:?}", card.kind)),
        ]
    }

    fn card_texts(_: &CardType<Toy>) -> Vec<(&'static str, &CardText<Toy>)> {
        Vec::new()
    }

    fn card_json(card: &CardType<Toy>) -> serde_json::Map<String, serde_json::Value> {
        let mut map = serde_json::Map::new();
        map.insert("points".into(), card.points.into());
        map
    }

    fn card_schema() -> serde_json::Value {
        serde_json::Value::Null
    }

    /// No scripts, so no script API.
    fn register_api(_: &mut rhai::Engine) {}

    fn actor(action: &Action) -> Option<PlayerId> {
        match *action {
            Action::Play { player, .. } | Action::Pass { player } => Some(player),
        }
    }

    fn perform(
        game: &mut Game<Toy>,
        env: &mut Env<Toy>,
        action: &Action,
    ) -> Result<(), RulesError> {
        match *action {
            Action::Play { player, card } => play(game, player, card),
            Action::Pass { player } => pass(game, env, player),
        }
    }

    fn legal_actions(game: &Game<Toy>, _: &dyn ScriptRunner<Toy>) -> Vec<Action> {
        let Some(player) = actor(game) else {
            return Vec::new();
        };
        let mut out: Vec<Action> = game
            .in_zone(Zone::Hand(player))
            .into_iter()
            .map(|card| Action::Play { player, card })
            .collect();
        out.push(Action::Pass { player });
        out
    }

    fn action_label(game: &Game<Toy>, action: &Action) -> String {
        match *action {
            Action::Play { player, card } => format!("{player} play {}", game.label(card)),
            Action::Pass { player } => format!("{player} pass"),
        }
    }

    fn new_game(
        catalog: Rc<Catalog<Toy>>,
        decks: &[&Deck<Toy>],
        seed: u64,
        _: &mut Env<Toy>,
    ) -> Result<Game<Toy>, RulesError> {
        Ok(deal(catalog, decks, seed, true))
    }

    fn cards_in_play(deck: &Deck<Toy>) -> usize {
        deck.len()
    }

    fn check_invariants(game: &Game<Toy>, cards_in_play: &[usize]) -> Result<(), String> {
        game.check_zone_index()?;
        for p in game.player_ids() {
            let owned = game.objects.iter().filter(|o| o.owner == p).count();
            if owned != cards_in_play[p.index()] {
                return Err(format!("{p} owns {owned} cards"));
            }
        }
        // The stack zone holds exactly the cards of the chain's items, newest on top.
        let mut under_items: Vec<ObjId> = game
            .chain
            .iter()
            .filter_map(|i| match i.kind {
                ChainKind::Card { card } => Some(card),
                ChainKind::Ability { .. } => None,
            })
            .collect();
        under_items.reverse();
        if game.in_zone(Zone::Stack) != under_items {
            return Err("the stack zone and the chain disagree".into());
        }
        if let Some(w) = game.turn.winner {
            let loser = game.next_player(w);
            let decked = game.count_in_zone(Zone::Deck(loser)) == 0;
            if game.players[w.index()].points < game.goal && !decked {
                return Err(format!("{w} won with neither the goal nor an empty deck"));
            }
        }
        Ok(())
    }
}

/// Toy cards carry no script: `perform` resolves them natively, so this runner is never called,
/// and says so if it is.
pub struct NoScripts;

impl ScriptRunner<Toy> for NoScripts {
    fn call(
        &self,
        _: &mut Game<Toy>,
        _: &mut Box<dyn Agent<Toy>>,
        call: ScriptCall,
    ) -> Result<Chosen, RulesError> {
        Err(RulesError::NotSupported(format!(
            "toy cards have no scripts (asked for `{}`)",
            call.function
        )))
    }
}

// --- The ruleset's procedure ------------------------------------------------------------------

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
    let options = DecisionOption::objects(game, &hand);
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
        text_source: String::new(),
        text: CardText::default(),
        keywords: Vec::new(),
        abilities: Vec::new(),
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
