//! `Riftbound`, the ruleset: its types for the core's generic state and content, and the
//! functions the core calls. Each delegates to the module that implements it.

use crate::model::catalog::{Catalog, DeckDef, DeckList};
use crate::model::{card, cost, glossary, hooks};
use crate::rules::Action;
use crate::scenario::steps::{Assertion, RiftStep};
use crate::state::{self, Game, Location, PlayerId, Zone};
use grimoire_core::content::FileCtx;
use grimoire_core::diag::Diagnostic;
use grimoire_core::rules::{Env, RulesError, ScriptRunner};
use grimoire_core::scenario::{
    EntryWord, PlayerIdx, Scenario, ScenarioRules, SetupSchema, StepCx, StepError, StepFailure,
    StepParser,
};
use grimoire_core::state::decision::{Answer, Decision};
use std::rc::Rc;

/// The Riftbound ruleset (the core's games are `Game<Riftbound>`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Riftbound;

impl grimoire_core::Ruleset for Riftbound {
    const NAME: &'static str = "riftbound";
    const CATALOGUE: &'static [grimoire_core::model::glossary::Hookable] =
        crate::model::catalogue::CATALOGUE;
    const NO_PRIORITY: &'static str = "does not hold priority (312.1, 338)";

    type Zone = Zone;
    type Place = Location;
    type Phase = state::game::Phase;
    type Object = state::object::Status;
    type Player = state::player::Player;
    type State = state::game::RiftState;
    type Modifier = state::effects::Modifier;
    type ItemExt = state::chain::ItemExt;
    type Event = crate::events::RiftEvent;
    type Cost = cost::Cost;
    type Card = card::CardFacts;
    type CardDef = crate::content::card_def::CardDef;
    type Hooks = hooks::Hooks;
    type Deck = DeckList;
    type Action = Action;
    type Prompt = crate::rules::prompt::Prompt;

    fn from_card(object: &mut state::object::Status, card: &card::CardType, catalog: &Catalog) {
        object.kind = card.kind;
        object.activates = !card.activated.is_empty();
        object.domain = card.domains.first().copied();
        object.foreseen =
            crate::query::foreseen::kept(crate::query::foreseen::of_card(catalog, card));
    }

    fn zone_name(game: &Game, zone: Zone) -> String {
        state::game::zone_name(game, zone)
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

    fn never_called(card: &card::CardType, name: &str) -> Option<String> {
        crate::content::functions::never_called(card, name)
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

    fn legal_actions_into(game: &Game, scripts: &dyn ScriptRunner<Self>, out: &mut Vec<Action>) {
        out.clear();
        crate::rules::legal::list_into(game, scripts, out);
    }

    fn action_label(game: &Game, action: &Action) -> String {
        action.label(game)
    }

    fn action_shown(game: &Game, action: &Action) -> String {
        action.shown(game)
    }

    /// `base` (the player's own: the only base a card is played to), or the battlefield's label
    /// (355.2.a).
    fn place_label(game: &Game, place: &Location) -> String {
        match *place {
            Location::Base(_) => "base".into(),
            Location::Battlefield(b) => crate::state::GameExt::bf_label(game, b).to_string(),
        }
    }

    fn prompt_text(game: &Game, prompt: &crate::rules::prompt::Prompt) -> String {
        prompt.text(game)
    }

    fn decision_audience(
        game: &Game,
        decision: &Decision<Self>,
        chosen: &[usize],
    ) -> grimoire_core::state::Audience {
        crate::events::decision_audience(game, decision, chosen)
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

    /// Legend, champion, the battlefield drawn, the main deck and the rune deck (the two
    /// battlefields not drawn stay out, 480.5).
    fn cards_in_play(deck: &DeckDef) -> usize {
        3 + deck.main.iter().map(|m| m.1 as usize).sum::<usize>()
            + deck.runes.iter().map(|r| r.1 as usize).sum::<usize>()
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

    fn played_card(_game: &Game, action: &Action) -> Option<grimoire_core::state::ObjId> {
        crate::rules::search::played_card(action)
    }

    fn hand(player: PlayerId) -> Option<Zone> {
        Some(Zone::Hand(player))
    }
}

impl ScenarioRules for Riftbound {
    type Step = RiftStep;
    type Assertion = Assertion;

    const SETUP: SetupSchema = SetupSchema {
        places: Some("battlefields"),
        zones: &[
            "hand",
            "deck",
            "rune_deck",
            "base",
            "trash",
            "banishment",
            "champion",
            "legend",
        ],
        keyed: &[("battlefield", false), ("facedown", true)],
        numbers: &["xp", "points"],
        entry: &[
            ("exhausted", EntryWord::Flag),
            ("damage", EntryWord::Number),
            ("buffed", EntryWord::Flag),
            ("on", EntryWord::Label),
        ],
    };
    const VERBS: &'static str = "play, activate, move, hide, pass, choose, assign";
    const COMMANDS: &'static [&'static str] = &[];

    fn parse_player_step(
        p: &mut StepParser,
        player: PlayerIdx,
        verb: &str,
    ) -> Option<Result<RiftStep, StepError>> {
        crate::scenario::steps::parse_player_step(p, player, verb)
    }

    fn parse_command(_: &mut StepParser, _: &str) -> Option<Result<RiftStep, StepError>> {
        None
    }

    fn parse_assertion(p: &mut StepParser) -> Result<Assertion, StepError> {
        crate::scenario::steps::parse_assertion(p)
    }

    fn step_players(step: &RiftStep) -> Vec<PlayerIdx> {
        step.players()
    }

    fn assertion_players(a: &Assertion) -> Vec<PlayerIdx> {
        a.players()
    }

    fn answer(
        step: &RiftStep,
        game: &Game,
        d: &Decision<Self>,
    ) -> Option<Result<Answer, grimoire_core::agent::AgentError>> {
        crate::scenario::steps::answer(step, game, d)
    }

    fn build(scn: &Scenario<Self>, catalog: Rc<Catalog>) -> Result<Game, Vec<Diagnostic>> {
        crate::scenario::setup::build(scn, catalog)
    }

    /// 365.1: the passive abilities of the permanents on the board apply from the start, not
    /// from the first cleanup: what they give is worked out before the first step.
    fn prepare(game: &mut Game, env: &mut Env<Self>) -> Result<(), RulesError> {
        crate::rules::continuous::refresh(game, env).map(|_| ())
    }

    fn run_step(
        game: &mut Game,
        env: &mut Env<Self>,
        cx: &StepCx<Self>,
        step: &RiftStep,
    ) -> Result<(), StepFailure> {
        crate::scenario::run::run_step(game, env, cx, step)
    }

    fn end_turn(game: &mut Game, env: &mut Env<Self>, _: &StepCx<Self>) -> Result<(), StepFailure> {
        crate::scenario::run::end_turn(game, env)
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

    fn check_deck(
        file: &str,
        src: &str,
        table: toml::Spanned<toml::de::DeTable<'_>>,
        catalog: &Catalog,
    ) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
        crate::content::deck_check::check_deck(file, src, table, catalog)
    }
}
