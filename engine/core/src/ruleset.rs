//! The ruleset interface: what a game gives the core. Its types say what a game's state and
//! content have beyond the core's; its functions are the game's procedure, content rules, card
//! API and scenario verbs. The core calls them and names nothing they contain.
//!
//! A ruleset is a marker type (`pub struct MyGame;`): every core type is generic over it
//! (`Game<MyGame>`), so each game's code is plain Rust on its own types, checked by the
//! compiler, with no game-specific branch in the core.

use crate::content::card_file::{CardDefinition, FileCtx};
use crate::diag::Diagnostic;
use crate::model::card::CardType;
use crate::model::catalog::{Catalog, Deck};
use crate::model::glossary::{Glossary, HookSet};
use crate::model::notation::Notation;
use crate::model::records::CardText;
use crate::rules::{Env, RulesError, ScriptRunner};
use crate::state::decision::Decision;
use crate::state::{Audience, Game, PlayerId, Visibility, ZoneKind};
use serde::de::DeserializeOwned;
use std::fmt::Debug;
use std::hash::Hash;
use std::rc::Rc;

pub trait Ruleset:
    Sized + Clone + Copy + Debug + Default + PartialEq + Eq + Hash + 'static
{
    /// The name pack manifests give (`game = "…"`) and trace headers print.
    const NAME: &'static str;
    /// Whether the game prints keywords bare, separated by commas (`Name, other 2`), rather than
    /// bracketed (`[Name] [Other 2]`): how card text renders back.
    const BARE_KEYWORDS: bool = false;
    /// The events, replacements and queries keywords may subscribe to (`[keyword.on]`,
    /// `[keyword.hooks]`).
    const CATALOGUE: &'static [crate::model::glossary::Hookable];
    /// How a refusal says that a player without priority may not act, after the player
    /// (`"may not act: no priority (rule)"`), citing the game's rule.
    const NO_PRIORITY: &'static str;

    // --- State -------------------------------------------------------------------------------
    /// Where objects are.
    type Zone: ZoneKind;
    /// A place a card being played may be put (a decision's option).
    type Place: Copy + Eq + Debug + 'static;
    /// Where a turn is.
    type Phase: Copy + Eq + Debug + Default + 'static;
    /// The ruleset's status of one object (exhausted, damage, counters…). Plain data
    /// (`Copy`): an object is then plain data too, and copying a game's objects (every
    /// checkpoint does) is one block copy. What an object would keep in a list belongs in
    /// `State`, by object id.
    type Object: Copy + Debug + Default + 'static;
    /// The ruleset's state of one player (resources, score…).
    type Player: Clone + Debug + Default + 'static;
    /// The ruleset's state of the game (places, the combat in progress…).
    type State: Clone + Debug + Default + 'static;
    /// What the ruleset's continuous effects change (a stat, a replacement…).
    type Modifier: Copy + Debug + PartialEq + Eq + 'static;
    /// What the ruleset records in a game's trace (rendered by `Display`, one line each), and
    /// who may see each (`Visibility`: a card drawn is its player's, state/audience.rs).
    type Event: Clone + Debug + PartialEq + std::fmt::Display + Visibility + 'static;
    /// What a chain item carries beyond targets and modes.
    type ItemExt: Clone + Debug + Default + PartialEq + Eq + 'static;

    // --- Content -----------------------------------------------------------------------------
    /// How costs are printed and read.
    type Cost: Notation;
    /// The ruleset's facts of a card type (its type, cost, characteristics).
    type Card: Clone + Debug + 'static;
    /// A card as written in TOML (this game's section of docs/CARDS.md).
    type CardDef: DeserializeOwned + CardDefinition + 'static;
    /// The hooks table of a glossary entry.
    type Hooks: HookSet;
    /// A deck as its deck rules read it.
    type Deck: Clone + Debug + 'static;

    // --- Procedure ---------------------------------------------------------------------------
    /// What a player with priority may do.
    type Action: Clone + Debug + PartialEq + Eq + 'static;
    /// What a decision asks, kept as data and written by `prompt_text` only when read
    /// (`decision::Prompt::Rules`): a random game asks thousands and reads none.
    type Prompt: Clone + Debug + PartialEq + Eq + 'static;

    /// How traces name a zone.
    fn zone_name(game: &Game<Self>, zone: Self::Zone) -> String;

    /// The card's ruleset facts, every field checked, read once its rules text is parsed;
    /// errors name file, line and column.
    fn card_facts(
        cx: &FileCtx,
        def: &Self::CardDef,
        text: &CardText<Self>,
        glossary: &Glossary<Self>,
        errors: &mut Vec<Diagnostic>,
    ) -> Option<Self::Card>;

    /// The script functions `card`'s text needs (missing ones are load errors).
    fn required_functions(card: &CardType<Self>, glossary: &Glossary<Self>) -> Vec<Rc<str>>;

    /// The lines of `card`'s text the effect language may read, each with the function it
    /// makes (`grimoire_core::effects`): a game without one reads none.
    fn effect_lines(
        _card: &CardType<Self>,
        _glossary: &Glossary<Self>,
    ) -> Vec<crate::effects::LineJob> {
        Vec::new()
    }

    /// Every function the engine may call on `card`'s script: a public function outside this
    /// set is reported as never called (usually a misspelt ability name).
    fn callable_functions(card: &CardType<Self>, glossary: &Glossary<Self>) -> Vec<String>;

    /// How the unused-function help sums up the callable names.
    fn callable_help(names: &[String]) -> String;

    /// Why the engine never calls a function `name` on `card` though other cards have it (a
    /// triggered ability on an event that never reaches a card of its type), in a designer's
    /// words; `None` when there is nothing more to say than that it is never called.
    fn never_called(_card: &CardType<Self>, _name: &str) -> Option<String> {
        None
    }

    /// Reads one deck file (the ruleset's deck rules); errors name file, line and column.
    fn load_deck(
        file: &str,
        src: &str,
        id: &str,
        pack: &str,
        catalog: &Catalog<Self>,
        errors: &mut Vec<Diagnostic>,
    ) -> Option<Deck<Self>>;

    /// The card's ruleset fields as `grimoire explain` prints them, in order.
    fn card_fields(card: &CardType<Self>) -> Vec<(&'static str, String)>;

    /// Printed texts of the card beyond its rules text, with their titles.
    fn card_texts(card: &CardType<Self>) -> Vec<(&'static str, &CardText<Self>)>;

    /// The card's ruleset fields as JSON (`grimoire explain --json`).
    fn card_json(card: &CardType<Self>) -> serde_json::Map<String, serde_json::Value>;

    /// A JSON Schema (draft 2020-12) of this game's card files, for TOML editors.
    fn card_schema() -> serde_json::Value;

    /// What the engine's metadata cannot say about the `ctx` functions: parameters naming a
    /// keyword, option maps' keys, fixed words. Scripts are checked against them at load.
    const SCRIPT_NOTES: &'static [crate::code::lint::ApiNote] = &[];
    /// Its card API, after the core's (`script::api::Core`): each `ctx` function declared once
    /// (`script::ApiFn`) — its name, parameters and line of the reference, its registration on
    /// the engine, and for those the host may call from Rust when a card function is a few
    /// calls of them with constant arguments (`code::direct`), its direct entry. In the
    /// reference's order (`api_tables!` puts a ruleset's tables together).
    const API: &'static [crate::script::ApiFn<Self>] = &[];

    /// The player an action belongs to (`None` for actions that check their own timing).
    fn actor(action: &Self::Action) -> Option<PlayerId>;

    /// Carries out `action`, with no way back (`rules::apply` adds the checkpoint).
    fn perform(
        game: &mut Game<Self>,
        env: &mut Env<Self>,
        action: &Self::Action,
    ) -> Result<(), RulesError>;

    /// The legal actions of the player with priority, in the order they are offered. They are
    /// named by `action_label` only when a name is read (a trace, a scenario, an error).
    fn legal_actions(game: &Game<Self>, scripts: &dyn ScriptRunner<Self>) -> Vec<Self::Action>;

    /// `legal_actions` written into `out`, emptied first: a game played out lists them at
    /// every decision, into one buffer. A ruleset that lists into a buffer of its own says so
    /// here; by default the list is made, then moved in.
    fn legal_actions_into(
        game: &Game<Self>,
        scripts: &dyn ScriptRunner<Self>,
        out: &mut Vec<Self::Action>,
    ) {
        out.clear();
        out.append(&mut Self::legal_actions(game, scripts));
    }

    /// How scenarios and traces name `action`, offered in `game`: `play Fury`, `pass`.
    fn action_label(game: &Game<Self>, action: &Self::Action) -> String;

    /// How a person reading the game in the language they chose (`words::shown`) reads
    /// `action`: by default as scenarios name it. What they type may be either.
    fn action_shown(game: &Game<Self>, action: &Self::Action) -> String {
        Self::action_label(game, action)
    }

    /// An option's label the ruleset wrote in the scenario language (`top a | bottom b`), as a
    /// person reading the game in French reads it; `None`: as written.
    fn label_in_french(label: &str) -> Option<String> {
        let _ = label;
        None
    }

    /// How scenarios and traces name `place` as an option (`DecisionOption::place`), offered
    /// in `game`: written only when a trace, a person or a scenario reads it.
    fn place_label(game: &Game<Self>, place: &Self::Place) -> String {
        let _ = game;
        format!("{place:?}")
    }

    /// How traces and people read `prompt`, asked in `game`: `target of Fury (a unit)`.
    fn prompt_text(game: &Game<Self>, prompt: &Self::Prompt) -> String;

    /// Who may see `decision` and the options `chosen` (the trace's line for it), asked in
    /// `game` before the answer takes effect: a choice among cards in a hidden zone (a
    /// mulligan, the top of a deck) is its player's. By default, every player.
    fn decision_audience(
        game: &Game<Self>,
        decision: &Decision<Self>,
        chosen: &[usize],
    ) -> Audience {
        let _ = (game, decision, chosen);
        Audience::All
    }

    /// Sets a game up from decks, one a seat: shuffles, opening hands, mulligans.
    fn new_game(
        catalog: Rc<Catalog<Self>>,
        decks: &[&Deck<Self>],
        seed: u64,
        env: &mut Env<Self>,
    ) -> Result<Game<Self>, RulesError>;

    /// What setting `decks` up gives whatever the seed, built once for games that differ only
    /// by their seed (a simulation's): `start` clones it for each game. By default an empty
    /// game, from which `start` sets the whole game up (`new_game`).
    fn template(
        catalog: Rc<Catalog<Self>>,
        decks: &[&Deck<Self>],
    ) -> Result<Game<Self>, RulesError> {
        Ok(Game::new(catalog, decks.len(), 0))
    }

    /// Game `seed` of `decks` set up from their `template`: exactly the game `new_game` sets
    /// up (same objects, labels, trace and decisions asked).
    fn start(
        template: &Game<Self>,
        decks: &[&Deck<Self>],
        seed: u64,
        env: &mut Env<Self>,
    ) -> Result<Game<Self>, RulesError> {
        Self::new_game(template.catalog.clone(), decks, seed, env)
    }

    /// How many cards a deck puts into a game (for the invariant that none is lost).
    fn cards_in_play(deck: &Deck<Self>) -> usize;

    /// What an object keeps of its card in its own status, set as the object is made
    /// (`Game::spawn`) and as a template's object is given its card (`Game::recast`): what the
    /// questions that go through every object of a zone read beside the rest of the object's
    /// state, rather than in the card; `catalog` for what the ruleset works out of the card with
    /// the rest of the content. By default nothing.
    fn from_card(_object: &mut Self::Object, _card: &CardType<Self>, _catalog: &Catalog<Self>) {}

    /// The invariants of a legal state, checked after every action of random games.
    fn check_invariants(game: &Game<Self>, cards_in_play: &[usize]) -> Result<(), String>;

    // --- What search agents and simulation reports read (docs/SIMULATION.md, "Agents") ------
    /// The zones whose cards `viewer` cannot tell apart, in pools: a search agent deals the
    /// cards of each pool's objects again among them at random before it searches
    /// (`search::hidden::redeal`), so that it never reads what it could not see. A pool lists
    /// zones whose cards could be any of one another's (an opponent's hand and deck: their
    /// cards are known together, not which is where; one's own deck: its cards are known,
    /// not their order). By default nothing is hidden.
    fn hidden_pools(game: &Game<Self>, viewer: PlayerId) -> Vec<Vec<Self::Zone>> {
        let _ = (game, viewer);
        Vec::new()
    }

    /// The cards of some objects in hidden zones were dealt again (`Game::recast` on a copy a
    /// search agent plays on): forget what the state keeps of objects' cards. By default the
    /// state keeps nothing.
    fn redealt(game: &mut Game<Self>) {
        let _ = game;
    }

    /// How well `player` stands in `game`, 0 for even, higher for better, about 1 for a clear
    /// lead: what the greedy agent maximises after each option and what a search agent's
    /// rollout stopped at its depth scores (squashed to a win chance). By default 0.
    fn evaluate(game: &Game<Self>, player: PlayerId) -> f64 {
        let _ = (game, player);
        0.0
    }

    /// How a search agent's continuations answer `decision` once past the answer weighed: a
    /// cheap policy of the ruleset's (play a land, attack where no blocker waits, block what
    /// a blocker survives), drawing what it leaves to chance from `rng`, so that a
    /// continuation plays like a game and judges the answer better than uniformly random
    /// play would. It reads the continuation's own copy, already redealt (`search::rollout`).
    /// `None` answers uniformly at random, as by default for every decision.
    fn playout(
        game: &Game<Self>,
        decision: &Decision<Self>,
        rng: &mut crate::state::rng::GameRng,
    ) -> Option<crate::state::decision::Answer> {
        let _ = (game, decision, rng);
        None
    }

    /// Turns a search agent's continuation may play past its position's before the ruleset's
    /// evaluation scores it (`Ruleset::evaluate`): long enough for an answer's consequences,
    /// short enough that the noise of the play after them does not drown it.
    const SEARCH_HORIZON: u32 = 10;

    /// How much of a search agent's score of a continuation is the evaluation one action after
    /// the answer weighed (what the greedy agent maximises), the rest being how the
    /// continuation ended or stood at its horizon: a weight in 0..1. Where the evaluation is
    /// a good judge, it steadies the noise of the play that follows. By default none.
    const SEARCH_STEP_WEIGHT: f64 = 0.0;

    /// The object whose card `action` plays, offered in `game`, if it plays a card: what
    /// simulations count as cards played. By default none.
    fn played_card(game: &Game<Self>, action: &Self::Action) -> Option<crate::state::ObjId> {
        let _ = (game, action);
        None
    }

    /// The zone of the cards in `player`'s hand: what a simulation's balance report counts as
    /// drawn (a card seen there during a game, `sim::cards`). By default none, and no card is
    /// counted drawn.
    fn hand(player: PlayerId) -> Option<Self::Zone> {
        let _ = player;
        None
    }
}
