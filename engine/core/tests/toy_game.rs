//! A second game on the core, to prove that `grimoire_core` runs a card game it was not written
//! for, through its public interface only.
//!
//! The toy game. Two players, each with a deck, draw two cards, then take turns; a turn starts
//! by drawing a card. The player with priority plays a card from hand onto the stack (and the
//! other player may answer), or passes. When both players pass in a row, the newest item on the
//! stack resolves (last in, first out) — or, with the stack empty, the turn ends. A resolving
//! card scores its points and stays on the table. Two cards do more: when an *echo* resolves, it
//! triggers (an ability on the stack: its controller draws a card); when a *trade* resolves, its
//! controller chooses a card of their hand to discard and scores that card's points. The first
//! player to reach the goal wins; a player who must draw from an empty deck loses.

use grimoire_core::Ruleset;
use grimoire_core::agent::{Agent, AgentError, NoAgent, RandomAgent};
use grimoire_core::content::{CardDefinition, FileCtx};
use grimoire_core::diag::Diagnostic;
use grimoire_core::model::card::{CardKey, CardSource, CardType, Lang};
use grimoire_core::model::catalog::{Catalog, Deck};
use grimoire_core::model::glossary::{Glossary, HookSet, KeywordKind};
use grimoire_core::model::notation::{Notation, NotationError};
use grimoire_core::model::records::CardText;
use grimoire_core::rules::autoplay::{GameEnd, actor};
use grimoire_core::rules::{self, Env, RulesError, ScriptCall, ScriptRunner};
use grimoire_core::sim::{self, Options};
use grimoire_core::state::chain::{ChainItem, ChainKind, Chosen};
use grimoire_core::state::decision::{Answer, Decision, DecisionKind, DecisionOption, OptionValue};
use grimoire_core::state::{Game, ObjId, PlayerId, Position, ZoneKind};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::fmt;
use std::rc::Rc;
use toml::Spanned;

// --- The ruleset's types ----------------------------------------------------------------------

/// What the toy game records in its trace, rendered one line each.
#[derive(Clone, Debug, PartialEq, Eq)]
enum ToyEvent {
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
struct Toy;

/// Points that win the game.
const GOAL: u32 = 5;
/// Cards each player draws before the first turn.
const OPENING_HAND: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Zone {
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
enum Phase {
    #[default]
    Draw,
    Main,
}

/// A card's status: what it scored when it resolved (kept while it stays on the table).
#[derive(Clone, Copy, Debug, Default)]
struct Status {
    scored: u32,
}

#[derive(Clone, Debug, Default)]
struct Score {
    points: u32,
}

#[derive(Clone, Debug, Default)]
struct ToyState {
    /// Points that win, set up with the game.
    goal: u32,
}

/// What a card does besides scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Plain,
    /// When it resolves, its controller draws a card (a trigger on the stack).
    Echo,
    /// When it resolves, its controller discards a card of their choice and scores it.
    Trade,
}

#[derive(Clone, Debug)]
struct Facts {
    points: u32,
    kind: Kind,
}

/// Toy cards are free, but the trait wants a cost notation: it reads only `0`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
struct Free;

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
struct CardDef {
    id: Spanned<String>,
    name: Spanned<String>,
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
struct NoHooks;

impl HookSet for NoHooks {
    fn script_functions(&self, _: KeywordKind) -> Vec<&'static str> {
        Vec::new()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
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
struct NoScripts;

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
fn deal(catalog: Rc<Catalog<Toy>>, decks: &[&Deck<Toy>], seed: u64, shuffle: bool) -> Game<Toy> {
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

fn begin_turn(game: &mut Game<Toy>, p: PlayerId) {
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

fn give_priority(game: &mut Game<Toy>, p: PlayerId) {
    game.turn.priority = Some(p);
    game.turn.passes = 0;
}

/// Moves a card, forgetting its status when the move makes a new object (the core's contract
/// for `Game::relocate`).
fn move_card(game: &mut Game<Toy>, card: ObjId, to: Zone, pos: Position) {
    if game.relocate(card, to, pos) {
        game.obj_mut(card).ext = Status::default();
    }
}

fn draw(game: &mut Game<Toy>, p: PlayerId) {
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

fn win(game: &mut Game<Toy>, p: PlayerId, why: &str) {
    if game.turn.winner.is_none() {
        game.turn.winner = Some(p);
        game.turn.priority = None;
        game.emit(|_| ToyEvent::Wins {
            player: p,
            why: why.to_string(),
        });
    }
}

fn score(game: &mut Game<Toy>, p: PlayerId, points: u32) {
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
fn push_item(game: &mut Game<Toy>, kind: ChainKind, controller: PlayerId) {
    let serial = game.new_serial();
    let mut item = ChainItem::pending(serial, kind, controller, ());
    item.pending = false;
    game.chain.push(item);
}

/// A card from the player's hand goes on the stack; the other player may answer it.
fn play(game: &mut Game<Toy>, player: PlayerId, card: ObjId) -> Result<(), RulesError> {
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
fn pass(game: &mut Game<Toy>, env: &mut Env<Toy>, player: PlayerId) -> Result<(), RulesError> {
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
fn resolve(
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
fn trade(game: &mut Game<Toy>, env: &mut Env<Toy>, p: PlayerId) -> Result<(), RulesError> {
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
fn catalog() -> Rc<Catalog<Toy>> {
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
fn deck(catalog: &Catalog<Toy>, id: &str, cards: &[&str]) -> Deck<Toy> {
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

// --- Test helpers -----------------------------------------------------------------------------

/// Answers decisions from a list of option labels, in order, as a scenario's `choose` steps do;
/// what it was asked is kept for the test to read.
struct Scripted {
    answers: VecDeque<&'static str>,
    asked: Asked,
}

/// The decisions a scripted agent was asked, shared with the test: the agent itself is boxed
/// away in the `Env`.
type Asked = Rc<RefCell<Vec<String>>>;

impl Scripted {
    fn boxed(answers: &[&'static str]) -> (Box<dyn Agent<Toy>>, Asked) {
        let asked = Asked::default();
        let agent = Scripted {
            answers: answers.iter().copied().collect(),
            asked: asked.clone(),
        };
        (Box::new(agent), asked)
    }
}

impl Agent<Toy> for Scripted {
    fn decide(&mut self, game: &Game<Toy>, d: &Decision<Toy>) -> Result<Answer, AgentError> {
        self.asked.borrow_mut().push(d.describe(game));
        let Some(label) = self.answers.pop_front() else {
            return Err(AgentError::Unanswered(d.describe(game)));
        };
        match d.options.iter().position(|o| o.name(game) == label) {
            Some(i) => Ok(vec![i]),
            None => Err(AgentError::NotOffered(format!(
                "{label}: {}",
                d.describe(game)
            ))),
        }
    }
}

/// The game the scripted tests play: decks in a known order, top first.
fn fixed_game() -> Game<Toy> {
    let catalog = catalog();
    let one = deck(
        &catalog,
        "one",
        &["trade", "spark", "blaze", "echo", "blaze", "spark"],
    );
    let two = deck(
        &catalog,
        "two",
        &["blaze", "spark", "spark", "echo", "blaze", "spark"],
    );
    deal(catalog, &[&one, &two], 0, false)
}

/// Applies the legal action labelled `label` (a scenario step); panics if none is.
fn step(game: &mut Game<Toy>, env: &mut Env<Toy>, label: &str) -> Result<(), RulesError> {
    let actions = Toy::legal_actions(game, env.scripts);
    let labels: Vec<String> = actions.iter().map(|a| Toy::action_label(game, a)).collect();
    let Some(i) = labels.iter().position(|l| l == label) else {
        panic!("`{label}` is not a legal action: {labels:?}");
    };
    rules::apply(game, env, &actions[i])
}

fn steps(game: &mut Game<Toy>, env: &mut Env<Toy>, labels: &[&str]) {
    for label in labels {
        step(game, env, label).unwrap_or_else(|e| panic!("`{label}`: {e}"));
    }
}

/// Everything a game holds but its shared catalog, trace included: `Game` has no `Debug`.
fn dump(game: &Game<Toy>) -> String {
    format!(
        "{:#?}\n{:#?}\n{:#?}\n{:#?}\n{:#?}\n{:?}\n{:#?}\n{} {} {} {} {}\n{:#?}",
        game.objects,
        game.players,
        game.chain,
        game.effects,
        game.turn,
        game.rng,
        game.ext,
        game.tracing,
        game.next_order,
        game.next_top,
        game.next_serial,
        game.next_timestamp,
        game.trace,
    )
}

fn labels(game: &Game<Toy>, zone: Zone) -> Vec<String> {
    game.in_zone(zone)
        .iter()
        .map(|&o| game.label(o).to_string())
        .collect()
}

/// Turn 1 up to the moment both players' cards wait on the stack.
const TWO_ON_THE_STACK: &[&str] = &["p1 play p1.trade", "p2 play p2.blaze"];

/// The rest of the scripted game: p2's answer resolves first, then the trade (p1 trades
/// p1.blaze), a spark; p2 passes turn 2; in turn 3 the echo triggers a draw and p1 wins.
const TO_THE_END: &[&str] = &[
    "p1 pass",
    "p2 pass",
    "p1 pass",
    "p2 pass",
    "p1 play p1.spark",
    "p2 pass",
    "p1 pass",
    "p1 pass",
    "p2 pass",
    "p2 pass",
    "p1 pass",
    "p1 play p1.echo",
    "p2 pass",
    "p1 pass",
    "p1 pass",
    "p2 pass",
    "p1 play p1.blaze#2",
    "p2 pass",
    "p1 pass",
];

// --- Tests ------------------------------------------------------------------------------------

/// A whole game, step by step, through `rules::apply`: the stack resolves newest first, the
/// echo's trigger goes on the stack and resolves, the trade's decision is the agent's, p1 wins.
#[test]
fn a_scripted_game_resolves_last_in_first_out_and_ends_with_a_winner() {
    let mut game = fixed_game();
    let (mut agent, asked) = Scripted::boxed(&["p1.blaze"]);
    let mut env = Env {
        agent: &mut agent,
        scripts: &NoScripts,
    };
    assert_eq!(
        labels(&game, Zone::Hand(PlayerId(0))),
        ["p1.trade", "p1.spark", "p1.blaze"]
    );

    steps(&mut game, &mut env, TWO_ON_THE_STACK);
    // Newest on top: the stack zone lists it first, the chain last.
    assert_eq!(labels(&game, Zone::Stack), ["p2.blaze", "p1.trade"]);
    let controllers: Vec<PlayerId> = game.chain.iter().map(|i| i.controller).collect();
    assert_eq!(controllers, [PlayerId(0), PlayerId(1)]);
    assert_eq!(game.turn.priority, Some(PlayerId(0)));

    steps(&mut game, &mut env, &TO_THE_END[..2]);
    assert_eq!(
        labels(&game, Zone::Stack),
        ["p1.trade"],
        "the newest item resolved first"
    );
    assert_eq!(game.players[1].points, 2);

    steps(&mut game, &mut env, &TO_THE_END[2..14]);
    // The echo resolved and its trigger waits on the stack, an ability with no card under it.
    assert_eq!(game.chain.len(), 1);
    assert!(matches!(&game.chain[0].kind, ChainKind::Ability { name, .. } if &**name == "echo"));
    assert!(game.in_zone(Zone::Stack).is_empty());
    let echo = game.find_label("p1.echo").unwrap();
    assert_eq!(game.obj(echo).zone, Zone::Table);
    assert_eq!(game.obj(echo).scored, 1);

    steps(&mut game, &mut env, &TO_THE_END[14..]);
    assert_eq!(game.turn.winner, Some(PlayerId(0)));
    assert_eq!((game.players[0].points, game.players[1].points), (6, 2));
    assert_eq!(labels(&game, Zone::Discard), ["p1.trade", "p1.blaze"]);
    assert_eq!(
        *asked.borrow(),
        ["p1 decides the card to trade: [p1.spark, p1.blaze]"]
    );
    assert!(Toy::legal_actions(&game, &NoScripts).is_empty());
    let late = rules::apply(
        &mut game,
        &mut env,
        &Action::Pass {
            player: PlayerId(1),
        },
    );
    assert_eq!(late, Err(RulesError::illegal("the game is over: p1 won")));

    let expected = [
        "  p1 draws p1.trade",
        "  p1 draws p1.spark",
        "  p2 draws p2.blaze",
        "  p2 draws p2.spark",
        "turn 1: p1",
        "  p1 draws p1.blaze",
        "p1 plays p1.trade",
        "p2 plays p2.blaze",
        "p1 passes",
        "p2 passes",
        "resolve p2.blaze (p2)",
        "  p2 scores 2 (2 in all)",
        "p1 passes",
        "p2 passes",
        "resolve p1.trade (p1)",
        "  p1 the card to trade: p1.blaze",
        "  p1 scores 2 (2 in all)",
        "p1 plays p1.spark",
        "p2 passes",
        "p1 passes",
        "resolve p1.spark (p1)",
        "  p1 scores 1 (3 in all)",
        "p1 passes",
        "p2 passes",
        "turn 2: p2",
        "  p2 draws p2.spark#2",
        "p2 passes",
        "p1 passes",
        "turn 3: p1",
        "  p1 draws p1.echo",
        "p1 plays p1.echo",
        "p2 passes",
        "p1 passes",
        "resolve p1.echo (p1)",
        "  p1 scores 1 (4 in all)",
        "trigger echo of p1.echo (p1): draw a card",
        "p1 passes",
        "p2 passes",
        "resolve echo of p1.echo (p1)",
        "  p1 draws p1.blaze#2",
        "p1 plays p1.blaze#2",
        "p2 passes",
        "p1 passes",
        "resolve p1.blaze#2 (p1)",
        "  p1 scores 2 (6 in all)",
        "p1 wins: 6 points",
    ];
    assert_eq!(game.trace_text(), expected);
}

/// A refused action changes nothing, trace included: refused before anything happens (no
/// priority), refused by the ruleset (not in hand), or failing halfway through (a decision
/// nobody answers, after the pass has been traced and the card moved).
#[test]
fn a_refused_action_leaves_the_game_unchanged() {
    let mut game = fixed_game();
    let mut nobody: Box<dyn Agent<Toy>> = Box::new(NoAgent);
    let mut env = Env {
        agent: &mut nobody,
        scripts: &NoScripts,
    };
    let before = dump(&game);

    let out_of_turn = Action::Pass {
        player: PlayerId(1),
    };
    match rules::apply(&mut game, &mut env, &out_of_turn) {
        Err(RulesError::Illegal(why)) => assert!(why.contains(Toy::NO_PRIORITY), "{why}"),
        other => panic!("p2 acted without priority: {other:?}"),
    }
    assert_eq!(dump(&game), before);

    let theirs = game.find_label("p2.blaze").unwrap();
    let not_mine = Action::Play {
        player: PlayerId(0),
        card: theirs,
    };
    assert!(matches!(
        rules::apply(&mut game, &mut env, &not_mine),
        Err(RulesError::Illegal(_))
    ));
    assert_eq!(dump(&game), before);

    steps(&mut game, &mut env, &["p1 play p1.trade", "p2 pass"]);
    let before = dump(&game);
    let resolving = step(&mut game, &mut env, "p1 pass");
    assert!(
        matches!(resolving, Err(RulesError::Unanswered(_))),
        "{resolving:?}"
    );
    assert_eq!(dump(&game), before);
    assert_eq!(
        game.trace.last().map(|l| l.to_string()).as_deref(),
        Some("p2 passes")
    );

    // The same pass goes through once someone answers.
    let (mut agent, _) = Scripted::boxed(&["p1.spark"]);
    let mut env = Env {
        agent: &mut agent,
        scripts: &NoScripts,
    };
    step(&mut game, &mut env, "p1 pass").unwrap();
    assert_eq!(game.players[0].points, 1);
}

/// `restore` puts the game back exactly as at `checkpoint`, trace cut back to its length, and
/// the game then replays the same way.
#[test]
fn checkpoint_and_restore_round_trip() {
    let mut game = fixed_game();
    let play_rest = |game: &mut Game<Toy>| {
        let (mut agent, _) = Scripted::boxed(&["p1.blaze"]);
        let mut env = Env {
            agent: &mut agent,
            scripts: &NoScripts,
        };
        steps(game, &mut env, TO_THE_END);
    };
    let (mut agent, _) = Scripted::boxed(&[]);
    let mut env = Env {
        agent: &mut agent,
        scripts: &NoScripts,
    };
    steps(&mut game, &mut env, TWO_ON_THE_STACK);

    let at_checkpoint = dump(&game);
    let checkpoint = game.checkpoint();
    assert_eq!(checkpoint.trace_len(), game.trace.len());
    play_rest(&mut game);
    assert_eq!(game.turn.winner, Some(PlayerId(0)));
    let first_end = dump(&game);

    game.restore(checkpoint);
    assert_eq!(dump(&game), at_checkpoint);
    game.check_zone_index().unwrap();
    assert_eq!(game.turn.winner, None);
    play_rest(&mut game);
    assert_eq!(dump(&game), first_end);
}

fn random_decks() -> (Rc<Catalog<Toy>>, Deck<Toy>, Deck<Toy>) {
    let catalog = catalog();
    let list = [
        "spark", "spark", "spark", "blaze", "blaze", "echo", "echo", "echo", "trade", "trade",
    ];
    let one = deck(&catalog, "one", &list);
    let two = deck(&catalog, "two", &list);
    (catalog, one, two)
}

/// Random agents play the toy game through the core's simulation (`R::new_game`,
/// `R::legal_actions`, `play_out`, the invariants): every game ends with a winner, no offered
/// action is refused, and a seed always plays the same game.
#[test]
fn random_agents_play_to_a_winner_and_a_seed_replays_the_same_game() {
    let (catalog, one, two) = random_decks();
    let options = Options {
        turn_limit: 100,
        check: true,
        trace: true,
    };
    let play = |seed| sim::play(catalog.clone(), &NoScripts, &[&one, &two], seed, options).unwrap();
    let mut winners = [0; 2];
    let mut traces = Vec::new();
    for seed in 0..40 {
        let played = play(seed);
        let Ok(GameEnd::Winner(w)) = played.end else {
            panic!("seed {seed}: {:?}", played.end);
        };
        assert_eq!(played.violation, None, "seed {seed}");
        assert!(played.decisions > 0);
        assert!(
            played
                .game
                .trace
                .last()
                .unwrap()
                .to_string()
                .starts_with(&format!("{w} wins"))
        );
        assert!(
            !played
                .game
                .trace_text()
                .iter()
                .any(|l| l.contains("refused")),
            "seed {seed}"
        );
        winners[w.index()] += 1;

        let again = play(seed);
        assert_eq!(
            again.game.trace, played.game.trace,
            "seed {seed} replayed differently"
        );
        assert_eq!(again.choices, played.choices);
        traces.push(played.game.trace_text());
    }
    assert!(winners[0] > 0 && winners[1] > 0, "{winners:?}");
    traces.sort();
    traces.dedup();
    assert!(traces.len() > 30, "seeds play different games");
}

/// `RandomAgent` answers every decision legally, reproducibly from its seed, and puts every
/// option of an ordering exactly once; the core's `ask` accepts its answers.
#[test]
fn random_agent_answers_legally_and_reproducibly() {
    let mut game = Game::<Toy>::new(catalog(), 2, 0);
    let options = |n: u32| {
        (0..n)
            .map(|i| DecisionOption {
                label: format!("o{i}"),
                value: OptionValue::Index(i),
            })
            .collect::<Vec<DecisionOption<Toy>>>()
    };
    let (p1, p2) = (PlayerId(0), PlayerId(1));
    let decisions = [
        Decision::one(p1, DecisionKind::Target, "a target", options(5)),
        Decision::some(
            p2,
            DecisionKind::Cards,
            "up to three cards",
            options(6),
            0,
            3,
        ),
        Decision::some(
            p1,
            DecisionKind::Cards,
            "two to four cards",
            options(4),
            2,
            4,
        ),
        Decision::ordering(p2, DecisionKind::TriggerOrder, "the order", options(4)),
    ];
    let answers = |seed| {
        let mut agent = RandomAgent::new(seed);
        let mut out = Vec::new();
        for _ in 0..50 {
            for d in &decisions {
                out.push(Agent::<Toy>::decide(&mut agent, &game, d).unwrap());
            }
        }
        out
    };
    let seven = answers(7);
    assert_eq!(seven, answers(7), "same seed, same answers");
    assert_ne!(seven, answers(8), "another seed, other answers");

    for (answer, d) in seven.iter().zip(decisions.iter().cycle()) {
        assert!(
            (d.min_picks..=d.picks).contains(&answer.len()),
            "{answer:?} to {d:?}"
        );
        let mut sorted = answer.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(
            sorted.len(),
            answer.len(),
            "an option picked twice: {answer:?}"
        );
        assert!(sorted.iter().all(|&i| i < d.options.len()));
        if d.kind == DecisionKind::TriggerOrder {
            assert_eq!(sorted, [0, 1, 2, 3], "an ordering puts every option once");
        }
    }
    let firsts: Vec<usize> = seven
        .iter()
        .step_by(decisions.len())
        .map(|a| a[0])
        .collect();
    assert!(
        firsts.iter().any(|&i| i != firsts[0]),
        "a random choice varies"
    );
    let orders: Vec<&Answer> = seven.iter().skip(3).step_by(decisions.len()).collect();
    assert!(
        orders.iter().any(|o| *o != orders[0]),
        "a random order varies"
    );

    let mut agent: Box<dyn Agent<Toy>> = Box::new(RandomAgent::new(7));
    for (i, d) in decisions.iter().enumerate() {
        let answer = rules::ask(&mut game, &mut agent, d.clone()).unwrap();
        assert_eq!(answer, seven[i]);
    }
    assert_eq!(game.trace.len(), decisions.len(), "each answer is traced");
}
