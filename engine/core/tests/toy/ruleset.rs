//! `Toy` as a `Ruleset`: the core's questions answered with the toy game's types and
//! procedure, and the script runner it never needs.

use super::*;

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
    /// Every prompt of the toy is a text.
    type Prompt = std::convert::Infallible;

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

    fn prompt_text(_: &Game<Toy>, prompt: &Self::Prompt) -> String {
        match *prompt {}
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

/// Toy cards carry no script: `perform` resolves them natively, so the core's runner that runs
/// none is never called, and says so if it is.
pub use grimoire_core::rules::env::NoScripts;
