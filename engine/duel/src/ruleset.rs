//! `Duel`, the ruleset: its types for the core's generic state and content, and the functions
//! the core calls. Each delegates to the module that implements it.

use crate::model::catalog::{Catalog, DeckDef, DeckList};
use crate::model::{card, cost, glossary, hooks};
use crate::rules::Action;
use crate::scenario::expect::Assertion;
use crate::scenario::steps::DuelStep;
use crate::state::{self, Game, PlayerId, Zone};
use grimoire_core::content::FileCtx;
use grimoire_core::diag::Diagnostic;
use grimoire_core::rules::{Env, RulesError, ScriptRunner};
use grimoire_core::scenario::{
    EntryWord, PlayerIdx, Scenario, ScenarioRules, SetupSchema, StepCx, StepError, StepFailure,
    StepParser,
};
use grimoire_core::state::decision::{Answer, Decision};
use std::rc::Rc;

/// The duel ruleset (the core's games are `Game<Duel>`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Duel;

impl grimoire_core::Ruleset for Duel {
    const NAME: &'static str = "duel";
    /// Keyword abilities are plain words opening a line, several separated by commas.
    const BARE_KEYWORDS: bool = true;
    const CATALOGUE: &'static [grimoire_core::model::glossary::Hookable] =
        crate::model::catalogue::CATALOGUE;
    const NO_PRIORITY: &'static str = "does not have priority";

    type Zone = Zone;
    /// The battlefield is one zone: permanents have no place within it.
    type Place = ();
    type Phase = state::Step;
    type Object = state::object::Status;
    type Player = state::player::Player;
    type State = state::game::DuelState;
    type Modifier = state::effects::Modifier;
    type ItemExt = state::chain::ItemExt;
    type Event = crate::events::DuelEvent;
    type Cost = cost::Mana;
    type Card = card::CardFacts;
    type CardDef = crate::content::card_def::CardDef;
    type Hooks = hooks::Hooks;
    type Deck = DeckList;
    type Action = Action;
    type Prompt = crate::rules::prompt::Prompt;

    fn zone_name(_: &Game, zone: Zone) -> String {
        use grimoire_core::{en_fr, format_en_fr};
        match zone {
            Zone::Library(p) => format_en_fr!(en: "{p} library", fr: "la bibliothèque de {p}"),
            Zone::Hand(p) => format_en_fr!(en: "{p} hand", fr: "la main de {p}"),
            Zone::Battlefield => en_fr!(en: "the battlefield", fr: "le champ de bataille").into(),
            Zone::Graveyard(p) => format_en_fr!(en: "{p} graveyard", fr: "le cimetière de {p}"),
            Zone::Exile => en_fr!(en: "exile", fr: "l'exil").into(),
            Zone::Stack => en_fr!(en: "the stack", fr: "la pile").into(),
        }
    }

    fn card_facts(
        cx: &FileCtx,
        def: &Self::CardDef,
        text: &crate::model::records::CardText,
        glossary: &glossary::Glossary,
        errors: &mut Vec<Diagnostic>,
    ) -> Option<card::CardFacts> {
        crate::content::validate::card_facts(cx, def, text, glossary, errors)
    }

    fn required_functions(card: &card::CardType, glossary: &glossary::Glossary) -> Vec<Rc<str>> {
        crate::content::functions::required(card, glossary)
    }

    fn effect_lines(
        card: &card::CardType,
        glossary: &glossary::Glossary,
    ) -> Vec<grimoire_core::effects::LineJob> {
        crate::content::effect_lines::effect_lines(card, glossary)
    }

    fn callable_functions(card: &card::CardType, glossary: &glossary::Glossary) -> Vec<String> {
        crate::content::functions::callable(card, glossary)
    }

    fn callable_help(names: &[String]) -> String {
        crate::content::functions::help(names)
    }

    fn load_deck(
        file: &str,
        src: &str,
        id: &str,
        pack: &str,
        catalog: &Catalog,
        errors: &mut Vec<Diagnostic>,
    ) -> Option<DeckDef> {
        crate::content::deck::load_deck(file, src, id, pack, catalog, errors)
    }

    fn card_fields(card: &card::CardType) -> Vec<(&'static str, String)> {
        crate::content::explain::fields(card)
    }

    fn card_texts(card: &card::CardType) -> Vec<(&'static str, &crate::model::records::CardText)> {
        crate::content::explain::texts(card)
    }

    fn card_json(card: &card::CardType) -> serde_json::Map<String, serde_json::Value> {
        crate::content::explain::to_json(card)
    }

    fn card_schema() -> serde_json::Value {
        crate::content::schema::card_schema()
    }

    const SCRIPT_NOTES: &'static [grimoire_core::code::lint::ApiNote] = crate::script::notes::NOTES;
    const API: &'static [grimoire_core::script::ApiFn<Self>] = crate::script::API;

    fn actor(action: &Action) -> Option<PlayerId> {
        action.player()
    }

    fn perform(game: &mut Game, env: &mut Env<Self>, action: &Action) -> Result<(), RulesError> {
        crate::rules::action::perform(game, env, action)
    }

    fn legal_actions(game: &Game, scripts: &dyn ScriptRunner<Self>) -> Vec<Action> {
        crate::rules::legal::legal_actions(game, scripts)
    }

    fn action_label(game: &Game, action: &Action) -> String {
        crate::rules::legal::label(game, action)
    }

    fn action_shown(game: &Game, action: &Action) -> String {
        crate::rules::legal::shown(game, action)
    }

    fn label_in_french(label: &str) -> Option<String> {
        crate::rules::library::arrangement_in_french(label)
    }

    fn prompt_text(game: &Game, prompt: &crate::rules::prompt::Prompt) -> String {
        prompt.text(game)
    }

    fn decision_audience(
        game: &Game,
        decision: &Decision<Self>,
        chosen: &[usize],
    ) -> grimoire_core::state::Audience {
        crate::seen::decision_audience(game, decision, chosen)
    }

    fn new_game(
        catalog: Rc<Catalog>,
        decks: &[&DeckDef],
        seed: u64,
        env: &mut Env<Self>,
    ) -> Result<Game, RulesError> {
        crate::rules::setup::new_game(catalog, decks, seed, env)
    }

    fn template(catalog: Rc<Catalog>, decks: &[&DeckDef]) -> Result<Game, RulesError> {
        crate::rules::setup::template(catalog, decks)
    }

    fn start(
        template: &Game,
        decks: &[&DeckDef],
        seed: u64,
        env: &mut Env<Self>,
    ) -> Result<Game, RulesError> {
        crate::rules::setup::start(template, decks, seed, env)
    }

    fn cards_in_play(deck: &DeckDef) -> usize {
        deck.cards.iter().map(|c| c.1 as usize).sum()
    }

    /// What the rules read of an object's card at every state check, kept in its status.
    fn from_card(object: &mut state::object::Status, card: &card::CardType, _: &Catalog) {
        object.aura = card.has_subtype(crate::rules::sba::AURA);
    }

    fn check_invariants(game: &Game, cards_in_play: &[usize]) -> Result<(), String> {
        crate::rules::invariants::check(game, cards_in_play)
    }

    fn hidden_pools(game: &Game, viewer: PlayerId) -> Vec<Vec<Zone>> {
        crate::rules::search::hidden_pools(game, viewer)
    }

    fn redealt(game: &mut Game) {
        crate::rules::search::redealt(game)
    }

    fn evaluate(game: &Game, player: PlayerId) -> f64 {
        crate::rules::search::evaluate(game, player)
    }

    /// A duel's random play after a few turns says little of the answer weighed; its
    /// evaluation, read three turns on and one action after the answer, says more.
    const SEARCH_HORIZON: u32 = 3;
    const SEARCH_STEP_WEIGHT: f64 = 0.5;

    fn playout(
        game: &Game,
        decision: &Decision<Self>,
        rng: &mut grimoire_core::state::rng::GameRng,
    ) -> Option<Answer> {
        crate::rules::playout::playout(game, decision, rng)
    }

    fn played_card(_game: &Game, action: &Action) -> Option<grimoire_core::state::ObjId> {
        crate::rules::search::played_card(action)
    }

    fn hand(player: PlayerId) -> Option<Zone> {
        Some(Zone::Hand(player))
    }
}

impl ScenarioRules for Duel {
    type Step = DuelStep;
    type Assertion = Assertion;

    const SETUP: SetupSchema = SetupSchema {
        places: None,
        zones: &["hand", "library", "battlefield", "graveyard", "exile"],
        keyed: &[],
        numbers: &["life"],
        entry: &[
            ("tapped", EntryWord::Flag),
            ("damage", EntryWord::Number),
            ("sick", EntryWord::Flag),
            ("on", EntryWord::Label),
        ],
    };
    const VERBS: &'static str = "play, activate, attack, block, assign, arrange, pass, choose";
    const COMMANDS: &'static [&'static str] = &["damage"];

    fn parse_player_step(
        p: &mut StepParser,
        player: PlayerIdx,
        verb: &str,
    ) -> Option<Result<DuelStep, StepError>> {
        crate::scenario::steps::parse_player_step(p, player, verb)
    }

    fn parse_command(p: &mut StepParser, word: &str) -> Option<Result<DuelStep, StepError>> {
        crate::scenario::steps::parse_command(p, word)
    }

    fn parse_assertion(p: &mut StepParser) -> Result<Assertion, StepError> {
        crate::scenario::expect::parse_assertion(p)
    }

    fn step_players(step: &DuelStep) -> Vec<PlayerIdx> {
        step.players()
    }

    fn assertion_players(a: &Assertion) -> Vec<PlayerIdx> {
        a.players()
    }

    fn answer(
        step: &DuelStep,
        game: &Game,
        d: &Decision<Self>,
    ) -> Option<Result<Answer, grimoire_core::agent::AgentError>> {
        crate::scenario::steps::answer(step, game, d)
    }

    fn build(scn: &Scenario<Self>, catalog: Rc<Catalog>) -> Result<Game, Vec<Diagnostic>> {
        crate::scenario::setup::build(scn, catalog)
    }

    /// What static abilities give, computed before the first step.
    fn prepare(game: &mut Game, env: &mut Env<Self>) -> Result<(), RulesError> {
        crate::rules::continuous::refresh(game, env)
    }

    fn run_step(
        game: &mut Game,
        env: &mut Env<Self>,
        cx: &StepCx<Self>,
        step: &DuelStep,
    ) -> Result<(), StepFailure> {
        crate::scenario::run::run_step(game, env, cx, step)
    }

    fn end_turn(
        game: &mut Game,
        env: &mut Env<Self>,
        cx: &StepCx<Self>,
    ) -> Result<(), StepFailure> {
        crate::scenario::run::end_turn(game, env, cx)
    }

    fn pass(player: PlayerId) -> Action {
        Action::Pass { player }
    }

    fn check(game: &Game, a: &Assertion) -> Result<(), String> {
        crate::scenario::expect::check(game, a)
    }

    fn summary(game: &Game) -> String {
        crate::scenario::summary::summary(game)
    }
}
